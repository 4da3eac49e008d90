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

/** Every string of a JSON value with where it is, keys of maps excluded. */
function* stringsIn(value: JsonValue | undefined, where = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [where, value];
  else if (isJsonArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, `${where}/${index}`);
  else if (isJsonObject(value))
    for (const [key, child] of Object.entries(value)) yield* stringsIn(child, `${where}/${key}`);
}

type Statement = {readonly where: string; readonly text: string};

/** A text cut into statements: lines (a table row, a list item, a paragraph), then sentences unless not wanted. */
function statementsOf(where: string, text: string, sentences = true): Statement[] {
  return text
    .split('\n')
    .flatMap((line) => (sentences ? line.split(/(?<=[.;])\s+(?=[A-Z`])/) : [line]))
    .map((sentence) => ({where, text: sentence.trim()}))
    .filter(({text: sentence}) => sentence.split(/\s+/).length >= 5);
}

// Cut once per kind for all the checks below: the document and pages do not change during the run.
const statementCache = new Map<boolean, readonly Statement[]>();

/**
 * The statements of the guides and posts and of the document's prose (descriptions joined to one line);
 * without `sentences`, a paragraph or a description is one statement.
 */
function allStatements(sentences = true): readonly Statement[] {
  const cached = statementCache.get(sentences);
  if (cached !== undefined) return cached;
  const statements = [
    ...pages.flatMap(({file, source}) => statementsOf(file, source, sentences)),
    ...[...stringsIn(document)].flatMap(([where, text]) =>
      statementsOf(where, text.replace(/\s*\n\s*/g, ' '), sentences),
    ),
  ];
  statementCache.set(sentences, statements);
  return statements;
}

/** The statements that match `topic` but not `required`, as "where: text". */
function findings(statements: readonly Statement[], topic: RegExp, required?: RegExp): string[] {
  return statements
    .filter(({text}) => topic.test(text) && (required === undefined || !required.test(text)))
    .map(({where, text}) => `${where}: ${text}`);
}

/** Every `partner_reference` schema of the document (properties and query parameters), by where it is. */
function partnerReferenceSchemas(root: JsonValue | undefined, where = ''): [string, JsonObject][] {
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

  it('reject a sale for KYC only when an attempt finds the customer under 18', () => {
    const lastError = [...objectsIn(document)].find(
      (node) => isJsonArray(node['enum']) && node['enum'].includes('under_minimum_age'),
    );
    expect(lastError?.['enum']).toContain('document_unreadable');
    const kycRejection = /verification_failed|verification failed|\bsales?\b[^.|]*\bfailed (verification|KYC)/i;
    const underAge = /under_minimum_age|under 18/;
    expect(findings(allStatements(false), kycRejection, underAge)).toEqual([]);
    const old = statementsOf(
      'acme-sales',
      '| Completing a rental sale rejected by KYC: the verification failed. | Start a new sale. |',
    );
    expect(findings(old, kycRejection, underAge)).toHaveLength(1);
  });

  it('give one sandbox verification timing, the one createCustomerVerification states', () => {
    const operations = [...objectsIn(document)].filter((node) => node['operationId'] === 'createCustomerVerification');
    const description = String(operations[0]?.['description']).replace(/\s*\n\s*/g, ' ');
    const timing = /verified (within [^.]+?) of submitting on the hosted page/.exec(description)?.[1];
    expect(timing).toBe('within a few minutes');
    const sandboxTiming = /\bverified (once|about|within|after)\b/i;
    const statements = allStatements();
    expect(findings(statements, sandboxTiming).length).toBeGreaterThanOrEqual(3);
    expect(findings(statements, sandboxTiming, new RegExp(timing ?? '^$'))).toEqual([]);
    const old = statementsOf(
      'kyc',
      '- Every other customer is verified about 30 seconds after opening the verification page.',
    );
    expect(findings(old, sandboxTiming, new RegExp(timing ?? '^$'))).toHaveLength(1);
  });

  it('give no production rate limit without its tier', () => {
    const productionFigure = /\b\d+ (requests per second )?in production\b/i;
    expect(findings(allStatements(), productionFigure)).toEqual([]);
    const old = statementsOf(
      'product_catalog',
      '| 429 | More than 25 requests per second in the sandbox, or 100 in production. |',
    );
    expect(findings(old, productionFigure)).toHaveLength(1);
  });

  it('require of a rental customer only the fields the verification requires', () => {
    const operations = [...objectsIn(document)].filter((node) => node['operationId'] === 'createCustomerVerification');
    const description = String(operations[0]?.['description']).replace(/\s+/g, ' ');
    const required = /The customer record must have ([^.]+)\./.exec(description)?.[1];
    expect(required).toBe('names, `birth_date` and `address`');
    const phoneRequired = /needs?[^.;]*`phone`|`phone`[^.;]*\brequired\b/;
    expect(findings(allStatements(), phoneRequired)).toEqual([]);
    const old = statementsOf('customer_verification', '| `phone` | optional | required |');
    expect(findings(old, phoneRequired)).toHaveLength(1);
  });

  it('cancel a rental contract before its handover with a termination, as its lifecycle says', () => {
    const lifecycle = [...objectsIn(document)].find((node) => node['title'] === 'RentalContract')?.['x-lifecycle'];
    const cancelled = [...objectsIn(lifecycle)].find(
      (node) => node['from'] === 'pending_handover' && node['to'] === 'cancelled',
    );
    expect(JSON.stringify(cancelled?.['causes'])).toContain('"operation":"createContractTermination"');
    const askAcme = /partner manager[^.]*\bcancel/i;
    expect(findings(allStatements(), askAcme)).toEqual([]);
    const old = statementsOf(
      'payments-rental',
      'A contract whose deposit never arrives cannot be handed over. Ask your partner manager to have Acme cancel it.',
    );
    expect(findings(old, askAcme)).toHaveLength(1);
  });

  it('state the device limit of a contract as the schema does, next to the credit check limit', () => {
    const contract = [...objectsIn(document)].find((node) => node['title'] === 'RentalContract');
    const devices = isJsonObject(contract?.['properties']) ? contract['properties']['devices'] : undefined;
    const maxItems = isJsonObject(devices) ? devices['maxItems'] : undefined;
    const numbers: Readonly<Record<string, number>> = {three: 3, four: 4, five: 5, six: 6, ten: 10};
    const perContract = /at most (\w+) in one contract|(?:one|a) contract holds at most (\w+)/i;
    const stated = allStatements(false).flatMap(({where, text}) => {
      const match = perContract.exec(text);
      const word = match?.[1] ?? match?.[2];
      return word === undefined ? [] : [{where, text, limit: numbers[word]}];
    });
    expect(stated.map(({where}) => where)).toEqual(
      expect.arrayContaining(['docs/add-device-contract-rental.mdx', 'docs/customer-scoring-rental.mdx']),
    );
    for (const {where, text, limit} of stated) {
      expect(limit, where).toBe(maxItems);
      expect(text, where).toMatch(/max_devices|number of devices/);
    }
    expect(findings(allStatements(), /up to five devices in one contract/)).toEqual([]);
  });

  it('have Acme ship rental devices to the address of the customer record', () => {
    const shipment = [...objectsIn(document)]
      .map((node) => node['x-enumDescriptions'])
      .filter(isJsonObject)
      .map((descriptions) => descriptions['shipment'])
      .filter((text): text is string => typeof text === 'string' && text.startsWith('Acme ships'));
    expect(shipment).toHaveLength(2);
    for (const text of shipment) expect(text).toContain('from its warehouse to the `address` of the customer record');
    const partnerShips = /\b(hand over|deliver) or ship\b/i;
    expect(findings(allStatements(), partnerShips)).toEqual([]);
    const old = statementsOf('intro-rental', '11. [Device handover](/docs/x): hand over or ship the device.');
    expect(findings(old, partnerShips)).toHaveLength(1);
  });
});
