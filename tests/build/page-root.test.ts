// Docusaurus puts every page inside its root element, `<div id="__docusaurus">`, and src/css/custom.css
// makes that element a stacking context of its own so that the search dialog's renders do not
// repaint the page behind it (the figures are in that file). The rule names the element by its
// id: if Docusaurus renamed it, the rule would silently match nothing, so this test checks both
// ends in the build.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {builtPage} from '../support/built-html';
import {pageRoutes} from '../routes';

/** The root's opening tag; the built HTML is minified, without quotes around the id. */
const rootOpening = /<div id="?__docusaurus"?>/;

test('every page is inside Docusaurus’s root element, and the stylesheet isolates that element', () => {
  const pages = pageRoutes.map((route) => route.path);
  expect(pages.length).toBeGreaterThan(40);
  expect(pages.filter((page) => !rootOpening.test(builtPage(page)))).toEqual([]);
  const sheets = [
    ...new Set(pages.flatMap((page) => [...builtPage(page).matchAll(/href="?(\/assets\/css\/[^"\s>]+\.css)/g)].map((match) => match[1] ?? ''))),
  ];
  expect(sheets.length).toBeGreaterThan(0);
  const rules = sheets.flatMap((sheet) =>
    [...readFileSync(path.join('build', sheet), 'utf8').matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter((rule) =>
      (rule[1] ?? '').split(',').some((selector) => selector.trim() === '#__docusaurus'),
    ),
  );
  expect(rules.some((rule) => /(?:^|;)\s*isolation\s*:\s*isolate\s*(?:;|$)/.test(rule[2] ?? ''))).toBe(true);
});
