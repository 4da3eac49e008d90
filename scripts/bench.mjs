// `npm run bench`: measures the site in one run and prints one Markdown table, also written to
// bench/results/<date>.md (git-ignored).
//
// 1. Cold production builds, alternating webpack and Docusaurus Faster (Rspack + SWC), each from
//    `docusaurus clear`: median of BENCH_BUILD_RUNS (3) each and the ratio. The last build is the
//    Faster one, which the rest of the run measures (after scripts/postbuild.mjs, as `npm run
//    build` does).
// 2. Page weight of /, /docs/intro, the largest guide, the largest reference page, a blog post and
//    the not-found page: the HTML document, and the JavaScript and stylesheets the page loads until
//    it has hydrated and the network is idle (not other pages' prefetched chunks), each as gzip
//    level 9 bytes.
// 3. Lighthouse (12.8.2, the newest that runs on Node 20) in Debian's Chromium against the
//    production nginx config (deploy/nginx/serve.sh), mobile and desktop: the four category scores
//    and LCP, TBT and CLS, median of BENCH_LIGHTHOUSE_RUNS (3). Lighthouse refuses to audit a 4xx
//    document, so the not-found page is audited at /__bench/not-found, where this run's nginx
//    serves the same 404.html with status 200.
// 4. Search: the index files' size (raw and gzip), and query-to-results latency in the browser for
//    22 realistic queries typed into the navbar search (the first query, which downloads the index,
//    is reported on its own; p50 and p95 are over the others).
//
// Options: --skip-build measures the existing build/ (no build timing); BENCH_PORT (8090) is the
// nginx port. Needs nginx and /usr/bin/chromium (scripts/setup.sh installs both).
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.join(root, 'build');
const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
const lighthouseBin = path.join(root, 'node_modules/.bin/lighthouse');
const port = Number(process.env.BENCH_PORT ?? 8090);
const origin = `http://127.0.0.1:${port}`;
const buildRuns = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const skipBuild = process.argv.includes('--skip-build');
const notFoundBenchPath = '/__bench/not-found';

