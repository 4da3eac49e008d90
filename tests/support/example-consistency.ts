/**
 * Checks that the examples a partner reads agree with each other: the response headers of the
 * OpenAPI document against the bodies they come with, and the code blocks of the guides and blog
 * posts against the same rules. Each check returns one line per problem (empty when all is well),
 * so a test can run it on the real content and on a small broken input alike.
 */
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from '../../plugins/openapi-reference/json';
import type {CodeBlock} from './code-blocks';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/* ------------------------------------------------------------------------------------------------
 * Reading the document
 * --------------------------------------------------------------------------------------------- */

/** One response of one operation of a dereferenced document. */
interface ResponseEntry {
  /** `operationId status`, for messages. */
  readonly where: string;
  readonly route: string;
  readonly status: string;
  readonly operation: JsonObject;
  readonly response: JsonObject;
}

function objectAt(value: JsonValue | undefined): JsonObject {
  return isJsonObject(value) ? value : {};
}

function operationsOf(document: JsonObject): {route: string; pathItem: JsonObject; operation: JsonObject}[] {
  return Object.entries(objectAt(document['paths'])).flatMap(([route, item]) => {
    const pathItem = objectAt(item);
    return METHODS.flatMap((method) => {
      const operation = pathItem[method];
      return isJsonObject(operation) ? [{route, pathItem, operation}] : [];
    });
  });
}

function responsesOf(document: JsonObject): ResponseEntry[] {
  return operationsOf(document).flatMap(({route, operation}) =>
    Object.entries(objectAt(operation['responses'])).map(([status, response]) => ({
      where: `${String(operation['operationId'])} ${status}`,
      route,
      status,
      operation,
      response: objectAt(response),
    })),
  );
}

/** An example with what it says about itself: its key, summary and description. */
interface Example {
  readonly key: string;
  readonly label: string;
  readonly value: JsonValue | undefined;
}

/** The examples of a header, or of a parameter: a plain `example` has the key `''` and no label. */
function examplesOfHolder(holder: JsonObject): Example[] {
  const out: Example[] = [];
  if (holder['example'] !== undefined) out.push({key: '', label: '', value: holder['example']});
  for (const [key, raw] of Object.entries(objectAt(holder['examples']))) {
    const example = objectAt(raw);
    const label = [key, example['summary'], example['description']].filter((text) => typeof text === 'string');
    out.push({key, label: label.join(' '), value: example['value']});
  }
  return out;
}

/** The examples of a response body (JSON or problem JSON). */
function bodyExamples(response: JsonObject): Example[] {
  const content = objectAt(response['content']);
  const media = content['application/json'] ?? content['application/problem+json'];
  return isJsonObject(media) ? examplesOfHolder(media) : [];
}

function headerOf(response: JsonObject, name: string): JsonObject | undefined {
  const headers = objectAt(response['headers']);
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : objectAt(headers[key]);
}

/**
 * Which header example goes with which body example. A header with one plain `example` stands
 * beside every body example; a header with named `examples` pairs each with the body example of the
 * same key, which is how a response with several bodies (protection and rental) gives each its own
 * header value. A body example without a header example of its key is reported.
 */
function pairs(
  where: string,
  header: readonly Example[],
  bodies: readonly Example[],
): {pairs: {header: Example; body: Example}[]; problems: string[]} {
  const plain = header.filter((example) => example.key === '');
  if (plain.length > 0) return {pairs: plain.flatMap((h) => bodies.map((body) => ({header: h, body}))), problems: []};
  const problems: string[] = [];
  const out: {header: Example; body: Example}[] = [];
  for (const body of bodies) {
    const match = header.find((example) => example.key === body.key);
    if (match === undefined) problems.push(`${where}: the header has no example keyed "${body.key}" like the body`);
    else out.push({header: match, body});
  }
  return {pairs: out, problems};
}

/** The URL the code samples target: the document's sandbox server. */
function sandboxUrl(document: JsonObject): string {
  const servers = isJsonArray(document['servers']) ? document['servers'].filter(isJsonObject) : [];
  const sandbox = servers.find((server) => server['x-environment'] === 'sandbox') ?? servers[0];
  return typeof sandbox?.['url'] === 'string' ? sandbox['url'] : '';
}

