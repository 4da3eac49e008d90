// Every page route of the manifest, in one page load each through the production nginx config: it
// answers 200 with its heading and title, logs no console error, throws no page error, causes no
// Content-Security-Policy violation, and axe-core finds no WCAG 2.2 A/AA violation in either colour
// mode, at desktop width and at a 390 px phone width. (One load per route for all of it: each load
// of the long reference pages costs seconds, and the whole suite has to stay fast.)
//
// axe audits the page as served: nothing is injected into it, so what it measures (sizes, spacing,
// colours against what is really behind the text) is what a reader and a partner's own audit get.
//
// Each route is loaded once at 1280 px, in light mode, and scanned; then the viewport narrows to
// 390 px (the navbar collapses into the mobile menu, tables scroll, the doc sidebar moves into the
// menu) and it is scanned again; back at 1280 px the test switches to dark mode the way a reader
// does (the navbar toggle, pressed from the keyboard, so React re-renders what depends on the
// mode, diagrams included), and both widths are scanned in dark mode. The mobile menu's own panel,
// which only opens on a press of its button, is scanned open in both colour modes on one page of
// each layout, in the same page load (the 390 px passes open it, scan, and close it again).
import type {Page} from '@playwright/test';
import {test, expect, openPage} from './csp';
import {axeViolations as violations} from '../support/axe';
import {documentTitle, pageRoutes, type ManifestRoute} from '../routes';

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

const desktop = {width: 1280, height: 800};
const phone = {width: 390, height: 844};

/** Resizes the window and waits for the layout of that width: the navbar's menu button shows below 997 px. */
async function resizeTo(page: Page, size: {width: number; height: number}): Promise<void> {
  await page.setViewportSize(size);
  const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
  if (size.width < 997) await expect(menuButton).toBeVisible();
  else await expect(menuButton).toBeHidden();
  await settled(page);
}

/**
 * Switches light → dark with the navbar's colour-mode button, from the keyboard, and waits for the
 * page to follow. A mouse click first waits for the button to keep its place over two animation
 * frames; after the window has been resized, a loaded CI machine once produced no frames for three
 * minutes and the click never happened. A keyboard reader's Enter needs no frame.
 */
async function switchToDark(page: Page): Promise<void> {
  const before = await diagramMarkup(page);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).focus();
  await page.keyboard.press('Enter');
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

/**
 * Opens the mobile menu, scans the page with it open, and closes it again. Its buttons are pressed
 * from the keyboard for the reason given for the colour-mode button above.
 */
async function violationsWithMobileMenuOpen(page: Page): Promise<string[]> {
  const panel = page.locator('.navbar-sidebar');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await settled(page);
  const found = await violations(page);
  await page.getByRole('button', {name: 'Close navigation bar'}).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await settled(page);
  return found;
}

// Every page route, and the not-found page that any unknown URL shows.
const notFoundPath = '/no-such-page';
const sweptRoutes: readonly (Pick<ManifestRoute, 'path' | 'kind' | 'h1'> & {readonly title?: string})[] = [
  ...pageRoutes,
  {path: notFoundPath, kind: 'page'},
];

