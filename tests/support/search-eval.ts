// The search relevance evaluation, shared by its browser test (tests/e2e/search-relevance.spec.ts)
// and `npm run bench` (scripts/bench/search.mjs): queries written from partner integration tasks, each with the addresses
// that answer it, typed into the navbar's search dialog of the built site.
//
// The queries are in two files, split before the ranking was tuned on them:
// tests/search-eval/tuning.json may be looked at while tuning; tests/search-eval/held-out.json is
// the measure (its figures are what the test enforces), and is not tuned to. Each query has a
// kind: concept, task, question, error, identifier, field, misspelling or vocabulary (a
// partner's word for one of ours).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

export type EvalQuery = {
  readonly query: string;
  readonly kind: 'concept' | 'task' | 'question' | 'error' | 'identifier' | 'field' | 'misspelling' | 'vocabulary';
  readonly answers: readonly string[];
};
export type RankedQuery = EvalQuery & {
  /** The place of the first result page that holds an answer; undefined when no page shown does. */
  readonly rank: number | undefined;
  /** The first result, which Enter opens. */
  readonly first: string | undefined;
  /** The first address of each result page, for the report. */
  readonly shown: readonly string[];
};

export function readQueries(part: 'tuning' | 'held-out'): EvalQuery[] {
  return JSON.parse(readFileSync(path.join(__dirname, '..', 'search-eval', `${part}.json`), 'utf8')) as EvalQuery[];
}

/**
 * Whether a result address answers: an answer with an anchor is that one section, an answer
 * without one is the page (any of its sections).
 */
export function answers(href: string, accepted: readonly string[]): boolean {
  return accepted.some((target) => (target.includes('#') ? href === target : href.split('#')[0] === target));
}

/**
 * Types each query into the open search dialog of `page` and reads the results: the rank of the
 * first result page that holds an answer among its sections (undefined when none of the pages
 * shown does), and the first result, which Enter opens.
 * `page` has the search dialog open.
 */
export async function rankQueries(page: Page, queries: readonly EvalQuery[]): Promise<RankedQuery[]> {
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  const input = dialog.getByRole('combobox', {name: 'Search'});
  const status = dialog.getByRole('status');
  const results: RankedQuery[] = [];
  for (const query of queries) {
    await input.fill(query.query);
    // The status names the query its results are for, once they are on screen.
    await status.filter({hasText: `“${query.query.trim()}”`}).waitFor({timeout: 15_000});
    const groups = await dialog.evaluate((element) =>
      Array.from(element.querySelectorAll('[role="listbox"] [role="group"]'), (group) =>
        Array.from(group.querySelectorAll('[role="option"]'), (option) => option.getAttribute('href') ?? ''),
      ),
    );
    const index = groups.findIndex((hrefs) => hrefs.some((href) => answers(href, query.answers)));
    results.push({
      ...query,
      rank: index === -1 ? undefined : index + 1,
      first: groups[0]?.[0],
      shown: groups.map((hrefs) => hrefs[0] ?? ''),
    });
  }
  return results;
}

/**
 * hit@1, hit@3 and the mean reciprocal rank over ranked queries, and how many concept queries
 * have their defining section as the very first result.
 */
export function scores(ranked: readonly RankedQuery[]) {
  const hitAt = (n: number) => ranked.filter(({rank}) => rank !== undefined && rank <= n).length / ranked.length;
  const mrr = ranked.reduce<number>((sum, {rank}) => sum + (rank === undefined ? 0 : 1 / rank), 0) / ranked.length;
  const concepts = ranked.filter(({kind}) => kind === 'concept');
  const conceptFirst = concepts.filter(({first, answers: accepted}) => first !== undefined && answers(first, accepted));
  return {
    queries: ranked.length,
    hit1: hitAt(1),
    hit3: hitAt(3),
    mrr,
    concepts: concepts.length,
    conceptFirst: conceptFirst.length,
  };
}

/**
 * One line of figures, for the test output and the bench log; for the tuning part, also the
 * queries below rank 3 (and concepts whose first result is not their section). The held-out
 * part's misses are never printed: whoever reads them while changing the ranking is tuning to it,
 * and its figures would no longer say how search does on questions nobody tuned for.
 */
export function report(name: string, ranked: readonly RankedQuery[], part: 'tuning' | 'held-out'): string {
  const s = scores(ranked);
  const lines = [
    // Each share with its count, and MRR to three places: a floor or a goal at two places is then
    // read off exactly (0.90 printed could be 0.896).
    `${name}: ${s.queries} queries, hit@1 ${s.hit1.toFixed(3)} (${Math.round(s.hit1 * s.queries)}), ` +
      `hit@3 ${s.hit3.toFixed(3)} (${Math.round(s.hit3 * s.queries)}), MRR ${s.mrr.toFixed(3)}, ` +
      `concept words first on their section ${s.conceptFirst}/${s.concepts}`,
  ];
  for (const query of part === 'held-out' ? [] : ranked) {
    const concept = query.kind === 'concept' && !(query.first !== undefined && answers(query.first, query.answers));
    if (query.rank === undefined || query.rank > 3 || concept) {
      lines.push(
        `  ${query.kind} "${query.query}": ${query.rank === undefined ? 'not shown' : `rank ${query.rank}`}` +
          `${concept ? `, first ${query.first ?? 'none'}` : ''} (${query.shown.slice(0, 3).join(', ')})`,
      );
    }
  }
  return lines.join('\n');
}
