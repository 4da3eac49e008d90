// `npm run bench`: measures the site in one run and prints one Markdown table, also written to
// bench/results/<date>.md (git-ignored). The sections (scripts/bench/):
//
// 1. builds: cold production builds, alternating webpack and Docusaurus Faster (Rspack + SWC), each
//    from `docusaurus clear`: median of BENCH_BUILD_RUNS (3) each and the ratio. The last build is
//    the Faster one, which the rest of the run measures.
// 2. weight: the HTML document and the first-load JavaScript and CSS (gzip) of /, /docs/intro, the
//    largest guide, the largest reference page, a blog post and the not-found page.
//    Also the files for tools: llms files, twins, Postman and the MCP server (size), and the tokens
//    of llms-full.txt, the reference files and the largest twin.
// 3. lighthouse: Lighthouse 12.8 in Debian's Chromium against the production nginx config, mobile
//    and desktop, the same pages: the four category scores and LCP, TBT and CLS, median of
//    BENCH_LIGHTHOUSE_RUNS (3). The not-found page is audited at /__bench/not-found, where nginx
//    serves the same 404.html with status 200 (Lighthouse refuses to audit a 4xx document).
// 4. heavy: the three pages with the most elements, Lighthouse mobile median of BENCH_HEAVY_RUNS
//    (5) and long tasks after first paint at 4× CPU throttling (scripts/bench/heavy.mjs).
// 5. search: index build time and size, what searching transfers, query latency, relevance on the
//    partner query set, main thread against worker at 4x CPU: each keystroke's input delay, and
//    the main thread's CPU time per key traced (scripts/bench/search.mjs).
// 6. couplings: the site with and without each departure from stock Docusaurus
//    (scripts/bench/couplings.mjs; six more builds, about a quarter of an hour).
// 7. loading: the stock Docusaurus start against the former delayed start (bundle started after
//    first paint), at 4× CPU, median of BENCH_LOADING_RUNS (5): LCP, TBT, and when each interactive
//    control first works (scripts/bench/loading.mjs; one more build unless --skip-build, then
//    build/; about half an hour on this machine).
//
// Options: --skip-build measures the existing build/ (no build timing); --only=<section>[,…] runs
// only those sections (builds is then skipped too unless named). BENCH_PORT (8090) is the nginx
// port. Needs nginx and /usr/bin/chromium (scripts/setup.sh installs both).
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {countTokens} from 'gpt-tokenizer';
import {chromiumFlags, chromiumPath} from './chromium.mjs';
import {benchCouplings} from './bench/couplings.mjs';
import {benchHeavyPages} from './bench/heavy.mjs';
import {benchLoading} from './bench/loading.mjs';
import {
  buildDir,
  docusaurus,
  kb,
  lighthouse,
  list,
  log,
  median,
  notFoundBenchPath,
  pageWeight,
  root,
  row,
  rows,
  run,
  scriptsOnClick,
  startNginx,
} from './bench/lib.mjs';
import {
  searchIndexSize,
  searchKeystrokeWork,
  searchLatency,
  searchRelevance,
  searchRendering,
  searchThreads,
} from './bench/search.mjs';

const port = Number(process.env.BENCH_PORT ?? 8090);
const buildRuns = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const heavyRuns = Number(process.env.BENCH_HEAVY_RUNS ?? 5);
const loadingRuns = Number(process.env.BENCH_LOADING_RUNS ?? 5);
const sections = ['builds', 'weight', 'lighthouse', 'heavy', 'search', 'couplings', 'loading'];
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
for (const name of only ?? []) if (!sections.includes(name)) throw new Error(`--only: unknown section "${name}"`);
const runs = (section) =>
  only === undefined ? !(section === 'builds' && process.argv.includes('--skip-build')) : only.includes(section);

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
  const fast = median(times.faster);
  const slow = median(times.webpack);
  const runsOf = `median of ${buildRuns} (runs)`;
  row('build', 'cold build, Faster (Rspack + SWC)', runsOf, `${fast.toFixed(1)} s (${list(times.faster, 1)})`);
  row('build', 'cold build, webpack', runsOf, `${slow.toFixed(1)} s (${list(times.webpack, 1)})`);
  row('build', 'webpack ÷ faster', 'ratio of medians', `${(slow / fast).toFixed(2)}×`);
}

// --- Pages --------------------------------------------------------------------------------------
function largestPage(directory, filter) {
  let best = null;
  for (const entry of readdirSync(path.join(buildDir, directory), {withFileTypes: true})) {
    if (!entry.isDirectory() || !filter(entry.name)) continue;
    try {
      const size = statSync(path.join(buildDir, directory, entry.name, 'index.html')).size;
      if (best === null || size > best.size) best = {path: `/${directory}/${entry.name}`, size};
    } catch {
      // A directory without a page (assets of a page, for example).
    }
  }
  if (best === null) throw new Error(`no page under build/${directory}`);
  return best.path;
}

function pagesToMeasure() {
  const guide = largestPage('docs', (name) => name !== 'api' && name !== 'errors');
  const reference = largestPage('docs/api', () => true);
  return [
    {label: 'home', path: '/', audit: '/'},
    {label: 'intro guide', path: '/docs/intro', audit: '/docs/intro'},
    {label: 'largest guide', path: guide, audit: guide},
    {label: 'largest reference', path: reference, audit: reference},
    {label: 'blog post', path: '/blog/mdx-blog-post', audit: '/blog/mdx-blog-post'},
    {label: 'not found', path: '/no-such-page', audit: notFoundBenchPath},
  ];
}

