// Statements in guides and posts that once contradicted the OpenAPI document, each checked against
// the document so the text cannot drift from it again.
import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';

import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {loadProblemTypes} from '../../plugins/openapi-reference/problem-types';
import {examplePages} from '../support/guide-samples';

const spec = 'openapi/openapi.yaml';
let document: JsonObject;
let titles: Map<string, string>;
const pages = examplePages().map((file) => ({file, source: readFileSync(file, 'utf8')}));

beforeAll(async () => {
  ({bundledDocument: document} = await loadOpenApi(spec, {validate: false}));
  titles = new Map(
    (await loadProblemTypes(spec, document)).flatMap((response): [string, string][] => {
      const problem = response['x-problem'];
      return isJsonObject(problem) && typeof problem['code'] === 'string' && typeof problem['title'] === 'string'
        ? [[problem['code'], problem['title']]]
        : [];
    }),
  );
}, 60_000);

/** Every object in a JSON value, nested ones included. */
function* objectsIn(value: JsonValue | undefined): Generator<JsonObject> {
  if (isJsonArray(value)) for (const item of value) yield* objectsIn(item);
  else if (isJsonObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

/** Problem documents in a page's text whose title is not the problem-type table's. */
function problemTitleFindings(file: string, source: string, table: ReadonlyMap<string, string>): string[] {
  const findings: string[] = [];
  for (const match of source.matchAll(/"title":\s*"([^"]*)"[^{}]*?"code":\s*"([a-z_]+)"/g)) {
    const expected = table.get(match[2] ?? '');
    if (expected !== undefined && expected !== match[1]) {
      findings.push(`${file}: ${match[2]} titled "${match[1]}", not "${expected}"`);
    }
  }
  return findings;
}

describe('statements that once contradicted the document', () => {
  it('title each problem as the problem-type table does', () => {
    expect(titles.get('unauthenticated')).toBe('Unauthenticated');
    expect(pages.flatMap(({file, source}) => problemTitleFindings(file, source, titles))).toEqual([]);
    const post = pages.find(({file}) => file.includes('first-blog-post'));
    const old = post?.source.replace('"title": "Unauthenticated"', '"title": "Authentication required"') ?? '';
    expect(problemTitleFindings('post', old, titles)).toEqual([
      'post: unauthenticated titled "Authentication required", not "Unauthenticated"',
    ]);
  });

  it('promise RateLimit headers only on the responses that declare them', () => {
    // The guides name them: the list operations (and every 429).
    const promised = (operationId: string) => /^list/.test(operationId);
    const declared: string[] = [];
    const expected: string[] = [];
    for (const item of Object.values(isJsonObject(document['paths']) ? document['paths'] : {})) {
      for (const operation of Object.values(isJsonObject(item) ? item : {})) {
        if (!isJsonObject(operation) || typeof operation['operationId'] !== 'string') continue;
        const responses = isJsonObject(operation['responses']) ? operation['responses'] : {};
        const success = Object.entries(responses).filter(([status]) => status.startsWith('2'));
        const carries = success.some(([, response]) => {
          const headers = isJsonObject(response) ? response['headers'] : undefined;
          return isJsonObject(headers) && 'RateLimit-Limit' in headers;
        });
        if (carries) declared.push(operation['operationId']);
        if (promised(operation['operationId'])) expected.push(operation['operationId']);
      }
    }
    expect(declared.sort()).toEqual(expected.sort());
    const everyResponse = /\b(every|each|all)\b[^.]*\bresponses?\b[^.]*RateLimit|^Responses carry/im;
    for (const {file, source} of pages) {
      for (const sentence of source.split(/(?<=\.)\s/)) {
        if (/RateLimit|Responses carry three headers/.test(sentence)) expect(sentence, file).not.toMatch(everyResponse);
      }
    }
    expect('Every response tells you where you stand in its `RateLimit-*` headers;').toMatch(everyResponse);
  });

  it('describe the privacy notice with the display requirement the document gives it', () => {
    const requirements = new Set(
      [...objectsIn(document)]
        .filter((node) => node['type'] === 'privacy_notice' && typeof node['display_requirement'] === 'string')
        .map((node) => node['display_requirement']),
    );
    expect([...requirements]).toEqual(['must_accept']);
    const shownOnly = /\b(shown|show|displayed?)\b (to )?the privacy notice|privacy notice (is|are) (shown|displayed)/i;
    for (const {file, source} of pages) expect(source, file).not.toMatch(shownOnly);
    expect('The customer accepts the rental terms and is shown the privacy notice.').toMatch(shownOnly);
  });

  it('link recurring fees to invoices only as far as the examples do', () => {
    const withoutInvoice = [...objectsIn(document)].filter(
      (node) =>
        node['type'] === 'recurring_fee' && typeof node['contract_id'] === 'string' && node['invoice_id'] === null,
    );
    const variantsWithout = new Set(
      withoutInvoice.map((node) => (String(node['contract_id']).startsWith('ctr_R') ? 'rental' : 'protection')),
    );
    const claims = (source: string) =>
      source.split('\n').filter((line) => line.includes('recurring_fee') && line.includes('invoice_id'));
    const findings = (file: string, source: string) =>
      claims(source)
        .filter((line) => {
          const covers: ('rental' | 'protection')[] = file.includes('-rental') ? ['rental'] : ['rental', 'protection'];
          return covers.some((variant) => variantsWithout.has(variant)) && !/\bnull\b|\bnone\b/.test(line);
        })
        .map((line) => `${file}: ${line}`);
    expect(pages.flatMap(({file, source}) => findings(file, source))).toEqual([]);
    expect(
      findings(
        'docs/payments.mdx',
        '| `recurring_fee` | Monthly or yearly premium or rental fee | contract and `invoice_id` |',
      ),
    ).toHaveLength(1);
  });
});

/** Every `partner_reference` schema of the document (properties and query parameters), by where it is. */
function partnerReferenceSchemas(root: JsonValue, where = ''): [string, JsonObject][] {
  if (isJsonArray(root)) return root.flatMap((item, index) => partnerReferenceSchemas(item, `${where}/${index}`));
  if (!isJsonObject(root)) return [];
  const found: [string, JsonObject][] = [];
  const properties = root['properties'];
  const property = isJsonObject(properties) ? properties['partner_reference'] : undefined;
  if (isJsonObject(property)) found.push([`${where}/properties/partner_reference`, property]);
  if (root['name'] === 'partner_reference' && isJsonObject(root['schema'])) found.push([where, root['schema']]);
  for (const [key, child] of Object.entries(root)) found.push(...partnerReferenceSchemas(child, `${where}/${key}`));
  return found;
}

/** Where a `partner_reference` schema breaks the one length rule (and takes no pattern). */
function partnerReferenceFindings(schemas: readonly [string, JsonObject][], maxLength: number): string[] {
  return schemas
    .filter(([, schema]) => schema['minLength'] !== 1 || schema['maxLength'] !== maxLength || 'pattern' in schema)
    .map(([where, schema]) => `${where}: ${JSON.stringify(schema)}`);
}

describe('statements that contradicted each other across guides and reference', () => {
  it('give every partner_reference the length the Utilities guide states, and no pattern', () => {
    const guide = readFileSync('docs/utilities.mdx', 'utf8');
    const stated = /Put it in `partner_reference` when you create the object, up to (\d+) characters\./.exec(guide);
    expect(stated?.[1]).toBe('100');
    const schemas = partnerReferenceSchemas(document);
    // Requests, responses and the filters of sales, contracts, claims and the rest.
    expect(schemas.length).toBeGreaterThan(30);
    expect(partnerReferenceFindings(schemas, Number(stated?.[1]))).toEqual([]);
    const contract: [string, JsonObject] = ['RentalContract', {type: 'string', minLength: 1, maxLength: 64}];
    expect(partnerReferenceFindings([contract], 100)).toEqual([`RentalContract: ${JSON.stringify(contract[1])}`]);
  });
});
