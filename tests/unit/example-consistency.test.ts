// Example defects a new partner once found, one check per class so that none can come back: each
// runs on the real document, guides and posts, and on a small broken input it must flag.
import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';

import type {JsonObject, JsonValue} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {codeBlocksOf, type CodeBlock} from '../support/code-blocks';
import {examplePages} from '../support/guide-samples';
import {
  documentKeyUses,
  documentedRateLimits,
  guideLocationFindings,
  guideRateLimitFindings,
  guideReplayedFindings,
  guideRetryAfterFindings,
  keyRuleFindings,
  locationFindings,
  pageKeyUses,
  rateLimitFindings,
  replayedFindings,
  retryAfterFindings,
  sharedKeyFindings,
} from '../support/example-consistency';

let document: JsonObject;
let blocks: CodeBlock[];

beforeAll(async () => {
  // Lint runs on its own (npm run lint:openapi); these checks report their findings even while it fails.
  ({document} = await loadOpenApi('openapi/openapi.yaml', {validate: false}));
  blocks = examplePages().flatMap((file) => codeBlocksOf(file, readFileSync(file, 'utf8')));
});

const sandbox = 'https://api.sandbox.acme.example/v4';

/** A copy of the real document with one value put back the way the partner found it. */
function withValue(tokens: readonly string[], value: JsonValue): JsonObject {
  const copy = structuredClone(document) as {[key: string]: unknown};
  let node = copy;
  for (const token of tokens.slice(0, -1)) node = node[token] as {[key: string]: unknown};
  node[tokens.at(-1) ?? ''] = value;
  return copy as JsonObject;
}

/** The code blocks of one real page, with one piece of text put back the way it was found. */
function pageWith(file: string, from: string, to: string): CodeBlock[] {
  const source = readFileSync(file, 'utf8');
  expect(source, `${file} no longer contains ${from}`).toContain(from);
  return codeBlocksOf(file, source.replace(from, to));
}

const createSale201 = ['paths', '/sales', 'post', 'responses', '201'];
const createSale429 = ['paths', '/sales', 'post', 'responses', '429'];

/** A small document: a contract created by POST /contracts, read by GET /contracts/{contract_id}. */
function tinyDocument(create: JsonObject): JsonObject {
  const idParameter = (name: string, example: string): JsonObject => ({
    name,
    in: 'path',
    required: true,
    schema: {type: 'string'},
    example,
  });
  return {
    openapi: '3.1.0',
    servers: [{url: sandbox, 'x-environment': 'sandbox'}],
    paths: {
      '/contracts': {post: {operationId: 'createContract', ...create}},
      '/contracts/{contract_id}': {
        parameters: [idParameter('contract_id', 'ctr_R2hJ6kLp9G')],
        get: {operationId: 'getContract', responses: {}},
      },
      '/customers/{customer_id}': {
        parameters: [idParameter('customer_id', 'cus_9XkP2mQ7Lw')],
        get: {operationId: 'getCustomer', responses: {}},
      },
    },
  };
}

/** A response with the given headers and one JSON body example keyed `rental`. */
function response(headers: JsonObject, body: JsonObject, media = 'application/json'): JsonObject {
  return {description: 'x', headers, content: {[media]: {schema: {}, examples: {rental: {value: body}}}}};
}

const contract = {id: 'ctr_R2hJ6kLp9G', variant: 'rental'};

