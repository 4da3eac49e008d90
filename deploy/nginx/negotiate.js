// Markdown negotiation for nginx's JavaScript module (njs, Debian's libnginx-mod-http-js): decides
// from a request's Accept header whether a page URL answers with the page's Markdown twin.
//
// The rules are HTTP's (RFC 9110, section 12.5.1): each of text/markdown and text/html gets the
// q-value of the most specific media range that matches it (`text/markdown` before `text/*` before
// `*/*`; a type that no range matches is not acceptable), and q=0 means "not acceptable". Markdown
// is answered only when its q-value is above zero and higher than HTML's: a tie, `*/*` alone and a
// missing header all give HTML, which is what browsers, crawlers and link checkers expect.
//
// Written for njs 0.7 (Debian 12), which lacks some newer syntax (no `for … of`, no spread, no
// optional chaining), and unit-tested in Node from this same file (tests/unit/negotiate.test.ts).

const qvalue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The media ranges of an Accept header; a range with a malformed q-value is left out. */
function mediaRanges(accept) {
  const ranges = [];
  const parts = String(accept).split(',');
  for (let index = 0; index < parts.length; index++) {
    const params = parts[index].split(';');
    const range = params[0].trim().toLowerCase().split('/');
    if (range.length !== 2 || range[0] === '' || range[1] === '') continue;
    let q = 1;
    let valid = true;
    for (let position = 1; position < params.length; position++) {
      const param = params[position].trim().toLowerCase();
      if (param.slice(0, 2) !== 'q=') continue;
      const value = param.slice(2).trim();
      if (qvalue.test(value)) q = parseFloat(value);
      else valid = false;
    }
    if (valid) ranges.push({type: range[0], subtype: range[1], q: q});
  }
  return ranges;
}

/** The q-value that the ranges give `type/subtype`: from the most specific matching range, else 0. */
function quality(ranges, type, subtype) {
  let best = -1;
  let q = 0;
  for (let index = 0; index < ranges.length; index++) {
    const range = ranges[index];
    let specificity = -1;
    if (range.type === type && range.subtype === subtype) specificity = 2;
    else if (range.type === type && range.subtype === '*') specificity = 1;
    else if (range.type === '*' && range.subtype === '*') specificity = 0;
    if (specificity > best) {
      best = specificity;
      q = range.q;
    }
  }
  return q;
}

/** True when an Accept header prefers Markdown to HTML (the rules above). */
function markdownPreferred(accept) {
  if (accept === undefined || accept === null || String(accept).trim() === '') return false;
  const ranges = mediaRanges(accept);
  const markdown = quality(ranges, 'text', 'markdown');
  return markdown > 0 && markdown > quality(ranges, 'text', 'html');
}

/** For `js_set`: "1" when the request prefers Markdown, "0" otherwise. */
function wantsMarkdown(r) {
  return markdownPreferred(r.headersIn.Accept) ? '1' : '0';
}

export default {markdownPreferred: markdownPreferred, wantsMarkdown: wantsMarkdown};
