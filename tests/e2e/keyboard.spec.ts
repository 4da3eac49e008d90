// Keyboard use of the interactive parts of guides and reference pages: code-sample tabs are
// reached with Tab, moved between with the arrow keys and chosen with Enter; the choice is the
// same language group across the page. (The skip link, the search shortcut and the schema
// expanders have their own tests in site-shell, search and reference.)
import type {Locator, Page} from '@playwright/test';
import {test, expect, openPage} from './fixtures';

const codeLanguages = ['cURL', 'Node.js', 'Python', 'Java', 'C#', 'PHP'];

/** Presses Tab from `start` until a code-sample tab has focus; fails after `limit` presses. */
async function tabToCodeTab(page: Page, start: Locator, limit = 20): Promise<Locator> {
  // Clicking non-interactive text sets where sequential focus navigation starts, as for a reader.
  await start.click();
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const focusedTab = await page.evaluate(() =>
      document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
    );
    // Schema variant tabs (oneOf) come before the samples on reference pages: pass them by.
    if (focusedTab !== null && codeLanguages.includes(focusedTab)) {
      return page.locator(':focus');
    }
  }
  throw new Error(`no code-sample tab within ${limit} presses of Tab`);
}

test('guide code tabs work from the keyboard', async ({page}) => {
  await openPage(page, '/docs/auth-token');
  const intro = page.locator('article p', {hasText: 'The examples ask for'});
  const focused = await tabToCodeTab(page, intro);
  await expect(focused).toHaveText('cURL');
  await expect(focused).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowRight');
  const node = page.locator(':focus');
  await expect(node).toHaveText('Node.js');
  // Arrow keys move focus only; Enter chooses.
  await expect(node).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Enter');
  await expect(node).toHaveAttribute('aria-selected', 'true');
  const tabs = node.locator('xpath=ancestor::div[contains(@class, "tabs-container")][1]');
  await expect(tabs.locator('[role="tabpanel"]:not([hidden])')).toContainText('token.mjs');

  // ArrowLeft from the first tab wraps to the last.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).toHaveText('PHP');
});

test('reference code-sample tabs work from the keyboard', async ({page}) => {
  await openPage(page, '/docs/api/acme-sales');
  const operation = page.locator('h2#createSale').locator('xpath=ancestor::section[1]');
  const focused = await tabToCodeTab(page, operation.locator('h2#createSale'), 80);
  await expect(focused).toHaveAttribute('aria-selected', 'true');
  await expect(focused).toHaveText('cURL');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveText('Python');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAttribute('aria-selected', 'true');
  await expect(operation.locator('[role="tabpanel"]:not([hidden]) pre').last()).toContainText('import requests');
});