describe('Location examples of 201 and 202 responses', () => {
  it('point at the created resource, with the ID of the body example, in the document and the guides', () => {
    const problems = [...locationFindings(document), ...guideLocationFindings(document, blocks)];
    expect(problems, problems.join('\n')).toEqual([]);

    // The defect as found: the customer's URL on the 201 of createSale.
    const found = withValue(
      [...createSale201, 'headers', 'Location', 'examples', 'protection', 'value'],
      `${sandbox}/customers/cus_9XkP2mQ7Lw`,
    );
    expect(locationFindings(found)).toHaveLength(1);
    const guide = pageWith('docs/utilities.mdx', '/v4/sales/sal_P5rW8kLm2D', '/v4/customers/sal_P5rW8kLm2D');
    expect(guideLocationFindings(document, guide)).toHaveLength(1);
  });

  it('are flagged when they point at another resource or another ID', () => {
    const withLocation = (url: string): JsonObject =>
      tinyDocument({responses: {'201': response({Location: {schema: {type: 'string'}, example: url}}, contract)}});
    expect(locationFindings(withLocation(`${sandbox}/contracts/ctr_R2hJ6kLp9G`))).toEqual([]);
    expect(locationFindings(withLocation(`${sandbox}/customers/cus_9XkP2mQ7Lw`))).toHaveLength(1);
    expect(locationFindings(withLocation(`${sandbox}/customers/ctr_R2hJ6kLp9G`))).toHaveLength(1);
    expect(locationFindings(withLocation(`${sandbox}/contracts/ctr_P8dN4qZt6F`))).toHaveLength(1);
    expect(locationFindings(withLocation(`${sandbox}/contracts/ctr_R2hJ6kLp9G/changes`))).toHaveLength(1);

    const guide = codeBlocksOf(
      'docs/x.mdx',
      '```http\nHTTP/1.1 201 Created\nLocation: ' + sandbox + '/customers/ctr_1\n```',
    );
    expect(guideLocationFindings(withLocation(`${sandbox}/contracts/ctr_R2hJ6kLp9G`), guide)).toHaveLength(1);
    // A claim's `location` field in a JavaScript or YAML sample is no header.
    const field = codeBlocksOf('docs/x.mdx', '```js\nconst incident = {\n  location: {city: "Berlin"},\n};\n```');
    expect(guideLocationFindings(withLocation(`${sandbox}/contracts/ctr_R2hJ6kLp9G`), field)).toEqual([]);
  });

  it('pair by key with the body examples when a response has several', () => {
    const keyed = tinyDocument({
      responses: {
        '201': {
          description: 'x',
          headers: {
            Location: {
              schema: {type: 'string'},
              examples: {rental: {value: `${sandbox}/contracts/ctr_R2hJ6kLp9G`}},
            },
          },
          content: {
            'application/json': {
              schema: {},
              examples: {rental: {value: contract}, protection: {value: {id: 'ctr_P8dN4qZt6F'}}},
            },
          },
        },
      },
    });
    expect(locationFindings(keyed)).toEqual([
      'createContract 201 Location: the header has no example keyed "protection" like the body',
    ]);
  });
});

describe('Idempotent-Replayed examples', () => {
  it('are true only where the example says it shows a replay', () => {
    const problems = [...replayedFindings(document), ...guideReplayedFindings(blocks)];
    expect(problems, problems.join('\n')).toEqual([]);

    const found = withValue([...createSale201, 'headers', 'Idempotent-Replayed'], {
      schema: {type: 'boolean'},
      example: true,
    });
    expect(replayedFindings(found)).toHaveLength(1);
    const guide = pageWith(
      'docs/utilities.mdx',
      ', marked as a replay:\n\n```http title="Response headers of the retry"',
      ':\n\n```http title="Response headers"',
    );
    expect(guideReplayedFindings(guide)).toHaveLength(1);
  });

  it('are flagged when true on a first answer', () => {
    const withReplayed = (header: JsonObject): JsonObject =>
      tinyDocument({
        responses: {'201': response({'Idempotent-Replayed': {schema: {type: 'boolean'}, ...header}}, contract)},
      });
    expect(replayedFindings(withReplayed({example: true}))).toHaveLength(1);
    expect(replayedFindings(withReplayed({examples: {rental: {value: true}}}))).toHaveLength(1);
    expect(replayedFindings(withReplayed({examples: {replay: {summary: 'A replayed response', value: true}}}))).toEqual(
      [],
    );
    expect(replayedFindings(withReplayed({example: false}))).toEqual([]);

    const first = codeBlocksOf('docs/x.mdx', '```http title="Response headers"\nIdempotent-Replayed: true\n```');
    const retry = codeBlocksOf(
      'docs/x.mdx',
      '```http title="Response headers of the retry"\nIdempotent-Replayed: true\n```',
    );
    expect(guideReplayedFindings(first)).toHaveLength(1);
    expect(guideReplayedFindings(retry)).toEqual([]);
  });
});

