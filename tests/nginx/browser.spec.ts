import {test as base, expect, type Page} from '@playwright/test';
import {pageRoutes, routes} from '../routes';

// The site in Chromium through nginx, under the production Content-Security-Policy: every page
// loads and the interactive features work with ZERO CSP violations. Violations are collected from
// the `securitypolicyviolation` event of every document (reported through a binding, so none is
// lost to a navigation) and from the console messages Chromium writes for blocked content, in
// pages and in workers.

type CspViolations = {readonly messages: string[]};

/** How long a first search may take: the engine and the first index fragments load on first use. */
const searchIndexTimeout = 20_000;

const test = base.extend<{csp: CspViolations}>({
  csp: async ({page}, use) => {
    const messages: string[] = [];
    await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
      messages.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    const isCspMessage = (text: string): boolean => /Content Security Policy|Content-Security-Policy/i.test(text);
    page.on('console', (message) => {
      if (isCspMessage(message.text())) messages.push(`console: ${message.text()}`);
    });
    page.on('worker', (worker) => {
      worker.on('console', (message) => {
        if (isCspMessage(message.text())) messages.push(`worker console: ${message.text()}`);
      });
    });
    await use({messages});
  },
});

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

test.describe('pages under the production CSP', () => {
  for (const route of pageRoutes) {
    test(`${route.path} loads with no CSP violation`, async ({page, csp}) => {
      await open(page, route.path);
      // Let lazy work (prefetching, the search index) run before judging.
      await page.waitForLoadState('networkidle');
      expect(csp.messages).toEqual([]);
    });
  }

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

  test('the not-found page loads with no CSP violation', async ({page, csp}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('h1')).toHaveText('Page not found');
    expect(csp.messages).toEqual([]);
  });
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
