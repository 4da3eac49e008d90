// The thin layer of `npm run mock` in front of Prism. Prism answers every request from the document;
// this layer adds the two things Prism cannot be told by flags:
//
// 1. Which documented example answers. Prism sends the first example of a response unless the
//    request says `Prefer: example=<name>`. Here, a request without such a header gets the success
//    example named by a value of the request (`variant=rental` in the query, `"variant": "rental"`
//    in the body), else the one that shares the most values with the request: the path parameters
//    (a protection contract ID picks the protection contract), the query and the body fields
//    (`quote_id`, `option_id`, `document_id` …, also compared with the operation's request example
//    of the same name). A tie keeps the first documented example, as Prism would.
// 2. The idempotency rules of the operations that take an `Idempotency-Key`: none where one is
//    required → 400 `idempotency_key_missing`; the same key while the first request is still open → 409
//    `idempotency_key_in_use`; the same key with another request → 422 `idempotency_key_reused`;
//    the same key and body → the stored first answer with `Idempotent-Replayed: true`. Only
//    successful answers are stored, as the API stores nothing for a request it rejected.
//
// Everything else goes to Prism unchanged, and Prism's answer comes back unchanged, except that a
// first answer loses the `Idempotent-Replayed` header Prism copies from the document's example.
import {randomBytes} from 'node:crypto';
import http from 'node:http';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
/** Where the problem types of the API resolve; the documented problem bodies use the same base. */
const PROBLEM_BASE = 'https://docs.acme.example/docs/errors#';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every scalar of a JSON value, as strings: what two examples are compared by. */
function leaves(value, into = new Set()) {
  if (Array.isArray(value)) for (const item of value) leaves(item, into);
  else if (isObject(value)) for (const item of Object.values(value)) leaves(item, into);
  else if (value !== null && value !== undefined && value !== '') into.add(String(value));
  return into;
}

function examplesOf(content) {
  const media = isObject(content) ? Object.values(content)[0] : undefined;
  const examples = isObject(media) && isObject(media.examples) ? media.examples : {};
  return Object.entries(examples).map(([name, example]) => ({name, value: example?.value}));
}

/** The operations of the dereferenced document, with what the layer needs of each. */
export function operationsOf(document) {
  const operations = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      const pattern = new RegExp(
        `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`,
      );
      const success = Object.entries(operation.responses ?? {})
        .filter(([status]) => /^2\d\d$/.test(status))
        .flatMap(([status, response]) => examplesOf(response.content).map((example) => ({status, ...example})));
      const requestExamples = new Map(
        examplesOf(operation.requestBody?.content).map(({name, value}) => [name, leaves(value)]),
      );
      const problems = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        for (const {name, value} of examplesOf(response.content)) {
          if (name.startsWith('idempotency_key_')) problems[name] = {status: Number(status), value};
        }
      }
      operations.push({
        method: method.toUpperCase(),
        template,
        pattern,
        // Fewer parameters first: `/sales/{sale_id}/complete` before a template of variables only.
        specificity: (template.match(/\{/g) ?? []).length,
        // Whether the operation takes an `Idempotency-Key`, and whether it requires one.
        keyed: parameters.some((parameter) => parameter.name === 'Idempotency-Key'),
        idempotent: parameters.some((parameter) => parameter.name === 'Idempotency-Key' && parameter.required),
        success,
        requestExamples,
        problems,
      });
    }
  }
  return operations.sort((a, b) => a.specificity - b.specificity);
}

function findOperation(operations, method, pathname) {
  return operations.find((operation) => operation.method === method && operation.pattern.test(pathname));
}

/** The request's values: path parameters, query values and body scalars. */
function requestValues(operation, url, body) {
  const values = new Set(operation.pattern.exec(url.pathname)?.slice(1).map(decodeURIComponent) ?? []);
  for (const value of url.searchParams.values()) values.add(value);
  if (body !== undefined) leaves(body, values);
  return values;
}

/**
 * The `Prefer` value that picks the best-matching success example, or undefined to leave Prism's
 * choice (one example only, or no example shares more values than the first).
 */
function preferFor(operation, url, body) {
  if (operation.success.length < 2) return undefined;
  const values = requestValues(operation, url, body);
  let best;
  let bestScore = 0;
  for (const example of operation.success) {
    const own = leaves(example.value);
    for (const value of operation.requestExamples.get(example.name) ?? []) own.add(value);
    // A request value that names the example (`variant=rental`) outweighs any number of shared values.
    let score = values.has(example.name) ? 1000 : 0;
    for (const value of values) if (own.has(value)) score += 1;
    if (score > bestScore) {
      best = example;
      bestScore = score;
    }
  }
  if (best === undefined || best === operation.success[0]) return undefined;
  return `code=${best.status}, example=${best.name}`;
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sorted keys: two bodies that mean the same are the same request. */
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}

