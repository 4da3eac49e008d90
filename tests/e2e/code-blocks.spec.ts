// Code blocks on a phone-width screen: a block wider than its box offers "Toggle word wrap", which
// wraps it and unwraps it again; a block that fits offers no such button; a block in a tab that
// was hidden while the page loaded gets its button when the tab is chosen. (Our word-wrap hook
// measures blocks with a ResizeObserver instead of the theme's reads during hydration.)
import type {Locator} from '@playwright/test';
import {test, expect, openPage} from './fixtures';

test.use({viewport: {width: 390, height: 844}});

const wrapButton = (block: Locator): Locator => block.getByRole('button', {name: 'Toggle word wrap'});

async function scrolls(block: Locator): Promise<boolean> {
  return block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
}

test('a code block wider than the screen can be wrapped and unwrapped', async ({page}) => {
  await openPage(page, '/docs/auth-token');
  // The token response: a JWT-style placeholder token makes its lines longer than 390 px.
  const block = page
    .locator('.theme-code-block', {has: page.locator('.prism-code')})
    .filter({hasText: 'Response: 200 OK'})
    .first();
  await block.scrollIntoViewIfNeeded();
  expect(await scrolls(block)).toBe(true);
  const button = wrapButton(block);
  await expect(button).toBeVisible();

  await button.click();
  await expect.poll(() => scrolls(block)).toBe(false);
  await expect(button).toBeVisible();

  await button.click();
  await expect.poll(() => scrolls(block)).toBe(true);
});

test('a code block that fits has no word-wrap button', async ({page}) => {
  await openPage(page, '/docs/environments');
  // The body of the sandbox outcome call: three short lines.
  const fitting = page
    .locator('.theme-code-block')
    .filter({hasText: 'Request body'})
    .filter({hasText: '"outcome": "approved"'});
  await fitting.scrollIntoViewIfNeeded();
  expect(await scrolls(fitting)).toBe(false);
  // Copy is there, so the buttons have rendered; word wrap is not.
  await expect(fitting.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  await expect(wrapButton(fitting)).toHaveCount(0);
});

test('a wide block in a tab hidden at load gets its button when the tab is chosen', async ({page}) => {
  await openPage(page, '/docs/auth-token');
  const java = page.locator('[role="tabpanel"]').filter({hasText: 'TokenRequest.java'}).first();
  await expect(java).toBeHidden();
  await page.getByRole('tab', {name: 'Java'}).first().click();
  await expect(java).toBeVisible();
  const block = java.locator('.theme-code-block').first();
  expect(await scrolls(block)).toBe(true);
  await expect(wrapButton(block)).toBeVisible();
});
