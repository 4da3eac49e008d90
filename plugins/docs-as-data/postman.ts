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
import {isJsonObject, type JsonObject, type JsonValue} from '../openapi-reference/json';
import {environmentsOf, operationsOf, tokenOperation} from '../openapi-reference/operations';
import {deref, firstContent, formatValue, objects, strings, text} from '../openapi-reference/refs';
import {SchemaViews} from '../openapi-reference/schemas';
import {topicsOf, type Topic} from '../openapi-reference/topics';
import type {EnvironmentView, ParameterView} from '../openapi-reference/types';

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

/** The request URL: host variable, path with `:name` variables, query parameters with examples. */
function urlOf(entry: Entry, parameters: readonly ParameterView[], context: Context): JsonObject {
  const own = objects(entry.operation['servers']);
  const isToken = entry.path === context.token.path && entry.method === context.token.method;
  const ownUrl = own.find((server) => server['x-environment'] === context.target.name)?.['url'];
  if (!isToken && own.length > 0 && ownUrl !== context.target.url) {
    throw new Error(`${entry.method} ${entry.path}: its own servers have a host the collection has no variable for`);
  }
  const host = isToken ? '{{token_url}}' : '{{base_url}}';
  // The token URL already ends with the path.
  const path = isToken ? [] : entry.path.split('/').filter(Boolean);
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
  const example = examplesOf(document, media, {mediaType, preferredVariant})[0]?.value;
  if (mediaType === 'application/x-www-form-urlencoded') {
    const urlencoded = [...new URLSearchParams(example ?? '')].map(([key, value]) => ({key, value}));
    return {contentType: mediaType, body: {mode: 'urlencoded', urlencoded}};
  }
  if (mediaType === 'multipart/form-data') {
    const properties = deref(document, deref(document, media['schema'])?.['properties']);
    const fields: unknown = JSON.parse(example ?? '{}');
    const formdata = Object.entries(isJsonObject(fields) ? fields : {}).map(([key, value]) => {
      const property = deref(document, properties?.[key]);
      const isFile = property?.['format'] === 'binary' || property?.['contentMediaType'] !== undefined;
      const shown = formatValue(value ?? '');
      // A file part names the example's file; the reader picks a real one in Postman.
      return isFile ? {key, type: 'file', src: shown} : {key, type: 'text', value: shown};
    });
    // No Content-Type header: Postman writes it with the multipart boundary.
    return {body: {mode: 'formdata', formdata}};
  }
  const json = /json/.test(mediaType);
  const raw = example === undefined ? '' : json ? JSON.stringify(JSON.parse(example), null, 2) : example;
  return {contentType: mediaType, body: {mode: 'raw', raw, options: {raw: {language: json ? 'json' : 'text'}}}};
}

/** Postman's key-value list, as auth settings and collection variables are written. */
function attributes(values: Readonly<Record<string, string>>): JsonObject[] {
  return Object.entries(values).map(([key, value]) => ({key, value, type: 'string'}));
}

/**
 * Request auth: none, so the collection's OAuth 2.0 applies, unless the operation takes no token
 * (`security: []`). The token request then sends the client credentials with HTTP Basic, as its
 * samples do (`x-sample-auth: basic`); the others send no credentials.
 */
function authOf(document: JsonObject, operation: JsonObject): JsonObject | undefined {
  if (objects(operation['security'] ?? document['security']).length > 0) return undefined;
  if (operation['x-sample-auth'] !== 'basic') return {type: 'noauth'};
  return {type: 'basic', basic: attributes({username: '{{client_id}}', password: '{{client_secret}}'})};
}

function requestItem(entry: Entry, context: Context, preferredVariant: string | undefined): JsonObject {
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
  return {
    name: text(operation['summary']) ?? String(operation['operationId']),
    request: {
      ...(auth === undefined ? {} : {auth}),
      method: method.toUpperCase(),
      header,
      ...(body === undefined ? {} : {body: body.body}),
      url: urlOf(entry, parameters, context),
      description: [...deprecation, text(operation['description']) ?? ''].join('\n\n').trim(),
    },
  };
}

/** The variables the requests use, for one environment; credentials are never filled in. */
function variables(baseUrl: string, tokenUrl: string): Record<string, string> {
  return {base_url: baseUrl, token_url: tokenUrl, client_id: '', client_secret: ''};
}

