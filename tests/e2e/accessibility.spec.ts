// axe-core over every page route of the manifest, in both colour modes, at a desktop width and at a
// 390 px phone width (where the navbar collapses into the mobile menu and tables scroll): no WCAG
// 2.2 A/AA violation anywhere.
import AxeBuilder from '@axe-core/playwright';
import {test, expect, openPage} from './fixtures';
import {pageRoutes} from '../routes';

// Every page route, and the not-found page that any unknown URL shows.
const sweptRoutes = [...pageRoutes, {path: '/no-such-page', kind: 'page'}] as const;
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const viewports = [
  {name: 'desktop', width: 1280, height: 800},
  {name: '390 px', width: 390, height: 844},
] as const;

for (const viewport of viewports) {
  for (const colorMode of ['light', 'dark'] as const) {
    test.describe(`axe (${colorMode}, ${viewport.name})`, () => {
      test.use({viewport: {width: viewport.width, height: viewport.height}});
      test.beforeEach(async ({page}) => {
        await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), colorMode);
      });

      for (const route of sweptRoutes) {
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
}
