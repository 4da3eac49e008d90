import {beforeAll, describe, expect, it} from 'vitest';

import {
  isJsonArray,
  isJsonObject,
  toPointer,
  type JsonObject,
  type JsonValue,
} from '../../plugins/openapi-reference/json';
import {loadOpenApi, type LoadedOpenApi} from '../../plugins/openapi-reference/loader';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const UNAUTHENTICATED = new Set(['getAccessToken', 'getHealth']);

/** POSTs that must require `Idempotency-Key` (openapi/DOMAIN.md, Idempotency). */
const IDEMPOTENT_POSTS = [
  '/sales',
  '/sales/{sale_id}/complete',
  '/payment-methods',
  '/refunds',
  '/claims',
  '/contracts/{contract_id}/terminations',
  '/contracts/{contract_id}/term-decisions',
  '/contracts/{contract_id}/changes',
  '/contracts/{contract_id}/handovers',
  '/contracts/{contract_id}/returns',
  '/contracts/{contract_id}/devices',
  '/catalog-imports',
  '/price-updates',
] as const;

interface OperationEntry {
  readonly where: string;
  readonly method: string;
  readonly route: string;
  readonly operation: JsonObject;
}

let loaded: LoadedOpenApi;

beforeAll(async () => {
  // Structural checks run even while lint still fails, so that they report their own findings.
  loaded = await loadOpenApi('openapi/openapi.yaml', {validate: false});
});

function objectAt(value: JsonValue | undefined): JsonObject {
  return isJsonObject(value) ? value : {};
}

function operations(section: 'paths' | 'webhooks'): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [route, item] of Object.entries(objectAt(loaded.document[section]))) {
    const pathItem = objectAt(item);
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (isJsonObject(operation)) {
        entries.push({where: `${section} ${method.toUpperCase()} ${route}`, method, route, operation});
      }
    }
  }
  return entries;
}

function declaredTags(): JsonObject[] {
  const tags = loaded.document['tags'];
  return isJsonArray(tags) ? tags.filter(isJsonObject) : [];
}

/** Walk JSON values with their pointer; skips example values, which are data, not schemas. */
function walk(
  value: JsonValue | undefined,
  pointer: string[],
  visit: (node: JsonObject, pointer: string[]) => void,
): void {
  if (isJsonArray(value)) {
    value.forEach((item, index) => walk(item, [...pointer, String(index)], visit));
    return;
  }
  if (!isJsonObject(value)) return;
  visit(value, pointer);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'example' || key === 'examples' || key === 'value' || key === 'x-enumDescriptions') continue;
    walk(child, [...pointer, key], visit);
  }
}

