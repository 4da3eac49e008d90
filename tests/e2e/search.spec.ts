import {test, expect, openPage} from './fixtures';

// A word that appears in the body of the introduction (not only in its title).
const introBodyWord = 'certify';

test('search finds the introduction by a word from its body and navigates there', async ({page}) => {
  await openPage(page, '/');
  const input = page.getByRole('combobox', {name: 'Search'}).or(page.getByLabel('Search', {exact: true}));
  await input.first().fill(introBodyWord);
  const result = page.getByRole('option').filter({hasText: 'Introduction'}).first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/docs\/intro/);
  await expect(page.locator('h1')).toHaveText('Introduction to the Unified API');
});

test('the keyboard shortcut focuses the search box', async ({page}) => {
  await openPage(page, '/docs/intro');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.getByLabel('Search', {exact: true}).first()).toBeFocused();
});

test('the search page lists results for a query', async ({page}) => {
  await openPage(page, `/search?q=${introBodyWord}`);
  await expect(page.locator('h1')).toContainText(introBodyWord);
  const result = page.locator('article').filter({hasText: 'Introduction to the Unified API'}).first();
  await expect(result).toBeVisible();
  await expect(result.locator('a[href*="/docs/intro"]')).toBeVisible();
});