describe('Retry-After examples', () => {
  it('equal retry_after_seconds of the problem body, in the document and the guides', () => {
    const problems = [...retryAfterFindings(document), ...guideRetryAfterFindings(blocks)];
    expect(problems, problems.join('\n')).toEqual([]);

    const found = withValue([...createSale429, 'headers', 'Retry-After', 'example'], 2);
    expect(retryAfterFindings(found)).not.toEqual([]);
    expect(guideRetryAfterFindings(pageWith('docs/utilities.mdx', 'Retry-After: 1', 'Retry-After: 2'))).toHaveLength(1);
  });

  it('are flagged when header and body disagree', () => {
    const problem = {code: 'rate_limited', retry_after_seconds: 1};
    const withRetryAfter = (seconds: number): JsonObject =>
      tinyDocument({
        responses: {
          '429': response(
            {'Retry-After': {schema: {type: 'integer'}, example: seconds}},
            problem,
            'application/problem+json',
          ),
        },
      });
    expect(retryAfterFindings(withRetryAfter(1))).toEqual([]);
    expect(retryAfterFindings(withRetryAfter(2))).toHaveLength(1);

    const guide = [
      '## Rate limits',
      '```http title="Response headers"\nHTTP/1.1 429 Too Many Requests\nRetry-After: 2\n```',
      '```json title="Response: 429"\n{"code": "rate_limited", "retry_after_seconds": 1}\n```',
      '## Next',
      '```json\n{"retry_after_seconds": 600}\n```',
    ].join('\n\n');
    expect(guideRetryAfterFindings(codeBlocksOf('docs/x.mdx', guide))).toHaveLength(1);
  });
});

describe('rate-limit examples', () => {
  const limits = documentedRateLimits(readFileSync('docs/environments.mdx', 'utf8'));

  it('read the documented sandbox limits from docs/environments.mdx', () => {
    expect(limits.sandbox).toBeGreaterThan(limits.bulk);
    expect(limits.bulk).toBeGreaterThan(0);
    expect(() => documentedRateLimits('## Rate limits\n\nNo table.\n')).toThrow();
  });

  it('stay within the documented sandbox limits, in the document and the guides', () => {
    const problems = [...rateLimitFindings(document, limits), ...guideRateLimitFindings(blocks, limits)];
    expect(problems, problems.join('\n')).toEqual([]);

    // The defect as found: the production limit on the sandbox examples.
    const found = withValue([...createSale429, 'headers', 'RateLimit-Limit', 'example'], 100);
    expect(rateLimitFindings(found, limits)).not.toEqual([]);
    const guide = pageWith('docs/utilities.mdx', `RateLimit-Limit: ${limits.sandbox}`, 'RateLimit-Limit: 100');
    expect(guideRateLimitFindings(guide, limits)).toHaveLength(1);
  });

  it('are flagged above the limit, with requests left on a 429, or with the general limit on a bulk call', () => {
    const headers = (limit: number, remaining: number): JsonObject => ({
      'RateLimit-Limit': {schema: {type: 'integer'}, example: limit},
      'RateLimit-Remaining': {schema: {type: 'integer'}, example: remaining},
    });
    const list = (limit: number, remaining: number): JsonObject =>
      tinyDocument({responses: {'200': response(headers(limit, remaining), contract)}});
    expect(rateLimitFindings(list(limits.sandbox, limits.sandbox - 3), limits)).toEqual([]);
    expect(rateLimitFindings(list(limits.sandbox * 4, limits.sandbox * 4 - 3), limits)).toHaveLength(2);

    const problem = {
      code: 'rate_limited',
      detail: `Your partner account exceeded ${limits.sandbox} requests per second.`,
    };
    const tooMany = (remaining: number, description = 'Creates a contract.'): JsonObject =>
      tinyDocument({
        description,
        responses: {'429': response(headers(limits.sandbox, remaining), problem, 'application/problem+json')},
      });
    expect(rateLimitFindings(tooMany(0), limits)).toEqual([]);
    expect(rateLimitFindings(tooMany(3), limits)).toHaveLength(1);
    // A bulk catalog call has the lower limit: the header and the detail both name the general one.
    expect(rateLimitFindings(tooMany(0, 'Bulk catalog calls are limited.'), limits)).toHaveLength(2);

    const me = {tier: 'sandbox', requests_per_second: limits.sandbox * 4};
    expect(rateLimitFindings(tinyDocument({responses: {'200': response({}, {rate_limit: me})}}), limits)).toHaveLength(
      1,
    );

    const guide = [
      '```http\nHTTP/1.1 200 OK\nRateLimit-Limit: 100\nRateLimit-Remaining: 97\n```',
      '```http\nHTTP/1.1 429 Too Many Requests\nRateLimit-Limit: ' +
        String(limits.sandbox) +
        '\nRateLimit-Remaining: 2\n```',
      '```json\n{"rate_limit": {"tier": "sandbox", "requests_per_second": 100}}\n```',
    ].join('\n\n');
    expect(guideRateLimitFindings(codeBlocksOf('docs/x.mdx', guide), limits)).toHaveLength(4);
  });
});

