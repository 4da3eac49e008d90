/**
 * JSON samples written inline in guides. Each ```json block carries `openapi="…"` in its meta to
 * say what it illustrates:
 *   openapi="createSale request"          the request body of operation createSale
 *   openapi="createSale response 201"     the body of its 201 response
 *   openapi="webhook contract.activated"  the payload of a webhook event
 * so a test can check it against the schema in the OpenAPI document. A JSON block that is no API
 * sample at all (a client's configuration file) says so with openapi="none" and is left out.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from '../../plugins/openapi-reference/json';

/**
 * The pages a partner reads API examples on: every guide in docs/ and every blog post, sorted.
 * `only` (a space-separated list, from an environment variable) limits a check to some files.
 */
export function examplePages(only?: string): string[] {
  const chosen = only?.split(/\s+/).filter(Boolean);
  if (chosen !== undefined && chosen.length > 0) return chosen.sort();
  return [
    ...readdirSync('docs')
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => path.join('docs', name)),
    ...readdirSync('blog', {recursive: true, encoding: 'utf8'})
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => path.join('blog', name)),
  ].sort();
}

export type SampleTarget =
  | {readonly kind: 'request'; readonly operationId: string}
  | {readonly kind: 'response'; readonly operationId: string; readonly status: string}
  | {readonly kind: 'webhook'; readonly event: string};

export type JsonSample = {
  readonly file: string;
  readonly line: number;
  readonly meta: string;
  readonly body: string;
  readonly target: SampleTarget | string;
};

const fence = /^([ \t]*)```json\b([^\n]*)\n([\s\S]*?)\n\1```/gm;

export function parseTarget(meta: string): SampleTarget | string {
  const match = /openapi="([^"]*)"/.exec(meta);
  if (match === null) return 'missing openapi="…" in the code block meta';
  const words = (match[1] ?? '').trim().split(/\s+/);
  const [first, second, third] = words;
  if (first === 'webhook' && second !== undefined && words.length === 2) return {kind: 'webhook', event: second};
  if (first !== undefined && second === 'request' && words.length === 2) return {kind: 'request', operationId: first};
  if (first !== undefined && second === 'response' && third !== undefined && words.length === 3) {
    return {kind: 'response', operationId: first, status: third};
  }
  return `cannot read openapi="${match[1] ?? ''}": use "<operationId> request", "<operationId> response <status>" or "webhook <event>"`;
}

export function extractJsonSamples(file: string, source: string): JsonSample[] {
  const samples: JsonSample[] = [];
  for (const match of source.matchAll(fence)) {
    const meta = match[2] ?? '';
    if (/openapi="none"/.test(meta)) continue;
    const line = source.slice(0, match.index).split('\n').length;
    samples.push({file, line, meta, body: match[3] ?? '', target: parseTarget(meta)});
  }
  return samples;
}

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;

function jsonSchemaOf(content: JsonValue | undefined): JsonObject | undefined {
  if (!isJsonObject(content)) return undefined;
  const media = content['application/json'] ?? content['application/problem+json'];
  if (!isJsonObject(media)) return undefined;
  const schema = media['schema'];
  return isJsonObject(schema) ? schema : undefined;
}

/** The schema a sample illustrates, from the dereferenced document, or a reason it has none. */
export function schemaForTarget(document: JsonObject, target: SampleTarget): JsonObject | string {
  if (target.kind === 'webhook') {
    const webhooks = document['webhooks'];
    const item = isJsonObject(webhooks) ? webhooks[target.event] : undefined;
    const post = isJsonObject(item) ? item['post'] : undefined;
    const body = isJsonObject(post) ? post['requestBody'] : undefined;
    const schema = isJsonObject(body) ? jsonSchemaOf(body['content']) : undefined;
    return schema ?? `no webhook "${target.event}" in the OpenAPI document`;
  }
  const paths = document['paths'];
  if (!isJsonObject(paths)) return 'the document has no paths';
  for (const item of Object.values(paths)) {
    if (!isJsonObject(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!isJsonObject(operation) || operation['operationId'] !== target.operationId) continue;
      if (target.kind === 'request') {
        const body = operation['requestBody'];
        const schema = isJsonObject(body) ? jsonSchemaOf(body['content']) : undefined;
        return schema ?? `operation ${target.operationId} has no JSON request body`;
      }
      const responses = operation['responses'];
      const response = isJsonObject(responses) ? responses[target.status] : undefined;
      const schema = isJsonObject(response) ? jsonSchemaOf(response['content']) : undefined;
      return schema ?? `operation ${target.operationId} has no JSON response ${target.status}`;
    }
  }
  return `no operation "${target.operationId}" in the OpenAPI document`;
}

export {isJsonArray};
