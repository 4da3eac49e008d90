/**
 * The route manifest: every route the site promises (the product's route list, exact spellings
 * included) plus the routes the site adds for a reason (the error catalogue, the search page, the
 * downloads and the alias redirects). Every route must answer 200 and show its heading.
 */
import path from 'node:path';
import {readTopics, type Topic} from '../plugins/openapi-reference/topics';
import {readGuides} from '../plugins/site-model/guides';
import {aliases, downloads} from '../src/site/model';
import type {Guide} from '../src/site/model';

export type RouteKind = 'home' | 'page' | 'blog' | 'guide' | 'reference' | 'search' | 'file' | 'redirect';

export type ManifestRoute = {
  readonly path: string;
  readonly kind: RouteKind;
  /** Text of the page's first-level heading (exact), when the page has one. */
  readonly h1?: string;
  /** Pages: the page's own title, which `documentTitle` completes. Files: the text they start with. */
  readonly title: string;
  /** In the docs sidebar `tutorialSidebar` (guides only). */
  readonly inSidebar?: boolean;
  /** Files: the media type they are served with (no parameters). Redirects: the path they lead to. */
  readonly contentType?: string;
  readonly to?: string;
};

const siteTitle = 'Unified API V4.x';

/** The guides the site promises, by slug: the contract that the guides in docs/ must keep. */
export const promisedGuides = [
  'intro',
  'auth-token',
  'acme-sales',
  'contracts',
  'customer-verification-rental',
  'environments',
  'payments',
  'payments-rental',
  'product_catalog',
  'quotes',
  'repair-rental',
  'subscription',
  'term',
  'vouchers',
  'webhooks',
  'agreements-consents-statements-rental',
  'add-device-contract-rental',
  'catalog-onboarding-rental',
  'catalog-remove-device-rental',
  'catalog-update-pricing-rental',
  'contract-device-handover-rental',
  'contracts-rental',
  'customer_verification',
  'customer-scoring-rental',
  'flow-rental',
  'get-pricing-rental',
  'intro-rental',
  'repair',
  'stock-rental',
  'utilities',
  // Added by the site for a reason of its own: agents are a growing share of our readers.
  'ai-agents',
] as const;

/** The guides' routes, from their front matter: the page title is the heading. */
export function guideRoutesOf(guides: readonly Guide[]): ManifestRoute[] {
  return guides.map((guide) => ({
    path: `/docs/${guide.id}`,
    kind: 'guide',
    h1: guide.title,
    title: guide.title,
    inSidebar: guide.sidebar !== undefined,
  }));
}

const guideRoutes = guideRoutesOf(readGuides(path.join(__dirname, '..', 'docs')));
const reference = referenceRoutes(readTopics('openapi/openapi.yaml'));

/** The reference page of each API topic. */
export function referenceRoutes(topics: readonly Pick<Topic, 'slug' | 'name'>[]): ManifestRoute[] {
  return topics.map((topic) => ({path: `/docs/api/${topic.slug}`, kind: 'reference', title: topic.name}));
}

