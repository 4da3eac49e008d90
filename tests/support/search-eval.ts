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
 * Enters each query into the open search dialog of `page` and reads the results: the rank of the
 * first result page that holds an answer among its sections (undefined when none of the pages
 * shown does), and the first result, which Enter opens.
 *
 * The query goes in as a paste does: the input's value is set and an `input` event dispatched,
 * which the dialog handles as any edit. The page waits for the status to name the query and
 * sends back the results in the same round trip: Playwright's fill and a polled wait took about
 * 190 ms a query, this takes about the dialog's own typing pause and search, under 100 ms.
 */
export async function rankQueries(page: Page, queries: readonly EvalQuery[]): Promise<RankedQuery[]> {
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await dialog.getByRole('combobox', {name: 'Search'}).waitFor();
  const results: RankedQuery[] = [];
  for (const query of queries) {
    const groups = await dialog.evaluate(
      (element, text) =>
        new Promise<string[][]>((resolve, reject) => {
          const input = element.querySelector<HTMLInputElement>('[role="combobox"]');
          const status = element.querySelector('[role="status"]');
          if (input === null || status === null) throw new Error('the dialog has no combobox or no status');
          // The status names the query its results are for, once they are on screen.
          const shown = () => status.textContent?.includes(`“${text.trim()}”`) === true;
          const read = () => {
            observer.disconnect();
            window.clearTimeout(timer);
            resolve(
              Array.from(element.querySelectorAll('[role="listbox"] [role="group"]'), (group) =>
                Array.from(group.querySelectorAll('[role="option"]'), (option) => option.getAttribute('href') ?? ''),
              ),
            );
          };
          const observer = new MutationObserver(() => {
            if (shown()) read();
          });
          const timer = window.setTimeout(() => {
            observer.disconnect();
            reject(new Error(`no results shown for “${text}” within 15 s; the status reads “${status.textContent}”`));
          }, 15_000);
          observer.observe(status, {subtree: true, childList: true, characterData: true});
          // The value setter of the element's prototype: React's own tracker then sees a change.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
          input.dispatchEvent(new Event('input', {bubbles: true}));
        }),
      query.query,
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
