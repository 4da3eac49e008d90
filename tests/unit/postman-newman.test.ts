/**
 * The published Postman collection runs in newman against the local mock with the published
 * local-mock environment: every request is sent, and every test passes. The collection is made by
 * the same code as the build's (plugins/docs-as-data/postman.ts); only the mock's port is the
 * test's own (`--env-var`), since the test mock listens on a free port rather than on 4010.
 *
 * And the tests can fail: behind a proxy that breaks one answer's body and another answer's status,
 * exactly those assertions fail.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';

import {postmanFiles} from '../../plugins/docs-as-data/postman';
import {isJsonObject, type JsonObject} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {runNewman, type NewmanRun} from '../support/newman';

const {bundledDocument} = await loadOpenApi('openapi/openapi.yaml', {validate: false});
const files = postmanFiles(bundledDocument, {siteUrl: 'https://docs.acme.example'});
const localMock = files.environments.find(({file}) => file.includes('.local-mock.'))?.environment;
if (localMock === undefined) throw new Error('no local-mock environment');

type Item = {readonly name: string; readonly item?: readonly Item[]; readonly request?: JsonObject};
const folders = files.collection['item'] as unknown as readonly Item[];
const requestCount = folders.reduce((sum, folder) => sum + (folder.item?.length ?? 0), 0);

/** The mock of the unit stage's global setup (tests/support/vitest-mock-setup.ts). */
const mock = {url: inject('mockUrl')};
let workingDir: string;
beforeAll(async () => {
  workingDir = mkdtempSync(path.join(tmpdir(), 'newman-'));
  // The file the collection's uploads send, as the build publishes it beside the collection.
  writeFileSync(path.join(workingDir, files.sampleFile.file), files.sampleFile.content);
});
afterAll(() => {
  rmSync(workingDir, {recursive: true, force: true});
});

/** The published environment, pointed at a server on another port. */
const onPort = (url: string) => [
  {key: 'base_url', value: url},
  {key: 'token_url', value: `${url}/oauth2/token`},
];

describe('newman runs the published collection against the local mock', () => {
  let run: NewmanRun;
  beforeAll(async () => {
    run = await runNewman({
      collection: files.collection,
      environment: localMock,
      workingDir,
      envVar: onPort(mock.url),
    });
  }, 240_000);

  it('sends every request and passes every test', () => {
    const failing = run.items
      .filter((item) => item.failed.length > 0)
      .map((item) => `${item.name}: ${item.failed.join('; ')}`);
    expect(failing, failing.join('\n')).toEqual([]);
    expect(run.failures).toEqual([]);
    // Every request of the collection, and one token request that the pre-request script sent before
    // the first request that needs a token: the token is kept, not fetched again for each request.
    expect(run.items).toHaveLength(requestCount);
    expect(run.requests).toBe(requestCount + 1);
    expect(run.failedAssertions).toBe(0);
  });

  it('checks the documented status of every request and the schema of every JSON answer', () => {
    for (const item of run.items) {
      expect(item.passed, item.name).toContain(`answers ${String(item.status)}`);
      // DELETE answers 204 without a body; every other answer of this API is JSON.
      if (item.status !== 204)
        expect(
          item.passed.some((name) => name.startsWith('the body matches the ')),
          item.name,
        ).toBe(true);
    }
  });

  it('carries the IDs of the flows from answer to request', () => {
    const rental = folders.find((folder) => folder.name === 'Rental checkout');
    const sale = rental?.item?.find((item) => item.name === 'Create a sale')?.request;
    const body = isJsonObject(sale?.['body']) ? String(sale['body']['raw']) : '';
    for (const variable of [
      'quote_id',
      'option_id',
      'customer_id',
      'payment_method_id',
      'consent_id',
      'reservation_id',
    ]) {
      expect(body).toContain(`"{{${variable}}}"`);
    }
    const kept = run.items.flatMap((item) => item.passed.filter((name) => name.startsWith('keeps ')));
    expect(kept).toContain('keeps sale_id for the next requests');
    expect(kept).toContain('keeps contract_id for the next requests');
  });
});

describe('the collection tests fail on a wrong answer', () => {
  it('fails the schema test of a broken body and the status test of a wrong status, and nothing else', async () => {
    // A proxy in front of the mock: the contract's term becomes a word, a created customer a 200.
    const proxy = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void (async () => {
          const headers = {...request.headers} as Record<string, string>;
          delete headers['host'];
          const answer = await fetch(`${mock.url}${request.url ?? ''}`, {
            method: request.method,
            headers,
            body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
          });
          let text = await answer.text();
          let status = answer.status;
          if (request.method === 'GET' && /^\/contracts\/ctr_[A-Za-z0-9]+$/.test(request.url ?? '')) {
            text = JSON.stringify({...(JSON.parse(text) as JsonObject), term_months: 'twenty-four'});
          }
          if (request.method === 'POST' && request.url === '/customers') status = 200;
          response.writeHead(status, {'content-type': answer.headers.get('content-type') ?? 'application/json'});
          response.end(text);
        })();
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      // From the topic folders: a flow's request needs the IDs its earlier steps keep.
      const topics = folders.filter((folder) => !['Protection sale', 'Rental checkout'].includes(folder.name));
      const pick = (name: string) => topics.flatMap((folder) => folder.item ?? []).find((item) => item.name === name);
      const chosen = [pick('Get a contract'), pick('Create a customer')];
      expect(chosen.every((item) => item !== undefined)).toBe(true);
      const run = await runNewman({
        collection: {...files.collection, item: [{name: 'Broken', item: chosen}]},
        environment: localMock,
        workingDir,
        envVar: onPort(proxyUrl),
      });
      const failed = run.items.map((item) => [item.name, item.failed.map((line) => line.split(':')[0])]);
      expect(failed).toEqual([
        ['Get a contract', ['the body matches the Contract schema']],
        ['Create a customer', ['answers 201']],
      ]);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 120_000);
});
