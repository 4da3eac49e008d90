import type {Page, Route} from '@playwright/test';
import {test, expect, openPage, waitForHydration} from './fixtures';

const routeChunks = '**/assets/js/**';

/** Records, from before any page script runs, whether the navigation progress bar ever appeared. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as {progressBarSeen: boolean};
    flags.progressBarSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress') !== null) flags.progressBarSeen = true;
    }).observe(document, {childList: true, subtree: true});
  });
}

const progressBarSeen = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as {progressBarSeen: boolean}).progressBarSeen);

test.describe('navigation progress bar', () => {
  test('appears when loading the next page takes longer than 200 ms', async ({page}) => {
    await watchProgressBar(page);
    await openPage(page, '/');
    await page.route(routeChunks, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('link', {name: 'Start integrating'}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('h1')).toHaveText('Introduction to the Unified API', {timeout: 15_000});
    await expect(page.locator('#nprogress')).not.toBeAttached();
    // Requests still held by the handler must not outlive the test.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  test('does not appear when the next page is already loaded', async ({page}) => {
    await watchProgressBar(page);
    await openPage(page, '/');
    const link = page.getByRole('link', {name: /^Glossary/});
    await link.hover();
    // Hovering preloads the target route; wait until its chunks are in.
    await page.waitForLoadState('networkidle');
    await link.click();
    await expect(page.locator('h1')).toHaveText('Glossary');
    expect(await progressBarSeen(page)).toBe(false);
  });
});

test('a route chunk that fails to load ends in a full page load of the target', async ({page}) => {
  await openPage(page, '/');
  await page.evaluate(() => {
    (window as unknown as {beforeNavigation: boolean}).beforeNavigation = true;
  });
  let blockChunks = true;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') blockChunks = false;
  });
  await page.route(routeChunks, (route: Route) => (blockChunks ? route.abort() : route.continue()));

  await page.getByRole('link', {name: 'Start integrating'}).click();
  await page.waitForURL('**/docs/intro');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Introduction to the Unified API');
  // The marker set on the previous document is gone: the browser loaded a new document.
  expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(false);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test.describe('link prefetching', () => {
  /**
   * Scrolls the home page and counts the prefetch links once the links that came into view have
   * been reported to the page's intersection observers: an observer made now reports after the
   * ones Docusaurus's links made at mount, in the same update.
   */
  const countPrefetches = async (page: Page): Promise<number> => {
    await openPage(page, '/');
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            setTimeout(resolve, 0);
          });
          document.querySelectorAll('a[href^="/"]').forEach((link) => observer.observe(link));
        }),
    );
    return page.locator('link[rel="prefetch"]').count();
  };

  const fakeConnection = (connection: {saveData: boolean; effectiveType: string}) => (page: Page) =>
    page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
    }, connection);

  test('prefetches the chunks of visible links on a normal connection', async ({page}) => {
    await fakeConnection({saveData: false, effectiveType: '4g'})(page);
    expect(await countPrefetches(page)).toBeGreaterThan(0);
  });

  test('does not prefetch when data saver is on', async ({page}) => {
    await fakeConnection({saveData: true, effectiveType: '4g'})(page);
    expect(await countPrefetches(page)).toBe(0);
  });

  test('does not prefetch on a 2G connection', async ({page}) => {
    await fakeConnection({saveData: false, effectiveType: '2g'})(page);
    expect(await countPrefetches(page)).toBe(0);
  });
});

test('a render error shows "This page crashed." with a "Try again" button', async ({page}) => {
  // Rewrite the glossary page's content chunk so that rendering its title throws, the way a bug
  // in page code would. Nothing in the built site is changed.
  const marker = 'children:"Glossary"';
  let rewritten = false;
  await page.route(routeChunks, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(marker)) {
      await route.fulfill({response});
      return;
    }
    rewritten = true;
    await route.fulfill({
      response,
      body: body.replace(marker, 'children:(()=>{throw new Error("Simulated render failure")})()'),
    });
  });
  await page.goto('/markdown-page');
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  await expect(page.getByText('Simulated render failure').first()).toBeVisible();
  expect(rewritten).toBe(true);
  // Chunk requests still being rewritten must not outlive the test.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
