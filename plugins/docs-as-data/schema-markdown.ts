/**
 * Schema views and build-time HTML of the reference page model, written as Markdown: fields as a
 * nested list (name, type, required, constraints, enum values with their meaning), descriptions
 * converted back from the HTML the pages show. The same rules as the page apply: a large shared
 * schema is listed once, at its home operation, and later operations point there; a schema that
 * contains itself is named, not expanded again.
 */
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import type {PropertyView, SchemaHome, SchemaRef, SchemaView} from '../openapi-reference/types';

/**
 * Conversions already made, by site URL and HTML. Shared schemas repeat the same descriptions on
 * every operation that uses them; converting each once halves what the reference twins cost.
 */
const converted = new Map<string, string>();

/** HTML rendered from the document's Markdown (descriptions, intros) → Markdown again. */
export function htmlToMarkdown(html: string | undefined, siteUrl: string): string {
  if (html === undefined || html.trim() === '') return '';
  const key = `${siteUrl}\n${html}`;
  const known = converted.get(key);
  if (known !== undefined) return known;
  const markdown = convertHtml(html, siteUrl);
  converted.set(key, markdown);
  return markdown;
}

function convertHtml(html: string, siteUrl: string): string {
  const tree = toMdast(fromHtml(html, {fragment: true}));
  const markdown = toMarkdown(tree, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    fences: true,
  }).trim();
  // Links inside the site are written from its root in the document; make them absolute.
  return markdown.replace(/\]\(\//g, `](${siteUrl}/`);
}

/** One line of Markdown: no line breaks (list items and table cells). */
export function inlineMarkdown(html: string | undefined, siteUrl: string): string {
  return htmlToMarkdown(html, siteUrl).replace(/\s*\n+\s*/g, ' ');
}

/**
 * An anchor an agent can cite: the same id as the HTML page's element, written as an empty HTML
 * anchor, which Markdown keeps verbatim (no escaping of `_` or `[` inside ids such as
 * `listSales-query-created_at[gte]`) and which renderers turn into a link target.
 */
export function anchor(id: string): string {
  return `<a id="${id.replace(/"/g, '&quot;')}"></a>`;
}

/** Code spans that contain a backtick need a longer fence. */
export function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export type SchemaContext = {
  readonly siteUrl: string;
  readonly schemas: Readonly<Record<string, SchemaView>>;
  readonly homes: Readonly<Record<string, SchemaHome>>;
  /** The operation being written, when the schema belongs to one (homes apply there only). */
  readonly operationId?: string;
  /** The page's own URL, for "listed under" links. */
  readonly pageUrl: string;
  /** How many levels of nested fields to list below the top level (all when left out). */
  readonly maxDepth?: number;
};

const dataClassLabel = {personal: 'personal data', kyc: 'KYC data', credit: 'credit data'} as const;

function resolve(schema: SchemaRef, context: SchemaContext): {view: SchemaView; name?: string} {
  if ('ref' in schema)
    return {view: context.schemas[schema.ref] ?? {type: schema.ref, constraints: []}, name: schema.ref};
  return {view: schema};
}

/** The home operation of a named schema, when it is not the one being written. */
function homeElsewhere(name: string | undefined, context: SchemaContext): SchemaHome | undefined {
  if (name === undefined || context.operationId === undefined) return undefined;
  const home = context.homes[name];
  return home !== undefined && home.operationId !== context.operationId ? home : undefined;
}

function listedUnder(name: string, home: SchemaHome, context: SchemaContext): string {
  return `The fields of ${name} are listed under [${home.summary}](${context.pageUrl}#${home.operationId}).`;
}

/** Badges and constraints, as the words after a field's name. */
function facts(view: SchemaView, required: boolean): string[] {
  return [
    ...(required ? ['required'] : []),
    ...(view.readOnly === true ? ['read-only'] : []),
    ...(view.writeOnly === true ? ['write-only'] : []),
    ...(view.deprecated === true ? ['deprecated'] : []),
    ...(view.variant ?? []).map((variant) => `${variant} only`),
    ...(view.dataClass !== undefined ? [dataClassLabel[view.dataClass]] : []),
    ...view.constraints.map(code),
  ];
}

function enumLines(view: SchemaView, context: SchemaContext, indent: string): string[] {
  return (view.enum ?? []).map((entry) => {
    const meaning = inlineMarkdown(entry.descriptionHtml, context.siteUrl);
    return `${indent}- ${code(entry.value)}${meaning === '' ? '' : `: ${meaning}`}`;
  });
}

