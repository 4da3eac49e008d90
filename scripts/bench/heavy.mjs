// `npm run bench`, heavy-pages rows: the three pages with the most elements (the largest reference
// page, the error catalogue, the webhooks reference), where hydration and layout cost the most:
// Lighthouse mobile median of BENCH_HEAVY_RUNS (5) with the runs, and the long tasks after first
// paint at 4× CPU throttling with the element count.
import {lighthouse, list, log, longTasks, median, row} from './lib.mjs';

export async function benchHeavyPages(browser, {origin, largestReference, runs}) {
  for (const page of [largestReference, '/docs/errors', '/docs/api/webhooks']) {
    const url = `${origin}${page}`;
    const audits = Array.from({length: runs}, () => lighthouse(url));
    const scores = audits.map((audit) => audit.performance);
    const tbt = audits.map((audit) => audit.tbt);
    const lcp = audits.map((audit) => audit.lcp);
    log(`heavy ${page}: ${scores.join(', ')}`);
    row(
      'heavy page',
      `\`${page}\``,
      `Lighthouse mobile performance, TBT, LCP (median of ${runs}; runs)`,
      `${median(scores)} (${scores.join(', ')}); ${Math.round(median(tbt))} ms (${list(tbt)}); ` +
        `${(median(lcp) / 1000).toFixed(2)} s (${list(
          lcp.map((value) => value / 1000),
          2,
        )})`,
    );
    const tasks = await longTasks(browser, url);
    row(
      'heavy page',
      `\`${page}\``,
      'long tasks after first paint at 4× CPU: count, longest, sum; elements',
      `${tasks.count}, ${Math.round(tasks.longest)} ms, ${Math.round(tasks.total)} ms; ${tasks.elements}`,
    );
  }
}
