/**
 * The Markdown twin of every content page (`/docs/quotes` → `/docs/quotes.md`, `/` → `/index.md`):
 * each starts with the page's title as `#` and its URL, then the page's content as Markdown.
 * Guides, blog posts and Markdown pages are converted from their MDX source; reference pages, the
 * error catalogue and the guide map from the data their components render. A page that cannot be
 * converted stops the build with the file and the reason.
 */
import {lifecycleMarkdown} from '../openapi-reference/lifecycles';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {guidesByStage} from '../../src/site/guides';
import {variantLabel, type Guide} from '../../src/site/model';
import {homeIntro, integrationPaths, mainTopics, pathsLead} from '../../src/home/content';
import type {SiteContent} from './content';
import {mdxToMarkdown, type ComponentRenderer} from './mdx-to-markdown';
import {errorCatalogMarkdown, referencePageMarkdown, responseHeadersOf} from './reference-markdown';
import {anchor} from './schema-markdown';

export type TwinSection = 'home' | 'guide' | 'reference' | 'errors' | 'webhooks' | 'page' | 'blog';

export type Twin = {
  /** The page's route (`/docs/quotes`). */
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly section: TwinSection;
  readonly markdown: string;
};

type TwinOptions = {
  readonly siteDir: string;
  readonly siteUrl: string;
  readonly siteTitle: string;
  readonly tagline: string;
  /** The guides, in reading order (plugins/site-model). */
  readonly guides: readonly Guide[];
};

/** Pages built from React code that are an application, not content: they have no twin. */
const applicationPages = new Set(['/search']);

/** The file of a route's twin, relative to the site root. */
export function twinPath(route: string): string {
  return route === '/' ? 'index.md' : `${route.replace(/^\//, '')}.md`;
}

/**
 * Links to the site's pages made links to their twins (`…/docs/quotes#step-2` →
 * `…/docs/quotes.md#step-2`): an agent reading a twin follows a link to the next twin, and the
 * anchor is one the twin carries too. A link to a section of the same page is its fragment alone
 * (`#contractCreated`): shorter, which keeps the largest twins inside their token budget. Links to
 * files and to pages without a twin stay as they are.
 */
function linkTwins(markdown: string, siteUrl: string, routes: ReadonlySet<string>, self: string): string {
  const escaped = siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`\\]\\(${escaped}(/[^)#\\s]*)?(#[^)\\s]*)?\\)`, 'g');
  return markdown.replace(link, (whole, route: string | undefined, hash: string | undefined) => {
    const page = route === undefined || route === '' ? '/' : route;
    if (page === self && hash !== undefined) return `](${hash})`;
    return routes.has(page) ? `](${siteUrl}/${twinPath(page)}${hash ?? ''})` : whole;
  });
}

function header(title: string, url: string, description: string): string {
  return [`# ${title}`, url, ...(description === '' ? [] : [`> ${description.replace(/\s*\n\s*/g, ' ')}`])].join(
    '\n\n',
  );
}

export function guideMapMarkdown(guides: readonly Guide[], siteUrl: string): string {
  return guidesByStage(guides)
    .map((stage) => {
      const entries = stage.guides.map(
        (guide) => `- [${guide.title}](${siteUrl}/docs/${guide.id}) (${variantLabel(guide.variant)}): ${guide.line}`,
      );
      // The page gives each stage this id (src/components/GuideMap).
      const id = `stage-${stage.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
      return `## ${stage.title} ${anchor(id)}\n\n${entries.join('\n')}`;
    })
    .join('\n\n');
}

function homeMarkdown(options: TwinOptions): string {
  const {siteUrl} = options;
  const paths = integrationPaths.map((integrationPath) =>
    [
      // The ids the home page gives these headings (src/components/HomePaths, TopicGrid).
      `### ${integrationPath.title} (${integrationPath.variant}) ${anchor(`path-${integrationPath.variant}`)}`,
      integrationPath.summary,
      integrationPath.steps.map((step, index) => `${index + 1}. ${step}`).join('\n'),
      `[${integrationPath.linkLabel}](${siteUrl}${integrationPath.to})`,
    ].join('\n\n'),
  );
  const topics = mainTopics.map((topic) => `- [${topic.title}](${siteUrl}${topic.to}): ${topic.description}`);
  return [
    homeIntro,
    `[Start integrating](${siteUrl}/docs/intro) · [Search the docs](${siteUrl}/search)`,
    `## Choose your integration path ${anchor('paths-heading')}`,
    pathsLead,
    ...paths,
    `## Main topics ${anchor('topics-heading')}`,
    topics.join('\n'),
  ].join('\n\n');
}

