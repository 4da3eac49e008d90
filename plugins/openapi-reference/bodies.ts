/**
 * Request and response bodies, their examples, and operation parameters, as the reference page
 * shows them.
 */
import {isJsonObject, type JsonObject, type JsonValue} from './json';
import {renderMarkdown} from './markdown';
import {deref, firstContent, formatValue, objects, strings, text} from './refs';
import type {SchemaViews} from './schemas';
import type {BodyView, ExampleView, ParameterView} from './types';

/** What every view of one reference page shares. */
export type ViewContext = {
  readonly document: JsonObject;
  /** The page's schema views (named schemas are collected there). */
  readonly views: SchemaViews;
  /** The variant whose examples and schema branches come first (rental pages). */
  readonly preferredVariant?: string;
};

function stringifyExample(value: JsonValue | undefined, mediaType: string): string {
  if (mediaType === 'application/x-www-form-urlencoded' && isJsonObject(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${encodeURIComponent(key)}=${encodeURIComponent(formatValue(item as JsonValue))}`)
      .join('&');
  }
  return JSON.stringify(value);
}

/** The examples of a media type, the preferred variant's first. */
export function examplesOf(
  document: JsonObject,
  media: JsonObject,
  options: {readonly mediaType: string; readonly preferredVariant?: string | undefined},
): ExampleView[] {
  const {mediaType, preferredVariant} = options;
  const out: ExampleView[] = [];
  const examples = media['examples'];
  if (isJsonObject(examples)) {
    for (const [key, raw] of Object.entries(examples)) {
      const example = deref(document, raw);
      if (example === undefined) continue;
      const view: {-readonly [K in keyof ExampleView]: ExampleView[K]} = {
        key,
        label: text(example['summary']) ?? key,
        value: stringifyExample(example['value'] as JsonValue, mediaType),
      };
      const variant = strings(example['x-variant'])[0];
      if (variant !== undefined) view.variant = variant;
      out.push(view);
    }
  } else if (media['example'] !== undefined) {
    out.push({key: 'example', label: 'Example', value: stringifyExample(media['example'] as JsonValue, mediaType)});
  }
  if (preferredVariant === undefined) return out;
  return [...out].sort((a, b) => Number(b.variant === preferredVariant) - Number(a.variant === preferredVariant));
}

/** The body of a request body or response object (its first media type). */
export function bodyView(holder: JsonObject, context: ViewContext): BodyView | undefined {
  const entry = firstContent(holder['content']);
  if (entry === undefined) return undefined;
  const [mediaType, media] = entry;
  const view: {-readonly [K in keyof BodyView]: BodyView[K]} = {
    mediaType,
    required: holder['required'] === true,
    examples: examplesOf(context.document, media, {mediaType, preferredVariant: context.preferredVariant}),
  };
  const description = text(holder['description']);
  if (description !== undefined) view.descriptionHtml = renderMarkdown(description);
  if (media['schema'] !== undefined) view.schema = context.views.ref(media['schema']);
  return view;
}

const LOCATION_ORDER = {path: 0, query: 1, header: 2, cookie: 3} as const;

/** The parameters of an operation and its path item (the operation's win), path ones first, required first. */
export function parameterViews(pathItem: JsonObject, operation: JsonObject, context: ViewContext): ParameterView[] {
  const {document, views} = context;
  const byKey = new Map<string, JsonObject>();
  for (const raw of [...objects(pathItem['parameters']), ...objects(operation['parameters'])]) {
    const parameter = deref(document, raw);
    if (parameter === undefined) continue;
    byKey.set(`${String(parameter['in'])}:${String(parameter['name'])}`, parameter);
  }
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
      const schemaNode = deref(document, parameter['schema']);
      const schemaExamples = schemaNode?.['examples'];
      const example =
        parameter['example'] ??
        schemaNode?.['example'] ??
        (Array.isArray(schemaExamples) ? schemaExamples[0] : undefined);
      if (example !== undefined) view.example = formatValue(example as JsonValue);
      return view;
    })
    .sort((a, b) => LOCATION_ORDER[a.in] - LOCATION_ORDER[b.in] || Number(b.required) - Number(a.required));
}