const rows = [];
const row = (area, item, measure, value) => rows.push([area, item, measure, value]);
const log = (message) => process.stderr.write(`bench: ${message}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => gzipSync(buffer, {level: 9}).length;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: {...process.env, ...env},
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
}

// --- 1. Build time ------------------------------------------------------------------------------
function coldBuild(faster) {
  run(docusaurus, ['clear']);
  const started = process.hrtime.bigint();
  run(docusaurus, ['build'], {DOCS_FASTER: faster ? 'true' : 'false', NO_UPDATE_NOTIFIER: '1'});
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function benchBuilds() {
  const times = {faster: [], webpack: []};
  for (let index = 1; index <= buildRuns; index += 1) {
    // webpack first in each pair, so the build left in build/ is the production (Faster) one.
    for (const faster of [false, true]) {
      const seconds = coldBuild(faster);
      times[faster ? 'faster' : 'webpack'].push(seconds);
      log(`build ${index}/${buildRuns} ${faster ? 'faster' : 'webpack'}: ${seconds.toFixed(1)} s`);
    }
  }
  run(process.execPath, ['scripts/postbuild.mjs']);
  const fast = median(times.faster);
  const slow = median(times.webpack);
  const list = (values) => values.map((value) => value.toFixed(1)).join(', ');
  row(
    'build',
    'cold build, experimental_faster (Rspack + SWC)',
    `median of ${buildRuns} (runs)`,
    `${fast.toFixed(1)} s (${list(times.faster)})`,
  );
  row('build', 'cold build, webpack', `median of ${buildRuns} (runs)`, `${slow.toFixed(1)} s (${list(times.webpack)})`);
  row('build', 'webpack ÷ faster', 'ratio of medians', `${(slow / fast).toFixed(2)}×`);
}

// --- Pages --------------------------------------------------------------------------------------
function largestPage(directory, filter) {
  let best = null;
  for (const entry of readdirSync(path.join(buildDir, directory), {withFileTypes: true})) {
    if (!entry.isDirectory() || !filter(entry.name)) continue;
    const file = path.join(buildDir, directory, entry.name, 'index.html');
    try {
      const size = statSync(file).size;
      if (best === null || size > best.size) best = {path: `/${directory}/${entry.name}`, size};
    } catch {
      // A directory without a page (assets of a page, for example).
    }
  }
  if (best === null) throw new Error(`no page under build/${directory}`);
  return best.path;
}

function pagesToMeasure() {
  return [
    {label: 'home', path: '/', audit: '/'},
    {label: 'intro guide', path: '/docs/intro', audit: '/docs/intro'},
    ...[largestPage('docs', (name) => name !== 'api' && name !== 'errors')].map((p) => ({
      label: `largest guide`,
      path: p,
      audit: p,
    })),
    ...[largestPage('docs/api', () => true)].map((p) => ({label: `largest reference`, path: p, audit: p})),
    {label: 'blog post', path: '/blog/mdx-blog-post', audit: '/blog/mdx-blog-post'},
    {label: 'not found', path: '/no-such-page', audit: notFoundBenchPath},
  ];
}

// --- nginx --------------------------------------------------------------------------------------
async function startNginx() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-bench-'));
  const extra = path.join(scratch, 'bench.conf');
  writeFileSync(
    extra,
    `# npm run bench only: the not-found page with status 200, for Lighthouse.\n` +
      `location = ${notFoundBenchPath} {\n    default_type text/html;\n    alias "${buildDir}/404.html";\n}\n`,
  );
  const child = spawn('bash', ['deploy/nginx/serve.sh'], {
    cwd: root,
    env: {...process.env, PORT: String(port), EXTRA_SERVER_CONF: extra},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${origin}: ${stderr}`);
}

// --- 2. Page weight -----------------------------------------------------------------------------
async function pageWeight(browser, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const bodies = new Map();
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'document')
      bodies.set(response.url(), {type, body: response.body()});
  });
  await tab.goto(`${origin}${page.path}`);
  await tab.waitForSelector('html[data-has-hydrated="true"]');
  await tab.waitForLoadState('networkidle');
  // What the page loads on its own until it has hydrated and the network is idle: preloaded entry
  // scripts, stylesheets, and chunks requested by scripts (the route's, and those hydration asks
  // for). Other pages' chunks fetched with <link rel="prefetch"> are not counted (as in
  // tests/e2e/budgets.spec.ts).
  const firstLoad = await tab.evaluate(() => {
    const preloaded = new Set(
      Array.from(document.querySelectorAll('link[rel="preload"], link[rel="stylesheet"]'), (link) => link.href),
    );
    return performance
      .getEntriesByType('resource')
      .filter(
        (entry) => entry.initiatorType === 'script' || (entry.initiatorType === 'link' && preloaded.has(entry.name)),
      )
      .map((entry) => entry.name);
  });
  let html = 0;
  let js = 0;
  let css = 0;
  for (const [url, {type, body}] of bodies) {
    if (type === 'document' && new URL(url).pathname === page.path) html = gzip(await body);
    if (!firstLoad.includes(url)) continue;
    if (type === 'script') js += gzip(await body);
    if (type === 'stylesheet') css += gzip(await body);
  }
  await context.close();
  return {html, js, css};
}

// --- 3. Lighthouse ------------------------------------------------------------------------------
function lighthouse(url, formFactor) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    `--chrome-flags=${['--headless=new', ...chromiumFlags].join(' ')}`,
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  const result = spawnSync(lighthouseBin, args, {
    cwd: root,
    env: {...process.env, CHROME_PATH: chromiumPath},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed:\n${result.stderr}`);
  const report = JSON.parse(result.stdout);
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

function benchLighthouse(page, formFactor) {
  const runs = [];
  for (let index = 0; index < lighthouseRuns; index += 1) runs.push(lighthouse(`${origin}${page.audit}`, formFactor));
  const m = (key) => median(runs.map((r) => r[key]));
  log(`lighthouse ${formFactor} ${page.path}: ${runs.map((r) => r.performance).join(', ')}`);
  row(
    `Lighthouse ${formFactor}`,
    `${page.label} \`${page.path}\``,
    `perf / a11y / best practices / SEO; LCP, TBT, CLS (median of ${lighthouseRuns})`,
    `${m('performance')} / ${m('accessibility')} / ${m('bestPractices')} / ${m('seo')}; ${(m('lcp') / 1000).toFixed(2)} s, ${Math.round(m('tbt'))} ms, ${m('cls').toFixed(3)}`,
  );
}

// --- 4. Search ----------------------------------------------------------------------------------
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

function searchIndexSize() {
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

async function searchLatency(browser) {
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

// --- Main ---------------------------------------------------------------------------------------
async function main() {
  const started = new Date();
  if (skipBuild) log('--skip-build: measuring the existing build/');
  else benchBuilds();

  const pages = pagesToMeasure();
  const nginx = await startNginx();
  const browser = await chromium.launch({executablePath: chromiumPath, args: [...chromiumFlags]});
  try {
    for (const page of pages) {
      const weight = await pageWeight(browser, page);
      row(
        'page weight',
        `${page.label} \`${page.path}\``,
        'HTML / first-load JS / first-load CSS (gzip)',
        `${kb(weight.html)} / ${kb(weight.js)} / ${kb(weight.css)}`,
      );
    }
    for (const formFactor of ['mobile', 'desktop']) for (const page of pages) benchLighthouse(page, formFactor);
    searchIndexSize();
    await searchLatency(browser);
  } finally {
    await browser.close();
    nginx.kill('SIGTERM');
  }

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).stdout.trim();
  const table = [
    `| area | item | measure | value |`,
    `| --- | --- | --- | --- |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
  const heading = `npm run bench at ${commit || 'working tree'}, ${started.toISOString()} (Node ${process.versions.node}, ${chromiumPath}, nginx on ${origin})`;
  const output = `${heading}\n\n${table}\n`;
  mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  const file = path.join(root, 'bench/results', `${started.toISOString().replace(/[:.]/g, '-')}.md`);
  writeFileSync(file, output);
  process.stdout.write(output);
  log(`written to ${path.relative(root, file)}`);
}

main().catch((error) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