export const routes: readonly ManifestRoute[] = [
  {path: '/', kind: 'home', h1: siteTitle, title: siteTitle},
  {path: '/markdown-page', kind: 'page', h1: 'Glossary', title: 'Glossary'},

  // Blog (sample content in our own words).
  {path: '/blog', kind: 'blog', h1: 'Partner updates', title: 'Partner updates'},
  {path: '/blog/archive', kind: 'blog', h1: 'Archive', title: 'Archive'},
  {path: '/blog/authors', kind: 'blog', h1: 'Authors', title: 'Authors'},
  {
    path: '/blog/authors/maren-ostrowski',
    kind: 'blog',
    h1: 'Maren Ostrowski',
    title: 'Maren Ostrowski - 2 posts',
  },
  {path: '/blog/authors/tobias-lind', kind: 'blog', h1: 'Tobias Lind', title: 'Tobias Lind - 4 posts'},
  {
    path: '/blog/api-4-2-webhooks',
    kind: 'blog',
    h1: 'API 4.2: self-serve webhooks and Standard Webhooks',
    title: 'API 4.2: self-serve webhooks and Standard Webhooks',
  },
  {
    path: '/blog/first-blog-post',
    kind: 'blog',
    h1: 'Your first sandbox call in ten minutes',
    title: 'Your first sandbox call in ten minutes',
  },
  {
    path: '/blog/long-blog-post',
    kind: 'blog',
    h1: 'How these docs are organised and kept correct',
    title: 'How these docs are organised and kept correct',
  },
  {
    path: '/blog/mdx-blog-post',
    kind: 'blog',
    h1: 'What an MDX page can show',
    title: 'What an MDX page can show',
  },
  {
    path: '/blog/welcome',
    kind: 'blog',
    h1: 'Welcome to the Acme partner portal',
    title: 'Welcome to the Acme partner portal',
  },
  {path: '/blog/tags', kind: 'blog', h1: 'Tags', title: 'Tags'},
  {
    path: '/blog/tags/docusaurus',
    kind: 'blog',
    h1: '4 posts tagged with "Docusaurus"',
    title: '4 posts tagged with "Docusaurus"',
  },
  {
    path: '/blog/tags/facebook',
    kind: 'blog',
    h1: 'One post tagged with "Facebook"',
    title: 'One post tagged with "Facebook"',
  },
  {
    path: '/blog/tags/hello',
    kind: 'blog',
    h1: '3 posts tagged with "Hello"',
    title: '3 posts tagged with "Hello"',
  },
  {
    path: '/blog/tags/hola',
    kind: 'blog',
    h1: 'One post tagged with "Hola"',
    title: 'One post tagged with "Hola"',
  },

  // Guides, as their front matter declares them (title, in the sidebar or not).
  ...guideRoutes,

  // The reference under /docs/api/: one page per tag of the OpenAPI document, titled by the tag.
  // Two slugs, `enviroments` and `vochers`, are misspelt on purpose: those are the published
  // addresses partners already use, so they stay, permanently.
  ...reference,

  // Routes the site adds: the full search page, the error catalogue and the downloads (the OpenAPI
  // document, the llms files, one Markdown twin as a sample of all, the Postman files).
  {path: '/search', kind: 'search', h1: 'Search the documentation', title: 'Search the documentation'},
  {path: '/docs/errors', kind: 'guide', h1: 'Errors', title: 'Errors'},
  {path: `/${downloads.openapiYaml}`, kind: 'file', title: 'openapi: 3.1.0', contentType: 'application/yaml'},
  {path: `/${downloads.openapiJson}`, kind: 'file', title: '{', contentType: 'application/json'},
  {path: '/llms.txt', kind: 'file', title: '# Unified API V4.x', contentType: 'text/plain'},
  {path: '/llms-full.txt', kind: 'file', title: '# Unified API V4.x', contentType: 'text/plain'},
  {path: '/docs/quotes.md', kind: 'file', title: '# Quotes', contentType: 'text/markdown'},
  {path: `/${downloads.postmanCollection}`, kind: 'file', title: '{', contentType: 'application/json'},
  ...['sandbox', 'local-mock'].map((server): ManifestRoute => ({
    path: `/${downloads.postmanEnvironment(server)}`,
    kind: 'file',
    title: '{',
    contentType: 'application/json',
  })),
  // Correctly spelled aliases of published slugs (the site model's list): each leads to the page
  // it names, whose title is the one shown.
  ...aliases.map((alias): ManifestRoute => ({
    path: alias.from,
    kind: 'redirect',
    title: reference.find((route) => route.path === alias.to)?.title ?? `no page at ${alias.to}`,
    to: alias.to,
  })),
];

/**
 * The whole document title of a page: its own title and the site's, as the theme joins them (the
 * home page has the site's alone). Compared whole, so that `Contracts` cannot pass for
 * `Contracts (rental)`.
 */
export function documentTitle(route: Pick<ManifestRoute, 'title' | 'kind'>): string {
  return route.kind === 'home' ? siteTitle : `${route.title} | ${siteTitle}`;
}

/** Routes that render a page of the site (not downloads or redirects). */
export const pageRoutes = routes.filter((route) => route.kind !== 'file' && route.kind !== 'redirect');
