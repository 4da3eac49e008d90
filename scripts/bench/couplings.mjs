// `npm run bench`, couplings rows: the site built with and without each place where it departs
// from stock Docusaurus (DOCS_WITHOUT in docusaurus.config.ts; UPGRADING.md lists them), measured
// in the same run on the same pages: first-load JavaScript, Lighthouse mobile LCP and TBT (median
// of BENCH_LIGHTHOUSE_RUNS) and long tasks after first paint at 4× CPU throttling.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {docusaurus, kb, lighthouse, list, log, longTasks, median, pageWeight, row, run, startNginx} from './lib.mjs';

const couplings = ['idle-prefetch', 'code-highlighting', 'stable-tabs'];
const pages = ['/', '/docs/term', '/docs/api/contracts-rental'];

async function measure(browser, dir, port, runs) {
  const server = await startNginx({dir, port});
  const out = {};
  try {
    for (const page of pages) {
      const url = `${server.origin}${page}`;
      const weight = await pageWeight(browser, url);
      const audits = Array.from({length: runs}, () => lighthouse(url));
      const tasks = await longTasks(browser, url);
      out[page] = {js: weight.js, lcp: audits.map((a) => a.lcp), tbt: audits.map((a) => a.tbt), tasks};
    }
  } finally {
    server.stop();
  }
  return out;
}

function cell(withIt, withoutIt) {
  const ms = (values) => `${Math.round(median(values))} ms (${list(values)})`;
  return (
    `JS ${kb(withIt.js)} / ${kb(withoutIt.js)}; ` +
    `LCP ${ms(withIt.lcp)} / ${ms(withoutIt.lcp)}; ` +
    `TBT ${ms(withIt.tbt)} / ${ms(withoutIt.tbt)}; ` +
    `long tasks ${withIt.tasks.count}, longest ${Math.round(withIt.tasks.longest)} ms / ` +
    `${withoutIt.tasks.count}, longest ${Math.round(withoutIt.tasks.longest)} ms`
  );
}

export async function benchCouplings(browser, {port, runs}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-couplings-'));
  const builds = [{name: 'none', without: ''}, ...couplings.map((name) => ({name, without: name}))];
  const results = {};
  try {
    for (const build of builds) {
      const dir = path.join(scratch, build.name);
      log(`couplings: building without ${build.name}`);
      run(docusaurus, ['build', '--out-dir', dir], {DOCS_WITHOUT: build.without, NO_UPDATE_NOTIFIER: '1'});
      results[build.name] = await measure(browser, dir, port, runs);
    }
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  for (const name of couplings) {
    for (const page of pages) {
      row(
        'coupling',
        `${name} \`${page}\``,
        `with / without: first-load JS (gzip); Lighthouse mobile LCP, TBT (median of ${runs}, runs); long tasks after first paint at 4× CPU`,
        cell(results.none[page], results[name][page]),
      );
    }
  }
}
