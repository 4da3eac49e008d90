/**
 * The options of Pagefind's client in the reader's browser (Pagefind's `options()`). The index's
 * own options are in plugins/build-output/search.mjs, which builds it.
 */
export const pagefindBrowserOptions = {
  excerptLength: 22,
  // The index is small enough to search on the main thread in a few milliseconds; a worker would
  // cost the first search another script download, and measured no better at 4x CPU.
  noWorker: true,
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
