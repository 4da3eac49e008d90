// `npm run bench`, search rows: the index files' size, and query-to-results latency in the browser
// for 22 realistic queries typed into the navbar search (the first query, which downloads the
// index, on its own; p50 and p95 over the others).
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {buildDir, gzip, kb, percentile, row} from './lib.mjs';

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

export function searchIndexSize() {
  const files = readdirSync(buildDir).filter((name) => /^search-index.*\.json$/.test(name));
  const raw = files.reduce((sum, name) => sum + statSync(path.join(buildDir, name)).size, 0);
  const zipped = files.reduce((sum, name) => sum + gzip(readFileSync(path.join(buildDir, name))), 0);
  row(
    'search',
    `index (${files.length} file${files.length === 1 ? '' : 's'})`,
    'raw / gzip',
    `${kb(raw)} / ${kb(zipped)}`,
  );
}

export async function searchLatency(browser, origin) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${origin}/docs/intro`);
  await tab.waitForSelector('html[data-has-hydrated="true"]');
  // The real search bar replaces the stand-in after hydration.
  await tab.waitForSelector('.navbar__search[dir="ltr"]', {state: 'attached', timeout: 20_000});
  const input = tab
    .getByRole('combobox', {name: 'Search'})
    .or(tab.getByLabel('Search', {exact: true}))
    .first();
  await input.click();
  await tab.evaluate(() => {
    const box = document.activeElement;
    box.addEventListener(
      'input',
      () => {
        if (box.value !== '') window.__queryStart = performance.now();
      },
      {capture: true},
    );
  });
  const timings = [];
  for (const query of queries) {
    await input.fill('');
    await tab.waitForFunction(() => document.querySelectorAll('[role="option"]').length === 0);
    await tab.evaluate(() => {
      window.__queryStart = 0;
      window.__resultsAt = 0;
      const observer = new MutationObserver(() => {
        if (window.__queryStart > 0 && document.querySelector('[role="option"]')) {
          window.__resultsAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, {subtree: true, childList: true});
    });
    await input.fill(query);
    await tab
      .waitForFunction(() => window.__resultsAt > 0, undefined, {timeout: 30_000})
      .catch(() => {
        throw new Error(`search: no results for "${query}"`);
      });
    timings.push(await tab.evaluate(() => window.__resultsAt - window.__queryStart));
  }
  await context.close();
  const [first, ...warm] = timings;
  row('search', `first query ("${queries[0]}", downloads the index)`, 'query to results', `${Math.round(first)} ms`);
  row(
    'search',
    `next ${warm.length} queries`,
    'query to results, p50 / p95',
    `${Math.round(percentile(warm, 50))} ms / ${Math.round(percentile(warm, 95))} ms`,
  );
}