describe('openapi/openapi.yaml structure', () => {
  it('has 87 operations under paths and 40 webhooks', () => {
    const pathOperations = operations('paths');
    expect(pathOperations.length, `operations found: ${pathOperations.map((entry) => entry.where).join(', ')}`).toBe(
      87,
    );
    expect(Object.keys(objectAt(loaded.document['webhooks'])).length).toBe(40);
    expect(operations('webhooks')).toHaveLength(40);
  });

  it('gives every operation an operationId, summary, tags and security', () => {
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const entry of [...operations('paths'), ...operations('webhooks')]) {
      const {operation, where} = entry;
      const id = operation['operationId'];
      if (typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]+$/.test(id)) {
        problems.push(`${where}: add a lowerCamel operationId (found ${JSON.stringify(id)})`);
      } else if (ids.has(id)) {
        problems.push(`${where}: operationId ${id} is also used by ${ids.get(id)}; make it unique`);
      } else {
        ids.set(id, where);
      }
      const summary = operation['summary'];
      if (typeof summary !== 'string' || summary.trim() === '' || summary.endsWith('.')) {
        problems.push(`${where}: add a summary in sentence case without a final period`);
      }
      const tags = operation['tags'];
      if (!isJsonArray(tags) || tags.length === 0) problems.push(`${where}: add tags from the TAG LIST`);
      const security = operation['security'];
      const isWebhook = where.startsWith('webhooks');
      if (!isJsonArray(security)) {
        problems.push(`${where}: declare security (security: [{oauth2: [scope]}], or [] for webhooks)`);
      } else if (isWebhook || (typeof id === 'string' && UNAUTHENTICATED.has(id))) {
        if (security.length !== 0) problems.push(`${where}: must use security: []`);
      } else {
        const schemes = security.filter(isJsonObject);
        if (schemes.length === 0 || !schemes.every((scheme) => isJsonArray(scheme['oauth2']))) {
          problems.push(`${where}: use security: [{oauth2: [<scope>]}]`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('declares every tag that an operation uses, each with x-page-slug and a description', () => {
    const declared = new Map(declaredTags().map((tag) => [String(tag['name']), tag]));
    expect(declared.size).toBe(27);
    const problems: string[] = [];
    for (const [name, tag] of declared) {
      if (typeof tag['x-page-slug'] !== 'string') problems.push(`tag "${name}": add x-page-slug`);
      if (typeof tag['description'] !== 'string' || tag['description'].length < 80) {
        problems.push(`tag "${name}": add a multi-paragraph description`);
      }
    }
    for (const {where, operation} of [...operations('paths'), ...operations('webhooks')]) {
      const tags = operation['tags'];
      for (const tag of isJsonArray(tags) ? tags : []) {
        if (typeof tag !== 'string' || !declared.has(tag)) {
          problems.push(`${where}: tag ${JSON.stringify(tag)} is not in the TAG LIST (spelling?)`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('requires Idempotency-Key on every money- or contract-bearing POST', () => {
    const paths = objectAt(loaded.document['paths']);
    const problems: string[] = [];
    for (const route of IDEMPOTENT_POSTS) {
      const post = objectAt(objectAt(paths[route])['post']);
      if (Object.keys(post).length === 0) {
        problems.push(`POST ${route}: operation missing`);
        continue;
      }
      const parameters = isJsonArray(post['parameters']) ? post['parameters'].filter(isJsonObject) : [];
      const key = parameters.find(
        (parameter) => parameter['in'] === 'header' && parameter['name'] === 'Idempotency-Key',
      );
      if (!key || key['required'] !== true) {
        problems.push(`POST ${route}: declare the Idempotency-Key header parameter inline, with required: true`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('describes every enum value with x-enumDescriptions', () => {
    const problems: string[] = [];
    walk(loaded.bundledDocument, [], (node, pointer) => {
      const values = node['enum'];
      if (!isJsonArray(values)) return;
      const descriptions = node['x-enumDescriptions'];
      const where = `#${toPointer(pointer)}`;
      if (!isJsonObject(descriptions)) {
        problems.push(`${where}: add x-enumDescriptions for ${JSON.stringify(values)}`);
        return;
      }
      for (const value of values) {
        const text = descriptions[String(value)];
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${where}: x-enumDescriptions lacks a sentence for ${JSON.stringify(value)}`);
        }
      }
      for (const key of Object.keys(descriptions)) {
        if (!values.some((value) => String(value) === key)) {
          problems.push(`${where}: x-enumDescriptions describes ${JSON.stringify(key)}, which is not in the enum`);
        }
      }
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('gives every problem example the type https://docs.acme.example/docs/errors#<code>', () => {
    const problems: string[] = [];
    let checked = 0;
    const checkValue = (value: JsonValue | undefined, where: string): void => {
      if (!isJsonObject(value)) {
        problems.push(`${where}: problem example must be an object`);
        return;
      }
      checked += 1;
      const code = value['code'];
      const expected = `https://docs.acme.example/docs/errors#${String(code)}`;
      if (value['type'] !== expected) {
        problems.push(`${where}: type must be ${expected} (found ${JSON.stringify(value['type'])})`);
      }
      if (value['request_id'] !== 'req_8Hc2Vn5Tq1') problems.push(`${where}: request_id must be req_8Hc2Vn5Tq1`);
    };
    walk(loaded.document, [], (node, pointer) => {
      const media = node['application/problem+json'];
      if (!isJsonObject(media)) return;
      const base = [...pointer, 'application/problem+json'];
      if (media['example'] !== undefined) checkValue(media['example'], `#${toPointer([...base, 'example'])}`);
      for (const [key, example] of Object.entries(objectAt(media['examples']))) {
        checkValue(objectAt(example)['value'], `#${toPointer([...base, 'examples', key, 'value'])}`);
        const code = objectAt(objectAt(example)['value'])['code'];
        if (typeof code === 'string' && code !== key) {
          problems.push(`#${toPointer([...base, 'examples', key])}: key the example by its code (${code})`);
        }
      }
    });
    expect(checked).toBeGreaterThan(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('answers every error status of every operation with application/problem+json (except the token call)', () => {
    const problems: string[] = [];
    for (const {where, operation} of operations('paths')) {
      if (operation['operationId'] === 'getAccessToken') continue;
      const responses = objectAt(operation['responses']);
      if (!Object.keys(responses).some((status) => status.startsWith('4')))
        problems.push(`${where}: add 4xx responses`);
      for (const [status, response] of Object.entries(responses)) {
        if (!/^[45]/.test(status)) continue;
        if (!isJsonObject(objectAt(objectAt(response)['content'])['application/problem+json'])) {
          problems.push(`${where} ${status}: use application/problem+json with the Problem schema`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
