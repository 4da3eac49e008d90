// Search relevance as a test: queries written from partner integration tasks (questions, task
// phrasings, error codes and messages, identifiers, field names, misspellings, concept words and
// partners' own words for ours), typed into the navbar search of the built site. The set is split
// in two files (tests/search-eval/): the tuning part may guide ranking work; the held-out part was
// split off before tuning and is what this test enforces. Tune the index, the content and
// src/search/rank.ts when it fails, never the queries or their answers.
import {test, expect, openPage} from './fixtures';
import {rankQueries, readQueries, report, scores} from '../support/search-eval';

/**
 * What the held-out part aims at, and the floor it holds today. The floor is the level the ranking
 * reached on the part's queries when it was last set, and this test fails if the ranking falls
 * below it. It moves towards the goal; a change that costs one figure for another is kept only
 * with both named in its commit.
 */
const goal = {hit1: 0.85, hit3: 0.95, mrr: 0.9};
// Just below the held-out figures when last set, on 533 queries: hit@1 477 = 0.895, hit@3 522 =
// 0.979, MRR 0.935, concepts first 88/100. How the part grew and each earlier step of the floor
// are in the history of this file.
const floor = {hit1: 0.89, hit3: 0.975, mrr: 0.93, conceptsFirst: 88};

async function openSearch(page: Parameters<typeof openPage>[0]) {
  await openPage(page, '/');
  await page.getByRole('button', {name: 'Search'}).click();
}

test('held-out partner queries find their answer (hit@1, hit@3, MRR; concepts on their section first)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSearch(page);
  const ranked = await rankQueries(page, readQueries('held-out'));
  console.log(report('search relevance, held-out part', ranked, 'held-out'));
  const figures = scores(ranked);
  console.log(`held-out goal: hit@1 ${goal.hit1}, hit@3 ${goal.hit3}, MRR ${goal.mrr}, every concept first`);
  expect(figures.queries).toBeGreaterThanOrEqual(50);
  expect(figures.hit1).toBeGreaterThanOrEqual(floor.hit1);
  expect(figures.hit3).toBeGreaterThanOrEqual(floor.hit3);
  expect(figures.mrr).toBeGreaterThanOrEqual(floor.mrr);
  // A concept word opens the section that defines it (the first result, which Enter opens).
  expect(figures.conceptFirst).toBeGreaterThanOrEqual(floor.conceptsFirst);
});

test('tuning partner queries: figures reported', async ({page}) => {
  test.setTimeout(300_000);
  await openSearch(page);
  const ranked = await rankQueries(page, readQueries('tuning'));
  console.log(report('search relevance, tuning part', ranked, 'tuning'));
  // Reported, not enforced: this part is looked at while tuning. It must still hold a real set.
  expect(scores(ranked).queries).toBeGreaterThanOrEqual(100);
});
