/**
 * The scripts of the Postman collection: the collection's pre-request script that gets and caches
 * the access token, and each request's tests (the documented success status, the body against the
 * documented response schema, and in the flow folders the IDs the next requests need).
 *
 * The scripts run in Postman's sandbox, in the app and in newman alike. Its schema assertion
 * (`pm.response.to.have.jsonSchema`) is Ajv 6 with JSON Schema draft-07, so each test carries its
 * response schema converted to draft-07: the document's `$ref`s point into `definitions` of the
 * same schema, and what only describes (descriptions, examples, `x-` extensions) is left out.
 */
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from '../openapi-reference/json';
import {deref, firstContent} from '../openapi-reference/refs';

/** Keywords whose value is a map of schemas, a list of schemas, or one schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_ONE = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
]);
/** What only describes a value: not needed to validate one, and it would make every test longer. */
const DESCRIPTIVE = new Set([
  'title',
  'description',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'discriminator',
  'externalDocs',
  'xml',
  'contentMediaType',
  'contentEncoding',
  '$comment',
]);

/** The `definitions` name of a `#/components/…` pointer. */
function definitionName(pointer: string): string {
  const tokens = pointer.replace(/^#\//, '').split('/');
  return tokens[0] === 'components' && tokens[1] === 'schemas' ? tokens.slice(2).join('.') : tokens.join('.');
}

/** A self-contained draft-07 schema for a schema of the bundled document (internal `$ref`s kept). */
function portableSchema(document: JsonObject, schema: JsonValue): JsonObject {
  const definitions: Record<string, JsonValue> = {};
  const pending: string[] = [];
  const convert = (node: JsonValue | undefined): JsonValue => {
    if (node === undefined) return null;
    if (!isJsonObject(node)) return node;
    const out: Record<string, JsonValue> = {};
    for (const [key, value] of Object.entries(node)) {
      if (DESCRIPTIVE.has(key) || key.startsWith('x-')) continue;
      if (key === '$ref' && typeof value === 'string') {
        const name = definitionName(value);
        if (!(name in definitions)) {
          definitions[name] = null;
          pending.push(value);
        }
        out[key] = `#/definitions/${name}`;
      } else if (SCHEMA_MAPS.has(key) && isJsonObject(value)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, convert(item)]));
      } else if (SCHEMA_LISTS.has(key) && isJsonArray(value)) {
        out[key] = value.map((item) => convert(item));
      } else if (SCHEMA_ONE.has(key)) {
        out[key] = convert(value);
      } else if (value !== undefined) {
        out[key] = value;
      }
    }
    return out;
  };
  const root = convert(schema) as JsonObject;
  for (let pointer = pending.shift(); pointer !== undefined; pointer = pending.shift()) {
    const target = deref(document, {$ref: pointer});
    if (target === undefined) throw new Error(`${pointer}: the reference leads nowhere`);
    // Only the target itself, not a chain of references: `deref` followed those already.
    definitions[definitionName(pointer)] = convert(target);
  }
  return Object.keys(definitions).length === 0 ? root : {...root, definitions};
}

/** What a request's tests check: its documented success answer. */
type ExpectedAnswer = {
  readonly status: string;
  /** The response's JSON schema, when the answer has a JSON body. */
  readonly schema?: JsonValue;
  /** The named schema the body is, for the test's name. */
  readonly schemaName?: string;
};

/**
 * The success answer a request gets: the 2xx response that has an example of the name the request
 * sends (an upsert answers `200` for `update` and `201` for `create`), else the first 2xx.
 */
export function expectedAnswer(document: JsonObject, operation: JsonObject, exampleName?: string): ExpectedAnswer {
  const responses = deref(document, operation['responses']) ?? {};
  const success = Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort();
  const withContent = success.map((status) => {
    const response = deref(document, responses[status]) ?? {};
    return {status, content: firstContent(response['content'])};
  });
  const named = withContent.find(({content}) => {
    const examples = content?.[1]['examples'];
    return exampleName !== undefined && isJsonObject(examples) && exampleName in examples;
  });
  const chosen = named ?? withContent[0];
  if (chosen === undefined) throw new Error(`${String(operation['operationId'])}: no documented success response`);
  const [mediaType, media] = chosen.content ?? [];
  if (mediaType === undefined || media === undefined || !/json/.test(mediaType)) return {status: chosen.status};
  const schema = media['schema'];
  if (schema === undefined) return {status: chosen.status};
  const ref = isJsonObject(schema) ? schema['$ref'] : undefined;
  const schemaName = typeof ref === 'string' ? definitionName(ref) : undefined;
  return {status: chosen.status, schema, ...(schemaName === undefined ? {} : {schemaName})};
}

