// "Copy page" and "View as Markdown" beside a docs page's title: the page's Markdown twin, fetched
// only when asked for, copied to the clipboard and announced.
import {test, expect, openPage} from './fixtures';
import {axeViolations} from '../support/axe';
import type {Page} from '@playwright/test';

const barViolations = (page: Page) => axeViolations(page, {include: ['[data-copy-page]']});

test('copies the page as Markdown, fetched on click only, and says so to screen readers', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const twinRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) twinRequests.push(request.url());
  });
  await openPage(page, '/docs/quotes');
  expect(twinRequests).toEqual([]);
  const button = page.getByRole('button', {name: 'Copy page'});
  // Beside the title: on the same line as the h1 at desktop width.
  const [title, place] = await Promise.all([page.locator('h1').first().boundingBox(), button.boundingBox()]);
  expect(place !== null && title !== null && place.y < title.y + title.height && place.y + place.height > title.y).toBe(
    true,
  );
  // From the keyboard.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeAttached();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(twinRequests).toHaveLength(1);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# Quotes\n\nhttps:\/\/docs\.acme\.example\/docs\/quotes\n/);
});

test('"View as Markdown" opens the twin', async ({page}) => {
  await openPage(page, '/docs/api/contracts-rental');
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', '/docs/api/contracts-rental.md');
  const response = await page.request.get('/docs/api/contracts-rental.md');
  expect(response.headers()['content-type']).toContain('text/markdown');
  expect(await response.text()).toMatch(/^# Contracts \(rental\)\n/);
});

test('a failed copy says what to do instead, visibly', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/*.md', (route) => route.fulfill({status: 503, body: ''}));
  await openPage(page, '/docs/quotes');
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status')).toHaveText(/Could not copy\. Use "View as Markdown"/);
  await expect(page.getByRole('status')).toBeVisible();
});

test('passes axe in light and dark mode, and fits a 390 px screen', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await openPage(page, '/docs/quotes');
  expect(await barViolations(page)).toEqual([]);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await barViolations(page)).toEqual([]);
  await page.setViewportSize({width: 390, height: 844});
  for (const control of [
    page.getByRole('button', {name: 'Copy page'}),
    page.getByRole('link', {name: 'View as Markdown'}),
  ]) {
    const box = await control.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 390 && box.height >= 24).toBe(true);
  }
});
