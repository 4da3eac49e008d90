/**
 * The Postman collection of the API (format v2.1.0) and two Postman environments, the sandbox and
 * a local mock, from the bundled OpenAPI document. Pure: the same document gives the same output.
 *
 * Why our own code and not Postman's converter (openapi-to-postmanv2): tried on this document, it
 * files an operation once per tag (113 requests for 87 operations), gives items new random ids on
 * every run, sets no collection auth, writes the sandbox token host into the token request and
 * brings about 90 packages. Correcting that would mean rewriting nearly every request; this module
 * reuses the reference's own readers instead, so a request shows the values and the first example
 * of its reference page.
 */
import {downloads} from '../../src/site/model';
import {examplesOf, parameterViews} from '../openapi-reference/bodies';
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from '../openapi-reference/json';
import {environmentsOf, operationsOf, tokenOperation} from '../openapi-reference/operations';
import {deref, firstContent, formatValue, objects, strings, text} from '../openapi-reference/refs';
import {SchemaViews} from '../openapi-reference/schemas';
import {topicsOf, type Topic} from '../openapi-reference/topics';
import type {EnvironmentView, ParameterView} from '../openapi-reference/types';
import {expectedAnswer, testScript, tokenScript} from './postman-scripts';

type Entry = ReturnType<typeof operationsOf>[number];
type PostmanEnvironmentFile = {readonly file: string; readonly environment: JsonObject};

const SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** The token operation: its URL in the target environment, how the client sends its credentials, all scopes. */
type TokenEndpoint = {
  readonly method: string;
  readonly path: string;
  readonly url: string;
  readonly clientAuthentication: 'header' | 'body';
  readonly scopes: readonly string[];
};

/** What every request of the collection needs to know. */
type Context = {
  readonly document: JsonObject;
  readonly views: SchemaViews;
  /** The environment the collection's default values point at: the first root server. */
  readonly target: EnvironmentView;
  readonly token: TokenEndpoint;
};

/** The token operation of the document, with its URL in the target environment. */
function tokenEndpoint(document: JsonObject, target: EnvironmentView): TokenEndpoint {
  const token = tokenOperation(document);
  if (token === undefined || target.tokenUrl === undefined) {
    throw new Error('#/components/securitySchemes: no operation serves the client credentials token URL');
  }
  const {method, path, operation} = token.entry;
  return {
    method,
    path,
    url: target.tokenUrl,
    // The token operation's samples say how the client authenticates.
    clientAuthentication: operation['x-sample-auth'] === 'basic' ? 'header' : 'body',
    scopes: token.scopes,
  };
}

/**
 * The request URL: host variable, path with `:name` variables, query parameters with examples. The
 * token request's URL is the whole `{{token_url}}` as a string: as an object of a host and no path,
 * newman sends it with a trailing slash (`/oauth2/token/`), which the token endpoint does not know.
 */
function urlOf(entry: Entry, parameters: readonly ParameterView[], context: Context): JsonObject | string {
  const own = objects(entry.operation['servers']);
  const isToken = entry.path === context.token.path && entry.method === context.token.method;
  const ownUrl = own.find((server) => server['x-environment'] === context.target.name)?.['url'];
  if (!isToken && own.length > 0 && ownUrl !== context.target.url) {
    throw new Error(`${entry.method} ${entry.path}: its own servers have a host the collection has no variable for`);
  }
  if (isToken) return '{{token_url}}';
  const host = '{{base_url}}';
  const path = entry.path.split('/').filter(Boolean);
  const segments = path.map((segment) => segment.replace(/^\{([^}]+)\}$/, ':$1'));
  const query = parameters
    .filter((parameter) => parameter.in === 'query')
    .flatMap((parameter) =>
      exampleValues(parameter).map((value) => ({
        key: parameter.name,
        value,
        // Optional parameters are there to be switched on, not sent by default.
        ...(parameter.required ? {} : {disabled: true}),
      })),
    );
  const enabled = query.filter((item) => !('disabled' in item));
  const raw =
    [host, ...segments].join('/') +
    (enabled.length > 0 ? `?${enabled.map(({key, value}) => `${key}=${value}`).join('&')}` : '');
  const variable = parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => ({key: parameter.name, value: parameter.example ?? ''}));
  return {raw, host: [host], path: segments, query, variable};
}

