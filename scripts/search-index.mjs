// Builds the site search index with Pagefind from the rendered HTML in build/, into
// build/pagefind/. Pagefind splits the index into small fragments, so a query downloads only the
// parts it needs, and it makes every heading with an id a result of its own.
//
// What is indexed is decided by the markup: only the element marked `data-pagefind-body` on each
// page (the doc, blog post or home page content; not the navbar, sidebar, footer or table of
// contents), minus anything marked `data-pagefind-ignore` (code samples and examples). Pages without
// such an element (the 404 page, the alias redirect pages) are not indexed at all. Filters and
// weights come from `data-pagefind-filter` and `data-pagefind-weight` in the components.
//
// This module is also imported by the browser bundle (src/search/engine.ts) for
// `pagefindOptions.browser`: it imports nothing at its top, and loads Pagefind's Node API only
// when it builds.

/**
 * Every Pagefind option of the site, in one place: `index` for building the index (Pagefind's
 * `createIndex`), `browser` for the client in the reader's browser (Pagefind's `options()`).
 */
export const pagefindOptions = {
  index: {
    forceLanguage: 'en',
    // Characters that belong to the identifiers partners search for: `contract.activated`,
    // `rate_limited`, `customers:read`. Without them Pagefind splits these into separate words.
    includeCharacters: '_.:',
  },
  browser: {
    excerptLength: 22,
    // The index is small enough to search on the main thread in a few milliseconds; a worker would
    // cost the first search another script download.
    noWorker: true,
    ranking: {termFrequency: 0},
  },
};

export async function buildSearchIndex(buildDir) {
  const {close, createIndex} = await import(/* webpackIgnore: true */ 'pagefind');
  const started = Date.now();
  const {errors, index} = await createIndex(pagefindOptions.index);
  if (index === undefined) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({path: buildDir});
    if (added.errors.length > 0) throw new Error(`search index: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({outputPath: `${buildDir}/pagefind`});
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
    return {pages: added.page_count, seconds: (Date.now() - started) / 1000};
  } finally {
    await close();
  }
}
