/**
 * Validates every example of a bundled, dereferenced OpenAPI 3.1 document against its schema with
 * Ajv (JSON Schema 2020-12): media-type `example` / `examples` of request bodies, responses and
 * webhook request bodies, and parameter `example` / `examples`. Examples that were `$ref`s to
 * `components/examples` are validated where they are used.
 *
 * OpenAPI specifics handled on a copy of each schema:
 * - `discriminator.mapping` is removed (Ajv's discriminator support rejects it); when Ajv still
 *   cannot use the discriminator, the `discriminator` keyword is dropped and the plain `oneOf` is used;
 * - in request examples, `readOnly` properties are neither required nor an error; in response
 *   examples, `writeOnly` properties are not required;
 * - circular schemas (object cycles after dereferencing) become local `$ref`s.
 */
import Ajv2020 from 'ajv/dist/2020';
import type {ErrorObject, ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';

import {isJsonArray, isJsonObject, toPointer, type JsonObject, type JsonValue} from './json';

interface ExampleError {
  readonly instancePath: string;
  readonly message: string;
}

interface ExampleFailure {
  /** Human name: `operationId/status/media/example-key`, or `webhook <name>/request/<media>/<key>`. */
  readonly example: string;
  /** JSON pointer of the example (its value) in the document passed in. */
  readonly pointer: string;
  readonly errors: readonly ExampleError[];
}

type Direction = 'request' | 'response' | 'parameter';

interface ExampleSite {
  readonly name: string;
  readonly pointer: string;
  readonly value: JsonValue;
  readonly schema: JsonObject | boolean;
  readonly direction: Direction;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    discriminator: true,
    validateFormats: true,
    logger: false,
  });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) {
    if (!ajv.formats[format]) ajv.addFormat(format, true);
  }
  return ajv;
}

/**
 * Make a JSON-Schema copy of an OpenAPI schema that Ajv can compile.
 * Cycles are turned into `$ref`s to the ancestor's pointer inside the copy.
 */
