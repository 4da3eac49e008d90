/**
 * The MDX side of the reference's page-data contract. A reference page is one line,
 * `<ApiReference topic="contracts-rental" />`, and the error catalogue `<ErrorCatalog />`: this
 * remark plugin gives each element its data (an import of the file the plugin wrote for it) and
 * exports the page's table of contents from the same data, so the TOC entries and the heading ids
 * the components render come from one place. Pages never name the generated files themselves.
 */
import path from 'node:path';
import {parse} from 'acorn';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import {readTopics} from './topics';

/** The webpack alias (declared by the plugin) for the directory of the data files it writes. */
export const DATA_ALIAS = '@openapi-reference-data';

export type ReferenceMdxOptions = {
  /** The root file of the OpenAPI document, relative to the site (its tags are the topics). */
  readonly spec: string;
  /** The modules of the two components, imported for the page unless it imports them itself. */
  readonly components: {readonly ApiReference: string; readonly ErrorCatalog: string; readonly Lifecycle: string};
};

// The few mdast/MDX node shapes this plugin reads and writes.
type Node = {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  value?: string;
  depth?: number;
};

type TocEntry = {readonly value: string; readonly id: string; readonly level: number};

/**
 * The page's own section headings (h2 and h3 written in the MDX around the component), as the
 * table of contents lists them: the text without an explicit `{#id}`, and that id or the slug
 * Docusaurus gives the heading.
 */
const isSectionHeading = (node: Node) => node.type === 'heading' && (node.depth === 2 || node.depth === 3);

function ownHeadings(nodes: readonly Node[]): TocEntry[] {
  const slugger = createSlugger();
  return nodes.filter(isSectionHeading).map((node) => {
    const {text, id} = parseMarkdownHeadingId(toString(node));
    return {value: text, id: id ?? slugger.slug(text), level: node.depth ?? 2};
  });
}
type Attribute = {type: string; name?: string; value?: unknown};
type File = {path?: string};

const esm = (code: string): Node & {data: unknown} => ({
  type: 'mdxjsEsm',
  value: code,
  data: {estree: parse(code, {ecmaVersion: 'latest', sourceType: 'module'})},
});

const expressionAttribute = (name: string, code: string): Attribute & {value: unknown} => ({
  type: 'mdxJsxAttribute',
  name,
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: code,
    data: {estree: parse(code, {ecmaVersion: 'latest', sourceType: 'module'})},
  },
});

function* elements(node: Node): Generator<Node> {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') yield node;
  for (const child of node.children ?? []) yield* elements(child);
}

function stringAttribute(node: Node, name: string): string | undefined {
  const attribute = node.attributes?.find((candidate) => candidate.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/**
 * Gives each `<Lifecycle schema="…" />` its data, the file the plugin wrote for that schema's
 * lifecycle, so a guide draws the same diagram and table as the reference page.
 */
function lifecycles(tree: Node, options: ReferenceMdxOptions, where: string): void {
  const found = [...elements(tree)].filter((node) => node.name === 'Lifecycle');
  if (found.length === 0) return;
  const imports: Node[] = [];
  found.forEach((element, index) => {
    const schema = stringAttribute(element, 'schema');
    if (schema === undefined || !/^[A-Za-z0-9]+$/.test(schema)) {
      throw new Error(`${where}: <Lifecycle schema="…" /> must name a schema with an x-lifecycle`);
    }
    const dataName = `__lifecycle${index}`;
    element.attributes = [
      ...(element.attributes ?? []).filter((attribute) => attribute.name !== 'data'),
      expressionAttribute('data', dataName),
    ];
    imports.push(esm(`import ${dataName} from '${DATA_ALIAS}/lifecycles/${schema}.json';`));
  });
  const imported = (tree.children ?? []).some(
    (node) => node.type === 'mdxjsEsm' && /\bimport\s+Lifecycle\b/.test(node.value ?? ''),
  );
  tree.children = [
    ...(imported ? [] : [esm(`import Lifecycle from '${options.components.Lifecycle}';`)]),
    ...imports,
    ...(tree.children ?? []),
  ];
}

export default function referenceMdx(options: ReferenceMdxOptions) {
  const specPath = path.resolve(options.spec);
  return (tree: Node, file: File): void => {
    const where = path.relative(process.cwd(), file.path ?? 'an MDX file');
    lifecycles(tree, options, where);
    const found = [...elements(tree)].filter((node) => node.name === 'ApiReference' || node.name === 'ErrorCatalog');
    if (found.length === 0) return;
    if (found.length > 1) throw new Error(`${where}: a page holds one <ApiReference> or <ErrorCatalog>`);
    const [element] = found as [Node];
    const component = element.name === 'ApiReference' ? 'ApiReference' : 'ErrorCatalog';
    let module: string;
    if (element.name === 'ApiReference') {
      const topic = stringAttribute(element, 'topic');
      const slugs = readTopics(specPath).map((candidate) => candidate.slug);
      if (topic === undefined || !slugs.includes(topic)) {
        throw new Error(
          `${where}: <ApiReference topic="${topic ?? ''}"> must name an API topic, the x-page-slug of a tag in ` +
            `${options.spec}: ${slugs.join(', ')}`,
        );
      }
      module = `${DATA_ALIAS}/${topic}.json`;
    } else {
      module = `${DATA_ALIAS}/errors.json`;
    }
    const dataName = '__referenceData';
    element.attributes = [
      ...(element.attributes ?? []).filter((attribute) => attribute.name !== 'data'),
      expressionAttribute('data', dataName),
    ];
    const imported = (tree.children ?? []).some(
      (node) => node.type === 'mdxjsEsm' && new RegExp(`\\bimport\\s+${component}\\b`).test(node.value ?? ''),
    );
    // The page's table of contents: its own headings around the component's, in page order. (An
    // exported `toc` takes the place of the one Docusaurus would make from the MDX headings.)
    const children = tree.children ?? [];
    const at = children.findIndex((node) => [...elements(node)].includes(element));
    const own = ownHeadings(children);
    const before = (at < 0 ? children : children.slice(0, at)).filter(isSectionHeading).length;
    tree.children = [
      ...(imported ? [] : [esm(`import ${component} from '${options.components[component]}';`)]),
      esm(`import ${dataName} from '${module}';`),
      esm(
        own.length === 0
          ? `export const toc = ${dataName}.toc;`
          : `export const toc = [...${JSON.stringify(own.slice(0, before))}, ...${dataName}.toc, ...${JSON.stringify(own.slice(before))}];`,
      ),
      ...children,
    ];
  };
}
