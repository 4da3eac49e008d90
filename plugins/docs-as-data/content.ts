/**
 * What the twins are written from: the loaded content of the docs, blog and pages plugins and of
 * our reference plugin, read in `allContentLoaded`. The shapes checked here are the fields those
 * plugins document for their content; if a Docusaurus upgrade changes them, the build stops with
 * the field that moved (UPGRADING.md lists this dependency).
 */
import type {AllContent} from '@docusaurus/types';
import type {ErrorCatalogData, LifecycleView, ReferencePageData, WebhookDetails} from '../openapi-reference/types';
import type {JsonObject} from '../openapi-reference/json';

export type DocSource = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  /** `@site/docs/quotes.mdx` */
  readonly source: string;
};

export type BlogPostSource = {
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly source: string;
  readonly date: string;
  readonly authors: readonly string[];
};

export type PageSource = {
  readonly type: 'jsx' | 'mdx';
  readonly permalink: string;
  readonly source: string;
  readonly title?: string;
  readonly description?: string;
};

export type ReferenceSource = {
  readonly pages: readonly ReferencePageData[];
  readonly errors: ErrorCatalogData;
  readonly webhookDetails: Readonly<Record<string, WebhookDetails>>;
  readonly lifecycles: Readonly<Record<string, LifecycleView>>;
  readonly bundled: JsonObject;
};

export type SiteContent = {
  readonly docs: readonly DocSource[];
  readonly posts: readonly BlogPostSource[];
  readonly pages: readonly PageSource[];
  readonly reference: ReferenceSource;
};

type Loose = Readonly<Record<string, unknown>>;

function fail(what: string): never {
  throw new Error(
    `plugins/docs-as-data: ${what} was not found in the loaded content; see "Docs as data" in UPGRADING.md.`,
  );
}

function record(value: unknown, what: string): Loose {
  if (typeof value !== 'object' || value === null) return fail(what);
  return value as Loose;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') return fail(what);
  return value;
}

function list(value: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(value)) return fail(what);
  return value;
}

function pluginContent(allContent: AllContent, plugin: string): unknown {
  return allContent[plugin]?.default;
}

export function readSiteContent(allContent: AllContent): SiteContent {
  const docsContent = record(pluginContent(allContent, 'docusaurus-plugin-content-docs'), 'the docs plugin content');
  const docs = list(docsContent.loadedVersions, 'docs: loadedVersions').flatMap((version) =>
    list(record(version, 'docs: a version').docs, 'docs: version.docs').map((entry): DocSource => {
      const doc = record(entry, 'docs: a doc');
      return {
        id: text(doc.id, 'docs: doc.id'),
        title: text(doc.title, 'docs: doc.title'),
        description: text(doc.description, 'docs: doc.description'),
        permalink: text(doc.permalink, 'docs: doc.permalink'),
        source: text(doc.source, 'docs: doc.source'),
      };
    }),
  );

  const blogContent = record(pluginContent(allContent, 'docusaurus-plugin-content-blog'), 'the blog plugin content');
  const posts = list(blogContent.blogPosts, 'blog: blogPosts').map((entry): BlogPostSource => {
    const metadata = record(record(entry, 'blog: a post').metadata, 'blog: post.metadata');
    const date = metadata.date;
    return {
      title: text(metadata.title, 'blog: metadata.title'),
      description: text(metadata.description, 'blog: metadata.description'),
      permalink: text(metadata.permalink, 'blog: metadata.permalink'),
      source: text(metadata.source, 'blog: metadata.source'),
      date: (date instanceof Date ? date : new Date(text(date, 'blog: metadata.date'))).toISOString().slice(0, 10),
      authors: list(metadata.authors, 'blog: metadata.authors').map((author) =>
        text(record(author, 'blog: an author').name, 'blog: author.name'),
      ),
    };
  });

  const pages = list(pluginContent(allContent, 'docusaurus-plugin-content-pages'), 'the pages plugin content').map(
    (entry): PageSource => {
      const page = record(entry, 'pages: a page');
      const type = page.type === 'mdx' ? 'mdx' : page.type === 'jsx' ? 'jsx' : fail('pages: page.type');
      return {
        type,
        permalink: text(page.permalink, 'pages: page.permalink'),
        source: text(page.source, 'pages: page.source'),
        ...(typeof page.title === 'string' ? {title: page.title} : {}),
        ...(typeof page.description === 'string' ? {description: page.description} : {}),
      };
    },
  );

  // Our own plugin: its content type is ours, so only its presence is checked.
  const reference = pluginContent(allContent, 'openapi-reference');
  if (reference === undefined) fail('the openapi-reference plugin content');
  return {docs, posts, pages, reference: reference as ReferenceSource};
}
