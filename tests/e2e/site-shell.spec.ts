import {test, expect, openPage} from './fixtures';

test.describe('colour mode', () => {
  test('is light by default', async ({page}) => {
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle cycles light and dark, survives a reload and reaches a second tab', async ({page, context}) => {
    await openPage(page, '/docs/intro');
    const otherTab = await context.newPage();
    await openPage(otherTab, '/');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});

    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('the navbar hides when scrolling down and comes back when scrolling up', async ({page}) => {
  await openPage(page, '/blog/long-blog-post');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const navbarBottom = async (): Promise<number> => {
    const box = await navbar.boundingBox();
    if (box === null) throw new Error('navbar has no box');
    return box.y + box.height;
  };
  expect(await navbarBottom()).toBeGreaterThan(0);

  await page.mouse.move(640, 400);
  for (let step = 0; step < 6; step += 1) {
    // One wheel step at a time, each once the page has scrolled, as a reader's wheel does.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction((y) => window.scrollY > y, before);
  }
  await expect.poll(navbarBottom).toBeLessThanOrEqual(0);

  await page.mouse.wheel(0, -150);
  await expect.poll(navbarBottom).toBeGreaterThan(0);
});

test('the announcement bar closes and stays closed after a reload', async ({page}) => {
  await openPage(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'live in the sandbox'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(page.getByText('live in the sandbox')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByText('live in the sandbox')).toHaveCount(0);
});

test('the announcement bar links to a page about what it announces', async ({page}) => {
  await openPage(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'live in the sandbox'});
  // Each thing the bar announces, as the bar words it.
  const announced = ['Unified API 4.2', 'self-serve webhook endpoints', 'Standard Webhooks signatures'];
  for (const words of announced) await expect(bar).toContainText(words);
  await bar.getByRole('link').click();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const article = page.locator('article');
  for (const words of announced) await expect(article).toContainText(words, {ignoreCase: true});
  await expect(article.getByRole('link', {name: 'createWebhookEndpoint'})).toBeVisible();
});

test.describe('mobile navigation', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('opens the sidebar with primary and secondary menus and closes it above 996 px', async ({page}) => {
    await openPage(page, '/docs/intro');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);

    // On a docs page the secondary menu (the docs sidebar) shows first, with a way back.
    const sidebar = page.locator('.navbar-sidebar');
    const back = sidebar.getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await expect(sidebar.locator('.navbar-sidebar__item.menu').nth(1)).toContainText('Introduction');

    await back.click();
    const primaryMenu = sidebar.locator('.navbar-sidebar__item.menu').first();
    await expect(primaryMenu.getByRole('link', {name: 'GitHub'})).toBeVisible();
    await expect(primaryMenu.getByRole('link', {name: 'API', exact: true})).toBeVisible();

    await page.setViewportSize({width: 1200, height: 900});
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test('the skip link moves focus to the main content', async ({page}) => {
  await openPage(page, '/docs/intro');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The skip link moves the focus navigation starting point to the main landmark: the next Tab
  // reaches the first control inside the content, not the navbar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false);
  expect(inMain).toBe(true);
  await expect(page.getByRole('navigation', {name: 'Main'}).locator(':focus')).toHaveCount(0);
});

test('the footer is dark, has no links and carries the 2025 copyright', async ({page}) => {
  await openPage(page, '/');
  const footer = page.locator('footer');
  await expect(footer).toHaveClass(/footer--dark/);
  await expect(footer.getByRole('link')).toHaveCount(0);
  await expect(footer).toContainText('Copyright © 2025 Acme');
});
