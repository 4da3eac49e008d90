/**
 * Pure functions that turn the bundled OpenAPI document (internal `#/components/…` references
 * kept) into the data of each reference page and of the error catalogue. No I/O here: the plugin's
 * lifecycle code (index.ts) loads the document and writes what these functions return.
 */
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from './json';
import {renderInlineMarkdown, renderMarkdown} from './markdown';
import {buildSamples, type SampleRequest} from './samples';
import type {
  BodyView,
  CodeSample,
  PageSamples,
  DataClass,
  ErrorCatalogData,
  ExampleView,
  HeaderView,
  OperationView,
  ParameterView,
  ProblemTypeView,
  PropertyView,
  ReferencePageData,
  ResponseView,
  SchemaHome,
  SchemaRef,
  SchemaView,
  TocEntry,
  WebhookDetails,
  WebhookView,
} from './types';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Guide slug of each reference page whose guide has another slug. */
const GUIDE_FOR_PAGE: Readonly<Record<string, string>> = {
  // These two reference slugs are misspelt on purpose (published addresses); the guides are spelt right.
  enviroments: 'environments',
  vochers: 'vouchers',
};

/** Webhook event domains (openapi/DOMAIN.md, Webhook events), by the resource prefix of the event name. */
const EVENT_DOMAINS: readonly (readonly [RegExp, string])[] = [
  [/^(catalog_import|catalog_item|price_update)\./, 'Catalog'],
  [/^stock_reservation\./, 'Stock'],
  [/^(quote|sale)\./, 'Quotes and sales'],
  [/^(verification|credit_check)\./, 'Verification and scoring'],
  [/^legal_document\./, 'Legal documents'],
  [/^contract\./, 'Contracts'],
  [/^(payment|refund|subscription|invoice)\./, 'Payments and billing'],
  [/^(handover|return)\./, 'Handover and returns'],
  [/^(claim|repair_order)\./, 'Repair'],
  [/^webhook_endpoint\./, 'Platform'],
];

function eventDomain(event: string): string {
  return EVENT_DOMAINS.find(([pattern]) => pattern.test(event))?.[1] ?? 'Other';
}

// ---------------------------------------------------------------------------------------------
// Reference resolution

