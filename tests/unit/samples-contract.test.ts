/**
 * The samples are a contract: every request the site prints is sent to the local mock (Prism
 * serving openapi/openapi.yaml, the same as `npm run mock`), which must accept it, and every answer
 * must match the response the document declares for its status.
 *
 * - Guides and posts: each curl command, with `--data @file.json` read from the page's code block
 *   of that title, and each JSON request body (`openapi="<operationId> request"`) that no curl sent.
 * - Reference: each operation's cURL sample as the page prints it, and again with each of its other
 *   request body examples.
 *
 * One mock serves the whole file. CONTRACT_FILES="docs/a.mdx blog/b/index.md" checks only those
 * pages (any path, so a copy with a deliberately broken sample can be tried).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, inject, it} from 'vitest';

import {isJsonObject, type JsonValue} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {buildReferencePages} from '../../plugins/openapi-reference/pages';
import {
  checkSample,
  findOperation,
  rejections,
  responseProblems,
  sampleServers,
  send,
  toMock,
  type Answer,
} from '../support/contract';
import {curlCommands, SHELL_LANGUAGES, type CurlRequest, type FormPart} from '../support/curl';
import {codeBlocksOf, type CodeBlock} from '../support/code-blocks';
import {examplePages, parseTarget} from '../support/guide-samples';

const pageFiles = examplePages(process.env.CONTRACT_FILES);

// The reference pages are built as the site builds them, so the samples tested are the ones printed.
const {document, bundledDocument} = await loadOpenApi('openapi/openapi.yaml', {validate: false});
const guides = new Set(
  readdirSync('docs')
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => name.replace(/\.mdx?$/, '')),
);
const servers = sampleServers(document);

/** Sorted keys, no spaces: two bodies that mean the same compare equal. */
function canonical(text: string): string | undefined {
  const sort = (value: JsonValue): JsonValue =>
    Array.isArray(value)
      ? value.map(sort)
      : isJsonObject(value)
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sort(value[key] ?? null)]),
          )
        : value;
  try {
    return JSON.stringify(sort(JSON.parse(text) as JsonValue));
  } catch {
    return undefined;
  }
}

type Sample = {readonly label: string; readonly request: CurlRequest};

/** The documentation site, which guides may also fetch from (the agents guide does). */
const docsSite = 'https://docs.acme.example';

/**
 * The request with its `Idempotency-Key` made unique to `scope`. The mock keeps the idempotency
 * rules across the whole run, and one printed key may rightly stand for different requests: the
 * same operation's cURL on the protection and on the rental page, or a body the test puts into the
 * reference's cURL. Within one scope (a guide page) a key reused for another body still fails.
 */
function keyedFor(request: CurlRequest, scope: string): CurlRequest {
  const headers = request.headers.map(([name, value]): [string, string] =>
    name.toLowerCase() === 'idempotency-key'
      ? [name, `${value}.${scope.replace(/[^A-Za-z0-9]+/g, '-')}`]
      : [name, value],
  );
  return {...request, headers};
}

/** A multipart example is an object of fields; a field whose schema is binary becomes a file part. */
function formParts(printed: CurlRequest, example: string): FormPart[] {
  const value = JSON.parse(example) as JsonValue;
  const url = toMock(printed.url, servers, 'http://mock');
  const operation = url === undefined ? undefined : findOperation(document, printed.method, new URL(url).pathname);
  const body = operation?.operation['requestBody'];
  const content = isJsonObject(body) && isJsonObject(body['content']) ? body['content'] : {};
  const media = content['multipart/form-data'];
  const schema = isJsonObject(media) && isJsonObject(media['schema']) ? media['schema'] : {};
  const properties = isJsonObject(schema['properties']) ? schema['properties'] : {};
  return Object.entries(isJsonObject(value) ? value : {}).map(([name, field]): FormPart => {
    const property = properties[name];
    const binary =
      isJsonObject(property) && (property['format'] === 'binary' || property['contentMediaType'] !== undefined);
    return binary ? {name, fileName: String(field)} : {name, value: String(field)};
  });
}

/** The reference's samples by operation: each distinct printed cURL, then each other body example. */
const referenceSamples = new Map<string, Sample[]>();
/** The printed cURL request of each operation (on its first page), for guide bodies shown without one. */
const referenceRequests = new Map<string, CurlRequest>();
const sameRequest = (a: CurlRequest, b: CurlRequest): boolean =>
  JSON.stringify([a.url, a.headers, a.body]) === JSON.stringify([b.url, b.headers, b.body]);