/** An array parameter's example is one query item per value (Postman repeats the key). */
function exampleValues(parameter: ParameterView): string[] {
  const example = parameter.example ?? '';
  const isArray = 'type' in parameter.schema && parameter.schema.type.startsWith('array') && example.startsWith('[');
  const values: unknown = isArray ? JSON.parse(example) : undefined;
  return Array.isArray(values) ? values.map((value) => formatValue(value as JsonValue)) : [example];
}

/** The body of the first example the reference page shows, in the Postman mode of its media type. */
function bodyOf(document: JsonObject, operation: JsonObject, preferredVariant: string | undefined) {
  const [mediaType, media] = firstContent(deref(document, operation['requestBody'])?.['content']) ?? [];
  if (mediaType === undefined || media === undefined) return undefined;
  const first = examplesOf(document, media, {mediaType, preferredVariant})[0];
  const example = first?.value;
  const exampleName = first?.key;
  if (mediaType === 'application/x-www-form-urlencoded') {
    const urlencoded = [...new URLSearchParams(example ?? '')].map(([key, value]) => ({key, value}));
    return {contentType: mediaType, exampleName, body: {mode: 'urlencoded', urlencoded}};
  }
  if (mediaType === 'multipart/form-data') {
    const properties = deref(document, deref(document, media['schema'])?.['properties']);
    const fields: unknown = JSON.parse(example ?? '{}');
    const formdata = Object.entries(isJsonObject(fields) ? fields : {}).map(([key, value]) => {
      const property = deref(document, properties?.[key]);
      const isFile = property?.['format'] === 'binary' || property?.['contentMediaType'] !== undefined;
      const shown = formatValue(value ?? '');
      // A file part sends the small photo shipped beside the collection (Postman and newman read
      // `src` relative to their working directory); the example's file name is in the description.
      return isFile
        ? {key, type: 'file', src: SAMPLE_FILE, description: `In the reference example: ${shown}`}
        : {key, type: 'text', value: shown};
    });
    // No Content-Type header: Postman writes it with the multipart boundary.
    return {exampleName, body: {mode: 'formdata', formdata}};
  }
  const json = /json/.test(mediaType);
  const raw = example === undefined ? '' : json ? JSON.stringify(JSON.parse(example), null, 2) : example;
  return {
    contentType: mediaType,
    exampleName,
    body: {mode: 'raw', raw, options: {raw: {language: json ? 'json' : 'text'}}},
  };
}

/** Postman's key-value list, as auth settings and collection variables are written. */
function attributes(values: Readonly<Record<string, string>>): JsonObject[] {
  return Object.entries(values).map(([key, value]) => ({key, value, type: 'string'}));
}

/**
 * Request auth: none, so the collection's bearer token applies, unless the operation takes no token
 * (`security: []`). The token request then sends the client credentials with HTTP Basic, as its
 * samples do (`x-sample-auth: basic`); the others send no credentials.
 */
function authOf(document: JsonObject, operation: JsonObject): JsonObject | undefined {
  if (objects(operation['security'] ?? document['security']).length > 0) return undefined;
  if (operation['x-sample-auth'] !== 'basic') return {type: 'noauth'};
  return {type: 'basic', basic: attributes({username: '{{client_id}}', password: '{{client_secret}}'})};
}

/** What a flow step changes in the request it is built from. */
type FlowContext = {
  /** Literal IDs of earlier answers and the variable that carries each. */
  readonly carried: ReadonlyMap<string, string>;
  /** Variables this step keeps from its answer: name → path in the body (`options.0.id`). */
  readonly saves: Readonly<Record<string, string>>;
};

