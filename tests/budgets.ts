/**
 * Byte budgets per page type, in one place. Each is the measured value plus about 10 % headroom,
 * and never above the ceilings the issues give (guides ≤ 190 KB of first-load JavaScript,
 * reference pages ≤ 218 KB and ≤ 1.25 × the intro guide).
 *
 * - maxFirstLoadJsGzip: the gzip size (level 9) of every script a page requests before React has
 *   hydrated it, measured in the browser (tests/e2e/budgets.spec.ts).
 * - maxHtmlGzip and maxCssGzip: the page's HTML document and its stylesheets, gzip level 9, read
 *   from the build output (tests/e2e/build-budgets.spec.ts).
 *
 * Measured 2026-11-21 with `npm run bench -- --skip-build` (page weight rows) and the two specs.
 */
export type Budget = {
  readonly path: string;
  /** The built file when it is not `<path>/index.html` (the not-found page). */
  readonly file?: string;
  readonly kind: string;
  readonly maxFirstLoadJsGzip: number;
  readonly maxHtmlGzip: number;
  readonly maxCssGzip: number;
};

const KB = 1024;

export const budgets: readonly Budget[] = [
  // Measured JS 159.5 KB, HTML 4.8 KB, CSS 17.9 KB.
  {path: '/', kind: 'home', maxFirstLoadJsGzip: 175 * KB, maxHtmlGzip: 6 * KB, maxCssGzip: 20 * KB},
  // Measured JS 185.8 KB (capped by the guide ceiling), HTML 8.0 KB.
  {path: '/docs/intro', kind: 'guide', maxFirstLoadJsGzip: 190 * KB, maxHtmlGzip: 9 * KB, maxCssGzip: 20 * KB},
  // A guide with diagrams (their code loads after hydration). Measured JS 186.5 KB, HTML 10.0 KB.
  {path: '/docs/flow-rental', kind: 'guide', maxFirstLoadJsGzip: 190 * KB, maxHtmlGzip: 11 * KB, maxCssGzip: 20 * KB},
  // The largest guide. Measured JS 190.0 KB, HTML 17.8 KB.
  {path: '/docs/term', kind: 'guide', maxFirstLoadJsGzip: 190 * KB, maxHtmlGzip: 20 * KB, maxCssGzip: 20 * KB},
  // Measured JS 185.7 KB, HTML 8.1 KB.
  {path: '/blog/mdx-blog-post', kind: 'blog post', maxFirstLoadJsGzip: 204 * KB, maxHtmlGzip: 9 * KB, maxCssGzip: 20 * KB},
  // Measured JS 173.0 KB, HTML 6.3 KB.
  {path: '/markdown-page', kind: 'page', maxFirstLoadJsGzip: 190 * KB, maxHtmlGzip: 7 * KB, maxCssGzip: 20 * KB},
  // Measured JS 165.6 KB, HTML 3.0 KB.
  {path: '/no-such-page', file: '404.html', kind: 'not found', maxFirstLoadJsGzip: 182 * KB, maxHtmlGzip: 4 * KB, maxCssGzip: 20 * KB},
  // The two largest reference pages. Measured JS 211.7 and 212.9 KB (capped by the ceiling),
  // HTML 30.4 and 49.4 KB.
  {path: '/docs/api/webhooks', kind: 'reference', maxFirstLoadJsGzip: 218 * KB, maxHtmlGzip: 34 * KB, maxCssGzip: 20 * KB},
  {path: '/docs/api/contracts-rental', kind: 'reference', maxFirstLoadJsGzip: 218 * KB, maxHtmlGzip: 55 * KB, maxCssGzip: 20 * KB},
];

/** The largest reference page may weigh at most this many times the intro guide. */
export const referenceToIntroMaxRatio = 1.25;

/** The search index (build/search-index*.json), downloaded on the first search. Measured 5.0 MB raw, 1.10 MB gzip. */
export const searchIndexBudget = {maxRawBytes: 5.6 * KB * KB, maxGzipBytes: 1.25 * KB * KB};
