/**
 * Schema views: what a reference page shows of a schema. Named components are listed once per
 * page (in `schemas`) and referenced by name, which also ends circular references.
 */
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from './json';
import {renderMarkdown} from './markdown';
import {resolve, strings, text} from './refs';
import {constraintsOf, discriminatorValue, flattenAllOf} from './schema-merge';
import type {DataClass, PropertyView, SchemaRef, SchemaView} from './types';

const DATA_CLASSES = new Set<string>(['personal', 'kyc', 'credit']);

/** Builds schema views for one page, listing each named schema once in `schemas`. */
export class SchemaViews {
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
