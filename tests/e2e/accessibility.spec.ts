import AxeBuilder from '@axe-core/playwright';
import {test, expect, openPage} from './fixtures';
import {pageRoutes} from '../routes';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const pages = pageRoutes;

for (const colorMode of ['light', 'dark'] as const) {
  test.describe(`axe (${colorMode})`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), colorMode);
    });

    for (const route of pages) {
      test(`${route.path} has no WCAG 2.2 AA violations`, async ({page}) => {
        // Long pages (every field of every operation, long guides) need more than the default for axe.
        test.setTimeout(route.kind === 'reference' ? 120_000 : 90_000);
        await openPage(page, route.path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
        const results = await new AxeBuilder({page}).withTags(wcagTags).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help}\n` +
            violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
        );
        expect(summary, summary.join('\n')).toEqual([]);
      });
    }
  });
}
