/**
 * One axe-core run with the WCAG 2.2 A/AA tags, as a partner's accessibility review would run it,
 * returned as readable lines (one per violated rule, with its nodes) so a failing test says what to
 * fix.
 *
 * axe-core is put into the page once per document and then run with `axe.run`, its public API,
 * in the page itself. A Playwright wrapper would inject the whole of axe (1.5 MB of script) again
 * for every run; the accessibility sweep runs axe four times on each page (two widths, two colour
 * modes), and the repeated injection alone cost about 0.3 s of CPU per run on this machine kind.
 * What running in the page gives up is testing cross-origin frames; our pages have none, and the
 * run refuses a page that has any frame, so a page that gains one fails here instead of being
 * audited without it.
 */
import axe from 'axe-core';
import type {Page} from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

type Scope = {
  /** CSS selectors of the parts to audit; the whole page when absent. */
  readonly include?: readonly string[];
  /** Rules to leave out, each with the reason in the caller. */
  readonly disableRules?: readonly string[];
};

/** What a run returns to the test: the violations only. */
type Violation = Pick<axe.Result, 'id' | 'help'> & {
  readonly nodes: readonly Pick<axe.NodeResult, 'target' | 'failureSummary'>[];
};

/**
 * Beyond the WCAG tags, the run adds axe's `landmark-unique` (a best practice): two landmarks with
 * the same role and name read as one in a screen reader's landmark list.
 *
 * `resultTypes: ['violations']` makes axe keep the details of violations only; passes and
 * incomplete results keep one node each. The rules that run and their verdicts are the same, and
 * a scan takes about half the time (7.3 s against 3.8 s on the largest reference page).
 */
export async function axeViolations(page: Page, scope: Scope = {}): Promise<string[]> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  if (frames.length > 0) {
    throw new Error(
      `${page.url()} has ${frames.length} frame(s) (${frames.map((frame) => frame.url()).join(', ')}): ` +
        'the audit runs axe in the page, without frame support, so a page with frames needs a frame-aware run',
    );
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const rules: axe.RuleObject = {'landmark-unique': {enabled: true}};
  for (const rule of scope.disableRules ?? []) rules[rule] = {enabled: false};
  const options: axe.RunOptions = {
    runOnly: {type: 'tag', values: [...wcagTags]},
    resultTypes: ['violations'],
    rules,
  };
  const include = scope.include === undefined ? null : scope.include.map((selector) => [selector]);
  const violations = await page.evaluate(
    async ({include, options}) => {
      // The page's own copy of axe-core, put there above.
      const {axe: run} = window as unknown as {axe: typeof axe};
      const results = await run.run(include === null ? document : {include}, options);
      return results.violations.map(({id, help, nodes}) => ({
        id,
        help,
        nodes: nodes.map(({target, failureSummary}) => ({target, failureSummary})),
      }));
    },
    {include, options},
  );
  return violations.map(
    (violation: Violation) =>
      `${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}
