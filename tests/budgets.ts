/**
 * Byte budgets for first-load JavaScript: the gzip size (level 9) of every script a page requests
 * before React has hydrated it. Each is the measured value plus about 10 % headroom, and never
 * above the ceilings the issues give: guides ≤ 190 KB, reference pages ≤ 218 KB and ≤ 1.25 × the
 * intro guide. Measured 2026-11-21 with `npx playwright test tests/e2e/budgets.spec.ts`.
 */
export type Budget = {readonly path: string; readonly kind: string; readonly maxFirstLoadJsGzip: number};

const KB = 1024;

export const budgets: readonly Budget[] = [
  // Measured 159.5 KB.
  {path: '/', kind: 'home', maxFirstLoadJsGzip: 175 * KB},
  // Measured 185.8 KB; capped by the ceiling for guides.
  {path: '/docs/intro', kind: 'guide', maxFirstLoadJsGzip: 190 * KB},
  // Measured 186.5 KB (a guide with a diagram: the diagram's code loads after hydration).
  {path: '/docs/flow-rental', kind: 'guide', maxFirstLoadJsGzip: 190 * KB},
  // Measured 185.7 KB.
  {path: '/blog/mdx-blog-post', kind: 'blog post', maxFirstLoadJsGzip: 204 * KB},
  // Measured 173.0 KB.
  {path: '/markdown-page', kind: 'page', maxFirstLoadJsGzip: 190 * KB},
  // Measured 211.7 KB and 211.8 KB, the two largest reference pages; capped by the ceiling.
  {path: '/docs/api/webhooks', kind: 'reference', maxFirstLoadJsGzip: 218 * KB},
  {path: '/docs/api/contracts-rental', kind: 'reference', maxFirstLoadJsGzip: 218 * KB},
];

/** The largest reference page may weigh at most this many times the intro guide. */
export const referenceToIntroMaxRatio = 1.25;
