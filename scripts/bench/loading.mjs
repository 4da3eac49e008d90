// `npm run bench`, loading rows: how a page starts, with the stock Docusaurus start (the bundle's
// `<script defer>` tags) against the start the site used to have, which preloaded the bundle and
// added its scripts only once the first contentful paint was reported, with an inline script that
// re-clicked a code-sample tab chosen before hydration. The delayed variant is made from the same
// build by rewriting its HTML (`delayedStart`), so the comparison needs one build and survives the
// removal of the plugin that used to do it.
//
// Both variants are served by the production nginx config and loaded in Chromium with the CPU
// slowed 4× (DevTools protocol), BENCH_LOADING_RUNS (5) loads per measure:
// - LCP, TBT (the blocking part, over 50 ms, of each main-thread task after the first contentful
//   paint, until 4 s after `load`), FCP and when React finished hydrating (`data-has-hydrated`);
// - for each interactive control: "works at", the time after navigation start at which its effect
//   first appears when it is clicked (or its shortcut pressed) every 100 ms from the moment it is on
//   the page; and "first use kept", in how many loads one click (or key press) made as soon as
//   possible after the first contentful paint (once the control is on the page), and nothing after
//   it, had its effect once the page had settled.
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {docusaurus, importTs, list, log, longTasks, median, root, row, run, startNginx} from './lib.mjs';

const guide = '/docs/contracts';
const reference = '/docs/api/contracts-rental';

/**
 * The controls measured, each with how to use it and the in-page test for its effect. `effect` is a
 * function body evaluated in the page after every DOM mutation, so it must be cheap.
 */
const controls = [
  {
    name: 'code-sample tab',
    page: reference,
    target: `return document.querySelector('[role="tablist"] > [role="tab"]:nth-child(2)');`,
    effect: `return document.querySelector('[role="tablist"] > [role="tab"]:nth-child(2)')?.getAttribute('aria-selected') === 'true';`,
  },
  {
    name: 'copy button',
    page: reference,
    target: `return document.querySelector('.theme-code-block button[aria-label="Copy code to clipboard"]');`,
    effect: `return document.querySelector('.theme-code-block button[aria-label="Copied"]') !== null;`,
  },
  {
    name: 'Try it',
    page: reference,
    target: `return [...document.querySelectorAll('button[aria-expanded]')].find((button) => button.textContent === 'Try it');`,
    effect: `return [...document.querySelectorAll('button[aria-expanded="true"]')].some((button) => button.textContent.includes('Try it'));`,
  },
  {
    name: 'search shortcut Ctrl+K',
    page: reference,
    key: 'Control+k',
    effect: `return document.querySelector('dialog[open]') !== null;`,
  },
  {
    name: 'colour mode toggle',
    page: reference,
    target: `return document.querySelector('.navbar button[aria-label^="Switch between dark and light mode"]');`,
    effect: `return document.documentElement.getAttribute('data-theme') === 'dark';`,
  },
  {
    name: 'variant switch',
    page: guide,
    target: `return document.querySelector('nav[aria-label="Variant of this guide"] a:last-child');`,
    // A link: its effect is the twin page being requested, or routed to after hydration.
    navigates: '/docs/contracts-rental',
  },
];

// --- The delayed start, as the site used to write it ----------------------------------------------

/** Starts the bundle once the first contentful paint is reported (or the page is hidden, or after 3 s). */
const startAfterFirstPaint = `(function () {
let started = false;
function start() {
if (started) return;
started = true;
for (const link of document.querySelectorAll('link[data-bundle]')) {
const script = document.createElement('script');
script.src = link.href;
script.async = false;
document.body.appendChild(script);
}
}
function startInNextTask() { setTimeout(start, 0); }
if (document.visibilityState !== 'visible') { start(); return; }
document.addEventListener('visibilitychange', start);
setTimeout(start, 3000);
if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
new PerformanceObserver(function (entries, observer) {
if (entries.getEntriesByName('first-contentful-paint').length > 0) { observer.disconnect(); startInNextTask(); }
}).observe({type: 'paint', buffered: true});
return;
}
requestAnimationFrame(startInNextTask);
})();`;

