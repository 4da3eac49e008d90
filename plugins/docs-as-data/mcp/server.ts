/**
 * The docs as an MCP server for coding agents, over stdio. The build bundles this file with its
 * dependencies into one file at the site root (plugins/build-output/mcp-bundle.ts), which a partner runs with
 * `node acme-docs-mcp.mjs [--site <origin>]`; the default site is the hosted documentation.
 *
 * Tools: search_docs (the site's search index), get_page (a page's Markdown twin, or one section
 * of it by anchor), get_operation (an operation's section of its reference twin), and
 * list_webhook_events / get_webhook_event. A bad argument is answered with a tool error that says
 * what was wrong; nothing a caller sends stops the server.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {DocsSite, eventsOf, pathMatches, sectionAt, twinPathOf} from './docs';
import {DocsSearch} from './search';

const defaultSite = 'https://docs.acme.example';
const version = '1.0.0';

function siteFromArguments(argv: readonly string[]): string {
  const at = argv.findIndex((arg) => arg === '--site' || arg.startsWith('--site='));
  if (at === -1) return defaultSite;
  const value = argv[at]?.includes('=') === true ? argv[at]?.slice('--site='.length) : argv[at + 1];
  if (value === undefined || !/^https?:\/\/[^\s]+$/.test(value)) {
    process.stderr.write('acme-docs-mcp: --site needs an http(s) origin, such as --site http://127.0.0.1:8080\n');
    process.exit(2);
  }
  return value.replace(/\/+$/, '');
}

const text = (value: string) => ({content: [{type: 'text' as const, text: value}]});

export function createServer(origin: string): McpServer {
  const site = new DocsSite(origin);
  const search = new DocsSearch(origin);
  const server = new McpServer({name: 'acme-unified-api-docs', version});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Search the Acme Unified API documentation (guides, API reference, error codes, webhook events) with the same index as the site. Returns pages best first, each with its best section: title, URL with anchor, Markdown URL and an excerpt.',
      inputSchema: {
        query: z.string().trim().min(1, 'query must not be empty').max(200, 'query is at most 200 characters'),
        limit: z.number().int().min(1).max(20).default(5).describe('How many pages to return (1 to 20, 5 by default).'),
      },
    },
    async ({query, limit}) => {
      const {total, hits} = await search.search(query, limit);
      if (hits.length === 0) return text(`No page matches "${query}".`);
      const lines = hits.map((hit, index) =>
        [
          `${index + 1}. ${hit.title} — ${hit.url}`,
          `   Markdown: ${hit.markdownUrl}`,
          `   ${hit.excerpt}`,
          ...hit.sections.slice(1).map((section) => `   - ${section.title}: ${section.url}`),
        ].join('\n'),
      );
      return {
        content: [
          {
            type: 'text' as const,
            text: `${total} pages match "${query}"; the first ${hits.length}:\n\n${lines.join('\n\n')}`,
          },
        ],
        structuredContent: {
          total,
          results: hits.map(({title, url, markdownUrl, excerpt}) => ({title, url, markdownUrl, excerpt})),
        },
      };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a page as Markdown',
      description:
        'The Markdown twin of a docs page, by path ("/docs/quotes") or URL. With an anchor ("/docs/api/acme-sales#createSale") only that section.',
      inputSchema: {page: z.string().trim().min(1, 'page must not be empty').describe('A path or URL of the docs.')},
    },
    async ({page}) => {
      const {path, anchor} = twinPathOf(page);
      const markdown = await site.text(path);
      if (anchor === undefined) return text(markdown);
      const section = sectionAt(markdown, anchor);
      if (section === undefined) throw new Error(`/${path} has no anchor "${anchor}".`);
      return text(section);
    },
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get an API operation',
      description:
        'One operation of the API reference with its parameters, request and response schemas, examples and a cURL sample: by operationId ("createSale"), or by method and path ("POST", "/sales").',
      inputSchema: {
        operationId: z.string().trim().min(1).optional(),
        method: z
          .string()
          .trim()
          .toUpperCase()
          .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']))
          .optional(),
        path: z.string().trim().startsWith('/', 'path starts with "/", such as "/sales/{sale_id}"').optional(),
      },
    },
    async ({operationId, method, path}) => {
      if (operationId === undefined && (method === undefined || path === undefined)) {
        throw new Error('Give an operationId, or a method and a path.');
      }
      const operations = await site.allOperations();
      const found =
        operationId !== undefined
          ? operations.find((operation) => operation.operationId === operationId)
          : operations.find(
              (operation) => operation.method === method && path !== undefined && pathMatches(operation.path, path),
            );
      if (found === undefined) {
        const near =
          operationId === undefined
            ? []
            : operations
                .filter((operation) => operation.operationId.toLowerCase().includes(operationId.toLowerCase()))
                .slice(0, 5)
                .map((operation) => operation.operationId);
        throw new Error(
          `No operation ${operationId ?? `${method ?? ''} ${path ?? ''}`} in the API reference.${near.length > 0 ? ` Did you mean ${near.join(', ')}?` : ''}`,
        );
      }
      const section = sectionAt(await site.text(found.twin), found.operationId) ?? '';
      return text(`From ${origin}/${found.twin}#${found.operationId}\n\n${section}`);
    },
  );

  const webhooks = 'docs/api/webhooks.md';

  server.registerTool(
    'list_webhook_events',
    {
      title: 'List webhook events',
      description: 'Every webhook event type with a one-line summary.',
      inputSchema: {},
    },
    async () => {
      const events = eventsOf(await site.text(webhooks));
      return {
        content: [
          {
            type: 'text' as const,
            text: events
              .map((event) => `- ${event.event}: ${event.summary} (${origin}/${webhooks}#${event.anchor})`)
              .join('\n'),
          },
        ],
        structuredContent: {events: events.map(({event, summary}) => ({event, summary}))},
      };
    },
  );

  server.registerTool(
    'get_webhook_event',
    {
      title: 'Get a webhook event',
      description:
        'One webhook event ("contract.activated"): when it is sent, the fields of data.object and an example delivery.',
      inputSchema: {event: z.string().trim().min(1, 'event must not be empty').describe('The event type.')},
    },
    async ({event}) => {
      const markdown = await site.text(webhooks);
      const events = eventsOf(markdown);
      const found = events.find((entry) => entry.event === event || entry.anchor === event);
      if (found === undefined) {
        throw new Error(
          `No webhook event "${event}". Event types look like "contract.activated"; list_webhook_events lists them.`,
        );
      }
      const section = sectionAt(markdown, found.anchor) ?? '';
      // Events that carry the same resource list its fields once: add them from that event.
      const shared = /listed under \[`[^`]+`\]\([^)#]*#([A-Za-z0-9]+)\)/.exec(section)?.[1];
      const first = shared === undefined ? '' : (sectionAt(markdown, shared) ?? '');
      const start = first.indexOf('\nSchema:');
      const end = first.indexOf('\n\nExample event');
      const fields = start === -1 ? undefined : first.slice(start + 1, end === -1 ? undefined : end);
      const envelope = sectionAt(markdown, 'event-envelope');
      return text(
        [
          `From ${origin}/${webhooks}#${found.anchor}`,
          section,
          fields,
          envelope === undefined ? undefined : `Every event comes in this envelope:\n\n${envelope}`,
        ]
          .filter((part) => part !== undefined)
          .join('\n\n'),
      );
    },
  );

  return server;
}

async function main(): Promise<void> {
  const origin = siteFromArguments(process.argv.slice(2));
  const server = createServer(origin);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`acme-docs-mcp ${version}: serving ${origin} over stdio\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`acme-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
