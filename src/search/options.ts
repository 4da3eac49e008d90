/**
 * The options of Pagefind's client in the reader's browser (Pagefind's `options()`). The index's
 * own options are in plugins/build-output/search.mjs, which builds it. Pagefind's ranking options
 * are not set: the site ranks sections itself from each word's matches (./rank.ts), and cuts the
 * excerpts of the sections it shows (./engine.ts), so Pagefind's page scores and excerpts are not read.
 */
export const pagefindBrowserOptions = {
  // Result addresses start at the site's root, where the site is served. Pagefind works the
  // default out from where its script was loaded, and in a worker (./worker.ts) it keeps that
  // address's origin: the results' links would have pointed at the origin, not the page's path.
  baseUrl: '/',
};