describe('Idempotency-Key values', () => {
  it('are sent by one request each across the document, the guides and the blog', () => {
    const uses = [...documentKeyUses(document), ...pageKeyUses(blocks)];
    // Every operation that takes the header shows a key, and the guides send some.
    expect(uses.filter((use) => use.where.startsWith('openapi ')).length).toBeGreaterThan(20);
    expect(uses.filter((use) => use.page !== undefined).length).toBeGreaterThan(10);
    const problems = sharedKeyFindings(uses);
    expect(problems, problems.join('\n')).toEqual([]);

    // The defect as found: the key of the sale sample sent again by the claim sample.
    const saleKey = uses.find((use) => use.where === 'openapi createSale')?.key ?? '';
    const found = withValue(['paths', '/claims', 'post', 'parameters', '0', 'example'], saleKey);
    expect(sharedKeyFindings([...documentKeyUses(found), ...pageKeyUses(blocks)])).toHaveLength(1);
  });

  it('are declared with the same rules on every operation that takes them', () => {
    const problems = keyRuleFindings(document);
    expect(problems, problems.join('\n')).toEqual([]);

    const found = withValue(['paths', '/claims', 'post', 'parameters', '0', 'description'], 'Send a key.');
    const flagged = keyRuleFindings(found);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatch(/^createClaim: the required Idempotency-Key differs/);
  });

  it('are flagged when two requests share a key, unless one section shows a retry of the same request', () => {
    const key = '3f1c9a7e-2b4d-4e6f-8a0b-1c2d3e4f5a6b';
    const curl = (url: string): string =>
      '```bash\ncurl --request POST "' + url + '" \\\n  --header "Idempotency-Key: ' + key + '"\n```';
    const sales = `${sandbox}/sales`;
    const claims = `${sandbox}/claims`;

    const twoPages = [
      ...pageKeyUses(codeBlocksOf('docs/a.mdx', `## Create the sale\n\n${curl(sales)}`)),
      ...pageKeyUses(codeBlocksOf('docs/b.mdx', `## Submit the claim\n\n${curl(claims)}`)),
    ];
    expect(sharedKeyFindings(twoPages)).toHaveLength(1);

    const retry = `## Retry\n\nIf the connection drops, retry with the same key:\n\n${curl(sales)}\n\n${curl(sales)}`;
    expect(sharedKeyFindings(pageKeyUses(codeBlocksOf('docs/a.mdx', retry)))).toEqual([]);

    const noRetryWords = `## Create\n\nCreate the sale:\n\n${curl(sales)}\n\n${curl(sales)}`;
    expect(sharedKeyFindings(pageKeyUses(codeBlocksOf('docs/a.mdx', noRetryWords)))).toHaveLength(1);

    const otherRequest = `## Retry\n\nRetry with the same key:\n\n${curl(sales)}\n\n${curl(claims)}`;
    expect(sharedKeyFindings(pageKeyUses(codeBlocksOf('docs/a.mdx', otherRequest)))).toHaveLength(1);

    const parameter = {name: 'Idempotency-Key', in: 'header', required: true, schema: {type: 'string'}, example: key};
    const reference = documentKeyUses(tinyDocument({parameters: [parameter], responses: {}}));
    expect(reference).toEqual([{key, where: 'openapi createContract'}]);
    expect(sharedKeyFindings([...reference, ...pageKeyUses(codeBlocksOf('docs/a.mdx', curl(sales)))])).toHaveLength(1);

    // Generated values are no literal keys.
    const generated =
      "```js\nheaders: {'Idempotency-Key': crypto.randomUUID()}\n```\n\n```bash\n-H 'Idempotency-Key: {{$guid}}'\n```";
    expect(pageKeyUses(codeBlocksOf('docs/a.mdx', generated))).toEqual([]);
  });
});
