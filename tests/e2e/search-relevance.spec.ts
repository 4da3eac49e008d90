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
// Just below the held-out figures when last set, on 376 queries: hit@1 313 = 0.832, hit@3 359 =
// 0.955, MRR 0.893, concepts first 62/87, after two more `search_questions` per section (and the
// error codes' own), rule 17 and a refit; 308/309, 354/355, 0.877/0.880 and 59 before them. The
// part grew from 333 by 43 queries written from the guides alone, without the ranking or the other
// queries, and split off at random from 87 more (now in the tuning part) before any tuning; scored
// first after the refit that counts the first link: 27, 38, 0.744 and 9/19 (now 28, 38, 0.773 and
// 9). The 333 before them then scored 281, 316, 0.894 and 50/68 (now 285, 321, 0.908 and 53): the
// refit gave one answer in the top three and one concept for three answers first (284, 315, 0.897
// and 49 before it; 269, 312, 0.869 and 47 before the guides' first `search_questions`; 262, 309,
// 0.853 and 45 when the part grew to 333 by 81 queries written the same way).
const floor = {hit1: 0.83, hit3: 0.95, mrr: 0.89, conceptsFirst: 62};

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