/** One route of each layout (the page type decides what the mobile menu holds). */
const mobileMenuRoutes = [
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

test.describe('axe, desktop and phone, light then dark', () => {
  test.use({viewport: desktop});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  });

  for (const route of sweptRoutes) {
    const notFound = route.path === notFoundPath;
    const withMobileMenu = (mobileMenuRoutes as readonly string[]).includes(route.path);
    test(`${route.path} answers ${notFound ? 404 : 200} with its heading and title, logs no errors, breaks no CSP rule and has no WCAG 2.2 AA violations`, async ({
      page,
      problems,
      csp,
    }) => {
      // Long pages (every field of every operation, long guides) need more than the default for four
      // axe scans; a ceiling for a slow machine, not a budget.
      test.setTimeout(route.kind === 'reference' ? 480_000 : 180_000);
      expect(await openPage(page, route.path)).toBe(notFound ? 404 : 200);
      if (route.h1 !== undefined) await expect(page.locator('h1').first()).toHaveText(route.h1);
      if (route.title !== undefined) {
        expect(await page.title()).toBe(documentTitle({kind: route.kind, title: route.title}));
      }
      // Let lazy work (diagrams, prefetching) run before judging the console.
      await page.waitForLoadState('networkidle');
      expect(csp.messages, 'CSP violations while loading').toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const light = await violations(page);
      expect(light, `light mode, 1280 px:\n${light.join('\n')}`).toEqual([]);
      await resizeTo(page, phone);
      const lightPhone = await violations(page);
      expect(lightPhone, `light mode, 390 px:\n${lightPhone.join('\n')}`).toEqual([]);
      if (withMobileMenu) {
        const menu = await violationsWithMobileMenuOpen(page);
        expect(menu, `light mode, 390 px, mobile menu open:\n${menu.join('\n')}`).toEqual([]);
      }
      await resizeTo(page, desktop);
      await switchToDark(page);
      const dark = await violations(page);
      expect(dark, `dark mode, 1280 px:\n${dark.join('\n')}`).toEqual([]);
      await resizeTo(page, phone);
      const darkPhone = await violations(page);
      expect(darkPhone, `dark mode, 390 px:\n${darkPhone.join('\n')}`).toEqual([]);
      if (withMobileMenu) {
        const menu = await violationsWithMobileMenuOpen(page);
        expect(menu, `dark mode, 390 px, mobile menu open:\n${menu.join('\n')}`).toEqual([]);
      }
      // Chromium reports a 404 document's own status as a console error; nothing else may appear.
      const own404 = (message: string) => notFound && /status of 404 \(Not Found\)/.test(message);
      expect(problems.messages.filter((message) => !own404(message))).toEqual([]);
      expect(csp.messages).toEqual([]);
    });
  }
});

test('the mobile-menu scans cover every kind of page in the manifest, on routes the sweep visits', () => {
  const swept = new Set(sweptRoutes.map((route) => route.path));
  expect(mobileMenuRoutes.filter((path) => !swept.has(path))).toEqual([]);
  const kinds = new Set(sweptRoutes.map((route) => route.kind));
  const covered = new Set(
    sweptRoutes
      .filter((route) => (mobileMenuRoutes as readonly string[]).includes(route.path))
      .map((route) => route.kind),
  );
  expect([...kinds].filter((kind) => !covered.has(kind))).toEqual([]);
});

// The audit itself: it reports what it is meant to find, and refuses what it cannot audit.
test.describe('the audit', () => {
  test('reports a contrast failure, a nameless button and two landmarks of one name added to a page', async ({
    page,
  }) => {
    await openPage(page, '/docs/intro');
    expect(await violations(page)).toEqual([]);
    await page.evaluate(() => {
      const text = document.createElement('p');
      text.textContent = 'Pale text';
      text.style.cssText = 'color: #eee; background: #fff';
      const button = document.createElement('button');
      const landmarks = [0, 1].map(() => {
        const region = document.createElement('section');
        region.setAttribute('aria-label', 'Details');
        region.textContent = 'More';
        return region;
      });
      document.querySelector('main')?.append(text, button, ...landmarks);
    });
    const found = await violations(page);
    expect(found.map((line) => line.split(':')[0])).toEqual(['button-name', 'color-contrast', 'landmark-unique']);
  });

  test('refuses a page with a frame, which it would not audit', async ({page}) => {
    await openPage(page, '/docs/intro');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.srcdoc = '<p>inside</p>';
      document.body.append(frame);
    });
    await expect.poll(() => page.frames().length).toBe(2);
    await expect(violations(page)).rejects.toThrow(/has 1 frame/);
  });
});
