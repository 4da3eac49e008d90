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

const CAUSE_KINDS = ['operation', 'time', 'acme'];
const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Rule `acme/lifecycle`: a schema's `x-lifecycle` (see openapi/README.md) must agree with its status
 * enum, with the operations and webhook events of the document, and with itself. Every problem is
 * reported at the pointer of the offending value, in the file that holds it.
 */
function Lifecycle() {
  const lifecycles = new Map(); // "<file>#<pointer>" of a schema -> {schema, location}
  const operationIds = new Set();

  const checkOne = ({schema, location}, events, report) => {
    const lifecycle = schema['x-lifecycle'];
    const at = location.child('x-lifecycle');
    if (!isObject(lifecycle) || !Array.isArray(lifecycle.transitions)) {
      report({message: '`x-lifecycle` needs a `transitions` list.', location: at});
      return;
    }
    const property = typeof lifecycle.property === 'string' ? lifecycle.property : 'status';
    const statusSchema = isObject(schema.properties) ? schema.properties[property] : undefined;
    const enumAt = location.child(['properties', property, 'enum']);
    if (!isObject(statusSchema) || !Array.isArray(statusSchema.enum)) {
      report({
        message: `\`x-lifecycle\` describes \`${property}\`, which is not an enum property of this schema.`,
        location: at,
      });
      return;
    }
    const states = statusSchema.enum;
    const known = (state, where) => {
      if (states.includes(state)) return true;
      report({
        message: `State \`${state}\` is not a value of the \`${property}\` enum (${states.join(', ')}).`,
        location: where,
      });
      return false;
    };
    const final = asList(lifecycle.final);
    final.forEach((state, index) =>
      known(
        state,
        at.child(['final', Array.isArray(lifecycle.final) ? index : undefined].filter((part) => part !== undefined)),
      ),
    );

    const mentioned = new Set(final);
    const initial = new Set();
    const exits = new Map(); // state -> states it can move to
    lifecycle.transitions.forEach((transition, index) => {
      const here = at.child(['transitions', index]);
      if (!isObject(transition) || typeof transition.to !== 'string') {
        report({message: 'A transition needs `to`, the state it leads to.', location: here});
        return;
      }
      const toKnown = known(transition.to, here.child('to'));
      mentioned.add(transition.to);
      const from = asList(transition.from);
      if (from.length === 0 && toKnown) initial.add(transition.to);
      from.forEach((state, position) => {
        mentioned.add(state);
        if (!known(state, here.child(Array.isArray(transition.from) ? ['from', position] : 'from'))) return;
        if (!exits.has(state)) exits.set(state, new Set());
        exits.get(state).add(transition.to);
      });
      const causes = asList(transition.causes);
      if (causes.length === 0) report({message: `Transition to \`${transition.to}\` names no cause.`, location: here});
      causes.forEach((cause, position) => {
        const causeAt = here.child(['causes', position]);
        const kinds = isObject(cause) ? Object.keys(cause).filter((key) => CAUSE_KINDS.includes(key)) : [];
        if (!isObject(cause) || kinds.length !== 1 || Object.keys(cause).length !== 1) {
          report({message: `A cause is one of \`${CAUSE_KINDS.join('`, `')}\` with its value.`, location: causeAt});
          return;
        }
        if (cause.operation !== undefined && !operationIds.has(cause.operation)) {
          report({
            message: `Cause names operation \`${cause.operation}\`, which no path of the document declares.`,
            location: causeAt.child('operation'),
          });
        }
      });
      asList(transition.events).forEach((event, position) => {
        if (!events.has(event)) {
          report({
            message: `Transition emits event \`${event}\`, which is not under \`webhooks\`.`,
            location: here.child(['events', position]),
          });
        }
      });
    });

    if (initial.size === 0)
      report({
        message: 'No transition without `from` says which state a new resource starts in.',
        location: at.child('transitions'),
      });
    const reached = new Set(initial);
    const queue = [...initial];
    while (queue.length > 0) {
      for (const next of exits.get(queue.shift()) ?? []) {
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    states.forEach((state, index) => {
      const where = enumAt.child([index]);
      if (!mentioned.has(state)) {
        report({
          message: `State \`${state}\` of the \`${property}\` enum is in no transition of \`x-lifecycle\`.`,
          location: where,
        });
        return;
      }
      if (initial.size > 0 && !reached.has(state)) {
        report({
          message: `State \`${state}\` cannot be reached from an initial state (${[...initial].join(', ')}).`,
          location: where,
        });
      }
      const out = [...(exits.get(state) ?? [])].filter((next) => next !== state);
      if (!final.includes(state) && out.length === 0) {
        report({
          message: `State \`${state}\` is not final but no transition leads out of it; add one or list it under \`final\`.`,
          location: where,
        });
      }
    });
  };

  /** The schema nodes (with their locations) that a webhook's `data.object` stands for. */
  const payloadSchemas = (item, from, resolve) => {
    const follow = (node, file) => {
      if (!isObject(node) || typeof node.$ref !== 'string') return {node, file, location: undefined};
      const resolved = resolve(node, file);
      return resolved?.location
        ? {node: resolved.node, file: resolved.location.source.absoluteRef, location: resolved.location}
        : {node: undefined, file, location: undefined};
    };
    const pathItem = follow(item, from);
    const post = isObject(pathItem.node) ? pathItem.node.post : undefined;
    const content = isObject(post?.requestBody) ? post.requestBody.content : undefined;
    const found = [];
    for (const media of isObject(content) ? Object.values(content) : []) {
      const payload = follow(media?.schema, pathItem.file);
      const parts = isObject(payload.node) ? [payload.node, ...asList(payload.node.allOf)] : [];
      for (const rawPart of parts) {
        const part = follow(rawPart, payload.file);
        const data = isObject(part.node?.properties) ? follow(part.node.properties.data, part.file) : undefined;
        const object = isObject(data?.node?.properties) ? follow(data.node.properties.object, data.file) : undefined;
        if (!object?.location) continue;
        found.push(object);
        for (const branch of asList(object.node?.oneOf)) found.push(follow(branch, object.file));
      }
    }
    return {post: pathItem.location, found};
  };

  return {
    Paths: {
      PathItem: {
        Operation: {
          enter(operation) {
            if (typeof operation.operationId === 'string') operationIds.add(operation.operationId);
          },
        },
      },
    },
    Schema: {
      enter(schema, {location}) {
        if (schema['x-lifecycle'] !== undefined) lifecycles.set(location.absolutePointer, {schema, location});
      },
    },
    Root: {
      leave(root, {report, resolve, location}) {
        const webhooks = isObject(root.webhooks) ? root.webhooks : {};
        const events = new Set(Object.keys(webhooks));
        for (const entry of lifecycles.values()) checkOne(entry, events, report);
        // An event whose payload is a resource with a lifecycle must be sent by one of its transitions.
        for (const [event, item] of Object.entries(webhooks)) {
          const {post, found} = payloadSchemas(item, location.source.absoluteRef, resolve);
          const owners = found
            .map((candidate) => lifecycles.get(candidate.location?.absolutePointer))
            .filter((entry) => entry !== undefined);
          if (owners.length === 0) continue;
          const sent = owners.some(({schema}) =>
            asList(schema['x-lifecycle']?.transitions).some((transition) => asList(transition?.events).includes(event)),
          );
          if (!sent) {
            report({
              message: `Event \`${event}\` carries a resource with a lifecycle, but no transition of its \`x-lifecycle\` sends it.`,
              location: post ? post.child(['post']) : location.child(['webhooks', event]),
            });
          }
        }
      },
    },
  };
}

export default function acmePlugin() {
  return {
    id: 'acme',
    rules: {
      oas3: {
        'valid-examples': ValidExamples,
        lifecycle: Lifecycle,
      },
    },
  };
}
