/**
 * The options of Pagefind's client in the reader's browser (Pagefind's `options()`). The index's
 * own options are in plugins/build-output/search.mjs, which builds it.
 */
export const pagefindBrowserOptions = {
  // Result addresses start at the site's root, where the site is served. Pagefind works the
  // default out from where its script was loaded, and in a worker (./worker.ts) it keeps that
  // address's origin: the results' links would have pointed at the origin, not the page's path.
  baseUrl: '/',
  excerptLength: 22,
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