/* ------------------------------------------------------------------------------------------------
 * Reading guides and posts
 * --------------------------------------------------------------------------------------------- */

/**
 * The values of a header in a code block: a `Name: value` line of an HTTP block, or a curl
 * `--header "Name: value"` / `-H 'Name: value'` elsewhere, so that a `location:` key of a JSON,
 * YAML or JavaScript sample is not taken for the header.
 */
function headerValues(block: CodeBlock, name: string): string[] {
  const value = `${name}:[ \\t]*([^"'\\s\\\\]+)`;
  const pattern =
    block.language === 'http' ? new RegExp(`^${value}`, 'gim') : new RegExp(`(?:--header|-H)\\s+["']${value}`, 'gi');
  return [...block.body.matchAll(pattern)].map((match) => match[1] ?? '');
}

function where(block: CodeBlock): string {
  return `${block.file}:${block.line}`;
}

/* ------------------------------------------------------------------------------------------------
 * 1. Location points at the created resource
 * --------------------------------------------------------------------------------------------- */

/** A documented path template as a pattern, with the name of its last segment's parameter. */
function pathTemplates(document: JsonObject): {template: string; pattern: RegExp; parameter?: JsonObject}[] {
  return Object.entries(objectAt(document['paths'])).map(([template, item]) => {
    const pathItem = objectAt(item);
    const last = /\{([^}]+)\}$/.exec(template)?.[1];
    const declared = [
      ...(isJsonArray(pathItem['parameters']) ? pathItem['parameters'] : []),
      ...METHODS.flatMap((method) => {
        const parameters = objectAt(pathItem[method])['parameters'];
        return isJsonArray(parameters) ? parameters : [];
      }),
    ].filter(isJsonObject);
    const parameter = declared.find((candidate) => candidate['in'] === 'path' && candidate['name'] === last);
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    return {template, pattern: new RegExp(`^${source}$`), ...(parameter === undefined ? {} : {parameter})};
  });
}

/** The ID prefix (`ctr_`) that a path parameter's own example shows, if it has one. */
function idPrefix(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' ? /^([a-z]+_)/.exec(value)?.[1] : undefined;
}

/**
 * Why a Location URL does not name the created resource, or undefined when it does: it must be a
 * sandbox URL of a documented path whose last segment is a parameter of the created resource's
 * kind (same ID prefix as the parameter's example) holding the body's `id`, or, for a resource
 * without one, the field named like the parameter (`partner_sku` for catalog items).
 */
function locationProblem(document: JsonObject, url: string, body: JsonValue | undefined): string | undefined {
  const base = sandboxUrl(document);
  if (!url.startsWith(`${base}/`)) return `${url} is not a URL of the sandbox server ${base}`;
  const route = url.slice(base.length);
  const matches = pathTemplates(document).filter((entry) => entry.parameter !== undefined && entry.pattern.test(route));
  if (matches.length === 0) return `${url} is not the path of a resource of the document`;
  const bodyObject = objectAt(body);
  for (const {template, pattern, parameter} of matches) {
    const value = pattern.exec(route)?.slice(-1)[0];
    const name = String(parameter?.['name']);
    // Only a resource without an `id` is named by another field: a sale's `customer_id` is not the sale.
    const identifier = bodyObject['id'] ?? bodyObject[name];
    const expectedPrefix = idPrefix(
      objectAt(parameter)['example'] ?? objectAt(objectAt(parameter)['schema'])['example'],
    );
    const prefixOk = expectedPrefix === undefined || value?.startsWith(expectedPrefix) === true;
    if (value === identifier && prefixOk) return undefined;
    if (!prefixOk) return `${url} puts ${String(value)} where ${template} takes a ${expectedPrefix ?? ''}… ID`;
  }
  return `${url} does not end in the ID of the created resource (${JSON.stringify(bodyObject['id'] ?? null)})`;
}