/** Clicks again, once the page has hydrated, the last code-sample tab clicked in each tab list before. */
const replayEarlyTabClicks = `(function () {
const root = document.documentElement;
const early = new Map();
function remember(event) {
const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
if (tab !== null) early.set(tab.parentElement, tab);
}
document.addEventListener('click', remember, true);
new MutationObserver(function (records, observer) {
if (root.getAttribute('data-has-hydrated') !== 'true') return;
observer.disconnect();
document.removeEventListener('click', remember, true);
early.forEach(function (tab) {
if (tab.isConnected && tab.getAttribute('aria-selected') !== 'true') tab.click();
});
}).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();`;

// The build's HTML is minified: attribute values may be unquoted.
const deferredScript = /<script src=(?:"([^"]+)"|([^\s">]+)) defer(?:="")?><\/script>/g;

/**
 * A page of a stock build, rewritten to the delayed start as the site's page template wrote it:
 * each `<script defer>` of the bundle becomes a preload link, the replay script comes after the
 * theme's inline scripts, before the app's root element, and the start script ends the page.
 */
function delayedStart(html) {
  if (!deferredScript.test(html)) return html;
  const out = html
    .replace(
      deferredScript,
      (_tag, quoted, bare) => `<link rel="preload" as="script" href="${quoted ?? bare}" data-bundle>`,
    )
    .replace(/<div id="?__docusaurus"?>/, (root) => `<script>${replayEarlyTabClicks}</script>${root}`);
  if (!out.includes('</body>')) return `${out}<script>${startAfterFirstPaint}</script>`;
  return out.replace('</body>', `<script>${startAfterFirstPaint}</script></body>`);
}

/**
 * Rewrites every page of the build in `dir` to the delayed start, with what a build writes for a
 * page beside it: the precompressed copies nginx serves, and the Content-Security-Policy include
 * with the hashes of the inline scripts (the delayed start adds two), computed by the build's own
 * functions (plugins/build-output/csp.ts).
 */
async function rewriteHtml(dir) {
  const {inlineScriptHashes, renderCspInclude} = await importTs('plugins/build-output/csp.ts');
  const {cspIncludeFile, nginxIncludeDirectory} = await importTs('plugins/build-output/index.ts');
  const hashes = new Set();
  let pages = 0;
  let htmlFiles = 0;
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html')) continue;
    htmlFiles += 1;
    const full = path.join(dir, file);
    const html = readFileSync(full, 'utf8');
    const rewritten = delayedStart(html);
    for (const hash of inlineScriptHashes(rewritten)) hashes.add(hash);
    if (rewritten === html) continue;
    pages += 1;
    writeFileSync(full, rewritten);
    if (existsSync(`${full}.gz`)) writeFileSync(`${full}.gz`, gzipSync(rewritten, {level: 9}));
    if (existsSync(`${full}.br`)) writeFileSync(`${full}.br`, brotliCompressSync(rewritten));
  }
  if (pages === 0) throw new Error('bench loading: no page had the bundle as <script defer>');
  writeFileSync(path.join(dir, nginxIncludeDirectory, cspIncludeFile), renderCspInclude(hashes, htmlFiles));
}

// --- Measurements ---------------------------------------------------------------------------------

/** Records, in the page, when each control's effect first held and when the page hydrated (ms after navigation start). */
function recorder(effects) {
  return `(() => {
    const checks = ${JSON.stringify(effects)}.map(([name, body]) => [name, new Function(body)]);
    const bench = (window.__bench = {effectAt: {}, hydratedAt: null});
    new MutationObserver(() => {
      if (bench.hydratedAt === null && document.documentElement?.getAttribute('data-has-hydrated') === 'true')
        bench.hydratedAt = performance.now();
      for (const [name, check] of checks) if (!(name in bench.effectAt) && check()) bench.effectAt[name] = performance.now();
    }).observe(document, {subtree: true, childList: true, attributes: true});
  })();`;
}

/**
 * One use of `control`: its key, or a real mouse click where it is once scrolled into view (as a
 * reader would, even while it is disabled). Both wait for the page's main thread, as a reader's
 * input does. False when the control is not on the page yet.
 */
