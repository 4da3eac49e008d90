/**
 * One axe-core run with the WCAG 2.2 A/AA tags, as a partner's accessibility review would run it,
 * returned as readable lines (one per violated rule, with its nodes) so a failing test says what to
 * fix.
 *
 * The run uses @axe-core/playwright's legacy mode: axe runs in the page and reports from there,
 * instead of collecting partial results and finishing them in a second, blank page. On our longest
 * reference page that halves the time of a scan (about 20 s to 10 s on the CI machine kind) with
 * the same rules and the same verdicts. What legacy mode gives up is testing cross-origin frames;
 * our pages have none, and the run refuses a page that has any frame, so a page that gains one
 * fails here instead of being audited without it.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

type Scope = {
  /** CSS selectors of the parts to audit; the whole page when absent. */
  readonly include?: readonly string[];
  /** Rules to leave out, each with the reason in the caller. */
  readonly disableRules?: readonly string[];
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
        'the audit runs without frame support, so a page with frames needs the default (non-legacy) AxeBuilder run',
    );
  }
  // `options` replaces every option, so it comes before `withTags`, which adds the tags to it.
  let builder = new AxeBuilder({page})
    .options({resultTypes: ['violations'], rules: {'landmark-unique': {enabled: true}}})
    .withTags([...wcagTags])
    .setLegacyMode(true);
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  if (scope.disableRules !== undefined) builder = builder.disableRules([...scope.disableRules]);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}