/** Location examples of 201 and 202 responses that do not point at the resource the body shows. */
export function locationFindings(document: JsonObject): string[] {
  const problems: string[] = [];
  for (const {where: at, status, response} of responsesOf(document)) {
    const header = headerOf(response, 'Location');
    if (header === undefined || !/^20[12]$/.test(status)) continue;
    const headerExamples = examplesOfHolder(header);
    if (headerExamples.length === 0) {
      problems.push(`${at}: Location has no example`);
      continue;
    }
    const paired = pairs(`${at} Location`, headerExamples, bodyExamples(response));
    problems.push(...paired.problems);
    for (const {header: example, body} of paired.pairs) {
      const problem = locationProblem(document, String(example.value), body.value);
      if (problem !== undefined) problems.push(`${at} Location${body.key ? ` (${body.key})` : ''}: ${problem}`);
    }
  }
  return problems;
}

/** `Location:` lines of guide code blocks that point nowhere in the document. */
export function guideLocationFindings(document: JsonObject, blocks: readonly CodeBlock[]): string[] {
  return blocks.flatMap((block) =>
    headerValues(block, 'Location').flatMap((url) => {
      // Without the body the ID cannot be compared; the URL must still be a resource of the document.
      const route = url.slice(sandboxUrl(document).length);
      const id = route.split('/').at(-1);
      const problem = locationProblem(document, url, {id: id ?? null});
      return problem === undefined ? [] : [`${where(block)}: ${problem}`];
    }),
  );
}

/* ------------------------------------------------------------------------------------------------
 * 2. Idempotent-Replayed is true only on a replay
 * --------------------------------------------------------------------------------------------- */

/** What marks an example or a code block as a replayed answer. */
const replayWords = /\b(replay(?:s|ed)?|retr(?:y|ies|ied))\b/i;

/**
 * `Idempotent-Replayed: true` examples that are not labelled as a replay. The document says the
 * header is absent on a first response, so `true` may only appear on an example whose key,
 * summary or description says it is a replay, and not beside a body example of a first answer.
 */
export function replayedFindings(document: JsonObject): string[] {
  const problems: string[] = [];
  for (const {where: at, response} of responsesOf(document)) {
    const header = headerOf(response, 'Idempotent-Replayed');
    if (header === undefined) continue;
    const bodies = bodyExamples(response);
    for (const example of examplesOfHolder(header)) {
      if (example.value !== true) continue;
      if (!replayWords.test(example.label)) {
        problems.push(
          `${at}: Idempotent-Replayed example ${example.key ? `"${example.key}" ` : ''}is true but not labelled as a replay`,
        );
        continue;
      }
      const body = bodies.find((candidate) => candidate.key === example.key);
      if (body !== undefined && !replayWords.test(body.label)) {
        problems.push(`${at}: Idempotent-Replayed "${example.key}" is true beside the first answer "${body.key}"`);
      }
    }
  }
  return problems;
}

/** Guide code blocks that show `Idempotent-Replayed: true` without saying they show a replay. */
export function guideReplayedFindings(blocks: readonly CodeBlock[]): string[] {
  return blocks.flatMap((block) =>
    headerValues(block, 'Idempotent-Replayed').some((value) => value.toLowerCase() === 'true') &&
    !replayWords.test(`${block.meta} ${block.lead}`)
      ? [`${where(block)}: Idempotent-Replayed: true on a response that its title and lead do not call a replay`]
      : [],
  );
}

/* ------------------------------------------------------------------------------------------------
 * 3. Retry-After agrees with retry_after_seconds
 * --------------------------------------------------------------------------------------------- */

/** Responses whose Retry-After example differs from the body's `retry_after_seconds`. */
export function retryAfterFindings(document: JsonObject): string[] {
  const problems: string[] = [];
  for (const {where: at, response} of responsesOf(document)) {
    const header = headerOf(response, 'Retry-After');
    if (header === undefined) continue;
    const paired = pairs(`${at} Retry-After`, examplesOfHolder(header), bodyExamples(response));
    problems.push(...paired.problems);
    for (const {header: example, body} of paired.pairs) {
      const seconds = objectAt(body.value)['retry_after_seconds'];
      if (seconds !== undefined && seconds !== example.value) {
        problems.push(
          `${at}: Retry-After ${JSON.stringify(example.value)} but retry_after_seconds ${JSON.stringify(seconds)}` +
            (body.key ? ` in "${body.key}"` : ''),
        );
      }
    }
  }
  return problems;
}

