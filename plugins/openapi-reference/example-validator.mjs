// The one set of rules every OpenAPI example is validated by: the Redocly lint rule
// (redocly-plugin.mjs, `npm run lint:openapi` and the build) and the unit tests (examples.ts)
// both call this module. Plain JavaScript, because Redocly loads its plugins with Node itself.
//
// Rules, applied to a copy of each schema:
// - JSON Schema 2020-12 with Ajv (`allErrors`, formats, OpenAPI's numeric formats accepted);
// - `discriminator.mapping` is dropped; if Ajv still rejects the discriminator, the plain `oneOf`
//   is used;
// - request examples: `readOnly` properties are neither required nor an error;
// - response and webhook examples: `writeOnly` properties are not required;
// - additional properties are an error only where a schema says `additionalProperties: false`;
// - a schema that contains itself (an object cycle after dereferencing) becomes a local `$ref`.
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const Ajv2020 = Ajv2020Module.default ?? Ajv2020Module;
const addFormats = addFormatsModule.default ?? addFormatsModule;

/** Keywords whose value is a schema, a map of schemas or a list of schemas. */
export const SCHEMA_VALUED = new Set([
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
export const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
export const SCHEMA_ARRAYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const escapeToken = (token) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

function createAjv() {
  const ajv = new Ajv2020({allErrors: true, strict: false, discriminator: true, logger: false});
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) {
    if (!ajv.formats[format]) ajv.addFormat(format, true);
  }
  return ajv;
}

/** A JSON Schema copy of a dereferenced OpenAPI schema that Ajv can compile, for one direction. */
function prepare(schema, direction, keepDiscriminator) {
  if (typeof schema === 'boolean') return schema;
  const ancestors = new Map();
  const copySchema = (node, pointer) => {
    const seenAt = ancestors.get(node);
    if (seenAt !== undefined) return {$ref: `#${seenAt}`};
    ancestors.set(node, pointer);
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      if (value === undefined) continue;
      const child = `${pointer}/${escapeToken(key)}`;
      if (key === 'discriminator') {
        if (keepDiscriminator && isObject(value)) {
          const {mapping: _mapping, ...rest} = value;
          out.discriminator = rest;
        }
      } else if (SCHEMA_VALUED.has(key) && isObject(value)) {
        out[key] = copySchema(value, child);
      } else if (SCHEMA_MAPS.has(key) && isObject(value)) {
        out[key] = Object.fromEntries(
          Object.entries(value).map(([name, sub]) => [
            name,
            isObject(sub) ? copySchema(sub, `${child}/${escapeToken(name)}`) : sub,
          ]),
        );
      } else if (SCHEMA_ARRAYS.has(key) && Array.isArray(value)) {
        out[key] = value.map((sub, index) => (isObject(sub) ? copySchema(sub, `${child}/${index}`) : sub));
      } else {
        out[key] = value;
      }
    }
    const flag = direction === 'request' ? 'readOnly' : direction === 'response' ? 'writeOnly' : undefined;
    if (flag !== undefined && Array.isArray(out.required) && isObject(node.properties)) {
      out.required = out.required.filter(
        (name) => !(isObject(node.properties[name]) && node.properties[name][flag] === true),
      );
    }
    ancestors.delete(node);
    return out;
  };
  return copySchema(schema, '');
}

/** Ajv's errors as `{instancePath, message}`, the message naming the offending property or values. */
function describeErrors(errors) {
  return (errors ?? []).map((error) => {
    const params = error.params ?? {};
    let message = error.message ?? error.keyword;
    if (error.keyword === 'additionalProperties') message += `: '${params.additionalProperty}'`;
    else if (error.keyword === 'unevaluatedProperties') message += `: '${params.unevaluatedProperty}'`;
    else if (error.keyword === 'enum') message += `: ${JSON.stringify(params.allowedValues)}`;
    else if (error.keyword === 'const') message += `: ${JSON.stringify(params.allowedValue)}`;
    return {instancePath: error.instancePath, message};
  });
}

/**
 * A validator factory with its caches. `validate(schema, value, direction)` checks one example
 * value against a dereferenced schema and returns its errors (an empty list when it conforms); a
 * schema Ajv cannot compile gives one error saying so.
 */
export function createExampleValidator() {
  const ajv = createAjv();
  const byObject = new WeakMap();
  const byShape = new Map();
  const compileShape = (prepared) => {
    const key = JSON.stringify(prepared);
    let compiled = byShape.get(key);
    if (compiled === undefined) {
      compiled = ajv.compile(prepared);
      byShape.set(key, compiled);
    }
    return compiled;
  };
  const compile = (schema, direction) => {
    try {
      return compileShape(prepare(schema, direction, true));
    } catch {
      try {
        return compileShape(prepare(schema, direction, false));
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  const validatorFor = (schema, direction) => {
    if (typeof schema !== 'object') return compile(schema, direction);
    let perDirection = byObject.get(schema);
    if (perDirection === undefined) {
      perDirection = new Map();
      byObject.set(schema, perDirection);
    }
    let compiled = perDirection.get(direction);
    if (compiled === undefined) {
      compiled = compile(schema, direction);
      perDirection.set(direction, compiled);
    }
    return compiled;
  };
  return {
    validate(schema, value, direction) {
      const validate = validatorFor(schema, direction);
      if (validate instanceof Error) {
        return [{instancePath: '', message: `schema could not be compiled: ${validate.message}`}];
      }
      return validate(value) ? [] : describeErrors(validate.errors);
    },
  };
}
