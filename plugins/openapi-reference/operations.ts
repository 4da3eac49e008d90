/**
 * Operations: the view of each operation on a reference page (parameters, bodies, responses, code
 * samples, servers), and the problem codes its error responses carry.
 */
import {isJsonObject, type JsonObject} from './json';
import {renderInlineMarkdown, renderInlineText, renderMarkdown} from './markdown';
import {bodyView, parameterViews, type ViewContext} from './bodies';
import {deref, objects, strings, text} from './refs';
import {buildSamples, type SampleRequest} from './samples';
import type {EnvironmentView, HeaderView, OperationView, ResponseView, ServerView} from './types';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type OperationEntry = {
  readonly path: string;
  readonly method: string;
  readonly pathItem: JsonObject;
  readonly operation: JsonObject;
};

/** Every operation of the document, in path order. */
export function operationsOf(document: JsonObject): OperationEntry[] {
  const out: OperationEntry[] = [];
  const paths = document['paths'];
  if (!isJsonObject(paths)) return out;
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = deref(document, rawItem);
    if (pathItem === undefined) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (isJsonObject(operation)) out.push({path, method, pathItem, operation});
    }
  }
  return out;
}

/**
 * The servers of a `servers` list, each with the environment its `x-environment` names. A server
 * without one is an error: code samples and the environment switch depend on it.
 */
function serverViews(servers: readonly JsonObject[], where: string): ServerView[] {
  return servers.map((server, index) => {
    const environment = text(server['x-environment']);
    if (environment === undefined) {
      throw new Error(`${where}/servers/${index}: add \`x-environment\` (for example sandbox or production)`);
    }
    return {url: String(server['url']), environment};
  });
}

/** The token operation: the one whose own server and path give the OAuth 2.0 scheme's `tokenUrl`. */
type TokenOperation = {
  readonly entry: OperationEntry;
  /** Its servers, one per environment. */
  readonly servers: readonly ServerView[];
  /** Every scope of the client credentials flow. */
  readonly scopes: readonly string[];
};

export function tokenOperation(document: JsonObject): TokenOperation | undefined {
  const schemes = Object.values(deref(document, deref(document, document['components'])?.['securitySchemes']) ?? {});
  const flow = schemes
    .map((scheme) => deref(document, deref(document, deref(document, scheme)?.['flows'])?.['clientCredentials']))
    .find((candidate) => text(candidate?.['tokenUrl']) !== undefined);
  const tokenUrl = text(flow?.['tokenUrl']);
  for (const entry of operationsOf(document)) {
    const servers = serverViews(objects(entry.operation['servers']), `#/paths/${entry.path}`);
    if (servers.some((server) => `${server.url}${entry.path}` === tokenUrl)) {
      return {entry, servers, scopes: Object.keys(deref(document, flow?.['scopes']) ?? {})};
    }
  }
  return undefined;
}

/** The document's environments (its root servers), in document order: the first is the samples' target. */
export function environmentsOf(document: JsonObject): EnvironmentView[] {
  const token = tokenOperation(document);
  const tokens = new Map(
    (token?.servers ?? []).map((server) => [server.environment, `${server.url}${token?.entry.path}`]),
  );
  return serverViews(objects(document['servers']), '#').map(({url, environment}) => ({
    ...(tokens.has(environment) ? {tokenUrl: tokens.get(environment)} : {}),
    name: environment,
    // `local-mock` reads "Local mock".
    label: environment.charAt(0).toUpperCase() + environment.slice(1).replace(/-/g, ' '),
    url,
  }));
}

/** Problem codes a response can carry: its `x-problem` and the `code` of its problem examples. */
export function problemCodes(document: JsonObject, response: JsonObject): string[] {
  const codes = new Set<string>();
  const problem = response['x-problem'];
  if (isJsonObject(problem) && typeof problem['code'] === 'string') codes.add(problem['code']);
  const content = response['content'];
  const media = isJsonObject(content) ? content['application/problem+json'] : undefined;
  if (isJsonObject(media)) {
    const examples = isJsonObject(media['examples']) ? Object.values(media['examples']) : [];
    for (const raw of examples) {
      const value = deref(document, raw)?.['value'];
      if (isJsonObject(value) && typeof value['code'] === 'string') codes.add(value['code']);
    }
  }
  return [...codes];
}

/** Problem code → the error catalogue's example, so operations can link there instead of repeating it. */
export type CanonicalProblems = ReadonlyMap<string, string>;

