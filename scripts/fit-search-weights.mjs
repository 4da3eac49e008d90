// Fits the weights of the site's section score (`sectionWeights` in src/search/rank.ts) on the
// tuning part of the relevance set, and says how well a fit carries to queries it was not made on.
//
//   npm run build && npm run fit:search
//
// The fit is coordinate ascent over a grid of a few values a weight: each weight in turn takes the
// value that finds most answers first (hit@1 plus MRR, plus the share whose very first link, the
// section Enter opens, is an answer), until a round changes nothing. Five-fold
// cross-validation judges it: the tuning queries are split in five, each fifth is scored with the
// weights fitted on the other four, and the mean of those five scores is the estimate for unseen
// queries. A change to the score (a new weight, a rule) is kept when that estimate rises, not when
// the fit on the whole part does. Each fold's fit starts from the current weights, which were
// fitted on the whole part, fifth included: the estimate leans high, and compares changes fairly
// only from the same start. The held-out part (tests/search-eval/held-out.json) is never read here:
// it is the figure without that lean, and tests/e2e/search-relevance.spec.ts scores it once a
// change is made.
//
// It runs the site's own engine in Node on the built index (Pagefind's client, as the MCP server
// does), about 50 minutes on this kind of machine (22 weights in the grid). The output is
// the figures and the fitted weights, to copy into rank.ts by hand.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {importTs, root} from './bench/lib.mjs';

const build = path.join(root, 'build');
const origin = 'http://fit.test';
const real = globalThis.fetch;
// Pagefind's client fetches its index and WebAssembly: from the build, as a server would send them.
globalThis.fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== origin) return real(input);
  return new Response(readFileSync(path.join(build, decodeURIComponent(url.pathname))));
};

const engine = await importTs('src/search/engine.ts');
const rank = await importTs('src/search/rank.ts');
// The relevance test's own reading of an answer: an anchor is that section, a page any of its sections.
const {answers} = await importTs('tests/support/search-eval.ts');
const pagefind = await import(pathToFileURL(path.join(build, 'pagefind', 'pagefind.js')).href);
await pagefind.options({baseUrl: '/', basePath: `${origin}/pagefind/`});
await pagefind.init();
const table = JSON.parse(readFileSync(path.join(build, engine.sectionsPath), 'utf8'));
const queries = JSON.parse(readFileSync(path.join(root, 'tests/search-eval/tuning.json'), 'utf8'));
const frame = rank.tableFrame(table);

// Each query's words and matches, searched once: the weights change only the score.
const searched = [];
for (const query of queries) {
  const {words, found} = await engine.queryMatches(pagefind, query.query, {}, table);
  searched.push({answers: query.answers, input: engine.scoringInput(query.query, words, found)});
}

/**
 * hit@1, hit@3 and MRR of the queries, as the dialog shows them: four pages, four sections each;
 * and `first`, the share whose first link (the first page's first section) is an answer.
 */
function evaluate(items, weights) {
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  let first = 0;
  for (const item of items) {
    const {query, words, matches, scores} = item.input;
    const pages = rank.scorePages(table, query, words, matches, frame, weights, scores).slice(0, 4);
    const place = pages.findIndex((page) =>
      (page.sections.length > 0 ? page.sections : [page]).slice(0, 4).some(({url}) => answers(url, item.answers)),
    );
    if (place === 0) hit1 += 1;
    if (place >= 0 && place < 3) hit3 += 1;
    if (place >= 0) reciprocal += 1 / (place + 1);
    const top = pages[0]?.sections[0] ?? pages[0];
    if (top !== undefined && answers(top.url, item.answers)) first += 1;
  }
  const n = items.length;
  return {hit1: hit1 / n, hit3: hit3 / n, mrr: reciprocal / n, first: first / n};
}

// The right page first, and within it the right section: a concept word should open the section
// that defines it, not the page's busiest section, so the first link counts as much as the page.
const objective = ({hit1, mrr, first}) => hit1 + mrr + first;

/** The values each weight may take; the current value is tried too. */
const grid = {
  saturation: [0.8, 1.2, 2, 3],
  lengthNorm: [0.25, 0.5, 0.75],
  heading: [0.5, 1, 2],
  coordination: [0.5, 1, 2],
  page: [0.3, 0.6, 1, 1.5],
  pageLong: [0.15, 0.3, 0.6, 1],
  pagefind: [0, 0.5, 1, 2, 4],
  guide: [1.2, 1.5, 2],
  reference: [0.3, 0.45, 0.6, 0.8],
  blog: [0.3, 0.5, 0.8],
  names: [1, 1.25, 1.5, 2],
  defines: [1, 1.5, 2, 3],
  definition: [1, 2, 3, 5],
  frame: [0.3, 0.5, 0.8],
  parent: [0.25, 0.5, 1],
  top: [0.33, 0.5, 1],
  proximity: [0, 0.25, 0.5, 1],
  otherVariant: [0.5, 0.7, 0.85, 1],
  lead: [0, 0.1, 0.25, 0.5],
  leadWords: [12, 25, 40],
  step: [0.5, 0.7, 0.85, 1],
  code: [0.1, 0.2, 0.5, 1],
};

function fit(items, start) {
  let weights = {...start};
  let best = objective(evaluate(items, weights));
  for (let round = 0; round < 3; round += 1) {
    let changed = false;
    for (const [name, values] of Object.entries(grid)) {
      for (const value of values) {
        const candidate = {...weights, [name]: value};
        const score = objective(evaluate(items, candidate));
        if (score > best + 1e-9) {
          best = score;
          weights = candidate;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return weights;
}

const figures = ({hit1, hit3, mrr, first}) =>
  `hit@1 ${hit1.toFixed(3)}, hit@3 ${hit3.toFixed(3)}, MRR ${mrr.toFixed(3)}, first link ${first.toFixed(3)}`;
const folds = 5;
const mean = {hit1: 0, hit3: 0, mrr: 0, first: 0};
for (let fold = 0; fold < folds; fold += 1) {
  const weights = fit(
    searched.filter((_, index) => index % folds !== fold),
    rank.sectionWeights,
  );
  const left = evaluate(
    searched.filter((_, index) => index % folds === fold),
    weights,
  );
  for (const key of Object.keys(mean)) mean[key] += left[key] / folds;
  console.log(`fold ${fold + 1} of ${folds}, fitted on the others: ${figures(left)}`);
}
console.log(`cross-validated (${queries.length} tuning queries): ${figures(mean)}`);
console.log(`current weights on the whole tuning part: ${figures(evaluate(searched, rank.sectionWeights))}`);
const fitted = fit(searched, rank.sectionWeights);
console.log(`fitted on the whole tuning part: ${figures(evaluate(searched, fitted))}`);
console.log(JSON.stringify(fitted, null, 2));
