/**
 * What the local mock (`npm run mock`: Prism behind scripts/mock-layer.mjs) does where a partner
 * would notice: it answers with the example of the request's own variant and IDs, and it keeps the
 * documented idempotency rules. One mock serves the file; every answer is also checked against the
 * response the document declares for its status.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, expect, inject, it} from 'vitest';

import {isJsonObject, type JsonObject, type JsonValue} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {findOperation, responseProblems, type Answer} from '../support/contract';
// The layer is plain JavaScript (the mock runs on bare Node); its test drives it with a stand-in for Prism.
import {createServer, operationsOf} from '../../scripts/mock-layer.mjs';

const TOKEN = 'Bearer at_test_placeholder_5f2c9e';
const {document} = await loadOpenApi('openapi/openapi.yaml', {validate: false});

/** A named example of an operation's request body or response, from the document. */
function example(operationId: string, where: 'request' | string, name: string): JsonValue {
  for (const item of Object.values(isJsonObject(document['paths']) ? document['paths'] : {})) {
    if (!isJsonObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isJsonObject(operation) || operation['operationId'] !== operationId) continue;
      const holder = where === 'request' ? operation['requestBody'] : (operation['responses'] as JsonObject)[where];
      const content = isJsonObject(holder) ? holder['content'] : undefined;
      const media = isJsonObject(content) ? Object.values(content)[0] : undefined;
      const examples = isJsonObject(media) ? media['examples'] : undefined;
      const found = isJsonObject(examples) ? examples[name] : undefined;
      if (isJsonObject(found) && found['value'] !== undefined) return found['value'];
    }
  }
  throw new Error(`${operationId} has no ${where} example "${name}"`);
}

/** The mock of the unit stage's global setup (tests/support/vitest-mock-setup.ts). */
const mock = {url: inject('mockUrl')};

type Sent = Answer & {readonly json: JsonObject};

async function call(
  method: string,
  path: string,
  options: {body?: JsonValue; key?: string; headers?: Record<string, string>} = {},
): Promise<Sent> {
  const headers: Record<string, string> = {Authorization: TOKEN, ...options.headers};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.key !== undefined) headers['Idempotency-Key'] = options.key;
  const url = `${mock.url}${path}`;
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const answer = {status: response.status, headers: response.headers, text};
  // Whatever the mock says must be an answer the document declares.
  const match = findOperation(document, method, new URL(url).pathname);
  if (match === undefined) throw new Error(`${method} ${path}: no such operation`);
  expect(responseProblems(match, answer), `${method} ${path}`).toEqual([]);
  return {...answer, json: JSON.parse(text) as JsonObject};
}

const sale = example('createSale', 'request', 'protection');

/** A fresh key per test, so that tests do not meet each other's stored answers. */
const newKey = (): string => crypto.randomUUID();

describe('the mock answers in the context of the request, without any Prefer header', () => {
  it('gives a rental quote and a rental sale for rental bodies, and protection ones for protection bodies', async () => {
    const rentalQuote = await call('POST', '/quotes', {body: example('createQuote', 'request', 'rental')});
    expect(rentalQuote.json).toEqual(example('createQuote', '201', 'rental'));
    const protectionQuote = await call('POST', '/quotes', {body: example('createQuote', 'request', 'protection')});
    expect(protectionQuote.json).toEqual(example('createQuote', '201', 'protection'));

    const rentalSale = await call('POST', '/sales', {body: example('createSale', 'request', 'rental'), key: newKey()});
    expect(rentalSale.json).toMatchObject({variant: 'rental', status: 'requires_action'});
    expect(rentalSale.json).toEqual(example('createSale', '201', 'rental'));
    const protectionSale = await call('POST', '/sales', {
      body: example('createSale', 'request', 'protection'),
      key: newKey(),
    });
    expect(protectionSale.json).toEqual(example('createSale', '201', 'protection'));
  });

  it('reads the ID in the path: a protection contract is answered as that protection contract', async () => {
    const protection = example('getContract', '200', 'protection') as JsonObject;
    const rental = example('getContract', '200', 'rental') as JsonObject;
    expect((await call('GET', `/contracts/${String(protection['id'])}`)).json).toEqual(protection);
    expect((await call('GET', `/contracts/${String(rental['id'])}`)).json).toEqual(rental);
  });

  it('answers a consent, a handover and a sale completion with the example of the same kind', async () => {
    const consent = example('createCustomerConsent', 'request', 'rental');
    expect((await call('POST', '/customers/cus_9XkP2mQ7Lw/consents', {body: consent})).json).toEqual(
      example('createCustomerConsent', '201', 'rental'),
    );
    const protectionContract = String((example('getContract', '200', 'protection') as JsonObject)['id']);
    const handover = await call('POST', `/contracts/${protectionContract}/handovers`, {
      body: example('createContractHandover', 'request', 'protection'),
      key: newKey(),
    });
    expect(handover.json).toEqual(example('createContractHandover', '201', 'protection'));
    const rentalSale = String((example('createSale', '201', 'rental') as JsonObject)['id']);
    const completion = await call('POST', `/sales/${rentalSale}/complete`, {
      body: example('completeSale', 'request', 'rental'),
      key: newKey(),
    });
    expect(completion.json).toEqual(example('completeSale', '200', 'rental'));
  });

  it('reads the query: legal documents of the rental variant', async () => {
    expect((await call('GET', '/legal-documents?variant=rental')).json).toEqual(
      example('listLegalDocuments', '200', 'rental'),
    );
  });

  it('still lets Prefer pick another documented example', async () => {
    const answer = await call('POST', '/quotes', {
      body: example('createQuote', 'request', 'rental'),
      headers: {Prefer: 'example=protection'},
    });
    expect(answer.json).toEqual(example('createQuote', '201', 'protection'));
  });
});

