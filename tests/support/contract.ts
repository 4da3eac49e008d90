/**
 * Sends a sample request to the local mock (tests/support/mock.ts) and judges the exchange: did
 * the mock accept the request, and does its answer match the response the document declares?
 *
 * How the mock says no: Prism checks each request against the document. A request it rejects gets
 * the operation's documented 422 or 400 example with an `sl-violations` header that lists what was
 * wrong; a documented example alone would look like any error answer, so the header is what tells a
 * rejection apart. Where the operation documents neither status (or the path, the method or the
 * token is wrong), Prism answers with a problem of its own, `https://stoplight.io/prism/errors#…`.
 */
import {validateValue} from '../../plugins/openapi-reference/examples';
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from '../../plugins/openapi-reference/json';
import type {CurlRequest} from './curl';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const PRISM_PROBLEM = 'https://stoplight.io/prism/errors#';

/** What the mock answered. */
export type Answer = {readonly status: number; readonly headers: Headers; readonly text: string};

/**
 * The server URLs a sample may print: the root servers and every operation's own (token endpoint,
 * test helpers), the local mock's included. Longest first, so the most specific wins.
 */
export function sampleServers(document: JsonObject): string[] {
  const urls = new Set<string>();
  const add = (servers: JsonValue | undefined): void => {
    if (!isJsonArray(servers)) return;
    for (const server of servers) {
      if (isJsonObject(server) && typeof server['url'] === 'string') {
        urls.add(server['url']);
      }
    }
  };
  add(document['servers']);
  const paths = isJsonObject(document['paths']) ? document['paths'] : {};
  for (const item of Object.values(paths)) {
    if (!isJsonObject(item)) continue;
    add(item['servers']);
    for (const method of METHODS) {
      const operation = item[method];
      if (isJsonObject(operation)) add(operation['servers']);
    }
  }
  return [...urls].sort((a, b) => b.length - a.length);
}

/** The sample's URL on the mock (operation path right after the mock's base), or undefined for an unknown host. */
export function toMock(url: string, servers: readonly string[], mockUrl: string): string | undefined {
  const server = servers.find(
    (candidate) => url === candidate || url.startsWith(`${candidate}/`) || url.startsWith(`${candidate}?`),
  );
  return server === undefined ? undefined : mockUrl + url.slice(server.length);
}

/** Bytes that start and end like a JPEG: the samples upload photos the docs do not ship. */
const FAKE_JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

