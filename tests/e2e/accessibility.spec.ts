// Every page route of the manifest, in one page load each: it answers 200 with its heading and
// title, logs no console error and throws no page error, and axe-core finds no WCAG 2.2 A/AA
// violation in either colour mode; and one page of each layout at a 390 px phone width. (One load
// per route for all three checks: each load of the long reference pages costs seconds, and the
// whole suite has to stay fast.)
//
// Desktop: each route is loaded once, in light mode; after the light scan the test switches to dark
// mode the way a reader does (the navbar toggle, so React re-renders what depends on the mode,
// diagrams included) and scans again. That is the same two states the reader sees, for half the
// page loads.
//
// 390 px: the navbar collapses into the mobile menu, tables scroll and the doc sidebar moves into
// the menu. Those layout changes come from the page type, not from the text of a page, and every
// page's content is already scanned at desktop width in both modes; so the phone pass scans one
// page of each layout, in both modes, with the mobile menu open once per layout.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, openPage} from './fixtures';
import {pageRoutes, type ManifestRoute} from '../routes';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  // Long pages render their sections only near the viewport (content-visibility: auto); a section
  // off screen has no real layout, so sizes and spacing measured there mean nothing. The reader
  // sees every section laid out once it is on screen: audit that layout, all of it at once.
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  const results = await new AxeBuilder({page}).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}

/** Rendered diagrams, whose SVG the theme redraws when the colour mode changes. */
async function diagramMarkup(page: Page): Promise<string[]> {
  return page
    .locator('.docusaurus-mermaid-container')
    .evaluateAll((containers) => containers.map((container) => container.innerHTML));
}

/** Waits until no CSS transition or animation runs: colours sampled mid-change are not the ones a reader sees. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Switches light → dark with the navbar's colour-mode button and waits for the page to follow. */
async function switchToDark(page: Page): Promise<void> {
  const before = await diagramMarkup(page);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Every diagram that was drawn in light mode has been drawn again.
  await expect
    .poll(async () => {
      const after = await diagramMarkup(page);
      return before.every((markup, index) => markup === '' || after[index] !== markup);
    })
    .toBe(true);
  await settled(page);
}

// Every page route, and the not-found page that any unknown URL shows.
const notFoundPath = '/no-such-page';
const sweptRoutes: readonly (Pick<ManifestRoute, 'path' | 'kind' | 'h1'> & {readonly title?: string})[] = [
  ...pageRoutes,
  {path: notFoundPath, kind: 'page'},
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('axe, desktop, light then dark', () => {
  test.use({viewport: {width: 1280, height: 800}});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  });

  for (const route of sweptRoutes) {
    const notFound = route.path === notFoundPath;
    test(`${route.path} answers ${notFound ? 404 : 200} with its heading and title, logs no errors and has no WCAG 2.2 AA violations`, async ({
      page,
      problems,
    }) => {
      // Long pages (every field of every operation, long guides) need more than the default for axe.
      test.setTimeout(route.kind === 'reference' ? 150_000 : 90_000);
      expect(await openPage(page, route.path)).toBe(notFound ? 404 : 200);
      if (route.h1 !== undefined) await expect(page.locator('h1').first()).toHaveText(route.h1);
      if (route.title !== undefined) {
        expect(await page.title()).toMatch(new RegExp(`^${escapeRegExp(route.title)}`));
      }
      // Let lazy work (diagrams, prefetching) run before judging the console.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const light = await violations(page);
      expect(light, `light mode:\n${light.join('\n')}`).toEqual([]);
      await switchToDark(page);
      const dark = await violations(page);
      expect(dark, `dark mode:\n${dark.join('\n')}`).toEqual([]);
      // Chromium reports a 404 document's own status as a console error; nothing else may appear.
      const own404 = (message: string) => notFound && /status of 404 \(Not Found\)/.test(message);
      expect(problems.messages.filter((message) => !own404(message))).toEqual([]);
    });
  }
});

/** One route of each layout (the page type decides the phone layout). */
const phoneRoutes = [
  '/',
  '/markdown-page',
  '/docs/intro',
  '/docs/term',
  '/docs/api/contracts-rental',
  '/docs/errors',
  '/blog',
  '/blog/long-blog-post',
  '/blog/tags',
  '/blog/tags/hello',
  '/blog/authors',
  '/blog/authors/tobias-lind',
  '/blog/archive',
  '/search',
  '/no-such-page',
] as const;

test('the phone pass covers every kind of page in the manifest', () => {
  const kinds = new Set(sweptRoutes.map((route) => route.kind));
  const covered = new Set(
    sweptRoutes.filter((route) => (phoneRoutes as readonly string[]).includes(route.path)).map((route) => route.kind),
  );
  expect([...kinds].filter((kind) => !covered.has(kind))).toEqual([]);
});

for (const colorMode of ['light', 'dark'] as const) {
  test.describe(`axe (${colorMode}, 390 px)`, () => {
    test.use({viewport: {width: 390, height: 844}});
    test.beforeEach(async ({page}) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), colorMode);
    });

    for (const path of phoneRoutes) {
      test(`${path} has no WCAG 2.2 AA violations, with the mobile menu closed and open`, async ({page}) => {
        test.setTimeout(150_000);
        await openPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
        const closed = await violations(page);
        expect(closed, closed.join('\n')).toEqual([]);
        await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await settled(page);
        const open = await violations(page);
        expect(open, `mobile menu open:\n${open.join('\n')}`).toEqual([]);
      });
    }
  });
}