async function use(tab, control) {
  try {
    if (control.key !== undefined) {
      await tab.keyboard.press(control.key);
      return true;
    }
    const point = await tab.evaluate((body) => {
      const element = new Function(body)();
      if (!(element instanceof Element)) return null;
      element.scrollIntoView({block: 'center'});
      const box = element.getBoundingClientRect();
      return {x: box.x + box.width / 2, y: box.y + box.height / 2};
    }, control.target);
    if (point === null) return false;
    await tab.mouse.click(point.x, point.y);
    return true;
  } catch {
    // The page navigated away (the variant switch) while the click was on its way.
    return false;
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Gives up on a load that takes longer than a minute (its figures are then missing, not made up). */
async function capped(work) {
  let timer;
  const limit = new Promise((resolve) => (timer = setTimeout(() => resolve(null), 60_000)));
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One load of `page` at 4× CPU in which `group` (controls of that page) is used. `repeat`: each
 * control every 100 ms from navigation until its effect appears; otherwise each once, as soon as it
 * is on the page after the first contentful paint, and then the page is left to settle. Returns, per
 * control, when its effect appeared (ms after navigation start, null if never), and when the page
 * hydrated.
 */
async function load(browser, origin, page, group, repeat) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await tab.addInitScript(recorder(group.filter((c) => c.effect !== undefined).map((c) => [c.name, c.effect])));
    // A link's effect is the twin page being requested (before hydration) or routed to (after).
    const navigatedAt = {};
    for (const control of group.filter((c) => c.navigates !== undefined)) {
      const seen = (url) => url.endsWith(control.navigates) && (navigatedAt[control.name] ??= Date.now());
      tab.on('request', (request) => request.isNavigationRequest() && seen(request.url()));
      tab.on('framenavigated', (frame) => frame === tab.mainFrame() && seen(frame.url()));
    }
    await tab.goto(`${origin}${page}`, {waitUntil: 'commit'});
    const startedAt = await tab.evaluate(() => performance.timeOrigin);
    const effects = async () => {
      // A link's click may have started a navigation that is not reported yet: that page is gone.
      const inPage =
        Object.keys(navigatedAt).length > 0 ? {} : await tab.evaluate(() => window.__bench.effectAt).catch(() => ({}));
      return Object.fromEntries(
        group.map((c) => [c.name, c.name in navigatedAt ? navigatedAt[c.name] - startedAt : (inPage[c.name] ?? null)]),
      );
    };
    const done = async () => {
      const at = await effects();
      return group.filter((c) => at[c.name] === null);
    };
    if (repeat) {
      for (let pending = group; pending.length > 0; pending = await done()) {
        for (const control of pending) await use(tab, control);
        if (Object.keys(navigatedAt).length > 0) break;
        await pause(100);
      }
    } else {
      await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
        polling: 10,
        timeout: 30_000,
      });
      // The first use possible: a control may still be on its way in the HTML at first paint.
      for (const control of group) while (!(await use(tab, control)) && !(control.name in navigatedAt)) await pause(50);
      if (Object.keys(navigatedAt).length === 0) {
        await tab.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
          polling: 100,
          timeout: 30_000,
        });
        await tab.waitForLoadState('networkidle');
        await pause(1000);
      }
    }
    const hydratedAt = Object.keys(navigatedAt).length > 0 ? null : await tab.evaluate(() => window.__bench.hydratedAt);
    return {effectAt: await effects(), hydratedAt};
  } finally {
    await context.close();
  }
}

/** The controls of one page that can be used in the same load: a modal dialog or a navigation ends the others. */
const groups = () => [
  controls.filter((c) => c.page === reference && c.key === undefined),
  controls.filter((c) => c.key !== undefined),
  controls.filter((c) => c.navigates !== undefined),
];

