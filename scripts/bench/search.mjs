// `npm run bench`, search rows: the Pagefind index on disk and its build time, what the first
// search transfers, and query-to-results latency in the browser for 22 realistic queries typed
// into the search dialog (the first query, which loads the engine, on its own; p50 and p95 over
// the others): typed to results, the search on its own (it starts with the keystroke) and the end
// of the dialog's typing pause to results;
// relevance on both parts of the partner query set; and the search on the page against its worker
// at 4x CPU, typed key by key; and the browser's rendering work (thread CPU time) while results render.
import {cpSync, mkdtempSync, readdirSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {buildSearchIndex} from '../../plugins/build-output/search.mjs';
import {buildDir, importTs, kb, log, median, percentile, row} from './lib.mjs';

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

/**
 * Rebuilds the index (as the postbuild step does) to time it, and sums its files on disk. It runs
 * on a copy of the build: the measurements after it serve the build as it is, with the compressed
 * twins the build wrote of each index file.
 */
export async function searchIndexSize() {
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-index-'));
  try {
    cpSync(buildDir, copy, {recursive: true});
    const {pages, seconds} = await buildSearchIndex(copy);
    const dir = path.join(copy, 'pagefind');
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
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
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
  const waited = [];
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
    // The search on its own, from its start (the dialog's `search:start` mark: with the keystroke,
    // for a last word of three letters or more) to its answer (`search:answer`), before rendering;
    // and the end of the typing pause (`search:pause`) to the results on screen.
    const [fromStart, fromPause] = await tab.evaluate(() => {
      const at = (mark) => performance.getEntriesByName(mark).at(-1)?.startTime ?? 0;
      return [at('search:answer') - at('search:start'), window.__resultsAt - at('search:pause')];
    });
    searched.push(fromStart);
    waited.push(fromPause);
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
    'search from its start to its answer (engine and fragments, without rendering), p50 / p95',
    `${Math.round(percentile(engine, 50))} ms / ${Math.round(percentile(engine, 95))} ms`,
  );
  const afterPause = waited.slice(1);
  row(
    'search',
    `next ${afterPause.length} queries`,
    'end of the typing pause to results on screen, p50 / p95',
    `${Math.round(percentile(afterPause, 50))} ms / ${Math.round(percentile(afterPause, 95))} ms`,
  );
}

/**
 * Search relevance of the built site, both parts of the partner query set (tests/search-eval/),
 * with the browser test's own evaluation (tests/support/search-eval.ts).
 */
export async function searchRelevance(browser, origin) {
  const evaluation = await importTs('tests/support/search-eval.ts');
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${origin}/`);
  await tab.waitForSelector('html[data-has-hydrated="true"]');
  await tab.getByRole('button', {name: 'Search'}).click();
  for (const part of ['held-out', 'tuning']) {
    const ranked = await evaluation.rankQueries(tab, evaluation.readQueries(part));
    const s = evaluation.scores(ranked);
    log(evaluation.report(`relevance, ${part} part`, ranked, part));
    row(
      'search',
      `relevance, ${part} part (${s.queries} queries)`,
      'hit@1 / hit@3 / MRR; concept words first on their section',
      `${s.hit1.toFixed(2)} / ${s.hit3.toFixed(2)} / ${s.mrr.toFixed(2)}; ${s.conceptFirst}/${s.concepts}`,
    );
  }
  await context.close();
}

/** Queries typed key by key, as a reader types them (one word each that keeps matching while typed). */
const typedQueries = [
  'idempotency key',
  'refund deposit',
  'webhook signature',
  'cancel a sale',
  'credit check declined',
  'rate limits',
  'how long is a quote valid',
  'rotate the secret',
];

/** The lowest and highest of several runs' figures, rounded: "29–58". */
const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/**
 * A trace event's thread CPU time in ms (`tdur`), which a busy machine does not inflate as it does
 * wall-clock time (`dur`, the fallback for events without it).
 */
const threadCpu = (event) => (event.tdur ?? event.dur) / 1000;

/**
 * Resolves once the dialog's status names the query ("… found for “query”"), that is once its
 * results are on screen. Waited for with a MutationObserver, not by polling, which would add work
 * of its own to the thread a trace measures. Start it before typing: a fast answer may come first.
 */
function statusNamed(tab, query) {
  return tab.evaluate(
    (query) =>
      new Promise((resolve) => {
        const done = () =>
          document.querySelector('dialog [role="status"]')?.textContent?.includes(`“${query}”`) === true;
        if (done()) return resolve(true);
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.body, {subtree: true, childList: true, characterData: true});
      }),
    query,
  );
}

/**
 * A new tab on /docs/intro, hydrated, at 4x CPU throttling. The site searches in a worker of its
 * own (src/search/client.ts); for the comparison, the `main` tab has no workers, as a browser
 * without them: the same engine then runs on the page.
 */
async function throttledTab(browser, origin, thread) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  if (thread === 'main') {
    await tab.addInitScript(() => {
      Reflect.deleteProperty(window, 'Worker');
    });
  }
  await tab.goto(`${origin}/docs/intro`);
  await tab.waitForSelector('html[data-has-hydrated="true"]');
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  return {context, tab};
}

/**
 * Main thread against Pagefind's worker, at 4x CPU throttling: each query typed at 120 ms a key
 * (each key starts a search, and results of the text so far render while the next key comes), the
 * input delay of every key (from the key press to its handler, as INP counts it: the time the
 * page was busy with earlier work) and the time from the last key to the results on screen. The
 * medians of BENCH_SEARCH_RUNS runs, with their spread.
 */
export async function searchThreads(browser, origin, runs = Number(process.env.BENCH_SEARCH_RUNS ?? 3)) {
  const figures = {main: [], worker: []};
  for (let index = 0; index < runs; index += 1) {
    for (const thread of ['main', 'worker']) {
      const {context, tab} = await throttledTab(browser, origin, thread);
      await tab.evaluate(() => {
        window.__inputDelays = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.name === 'keydown') window.__inputDelays.push(entry.processingStart - entry.startTime);
          }
        }).observe({type: 'event', durationThreshold: 16, buffered: true});
      });
      await tab.getByRole('button', {name: 'Search'}).click();
      const input = tab.getByRole('dialog').getByRole('combobox', {name: 'Search'});
      await input.waitFor();
      await input.evaluate((box) => {
        box.addEventListener('keydown', (event) => {
          window.__lastKeyAt = event.timeStamp;
        });
      });
      // The engine loads with the first query; it is not part of the comparison.
      const first = statusNamed(tab, 'token');
      await input.fill('token');
      await first;
      await tab.evaluate(() => {
        window.__inputDelays = [];
      });
      const toResults = [];
      for (const query of typedQueries) {
        await input.fill('');
        await tab.evaluate((query) => {
          window.__resultsAt = 0;
          const observer = new MutationObserver(() => {
            if (document.querySelector('dialog [role="status"]')?.textContent?.includes(`“${query}”`)) {
              window.__resultsAt = performance.now();
              observer.disconnect();
            }
          });
          observer.observe(document.body, {subtree: true, childList: true, characterData: true});
        }, query);
        await input.pressSequentially(query, {delay: 120});
        await tab.waitForFunction(() => window.__resultsAt > 0, undefined, {timeout: 30_000});
        // From the last key's event (its timestamp, before any delay in handling it) to the results.
        toResults.push(await tab.evaluate(() => window.__resultsAt - window.__lastKeyAt));
      }
      if (tab.workers().length > 0 !== (thread === 'worker'))
        throw new Error(`search threads: the ${thread} run searched in the wrong thread`);
      // Keys whose event took under 16 ms in all are not reported by the browser: their delay is below that.
      const delays = await tab.evaluate(() => window.__inputDelays);
      figures[thread].push({
        maxDelay: Math.max(0, ...delays),
        p95: percentile(toResults, 95),
        p50: percentile(toResults, 50),
      });
      await context.close();
    }
  }
  for (const thread of ['main', 'worker']) {
    const runsOf = (key) => figures[thread].map((run) => run[key]);
    row(
      'search',
      `${thread === 'main' ? 'search on the page' : 'search in its worker'}, 4x CPU, ${typedQueries.length} queries typed at 120 ms a key`,
      `largest keystroke input delay; last key to results p50 / p95 (median of ${runs} runs, range)`,
      `${Math.round(median(runsOf('maxDelay')))} ms (${spread(runsOf('maxDelay'))}); ` +
        `${Math.round(median(runsOf('p50')))} ms / ${Math.round(median(runsOf('p95')))} ms (p95 ${spread(runsOf('p95'))})`,
    );
  }
}

/**
 * The main thread's own work while queries are typed, search on the page against its worker, at
 * 4x CPU: the same typing as the input-delay row, traced, in thread CPU time (the trace's `tdur`).
 * A keystroke's input delay is the wait for whatever task holds the main thread when it arrives,
 * and on a busy machine that wait grows with the time the thread is not scheduled at all; thread
 * CPU time does not, so the longest task here is the most a key would wait behind one task on a
 * machine with a core to spare. Medians of BENCH_SEARCH_RUNS runs, with their spread.
 */
export async function searchKeystrokeWork(browser, origin, runs = Number(process.env.BENCH_SEARCH_RUNS ?? 3)) {
  const keys = typedQueries.reduce((sum, query) => sum + query.length, 0);
  const figures = {main: [], worker: []};
  for (let index = 0; index < runs; index += 1) {
    for (const thread of ['main', 'worker']) {
      const {context, tab} = await throttledTab(browser, origin, thread);
      await tab.getByRole('button', {name: 'Search'}).click();
      const input = tab.getByRole('dialog').getByRole('combobox', {name: 'Search'});
      await input.waitFor();
      const first = statusNamed(tab, 'token');
      await input.fill('token');
      await first;
      await browser.startTracing(tab, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
      for (const query of typedQueries) {
        await input.fill('');
        const answered = statusNamed(tab, query);
        await input.pressSequentially(query, {delay: 120});
        await answered;
      }
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      await context.close();
      // The page's renderer thread: the one that dispatched the keys.
      const key = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');
      if (key === undefined) throw new Error(`search keystroke work: the ${thread} run's trace holds no key press`);
      const tasks = events.filter(
        (event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === key.pid && event.tid === key.tid,
      );
      figures[thread].push({
        perKey: tasks.reduce((sum, event) => sum + threadCpu(event), 0) / keys,
        longest: Math.max(0, ...tasks.map(threadCpu)),
        over50: tasks.filter((event) => threadCpu(event) > 50).length,
      });
    }
  }
  for (const thread of ['main', 'worker']) {
    const of = (name) => figures[thread].map((run) => run[name]);
    row(
      'search',
      `${thread === 'main' ? 'search on the page' : 'search in its worker'}, 4x CPU, ${typedQueries.length} queries typed at 120 ms a key (traced)`,
      `main-thread CPU per key; longest task; tasks over 50 ms (median of ${runs} runs, range)`,
      `${Math.round(median(of('perKey')))} ms (${spread(of('perKey'))}); ${Math.round(median(of('longest')))} ms (${spread(of('longest'))}); ` +
        `${median(of('over50'))} (${spread(of('over50'))})`,
    );
  }
}

