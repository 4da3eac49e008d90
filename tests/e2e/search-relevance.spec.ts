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
// Just below the held-out figures when last set, on 437 queries: hit@1 374 = 0.856, hit@3 418 =
// 0.957, MRR 0.906, concepts first 63/87, after rules 19 (a section's opening) and 20 (a
// walkthrough's step), which five-fold cross-validation on the tuning part had kept (hit@1 0.874
// to 0.889). Before them: 367 = 0.840, 415 = 0.9497, 0.8951 and 63/87. 13 queries left the part then, chosen by their words
// alone, before any was searched: 9 that the search looks up with the same words as a tuning
// query ("deposit refund" and "refund deposit", "fnol" and "submit a claim"), whose results were
// therefore the tuned ones, and 4 that repeated a held-out query the same way. The parts test
// (tests/unit/search-eval-parts.test.ts) now compares queries as the search reads them. With the
// 13, on 450: 378, 428, 0.896 and 67/91. Those 450 grew from 409 by 41 queries written from the
// guides' text alone, without the ranking, the other queries or the `search_questions`, and split
// off (a third, by a hash of the query) from 128 before any search ran; 11 that nearly repeated a
// query already in the set were left out, and 76 joined the tuning part. Scored first: 35, 37,
// 0.886 and 2/2. The 409 before them scored 343, 391, 0.897 and 65/89 after 43 more definitions
// (`<dfn>`) in the guides and three more partner words. They grew from 376 by 33 queries written
// the same way (first scored 28, 32, 0.912 and 2/2). The 376 before them scored 314, 359, 0.894
// and 63/87 (313, 359, 0.893 and 62 before the definitions and words; 308/309, 354/355,
// 0.877/0.880 and 59 before two more `search_questions` per section, rule 17 and a refit). Those
// 376 grew from 333 by 43 queries written the same way (first scored 27, 38, 0.744 and 9/19; now
// 29, 38, 0.785 and 10); the 333 first scored 262, 309, 0.853 and 45 when the part grew to 333 by
// 81 such queries (now 285, 321, 0.908 and 53/68).
const floor = {hit1: 0.855, hit3: 0.955, mrr: 0.905, conceptsFirst: 63};

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