/** Every string equal to a carried ID becomes `{{variable}}`. */
function carry(value: JsonValue | undefined, carried: ReadonlyMap<string, string>): JsonValue {
  if (value === undefined) return null;
  if (typeof value === 'string') {
    const variable = carried.get(value);
    return variable === undefined ? value : `{{${variable}}}`;
  }
  if (Array.isArray(value)) return value.map((item) => carry(item, carried));
  if (isJsonObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, carry(item, carried)]));
  return value;
}

function requestItem(
  entry: Entry,
  context: Context,
  preferredVariant: string | undefined,
  flow?: FlowContext,
): JsonObject {
  const {document, views} = context;
  const {operation, pathItem, method} = entry;
  const parameters = parameterViews(pathItem, operation, {document, views, preferredVariant});
  const header = parameters
    .filter((parameter) => parameter.in === 'header')
    .map((parameter) =>
      parameter.name.toLowerCase() === 'idempotency-key'
        ? {key: parameter.name, value: '{{$guid}}'}
        : {key: parameter.name, value: parameter.example ?? '', ...(parameter.required ? {} : {disabled: true})},
    );
  const body = bodyOf(document, operation, preferredVariant);
  if (body?.contentType !== undefined) header.unshift({key: 'Content-Type', value: body.contentType});
  const deprecation =
    operation['deprecated'] === true ? [`**Deprecated.** ${text(operation['x-deprecated-description']) ?? ''}`] : [];
  const auth = authOf(document, operation);
  let url = urlOf(entry, parameters, context);
  // (A string URL is the token request's, which has nothing to carry.)
  let requestBody: JsonValue | undefined = body?.body;
  if (flow !== undefined && flow.carried.size > 0 && typeof url !== 'string') {
    url = carry(url, flow.carried) as JsonObject;
    // A path parameter named like a kept ID takes it, whatever the parameter's example is.
    const kept = new Set(flow.carried.values());
    const pathVariables = objects(url['variable']).map((variable) =>
      kept.has(String(variable['key'])) ? {...variable, value: `{{${String(variable['key'])}}}`} : variable,
    );
    url = {...url, variable: pathVariables};
    const raw = isJsonObject(requestBody) ? requestBody['raw'] : undefined;
    if (isJsonObject(requestBody) && typeof raw === 'string' && raw !== '') {
      requestBody = {...requestBody, raw: JSON.stringify(carry(JSON.parse(raw) as JsonValue, flow.carried), null, 2)};
    } else if (requestBody !== undefined) {
      requestBody = carry(requestBody, flow.carried);
    }
    url = {...url, raw: rawUrl(url)};
  }
  const expected = expectedAnswer(document, operation, body?.exampleName ?? preferredVariant);
  return {
    name: text(operation['summary']) ?? String(operation['operationId']),
    event: [{listen: 'test', script: {type: 'text/javascript', exec: testScript(document, expected, flow?.saves)}}],
    request: {
      ...(auth === undefined ? {} : {auth}),
      method: method.toUpperCase(),
      header,
      ...(requestBody === undefined ? {} : {body: requestBody}),
      url,
      description: [...deprecation, text(operation['description']) ?? ''].join('\n\n').trim(),
    },
  };
}

/** The `raw` of a URL object after its path variables or query changed. */
function rawUrl(url: JsonObject): string {
  const host = strings(url['host']).join('');
  const path = strings(url['path']);
  const query = objects(url['query']).filter((item) => item['disabled'] !== true);
  return (
    [host, ...path].join('/') +
    (query.length > 0 ? `?${query.map((item) => `${String(item['key'])}=${String(item['value'])}`).join('&')}` : '')
  );
}

/**
 * The variables of one environment. Credentials are left blank for a real environment; the local
 * mock takes any, so its environment carries the placeholders the guides use and runs as shipped.
 */
function variables(
  baseUrl: string,
  tokenUrl: string,
  credentials: {readonly clientId: string; readonly clientSecret: string},
): Record<string, string> {
  return {
    base_url: baseUrl,
    token_url: tokenUrl,
    client_id: credentials.clientId,
    client_secret: credentials.clientSecret,
  };
}

