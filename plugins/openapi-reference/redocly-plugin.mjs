// Redocly plugin for the Acme Unified API lint configuration (openapi/redocly.yaml).
//
// Rule `acme/valid-examples` replaces the built-in `no-invalid-media-type-examples`, which validates
// webhook payloads in "request context" and therefore rejects every `readOnly` field (resource IDs,
// timestamps) in a webhook's resource snapshot. Webhook payloads are produced by Acme, so this rule
// validates them like responses. Semantics, shared with plugins/openapi-reference/examples.ts:
// - JSON Schema 2020-12 with Ajv (`allErrors`, `discriminator`, formats); `discriminator.mapping` is
//   dropped and, if Ajv still rejects the discriminator, the plain `oneOf` is used;
// - request examples: `readOnly` properties are neither required nor an error;
// - response and webhook examples: `writeOnly` properties are not required;
// - additional properties are only an error where a schema says `additionalProperties: false`.
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const Ajv2020 = Ajv2020Module.default ?? Ajv2020Module;
const addFormats = addFormatsModule.default ?? addFormatsModule;

const SCHEMA_VALUED = new Set([
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
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_ARRAYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const escapeToken = (token) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeToken = (token) => token.replace(/~1/g, '/').replace(/~0/g, '~');

function createAjv() {
  const ajv = new Ajv2020({allErrors: true, strict: false, discriminator: true, logger: false});
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) {
    if (!ajv.formats[format]) ajv.addFormat(format, true);
  }
  return ajv;
}

/**
 * Dereference `schema` (found in file `from`) with the Redocly resolver into a self-contained JSON
 * Schema. A `$ref` to a schema that is already being expanded higher up becomes a local `$ref`.
 */
function buildSchema(schema, from, resolve, direction, keepDiscriminator) {
  const stack = new Map(); // "<file>#<pointer>" of expanding ref targets -> pointer in the output

  const expand = (node, file, outPointer) => {
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const resolved = resolve(node, file);
      if (!resolved || !resolved.location || resolved.node === undefined) return {};
      const key = `${resolved.location.source.absoluteRef}#${resolved.location.pointer}`;
      const seenAt = stack.get(key);
      if (seenAt !== undefined) return {$ref: `#${seenAt}`};
      stack.set(key, outPointer);
      const {$ref: _ref, ...siblings} = node;
      const target = expand(resolved.node, resolved.location.source.absoluteRef, outPointer);
      stack.delete(key);
      if (Object.keys(siblings).length === 0) return target;
      // A $ref with siblings (allowed in 3.1): keep both, the target under allOf.
      const merged = copy(siblings, file, outPointer);
      merged.allOf = [...(Array.isArray(merged.allOf) ? merged.allOf : []), target];
      return merged;
    }
    return copy(node, file, outPointer);
  };

  const copy = (node, file, outPointer) => {
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      const childPointer = `${outPointer}/${escapeToken(key)}`;
      if (key === 'discriminator') {
        if (keepDiscriminator && isObject(value)) {
          const {mapping: _mapping, ...rest} = value;
          out.discriminator = rest;
        }
      } else if (SCHEMA_VALUED.has(key) && isObject(value)) {
        out[key] = expand(value, file, childPointer);
      } else if (SCHEMA_MAPS.has(key) && isObject(value)) {
        out[key] = Object.fromEntries(
          Object.entries(value).map(([name, sub]) => [name, expand(sub, file, `${childPointer}/${escapeToken(name)}`)]),
        );
      } else if (SCHEMA_ARRAYS.has(key) && Array.isArray(value)) {
        out[key] = value.map((sub, index) => expand(sub, file, `${childPointer}/${index}`));
      } else {
        out[key] = value;
      }
    }
    if (Array.isArray(out.required) && isObject(out.properties)) {
      const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
      out.required = out.required.filter(
        (name) => !(isObject(out.properties[name]) && out.properties[name][flag] === true),
      );
    }
    return out;
  };

  return expand(schema, from, '');
}

function compile(ajv, schema, from, resolve, direction) {
  try {
    return ajv.compile(buildSchema(schema, from, resolve, direction, true));
  } catch {
    try {
      return ajv.compile(buildSchema(schema, from, resolve, direction, false));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }
}

function describe(error) {
  const params = error.params || {};
  let message = error.message || error.keyword;
  if (error.keyword === 'additionalProperties') message += `: '${params.additionalProperty}'`;
  else if (error.keyword === 'enum') message += `: ${JSON.stringify(params.allowedValues)}`;
  else if (error.keyword === 'const') message += `: ${JSON.stringify(params.allowedValue)}`;
  return message;
}

function ValidExamples() {
  const ajv = createAjv();

  const leave = (direction) => (mediaType, ctx) => {
    if (mediaType.schema === undefined) return;
    const {location, resolve, report} = ctx;
    const from = location.source.absoluteRef;
    let validate;

    const check = (value, valueLocation) => {
      if (validate === undefined) validate = compile(ajv, mediaType.schema, from, resolve, direction);
      if (validate instanceof Error) {
        report({
          message: `The schema of this media type could not be compiled for example validation: ${validate.message}`,
          location: location.child('schema'),
        });
        validate = null;
        return;
      }
      if (validate === null || validate(value)) return;
      for (const error of validate.errors ?? []) {
        const tokens = error.instancePath.split('/').slice(1).map(unescapeToken);
        report({
          message: `Example value must conform to the schema: ${error.instancePath || '(root)'} ${describe(error)}.`,
          location: tokens.length ? valueLocation.child(tokens) : valueLocation,
          from: location,
        });
      }
    };

    if (mediaType.example !== undefined) {
      check(mediaType.example, location.child('example'));
    }
    if (isObject(mediaType.examples)) {
      for (const [name, example] of Object.entries(mediaType.examples)) {
        let exampleNode = example;
        let exampleLocation = location.child(['examples', name]);
        if (isObject(example) && typeof example.$ref === 'string') {
          const resolved = resolve(example, from);
          if (!resolved.location || resolved.node === undefined) continue;
          exampleNode = resolved.node;
          exampleLocation = resolved.location;
        }
        if (!isObject(exampleNode) || exampleNode.value === undefined) continue;
        check(exampleNode.value, exampleLocation.child('value'));
      }
    }
  };

  return {
    Paths: {
      RequestBody: {MediaType: {leave: leave('request')}},
      Response: {MediaType: {leave: leave('response')}},
    },
    WebhooksMap: {
      // Webhook payloads are resource snapshots produced by Acme: validate them like responses.
      RequestBody: {MediaType: {leave: leave('response')}},
      Response: {MediaType: {leave: leave('response')}},
    },
  };
}

export default function acmePlugin() {
  return {
    id: 'acme',
    rules: {
      oas3: {
        'valid-examples': ValidExamples,
      },
    },
  };
}
