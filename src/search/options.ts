/**
 * The options of Pagefind's client in the reader's browser (Pagefind's `options()`). The index's
 * own options are in plugins/build-output/search.mjs, which builds it.
 */
export const pagefindBrowserOptions = {
  excerptLength: 22,
  // The index is small enough to search on the main thread in a few milliseconds; a worker would
  // cost the first search another script download, and measured no better at 4x CPU.
  noWorker: true,
  ranking: {termFrequency: 0},
};
