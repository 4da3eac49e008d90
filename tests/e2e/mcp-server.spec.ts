// The MCP server the build ships (build/acme-docs-mcp.mjs), as a partner's agent runs it: started
// by the MCP SDK's own client over stdio, pointed at the served build with --site, every tool
// called. search_docs must put first what the site's search dialog puts first, and a bad argument
// must come back as a tool error that says what is wrong, with the server still answering.
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {Page} from '@playwright/test';
import {test, expect, openPage} from './fixtures';

type ToolResult = {content: {type: string; text?: string}[]; isError?: boolean; structuredContent?: unknown};

let client: Client;
let origin: string;

async function call(name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({name, arguments: args})) as ToolResult;
}

function textOf(result: ToolResult): string {
  return result.content.map((part) => part.text ?? '').join('\n');
}

test.describe.configure({mode: 'serial'});

test.beforeAll(async ({baseURL}) => {
  origin = baseURL ?? '';
  client = new Client({name: 'e2e', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({command: process.execPath, args: ['build/acme-docs-mcp.mjs', '--site', origin]}),
  );
});

test.afterAll(async () => {
  await client.close();
});

test('lists its five tools, each with a description', async () => {
  const {tools} = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([
    'get_operation',
    'get_page',
    'get_webhook_event',
    'list_webhook_events',
    'search_docs',
  ]);
  for (const tool of tools) expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(30);
});

test('get_page returns a twin by path or URL, or one section by its anchor', async () => {
  const byPath = textOf(await call('get_page', {page: '/docs/quotes'}));
  expect(byPath).toMatch(/^# Quotes\n\nhttps:\/\/docs\.acme\.example\/docs\/quotes\n/);
  const byUrl = textOf(await call('get_page', {page: 'https://docs.acme.example/docs/quotes.md'}));
  expect(byUrl).toBe(byPath);
  const section = textOf(await call('get_page', {page: `${origin}/docs/api/acme-sales#completeSale`}));
  expect(section).toMatch(/^## Complete a sale <a id="completeSale"><\/a>\n\n`POST \/sales\/\{sale_id\}\/complete`/);
  expect(section).not.toContain('<a id="createSale">');
});

test('get_operation finds an operation by operationId or by method and path, with schemas and examples', async () => {
  const byId = textOf(await call('get_operation', {operationId: 'createSale'}));
  expect(byId).toContain(`From ${origin}/docs/api/acme-sales.md#createSale`);
  expect(byId).toContain('## Create a sale <a id="createSale"></a>\n\n`POST /sales`');
  expect(byId).toContain('### Request body');
  expect(byId).toContain('#### 201 Created');
  expect(byId).toContain('```json');
  expect(byId).not.toContain('<a id="getSale">');
  const byPath = textOf(await call('get_operation', {method: 'post', path: '/sales/sal_P5rW8kLm2Q/complete'}));
  expect(byPath).toContain('<a id="completeSale"></a>\n\n`POST /sales/{sale_id}/complete`');
});

test('list_webhook_events and get_webhook_event give every event and one event with its fields', async () => {
  const list = await call('list_webhook_events', {});
  const events = (list.structuredContent as {events: {event: string; summary: string}[]}).events;
  expect(events.length).toBeGreaterThan(30);
  expect(events).toContainEqual({event: 'contract.activated', summary: 'Contract activated'});
  expect(textOf(list)).toContain(`- sale.requires_action: `);
  const event = textOf(await call('get_webhook_event', {event: 'contract.activated'}));
  expect(event).toContain('#### `contract.activated` — Contract activated <a id="contractActivated"></a>');
  // Its Contract fields are listed at the first contract event; the tool adds them.
  expect(event).toContain('<a id="contractCreated-object-rental-ended_on"></a>`ended_on`');
  expect(event).toContain('Example event');
  expect(event).toContain('Every event comes in this envelope');
});

test('a bad argument is a tool error that says what is wrong, and the server keeps answering', async () => {
  const empty = await call('search_docs', {query: '  '});
  expect(empty.isError).toBe(true);
  expect(textOf(empty)).toContain('query must not be empty');
  const missing = await call('get_operation', {operationId: 'createSail'});
  expect(missing.isError).toBe(true);
  expect(textOf(missing)).toBe('No operation createSail in the API reference.');
  const near = await call('get_operation', {operationId: 'Sale'});
  expect(textOf(near)).toMatch(/Did you mean (?:\w+, )*createSale\b/);
  const neither = await call('get_operation', {});
  expect(textOf(neither)).toBe('Give an operationId, or a method and a path.');
  const page = await call('get_page', {page: '/docs/no-such-page'});
  expect(page.isError).toBe(true);
  expect(textOf(page)).toBe('The docs have no page at /docs/no-such-page.md.');
  const anchor = await call('get_page', {page: '/docs/quotes#no-such-anchor'});
  expect(textOf(anchor)).toBe('/docs/quotes.md has no anchor "no-such-anchor".');
  const event = await call('get_webhook_event', {event: 'contract.exploded'});
  expect(event.isError).toBe(true);
  expect(textOf(event)).toContain('No webhook event "contract.exploded"');
  const wrongType = await call('search_docs', {query: 'sale', limit: 'many'});
  expect(wrongType.isError).toBe(true);
  expect(textOf(wrongType)).toMatch(/limit/);
  // Still answering.
  expect(textOf(await call('get_page', {page: '/'}))).toMatch(/^# Unified API V4\.x\n/);
});

/** Queries a partner types: identifiers, error codes, event types, task words and a misspelling. */
const queries = [
  'createSale',
  'rate_limited',
  'contract.activated',
  'sale.requires_action',
  'getAccessToken',
  'refund deposit',
  'webhook signature',
  'cancel contract',
  'vocher',
  'sandbox magic values',
  'how to file a claim',
  'IMEI',
];

/** The address of the first result the site's search dialog shows for a query. */
async function dialogFirst(page: Page, query: string): Promise<string> {
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await dialog.getByRole('combobox', {name: 'Search'}).fill(query);
  await expect(dialog.getByRole('status')).toContainText(`“${query}”`, {timeout: 15_000});
  return (await dialog.getByRole('listbox').getByRole('option').first().getAttribute('href')) ?? '';
}

test('search_docs puts first what the site search dialog puts first', async ({page}) => {
  test.setTimeout(120_000);
  await openPage(page, '/');
  await page.getByRole('button', {name: 'Search'}).click();
  const differences: string[] = [];
  for (const query of queries) {
    const expected = await dialogFirst(page, query);
    const result = await call('search_docs', {query, limit: 3});
    const [first] = (result.structuredContent as {results: {url: string; markdownUrl: string}[]}).results;
    if (first?.url !== `${origin}${expected}`)
      differences.push(`${query}: dialog ${expected}, MCP ${first?.url ?? 'none'}`);
    expect(first?.markdownUrl).toMatch(/\.md(?:#|$)/);
  }
  expect(differences).toEqual([]);
});
