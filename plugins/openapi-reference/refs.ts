/**
 * Reading the bundled OpenAPI document: the one `$ref` resolver every part of the transformer
 * uses, and small readers for optional strings and string lists.
 */
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from './json';

/** A node with its internal references followed; `name` is set when it is a named schema. */
type Resolved = {readonly node: JsonObject; readonly name?: string};

/** More hops than this means a reference loop that never reaches a node. */
const MAX_HOPS = 32;

/**
 * Follows internal `$ref`s (`#/components/schemas/Contract`, `#/components/responses/…`) to the
 * node they point at. Returns undefined when a reference leads nowhere.
 */
export function resolve(document: JsonObject, node: JsonValue | undefined): Resolved | undefined {
  let current = node;
  let name: string | undefined;
  for (let hops = 0; hops < MAX_HOPS && isJsonObject(current); hops += 1) {
    const ref = current['$ref'];
    if (typeof ref !== 'string') return name === undefined ? {node: current} : {node: current, name};
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

/** The object a node stands for, references followed. */
export function deref(document: JsonObject, node: JsonValue | undefined): JsonObject | undefined {
  return resolve(document, node)?.node;
}

/** A non-blank string, or undefined. */
export function text(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The strings of a list (other items and non-lists are ignored). */
export function strings(value: JsonValue | undefined): string[] {
  return isJsonArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The objects of a list (other items and non-lists are ignored). */
export function objects(value: JsonValue | undefined): JsonObject[] {
  return isJsonArray(value) ? value.filter(isJsonObject) : [];
}

/** A value as a reader sees it in constraints and examples: strings bare, the rest as JSON. */
export function formatValue(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The first media type of a `content` map and its object. */
export function firstContent(content: JsonValue | undefined): [string, JsonObject] | undefined {
  if (!isJsonObject(content)) return undefined;
  for (const [mediaType, media] of Object.entries(content)) if (isJsonObject(media)) return [mediaType, media];
  return undefined;
}
