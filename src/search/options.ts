/**
 * The options of Pagefind's client in the reader's browser (Pagefind's `options()`). The index's
 * own options are in plugins/build-output/search.mjs, which builds it.
 */
export const pagefindBrowserOptions = {
  excerptLength: 22,
  // Pagefind searches in its web worker. At 4x CPU, typing eight queries at 120 ms a key while
  // results render, the largest keystroke input delay was 95 ms with the worker (range 70-278 ms
  // over 5 runs) against 408 ms on the main thread (286-557 ms); the last key to results took
  // about as long either way (p50 300 against 296 ms). `npm run bench -- --only=search` measures
  // both. The worker's script adds about 12 KB to the first search.
  noWorker: false,
  ranking: {termFrequency: 0},
};
