import {test, expect, openPage} from './fixtures';

test('an unknown path shows the not-found page with HTTP status 404', async ({page}) => {
  const status = await openPage(page, '/docs/no-such-page');
  expect(status).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.getByRole('link', {name: 'Start with the introduction'})).toBeVisible();
});

for (const variant of ['/docs/intro.html', '/docs/intro/index.html', '/markdown-page.html']) {
  test(`${variant} shows the same page as the path without the ending`, async ({page}) => {
    const status = await openPage(page, variant);
    expect(status).toBe(200);
    const expected = variant.startsWith('/docs/intro') ? 'Introduction to the Unified API' : 'Glossary';
    await expect(page.locator('h1')).toHaveText(expected);
  });
}
