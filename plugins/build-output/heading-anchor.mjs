// A heading's anchor as the site's headings mostly have it (the text in lower case, marks left out,
// spaces as hyphens). The search's sections file leaves out each anchor that this gives from the
// heading's text, and the search works it out again: the file is part of every first search.
// Plain JavaScript, with its types beside it (heading-anchor.d.mts): the index's build script, which
// runs in Node without TypeScript, and the search, which is bundled for the browser, both use it.

/** @param {string} title */
export function headingAnchor(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
