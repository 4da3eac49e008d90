/**
 * Byte budgets per page type, in one place. Each is the measured value plus about 10 % headroom,
 * and never above the ceilings the site has committed to (guides ≤ 190 KB of first-load JavaScript,
 * reference pages ≤ 218 KB and ≤ 1.25 × the intro guide).
 *
 * - maxFirstLoadJsGzip: the gzip size (level 9) of every script a page asks for until it has
 *   hydrated (not what it loads later when the browser is idle, such as the search bar, nor other
 *   pages' prefetched chunks), measured in the browser (tests/e2e/budgets.spec.ts).
 * - maxHtmlGzip and maxCssGzip: the page's HTML document and its stylesheets, gzip level 9, read
 *   from the build output (tests/build/budgets.test.ts).
 *
 * Measured 2026-11-21 with the two specs (their output lists each page's bytes).
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
  // Measured JS 134.5 KB, HTML 5.1 KB, CSS 18.3 KB (the same stylesheet on every page).
  {path: '/', kind: 'home', maxFirstLoadJsGzip: 148 * KB, maxHtmlGzip: 5.7 * KB, maxCssGzip: 20 * KB},
  // Measured JS 176.9 KB (capped by the guide ceiling), HTML 9.7 KB since the page lists every
  // guide in its guide map (8.4 KB before).
  {path: '/docs/intro', kind: 'guide', maxFirstLoadJsGzip: 190 * KB, maxHtmlGzip: 10.7 * KB, maxCssGzip: 20 * KB},
  // A guide with diagrams (their code loads when one scrolls into view). Measured JS 178.1 KB
  // (capped by the guide ceiling), HTML 12.7 KB since every step shows its request (10.3 KB before).
  {path: '/docs/flow-rental', kind: 'guide', maxFirstLoadJsGzip: 190 * KB, maxHtmlGzip: 14 * KB, maxCssGzip: 20 * KB},
  // The largest guide. Measured JS 181.1 KB (capped by the guide ceiling), HTML 17.2 KB.
  {path: '/docs/term', kind: 'guide', maxFirstLoadJsGzip: 190 * KB, maxHtmlGzip: 19 * KB, maxCssGzip: 20 * KB},
  // Measured JS 177.3 KB, HTML 8.3 KB.
  {
    path: '/blog/mdx-blog-post',
    kind: 'blog post',
    maxFirstLoadJsGzip: 195 * KB,
    maxHtmlGzip: 9.2 * KB,
    maxCssGzip: 20 * KB,
  },
  // Measured JS 164.8 KB, HTML 6.7 KB.
  {path: '/markdown-page', kind: 'page', maxFirstLoadJsGzip: 181 * KB, maxHtmlGzip: 7.4 * KB, maxCssGzip: 20 * KB},
  // Measured JS 133.1 KB, HTML 3.4 KB.
  {
    path: '/no-such-page',
    file: '404.html',
    kind: 'not found',
    maxFirstLoadJsGzip: 146 * KB,
    maxHtmlGzip: 3.8 * KB,
    maxCssGzip: 20 * KB,
  },
  // The two largest reference pages. Measured JS 205.1 and 206.2 KB (capped by the
  // reference ceiling), HTML 28.3 and 45.0 KB since plain code text has no element of its own
  // (30.0 and 48.4 KB before).
  {
    path: '/docs/api/webhooks',
    kind: 'reference',
    maxFirstLoadJsGzip: 218 * KB,
    // 31.1 KB measured with each event's "Sent on" line of lifecycle transitions (40 events); the
    // line is one text node, the smallest form it can take.
    maxHtmlGzip: 32 * KB,
    maxCssGzip: 20 * KB,
  },
  {
    path: '/docs/api/contracts-rental',
    kind: 'reference',
    maxFirstLoadJsGzip: 218 * KB,
    maxHtmlGzip: 49 * KB,
    maxCssGzip: 20 * KB,
  },
];

/** The largest reference page may weigh at most this many times the intro guide. */
export const referenceToIntroMaxRatio = 1.25;

/**
 * The first search (opening the dialog and the first query): everything it transfers, compressed,
 * from the dialog's code to the search engine, its WebAssembly and the index fragments the query
 * needs. Measured 2026-11-25: see tests/e2e/budgets.spec.ts output.
 */
export const firstSearchMaxBytes = 150 * KB;

/** The navbar search button's own code, minified and gzipped: all that search adds to a page load. */
export const searchButtonMaxBytes = 3 * KB;