/** The local mock's credentials: placeholders, as every sample of the guides prints them. */
const MOCK_CREDENTIALS = {clientId: 'cli_test_brightline', clientSecret: 'sk_test_placeholder_do_not_use'};
const BLANK_CREDENTIALS = {clientId: '', clientSecret: ''};

/**
 * The file every file part of the collection uploads: a 16 × 16 grey JPEG, shipped beside the
 * collection so that the upload runs as downloaded.
 */
export const SAMPLE_FILE = downloads.postmanSamplePhoto;
const SAMPLE_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABQODxIPDRQSEBIXFRQYHjIhHhwcHj0sLiQySUBMS0dARkVQWnNiUFVtVkVGZIhlbXd7gYKBTmCNl4x9lnN+gXwBFRcXHhoeOyEhO3xTRlN8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fP/AABEIABAAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ANyrJCgAoAKAP//Z';

/**
 * One folder per topic, with every operation tagged with it: an operation of two topics (protection
 * and rental) is in both folders, and a topic of one variant sends that variant's example, as its
 * reference page shows it first.
 */
function folderOf(topic: Topic, entries: readonly Entry[], context: Context): JsonObject {
  const preferredVariant = topic.variant.length === 1 ? topic.variant[0] : undefined;
  const item = entries
    .filter((entry) => strings(entry.operation['tags']).includes(topic.name))
    .map((entry) => requestItem(entry, context, preferredVariant));
  return {name: topic.name, description: topic.description.trim(), item};
}

/** One step of a flow folder: an operation, the request example it sends, the IDs it keeps. */
type FlowStep = {
  readonly operationId: string;
  /** Keeps IDs of the answer for the steps after it: variable → path in the body. */
  readonly saves?: Readonly<Record<string, string>>;
};

type Flow = {
  readonly name: string;
  readonly variant: string;
  readonly guide: string;
  readonly steps: readonly FlowStep[];
};

/**
 * The flows a partner runs from start to end, as their guides describe them. Each step sends its
 * operation's example of the flow's variant; an ID an earlier step kept replaces the same literal
 * ID in later requests, so against the sandbox the real IDs travel from answer to request.
 */
const FLOWS: readonly Flow[] = [
  {
    name: 'Protection sale',
    variant: 'protection',
    guide: 'docs/acme-sales',
    steps: [
      {operationId: 'getAccessToken'},
      {operationId: 'createQuote', saves: {quote_id: 'id', option_id: 'options.0.option_id'}},
      {operationId: 'listLegalDocuments'},
      {operationId: 'createCustomer', saves: {customer_id: 'id'}},
      {operationId: 'createCustomerConsent', saves: {consent_id: 'id'}},
      {operationId: 'createPaymentMethod', saves: {payment_method_id: 'id'}},
      {operationId: 'createSale', saves: {sale_id: 'id'}},
      {operationId: 'completeSale', saves: {contract_id: 'contract_ids.0'}},
      {operationId: 'createContractHandover', saves: {handover_id: 'id'}},
      {operationId: 'getContract'},
    ],
  },
  {
    name: 'Rental checkout',
    variant: 'rental',
    guide: 'docs/flow-rental',
    steps: [
      {operationId: 'getAccessToken'},
      {operationId: 'createAvailabilityCheck'},
      // The customer first: the rental quote names her.
      {operationId: 'listCustomers', saves: {customer_id: 'data.0.id'}},
      {operationId: 'updateCustomer'},
      {operationId: 'createQuote', saves: {quote_id: 'id', option_id: 'options.0.option_id'}},
      {operationId: 'createStockReservation', saves: {reservation_id: 'id'}},
      {operationId: 'listLegalDocuments'},
      {operationId: 'createCustomerConsent', saves: {consent_id: 'id'}},
      {operationId: 'createPaymentMethod', saves: {payment_method_id: 'id'}},
      {operationId: 'createSale', saves: {sale_id: 'id'}},
      {operationId: 'createCustomerVerification', saves: {verification_id: 'id'}},
      {operationId: 'createCustomerCreditCheck', saves: {credit_check_id: 'id'}},
      {operationId: 'getSale'},
      {operationId: 'completeSale', saves: {contract_id: 'contract_ids.0'}},
      {operationId: 'createContractHandover', saves: {handover_id: 'id'}},
    ],
  },
];

