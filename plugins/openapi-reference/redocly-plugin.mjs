// Redocly plugin for the Acme Unified API lint configuration (openapi/redocly.yaml).
//
// Rule `acme/valid-examples` replaces the built-in `no-invalid-media-type-examples`, which validates
// webhook payloads in "request context" and therefore rejects every `readOnly` field (resource IDs,
// timestamps) in a webhook's resource snapshot. Webhook payloads are produced by Acme, so this rule
// validates them like responses. The validation itself is example-validator.mjs, which the unit
// tests use too; this file only finds the examples and dereferences their schemas with Redocly's
// resolver.
import {createExampleValidator, SCHEMA_ARRAYS, SCHEMA_MAPS, SCHEMA_VALUED} from './example-validator.mjs';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const unescapeToken = (token) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * `schema` (found in file `from`) with every `$ref` followed by Redocly's resolver. A schema that
 * refers to itself becomes an object cycle, which the validator turns into a local `$ref`; a `$ref`
 * with siblings (allowed in 3.1) keeps both, the target under `allOf`.
 */
function dereference(schema, from, resolve) {
  const targets = new Map(); // "<file>#<pointer>" -> the dereferenced target, filled while expanding
  const expand = (node, file) => {
    if (!isObject(node)) return node;
    if (typeof node.$ref !== 'string') return copy(node, file);
    const resolved = resolve(node, file);
    if (!resolved || !resolved.location || resolved.node === undefined) return {};
    const key = `${resolved.location.source.absoluteRef}#${resolved.location.pointer}`;
    let target = targets.get(key);
    if (target === undefined) {
      target = {};
      targets.set(key, target);
      Object.assign(target, expand(resolved.node, resolved.location.source.absoluteRef));
    }
    const {$ref: _ref, ...siblings} = node;
    if (Object.keys(siblings).length === 0) return target;
    const merged = copy(siblings, file);
    merged.allOf = [...(Array.isArray(merged.allOf) ? merged.allOf : []), target];
    return merged;
  };
  const copy = (node, file) => {
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      if (SCHEMA_VALUED.has(key) && isObject(value)) out[key] = expand(value, file);
      else if (SCHEMA_MAPS.has(key) && isObject(value)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, expand(sub, file)]));
      } else if (SCHEMA_ARRAYS.has(key) && Array.isArray(value)) out[key] = value.map((sub) => expand(sub, file));
      else out[key] = value;
    }
    return out;
  };
  return expand(schema, from);
}

function ValidExamples() {
  const validator = createExampleValidator();

  const leave = (direction) => (mediaType, ctx) => {
    if (mediaType.schema === undefined) return;
    const {location, resolve, report} = ctx;
    const from = location.source.absoluteRef;
    let schema;

    const check = (value, valueLocation) => {
      schema ??= dereference(mediaType.schema, from, resolve);
      for (const error of validator.validate(schema, value, direction)) {
        const tokens = error.instancePath.split('/').slice(1).map(unescapeToken);
        report({
          message: `Example value must conform to the schema: ${error.instancePath || '(root)'} ${error.message}.`,
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
