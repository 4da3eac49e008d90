import {test, expect, openPage} from './fixtures';
import {pageRoutes} from '../routes';

for (const route of pageRoutes) {
  test(`${route.path} logs no console errors and throws no page errors`, async ({page, problems}) => {
    await openPage(page, route.path);
    // Let lazy work (diagrams, search index) run before judging.
    await page.waitForLoadState('networkidle');
    expect(problems.messages).toEqual([]);
  });
}