/** The value at a dotted path of an example (`options.0.id`). */
function valueAt(value: JsonValue | undefined, path: string): JsonValue | undefined {
  let current = value;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isJsonObject(current)) current = current[part];
    else return undefined;
  }
  return current;
}

/** The example body of the answer a flow step gets (the mock answers it; the sandbox answers alike). */
function answerExample(document: JsonObject, operation: JsonObject, variant: string): JsonValue | undefined {
  const responses = deref(document, operation['responses']) ?? {};
  for (const status of Object.keys(responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort()) {
    const [mediaType, media] = firstContent(deref(document, responses[status])?.['content']) ?? [];
    if (mediaType === undefined || media === undefined) continue;
    const examples = examplesOf(document, media, {mediaType, preferredVariant: variant});
    const chosen = examples.find((example) => example.key === variant) ?? examples[0];
    if (chosen !== undefined) return JSON.parse(chosen.value) as JsonValue;
  }
  return undefined;
}

function flowFolder(flow: Flow, entries: readonly Entry[], context: Context, siteUrl: string): JsonObject {
  const carried = new Map<string, string>();
  const item = flow.steps.map((step) => {
    const entry = entries.find(({operation}) => operation['operationId'] === step.operationId);
    if (entry === undefined) throw new Error(`flow "${flow.name}": no operation ${step.operationId}`);
    const saves = step.saves ?? {};
    const request = requestItem(entry, context, flow.variant, {carried: new Map(carried), saves});
    const answer = answerExample(context.document, entry.operation, flow.variant);
    for (const [variable, path] of Object.entries(saves)) {
      const value = valueAt(answer, path);
      if (typeof value !== 'string')
        throw new Error(`flow "${flow.name}", ${step.operationId}: no ${path} in its example`);
      carried.set(value, variable);
    }
    return request;
  });
  const description =
    `The ${flow.variant} flow of ${siteUrl}/${flow.guide}, request by request. Run the folder in order: ` +
    'each request keeps the IDs of its answer in collection variables, and the requests after it send them.';
  return {name: flow.name, description, item};
}

function describeCollection(options: {
  readonly title: string;
  readonly siteUrl: string;
  readonly files: readonly {readonly file: string; readonly label: string}[];
  readonly scopes: readonly string[];
}): string {
  const files = options.files.map(({file, label}) => `\`${file}\` (${label})`).join(' or ');
  return [
    `Every operation of the ${options.title}, one folder per topic, and two folders that run a whole flow in order ` +
      `("Protection sale", "Rental checkout"). Reference pages and guides: ${options.siteUrl}`,
    `**Setup.** Import this collection and an environment file: ${files}. Select the environment; for the ` +
      'sandbox, fill in `client_id` and `client_secret` (the local mock environment has placeholders, which the ' +
      "mock accepts). The collection's pre-request script gets a token with the client credentials grant before " +
      'the first request that needs one and keeps it in `access_token` until a minute before it expires; every ' +
      'request sends it, except the few that need none. The same works in newman: ' +
      '`newman run <collection> -e <environment> --working-dir <folder of the downloaded files>`.',
    '**Tests.** Every request checks its documented success status and that the body matches the documented ' +
      'response schema.',
    `**Uploads.** File parts send \`${SAMPLE_FILE}\`, a small photo published beside the collection. Keep it in ` +
      "Postman's working directory (Settings, General) or pick a file of your own.",
    '**Scopes.** The token carries every scope granted to your client. To ask for fewer, add a `scope` field, ' +
      `separated by spaces, to the token request of the pre-request script: ${options.scopes.map((scope) => `\`${scope}\``).join(', ')}.`,
    '**Retries.** Each send gets a new `Idempotency-Key` (`{{$guid}}`); to retry a request safely, send it again ' +
      'with the key of the first attempt.',
  ].join('\n\n');
}

/** The collection, its environment files and the sample file it uploads, from the bundled OpenAPI document. */
export function postmanFiles(
  document: JsonObject,
  options: {readonly siteUrl: string},
): {
  readonly collectionFile: string;
  readonly collection: JsonObject;
  readonly environments: readonly PostmanEnvironmentFile[];
  readonly sampleFile: {readonly file: string; readonly content: Uint8Array};
} {
  const info = deref(document, document['info']) ?? {};
  const title = text(info['title']) ?? 'API';
  const name = `${title} V${String(info['version']).split('.')[0]}.x`;
  const servers = environmentsOf(document);
  const [target] = servers;
  if (target === undefined) throw new Error('#/servers: the collection needs a server');
  // The local mock is one of the document's servers; the collection gets an environment for it.
  const mock = servers.find((environment) => environment.name === 'local-mock');
  if (mock?.tokenUrl === undefined)
    throw new Error('#/servers: the collection needs the local-mock server and its token URL');
  const token = tokenEndpoint(document, target);
  const context: Context = {document, views: new SchemaViews(document), target, token};
  const entries = operationsOf(document);
  const topics = topicsOf(document);
  for (const {operation, method, path} of entries) {
    if (!strings(operation['tags']).some((tag) => topics.some((topic) => topic.name === tag))) {
      throw new Error(`${method} ${path}: none of its tags is a topic, so the operation would have no folder`);
    }
  }
  const targets = [
    {key: target.name, label: target.label, baseUrl: target.url, tokenUrl: token.url, credentials: BLANK_CREDENTIALS},
    {key: mock.name, label: mock.label, baseUrl: mock.url, tokenUrl: mock.tokenUrl, credentials: MOCK_CREDENTIALS},
  ].map((environment) => ({...environment, file: downloads.postmanEnvironment(environment.key)}));
  const description = describeCollection({title, siteUrl: options.siteUrl, files: targets, scopes: token.scopes});
  const folders = [
    ...FLOWS.map((flow) => flowFolder(flow, entries, context, options.siteUrl)),
    ...topics.map((topic) => folderOf(topic, entries, context)),
  ];
  const empty = folders.find((folder) => !isJsonArray(folder['item']) || folder['item'].length === 0);
  if (empty !== undefined)
    throw new Error(`tag "${String(empty['name'])}": no operation, so its folder would be empty`);
  const collection = {
    // No `_postman_id`: Postman assigns one on import, and a random one here would change every build.
    info: {name, description, schema: SCHEMA},
    item: folders,
    auth: {type: 'bearer', bearer: attributes({token: '{{access_token}}'})},
    event: [{listen: 'prerequest', script: {type: 'text/javascript', exec: tokenScript(token.clientAuthentication)}}],
    variable: attributes({
      ...variables(target.url, token.url, BLANK_CREDENTIALS),
      // Written by the pre-request script; an environment never sets them.
      access_token: '',
      access_token_expires_at: '',
      access_token_owner: '',
    }),
  };
  const environments = targets.map(({file, label, baseUrl, tokenUrl, credentials}) => {
    const values = Object.entries(variables(baseUrl, tokenUrl, credentials)).map(([key, value]) => {
      return {key, value, type: key === 'client_secret' ? 'secret' : 'default', enabled: true};
    });
    return {file, environment: {name: `${name} – ${label}`, values, _postman_variable_scope: 'environment'}};
  });
  const sampleFile = {file: SAMPLE_FILE, content: Uint8Array.from(Buffer.from(SAMPLE_JPEG_BASE64, 'base64'))};
  return {collectionFile: downloads.postmanCollection, collection, environments, sampleFile};
}