/** The type curl gives a file part without `;type=`, from the file name's extension. */
function fileType(fileName: string): string {
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    pdf: 'application/pdf',
  };
  return types[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

export async function send(request: CurlRequest, url: string): Promise<Answer> {
  const headers = new Headers(request.headers.map(([name, value]): [string, string] => [name, value]));
  let body: string | FormData | undefined;
  if (request.body?.kind === 'text') body = request.body.text;
  if (request.body?.kind === 'form') {
    const form = new FormData();
    for (const part of request.body.parts) {
      if ('value' in part) form.append(part.name, part.value);
      else form.append(part.name, new Blob([FAKE_JPEG], {type: part.type ?? fileType(part.fileName)}), part.fileName);
    }
    body = form;
  }
  const response = await fetch(url, {method: request.method, headers, body, redirect: 'manual'});
  return {status: response.status, headers: response.headers, text: await response.text()};
}

type Violation = {readonly location: readonly string[]; readonly severity: string; readonly message: string};

/** Prism's findings about the exchange, from its `sl-violations` header. */
function violations(answer: Answer): Violation[] | string {
  const header = answer.headers.get('sl-violations');
  if (header === null) return [];
  try {
    const parsed = JSON.parse(header) as unknown;
    return Array.isArray(parsed) ? (parsed as Violation[]) : header;
  } catch {
    return header; // Prism cuts a long list short ("Too many violations! …"): keep the text.
  }
}

function describeViolation(violation: Violation): string {
  const where = violation.location.slice(1).join('.');
  return `${where === '' ? '' : `${where}: `}${violation.message}`;
}

/** Why the mock did not accept the request; empty when it did. */
export function rejections(answer: Answer): string[] {
  const found = violations(answer);
  if (typeof found === 'string') return [`Prism: ${found.slice(0, 500)}`];
  const out = found
    .filter((violation) => violation.location[0] === 'request' && violation.severity === 'Error')
    .map((violation) => `Prism rejected the request: ${describeViolation(violation)}`);
  if (out.length > 0) return out;
  let type: unknown;
  try {
    type = (JSON.parse(answer.text) as {type?: unknown}).type;
  } catch {
    type = undefined;
  }
  if (typeof type === 'string' && type.startsWith(PRISM_PROBLEM)) {
    // Prism's own problem carries its findings in `validation` (where no 422 or 400 is documented).
    const own = JSON.parse(answer.text) as {detail?: unknown; validation?: Violation[]};
    const findings = Array.isArray(own.validation) ? own.validation.map((violation) => violation.message) : [];
    const why = findings.length > 0 ? findings.join('; ') : String(own.detail ?? '');
    return [`Prism answered ${answer.status} ${type.slice(PRISM_PROBLEM.length)}: ${why}`];
  }
  // Prism answers a valid request with a 2xx unless asked otherwise, so any other 4xx or 5xx is a refusal too.
  if (answer.status >= 400) return [`the mock answered ${answer.status}: ${answer.text.slice(0, 300)}`];
  return [];
}

export type OperationMatch = {
  readonly path: string;
  readonly method: string;
  readonly operationId: string;
  readonly operation: JsonObject;
  /** The parameters of the path item and the operation. */
  readonly parameters: readonly JsonObject[];
};

/** The operation a request reaches: the path template that matches, the one with fewest parameters first. */
export function findOperation(document: JsonObject, method: string, pathname: string): OperationMatch | undefined {
  const paths = isJsonObject(document['paths']) ? document['paths'] : {};
  const candidates = Object.keys(paths)
    .filter((template) => {
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
      return new RegExp(`^${pattern}$`).test(pathname);
    })
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  for (const template of candidates) {
    const item = paths[template];
    const operation = isJsonObject(item) ? item[method.toLowerCase()] : undefined;
    if (isJsonObject(item) && isJsonObject(operation)) {
      const parameters = [item['parameters'], operation['parameters']].flatMap((list) =>
        isJsonArray(list) ? list.filter(isJsonObject) : [],
      );
      return {
        path: template,
        method: method.toUpperCase(),
        operationId: String(operation['operationId']),
        operation,
        parameters,
      };
    }
  }
  return undefined;
}

function mediaTypeOf(answer: Answer): string | undefined {
  return answer.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
}

/** How the answer departs from the response the document declares for its status. */
export function responseProblems(match: OperationMatch, answer: Answer): string[] {
  const problems: string[] = [];
  const found = violations(answer);
  // Prism marks the answers of a deprecated operation with `Deprecation: true` of its own (an older
  // form of the header), over the documented date: that is the mock talking, not the document.
  const prismDeprecation =
    match.operation['deprecated'] === true && answer.headers.get('deprecation') === 'true'
      ? (violation: Violation): boolean => violation.location.join('.') === 'response.header.deprecation'
      : (): boolean => false;
  if (Array.isArray(found)) {
    for (const violation of found) {
      if (violation.location[0] === 'response' && violation.severity === 'Error' && !prismDeprecation(violation)) {
        problems.push(`Prism: the answer departs from the document: ${describeViolation(violation)}`);
      }
    }
  }
  const responses = isJsonObject(match.operation['responses']) ? match.operation['responses'] : {};
  const status = String(answer.status);
  const response = responses[status] ?? responses[`${status[0] ?? ''}XX`] ?? responses['default'];
  if (!isJsonObject(response)) return [...problems, `${match.operationId} documents no ${status} response`];
  const content = isJsonObject(response['content']) ? response['content'] : undefined;
  if (answer.text === '') return problems;
  const mediaType = mediaTypeOf(answer);
  const media = content === undefined || mediaType === undefined ? undefined : content[mediaType];
  if (!isJsonObject(media)) {
    return [
      ...problems,
      `${match.operationId} ${status}: answered ${mediaType ?? 'without a type'}, which is not documented`,
    ];
  }
  const schema = media['schema'];
  const isJson = mediaType === 'application/json' || mediaType?.endsWith('+json') === true;
  if (!isJson || !(isJsonObject(schema) || typeof schema === 'boolean')) return problems;
  let value: JsonValue;
  try {
    value = JSON.parse(answer.text) as JsonValue;
  } catch {
    return [...problems, `${match.operationId} ${status}: the body is not JSON`];
  }
  for (const error of validateValue(schema, value, 'response')) {
    problems.push(`${match.operationId} ${status}: ${error.instancePath || '(root)'} ${error.message}`);
  }
  return problems;
}

/**
 * Query parameters the operation does not declare. Prism lets them through without a word, but a
 * reader who copies the sample would filter by nothing. `created_at[gte]` is declared by that name.
 */
export function unknownQueryParameters(match: OperationMatch, url: string): string[] {
  const declared = new Set(
    match.parameters.filter((parameter) => parameter['in'] === 'query').map((parameter) => String(parameter['name'])),
  );
  const sent = new Set(new URL(url).searchParams.keys());
  return [...sent]
    .filter((name) => !declared.has(name))
    .map((name) => `${match.operationId} declares no query parameter "${name}"`);
}

/** Sends one sample to the mock and lists every way the exchange breaks the contract. */
export async function checkSample(
  document: JsonObject,
  request: CurlRequest,
  servers: readonly string[],
  mockUrl: string,
): Promise<{readonly problems: string[]; readonly operationId?: string}> {
  const url = toMock(request.url, servers, mockUrl);
  if (url === undefined) return {problems: [`${request.url}: not a server of the document`]};
  const pathname = new URL(url).pathname;
  const match = findOperation(document, request.method, pathname);
  if (match === undefined) return {problems: [`${request.method} ${pathname}: no such operation in the document`]};
  const unknown = unknownQueryParameters(match, url);
  const answer = await send(request, url);
  const refused = rejections(answer);
  // A refusal's body is the error example, not what the sample asked for: judging it too would only add noise.
  const problems = [...unknown, ...(refused.length > 0 ? refused : responseProblems(match, answer))];
  return {problems, operationId: match.operationId};
}
