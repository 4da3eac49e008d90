/**
 * Finds every example of a bundled, dereferenced OpenAPI 3.1 document — media-type `example` /
 * `examples` of request bodies, responses and webhook request bodies, parameter and header
 * examples — and validates each against its schema with the rules of example-validator.mjs, the
 * same module the Redocly lint rule uses. Examples that were `$ref`s to `components/examples` are
 * validated where they are used.
 */
import {createExampleValidator, type Direction, type ExampleError} from './example-validator.mjs';
import {isJsonArray, isJsonObject, toPointer, type JsonObject, type JsonValue} from './json';

interface ExampleFailure {
  /** Human name: `operationId/status/media/example-key`, or `webhook <name>/request/<media>/<key>`. */
  readonly example: string;
  /** JSON pointer of the example (its value) in the document passed in. */
  readonly pointer: string;
  readonly errors: readonly ExampleError[];
}

interface ExampleSite {
  readonly name: string;
  readonly pointer: string;
  readonly value: JsonValue;
  readonly schema: JsonObject | boolean;
  readonly direction: Direction;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

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
  const validator = createExampleValidator();
  return collectExamples(document).flatMap((site) => {
    const errors = validator.validate(site.schema, site.value, site.direction);
    return errors.length === 0 ? [] : [{example: site.name, pointer: site.pointer, errors}];
  });
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
  return createExampleValidator().validate(schema, value, direction);
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
