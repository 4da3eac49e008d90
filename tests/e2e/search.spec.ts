// The site search as a reader uses it: the navbar button and its shortcuts, the dialog's
// keyboard use, results that land on the anchor, filters, recent searches, the full search page,
// accessibility in both colour modes and at phone width, and no search bytes on page load.
import {axeViolations} from '../support/axe';
import type {Page, Route} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, openPage} from './fixtures';

/** How many built pages carry a filter value (`section:Guides`), for the counts the filters show. */
function builtPagesWith(): (filter: string) => number {
  const files = readdirSync('build', {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('index.html'));
  const html = files.map((file) => readFileSync(path.join('build', file), 'utf8'));
  return (filter) => html.filter((page) => new RegExp(`data-pagefind-filter="?${filter}[" >]`).test(page)).length;
}

function dialogOf(page: Page) {
  return page.getByRole('dialog', {name: 'Search the documentation'});
}

async function openDialog(page: Page, timeout?: number): Promise<void> {
  await page.getByRole('button', {name: 'Search'}).click({timeout});
  await expect(dialogOf(page).getByRole('combobox', {name: 'Search'})).toBeFocused({timeout});
}

/** A filter chip: its label and, once the index has loaded, the number of pages it holds. */
function chip(scope: ReturnType<typeof dialogOf>, label: string) {
  return scope.getByRole('button', {name: new RegExp(`^${label}(?: \\d+)?$`)});
}

/** Types a query and waits until the results for it are shown. */
async function searchFor(page: Page, query: string): Promise<void> {
  await dialogOf(page).getByRole('combobox', {name: 'Search'}).fill(query);
  await expect(dialogOf(page).getByRole('status')).toHaveText(
    new RegExp(
      `(pages? found for|No results for|No page has every word of) “${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`,
    ),
    {timeout: 15_000},
  );
}

test('a page load downloads nothing of the search engine or index', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openPage(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
  // Pointing at the button starts loading the engine, before the reader clicks.
  const engine = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
  await page.getByRole('button', {name: 'Search'}).hover();
  await engine;
});

/** The addresses of the search index's files that a context (the page or a worker) fetched. */
const indexFilesFetched = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/pagefind/'));

test('the search runs in a worker of its own: Pagefind and the index never load on the page', async ({page}) => {
  await openPage(page, '/docs/intro');
  await openDialog(page);
  await searchFor(page, 'refund');
  await expect(dialogOf(page).getByRole('option').first()).toBeVisible();
  expect(page.workers()).toHaveLength(1);
  expect(await page.evaluate(indexFilesFetched)).toEqual([]);
  const inWorker = await page.workers()[0]?.evaluate(indexFilesFetched);
  expect(inWorker).toContain('/pagefind/pagefind.js');
  expect(inWorker?.filter((path) => path.startsWith('/pagefind/fragment/')).length).toBeGreaterThan(0);
});

test('where the browser cannot start a worker, the search runs on the page', async ({page}) => {
  // As in a browser without workers, or a policy that refuses this one.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'Worker');
  });
  await openPage(page, '/docs/intro');
  await openDialog(page);
  await searchFor(page, 'rate_limited');
  await expect(dialogOf(page).getByRole('option').first()).toHaveAttribute('href', '/docs/errors#rate_limited');
  expect(page.workers()).toEqual([]);
  expect(await page.evaluate(indexFilesFetched)).toContain('/pagefind/pagefind.js');
});