/** One folder per topic, with the topic's operations (an operation is filed under its first tag). */
function folderOf(topic: Topic, entries: readonly Entry[], context: Context): JsonObject {
  const firstTag = (entry: Entry) => strings(entry.operation['tags'])[0];
  // A topic of one variant shows that variant's example first, as its reference page does.
  const preferredVariant = topic.variant.length === 1 ? topic.variant[0] : undefined;
  const elsewhere = entries
    .filter((entry) => firstTag(entry) !== topic.name && strings(entry.operation['tags']).includes(topic.name))
    .map((entry) => `- ${text(entry.operation['summary']) ?? ''} (folder ${firstTag(entry) ?? ''})`);
  const note = elsewhere.length > 0 ? `\n\nOperations of this topic in other folders:\n${elsewhere.join('\n')}` : '';
  const item = entries
    .filter((entry) => firstTag(entry) === topic.name)
    .map((entry) => requestItem(entry, context, preferredVariant));
  return {name: topic.name, description: `${topic.description.trim()}${note}`, item};
}

function describeCollection(options: {
  readonly title: string;
  readonly siteUrl: string;
  readonly files: readonly {readonly file: string; readonly label: string}[];
  readonly scopes: readonly string[];
}): string {
  const files = options.files.map(({file, label}) => `\`${file}\` (${label})`).join(' or ');
  return [
    `Every operation of the ${options.title}, one folder per topic. Reference pages and guides: ${options.siteUrl}`,
    `**Setup.** Import this collection and an environment file: ${files}. Select the environment, fill in ` +
      '`client_id` and `client_secret` (the mock takes any value), then choose **Get New Access Token** on the ' +
      "collection's Authorization tab. Every request uses that token, except the few that need none.",
    '**Scopes.** `scope` is left empty, so the token carries every scope granted to your client. To ask for ' +
      `fewer, enter them separated by spaces: ${options.scopes.map((scope) => `\`${scope}\``).join(', ')}.`,
    '**Retries.** Each send gets a new `Idempotency-Key` (`{{$guid}}`); to retry a request safely, send it again ' +
      'with the key of the first attempt.',
  ].join('\n\n');
}

/** The collection and its environment files, from the bundled OpenAPI document. */
export function postmanFiles(
  document: JsonObject,
  options: {readonly siteUrl: string},
): {
  readonly collectionFile: string;
  readonly collection: JsonObject;
  readonly environments: readonly PostmanEnvironmentFile[];
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
    if (!topics.some((topic) => topic.name === strings(operation['tags'])[0])) {
      throw new Error(`${method} ${path}: its first tag is no topic, so the operation would have no folder`);
    }
  }
  const targets = [
    {key: target.name, label: target.label, baseUrl: target.url, tokenUrl: token.url},
    {key: mock.name, label: mock.label, baseUrl: mock.url, tokenUrl: mock.tokenUrl},
  ].map((environment) => ({...environment, file: downloads.postmanEnvironment(environment.key)}));
  const description = describeCollection({title, siteUrl: options.siteUrl, files: targets, scopes: token.scopes});
  const oauth2 = attributes({
    grant_type: 'client_credentials',
    accessTokenUrl: '{{token_url}}',
    clientId: '{{client_id}}',
    clientSecret: '{{client_secret}}',
    scope: '',
    client_authentication: token.clientAuthentication,
    addTokenTo: 'header',
    tokenName: name,
  });
  const collection = {
    // No `_postman_id`: Postman assigns one on import, and a random one here would change every build.
    info: {name, description, schema: SCHEMA},
    item: topics.map((topic) => folderOf(topic, entries, context)),
    auth: {type: 'oauth2', oauth2},
    variable: attributes(variables(target.url, token.url)),
  };
  const environments = targets.map(({file, label, baseUrl, tokenUrl}) => {
    const values = Object.entries(variables(baseUrl, tokenUrl)).map(([key, value]) => {
      return {key, value, type: key === 'client_secret' ? 'secret' : 'default', enabled: true};
    });
    return {file, environment: {name: `${name} – ${label}`, values, _postman_variable_scope: 'environment'}};
  });
  return {collectionFile: downloads.postmanCollection, collection, environments};
}
