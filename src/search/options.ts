/**
 * The options of Pagefind's client in the reader's browser (Pagefind's `options()`). The index's
 * own options are in plugins/build-output/search.mjs, which builds it.
 */
export const pagefindBrowserOptions = {
  excerptLength: 22,
  // Pagefind searches in its web worker. At 4x CPU, typing eight queries at 120 ms a key while
  // results render, the largest keystroke input delay was 44 ms with the worker (42-68 ms over 5
  // runs, quiet machine) against 109 ms on the main thread (98-299 ms); the last key to results
  // took 121 ms at the median with the worker against 157 ms. `npm run bench -- --only=search`
  // measures both. The worker's script adds about 12 KB to the first search.
  noWorker: false,
  ranking: {
    termFrequency: 0,
    // Pagefind matches each word as a prefix too ("webhook" also finds "webhooks" and
    // "webhook_endpoint.disabled") and by default ranks pages with the shorter, closer words
    // higher. Partners type the singular of our plurals and the stem of our identifiers; a page
    // that has the word only in a longer form is as much about it.
    termSimilarity: 0,
    // Every page shows its title as its first heading, which the index already weighs as a
    // heading; the title's own weight counted a title word twice, so that "Payments" outranked
    // the guide whose section is "When a payment fails" for a question about failed payments.
    metaWeights: {title: 0},
  },
};
