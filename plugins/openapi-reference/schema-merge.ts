/**
 * Schema algebra for display: `allOf` members merged into one schema, the discriminator value of a
 * `oneOf` branch, and a schema's validation keywords as short phrases a reader understands.
 */
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from './json';
import {formatValue, resolve, strings} from './refs';

/** Merges `allOf` members (following references) into one schema, recursively for shared properties. */
export function flattenAllOf(document: JsonObject, schema: JsonObject): JsonObject {
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

/** Validation keywords as phrases: `1 to 100`, `at most 255 characters`, `pattern ^ctr_`, `default 20`. */
export function constraintsOf(schema: JsonObject): string[] {
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

/** The value a `oneOf` branch gives its discriminator property (a `const` or a one-value `enum`). */
export function discriminatorValue(
  document: JsonObject,
  node: JsonObject,
  property: string | undefined,
): string | undefined {
  if (property === undefined) return undefined;
  const flattened = flattenAllOf(document, node);
  const properties = flattened['properties'];
  const field = isJsonObject(properties) ? resolve(document, properties[property])?.node : undefined;
  if (field === undefined) return undefined;
  if (typeof field['const'] === 'string') return field['const'];
  const values = strings(field['enum']);
  return values.length === 1 ? values[0] : undefined;
}
