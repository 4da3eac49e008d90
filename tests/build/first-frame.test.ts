// The first frame of a docs page: each guide and reference page asks the browser to hold its first
// paint until its first section heading is parsed (`<link rel="expect">`); tests/e2e/first-frame.spec.ts
// shows in Chromium what the link does. A link to a heading the page does not have would hold the
// first frame until the whole page is parsed.
import {expect, test} from 'vitest';
import {builtPage, builtSectionIds} from '../support/built-html';
import {pageRoutes} from '../routes';

test('every guide and reference page with sections waits for its first section heading, and only that', () => {
  const checked = pageRoutes.filter((route) => route.kind === 'guide' || route.kind === 'reference');
  expect(checked.length).toBeGreaterThan(40);
  for (const route of checked) {
    const html = builtPage(route.path);
    const headings = builtSectionIds(html);
    const expects = [...html.matchAll(/<link\b[^>]*\srel=(?:"expect"|expect)[^>]*>/g)].map((match) =>
      /\shref=(?:"#([^"]+)"|#([^\s>]+))/.exec(match[0])?.slice(1).find(Boolean),
    );
    expect(expects, route.path).toEqual(headings.length > 0 ? [headings[0]] : []);
  }
});