async function measureVariant(browser, origin, runs) {
  const pages = {[guide]: [], [reference]: []};
  const repeated = Object.fromEntries(controls.map((c) => [c.name, []]));
  const single = Object.fromEntries(controls.map((c) => [c.name, []]));
  const hydrated = [];
  for (let index = 0; index < runs; index += 1) {
    for (const page of [guide, reference]) {
      const traced = await capped(longTasks(browser, `${origin}${page}`));
      if (traced !== null) pages[page].push(traced);
    }
    for (const group of groups()) {
      for (const [repeat, into] of [
        [true, repeated],
        [false, single],
      ]) {
        const result = await capped(load(browser, origin, group[0].page, group, repeat));
        for (const control of group)
          into[control.name].push(result === null ? undefined : result.effectAt[control.name]);
        if (repeat && result?.hydratedAt != null && group[0].page === reference) hydrated.push(result.hydratedAt);
      }
    }
    log(
      `loading run ${index + 1}: ${JSON.stringify(Object.fromEntries(controls.map((c) => [c.name, repeated[c.name].at(-1)])))}`,
    );
  }
  return {pages, repeated, single, hydrated};
}

/** Median and runs in ms; a load that never showed the effect counts as "never", a load given up on as "lost". */
const ms = (values) => {
  const known = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  const never = values.filter((value) => value === null).length;
  const lost = values.filter((value) => value === undefined).length;
  const notes = [never > 0 ? `never in ${never}` : '', lost > 0 ? `${lost} load given up after 60 s` : ''].filter(
    Boolean,
  );
  const runsText = [list(known), ...notes].filter(Boolean).join('; ');
  return known.length === 0 ? `never (${runsText})` : `${Math.round(median(known))} ms (${runsText})`;
};

/** Measures both starts, prints their rows, and returns the raw figures. */
async function measureStarts(browser, {stockDir, delayedDir, port, runs}) {
  const measured = {};
  for (const [name, dir] of [
    ['stock', stockDir],
    ['delayed', delayedDir],
  ]) {
    const server = await startNginx({dir, port});
    try {
      log(`loading: measuring the ${name} start`);
      measured[name] = await measureVariant(browser, server.origin, runs);
    } finally {
      server.stop();
    }
  }
  const both = (pick) => `${pick(measured.stock)} / ${pick(measured.delayed)}`;
  const at4x = `stock / delayed start, 4× CPU, median of ${runs} (runs)`;
  for (const page of [guide, reference]) {
    const of = (variant, key) => ms(variant.pages[page].map((traced) => traced[key]));
    row(
      'loading',
      `\`${page}\``,
      `${at4x}: LCP`,
      both((variant) => of(variant, 'lcp')),
    );
    row(
      'loading',
      `\`${page}\``,
      `${at4x}: TBT (after FCP, to 4 s after load)`,
      both((variant) => of(variant, 'blocking')),
    );
    row(
      'loading',
      `\`${page}\``,
      `${at4x}: FCP`,
      both((variant) => of(variant, 'fcp')),
    );
  }
  row(
    'loading',
    `\`${reference}\``,
    `${at4x}: hydrated`,
    both((variant) => ms(variant.hydrated)),
  );
  for (const control of controls) {
    row(
      'loading',
      `${control.name} \`${control.page}\``,
      `${at4x}: works at (used every 100 ms from navigation until it works)`,
      both((variant) => ms(variant.repeated[control.name])),
    );
    row(
      'loading',
      `${control.name} \`${control.page}\``,
      'stock / delayed: first use kept (one use as soon as it is on the page after FCP, nothing after; loads where it worked)',
      both(
        (variant) => `${variant.single[control.name].filter((value) => typeof value === 'number').length} of ${runs}`,
      ),
    );
  }
  return measured;
}

/**
 * The `npm run bench` section: the site as built (a fresh build unless `build` is false, then
 * build/), a copy rewritten to the delayed start, both measured.
 */
export async function benchLoading(browser, {port, runs, build}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-loading-'));
  const stockDir = path.join(scratch, 'stock');
  const delayedDir = path.join(scratch, 'delayed');
  try {
    if (build) {
      log('loading: building the site');
      run(docusaurus, ['build', '--out-dir', stockDir], {NO_UPDATE_NOTIFIER: '1'});
    } else cpSync(path.join(root, 'build'), stockDir, {recursive: true});
    cpSync(stockDir, delayedDir, {recursive: true});
    await rewriteHtml(delayedDir);
    await measureStarts(browser, {stockDir, delayedDir, port, runs});
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}