/** Guide sections that show a Retry-After header and a body with another `retry_after_seconds`. */
export function guideRetryAfterFindings(blocks: readonly CodeBlock[]): string[] {
  const bySection = new Map<string, CodeBlock[]>();
  for (const block of blocks) {
    const key = `${block.file}#${block.section}`;
    bySection.set(key, [...(bySection.get(key) ?? []), block]);
  }
  const problems: string[] = [];
  for (const [section, sectionBlocks] of bySection) {
    const headers = sectionBlocks.flatMap((block) => headerValues(block, 'Retry-After'));
    const bodies = sectionBlocks.flatMap((block) =>
      [...block.body.matchAll(/"retry_after_seconds"\s*:\s*(\d+)/g)].map((match) => match[1] ?? ''),
    );
    const values = new Set([...headers, ...bodies]);
    if (headers.length > 0 && bodies.length > 0 && values.size > 1) {
      problems.push(`${section}: Retry-After ${headers.join(', ')} but retry_after_seconds ${bodies.join(', ')}`);
    }
  }
  return problems;
}

/* ------------------------------------------------------------------------------------------------
 * 4. Rate-limit examples stay within the documented sandbox limits
 * --------------------------------------------------------------------------------------------- */

/** The sandbox limits, requests per second per partner: in general and for bulk catalog calls. */
export interface RateLimits {
  readonly sandbox: number;
  readonly bulk: number;
}

/**
 * The limits as the Environments guide documents them: the `Sandbox` row of the table in its
 * "Rate limits" section and the sentence on bulk catalog operations below it. Throws when the
 * guide no longer says them that way, so that the test cannot silently check against nothing.
 */
export function documentedRateLimits(markdown: string): RateLimits {
  const section = /^## Rate limits\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1] ?? '';
  const sandbox = /^\|\s*Sandbox\s*\|[^|\n]*\|\s*(\d+)\s*\|/m.exec(section)?.[1];
  const bulk = /Bulk catalog operations[^.]*?\b(\d+) requests per second/.exec(section)?.[1];
  if (sandbox === undefined || bulk === undefined) {
    throw new Error('The "Rate limits" section no longer gives the sandbox row and the bulk catalog limit.');
  }
  return {sandbox: Number(sandbox), bulk: Number(bulk)};
}

/** Bulk catalog operations say so in their description; they have the lower limit. */
function limitFor(operation: JsonObject, limits: RateLimits): number {
  const description = operation['description'];
  return typeof description === 'string' && /\bbulk catalog\b/i.test(description) ? limits.bulk : limits.sandbox;
}

/** Every object in a JSON value (cycles of the dereferenced document visited once). */
function* objectsIn(value: JsonValue | undefined, seen = new Set<object>()): Generator<JsonObject> {
  if (isJsonArray(value)) {
    if (seen.has(value)) return;
    seen.add(value);
    for (const item of value) yield* objectsIn(item, seen);
  } else if (isJsonObject(value)) {
    if (seen.has(value)) return;
    seen.add(value);
    yield value;
    for (const child of Object.values(value)) yield* objectsIn(child, seen);
  }
}

/** A `rate_limit` object of `GET /me` for the sandbox that names another limit. */
function partnerLimitProblem(node: JsonObject, limits: RateLimits): string | undefined {
  if (node['tier'] !== 'sandbox' || node['requests_per_second'] === undefined) return undefined;
  return node['requests_per_second'] === limits.sandbox
    ? undefined
    : `rate_limit.requests_per_second ${JSON.stringify(node['requests_per_second'])} for the sandbox tier, documented ${limits.sandbox}`;
}

/**
 * RateLimit-Limit and RateLimit-Remaining examples outside the documented sandbox limits (the
 * samples target the sandbox): the limit must be the one of the operation's kind, the remaining
 * count between 0 and the limit, and 0 on a 429; a rate_limited body must name the same limit.
 */