function responseViews(operation: JsonObject, context: OperationContext): ResponseView[] {
  const {document, views, canonicalProblems} = context;
  const responses = operation['responses'];
  if (!isJsonObject(responses)) return [];
  const canonical = new Set(canonicalProblems.values());
  return Object.entries(responses).map(([status, raw]): ResponseView => {
    const response = deref(document, raw) ?? {};
    const headers: HeaderView[] = [];
    for (const [name, rawHeader] of Object.entries(isJsonObject(response['headers']) ? response['headers'] : {})) {
      const header = deref(document, rawHeader);
      if (header === undefined) continue;
      const headerView: {name: string; descriptionHtml?: string; type: string} = {
        name,
        type: views.typeLabel(header['schema']),
      };
      const description = text(header['description']);
      if (description !== undefined) headerView.descriptionHtml = renderInlineMarkdown(description);
      headers.push(headerView);
    }
    const problems = problemCodes(document, response);
    const view: {-readonly [K in keyof ResponseView]: ResponseView[K]} = {
      status,
      // The text of the response's <summary> (src/components/ApiOperation): no links inside.
      descriptionHtml: renderInlineText(text(response['description']) ?? ''),
      headers,
      problems,
    };
    const body = bodyView(response, context);
    const onlyCanonical =
      problems.length > 0 &&
      body !== undefined &&
      body.examples.length > 0 &&
      body.examples.every((example) => canonical.has(example.value));
    if (body !== undefined && !onlyCanonical) view.body = body;
    // A response that links to the catalogue carries its standard headers there too.
    if (onlyCanonical) view.headers = [];
    return view;
  });
}

/** What building the operations of one reference page needs besides the operation itself. */
type OperationContext = ViewContext & {
  /** Slug and title of every topic's page, by tag name (for "also on" links). */
  readonly pagesByTag: ReadonlyMap<string, {readonly slug: string; readonly name: string}>;
  /** The slug of the page being built. */
  readonly currentSlug: string;
  readonly canonicalProblems: CanonicalProblems;
  /** The document's environments; code samples target the first. */
  readonly environments: readonly EnvironmentView[];
};

function sampleAuth(operation: JsonObject, security: readonly JsonObject[]): SampleRequest['auth'] {
  const declared = text(operation['x-sample-auth']);
  if (declared === 'basic' || declared === 'bearer' || declared === 'none') return declared;
  return security.length > 0 ? 'bearer' : 'none';
}

export function operationView(entry: OperationEntry, context: OperationContext): OperationView {
  const {operation, pathItem, path, method} = entry;
  const operationId = String(operation['operationId']);
  const security = objects(operation['security']);
  const scopes = security.flatMap((requirement) => Object.values(requirement).flatMap((value) => strings(value)));
  const parameters = parameterViews(pathItem, operation, context);
  const idempotencyKey = parameters.find(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );
  const requestBodyRaw = deref(context.document, operation['requestBody']);
  const requestBody = requestBodyRaw === undefined ? undefined : bodyView(requestBodyRaw, context);
  const operationServers = Array.isArray(operation['servers'])
    ? serverViews(objects(operation['servers']), `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`)
    : undefined;
  const target = context.environments[0];
  const base =
    operationServers?.find((server) => server.environment === target?.name)?.url ??
    operationServers?.[0]?.url ??
    target?.url ??
    '';

  const sampleRequest: SampleRequest = {
    method: method.toUpperCase(),
    url: base + path,
    pathParameters: Object.fromEntries(
      parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.example ?? `{${p.name}}`]),
    ),
    query: parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, p.example ?? ''] as const),
    headers: parameters
      .filter((p) => p.in === 'header' && (p.required || p.name.toLowerCase() === 'idempotency-key'))
      .map((p) => [p.name, p.example ?? ''] as const),
    auth: sampleAuth(operation, security),
    body:
      requestBody === undefined
        ? undefined
        : {mediaType: requestBody.mediaType, example: requestBody.examples[0]?.value},
  };

  const alsoOn = strings(operation['tags']).flatMap((tag) => {
    const page = context.pagesByTag.get(tag);
    return page === undefined || page.slug === context.currentSlug ? [] : [{slug: page.slug, title: page.name}];
  });

  const view: {-readonly [K in keyof OperationView]: OperationView[K]} = {
    operationId,
    method: method.toUpperCase(),
    path,
    summary: text(operation['summary']) ?? operationId,
    descriptionHtml: renderMarkdown(text(operation['description']) ?? ''),
    deprecated: operation['deprecated'] === true,
    scopes,
    authenticated: security.length > 0,
    parameters,
    responses: responseViews(operation, context),
    samples: buildSamples(sampleRequest),
    alsoOn,
    home: context.pagesByTag.get(strings(operation['tags'])[0] ?? '')?.slug === context.currentSlug,
  };
  const deprecation = text(operation['x-deprecated-description']);
  if (deprecation !== undefined) view.deprecationHtml = renderMarkdown(deprecation);
  const variant = strings(operation['x-variant']);
  if (variant.length > 0) view.variant = variant;
  if (idempotencyKey !== undefined) view.idempotency = idempotencyKey.required ? 'required' : 'optional';
  if (operationServers !== undefined) view.servers = operationServers;
  if (requestBody !== undefined) view.requestBody = requestBody;
  return view;
}