/** Where the walk is: the named schemas above (for recursion), the indent, the depth and the anchor trail. */
type Walk = {
  readonly names: readonly string[];
  readonly indent: string;
  readonly depth: number;
  /** The id prefix of the fields at this level, as the page's SchemaViewer builds it. */
  readonly anchor: string;
};

/** The nested lines under a schema: its properties, its items' properties, or its variants. */
function childLines(view: SchemaView, context: SchemaContext, walk: Walk): string[] {
  if (view.properties !== undefined && view.properties.length > 0) {
    return view.properties.flatMap((property) => propertyLines(property, context, walk));
  }
  if (view.items !== undefined) {
    const item = resolve(view.items, context);
    if (item.view.properties !== undefined || item.view.oneOf !== undefined)
      return childLines(item.view, context, walk);
  }
  if (view.oneOf !== undefined) {
    return view.oneOf.flatMap((option, index) => {
      const chosenBy =
        option.variant !== undefined && view.discriminator !== undefined
          ? ` (${code(`${view.discriminator}: ${option.variant}`)})`
          : '';
      const resolved = resolve(option.schema, context);
      const names = resolved.name === undefined ? walk.names : [...walk.names, resolved.name];
      const fields = childLines(resolved.view, context, {
        ...walk,
        names,
        indent: `${walk.indent}  `,
        anchor: `${walk.anchor}-${option.variant ?? index}`,
      });
      // An option without fields (`null`, a plain string) is named by its type.
      const type = fields.length === 0 ? ` (${resolved.view.type})` : '';
      return [`${walk.indent}- One of: **${option.label}**${type}${chosenBy}`, ...fields];
    });
  }
  return [];
}

function propertyLines(property: PropertyView, context: SchemaContext, walk: Walk): string[] {
  const {view, name} = resolve(property.schema, context);
  const itemName = view.items !== undefined && 'ref' in view.items ? view.items.ref : undefined;
  const type = view.type === 'object' && name !== undefined ? name : view.type;
  const about = facts(view, property.required);
  const description = inlineMarkdown(view.descriptionHtml, context.siteUrl);
  const id = `${walk.anchor}-${property.name}`;
  const lines = [
    `${walk.indent}- ${anchor(id)}${code(property.name)} (${[type, ...about].join(', ')})${description === '' ? '' : `: ${description}`}`,
  ];
  const inner = `${walk.indent}  `;
  lines.push(...enumLines(view, context, inner));
  const repeated = name !== undefined && walk.names.includes(name);
  const listedName = name ?? itemName;
  const home = homeElsewhere(listedName, context);
  if (repeated) lines.push(`${inner}- Same structure as the enclosing ${name}.`);
  else if (home !== undefined && listedName !== undefined)
    lines.push(`${inner}- ${listedUnder(listedName, home, context)}`);
  else if (walk.depth < (context.maxDepth ?? Infinity)) {
    const names = name === undefined ? walk.names : [...walk.names, name];
    lines.push(...childLines(view, context, {names, indent: inner, depth: walk.depth + 1, anchor: id}));
  }
  return lines;
}

/**
 * A whole schema: a line naming it, its description, and its fields, each field with the anchor
 * its element has on the page (`idPrefix` is the SchemaViewer's `anchor` there).
 */
export function schemaMarkdown(schema: SchemaRef, context: SchemaContext, idPrefix: string): string {
  const {view, name} = resolve(schema, context);
  const itemName = view.items !== undefined && 'ref' in view.items ? view.items.ref : undefined;
  const listedName = name ?? itemName;
  const home = homeElsewhere(listedName, context);
  const heading = [name ?? view.type, ...(name !== undefined && view.type !== 'object' ? [`(${view.type})`] : [])];
  const about = facts(view, false);
  const description = htmlToMarkdown(view.descriptionHtml, context.siteUrl);
  const parts = [`Schema: **${heading.join(' ')}**${about.length > 0 ? ` (${about.join(', ')})` : ''}`];
  if (description !== '') parts.push(description);
  const values = enumLines(view, context, '');
  if (values.length > 0) parts.push(values.join('\n'));
  if (home !== undefined && listedName !== undefined) parts.push(listedUnder(listedName, home, context));
  else {
    const fields = childLines(view, context, {
      names: name === undefined ? [] : [name],
      indent: '',
      depth: 0,
      anchor: idPrefix,
    });
    if (fields.length > 0) parts.push(fields.join('\n'));
  }
  return parts.join('\n\n');
}
