/**
 * Byte budgets for first-load JavaScript: the gzip size (level 9) of every script a page fetches
 * before React has hydrated it. Set from measured values with about 10 % headroom, and never above
 * the ceilings the issues give (guide ≤ 190 KB, reference ≤ 218 KB).
 */
export type Budget = {readonly path: string; readonly kind: string; readonly maxFirstLoadJsGzip: number};

const KB = 1024;

export const budgets: readonly Budget[] = [
  // Measured 2026-11-21: 170.2 KB.
  {path: '/', kind: 'home', maxFirstLoadJsGzip: 187 * KB},
  // Measured 186.8 KB; capped by the ceiling for guides.
  {path: '/docs/intro', kind: 'guide', maxFirstLoadJsGzip: 190 * KB},
  // Measured 192.2 KB (tabs, code blocks; the diagram's code loads later).
  {path: '/blog/mdx-blog-post', kind: 'blog post', maxFirstLoadJsGzip: 211 * KB},
  // Measured 179.3 KB.
  {path: '/markdown-page', kind: 'page', maxFirstLoadJsGzip: 197 * KB},
];
