import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {budgets, firstSearchMaxBytes, referenceToIntroMaxRatio} from '../budgets';

/** An identifier only the Mermaid library's code contains. */
const mermaidMarker = 'mermaidAPI';

type Script = {readonly url: string; readonly gzipBytes: number; readonly source: string};

/**
 * Every script the page loads on its own, with its gzip size: what it requests from opening until
 * it has hydrated (the bundle's preloaded entry scripts, the route's chunks, and chunks that
 * hydration itself asks for). Chunks of other pages fetched with `<link rel="prefetch">` are not
 * counted: they are for the next page. Nor is what the page loads later, when the browser is idle
 * (the search bar): whether that starts before the network goes quiet depends on the machine's
 * load, and a budget must not.
 */
async function firstLoadScripts(page: Page, path: string): Promise<Script[]> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body());
  });
  // The moment React has hydrated: Docusaurus sets this attribute in the root's first effect.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset['hasHydrated'] !== 'true') return;
      (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const urls = await page.evaluate(() => {
    const {hydratedAt} = window as unknown as {hydratedAt: number};
    const preloaded = new Set(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'), (link) => link.href),
    );
    return performance
      .getEntriesByType('resource')
      .filter((entry) => {
        const initiator = (entry as PerformanceResourceTiming).initiatorType;
        if (entry.startTime > hydratedAt) return false;
        return initiator === 'script' || (initiator === 'link' && preloaded.has(entry.name));
      })
      .map((entry) => entry.name);
  });
  // A script can have two resource entries: when the `<script>` element asks for it before its
  // preload has finished, the browser may fetch it again (seen once under load, main.js counted
  // twice). The budget is about the code a page needs, so each script counts once.
  return Promise.all(
    [...new Set(urls)].map(async (url) => {
      const body = bodies.get(url);
      if (body === undefined) throw new Error(`no response captured for ${url}`);
      const bytes = await body;
      return {
        url: new URL(url).pathname,
        gzipBytes: gzipSync(bytes, {level: 9}).length,
        source: bytes.toString('utf8'),
      };
    }),
  );
}

const total = (scripts: readonly Script[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

test(`the largest reference pages weigh at most ${referenceToIntroMaxRatio} × the intro guide`, async ({page}) => {
  const intro = total(await firstLoadScripts(page, '/docs/intro'));
  const references = budgets.filter((b) => b.kind === 'reference');
  expect(references.length).toBeGreaterThan(0);
  for (const budget of references) {
    const scripts = await firstLoadScripts(page, budget.path);
    const reference = total(scripts);
    const listed = scripts.map((script) => `${script.url} ${script.gzipBytes}`).join(', ');
    expect(reference / intro, `${budget.path}: ${reference} (${listed}) vs /docs/intro: ${intro}`).toBeLessThanOrEqual(
      referenceToIntroMaxRatio,
    );
  }
});

for (const budget of budgets) {
  test(`first-load JavaScript of ${budget.path} (${budget.kind}) stays within ${budget.maxFirstLoadJsGzip} bytes gzip`, async ({
    page,
  }) => {
    const scripts = await firstLoadScripts(page, budget.path);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const breakdown = scripts.map((script) => `${script.url}: ${script.gzipBytes}`).join('\n');
    console.log(`${budget.path}: ${total} bytes gzip first-load JS\n${breakdown}`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, breakdown).toBeLessThanOrEqual(budget.maxFirstLoadJsGzip);
    // Diagram code (the Mermaid library) is never part of the first load, diagram or not.
    expect(scripts.filter((script) => script.source.includes(mermaidMarker)).map((s) => s.url)).toEqual([]);
  });
}

test(`the first search transfers at most ${firstSearchMaxBytes} bytes, compressed`, async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const bodies: Array<Promise<{url: string; bytes: number}>> = [];
  page.on('response', (response) => {
    // Chunks of the result pages, prefetched for the next click, are not part of searching.
    if (response.request().resourceType() === 'other') return;
    bodies.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        // What a compressing server sends: the index fragments are compressed already.
        bytes: Math.min(body.length, gzipSync(body, {level: 9}).length),
      })),
    );
  });
  await page.getByRole('button', {name: 'Search'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await dialog.getByRole('combobox', {name: 'Search'}).fill('refund');
  await expect(dialog.getByRole('status')).toContainText('found for “refund”', {timeout: 15_000});
  await page.waitForLoadState('networkidle');
  const transferred = await Promise.all(bodies);
  const total = transferred.reduce((sum, {bytes}) => sum + bytes, 0);
  console.log(
    `first search: ${total} bytes in ${transferred.length} responses (${transferred.map(({url, bytes}) => `${url} ${bytes}`).join(', ')})`,
  );
  expect(transferred.some(({url}) => url.startsWith('/pagefind/'))).toBe(true);
  expect(total).toBeLessThanOrEqual(firstSearchMaxBytes);
});