/** `options.0.id` → `body.options[0].id`: where a flow step finds an ID in its answer. */
function accessor(path: string): string {
  return `body${path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')}`;
}

/** The test script of one request: lines for Postman's `exec`. */
export function testScript(
  document: JsonObject,
  expected: ExpectedAnswer,
  saves: Readonly<Record<string, string>> = {},
): string[] {
  const lines = [
    `pm.test('answers ${expected.status}', function () {`,
    `  pm.response.to.have.status(${expected.status});`,
    '});',
  ];
  if (expected.schema !== undefined) {
    const schema = JSON.stringify(portableSchema(document, expected.schema));
    lines.push(
      // Formats the document uses but Ajv 6 does not know (int64, binary …) are left unchecked.
      `pm.test('the body matches the ${expected.schemaName ?? 'documented'} schema', function () {`,
      `  pm.response.to.have.jsonSchema(${schema}, {unknownFormats: 'ignore'});`,
      '});',
    );
  }
  for (const [variable, path] of Object.entries(saves)) {
    lines.push(
      `pm.test('keeps ${variable} for the next requests', function () {`,
      '  const body = pm.response.json();',
      `  pm.expect(${accessor(path)}, '${path}').to.be.a('string');`,
      `  pm.collectionVariables.set('${variable}', ${accessor(path)});`,
      '});',
    );
  }
  return lines;
}

/**
 * The collection's pre-request script: before a request that uses the collection's bearer token,
 * get a token with the client credentials grant unless the one kept is still good for a minute. A
 * token is kept for one token URL and client ID: switching the environment gets a new one.
 */
export function tokenScript(clientAuthentication: 'header' | 'body'): string[] {
  const credentials =
    clientAuthentication === 'header'
      ? [
          "    header: [{key: 'Authorization', value: 'Basic ' + btoa(clientId + ':' + clientSecret)}],",
          "    body: {mode: 'urlencoded', urlencoded: [{key: 'grant_type', value: 'client_credentials'}]},",
        ]
      : [
          '    body: {',
          "      mode: 'urlencoded',",
          '      urlencoded: [',
          "        {key: 'grant_type', value: 'client_credentials'},",
          "        {key: 'client_id', value: clientId},",
          "        {key: 'client_secret', value: clientSecret},",
          '      ],',
          '    },',
        ];
  return [
    '// Requests with an auth of their own (the token request, the health check) need no token.',
    'const auth = pm.request.auth;',
    "const usesToken = auth === undefined || auth === null || auth.type === 'bearer';",
    "const tokenUrl = pm.variables.replaceIn('{{token_url}}');",
    "const clientId = pm.variables.get('client_id') || '';",
    "const clientSecret = pm.variables.get('client_secret') || '';",
    "const owner = tokenUrl + ' ' + clientId;",
    "const keptUntil = Number(pm.collectionVariables.get('access_token_expires_at') || 0);",
    "const kept = pm.collectionVariables.get('access_token_owner') === owner && Date.now() < keptUntil;",
    'if (usesToken && !kept) {',
    '  pm.sendRequest({',
    '    url: tokenUrl,',
    "    method: 'POST',",
    ...credentials,
    '  }, function (error, response) {',
    '    if (error) throw error;',
    '    if (response.code !== 200) {',
    "      throw new Error('The token request to ' + tokenUrl + ' was answered ' + response.code + ': ' + response.text());",
    '    }',
    '    const token = response.json();',
    "    pm.collectionVariables.set('access_token', token.access_token);",
    '    // Renewed a minute before it expires, so a request never leaves with a token about to lapse.',
    '    const seconds = Math.max(0, Number(token.expires_in) - 60);',
    "    pm.collectionVariables.set('access_token_expires_at', String(Date.now() + seconds * 1000));",
    "    pm.collectionVariables.set('access_token_owner', owner);",
    '  });',
    '}',
  ];
}
