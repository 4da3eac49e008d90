// `npm run bench`, heavy-pages rows: the three pages with the most elements (the largest reference
// page, the error catalogue, the webhooks reference), where hydration and layout cost the most:
// Lighthouse mobile median of BENCH_HEAVY_RUNS (5) with the runs (performance, and accessibility,
// which these long pages are the likeliest to lose), and as many traced loads at 4× CPU throttling:
// the longest task after first paint in each load, the long tasks of the median load, and the first
// and largest contentful paint at that speed.
import {lighthouse, list, log, longTasks, median, row} from './lib.mjs';

export async function benchHeavyPages(browser, {origin, largestReference, runs}) {
  for (const page of [largestReference, '/docs/errors', '/docs/api/webhooks']) {
    const url = `${origin}${page}`;
    const audits = Array.from({length: runs}, () => lighthouse(url));
    const scores = audits.map((audit) => audit.performance);
    const tbt = audits.map((audit) => audit.tbt);
    const fcp = audits.map((audit) => audit.fcp);
    const lcp = audits.map((audit) => audit.lcp);
    const accessibility = audits.map((audit) => audit.accessibility);
    const seconds = (values) =>
      list(
        values.map((value) => value / 1000),
        2,
      );
    log(`heavy ${page}: ${scores.join(', ')}`);
    row(
      'heavy page',
      `\`${page}\``,
      `Lighthouse mobile performance, TBT, FCP, LCP, accessibility (median of ${runs}; runs)`,
      `${median(scores)} (${scores.join(', ')}); ${Math.round(median(tbt))} ms (${list(tbt)}); ` +
        `${(median(fcp) / 1000).toFixed(2)} s (${seconds(fcp)}); ${(median(lcp) / 1000).toFixed(2)} s (${seconds(lcp)}); ` +
        `${median(accessibility)} (${accessibility.join(', ')})`,
    );
    const loads = [];
    for (let index = 0; index < runs; index += 1) loads.push(await longTasks(browser, url));
    const longest = loads.map((load) => load.longest);
    const middle = [...loads].sort((a, b) => a.longest - b.longest)[Math.floor(loads.length / 2)];
    row(
      'heavy page',
      `\`${page}\``,
      `at 4× CPU, ${runs} loads: longest task after first paint, median (each load); ` +
        'long tasks of the median load: count, sum; FCP, LCP medians; elements',
      `${Math.round(median(longest))} ms (${list(longest)}); ${middle.count}, ${Math.round(middle.total)} ms; ` +
        `${Math.round(median(loads.map((load) => load.fcp)))} ms, ${Math.round(median(loads.map((load) => load.lcp)))} ms; ` +
        `${middle.elements}`,
    );
  }
}
