/**
 * MDX source → plain Markdown, for the Markdown twin of a guide, a blog post or a Markdown page.
 *
 * The twin is the page as a reader sees it, without the site around it: imports and exports go,
 * admonitions become block quotes that start with their label, each tab of a tab group becomes a
 * heading one level below the section it sits in, a `<details>` becomes a bold line and its
 * content, components that stand for generated content (the API reference, the error catalogue,
 * the guide map) are replaced by Markdown the caller renders from the same data, and links are made
 * absolute so the text still works when pasted elsewhere. A construct with no Markdown form fails
 * with the file and line, so nothing is dropped without anyone noticing.
 */
import type {BlockContent, Code, Heading, Link, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import GithubSlugger from 'github-slugger';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {toMarkdown} from 'mdast-util-to-markdown';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** Replaces a component that stands for generated content (`<ApiReference topic="…" />`). */
export type ComponentRenderer = (attributes: Readonly<Record<string, string>>) => string;

type MdxToMarkdownOptions = {
  /** The file, as named in errors (`docs/quotes.mdx`). */
  readonly file: string;
  readonly source: string;
  /** The site's origin (`https://docs.acme.example`): site-relative links are made absolute with it. */
  readonly siteUrl: string;
  /** The page's own path, for links that are only an anchor (`#step-2`). */
  readonly permalink: string;
  /** Components by name, each turned into Markdown. Any other component fails the conversion. */
  readonly components: Readonly<Record<string, ComponentRenderer>>;
};

const admonitionLabels: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

type AnyNode = RootContent | Root;
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

class Conversion {
  /** Depth of the last heading seen, so a tab's heading nests under its section. */
  private headingDepth = 1;

  /** The ids Docusaurus gives the page's headings: the same slugger, fed the same headings in order. */
  private readonly slugger = new GithubSlugger();

  constructor(private readonly options: MdxToMarkdownOptions) {}

  fail(node: AnyNode, reason: string): never {
    const line = node.position?.start.line;
    throw new Error(`${this.options.file}${line === undefined ? '' : `:${line}`}: ${reason}`);
  }

  absolute(url: string): string {
    if (url.startsWith('pathname://')) return this.options.siteUrl + url.slice('pathname://'.length);
    if (url.startsWith('/')) return this.options.siteUrl + url;
    if (url.startsWith('#')) return this.options.siteUrl + this.options.permalink + url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
    return this.fail({type: 'text', value: url}, `relative link "${url}": write it from the site root`);
  }

  /** The converted children of a parent; each child may become several nodes or none. */
  children(nodes: readonly RootContent[]): RootContent[] {
    return nodes.flatMap((node) => this.node(node));
  }

  node(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // Comments (`{/* truncate */}`) are the only expressions the pages hold.
        if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) return [];
        return this.fail(node, `the expression {${node.value.trim()}} has no Markdown form`);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node);
      case 'containerDirective':
        return [this.admonition(node)];
      case 'leafDirective':
      case 'textDirective':
        return [this.directiveAsText(node)];
      case 'heading': {
        this.headingDepth = node.depth;
        // A heading may keep the id it had before it was reworded (`## Page through lists (pagination)
        // {#page-through-lists}`), as Docusaurus lets it, so that links to it still land.
        const explicit = parseMarkdownHeadingId(toString(node)).id;
        const id = explicit ?? this.slugger.slug(toString(node));
        const children = this.phrasing(explicit === undefined ? node.children : withoutHeadingId(node.children));
        // The page's id for this section, as an anchor an agent can cite (the h1 is the twin's title).
        if (node.depth > 1) children.push({type: 'html', value: ` <a id="${id}"></a>`});
        return [{...node, children}];
      }
      case 'link':
        return [{...node, url: this.absolute(node.url), children: this.phrasing(node.children)}];
      case 'image':
        return [{...node, url: this.absolute(node.url)}];
      case 'definition':
        return [{...node, url: this.absolute(node.url)}];
      case 'code': {
        // The language stays; a title (`title="Request"`) becomes a label line before the block, so
        // a request and its response are told apart; other meta (line highlights) is presentation.
        const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? '');
        const block: Code = {type: 'code', lang: node.lang, value: node.value};
        const label = title?.[1] ?? title?.[2];
        if (label === undefined || label === '') return [block];
        return [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]}, block];
      }
      default:
        if ('children' in node)
          return [{...node, children: this.children(node.children as RootContent[])} as RootContent];
        return [node];
    }
  }

  phrasing(nodes: readonly PhrasingContent[]): PhrasingContent[] {
    return this.children(nodes) as PhrasingContent[];
  }

  attributes(node: JsxElement): Record<string, string> {
    const result: Record<string, string> = {};
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') this.fail(node, `<${node.name}> has a spread attribute`);
      const {name, value} = attribute as MdxJsxAttribute;
      if (typeof value === 'string') result[name] = value;
      else if (value === null || value === undefined) result[name] = 'true';
    }
    return result;
  }

  element(node: JsxElement): RootContent[] {
    const name = node.name ?? '';
    const attributes = this.attributes(node);
    const renderer = this.options.components[name];
    if (renderer !== undefined) {
      // Already Markdown, written by our own renderers: it goes into the tree as it is (an `html`
      // node is written out verbatim), with its headings moved down under a deeper section. Parsing
      // it only to write it out again cost most of the time the twins take (a reference page is
      // thousands of lines).
      return [{type: 'html', value: this.shiftHeadings(renderer(attributes).trim())}];
    }
    switch (name) {
      case 'Tabs':
        return this.children(node.children as RootContent[]).filter((child) => !isBlankText(child));
      case 'TabItem': {
        const label = attributes.label ?? attributes.value;
        if (label === undefined) return this.fail(node, '<TabItem> without a label or value');
        const depth = Math.min(this.headingDepth + 1, 6) as Heading['depth'];
        const heading: Heading = {type: 'heading', depth, children: [{type: 'text', value: label}]};
        const saved = this.headingDepth;
        const body = this.children(node.children as RootContent[]);
        this.headingDepth = saved;
        return [heading, ...body];
      }
      case 'details': {
        // `<summary>` is a block of its own, or (written on one line) the only thing in a paragraph.
        const isSummary = (child: RootContent): boolean =>
          (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'summary';
        const summaryOf = (child: RootContent): JsxElement | undefined => {
          if (isSummary(child)) return child as JsxElement;
          if (child.type !== 'paragraph') return undefined;
          const parts = child.children.filter((part) => !isBlankText(part));
          return parts.length === 1 && parts[0] !== undefined && isSummary(parts[0])
            ? (parts[0] as JsxElement)
            : undefined;
        };
        const holder = (node.children as RootContent[]).find((child) => summaryOf(child) !== undefined);
        if (holder === undefined) return this.fail(node, '<details> without a <summary>');
        const summary = summaryOf(holder) as JsxElement;
        const rest = (node.children as RootContent[]).filter((child) => child !== holder);
        const title: Paragraph = {type: 'paragraph', children: [{type: 'strong', children: this.inlineOf(summary)}]};
        return [title, ...this.children(rest)];
      }
      case 'Link': {
        const to = attributes.to ?? attributes.href;
        if (to === undefined) return this.fail(node, '<Link> without "to"');
        const link: Link = {type: 'link', url: this.absolute(to), children: this.inlineOf(node)};
        return node.type === 'mdxJsxTextElement' ? [link] : [{type: 'paragraph', children: [link]}];
      }
      case 'p':
        // A paragraph written as HTML to carry an attribute (`lang`): its words are what matter.
        return node.type === 'mdxJsxFlowElement'
          ? [{type: 'paragraph', children: this.inlineOf(node)}]
          : this.inlineOf(node);
      case 'dfn':
        // The defining instance of a term (HTML's `<dfn>`): on the page it tells the search where the
        // term is defined (src/search/rank.ts, rule 13); in Markdown the sentence defines it as
        // well without a mark, and the guides' text stays within its token budget.
        return this.inlineOf(node);
      case 'span':
      case 'div':
        return this.children(node.children as RootContent[]);
      default:
        return this.fail(node, `<${name}> has no Markdown form; give plugins/docs-as-data a renderer for it`);
    }
  }

  /** The text content of an element as phrasing (a `<summary>`'s words, a `<Link>`'s label). */
  inlineOf(node: JsxElement): PhrasingContent[] {
    const inline = node.children.flatMap((child) =>
      child.type === 'paragraph' ? (child as Paragraph).children : [child as PhrasingContent],
    );
    return this.phrasing(inline);
  }

  admonition(node: ContainerDirective): BlockContent {
    const kind = admonitionLabels[node.name];
    if (kind === undefined) return this.fail(node, `:::${node.name} is not an admonition the site knows`);
    const [first, ...rest] = node.children;
    const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const title: PhrasingContent[] = labelled ? [{type: 'text', value: ': '}, ...this.phrasing(first.children)] : [];
    const body = this.children(labelled ? rest : node.children);
    const head: Paragraph = {
      type: 'paragraph',
      children: [{type: 'strong', children: [{type: 'text', value: kind}, ...title]}],
    };
    return {type: 'blockquote', children: [head, ...(body as BlockContent[])]};
  }

  /** Text such as "at 10:30" parses as a directive; write it back as the text it was. */
  directiveAsText(node: LeafDirective | TextDirective): RootContent {
    const marker = node.type === 'leafDirective' ? '::' : ':';
    const label =
      node.children.length > 0 ? `[${toMarkdown({type: 'paragraph', children: node.children}).trim()}]` : '';
    const text: Text = {type: 'text', value: `${marker}${node.name}${label}`};
    return node.type === 'leafDirective' ? {type: 'paragraph', children: [text]} : text;
  }

  /** Generated Markdown starts at `##`; under a deeper section it moves down with it. */
  shiftHeadings(markdown: string): string {
    const offset = Math.max(0, this.headingDepth - 1);
    if (offset === 0) return markdown;
    return outsideFences(markdown, (line) =>
      line.replace(/^(#{1,6}) /, (_, hashes: string) => `${'#'.repeat(Math.min(hashes.length + offset, 6))} `),
    );
  }
}

function isBlankText(node: RootContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

/** A blog post's `<!-- truncate -->` is a Markdown comment to Docusaurus and an error to MDX. */
function withoutHtmlComments(source: string): string {
  return source.replace(/<!--[\s\S]*?-->/g, '');
}

/** A heading's children without the ` {#id}` at the end of its last text. */
function withoutHeadingId(children: readonly PhrasingContent[]): PhrasingContent[] {
  const last = children.at(-1);
  if (last?.type !== 'text') return [...children];
  return [...children.slice(0, -1), {...last, value: last.value.replace(/\s*\{#[^}]*\}\s*$/, '')}];
}

export function mdxToMarkdown(options: MdxToMarkdownOptions): string {
  let tree: Root;
  try {
    // Docusaurus's own escape of heading ids, which MDX would read as an expression.
    tree = parser.parse(escapeMarkdownHeadingIds(withoutHtmlComments(options.source)));
  } catch (error) {
    throw new Error(`${options.file}: cannot be read as MDX: ${(error as Error).message}`);
  }
  const conversion = new Conversion(options);
  const children = conversion.children(tree.children);
  // The caller writes the page's title; a page that starts with its own `# Title` would repeat it.
  if (children[0]?.type === 'heading' && children[0].depth === 1) children.shift();
  const converted: Root = {type: 'root', children};
  const markdown = toMarkdown(converted, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
  });
  return unescapeHeadingHashes(markdown);
}

/**
 * The serializer escapes a `#` that ends a heading's words (`### C\#`) in case it reads as a closing
 * sequence; CommonMark needs a space before a closing sequence, so `C#` is safe and reads as typed.
 * Lines inside fenced code are left alone.
 */
function unescapeHeadingHashes(markdown: string): string {
  return outsideFences(markdown, (line) => (/^#{1,6} /.test(line) ? line.replace(/(\S)\\#(?=\s|$)/g, '$1#') : line));
}

/** Each line of Markdown through `change`, except the lines of fenced code blocks. */
function outsideFences(markdown: string, change: (line: string) => string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker !== undefined) {
        if (fence === undefined) fence = marker;
        else if (line.trim() === fence) fence = undefined;
        return line;
      }
      return fence === undefined ? change(line) : line;
    })
    .join('\n');
}
