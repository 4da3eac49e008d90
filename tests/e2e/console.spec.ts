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

test('the not-found page logs nothing but its own 404', async ({page, problems}) => {
  await openPage(page, '/no-such-page');
  await page.waitForLoadState('networkidle');
  // Chromium reports the document's own 404 status as a console error; nothing else may appear.
  expect(problems.messages.filter((message) => !/status of 404 \(Not Found\)/.test(message))).toEqual([]);
});