for (const page of buildReferencePages(bundledDocument, {guides})) {
  for (const operation of page.operations) {
    const code = operation.samples.find((sample) => sample.language === 'curl')?.code;
    const [printed] = code === undefined ? [] : curlCommands(code, () => undefined);
    if (printed === undefined) continue;
    if (!referenceRequests.has(operation.operationId)) referenceRequests.set(operation.operationId, printed);
    const samples = referenceSamples.get(operation.operationId) ?? [];
    referenceSamples.set(operation.operationId, samples);
    // An operation on several pages prints the same cURL, or another variant's example first.
    const add = (label: string, request: CurlRequest): void => {
      if (!samples.some((known) => sameRequest(known.request, request))) samples.push({label, request});
    };
    add(`cURL on /docs/api/${page.slug}`, printed);
    for (const example of operation.requestBody?.examples ?? []) {
      const label = `request example "${example.key}"`;
      if (operation.requestBody?.mediaType === 'multipart/form-data') {
        add(label, {...printed, body: {kind: 'form', parts: formParts(printed, example.value)}});
      } else if (printed.body?.kind === 'text') {
        add(label, {...printed, body: {kind: 'text', text: example.value}});
      }
    }
  }
}

/** The mock of the unit stage's global setup (tests/support/vitest-mock-setup.ts). */
const mock = {url: inject('mockUrl')};

/** The code block a `@name` in a curl command sends: titled `name` or `… (name)`, the nearest after the command first. */
function fileBlock(blocks: readonly CodeBlock[], from: CodeBlock, name: string): CodeBlock | undefined {
  const titled = blocks.filter((block) => block.title === name || block.title.endsWith(`(${name})`));
  return titled.find((block) => block.line > from.line) ?? titled.reverse().find((block) => block.line < from.line);
}