function prepareSchemaForAjv(
  schema: JsonObject | boolean,
  direction: Direction,
  options: {keepDiscriminator: boolean},
): JsonObject | boolean {
  if (typeof schema === 'boolean') return schema;
  const ancestors = new Map<object, string>();

  const copySchema = (node: JsonObject, pointer: string): JsonObject => {
    const seenAt = ancestors.get(node);
    if (seenAt !== undefined) return {$ref: `#${seenAt}`};
    ancestors.set(node, pointer);
    const out: Record<string, JsonValue> = {};
    for (const [key, value] of Object.entries(node)) {
      if (value === undefined) continue;
      if (key === 'discriminator') {
        if (options.keepDiscriminator && isJsonObject(value)) {
          const {mapping: _mapping, ...rest} = value;
          out[key] = rest as JsonObject;
        }
        continue;
      }
      out[key] = copyValue(key, value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
    adjustRequired(out, node, direction);
    ancestors.delete(node);
    return out;
  };

  // Keywords whose values are schemas, maps of schemas or arrays of schemas.
  const SCHEMA_VALUED = new Set([
    'items',
    'additionalProperties',
    'unevaluatedProperties',
    'unevaluatedItems',
    'contains',
    'propertyNames',
    'not',
    'if',
    'then',
    'else',
    'contentSchema',
  ]);
  const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
  const SCHEMA_ARRAYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

  const copyValue = (key: string, value: JsonValue, pointer: string): JsonValue => {
    if (SCHEMA_VALUED.has(key) && isJsonObject(value)) return copySchema(value, pointer);
    if (SCHEMA_MAPS.has(key) && isJsonObject(value)) {
      const map: Record<string, JsonValue> = {};
      for (const [name, sub] of Object.entries(value)) {
        if (sub === undefined) continue;
        const subPointer = `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        map[name] = isJsonObject(sub) ? copySchema(sub, subPointer) : sub;
      }
      return map;
    }
    if (SCHEMA_ARRAYS.has(key) && isJsonArray(value)) {
      return value.map((sub, index) => (isJsonObject(sub) ? copySchema(sub, `${pointer}/${index}`) : sub));
    }
    // Non-schema values (enum, const, default, examples, extensions) are plain data; copy as is.
    return value;
  };

  return copySchema(schema, '');
}

/** Drop `readOnly` properties from `required` in requests and `writeOnly` ones in responses. */
function adjustRequired(out: Record<string, JsonValue>, node: JsonObject, direction: Direction): void {
  const required = node['required'];
  const properties = node['properties'];
  if (!isJsonArray(required) || !isJsonObject(properties) || direction === 'parameter') return;
  const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
  const kept = required.filter((name) => {
    if (typeof name !== 'string') return true;
    const property = properties[name];
    return !(isJsonObject(property) && property[flag] === true);
  });
  if (kept.length !== required.length) out['required'] = kept;
}

function formatErrors(errors: readonly ErrorObject[] | null | undefined): ExampleError[] {
  return (errors ?? []).map((error) => {
    let message = error.message ?? error.keyword;
    if (error.keyword === 'additionalProperties' && typeof error.params['additionalProperty'] === 'string') {
      message = `${message}: '${error.params['additionalProperty']}'`;
    } else if (error.keyword === 'enum' && Array.isArray(error.params['allowedValues'])) {
      message = `${message}: ${JSON.stringify(error.params['allowedValues'])}`;
    } else if (error.keyword === 'const') {
      message = `${message}: ${JSON.stringify(error.params['allowedValue'])}`;
    } else if (error.keyword === 'unevaluatedProperties' && typeof error.params['unevaluatedProperty'] === 'string') {
      message = `${message}: '${error.params['unevaluatedProperty']}'`;
    }
    return {instancePath: error.instancePath, message};
  });
}

class SchemaValidatorCache {
  private readonly ajv = createAjv();
  private readonly cache = new Map<string, ValidateFunction | Error>();
  private readonly objectCache = new WeakMap<object, Map<Direction, ValidateFunction | Error>>();

  get(schema: JsonObject | boolean, direction: Direction): ValidateFunction | Error {
    if (typeof schema === 'object') {
      const perDirection = this.objectCache.get(schema);
      const cached = perDirection?.get(direction);
      if (cached) return cached;
      const compiled = this.compile(schema, direction);
      const map = perDirection ?? new Map<Direction, ValidateFunction | Error>();
      map.set(direction, compiled);
      this.objectCache.set(schema, map);
      return compiled;
    }
    const key = `${String(schema)}:${direction}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const compiled = this.compile(schema, direction);
    this.cache.set(key, compiled);
    return compiled;
  }

  private readonly shapeCache = new Map<string, ValidateFunction>();

  private compileShape(prepared: JsonObject | boolean): ValidateFunction {
    const key = JSON.stringify(prepared);
    const cached = this.shapeCache.get(key);
    if (cached) return cached;
    const compiled = this.ajv.compile(prepared);
    this.shapeCache.set(key, compiled);
    return compiled;
  }

  private compile(schema: JsonObject | boolean, direction: Direction): ValidateFunction | Error {
    try {
      return this.compileShape(prepareSchemaForAjv(schema, direction, {keepDiscriminator: true}));
    } catch {
      // Ajv's discriminator keyword has stricter rules than OpenAPI; fall back to plain oneOf.
      try {
        return this.compileShape(prepareSchemaForAjv(schema, direction, {keepDiscriminator: false}));
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    }
  }
}

function* mediaTypeExamples(
  content: JsonValue | undefined,
  baseName: string,
  basePointer: readonly string[],
  direction: Direction,
): Generator<ExampleSite> {
  if (!isJsonObject(content)) return;
  for (const [media, mediaType] of Object.entries(content)) {
    if (!isJsonObject(mediaType)) continue;
    const schema = mediaType['schema'];
    if (!isJsonObject(schema) && typeof schema !== 'boolean') continue;
    const pointerTokens = [...basePointer, media];
    if (mediaType['example'] !== undefined) {
      yield {
        name: `${baseName}/${media}/example`,
        pointer: toPointer([...pointerTokens, 'example']),
        value: mediaType['example'],
        schema,
        direction,
      };
    }
    yield* namedExamples(mediaType['examples'], `${baseName}/${media}`, pointerTokens, schema, direction);
  }
}

function* namedExamples(
  examples: JsonValue | undefined,
  baseName: string,
  pointerTokens: readonly string[],
  schema: JsonObject | boolean,
  direction: Direction,
): Generator<ExampleSite> {
  if (!isJsonObject(examples)) return;
  for (const [key, example] of Object.entries(examples)) {
    if (!isJsonObject(example) || example['value'] === undefined) continue;
    yield {
      name: `${baseName}/${key}`,
      pointer: toPointer([...pointerTokens, 'examples', key, 'value']),
      value: example['value'],
      schema,
      direction,
    };
  }
}

function* parameterExamples(
  parameters: JsonValue | undefined,
  baseName: string,
  basePointer: readonly string[],
): Generator<ExampleSite> {
  if (!isJsonArray(parameters)) return;
  for (const [index, parameter] of parameters.entries()) {
    if (!isJsonObject(parameter)) continue;
    const paramName = typeof parameter['name'] === 'string' ? parameter['name'] : String(index);
    const name = `${baseName}/parameter ${paramName}`;
    const tokens = [...basePointer, String(index)];
    const schema = parameter['schema'];
    if (isJsonObject(schema) || typeof schema === 'boolean') {
      if (parameter['example'] !== undefined) {
        yield {
          name: `${name}/example`,
          pointer: toPointer([...tokens, 'example']),
          value: parameter['example'],
          schema,
          direction: 'parameter',
        };
      }
      yield* namedExamples(parameter['examples'], name, tokens, schema, 'parameter');
    }
    yield* mediaTypeExamples(parameter['content'], name, [...tokens, 'content'], 'parameter');
  }
}

function* operationExamples(
  operation: JsonObject,
  label: string,
  basePointer: readonly string[],
  requestDirection: Direction,
): Generator<ExampleSite> {
  yield* parameterExamples(operation['parameters'], label, [...basePointer, 'parameters']);
  const requestBody = operation['requestBody'];
  if (isJsonObject(requestBody)) {
    yield* mediaTypeExamples(
      requestBody['content'],
      `${label}/request`,
      [...basePointer, 'requestBody', 'content'],
      requestDirection,
    );
  }
  const responses = operation['responses'];
  if (isJsonObject(responses)) {
    for (const [status, response] of Object.entries(responses)) {
      if (!isJsonObject(response)) continue;
      yield* mediaTypeExamples(
        response['content'],
        `${label}/${status}`,
        [...basePointer, 'responses', status, 'content'],
        'response',
      );
      const headers = response['headers'];
      if (isJsonObject(headers)) {
        for (const [headerName, header] of Object.entries(headers)) {
          if (!isJsonObject(header)) continue;
          const schema = header['schema'];
          if ((isJsonObject(schema) || typeof schema === 'boolean') && header['example'] !== undefined) {
            yield {
              name: `${label}/${status}/header ${headerName}/example`,
              pointer: toPointer([...basePointer, 'responses', status, 'headers', headerName, 'example']),
              value: header['example'],
              schema,
              direction: 'parameter',
            };
          }
        }
      }
    }
  }
}

function* pathItemExamples(
  pathItem: JsonObject,
  labelFor: (method: string, operation: JsonObject) => string,
  basePointer: readonly string[],
  requestDirection: Direction = 'request',
): Generator<ExampleSite> {
  for (const method of HTTP_METHODS) {
    const operation = pathItem[method];
    if (!isJsonObject(operation)) continue;
    const label = labelFor(method, operation);
    yield* operationExamples(operation, label, [...basePointer, method], requestDirection);
  }
  yield* parameterExamples(pathItem['parameters'], labelFor('path', {}), [...basePointer, 'parameters']);
}

/** Every example site of the document (paths and webhooks). */
function collectExamples(document: JsonObject): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const paths = document['paths'];
  if (isJsonObject(paths)) {
    for (const [route, pathItem] of Object.entries(paths)) {
      if (!isJsonObject(pathItem)) continue;
      const labelFor = (method: string, operation: JsonObject): string =>
        typeof operation['operationId'] === 'string' ? operation['operationId'] : `${method.toUpperCase()} ${route}`;
      sites.push(...pathItemExamples(pathItem, labelFor, ['paths', route]));
    }
  }
  const webhooks = document['webhooks'];
  if (isJsonObject(webhooks)) {
    for (const [event, pathItem] of Object.entries(webhooks)) {
      if (!isJsonObject(pathItem)) continue;
      // Webhook payloads are resource snapshots produced by Acme: validate them like responses.
      sites.push(...pathItemExamples(pathItem, () => `webhook ${event}`, ['webhooks', event], 'response'));
    }
  }
  return sites;
}

/**
 * Validate every example of a bundled, dereferenced OpenAPI document. Returns one failure per
 * example that does not match its schema (an empty list when all examples are valid).
 */
export function validateExamples(document: JsonObject): ExampleFailure[] {
  const validators = new SchemaValidatorCache();
  const failures: ExampleFailure[] = [];
  for (const site of collectExamples(document)) {
    const validate = validators.get(site.schema, site.direction);
    if (validate instanceof Error) {
      failures.push({
        example: site.name,
        pointer: site.pointer,
        errors: [{instancePath: '', message: `schema could not be compiled: ${validate.message}`}],
      });
      continue;
    }
    if (!validate(site.value)) {
      failures.push({example: site.name, pointer: site.pointer, errors: formatErrors(validate.errors)});
    }
  }
  return failures;
}

/**
 * Validate one value (for example a JSON sample written in a guide) against an OpenAPI schema of
 * the dereferenced document, with the same rules as the document's own examples.
 */
export function validateValue(
  schema: JsonObject | boolean,
  value: JsonValue,
  direction: 'request' | 'response',
): readonly ExampleError[] {
  const validate = new SchemaValidatorCache().get(schema, direction);
  if (validate instanceof Error)
    return [{instancePath: '', message: `schema could not be compiled: ${validate.message}`}];
  return validate(value) ? [] : formatErrors(validate.errors);
}

/** Readable multi-line report of example failures, for test messages and build logs. */
export function formatExampleFailures(failures: readonly ExampleFailure[]): string {
  if (failures.length === 0) return 'All examples match their schemas.';
  const lines = [`${failures.length} example(s) do not match their schema:`];
  for (const failure of failures) {
    lines.push(`- ${failure.example} (#${failure.pointer})`);
    for (const error of failure.errors) {
      lines.push(`    ${error.instancePath || '(root)'}: ${error.message}`);
    }
  }
  return lines.join('\n');
}