function requestId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `req_${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** A problem of the API: the documented example's title, this request's own detail and request ID. */
function problem(operation, code, detail) {
  const documented = operation.problems[code];
  const status = documented?.status ?? {idempotency_key_missing: 400, idempotency_key_reused: 422}[code] ?? 409;
  const id = requestId();
  const body = {
    type: `${PROBLEM_BASE}${code}`,
    title: documented?.value?.title ?? code,
    status,
    detail,
    instance: `urn:acme:request:${id}`,
    code,
    request_id: id,
  };
  return {
    status,
    headers: {
      'content-type': 'application/problem+json',
      'x-request-id': id,
      // The answers Prism gives carry its CORS headers; the layer's own answers need them too.
      'access-control-allow-origin': '*',
      'access-control-expose-headers': '*',
    },
    body: Buffer.from(JSON.stringify(body)),
  };
}

/** Headers that describe one connection, not the answer: not stored, not replayed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/**
 * The request handler: `prism` is the base URL of the Prism process behind the layer. `keys` is the
 * idempotency store, by operation and key (one partner account: the mock has no accounts).
 */
export function createLayer({operations, prism}) {
  const keys = new Map();

  async function forward(request, body, extraHeaders) {
    const headers = {...request.headers, ...extraHeaders};
    delete headers.host;
    delete headers['content-length'];
    const response = await fetch(new URL(request.url, prism), {
      method: request.method,
      headers,
      body: body.length > 0 ? body : undefined,
      redirect: 'manual',
    });
    const out = {};
    for (const [name, value] of response.headers) if (!HOP_BY_HOP.has(name)) out[name] = value;
    // Prism copies the header's documented example (`true`) into every answer; a first answer is no replay.
    delete out['idempotent-replayed'];
    return {status: response.status, headers: out, body: Buffer.from(await response.arrayBuffer())};
  }

  async function answer(request, body) {
    const url = new URL(request.url, 'http://mock.invalid');
    const operation = findOperation(operations, request.method ?? 'GET', url.pathname);
    if (operation === undefined || request.method === 'OPTIONS') return forward(request, body, {});
    const text = body.toString('utf8');
    const json = /json/.test(request.headers['content-type'] ?? '') ? parseJson(text) : undefined;
    const extra = {};
    if (request.headers.prefer === undefined) {
      const prefer = preferFor(operation, url, json);
      if (prefer !== undefined) extra.prefer = prefer;
    }
    const key = request.headers['idempotency-key'];
    // Without a token the API answers 401 first; Prism does that.
    if (!operation.keyed || request.headers.authorization === undefined) return forward(request, body, extra);
    const label = `${operation.method} ${operation.template}`;
    // Where the key is optional, a request without one is simply not idempotent.
    if ((key === undefined || key === '') && !operation.idempotent) return forward(request, body, extra);
    if (key === undefined || key === '') {
      return problem(
        operation,
        'idempotency_key_missing',
        `${label} requires an Idempotency-Key header. Send a new UUIDv4 and reuse it when you retry this request.`,
      );
    }
    const scope = `${label} ${key}`;
    const fingerprint = JSON.stringify([url.pathname, json === undefined ? text : canonical(json)]);
    const stored = keys.get(scope);
    if (stored !== undefined) {
      if (stored.fingerprint !== fingerprint) {
        return problem(
          operation,
          'idempotency_key_reused',
          `The Idempotency-Key ${key} was already used for ${label} with a different body. Use a new key for a new request.`,
        );
      }
      if (stored.answer === undefined) {
        return problem(
          operation,
          'idempotency_key_in_use',
          `A request with the Idempotency-Key ${key} is still being processed. Retry with the same key after it has finished.`,
        );
      }
      return {...stored.answer, headers: {...stored.answer.headers, 'idempotent-replayed': 'true'}};
    }
    keys.set(scope, {fingerprint});
    try {
      const first = await forward(request, body, extra);
      // Rejected requests are not stored: the caller may correct them and retry with the same key.
      if (first.status >= 200 && first.status < 300) keys.set(scope, {fingerprint, answer: first});
      else keys.delete(scope);
      return first;
    } catch (error) {
      keys.delete(scope);
      throw error;
    }
  }

  return async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    try {
      const out = await answer(request, Buffer.concat(chunks));
      response.writeHead(out.status, out.headers);
      response.end(out.body);
    } catch (error) {
      response.writeHead(502, {'content-type': 'text/plain'});
      response.end(`The mock could not reach Prism: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  };
}

export function createServer(options) {
  return http.createServer(createLayer(options));
}
