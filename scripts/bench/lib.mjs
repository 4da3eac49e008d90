// Shared pieces of `npm run bench` (scripts/bench.mjs): the result table, statistics, running
// commands, serving a build with the production nginx config, and the browser measurements.
import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromiumFlags, chromiumPath} from '../chromium.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
// BENCH_BUILD_DIR measures another finished build (with --skip-build), e.g. a copy kept from before
// a change, so that two variants can be compared without rebuilding between them.
export const buildDir = process.env.BENCH_BUILD_DIR
  ? path.resolve(process.env.BENCH_BUILD_DIR)
  : path.join(root, 'build');
export const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
const lighthouseBin = path.join(root, 'node_modules/.bin/lighthouse');
export const notFoundBenchPath = '/__bench/not-found';

export const rows = [];
export const row = (area, item, measure, value) => rows.push([area, item, measure, value]);
/**
 * Imports one of the project's TypeScript modules (test support, plugin code) into the bench, so
 * the bench measures with the project's own functions instead of copies: esbuild bundles it, with
 * packages left to node_modules (esbuild creates the output folder). `__dirname` is the module's
 * own folder, as in the test run.
 */
export async function importTs(relativePath) {
  const {build} = await import('esbuild');
  const entry = path.join(root, relativePath);
  // Inside node_modules, so that the bundle's imports of packages resolve.
  const outfile = path.join(root, 'node_modules/.cache/bench', `${relativePath.replaceAll('/', '-')}.mjs`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    define: {__dirname: JSON.stringify(path.dirname(entry))},
  });
  return import(pathToFileURL(outfile).href);
}

export const log = (message) => process.stderr.write(`bench: ${message}\n`);
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => gzipSync(buffer, {level: 9}).length;
/** Values of several runs in run order, for the spread next to a median. */
export const list = (values, digits = 0) => values.map((value) => value.toFixed(digits)).join(', ');

export function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: {...process.env, ...env},
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
}

/** Serves `dir` with deploy/nginx on `port` (the not-found page also at /__bench/not-found, status 200). */
export async function startNginx({dir = buildDir, port}) {
  const origin = `http://127.0.0.1:${port}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-bench-'));
  const extra = path.join(scratch, 'bench.conf');
  writeFileSync(
    extra,
    `# npm run bench only: the not-found page with status 200, for Lighthouse.\n` +
      `location = ${notFoundBenchPath} {\n    default_type text/html;\n    alias "${dir}/404.html";\n}\n`,
  );
  const child = spawn('bash', ['deploy/nginx/serve.sh'], {
    cwd: root,
    env: {...process.env, PORT: String(port), BUILD_DIR: dir, EXTRA_SERVER_CONF: extra},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return {origin, stop: () => child.kill('SIGTERM')};
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${origin}: ${stderr}`);
}

/**
 * The HTML document and the JavaScript and CSS a page loads on its own until it has hydrated and
 * the network is idle (preloaded entry scripts, stylesheets, chunks requested by scripts; not other
 * pages' chunks fetched with <link rel="prefetch">, as in tests/e2e/budgets.spec.ts), gzip bytes.
 */
export async function pageWeight(browser, url) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const bodies = new Map();
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'document')
      bodies.set(response.url(), {type, body: response.body()});
  });
  await tab.goto(url);
  await tab.waitForSelector('html[data-has-hydrated="true"]');
  await tab.waitForLoadState('networkidle');
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
  for (const [resource, {type, body}] of bodies) {
    if (type === 'document' && resource === url) html = gzip(await body);
    if (!firstLoad.includes(resource)) continue;
    if (type === 'script') js += gzip(await body);
    if (type === 'stylesheet') css += gzip(await body);
  }
  await context.close();
  return {html, js, css};
}

/**
 * The JavaScript a click downloads (gzip bytes, as nginx sends it): everything the page fetches
 * after it has hydrated and gone quiet, from the click until the network is quiet again.
 */
export async function scriptsOnClick(browser, url, click) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.waitForSelector('html[data-has-hydrated="true"]');
  await tab.waitForLoadState('networkidle');
  const bodies = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await click(tab);
  await tab.waitForLoadState('networkidle');
  let js = 0;
  for (const body of bodies) js += gzip(await body);
  await context.close();
  return js;
}

/** One Lighthouse 12.8 run in Debian's Chromium: the four category scores, LCP, TBT and CLS. */
export function lighthouse(url, formFactor = 'mobile') {
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
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

/**
 * Main-thread tasks after the first contentful paint, with the CPU slowed 4× through the DevTools
 * protocol (a mid-range phone), from a Chromium trace of the page loading until 4 s after `load`:
 * how many run over 50 ms, the longest, their sum, their blocking time (each one's part over 50 ms),
 * the page's element count, and when the first
 * contentful and the largest contentful paint happened (ms after navigation, at 4×).
 */
export async function longTasks(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  // The largest contentful paint is reported to observers only.
  await tab.addInitScript(() => {
    new PerformanceObserver((list) => {
      window.__benchLcp = list.getEntries().at(-1)?.startTime;
    }).observe({type: 'largest-contentful-paint', buffered: true});
  });
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await tab.goto(url, {waitUntil: 'load'});
  await tab.waitForTimeout(4000);
  const {elements, fcpAt, lcpAt} = await tab.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    fcpAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcpAt: window.__benchLcp ?? NaN,
  }));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const fcp = events.filter((event) => event.name === 'firstContentfulPaint').at(-1);
  if (fcp === undefined) throw new Error(`${url}: no first contentful paint in the trace`);
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const long = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === fcp.pid &&
        mainThreads.has(`${event.pid}:${event.tid}`) &&
        event.ts > fcp.ts &&
        event.dur > 50_000,
    )
    .map((event) => event.dur / 1000);
  return {
    count: long.length,
    longest: Math.max(0, ...long),
    total: long.reduce((a, b) => a + b, 0),
    // Total blocking time as Lighthouse counts it, over the traced window.
    blocking: long.reduce((sum, duration) => sum + duration - 50, 0),
    elements,
    fcp: fcpAt,
    lcp: lcpAt,
  };
}