export function rateLimitFindings(document: JsonObject, limits: RateLimits): string[] {
  const problems: string[] = [];
  for (const {where: at, status, operation, response} of responsesOf(document)) {
    const limit = limitFor(operation, limits);
    for (const example of examplesOfHolder(headerOf(response, 'RateLimit-Limit') ?? {})) {
      if (example.value !== limit) {
        problems.push(`${at}: RateLimit-Limit ${JSON.stringify(example.value)}, documented sandbox limit ${limit}`);
      }
    }
    for (const example of examplesOfHolder(headerOf(response, 'RateLimit-Remaining') ?? {})) {
      const remaining = example.value;
      if (typeof remaining !== 'number' || remaining < 0 || remaining > limit) {
        problems.push(`${at}: RateLimit-Remaining ${JSON.stringify(remaining)} outside 0…${limit}`);
      } else if (status === '429' && remaining !== 0) {
        problems.push(`${at}: RateLimit-Remaining ${remaining} on a 429, which is sent when none are left`);
      }
    }
    for (const body of bodyExamples(response)) {
      const detail = objectAt(body.value)['detail'];
      const stated = typeof detail === 'string' ? /exceeded (\d+) requests per second/.exec(detail)?.[1] : undefined;
      if (stated !== undefined && Number(stated) !== limit) {
        problems.push(`${at}: the problem detail names ${stated} requests per second, documented ${limit}`);
      }
    }
  }
  for (const node of objectsIn(document)) {
    const problem = partnerLimitProblem(node, limits);
    if (problem !== undefined) problems.push(`the document: ${problem}`);
  }
  return problems;
}

/** Rate-limit headers and sandbox `rate_limit` objects of guide code blocks outside the limits. */
export function guideRateLimitFindings(blocks: readonly CodeBlock[], limits: RateLimits): string[] {
  const problems: string[] = [];
  for (const block of blocks) {
    const limit = headerValues(block, 'RateLimit-Limit').map(Number);
    for (const value of limit) {
      if (value !== limits.sandbox && value !== limits.bulk) {
        problems.push(`${where(block)}: RateLimit-Limit ${value}, documented ${limits.sandbox} (bulk ${limits.bulk})`);
      }
    }
    const ceiling = Math.min(...limit, limits.sandbox);
    const tooManyRequests = /^HTTP\/[\d.]+ 429\b/m.test(block.body);
    for (const value of headerValues(block, 'RateLimit-Remaining').map(Number)) {
      if (!(value >= 0 && value <= ceiling) || (tooManyRequests && value !== 0)) {
        problems.push(
          `${where(block)}: RateLimit-Remaining ${value} outside 0…${ceiling}${tooManyRequests ? ' (0 on a 429)' : ''}`,
        );
      }
    }
    if (block.language !== 'json') continue;
    let value: JsonValue;
    try {
      value = JSON.parse(block.body) as JsonValue;
    } catch {
      continue; // guide-samples.test.ts reports JSON that does not parse
    }
    for (const node of objectsIn(value)) {
      const problem = partnerLimitProblem(node, limits);
      if (problem !== undefined) problems.push(`${where(block)}: ${problem}`);
    }
  }
  return problems;
}

/* ------------------------------------------------------------------------------------------------
 * 5. One Idempotency-Key per request
 * --------------------------------------------------------------------------------------------- */

/** One place that sends an Idempotency-Key. */
export interface KeyUse {
  readonly key: string;
  /** `openapi createSale` or `docs/acme-sales.mdx:82`. */
  readonly where: string;
  /** For guide and post code blocks: the page, the section, its prose and the request sent. */
  readonly page?: {
    readonly file: string;
    readonly section: string;
    readonly sectionText: string;
    readonly request: string;
  };
}

/** The key the reference shows for each operation that takes an Idempotency-Key. */
export function documentKeyUses(document: JsonObject): KeyUse[] {
  return operationsOf(document).flatMap(({pathItem, operation}) => {
    const parameters = [
      ...(isJsonArray(pathItem['parameters']) ? pathItem['parameters'] : []),
      ...(isJsonArray(operation['parameters']) ? operation['parameters'] : []),
    ].filter(isJsonObject);
    return parameters
      .filter(
        (parameter) => parameter['in'] === 'header' && String(parameter['name']).toLowerCase() === 'idempotency-key',
      )
      .flatMap((parameter) => examplesOfHolder(parameter))
      .filter((example) => typeof example.value === 'string')
      .map((example) => ({key: String(example.value), where: `openapi ${String(operation['operationId'])}`}));
  });
}