/** Follows internal `$ref`s (`#/components/schemas/Contract`) to the node they point at. */
function resolve(document: JsonObject, node: JsonValue | undefined): {node: JsonObject; name?: string} | undefined {
  let current = node;
  let name: string | undefined;
  for (let hops = 0; hops < 32 && isJsonObject(current); hops += 1) {
    const ref = current['$ref'];
    if (typeof ref !== 'string') return {node: current, name};
    const tokens = ref
      .replace(/^#\//, '')
      .split('/')
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (tokens[0] === 'components' && tokens[1] === 'schemas') name = tokens[2];
    let target: JsonValue | undefined = document;
    for (const token of tokens) target = isJsonObject(target) ? target[token] : undefined;
    current = target;
  }
  return undefined;
}

function text(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function strings(value: JsonValue | undefined): string[] {
  return isJsonArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

// ---------------------------------------------------------------------------------------------
// Schemas

/** Merges `allOf` members (following references) into one schema, recursively for shared properties. */
function flattenAllOf(document: JsonObject, schema: JsonObject): JsonObject {
  const members = schema['allOf'];
  if (!isJsonArray(members)) return schema;
  const {allOf: _allOf, ...own} = schema;
  let merged: JsonObject = {};
  for (const member of [...members, own]) {
    const resolved = resolve(document, member);
    if (resolved === undefined) continue;
    merged = mergeSchemas(document, merged, flattenAllOf(document, resolved.node));
  }
  return merged;
}

function mergeSchemas(document: JsonObject, a: JsonObject, b: JsonObject): JsonObject {
  const out: {[key: string]: JsonValue | undefined} = {...a};
  for (const [key, value] of Object.entries(b)) {
    if (key === 'properties' && isJsonObject(value) && isJsonObject(a['properties'])) {
      const properties: {[key: string]: JsonValue | undefined} = {...a['properties']};
      for (const [name, property] of Object.entries(value)) {
        const existing = properties[name];
        const left = resolve(document, existing);
        const right = resolve(document, property);
        // Merge only two inline objects that both list properties; a reference or a bare
        // `{type: object}` is replaced by the more specific side, keeping named schemas shared.
        const mergeable =
          left !== undefined &&
          right !== undefined &&
          left.name === undefined &&
          right.name === undefined &&
          isJsonObject(left.node['properties']) &&
          isJsonObject(right.node['properties']);
        properties[name] = mergeable
          ? mergeSchemas(document, flattenAllOf(document, left.node), flattenAllOf(document, right.node))
          : property;
      }
      out['properties'] = properties;
    } else if (key === 'required' && isJsonArray(value)) {
      out['required'] = [...new Set([...strings(a['required']), ...strings(value)])];
    } else {
      out[key] = value;
    }
  }
  return out;
}

function formatValue(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function constraintsOf(schema: JsonObject): string[] {
  const out: string[] = [];
  const num = (key: string): number | undefined =>
    typeof schema[key] === 'number' ? (schema[key] as number) : undefined;
  const min = num('minimum');
  const max = num('maximum');
  if (min !== undefined && max !== undefined) out.push(`${min} to ${max}`);
  else if (min !== undefined) out.push(`≥ ${min}`);
  else if (max !== undefined) out.push(`≤ ${max}`);
  if (num('exclusiveMinimum') !== undefined) out.push(`> ${num('exclusiveMinimum')}`);
  if (num('exclusiveMaximum') !== undefined) out.push(`< ${num('exclusiveMaximum')}`);
  const minLength = num('minLength');
  const maxLength = num('maxLength');
  if (minLength !== undefined && maxLength !== undefined) out.push(`${minLength} to ${maxLength} characters`);
  else if (maxLength !== undefined) out.push(`at most ${maxLength} characters`);
  else if (minLength !== undefined) out.push(`at least ${minLength} characters`);
  const minItems = num('minItems');
  const maxItems = num('maxItems');
  if (minItems !== undefined && maxItems !== undefined) out.push(`${minItems} to ${maxItems} items`);
  else if (maxItems !== undefined) out.push(`at most ${maxItems} items`);
  else if (minItems !== undefined) out.push(`at least ${minItems} items`);
  if (schema['uniqueItems'] === true) out.push('unique items');
  if (num('maxProperties') !== undefined) out.push(`at most ${num('maxProperties')} entries`);
  if (typeof schema['pattern'] === 'string') out.push(`pattern ${schema['pattern']}`);
  if (schema['default'] !== undefined) out.push(`default ${formatValue(schema['default'] as JsonValue)}`);
  if (schema['const'] !== undefined) out.push(`always ${formatValue(schema['const'] as JsonValue)}`);
  return out;
}

const DATA_CLASSES = new Set<string>(['personal', 'kyc', 'credit']);

/** Builds schema views for one page, listing each named schema once in `schemas`. */
class SchemaViews {
  readonly schemas: Record<string, SchemaView> = {};
  private readonly building = new Set<string>();

  constructor(
    private readonly document: JsonObject,
    private readonly preferredVariant?: string,
  ) {}

  /** The view of a schema node; named components become `{ref: name}`. */
  ref(node: JsonValue | undefined): SchemaRef {
    const resolved = resolve(this.document, node);
    if (resolved === undefined) return {type: 'any', constraints: []};
    const {name} = resolved;
    if (name === undefined) return this.view(resolved.node);
    if (this.schemas[name] === undefined && !this.building.has(name)) {
      this.building.add(name);
      this.schemas[name] = {...this.view(resolved.node), name};
      this.building.delete(name);
    }
    return {ref: name};
  }

  /** The type label of a schema node, with component names kept (`array of Contract`). */
  typeLabel(node: JsonValue | undefined): string {
    const resolved = resolve(this.document, node);
    if (resolved === undefined) return 'any';
    if (resolved.name !== undefined) return resolved.name;
    return this.ownTypeLabel(resolved.node);
  }

  private ownTypeLabel(schema: JsonObject): string {
    if (isJsonArray(schema['oneOf']) || isJsonArray(schema['anyOf'])) return 'one of';
    const types = typeof schema['type'] === 'string' ? [schema['type']] : strings(schema['type']);
    const nonNull = types.filter((type) => type !== 'null');
    let label =
      nonNull.join(' or ') || (isJsonObject(schema['properties']) || isJsonArray(schema['allOf']) ? 'object' : 'any');
    if (nonNull.length === 1 && nonNull[0] === 'array') label = `array of ${this.typeLabel(schema['items'])}`;
    if (typeof schema['format'] === 'string') label += ` (${schema['format']})`;
    if (types.includes('null')) label += ' or null';
    return label;
  }

  private view(rawSchema: JsonObject): SchemaView {
    const schema = flattenAllOf(this.document, rawSchema);
    const description = text(schema['description']);
    const view: {-readonly [K in keyof SchemaView]: SchemaView[K]} = {
      type: this.ownTypeLabel(schema),
      constraints: constraintsOf(schema),
    };
    if (description !== undefined) view.descriptionHtml = renderMarkdown(description);
    const dataClass = schema['x-data-class'];
    if (typeof dataClass === 'string' && DATA_CLASSES.has(dataClass)) view.dataClass = dataClass as DataClass;
    if (schema['readOnly'] === true) view.readOnly = true;
    if (schema['writeOnly'] === true) view.writeOnly = true;
    if (schema['deprecated'] === true) view.deprecated = true;
    const variant = strings(schema['x-variant']);
    if (variant.length > 0) view.variant = variant;

    const enumValues = schema['enum'];
    if (isJsonArray(enumValues)) {
      const descriptions = isJsonObject(schema['x-enumDescriptions']) ? schema['x-enumDescriptions'] : {};
      view.enum = enumValues.map((value) => {
        const key = value === null ? 'null' : String(value);
        const entryDescription = text(descriptions[key]);
        return entryDescription === undefined
          ? {value: key}
          : {value: key, descriptionHtml: renderMarkdown(entryDescription)};
      });
    }

    const properties = schema['properties'];
    if (isJsonObject(properties)) {
      const required = new Set(strings(schema['required']));
      view.properties = Object.entries(properties).map(([name, property]): PropertyView => {
        const siblingDescription =
          isJsonObject(property) && typeof property['$ref'] === 'string' ? text(property['description']) : undefined;
        const inner = this.ref(property);
        const schemaRef: SchemaRef =
          siblingDescription !== undefined && 'ref' in inner
            ? {...this.inlineOf(inner.ref), descriptionHtml: renderMarkdown(siblingDescription)}
            : inner;
        return {name, required: required.has(name), schema: schemaRef};
      });
    }

    if (schema['items'] !== undefined) view.items = this.ref(schema['items']);

    const branches = isJsonArray(schema['oneOf'])
      ? schema['oneOf']
      : isJsonArray(schema['anyOf'])
        ? schema['anyOf']
        : undefined;
    if (branches !== undefined) {
      const discriminator = isJsonObject(schema['discriminator'])
        ? text(schema['discriminator']['propertyName'])
        : undefined;
      if (discriminator !== undefined) view.discriminator = discriminator;
      const options = branches.map((branch, index) => {
        const resolved = resolve(this.document, branch);
        const node = resolved?.node ?? {};
        const branchVariant = strings(node['x-variant'])[0] ?? discriminatorValue(this.document, node, discriminator);
        const label = text(node['title']) ?? branchVariant ?? resolved?.name ?? `Option ${index + 1}`;
        const option: {label: string; variant?: string; schema: SchemaRef} = {label, schema: this.ref(branch)};
        if (branchVariant !== undefined) option.variant = branchVariant;
        return option;
      });
      const preferred = this.preferredVariant;
      view.oneOf =
        preferred === undefined
          ? options
          : [...options].sort((a, b) => Number(b.variant === preferred) - Number(a.variant === preferred));
    }
    return view;
  }

  /**
   * The top level of a schema only: each property with its type, description and constraints,
   * nested objects named but not expanded. Registers no named schemas in the page.
   */
  shallow(node: JsonValue | undefined): SchemaView {
    const resolved = resolve(this.document, node);
    if (resolved === undefined) return {type: 'any', constraints: []};
    const schema = flattenAllOf(this.document, resolved.node);
    const view: {-readonly [K in keyof SchemaView]: SchemaView[K]} = {
      type: resolved.name ?? this.ownTypeLabel(schema),
      constraints: [],
    };
    if (resolved.name !== undefined) view.name = resolved.name;
    const description = text(schema['description']);
    if (description !== undefined) view.descriptionHtml = renderMarkdown(description);
    const properties = schema['properties'];
    if (isJsonObject(properties)) {
      const required = new Set(strings(schema['required']));
      view.properties = Object.entries(properties).map(([name, property]): PropertyView => {
        const target = resolve(this.document, property);
        const propertySchema = target === undefined ? {} : flattenAllOf(this.document, target.node);
        const own = isJsonObject(property) ? text(property['description']) : undefined;
        const propertyDescription = own ?? text(propertySchema['description']);
        const stub: {-readonly [K in keyof SchemaView]: SchemaView[K]} = {
          type: this.typeLabel(property),
          constraints: constraintsOf(propertySchema),
        };
        if (propertyDescription !== undefined) stub.descriptionHtml = renderMarkdown(propertyDescription);
        const dataClass = propertySchema['x-data-class'];
        if (typeof dataClass === 'string' && DATA_CLASSES.has(dataClass)) stub.dataClass = dataClass as DataClass;
        return {name, required: required.has(name), schema: stub};
      });
    }
    const branches = isJsonArray(schema['oneOf']) ? schema['oneOf'] : undefined;
    if (branches !== undefined) {
      view.oneOf = branches.map((branch) => {
        const branchResolved = resolve(this.document, branch);
        const label = branchResolved?.name ?? 'object';
        const branchView = this.shallow(branch);
        const option: {label: string; variant?: string; schema: SchemaRef} = {label, schema: branchView};
        const variant = strings(branchResolved?.node['x-variant'])[0];
        if (variant !== undefined) option.variant = variant;
        return option;
      });
      if (isJsonObject(schema['discriminator'])) {
        const property = text(schema['discriminator']['propertyName']);
        if (property !== undefined) view.discriminator = property;
      }
    }
    return view;
  }

  /** A copy of a named schema's view, for properties whose `$ref` has its own description. */
  private inlineOf(name: string): SchemaView {
    const shared = this.schemas[name];
    return shared === undefined ? {type: name, constraints: []} : {...shared, type: name};
  }
}

function discriminatorValue(document: JsonObject, node: JsonObject, property: string | undefined): string | undefined {
  if (property === undefined) return undefined;
  const flattened = flattenAllOf(document, node);
  const properties = flattened['properties'];
  const field = isJsonObject(properties) ? resolve(document, properties[property])?.node : undefined;
  if (field === undefined) return undefined;
  if (typeof field['const'] === 'string') return field['const'];
  const values = strings(field['enum']);
  return values.length === 1 ? values[0] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Examples, bodies, parameters, responses

function exampleVariant(example: JsonObject): string | undefined {
  return strings(example['x-variant'])[0];
}

function stringifyExample(value: JsonValue | undefined, mediaType: string): string {
  if (mediaType === 'application/x-www-form-urlencoded' && isJsonObject(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${encodeURIComponent(key)}=${encodeURIComponent(formatValue(item as JsonValue))}`)
      .join('&');
  }
  return JSON.stringify(value);
}

/** The examples of a media type, the preferred variant's first. */
function examplesOf(
  document: JsonObject,
  media: JsonObject,
  mediaType: string,
  preferredVariant?: string,
): ExampleView[] {
  const out: ExampleView[] = [];
  const examples = media['examples'];
  if (isJsonObject(examples)) {
    for (const [key, raw] of Object.entries(examples)) {
      const example = resolveExample(document, raw);
      if (example === undefined) continue;
      const view: {-readonly [K in keyof ExampleView]: ExampleView[K]} = {
        key,
        label: text(example['summary']) ?? key,
        value: stringifyExample(example['value'] as JsonValue, mediaType),
      };
      const variant = exampleVariant(example);
      if (variant !== undefined) view.variant = variant;
      out.push(view);
    }
  } else if (media['example'] !== undefined) {
    out.push({key: 'example', label: 'Example', value: stringifyExample(media['example'] as JsonValue, mediaType)});
  }
  if (preferredVariant === undefined) return out;
  return [...out].sort((a, b) => Number(b.variant === preferredVariant) - Number(a.variant === preferredVariant));
}

function resolveExample(document: JsonObject, raw: JsonValue | undefined): JsonObject | undefined {
  let current = raw;
  for (let hops = 0; hops < 8 && isJsonObject(current); hops += 1) {
    const ref = current['$ref'];
    if (typeof ref !== 'string') return current;
    let target: JsonValue | undefined = document;
    for (const token of ref.replace(/^#\//, '').split('/'))
      target = isJsonObject(target) ? target[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    current = target;
  }
  return undefined;
}

function firstContent(content: JsonValue | undefined): [string, JsonObject] | undefined {
  if (!isJsonObject(content)) return undefined;
  for (const [mediaType, media] of Object.entries(content)) if (isJsonObject(media)) return [mediaType, media];
  return undefined;
}

function bodyView(
  document: JsonObject,
  views: SchemaViews,
  holder: JsonObject,
  preferredVariant?: string,
): BodyView | undefined {
  const entry = firstContent(holder['content']);
  if (entry === undefined) return undefined;
  const [mediaType, media] = entry;
  const view: {-readonly [K in keyof BodyView]: BodyView[K]} = {
    mediaType,
    required: holder['required'] === true,
    examples: examplesOf(document, media, mediaType, preferredVariant),
  };
  const description = text(holder['description']);
  if (description !== undefined) view.descriptionHtml = renderMarkdown(description);
  if (media['schema'] !== undefined) view.schema = views.ref(media['schema']);
  return view;
}

function parameterViews(
  document: JsonObject,
  views: SchemaViews,
  pathItem: JsonObject,
  operation: JsonObject,
): ParameterView[] {
  const byKey = new Map<string, JsonObject>();
  for (const raw of [
    ...(isJsonArray(pathItem['parameters']) ? pathItem['parameters'] : []),
    ...(isJsonArray(operation['parameters']) ? operation['parameters'] : []),
  ]) {
    const parameter = resolveExample(document, raw);
    if (parameter === undefined) continue;
    byKey.set(`${String(parameter['in'])}:${String(parameter['name'])}`, parameter);
  }
  const order = {path: 0, query: 1, header: 2, cookie: 3} as const;
  return [...byKey.values()]
    .map((parameter): ParameterView => {
      const where = parameter['in'];
      const location =
        where === 'path' || where === 'query' || where === 'header' || where === 'cookie' ? where : 'query';
      const view: {-readonly [K in keyof ParameterView]: ParameterView[K]} = {
        name: String(parameter['name']),
        in: location,
        required: parameter['required'] === true,
        schema: views.ref(parameter['schema']),
      };
      const description = text(parameter['description']);
      if (description !== undefined) view.descriptionHtml = renderMarkdown(description);
      if (parameter['deprecated'] === true) view.deprecated = true;
      const schemaNode = resolve(document, parameter['schema'])?.node;
      const example =
        parameter['example'] ??
        schemaNode?.['example'] ??
        (isJsonArray(schemaNode?.['examples']) ? schemaNode['examples'][0] : undefined);
      if (example !== undefined) view.example = formatValue(example as JsonValue);
      return view;
    })
    .sort((a, b) => order[a.in] - order[b.in] || Number(b.required) - Number(a.required));
}

function problemCodes(document: JsonObject, response: JsonObject): string[] {
  const codes = new Set<string>();
  const problem = response['x-problem'];
  if (isJsonObject(problem) && typeof problem['code'] === 'string') codes.add(problem['code']);
  const content = response['content'];
  const media = isJsonObject(content) ? content['application/problem+json'] : undefined;
  if (isJsonObject(media)) {
    const examples = isJsonObject(media['examples']) ? Object.values(media['examples']) : [];
    for (const raw of examples) {
      const value = resolveExample(document, raw)?.['value'];
      if (isJsonObject(value) && typeof value['code'] === 'string') codes.add(value['code']);
    }
  }
  return [...codes];
}

/** The canonical example of each problem code (from the catalogue), to avoid repeating it on every operation. */
type CanonicalProblems = ReadonlyMap<string, string>;

function responseViews(
  document: JsonObject,
  views: SchemaViews,
  operation: JsonObject,
  canonical: CanonicalProblems,
  preferredVariant?: string,
): ResponseView[] {
  const responses = operation['responses'];
  if (!isJsonObject(responses)) return [];
  return Object.entries(responses).map(([status, raw]): ResponseView => {
    const response = resolveExample(document, raw) ?? {};
    const headers: HeaderView[] = [];
    if (isJsonObject(response['headers'])) {
      for (const [name, rawHeader] of Object.entries(response['headers'])) {
        const header = resolveExample(document, rawHeader);
        if (header === undefined) continue;
        const headerView: {name: string; descriptionHtml?: string; type: string} = {
          name,
          type: views.typeLabel(header['schema']),
        };
        const description = text(header['description']);
        if (description !== undefined) headerView.descriptionHtml = renderInlineMarkdown(description);
        headers.push(headerView);
      }
    }
    const problems = problemCodes(document, response);
    const view: {-readonly [K in keyof ResponseView]: ResponseView[K]} = {
      status,
      descriptionHtml: renderInlineMarkdown(text(response['description']) ?? ''),
      headers,
      problems,
    };
    const body = bodyView(document, views, response, preferredVariant);
    const onlyCanonical =
      problems.length > 0 &&
      body !== undefined &&
      body.examples.length > 0 &&
      body.examples.every((example) => [...canonical.values()].includes(example.value));
    if (body !== undefined && !onlyCanonical) view.body = body;
    // A response that links to the catalogue carries its standard headers there too.
    if (onlyCanonical) view.headers = [];
    return view;
  });
}

// ---------------------------------------------------------------------------------------------
// Operations and pages

type OperationEntry = {
  readonly path: string;
  readonly method: string;
  readonly pathItem: JsonObject;
  readonly operation: JsonObject;
};

function operationsOf(document: JsonObject): OperationEntry[] {
  const out: OperationEntry[] = [];
  const paths = document['paths'];
  if (!isJsonObject(paths)) return out;
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = resolveExample(document, rawItem);
    if (pathItem === undefined) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (isJsonObject(operation)) out.push({path, method, pathItem, operation});
    }
  }
  return out;
}

type TagInfo = {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly variant: readonly string[];
};

function tagsOf(document: JsonObject): TagInfo[] {
  const tags = document['tags'];
  if (!isJsonArray(tags)) return [];
  return tags.filter(isJsonObject).flatMap((tag) => {
    const name = text(tag['name']);
    const slug = text(tag['x-page-slug']);
    if (name === undefined || slug === undefined) return [];
    return [{name, slug, description: text(tag['description']) ?? '', variant: strings(tag['x-variant'])}];
  });
}

function serverUrls(document: JsonObject): {sandbox: string; production: string} {
  const servers = isJsonArray(document['servers']) ? document['servers'].filter(isJsonObject) : [];
  const urls = servers.map((server) => String(server['url']));
  return {
    sandbox: urls.find((url) => url.includes('sandbox')) ?? urls[0] ?? '',
    production: urls.find((url) => !url.includes('sandbox')) ?? urls[0] ?? '',
  };
}

function operationView(
  document: JsonObject,
  entry: OperationEntry,
  views: SchemaViews,
  tagPages: ReadonlyMap<string, TagInfo>,
  currentSlug: string,
  preferredVariant: string | undefined,
  canonical: CanonicalProblems,
): OperationView {
  const {operation, pathItem, path, method} = entry;
  const operationId = String(operation['operationId']);
  const security = isJsonArray(operation['security']) ? operation['security'].filter(isJsonObject) : [];
  const scopes = security.flatMap((requirement) => Object.values(requirement).flatMap((value) => strings(value)));
  const parameters = parameterViews(document, views, pathItem, operation);
  const idempotencyKey = parameters.find(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );
  const requestBodyRaw = resolveExample(document, operation['requestBody']);
  const requestBody =
    requestBodyRaw === undefined ? undefined : bodyView(document, views, requestBodyRaw, preferredVariant);
  const operationServers = isJsonArray(operation['servers'])
    ? operation['servers'].filter(isJsonObject).map((server) => {
        const url = String(server['url']);
        return {url, environment: url.includes('sandbox') ? ('sandbox' as const) : ('production' as const)};
      })
    : undefined;
  const servers = serverUrls(document);
  const sandboxBase = operationServers?.find((server) => server.environment === 'sandbox')?.url ?? servers.sandbox;

  const sampleRequest: SampleRequest = {
    method: method.toUpperCase(),
    url: sandboxBase + path,
    pathParameters: Object.fromEntries(
      parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.example ?? `{${p.name}}`]),
    ),
    query: parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, p.example ?? ''] as const),
    headers: parameters
      .filter((p) => p.in === 'header' && (p.required || p.name.toLowerCase() === 'idempotency-key'))
      .map((p) => [p.name, p.example ?? ''] as const),
    auth: scopes.length > 0 || security.length > 0 ? 'bearer' : operationId === 'getAccessToken' ? 'basic' : 'none',
    body:
      requestBody === undefined
        ? undefined
        : {mediaType: requestBody.mediaType, example: requestBody.examples[0]?.value},
  };

  const tagNames = strings(operation['tags']);
  const alsoOn = tagNames
    .map((tag) => tagPages.get(tag))
    .filter((tag): tag is TagInfo => tag !== undefined && tag.slug !== currentSlug)
    .map((tag) => ({slug: tag.slug, title: tag.name}));

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
    responses: responseViews(document, views, operation, canonical, preferredVariant),
    samples: buildSamples(sampleRequest),
    alsoOn,
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

function webhookViews(
  document: JsonObject,
  views: SchemaViews,
  include: (tags: readonly string[]) => boolean,
): WebhookView[] {
  const webhooks = document['webhooks'];
  if (!isJsonObject(webhooks)) return [];
  const out: WebhookView[] = [];
  for (const [event, rawItem] of Object.entries(webhooks)) {
    const item = resolveExample(document, rawItem);
    const post = isJsonObject(item?.['post']) ? (item['post'] as JsonObject) : undefined;
    if (post === undefined || !include(strings(post['tags']))) continue;
    const body = resolveExample(document, post['requestBody']);
    const bodyEntry = body === undefined ? undefined : firstContent(body['content']);
    const view: {-readonly [K in keyof WebhookView]: WebhookView[K]} = {
      event,
      operationId: String(post['operationId'] ?? event),
      summary: text(post['summary']) ?? event,
      descriptionHtml: renderMarkdown(text(post['description']) ?? ''),
      domain: eventDomain(event),
    };
    const object = bodyEntry === undefined ? undefined : dataObjectOf(document, bodyEntry[1]);
    const objectName = object === undefined ? undefined : resolve(document, object)?.name;
    if (objectName !== undefined) view.objectName = objectName;
    out.push(view);
  }
  const domainOrder = EVENT_DOMAINS.map(([, domain]) => domain);
  return out.sort((a, b) => domainOrder.indexOf(a.domain) - domainOrder.indexOf(b.domain));
}

type BuildOptions = {
  /** Ids of the guides that exist, so a reference page links to its guide only when it is there. */
  readonly guides: ReadonlySet<string>;
  /** The catalogue's example of each problem code (see `canonicalProblems`). */
  readonly canonicalProblems?: CanonicalProblems;
};

/** Problem code → the catalogue's compact example, from `buildErrorCatalog`'s input. */
export function canonicalProblems(document: JsonObject, problemTypes: readonly JsonObject[]): CanonicalProblems {
  const out = new Map<string, string>();
  for (const response of problemTypes) {
    const problem = response['x-problem'];
    const content = response['content'];
    const media = isJsonObject(content) ? content['application/problem+json'] : undefined;
    if (!isJsonObject(problem) || typeof problem['code'] !== 'string' || !isJsonObject(media)) continue;
    const example = examplesOf(document, media, 'application/json')[0];
    if (example !== undefined) out.set(problem['code'], example.value);
  }
  return out;
}

/** The schema node of `data.object` in a webhook payload (the envelope's resource snapshot). */
function dataObjectOf(document: JsonObject, media: JsonObject): JsonValue | undefined {
  const payload = resolve(document, media['schema'])?.node;
  if (payload === undefined) return undefined;
  const properties = flattenAllOf(document, payload)['properties'];
  const data = resolve(document, isJsonObject(properties) ? properties['data'] : undefined)?.node;
  return isJsonObject(data?.['properties']) ? data['properties']['object'] : undefined;
}

/** The payload details (data.object fields and example) of every webhook event, by event name. */
export function buildWebhookDetails(document: JsonObject): Record<string, WebhookDetails> {
  const out: Record<string, WebhookDetails> = {};
  const webhooks = document['webhooks'];
  if (!isJsonObject(webhooks)) return out;
  const views = new SchemaViews(document);
  for (const [event, rawItem] of Object.entries(webhooks)) {
    const post = resolveExample(document, rawItem)?.['post'];
    const body = isJsonObject(post) ? resolveExample(document, post['requestBody']) : undefined;
    const entry = body === undefined ? undefined : firstContent(body['content']);
    if (entry === undefined) continue;
    const details: {-readonly [K in keyof WebhookDetails]: WebhookDetails[K]} = {};
    const object = dataObjectOf(document, entry[1]);
    if (object !== undefined) details.object = views.shallow(object);
    const example = examplesOf(document, entry[1], entry[0])[0];
    if (example !== undefined) details.example = example;
    out[event] = details;
  }
  return out;
}

/**
 * Splits a page's code samples: the page keeps the cURL sample of each operation (rendered on the
 * server), and every language goes to the page's samples file, loaded in the browser.
 */
export function splitSamples(page: ReferencePageData): {page: ReferencePageData; samples: PageSamples} {
  const samples: Record<string, readonly CodeSample[]> = {};
  const operations = page.operations.map((operation) => {
    samples[operation.operationId] = operation.samples;
    return {...operation, samples: operation.samples.filter((sample) => sample.language === 'curl')};
  });
  return {page: {...page, operations}, samples};
}

/** One page of data per tag (API topic) of the document. */
/** Named schemas with at least this many fields (or variants) are listed once per page. */
const LARGE_SCHEMA_FIELDS = 5;

/**
 * Where each large named schema's fields are listed on a page: the first operation (in page order)
 * whose parameters, request body or responses reach it, directly or through nested fields, array
 * items and variants. Later operations link there instead of repeating the same fields, which
 * keeps pages such as Contracts (seven operations returning a contract) a fraction of the size.
 */
export function schemaHomes(
  operations: readonly OperationView[],
  schemas: Readonly<Record<string, SchemaView>>,
): Record<string, SchemaHome> {
  const homes: Record<string, SchemaHome> = {};
  const isLarge = (view: SchemaView) =>
    (view.properties?.length ?? 0) >= LARGE_SCHEMA_FIELDS || view.oneOf !== undefined;
  for (const operation of operations) {
    const reached = new Set<string>();
    const visit = (schema: SchemaRef): void => {
      if ('ref' in schema) {
        if (reached.has(schema.ref)) return;
        reached.add(schema.ref);
        const named = schemas[schema.ref];
        if (named !== undefined) visitView(named);
        return;
      }
      visitView(schema);
    };
    const visitView = (view: SchemaView): void => {
      for (const property of view.properties ?? []) visit(property.schema);
      if (view.items !== undefined) visit(view.items);
      for (const option of view.oneOf ?? []) visit(option.schema);
    };
    for (const parameter of operation.parameters) visit(parameter.schema);
    if (operation.requestBody?.schema !== undefined) visit(operation.requestBody.schema);
    for (const response of operation.responses) if (response.body?.schema !== undefined) visit(response.body.schema);
    for (const name of reached) {
      const named = schemas[name];
      if (homes[name] === undefined && named !== undefined && isLarge(named)) {
        homes[name] = {operationId: operation.operationId, summary: operation.summary};
      }
    }
  }
  return homes;
}

export function buildReferencePages(document: JsonObject, options: BuildOptions): ReferencePageData[] {
  const tags = tagsOf(document);
  const tagPages = new Map(tags.map((tag) => [tag.name, tag]));
  const operations = operationsOf(document);
  return tags.map((tag) => {
    const preferredVariant = tag.variant.includes('rental') ? 'rental' : undefined;
    const views = new SchemaViews(document, preferredVariant);
    const pageOperations = operations
      .filter((entry) => strings(entry.operation['tags']).includes(tag.name))
      .map((entry) =>
        operationView(
          document,
          entry,
          views,
          tagPages,
          tag.slug,
          preferredVariant,
          options.canonicalProblems ?? new Map(),
        ),
      );
    const isWebhooksPage = tag.name === 'Webhooks';
    const webhooks = webhookViews(document, views, (webhookTags) => isWebhooksPage || webhookTags.includes(tag.name));
    const toc: TocEntry[] = pageOperations.map((operation) => ({
      value: operation.summary,
      id: operation.operationId,
      level: 2,
    }));
    const envelope = isWebhooksPage ? views.ref({$ref: '#/components/schemas/Event'}) : undefined;
    if (webhooks.length > 0) {
      toc.push({value: isWebhooksPage ? 'Events' : 'Webhook events', id: 'events', level: 2});
      if (isWebhooksPage) {
        toc.push({value: 'Event envelope', id: 'event-envelope', level: 3});
        for (const domain of [...new Set(webhooks.map((webhook) => webhook.domain))]) {
          toc.push({value: domain, id: `events-${domain.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, level: 3});
        }
      }
    }
    const guide = GUIDE_FOR_PAGE[tag.slug] ?? tag.slug;
    const page: {-readonly [K in keyof ReferencePageData]: ReferencePageData[K]} = {
      slug: tag.slug,
      tag: tag.name,
      introHtml: renderMarkdown(tag.description),
      servers: serverUrls(document),
      operations: pageOperations,
      webhooks,
      schemas: views.schemas,
      schemaHomes: schemaHomes(pageOperations, views.schemas),
      toc,
    };
    if (tag.variant.length > 0) page.variant = tag.variant;
    if (options.guides.has(guide)) page.guide = guide;
    if (envelope !== undefined) page.envelope = envelope;
    return page;
  });
}

/**
 * The error catalogue: one entry per problem type (the resolved response objects of the
 * document's `x-problem-types`), with the operations that return it.
 */
export function buildErrorCatalog(document: JsonObject, responses: readonly JsonObject[]): ErrorCatalogData {
  const tags = new Map(tagsOf(document).map((tag) => [tag.name, tag.slug]));
  const returnedBy = new Map<string, {operationId: string; slug: string; summary: string}[]>();
  for (const {operation} of operationsOf(document)) {
    const slug = strings(operation['tags'])
      .map((tag) => tags.get(tag))
      .find((value) => value !== undefined);
    if (slug === undefined || !isJsonObject(operation['responses'])) continue;
    const codes = new Set(
      Object.values(operation['responses']).flatMap((raw) =>
        problemCodes(document, resolveExample(document, raw) ?? {}),
      ),
    );
    for (const code of codes) {
      const list = returnedBy.get(code) ?? [];
      list.push({operationId: String(operation['operationId']), slug, summary: text(operation['summary']) ?? ''});
      returnedBy.set(code, list);
    }
  }
  const problems: ProblemTypeView[] = [];
  for (const raw of Object.values(responses)) {
    const response = resolveExample(document, raw);
    const problem = response?.['x-problem'];
    if (response === undefined || !isJsonObject(problem) || typeof problem['code'] !== 'string') continue;
    const code = problem['code'];
    const content = response['content'];
    const media = isJsonObject(content) ? content['application/problem+json'] : undefined;
    const example = isJsonObject(media) ? (examplesOf(document, media, 'application/json')[0]?.value ?? '') : '';
    problems.push({
      code,
      status: typeof problem['status'] === 'number' ? problem['status'] : 0,
      title: text(problem['title']) ?? code,
      meaningHtml: renderMarkdown(text(response['description']) ?? ''),
      resolution: text(problem['resolution']) ?? '',
      retryable: problem['retryable'] === true,
      example,
      operations: returnedBy.get(code) ?? [],
    });
  }
  problems.sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
  return {
    problems,
    toc: problems.map((problem) => ({value: `${problem.code} (${problem.status})`, id: problem.code, level: 2})),
  };
}