function benchLighthouse(origin, page, formFactor) {
  const audits = Array.from({length: lighthouseRuns}, () => lighthouse(`${origin}${page.audit}`, formFactor));
  const m = (key) => median(audits.map((audit) => audit[key]));
  log(`lighthouse ${formFactor} ${page.path}: ${audits.map((audit) => audit.performance).join(', ')}`);
  row(
    `Lighthouse ${formFactor}`,
    `${page.label} \`${page.path}\``,
    `perf / a11y / best practices / SEO; LCP, TBT, CLS (median of ${lighthouseRuns})`,
    `${m('performance')} / ${m('accessibility')} / ${m('bestPractices')} / ${m('seo')}; ` +
      `${(m('lcp') / 1000).toFixed(2)} s, ${Math.round(m('tbt'))} ms, ${m('cls').toFixed(3)}`,
  );
}

/** The files for tools (plugins/docs-as-data): the llms files, the twins and the Postman collection. */
function docsAsDataSizes() {
  const size = (file) => readFileSync(path.join(buildDir, file));
  const both = (file) => `${kb(size(file).length)} (${kb(gzipSync(size(file), {level: 9}).length)} gzip)`;
  const twins = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md'));
  const twinBytes = twins.reduce((sum, file) => sum + size(file).length, 0);
  row('docs as data', '`/llms.txt`, `/llms-full.txt`', 'size (gzip)', `${both('llms.txt')}; ${both('llms-full.txt')}`);
  row('docs as data', 'Markdown twins', 'count, total size', `${twins.length}, ${kb(twinBytes)}`);
  const collection = readdirSync(buildDir).find((file) => file.endsWith('.postman_collection.json'));
  if (collection === undefined) throw new Error('bench: the build has no Postman collection');
  row('docs as data', `\`/${collection}\``, 'size (gzip)', both(collection));
  row('docs as data', '`/acme-docs-mcp.mjs` (MCP server)', 'size (gzip)', both('acme-docs-mcp.mjs'));
  // Tokens as an agent's context window counts them (gpt-tokenizer, o200k_base); the budgets are
  // enforced by tests/build/llms-files.test.ts, this shows how close each file is.
  const tokens = (file) => countTokens(size(file).toString('utf8'));
  const reference = twins.filter((file) => file.startsWith('docs/api/') || file === 'docs/errors.md');
  const counted = reference.map((file) => ({file, tokens: tokens(file)})).sort((a, b) => b.tokens - a.tokens);
  const largestTwin = twins.map((file) => ({file, tokens: tokens(file)})).sort((a, b) => b.tokens - a.tokens)[0];
  row('docs as data', '`/llms-full.txt`', 'tokens', String(tokens('llms-full.txt')));
  row(
    'docs as data',
    'reference files (API topics, errors, webhooks)',
    'tokens: largest, median, total',
    `${counted[0].tokens} (\`${counted[0].file}\`), ${median(counted.map((entry) => entry.tokens))}, ` +
      `${counted.reduce((sum, entry) => sum + entry.tokens, 0)}`,
  );
  row('docs as data', 'largest twin', 'tokens', `${largestTwin.tokens} (\`${largestTwin.file}\`)`);
}

// --- Main ---------------------------------------------------------------------------------------
async function main() {
  const started = new Date();
  if (runs('builds')) benchBuilds();
  else log('measuring the existing build/');

  const pages = pagesToMeasure();
  const browser = await chromium.launch({executablePath: chromiumPath, args: [...chromiumFlags]});
  try {
    const server = await startNginx({port});
    try {
      if (runs('weight')) {
        for (const page of pages) {
          const weight = await pageWeight(browser, `${server.origin}${page.path}`);
          row(
            'page weight',
            `${page.label} \`${page.path}\``,
            'HTML / first-load JS / first-load CSS (gzip)',
            `${kb(weight.html)} / ${kb(weight.js)} / ${kb(weight.css)}`,
          );
        }
      }
      if (runs('weight')) {
        docsAsDataSizes();
        const tryIt = await scriptsOnClick(browser, `${server.origin}/docs/api/contracts-rental`, (tab) =>
          tab.getByRole('button', {name: 'Try it'}).first().click(),
        );
        row('page weight', '"Try it" console', 'JavaScript loaded on the first click (gzip)', kb(tryIt));
      }
      if (runs('lighthouse')) {
        for (const formFactor of ['mobile', 'desktop'])
          for (const page of pages) benchLighthouse(server.origin, page, formFactor);
      }
      if (runs('heavy')) {
        const largestReference = pages.find((page) => page.label === 'largest reference').path;
        await benchHeavyPages(browser, {origin: server.origin, largestReference, runs: heavyRuns});
      }
      if (runs('search')) {
        await searchIndexSize();
        await searchLatency(browser, server.origin);
        await searchRelevance(browser, server.origin);
        await searchThreads(browser, server.origin);
        await searchKeystrokeWork(browser, server.origin);
        await searchRendering(browser, server.origin, [
          '/docs/intro',
          pages.find((page) => page.label === 'largest reference').path,
        ]);
      }
    } finally {
      server.stop();
    }
    if (runs('couplings')) await benchCouplings(browser, {port, runs: lighthouseRuns});
    if (runs('loading'))
      await benchLoading(browser, {port, runs: loadingRuns, build: !process.argv.includes('--skip-build')});
  } finally {
    await browser.close();
  }

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).stdout.trim();
  const table = [
    `| area | item | measure | value |`,
    `| --- | --- | --- | --- |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
  const heading = `npm run bench at ${commit || 'working tree'}, ${started.toISOString()} (Node ${process.versions.node}, ${chromiumPath}, nginx on port ${port})`;
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