export function buildTwins(site: SiteContent, options: TwinOptions): Twin[] {
  const {siteDir, siteUrl} = options;
  const referenceBySlug = new Map(site.reference.pages.map((page) => [page.slug, page]));
  const referenceOptions = {
    siteUrl,
    webhookDetails: site.reference.webhookDetails,
    errors: site.reference.errors,
    responseHeaders: responseHeadersOf(site.reference.bundled),
  };
  const components: Readonly<Record<string, ComponentRenderer>> = {
    ApiReference: ({topic}) => {
      const page = topic === undefined ? undefined : referenceBySlug.get(topic);
      if (page === undefined) throw new Error(`<ApiReference topic="${topic ?? ''}" /> names no topic`);
      return referencePageMarkdown(page, referenceOptions);
    },
    ErrorCatalog: () => errorCatalogMarkdown(site.reference.errors, siteUrl),
    GuideMap: () => guideMapMarkdown(options.guides, siteUrl),
    Lifecycle: ({schema}) => {
      const lifecycle = schema === undefined ? undefined : site.reference.lifecycles[schema];
      if (lifecycle === undefined) throw new Error(`<Lifecycle schema="${schema ?? ''}" /> names no lifecycle`);
      return lifecycleMarkdown(lifecycle, siteUrl);
    },
  };
  const convert = (source: string, permalink: string): string => {
    const file = source.replace(/^@site\//, '');
    return mdxToMarkdown({
      file,
      source: readFileSync(path.join(siteDir, file), 'utf8'),
      siteUrl,
      permalink,
      components,
    });
  };
  const twin = (
    entry: {permalink: string; title: string; description: string},
    section: TwinSection,
    body: string,
    preamble = '',
  ): Twin => ({
    route: entry.permalink,
    title: entry.title,
    description: entry.description,
    section,
    markdown: linkTwins(
      `${[header(entry.title, siteUrl + entry.permalink, entry.description), preamble, body.trim()]
        .filter((part) => part !== '')
        .join('\n\n')}\n`,
      siteUrl,
      twinRoutes,
      entry.permalink,
    ),
  });

  const twinRoutes = new Set([
    ...site.pages.filter((page) => page.type === 'mdx' || page.permalink === '/').map((page) => page.permalink),
    ...site.docs.map((doc) => doc.permalink),
    ...site.posts.map((post) => post.permalink),
  ]);
  const twins: Twin[] = [];
  for (const page of site.pages) {
    if (page.permalink === '/' && page.type === 'jsx') {
      twins.push(
        twin({permalink: '/', title: options.siteTitle, description: options.tagline}, 'home', homeMarkdown(options)),
      );
    } else if (page.type === 'mdx') {
      const title = page.title ?? page.permalink;
      twins.push(
        twin(
          {permalink: page.permalink, title, description: page.description ?? ''},
          'page',
          convert(page.source, page.permalink),
        ),
      );
    } else if (!applicationPages.has(page.permalink)) {
      throw new Error(
        `plugins/docs-as-data: ${page.source} (${page.permalink}) is a React page with no Markdown twin; ` +
          'write its twin in twins.ts or list it as an application page there.',
      );
    }
  }
  for (const doc of site.docs) {
    const section: TwinSection =
      doc.id === 'errors'
        ? 'errors'
        : doc.id === 'api/webhooks'
          ? 'webhooks'
          : doc.id.startsWith('api/')
            ? 'reference'
            : 'guide';
    twins.push(twin(doc, section, convert(doc.source, doc.permalink)));
  }
  for (const post of site.posts) {
    const byline = `Published ${post.date}${post.authors.length > 0 ? ` by ${post.authors.join(' and ')}` : ''}.`;
    twins.push(twin(post, 'blog', convert(post.source, post.permalink), byline));
  }
  return twins;
}

/**
 * Every twin in reading order: home, the guides along the guide map, the reference in the order of
 * the document's tags, the
 * error catalogue, the webhook events, then the other pages and the blog, newest post first.
 */
export function readingOrder(
  twins: readonly Twin[],
  referenceSlugs: readonly string[],
  guides: readonly Guide[],
): Twin[] {
  const rank = new Map<string, number>([
    ...guides.map((guide, index): [string, number] => [`/docs/${guide.id}`, index]),
    ...referenceSlugs.map((slug, index): [string, number] => [`/docs/api/${slug}`, index]),
  ]);
  const sectionRank: Readonly<Record<TwinSection, number>> = {
    home: 0,
    guide: 1,
    reference: 2,
    errors: 3,
    webhooks: 4,
    page: 5,
    blog: 6,
  };
  return twins
    .map((entry, index) => ({entry, index}))
    .sort(
      (a, b) =>
        sectionRank[a.entry.section] - sectionRank[b.entry.section] ||
        (rank.get(a.entry.route) ?? rank.size) - (rank.get(b.entry.route) ?? rank.size) ||
        a.index - b.index,
    )
    .map(({entry}) => entry);
}
