import {expect, type Page} from '@playwright/test';
import {test} from './csp';
import {routes} from '../routes';

// The site in Chromium through nginx, under the production Content-Security-Policy: the interactive
// features work with ZERO CSP violations. That every page route (and the not-found page) loads with
// none is checked by the accessibility sweep in this folder, in the same page load as its audit.

/** How long a first search may take: the engine and the first index fragments load on first use. */
const searchIndexTimeout = 20_000;

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

test.describe('aliases under the production CSP', () => {
  // Aliases answer 301 through nginx; the target page must load with no CSP violation.
  for (const route of routes.filter((r) => r.kind === 'redirect')) {
    test(`${route.path} redirects to ${route.to ?? ''} with no CSP violation`, async ({page, csp}) => {
      await page.goto(route.path);
      await page.waitForURL(`**${route.to ?? ''}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.locator('h1').first()).toHaveText(route.title);
      expect(csp.messages).toEqual([]);
    });
  }
});

test.describe('interactive features under the production CSP', () => {
  test('search: the dialog loads the engine and answers a query', async ({page, csp}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
    await dialog.getByRole('combobox', {name: 'Search'}).fill('certify');
    await expect(dialog.getByRole('status')).toContainText('found for “certify”', {timeout: searchIndexTimeout});
    await dialog.locator('[role="option"][href^="/docs/intro#"]').first().click();
    await expect(page).toHaveURL(/\/docs\/intro/);
    await expect(page.locator('h1')).toHaveText('Introduction to the Unified API');
    expect(csp.messages).toEqual([]);
  });

  test('search page: a query in the URL lists results', async ({page, csp}) => {
    await open(page, '/search?q=certify');
    await expect(page.locator('article').filter({hasText: 'Introduction to the Unified API'}).first()).toBeVisible({
      timeout: searchIndexTimeout,
    });
    expect(csp.messages).toEqual([]);
  });

  test('colour mode: the toggle switches to dark and back, and the choice survives a reload', async ({page, csp}) => {
    await open(page, '/docs/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // The inline colour-mode script (allowed by its hash) applies the stored choice before paint.
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(csp.messages).toEqual([]);
  });

  test('announcement bar: closing it sticks across a reload', async ({page, csp}) => {
    await open(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'live in the sandbox'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByText('live in the sandbox')).toHaveCount(0);
    expect(csp.messages).toEqual([]);
  });

  test('diagrams: the Mermaid diagram renders as SVG when scrolled into view', async ({page, csp}) => {
    await open(page, '/blog/mdx-blog-post');
    await page.getByText('sequenceDiagram').scrollIntoViewIfNeeded();
    const diagram = page.locator('.docusaurus-mermaid-container svg');
    await expect(diagram).toBeVisible();
    await expect(diagram.locator('.messageText').first()).toBeVisible();
    // In dark mode too (Mermaid re-renders with its dark theme).
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(diagram).toBeVisible();
    expect(csp.messages).toEqual([]);
  });

  test('code-sample tabs: clicking a tab shows its sample', async ({page, csp}) => {
    await open(page, '/blog/mdx-blog-post');
    const python = page.getByRole('tab', {name: 'Python'}).first();
    await python.click();
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({hasText: 'import requests'}).first()).toBeVisible();
    await page.getByRole('tab', {name: 'Node.js'}).first().click();
    await expect(page.getByRole('tabpanel').filter({hasText: 'Buffer.from'}).first()).toBeVisible();
    expect(csp.messages).toEqual([]);
  });

  test('client-side navigation between pages keeps working', async ({page, csp}) => {
    await open(page, '/docs/intro');
    // The announcement bar links to a blog post.
    await page.locator('a[href="/blog/api-4-2-webhooks"]').first().click();
    await expect(page).toHaveURL(/\/blog/);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(csp.messages).toEqual([]);
  });
});
