/**
 * The request a "Try it" panel sends, built from the reader's inputs and the operation's page data:
 * the URL with path and query parameters, the headers, the body, and what is wrong with the inputs
 * (a missing required value, a body that is not JSON) before anything is sent. Pure functions, so
 * the same request is shown as curl and sent with fetch.
 */
import type {
  EnvironmentView,
  OperationView,
  ParameterView,
  SchemaRef,
  SchemaView,
} from '@site/plugins/openapi-reference/types';

/** The inputs of the panel, by parameter key (`query:limit`). */
export type Inputs = Readonly<Record<string, string>>;

export type BuiltRequest = {
  readonly method: string;
  readonly url: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: string;
};

const idempotencyHeader = 'Idempotency-Key';

export function parameterKey(parameter: Pick<ParameterView, 'in' | 'name'>): string {
  return `${parameter.in}:${parameter.name}`;
}

export function resolveSchema(schema: SchemaRef, schemas: Readonly<Record<string, SchemaView>>): SchemaView {
  return 'ref' in schema ? (schemas[schema.ref] ?? {type: schema.ref, constraints: []}) : schema;
}

/** Where the panel can send an operation: an environment and the base URL the operation has there. */
type Target = {readonly environment: EnvironmentView; readonly baseUrl: string};

/**
 * The environments an operation can be tried in, each with its base URL: an operation with servers
 * of its own (the token endpoint on its auth host, the sandbox-only test helpers) goes to its own
 * server for that environment, and is not offered where it has none; every other operation goes to
 * the environment's base URL.
 */
export function targetsOf(operation: OperationView, environments: readonly EnvironmentView[]): Target[] {
  return environments.flatMap((environment) => {
    if (operation.servers === undefined) return [{environment, baseUrl: environment.url}];
    const own = operation.servers.find((server) => server.environment === environment.name);
    return own === undefined ? [] : [{environment, baseUrl: own.url}];
  });
}

/** True for the token operation in this environment: its URL is the environment's token URL. */
export function isTokenOperation(operation: OperationView, target: Target): boolean {
  return (
    target.environment.tokenUrl !== undefined && `${target.baseUrl}${operation.path}` === target.environment.tokenUrl
  );
}

/** The parameters the reader fills in: all but the idempotency key, which the panel sets itself. */
export function editableParameters(operation: OperationView): readonly ParameterView[] {
  return operation.parameters.filter(
    (parameter) => !(parameter.in === 'header' && parameter.name === idempotencyHeader) && parameter.in !== 'cookie',
  );
}

/** The value a field starts with: the parameter's example for path parameters, else its default. */
export function initialValue(parameter: ParameterView, schema: SchemaView): string {
  if (parameter.in === 'path' && parameter.example !== undefined) return parameter.example;
  const fallback = schema.constraints.map((constraint) => /^default (.+)$/.exec(constraint)?.[1]).find(Boolean);
  if (fallback !== undefined) return fallback;
  return parameter.required && parameter.example !== undefined ? parameter.example : '';
}

/** The request body example, as the reader edits it: JSON pretty-printed, a form body as it is. */
export function exampleBody(operation: OperationView, index = 0): string {
  const body = operation.requestBody;
  const example = body?.examples[index];
  if (body === undefined || example === undefined) return '';
  return body.mediaType.includes('json') ? JSON.stringify(JSON.parse(example.value), null, 2) : example.value;
}

type BuildOptions = {
  readonly operation: OperationView;
  readonly baseUrl: string;
  readonly inputs: Inputs;
  readonly body: string;
  /** A bearer token; left out for operations that need none. */
  readonly token?: string;
  /** An `Authorization` value of another scheme (HTTP Basic for the token operation). */
  readonly authorization?: string;
  readonly idempotencyKey: string;
};

/** The request, or the message for each input that stops it (keyed like the inputs, `body` for the body). */
export function buildRequest(options: BuildOptions): {request?: BuiltRequest; errors: Record<string, string>} {
  const {operation, inputs} = options;
  const errors: Record<string, string> = {};
  const parameters = editableParameters(operation);
  for (const parameter of parameters) {
    if (parameter.required && (inputs[parameterKey(parameter)] ?? '').trim() === '') {
      errors[parameterKey(parameter)] = `${parameter.name} is required.`;
    }
  }
  const mediaType = operation.requestBody?.mediaType;
  if (mediaType !== undefined && mediaType.includes('json') && options.body.trim() !== '') {
    try {
      JSON.parse(options.body);
    } catch (error) {
      errors.body = `The body is not valid JSON: ${(error as Error).message}`;
    }
  } else if (operation.requestBody?.required === true && options.body.trim() === '') {
    errors.body = 'This operation needs a request body.';
  }
  if (Object.keys(errors).length > 0) return {errors};

  const value = (parameter: ParameterView) => (inputs[parameterKey(parameter)] ?? '').trim();
  let path = operation.path;
  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(value(parameter)));
  }
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
    if (value(parameter) !== '') query.append(parameter.name, value(parameter));
  }
  const headers: [string, string][] = [['Accept', 'application/json']];
  if (options.token !== undefined) headers.push(['Authorization', `Bearer ${options.token}`]);
  else if (options.authorization !== undefined) headers.push(['Authorization', options.authorization]);
  if (operation.idempotency !== undefined) headers.push([idempotencyHeader, options.idempotencyKey]);
  for (const parameter of parameters.filter((candidate) => candidate.in === 'header')) {
    if (value(parameter) !== '') headers.push([parameter.name, value(parameter)]);
  }
  const body = options.body.trim() === '' || mediaType === undefined ? undefined : options.body;
  if (body !== undefined) headers.push(['Content-Type', mediaType ?? 'application/json']);
  const search = query.toString();
  return {
    request: {
      method: operation.method,
      url: `${options.baseUrl}${path}${search === '' ? '' : `?${search}`}`,
      headers,
      ...(body === undefined ? {} : {body}),
    },
    errors,
  };
}

/** Single-quoted for a POSIX shell. */
function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The same request as a curl command, to run outside the browser. */
export function curlOf(request: BuiltRequest): string {
  const lines = [`curl --request ${request.method} ${quote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  --header ${quote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data ${quote(request.body)}`);
  return lines.join(' \\\n');
}

/** The error catalogue entry a problem response points at, when it is one of ours. */
export function problemCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const {code, type} = body as {code?: unknown; type?: unknown};
  if (typeof type === 'string') {
    const anchor = /\/docs\/errors#([a-z0-9_]+)$/.exec(type)?.[1];
    if (anchor !== undefined) return anchor;
  }
  return typeof code === 'string' && /^[a-z0-9_]+$/.test(code) ? code : undefined;
}
