import {test, expect, openPage} from './fixtures';

// A word that appears in the body of the introduction (not only in its title).
const introBodyWord = 'centres';

test('search finds the introduction by a word from its body and navigates there', async ({page}) => {
  await openPage(page, '/');
  const input = page.getByRole('combobox', {name: 'Search'}).or(page.getByLabel('Search', {exact: true}));
  // As a reader does once the page has settled: click into the box, then type. (Pressing the
  // shortcut before the search bar has loaded is covered by the next test.)
  await expect(page.locator('.navbar__search[dir="ltr"]')).toBeAttached({timeout: 10_000});
  await input.first().click();
  await page.keyboard.type(introBodyWord, {delay: 60});
  const result = page.getByRole('option').filter({hasText: 'Introduction'}).first();
  // The first search loads the index in a worker: allow for a slow machine.
  await expect(result).toBeVisible({timeout: 20_000});
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