describe.each(pageFiles)('%s', (file) => {
  it('has only curl samples and request bodies that the mock accepts and answers as documented', async () => {
    const blocks = codeBlocksOf(file, readFileSync(file, 'utf8'));
    const problems: string[] = [];
    const env = new Map<string, string>();
    const usedFiles = new Set<CodeBlock>();
    /** Canonical JSON bodies the curl commands sent, by operation. */
    const sentBodies = new Map<string, Set<string>>();

    for (const block of blocks.filter((candidate) => SHELL_LANGUAGES.has(candidate.language))) {
      const where = `${file}:${block.line}${block.title === '' ? '' : ` (${block.title})`}`;
      let requests: CurlRequest[];
      try {
        requests = curlCommands(
          block.body,
          (name) => {
            const found = fileBlock(blocks, block, name);
            if (found !== undefined) usedFiles.add(found);
            return found?.body;
          },
          env,
        );
      } catch (error) {
        problems.push(`${where}: cannot read the sample: ${(error as Error).message}`);
        continue;
      }
      for (const request of requests) {
        // A request to the documentation site itself (a page as Markdown, a download) is no API call.
        if (request.url.startsWith(`${docsSite}/`)) continue;
        const result = await checkSample(document, keyedFor(request, file), servers, mock.url);
        problems.push(...result.problems.map((problem) => `${where}: ${request.method} ${request.url}: ${problem}`));
        const body = request.body?.kind === 'text' ? canonical(request.body.text) : undefined;
        if (result.operationId !== undefined && body !== undefined) {
          sentBodies.set(result.operationId, (sentBodies.get(result.operationId) ?? new Set()).add(body));
        }
      }
    }

    // Request bodies shown on their own (a second variant, a body beside an inline curl): send them
    // the way the reference's cURL sends that operation.
    for (const block of blocks.filter((candidate) => candidate.language === 'json' && !usedFiles.has(candidate))) {
      const target = parseTarget(block.meta);
      if (typeof target === 'string' || target.kind !== 'request') continue;
      const body = canonical(block.body);
      if (body === undefined || sentBodies.get(target.operationId)?.has(body) === true) continue;
      const where = `${file}:${block.line} (${block.title || `${target.operationId} request`})`;
      const request = referenceRequests.get(target.operationId);
      if (request === undefined) {
        problems.push(`${where}: the reference prints no cURL sample for ${target.operationId}`);
        continue;
      }
      const result = await checkSample(
        document,
        keyedFor({...request, body: {kind: 'text', text: block.body}}, where),
        servers,
        mock.url,
      );
      problems.push(...result.problems.map((problem) => `${where}: ${problem}`));
    }

    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('the reference', () => {
  it.each([...referenceSamples.keys()].sort())(
    '%s: the printed cURL and every request example are accepted and answered as documented',
    async (operationId) => {
      const problems: string[] = [];
      for (const {label, request} of referenceSamples.get(operationId) ?? []) {
        const result = await checkSample(document, keyedFor(request, label), servers, mock.url);
        problems.push(...result.problems.map((problem) => `${operationId}, ${label}: ${problem}`));
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it('tests every operation of the document', () => {
    const operationIds = Object.values(isJsonObject(document['paths']) ? document['paths'] : {}).flatMap((item) =>
      isJsonObject(item)
        ? Object.values(item).flatMap((operation) =>
            isJsonObject(operation) && typeof operation['operationId'] === 'string' ? [operation['operationId']] : [],
          )
        : [],
    );
    expect([...referenceSamples.keys()].sort()).toEqual(operationIds.sort());
  });
});

describe('the checks themselves', () => {
  const token = 'Authorization: Bearer at_test_placeholder_5f2c9e';
  const check = async (shell: string): Promise<string[]> => {
    const [request] = curlCommands(shell, () => undefined);
    if (request === undefined) throw new Error('no curl command');
    return (await checkSample(document, request, servers, mock.url)).problems;
  };

  it('accept a good sample', async () => {
    expect(await check(`curl "https://api.sandbox.acme.example/v4/contracts/ctr_R2hJ6kLp9G" -H "${token}"`)).toEqual(
      [],
    );
  });

  it('report a body the document does not allow', async () => {
    const problems = await check(
      `curl -X POST "https://api.sandbox.acme.example/v4/customers" -H "${token}" ` +
        `-H "Content-Type: application/json" -H "Idempotency-Key: 3f0e1c52-9a7b-4d2e-8c61-5b4a2f9d7e10" ` +
        `--data '{"type": "person", "first_name": "Lena"}'`,
    );
    expect(problems.join('\n')).toMatch(/Prism rejected the request: body: .*required property 'last_name'/);
  });

  it('report a request without its token, a bad path parameter, an undeclared query parameter and a host the document does not name', async () => {
    expect((await check(`curl "https://api.sandbox.acme.example/v4/contracts"`)).join('\n')).toMatch(
      /Prism rejected the request: Invalid security scheme/,
    );
    expect(
      (await check(`curl "https://api.sandbox.acme.example/v4/contracts/ctr_x" -H "${token}"`)).join('\n'),
    ).toMatch(/Prism answered 422 UNPROCESSABLE_ENTITY: .*contract_id must match pattern/);
    expect(
      (await check(`curl -G "https://api.sandbox.acme.example/v4/contracts" -H "${token}" -d colour=blue`)).join('\n'),
    ).toMatch(/listContracts declares no query parameter "colour"/);
    expect((await check(`curl "https://api.acme.test/v4/contracts" -H "${token}"`)).join('\n')).toMatch(
      /not a server of the document/,
    );
  });

  it('route as the README says: no /v4 on the mock, and the token endpoint on the same mock', async () => {
    const get = (url: string): Promise<Answer> =>
      send(
        {method: 'GET', url, headers: [['Authorization', 'Bearer at_test_placeholder_5f2c9e']], placeholders: []},
        url,
      );
    expect((await get(`${mock.url}/contracts`)).status).toBe(200);
    const prefixed = await get(`${mock.url}/v4/contracts`);
    expect([prefixed.status, ...rejections(prefixed)].join(' ')).toMatch(/^404 .*NO_PATH_MATCHED_ERROR/);
    // The document's local-mock server of the token operation, rewritten to this mock's port.
    expect(servers).toContain('http://127.0.0.1:4010');
    const [token] = curlCommands(
      'curl -X POST "http://127.0.0.1:4010/oauth2/token" -u cli_test_brightline:sk_test_placeholder_do_not_use ' +
        '-d grant_type=client_credentials',
      () => undefined,
    );
    if (token === undefined) throw new Error('no curl command');
    expect((await checkSample(document, token, servers, mock.url)).problems).toEqual([]);
  });

  it('report an answer that does not match the documented response', async () => {
    const url = `${mock.url}/contracts/ctr_R2hJ6kLp9G`;
    const match = findOperation(document, 'GET', new URL(url).pathname);
    if (match === undefined) throw new Error('getContract is missing');
    const real = await send(
      {method: 'GET', url, headers: [token.split(': ') as [string, string]], placeholders: []},
      url,
    );
    expect(responseProblems(match, real)).toEqual([]);
    const contract = JSON.parse(real.text) as Record<string, unknown>;
    const broken: Answer = {...real, text: JSON.stringify({...contract, term_months: 'twenty-four'})};
    expect(responseProblems(match, broken).join('\n')).toMatch(/getContract 200: \/term_months must be integer/);
    expect(responseProblems(match, {...real, status: 299})).toEqual(['getContract documents no 299 response']);
  });
});