/**
 * Operations whose Idempotency-Key declaration says other rules than the rest. Each operation
 * declares the header itself, to show a key of its own, so the rules are written once per
 * operation: every required declaration must read the same, and every optional one.
 */
export function keyRuleFindings(document: JsonObject): string[] {
  const texts = new Map<string, Map<string, string[]>>();
  for (const {pathItem, operation} of operationsOf(document)) {
    const parameters = [
      ...(isJsonArray(pathItem['parameters']) ? pathItem['parameters'] : []),
      ...(isJsonArray(operation['parameters']) ? operation['parameters'] : []),
    ].filter(isJsonObject);
    for (const parameter of parameters) {
      if (parameter['in'] !== 'header' || String(parameter['name']).toLowerCase() !== 'idempotency-key') continue;
      const kind = parameter['required'] === true ? 'required' : 'optional';
      const byText = texts.get(kind) ?? new Map<string, string[]>();
      const text = JSON.stringify([parameter['description'], parameter['schema']]);
      byText.set(text, [...(byText.get(text) ?? []), String(operation['operationId'])]);
      texts.set(kind, byText);
    }
  }
  return [...texts].flatMap(([kind, byText]) => {
    if (byText.size < 2) return [];
    const variants = [...byText.values()].sort((a, b) => b.length - a.length);
    return variants
      .slice(1)
      .map(
        (operations) =>
          `${operations.join(', ')}: the ${kind} Idempotency-Key differs from ${variants[0]?.[0] ?? ''}'s`,
      );
  });
}

/** A literal key (not `{{$guid}}`, `${key}` or `crypto.randomUUID()`), as a header or an object key. */
const keyPattern = /Idempotency-Key["']?[ \t]*:[ \t]*["']?([A-Za-z0-9][A-Za-z0-9._~-]{7,})(?=["'\s,\\}]|$)/gi;

/** The method and URL a code block sends (curl `--request`/`-X` and the first URL). */
function requestOf(block: CodeBlock): string {
  const method =
    /(?:--request|-X)\s+([A-Z]+)/.exec(block.body)?.[1] ?? (/--data\b|-d\s/.test(block.body) ? 'POST' : 'GET');
  const url = /https?:\/\/[^\s"'\\]+/.exec(block.body)?.[0] ?? '';
  return `${method} ${url}`;
}

/** The keys that guide and post code blocks send. */
export function pageKeyUses(blocks: readonly CodeBlock[]): KeyUse[] {
  return blocks.flatMap((block) =>
    [...block.body.matchAll(keyPattern)].map((match) => ({
      key: match[1] ?? '',
      where: where(block),
      page: {
        file: block.file,
        section: `${block.file}#${block.section}`,
        sectionText: block.sectionText,
        request: requestOf(block),
      },
    })),
  );
}

/**
 * Keys sent by more than one request. The API runs a key once and replays the answer for the same
 * key, so every request shown needs a key of its own. The one exception is a retry shown on
 * purpose: the same key may repeat when every use is in one section of one page, sends the same
 * method and URL, and the section's text says it is a retry (or a replay).
 */
export function sharedKeyFindings(uses: readonly KeyUse[]): string[] {
  const byKey = new Map<string, KeyUse[]>();
  for (const use of uses) byKey.set(use.key, [...(byKey.get(use.key) ?? []), use]);
  const problems: string[] = [];
  for (const [key, group] of byKey) {
    if (group.length < 2) continue;
    const pages = group.map((use) => use.page);
    const first = pages[0];
    const retry =
      first !== undefined &&
      pages.every((page) => page !== undefined && page.section === first.section && page.request === first.request) &&
      replayWords.test(first.sectionText);
    if (!retry) problems.push(`Idempotency-Key ${key} is sent by ${group.map((use) => use.where).join(', ')}`);
  }
  return problems;
}