test('Ctrl+K and / open the dialog, Esc closes it and focus goes back to the button', async ({page}) => {
  await openPage(page, '/docs/intro');
  const button = page.getByRole('button', {name: 'Search'});
  await page.keyboard.press('ControlOrMeta+k');
  await expect(dialogOf(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page
    .locator('main')
    .first()
    .click({position: {x: 5, y: 5}});
  await page.keyboard.press('/');
  await expect(dialogOf(page)).toBeVisible();
  // Focus stays inside the modal dialog.
  for (let index = 0; index < 12; index += 1) await page.keyboard.press('Tab');
  expect(await dialogOf(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toBeHidden();
});

test('typing / in a field types a slash instead of opening search', async ({page}) => {
  await openPage(page, '/search');
  const field = page.locator('main').getByRole('searchbox', {name: 'Search'});
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(dialogOf(page)).toBeHidden();
});

for (const [query, target] of [
  ['createContractHandover', '/docs/api/contract-device-handover-rental#createContractHandover'],
  ['rate_limited', '/docs/errors#rate_limited'],
  ['contract.activated', '/docs/api/webhooks#contractActivated'],
] as const) {
  test(`"${query}" lists ${target} first, and Enter lands on it`, async ({page}) => {
    await openPage(page, '/');
    await openDialog(page);
    await searchFor(page, query);
    const first = dialogOf(page).getByRole('option').first();
    await expect(first).toHaveAttribute('href', target);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.#/]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${target.split('#')[1] ?? ''}"]`)).toBeInViewport();
    await expect(dialogOf(page)).toBeHidden();
  });
}

test('a click on a result opens its section in the same page; Ctrl+click opens it in a new tab', async ({
  page,
  context,
}) => {
  await openPage(page, '/');
  await openDialog(page);
  await searchFor(page, 'rate_limited');
  const first = dialogOf(page).getByRole('option').first();
  const [tab] = await Promise.all([context.waitForEvent('page'), first.click({modifiers: ['ControlOrMeta']})]);
  await expect(tab).toHaveURL(/\/docs\/errors#rate_limited$/);
  await expect(page).toHaveURL(/\/$/);
  // A plain click changes the route in the running app: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await openDialog(page);
  await searchFor(page, 'rate_limited');
  await first.click();
  await expect(page).toHaveURL(/\/docs\/errors#rate_limited$/);
  await expect(page.locator('[id="rate_limited"]')).toBeInViewport();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('arrow keys move through the results', async ({page}) => {
  await openPage(page, '/');
  await openDialog(page);
  await searchFor(page, 'refund');
  const options = dialogOf(page).getByRole('option');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  const combobox = dialogOf(page).getByRole('combobox');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
});

test('a newer query supersedes one still loading: the older results never appear', async ({page}) => {
  await openPage(page, '/');
  await openDialog(page);
  // The engine and the index's entry files are loaded by a first search.
  await searchFor(page, 'token');
  const results = () =>
    dialogOf(page)
      .getByRole('option')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').join(' '));
  const tokenResults = await results();
  // What the dialog shows from now on: its status and its results, at every change.
  await dialogOf(page).evaluate((dialog) => {
    const seen: string[] = [];
    const record = () =>
      seen.push(
        `${dialog.querySelector('[role="status"]')?.textContent ?? ''} | ` +
          Array.from(dialog.querySelectorAll('[role="option"]'), (link) => link.getAttribute('href') ?? '').join(' '),
      );
    new MutationObserver(record).observe(dialog, {subtree: true, childList: true, characterData: true});
    Object.assign(window, {dialogSeen: seen});
  });
  // The result pages of "deductible" are held on the network until the reader has typed on.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/pagefind/fragment/**', (route) => (holding ? held.push(route) : route.continue()));
  const input = dialogOf(page).getByRole('combobox', {name: 'Search'});
  await input.fill('deductible');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  await input.fill('voucher');
  const finished = held.map((route) => page.waitForEvent('requestfinished', (request) => request === route.request()));
  await Promise.all(held.map((route) => route.continue()));
  const status = dialogOf(page).getByRole('status');
  await expect(status).toContainText('found for “voucher”', {timeout: 15_000});
  await Promise.all(finished);
  // Two frames after the older query's pages arrived: time for them to render if they were going to.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(status).toContainText('found for “voucher”');
  const voucherResults = await results();
  // Until the newer results are on screen, the dialog shows the last answer it had ("token"), with
  // no status while it searches; never the superseded one's.
  const seen = await page.evaluate(() => (window as unknown as {dialogSeen: string[]}).dialogSeen);
  const voucherStatus = (await status.textContent()) ?? '';
  expect(
    seen.filter((view) => view !== ` | ${tokenResults}` && view !== `${voucherStatus} | ${voucherResults}`),
  ).toEqual([]);
});

test('filters narrow the results to a section', async ({page}) => {
  await openPage(page, '/');
  await openDialog(page);
  await searchFor(page, 'idempotency');
  const hrefs = () =>
    dialogOf(page)
      .getByRole('option')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect((await hrefs()).some((href) => !href.startsWith('/docs/errors'))).toBe(true);
  await chip(dialogOf(page), 'Errors').click();
  await expect(chip(dialogOf(page), 'Errors')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(hrefs).not.toEqual([]);
  await expect.poll(async () => (await hrefs()).every((href) => href.startsWith('/docs/errors'))).toBe(true);
});

test('the filters show how many pages of each the index holds', async ({page}) => {
  // The pages that carry each filter value, counted in the built HTML the index was made from.
  const pages = builtPagesWith();
  await openPage(page, '/');
  await openDialog(page);
  for (const label of ['Guides', 'API reference', 'Errors', 'Webhooks'] as const) {
    await expect(
      dialogOf(page).getByRole('button', {name: `${label} ${pages(`section:${label}`)}`, exact: true}),
    ).toBeVisible();
  }
  // A variant holds its own pages and those written for both variants, as its filter finds them.
  const rental = pages('variant:Rental') + pages('variant:Both');
  await expect(dialogOf(page).getByRole('button', {name: `Rental ${rental}`, exact: true})).toBeVisible();
});

test('a question with a word the site never uses shows the best partial matches and says so', async ({page}) => {
  await openPage(page, '/');
  await openDialog(page);
  const query = 'how do I rotate the webhook secret quarterly';
  await searchFor(page, query);
  await expect(dialogOf(page).getByRole('status')).toHaveText(
    new RegExp(`^No page has every word of “${query}”\\. Best partial matches: \\d+ pages? without “quarterly”\\.$`),
  );
  const firstHrefs = await dialogOf(page)
    .getByRole('group')
    .evaluateAll((groups) =>
      groups
        .slice(0, 3)
        .flatMap((group) => Array.from(group.querySelectorAll('[role="option"]'), (o) => o.getAttribute('href'))),
    );
  expect(firstHrefs).toContain('/docs/webhooks#rotate-the-secret');
});

test('a word the site never uses finds the same results after other searches as in a new session', async ({page}) => {
  // "tomorrow" is no word of the site and starts none. Pagefind matched it to "to" on 65 pages once
  // a search had loaded the part of the index that holds "to" (as "terms" does), and to nothing before.
  await openPage(page, '/');
  await openDialog(page);
  const query = 'put a phone aside for a customer until tomorrow';
  const shown = async () => {
    await searchFor(page, query);
    const status = await dialogOf(page).getByRole('status').textContent();
    const hrefs = await dialogOf(page)
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('href')));
    return {status, hrefs};
  };
  const first = await shown();
  expect(first.status).toMatch(/without “tomorrow”\.$/);
  expect(first.hrefs.length).toBeGreaterThan(3);
  await searchFor(page, 'terms');
  expect(await shown()).toEqual(first);
});

test("a partner's word that only a section's questions hold opens that section, quoting the section's own text", async ({
  page,
}) => {
  // "backorder" is in no page's text: the add-device guide says "if the watch is not in the store
  // yet". Its front matter lists "backorder extra device deliver later" among the questions that
  // its section "Hand over a device later" answers, which the index counts as the section's words
  // and the page does not show. The excerpt is the section's own text, with no question word in it.
  await openPage(page, '/');
  await openDialog(page);
  await searchFor(page, 'backorder');
  const first = dialogOf(page).getByRole('option').first();
  await expect(first).toHaveAttribute('href', '/docs/add-device-contract-rental#hand-over-a-device-later');
  await expect(first).toContainText('If the watch is not in the store yet');
  await expect(first).not.toContainText(/backorder|deliver later|\u2060/);
});

test('no results says so and offers the full search page; recent searches can be cleared', async ({page}) => {
  await openPage(page, '/');
  await openDialog(page);
  await searchFor(page, 'zebracrossing');
  await expect(dialogOf(page).getByRole('status')).toHaveText('No results for “zebracrossing”.');
  await expect(dialogOf(page).getByRole('link', {name: /See all results for/})).toHaveAttribute(
    'href',
    '/search?q=zebracrossing',
  );
  await searchFor(page, 'buyout');
  await page.keyboard.press('Enter');
  await expect(dialogOf(page)).toBeHidden();
  // The chosen page renders once its chunks have loaded, and its navbar with it: open the dialog on
  // that page, not on the home page being left.
  await page.waitForURL((url) => url.pathname !== '/');
  await expect(page.locator('h1').first()).not.toHaveText('Unified API V4.x');
  // Once, on a loaded CI machine, a click right after the new page rendered opened nothing; it did
  // not happen again in 10 runs here, 4 of them at 8× CPU throttling. A reader clicks again, and so
  // does the test, within the same 15 seconds.
  await expect(async () => openDialog(page, 2_000)).toPass({timeout: 15_000});
  await dialogOf(page).getByRole('combobox').fill('');
  await expect(dialogOf(page).getByRole('button', {name: 'buyout', exact: true})).toBeVisible();
  await dialogOf(page).getByRole('button', {name: 'Clear recent searches'}).click();
  await expect(dialogOf(page).getByRole('button', {name: 'buyout', exact: true})).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('acme.recent-searches'))).toBeNull();
});

test('the dialog has no WCAG 2.2 AA violations in light and dark mode', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await openPage(page, '/docs/intro');
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') {
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await openDialog(page);
    await searchFor(page, 'webhook signature');
    await chip(dialogOf(page), 'Guides').click();
    expect(await axeViolations(page, {include: ['dialog']})).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the dialog fills the screen and passes axe', async ({page}) => {
    await openPage(page, '/docs/intro');
    await openDialog(page);
    await searchFor(page, 'access token');
    const box = await dialogOf(page).boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);
    expect(await axeViolations(page, {include: ['dialog']})).toEqual([]);
  });
});

test('the search page shows every result, with the query and filters in its address', async ({page}) => {
  await openPage(page, '/search?q=refund&section=API+reference');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  await expect(main.getByRole('status')).toHaveText(/\d+ pages? found for “refund”\./, {timeout: 15_000});
  await expect(chip(main, 'API reference')).toHaveAttribute('aria-pressed', 'true');
  const links = await main.locator('article h2 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(href).toMatch(/^\/docs\/api\//);
  // Changing a filter changes the address, so the search can be shared.
  await chip(main, 'API reference').click();
  await expect(page).toHaveURL(/\/search\?q=refund$/);
  expect(await axeViolations(page)).toEqual([]);
});
