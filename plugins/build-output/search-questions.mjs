// Where the build keeps the guides' `search_questions` for the search index: plain JavaScript
// that both the plugin (./index.ts, loaded through jiti) and the index script (./search.mjs, a
// Node process of its own) import. search.mjs itself cannot be imported by the plugin: it imports
// Pagefind, which publishes an ES module only.

/**
 * By page address, the guide's file and, by a section's anchor, the questions it answers and the
 * terms that name its subject (`{"/docs/term": {"source": "docs/term.mdx", "sections":
 * {"end-of-term": ["…"]}, "terms": {"end-of-term": ["lease end"]}}}`). Written
 * into the build by the plugin before the index, and read from there, so an index built again
 * from a copy of the build (the bench, the build tests) has them too. A dot path: nginx does not
 * serve it.
 */
export const searchQuestionsFile = '.search/questions.json';
