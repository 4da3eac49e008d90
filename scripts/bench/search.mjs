// `npm run bench`, search rows: the Pagefind index on disk and its build time, what the first
// search transfers, and query-to-results latency in the browser for 22 realistic queries typed
// into the search dialog (the first query, which loads the engine, on its own; p50 and p95 over
// the others), typed to results and, without the dialog's typing pause, searched to results.
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {buildSearchIndex} from '../../plugins/build-output/search.mjs';
import {buildDir, kb, percentile, row} from './lib.mjs';

const queries = [
  'access token',
  'client credentials',
  'idempotency key',
  'createSale',
  'complete the sale',
  'webhook signature',
  'credit check',
  'identity verification',
  'handover',
  'buyout',
  'deductible',
  'quote expired',
  'rate limit',
  'sandbox',
  'pagination cursor',
  'refund',
  'voucher',
  'repair order',
  'term options',
  'SEPA mandate',
  'contract.activated',
  'stock reservation',
];

/** Rebuilds the index (as the build does, with the same defaults) to time it, and sums its files on disk. */
export async function searchIndexSize() {
  const {pages, seconds} = await buildSearchIndex(buildDir);
  const dir = path.join(buildDir, 'pagefind');
  const files = readdirSync(dir, {recursive: true, withFileTypes: true}).filter(
    (entry) => entry.isFile() && !/\.(?:gz|br)$/.test(entry.name),
  );
  const bytes = files.reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
  row(
    'search',
    `index of ${pages} pages`,
    'build time; files, size on disk',
    `${seconds.toFixed(1)} s; ${files.length}, ${kb(bytes)}`,
  );
}

export async function searchLatency(browser, origin) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${origin}/docs/intro`);
  await tab.waitForSelector('html[data-has-hydrated="true"]');
  await tab.waitForLoadState('networkidle');
  let transferred = 0;
  tab.on('response', async (response) => {
    const size = await response
      .request()
      .sizes()
      .catch(() => undefined);
    if (size !== undefined) transferred += size.responseBodySize + size.responseHeadersSize;
  });
  await tab.getByRole('button', {name: 'Search'}).click();
  const input = tab.getByRole('dialog').getByRole('combobox', {name: 'Search'});
  await input.waitFor();
  await input.evaluate((box) => {
    box.addEventListener(
      'input',
      () => {
        if (box.value !== '') window.__queryStart = performance.now();
      },
      {capture: true},
    );
  });
  const timings = [];
  const searched = [];
  for (const query of queries) {
    await input.fill('');
    await tab.waitForFunction(() => document.querySelectorAll('[role="option"]').length === 0);
    // Results are on screen for this query when the status names it ("… found for “query”").
    await tab.evaluate((query) => {
      window.__queryStart = 0;
      window.__resultsAt = 0;
      const done = () => document.querySelector('dialog [role="status"]')?.textContent?.includes(`“${query}”`);
      const observer = new MutationObserver(() => {
        if (window.__queryStart > 0 && done()) {
          window.__resultsAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, {subtree: true, childList: true, characterData: true});
    }, query);
    await input.fill(query);
    await tab
      .waitForFunction(() => window.__resultsAt > 0, undefined, {timeout: 30_000})
      .catch(() => {
        throw new Error(`search: no results for "${query}"`);
      });
    timings.push(await tab.evaluate(() => window.__resultsAt - window.__queryStart));
    // From the end of the typing pause (the dialog's `search:start` mark) to the results on screen.
    searched.push(
      await tab.evaluate(
        () => window.__resultsAt - (performance.getEntriesByName('search:start').at(-1)?.startTime ?? 0),
      ),
    );
  }
  await context.close();
  const [first, ...warm] = timings;
  row('search', `first query ("${queries[0]}", loads the engine)`, 'query to results', `${Math.round(first)} ms`);
  row('search', 'all queries', 'transferred over the network (nginx, compressed)', kb(transferred));
  row(
    'search',
    `next ${warm.length} queries`,
    'typed to results on screen (with the 80 ms typing pause), p50 / p95',
    `${Math.round(percentile(warm, 50))} ms / ${Math.round(percentile(warm, 95))} ms`,
  );
  const engine = searched.slice(1);
  row(
    'search',
    `next ${engine.length} queries`,
    'searched to results on screen (after the typing pause: engine and rendering), p50 / p95',
    `${Math.round(percentile(engine, 50))} ms / ${Math.round(percentile(engine, 95))} ms`,
  );
}
