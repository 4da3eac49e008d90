// A heading's anchor as the site gives it, worked out from the heading's text: the sections file
// beside the search index leaves out each anchor that this gives, and the search works it out
// again, because the file is part of every first search. A heading whose anchor this does not give
// keeps it written out, so a heading that changes its id is never linked wrong, only written longer.
// Plain JavaScript, with its types beside it (heading-anchor.d.mts): the index's build script, which
// runs in Node without TypeScript, and the search, which is bundled for the browser, both use it.

/** @param {string} title */
export function headingAnchor(title) {
  // An event of the webhook reference, headed by its type: "sale.requires_action — Sale needs
  // action" is #saleRequiresAction.
  const event = /^([a-z]+(?:[._][a-z]+)+) — /.exec(title);
  if (event !== null) {
    const [first = '', ...rest] = (event[1] ?? '').split(/[._]/);
    return first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  }
  // A resource's lifecycle on its reference page: "RentalContract lifecycle" is #lifecycle-rentalcontract.
  const lifecycle = /^([A-Za-z]+) lifecycle$/.exec(title);
  if (lifecycle !== null) return `lifecycle-${(lifecycle[1] ?? '').toLowerCase()}`;
  // A problem type of the error catalogue, with its status: "rate_limited (429)" is #rate_limited.
  const problem = /^([a-z]+(?:_[a-z]+)*) \(\d{3}\)$/.exec(title);
  if (problem !== null) return problem[1] ?? '';
  // Any other heading: the text in lower case, marks left out, spaces as hyphens.
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