/** Rendering stages in Chromium's trace, summed for the rendering row. */
const renderingStages = {
  'style and layout': ['UpdateLayoutTree', 'Layout'],
  paint: ['Paint', 'PrePaint'],
  'layers and commit': ['Layerize', 'Commit'],
};

/**
 * The browser's rendering work while results render, behind the dialog a short guide and the
 * largest reference page: eight queries entered one after the other, each waited for, traced.
 * Figures are the renderer's thread CPU time (the trace's `tdur`), which a busy machine does not
 * inflate as it does wall-clock time: what a keystroke that arrives during a results render waits
 * for is mostly this work. Medians of BENCH_SEARCH_RUNS runs, with their spread.
 */
export async function searchRendering(browser, origin, pages, runs = Number(process.env.BENCH_SEARCH_RUNS ?? 3)) {
  for (const page of pages) {
    const figures = [];
    for (let index = 0; index < runs; index += 1) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      const tab = await context.newPage();
      await tab.goto(`${origin}${page}`);
      await tab.waitForSelector('html[data-has-hydrated="true"]');
      await tab.getByRole('button', {name: 'Search'}).click();
      const input = tab.getByRole('dialog').getByRole('combobox', {name: 'Search'});
      const answered = (query) =>
        tab.waitForFunction(
          (query) => document.querySelector('dialog [role="status"]')?.textContent?.includes(`“${query}”`),
          query,
        );
      // The engine loads with the first query; it is not part of the figures.
      await input.fill('token');
      await answered('token');
      await browser.startTracing(tab, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
      for (const query of typedQueries) {
        await input.fill(query);
        await answered(query);
        // Let the frames after the results render be traced too.
        await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      }
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      await context.close();
      // The page's renderer thread: the one that laid the page out.
      const layout = events.find((event) => event.name === 'Layout' && event.ph === 'X');
      const onMain = (event) => event.ph === 'X' && event.pid === layout?.pid && event.tid === layout?.tid;
      const run = {};
      for (const [stage, names] of Object.entries(renderingStages))
        run[stage] = events
          .filter((event) => onMain(event) && names.includes(event.name))
          .reduce((sum, event) => sum + threadCpu(event), 0);
      run.longest = Math.max(0, ...events.filter((event) => onMain(event) && event.name === 'RunTask').map(threadCpu));
      figures.push(run);
    }
    const of = (key) => figures.map((run) => run[key]);
    row(
      'search',
      `rendering while ${typedQueries.length} queries' results render, over ${page}`,
      `renderer thread CPU: ${Object.keys(renderingStages).join(', ')}; longest task (median of ${runs} runs, range)`,
      [...Object.keys(renderingStages), 'longest']
        .map((key) => `${Math.round(median(of(key)))} ms (${spread(of(key))})`)
        .join('; '),
    );
  }
}
