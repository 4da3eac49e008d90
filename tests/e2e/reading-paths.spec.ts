// Reading paths as a reader meets them: "next" walks each variant's guides in order, the variant
// switch links twin guides and marks the reader's variant, a guide outside the sidebar lights up
// its sidebar parent, and the introduction's guide map puts every guide and reference page within
// two clicks.
import {axeViolations} from '../support/axe';
import type {Page} from '@playwright/test';
import {test, expect, openPage} from './fixtures';
import {routes} from '../routes';
import {readGuides} from '../../plugins/site-model/guides';
import {readingPath} from '../../src/site/guides';
import {variantLabels} from '../../src/site/model';

const guides = readGuides('docs');

for (const variant of ['protection', 'rental'] as const) {
  test(`"next" from the ${variant} introduction walks every ${variant} guide once, in order`, async ({page}) => {
    test.setTimeout(120_000);
    const expected = readingPath(guides, variant);
    const visited: string[] = [];
    await openPage(page, `/docs/${expected[0] ?? ''}`);
    for (;;) {
      const step = visited.length + 1;
      // The step line says which path the links follow; it changes once the page knows the
      // reader's variant, so the link clicked is the one for this path.
      await expect(page.getByText(/reading path, guide \d+ of \d+$/)).toHaveText(
        `${variantLabels[variant]} reading path, guide ${step} of ${expected.length}`,
      );
      visited.push(new URL(page.url()).pathname);
      const next = page.locator('.pagination-nav__link--next');
      if ((await next.count()) === 0) break;
      const before = page.url();
      await next.click();
      await page.waitForURL((url) => url.href !== before);
    }
    expect(visited).toEqual(expected.map((id) => `/docs/${id}`));
    // Every guide of the variant, whether or not the sidebar lists it.
    const ofVariant = guides.filter((guide) => guide.variant !== (variant === 'rental' ? 'protection' : 'rental'));
    for (const guide of ofVariant) {
      if (variant === 'rental' && guide.id === 'intro') continue;
      expect(visited, guide.id).toContain(`/docs/${guide.id}`);
    }
  });
}

test('the variant switch links the twin guide and marks the reader’s variant without moving them', async ({page}) => {
  await openPage(page, '/docs/contracts');
  const switcher = page.getByRole('navigation', {name: 'Variant of this guide'});
  await expect(switcher.getByRole('link', {name: 'Protection'})).toHaveAttribute('aria-current', 'page');
  await switcher.getByRole('link', {name: /^Rental/}).click();
  await expect(page).toHaveURL(/\/docs\/contracts-rental$/);
  await expect(switcher.getByRole('link', {name: 'Rental (your variant)'})).toHaveAttribute('aria-current', 'page');

  // Another twin guide opens as linked; the remembered variant is marked, not forced.
  await openPage(page, '/docs/payments');
  await expect(page).toHaveURL(/\/docs\/payments$/);
  await expect(switcher.getByRole('link', {name: 'Protection'})).toHaveAttribute('aria-current', 'page');
  await expect(switcher.getByRole('link', {name: 'Rental (your variant)'})).not.toHaveAttribute('aria-current');

  // Keyboard: the switch is in the tab order and follows Enter.
  await switcher.getByRole('link', {name: 'Rental (your variant)'}).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/payments-rental$/);
});

const switchViolations = (page: Page) => axeViolations(page, {include: ['nav[aria-label="Variant of this guide"]']});

test('the variant switch passes axe in light and dark mode, with a remembered variant', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await openPage(page, '/docs/intro-rental');
  await openPage(page, '/docs/repair');
  await expect(page.getByRole('link', {name: 'Rental (your variant)'})).toBeVisible();
  expect(await switchViolations(page)).toEqual([]);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await switchViolations(page)).toEqual([]);
});

test('a guide outside the sidebar highlights its sidebar parent', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, '/docs/contracts-rental');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const parent = sidebar.getByRole('link', {name: 'Contracts', exact: true});
  await expect(parent).toHaveAttribute('aria-current', 'location');
  const colour = (name: string) =>
    sidebar.getByRole('link', {name, exact: true}).evaluate((link) => getComputedStyle(link).backgroundColor);
  expect(await colour('Contracts')).not.toBe(await colour('Payments'));
  // On a sidebar page, only the page itself is marked.
  await openPage(page, '/docs/contracts');
  await expect(sidebar.locator('[aria-current="location"]')).toHaveCount(0);
  await expect(parent).toHaveAttribute('aria-current', 'page');
});

/** The paths of the visible links on the page, within the site. */
async function visibleLinks(page: Page): Promise<Set<string>> {
  const hrefs = await page
    .locator('a[href]:visible')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin === new URL(page.url()).origin) paths.add(url.pathname.replace(/\/$/, '') || '/');
  }
  return paths;
}

test('from the introduction, every guide and reference page is within two clicks', async ({page}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({width: 1280, height: 800});
  const targets = routes.filter((route) => route.kind === 'guide' || route.kind === 'reference').map((r) => r.path);
  await openPage(page, '/docs/intro');
  const firstClick = await visibleLinks(page);
  const reached = new Set(firstClick);
  // The second click: from the pages one click away, until everything is reached.
  for (const path of [...firstClick].filter((p) => p.startsWith('/docs/'))) {
    if (targets.every((target) => reached.has(target))) break;
    await openPage(page, path);
    for (const link of await visibleLinks(page)) reached.add(link);
  }
  expect(targets.filter((target) => !reached.has(target))).toEqual([]);
  // Every guide is one click away, on the guide map.
  expect(guides.length).toBeGreaterThan(0);
  for (const guide of guides) expect(firstClick, guide.id).toContain(`/docs/${guide.id}`);
});