describe('the mock keeps the idempotency rules', () => {
  it('answers a missing Idempotency-Key with 400 idempotency_key_missing', async () => {
    const answer = await call('POST', '/sales', {body: sale});
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('application/problem+json');
    expect(answer.json).toMatchObject({
      type: 'https://docs.acme.example/docs/errors#idempotency_key_missing',
      title: 'Idempotency key missing',
      status: 400,
      code: 'idempotency_key_missing',
    });
    expect(answer.json['request_id']).toBe(answer.headers.get('x-request-id'));
    expect(answer.json['instance']).toBe(`urn:acme:request:${String(answer.json['request_id'])}`);
  });

  it('replays the first answer for the same key and body, and says so only on the replay', async () => {
    const key = newKey();
    const first = await call('POST', '/sales', {body: sale, key});
    expect(first.status).toBe(201);
    expect(first.headers.has('idempotent-replayed')).toBe(false);
    // Another order of the same fields is the same body.
    const reordered = Object.fromEntries(Object.entries(sale as JsonObject).reverse());
    const replay = await call('POST', '/sales', {body: reordered, key});
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('location')).toBe(first.headers.get('location'));
  });

  it('answers the same key with another body with 422 idempotency_key_reused', async () => {
    const key = newKey();
    expect((await call('POST', '/sales', {body: sale, key})).status).toBe(201);
    const other = await call('POST', '/sales', {body: {...(sale as JsonObject), partner_reference: 'other'}, key});
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({code: 'idempotency_key_reused', status: 422, title: 'Idempotency key reused'});
    expect(other.headers.has('idempotent-replayed')).toBe(false);
  });

  it('keeps keys per operation, and stores nothing for a rejected request', async () => {
    const key = newKey();
    expect((await call('POST', '/sales', {body: sale, key})).status).toBe(201);
    // The same key on another operation is a new request there.
    const method = await call('POST', '/payment-methods', {
      body: example('createPaymentMethod', 'request', 'sepa_debit'),
      key,
    });
    expect(method.status).toBe(201);
    expect(method.headers.has('idempotent-replayed')).toBe(false);
    const retried = newKey();
    const rejected = await call('POST', '/sales', {body: {variant: 'protection'}, key: retried});
    expect(rejected.status).toBe(422);
    const corrected = await call('POST', '/sales', {body: sale, key: retried});
    expect(corrected.status).toBe(201);
    expect(corrected.headers.has('idempotent-replayed')).toBe(false);
  });
});

describe('the mock keeps the rules where the key is optional', () => {
  const customer = example('createCustomer', 'request', 'customer');

  it('takes a request without a key, and replays or refuses one with a key as where it is required', async () => {
    expect((await call('POST', '/customers', {body: customer})).status).toBe(201);
    const again = await call('POST', '/customers', {body: customer});
    expect(again.status).toBe(201);
    expect(again.headers.has('idempotent-replayed')).toBe(false);
    const key = newKey();
    expect((await call('POST', '/customers', {body: customer, key})).headers.has('idempotent-replayed')).toBe(false);
    expect((await call('POST', '/customers', {body: customer, key})).headers.get('idempotent-replayed')).toBe('true');
    const other = await call('POST', '/customers', {body: {...(customer as JsonObject), last_name: 'Other'}, key});
    expect([other.status, other.json['code']]).toEqual([422, 'idempotency_key_reused']);
  });
});

describe('the layer in front of Prism', () => {
  it('answers 409 idempotency_key_in_use while the first request with the key is still open', async () => {
    // A stand-in for Prism that holds its answer until the test lets it go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const prism = http.createServer((_request, response) => {
      void held.then(() => {
        response.writeHead(201, {'content-type': 'application/json', 'idempotent-replayed': 'true'});
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => prism.listen(0, '127.0.0.1', resolve));
    const layer = createServer({
      operations: operationsOf(document),
      prism: `http://127.0.0.1:${(prism.address() as AddressInfo).port}`,
    });
    await new Promise<void>((resolve) => layer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(layer.address() as AddressInfo).port}/sales`;
    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: {Authorization: TOKEN, 'Content-Type': 'application/json', 'Idempotency-Key': 'held-key'},
        body: JSON.stringify(sale),
      });
    try {
      const first = post();
      // The second request is sent only once the layer has passed the first on to Prism.
      await new Promise<void>((resolve) => prism.once('request', () => resolve()));
      const second = await post();
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({code: 'idempotency_key_in_use', status: 409});
      release();
      const answered = await first;
      expect(answered.status).toBe(201);
      expect(answered.headers.has('idempotent-replayed')).toBe(false);
      const third = await post();
      expect(third.headers.get('idempotent-replayed')).toBe('true');
    } finally {
      release();
      await new Promise((resolve) => layer.close(resolve));
      await new Promise((resolve) => prism.close(resolve));
    }
  });
});
