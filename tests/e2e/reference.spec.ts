import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {test, expect, openPage, waitForHydration} from './fixtures';

const languages = ['cURL', 'Node.js', 'Python', 'Java', 'C#', 'PHP'];

test('an operation shows its method, path, parameters, request and response examples and six sample languages', async ({
  page,
}) => {
  await openPage(page, '/docs/api/acme-sales');
  const operation = page.locator('h2#completeSale').locator('xpath=ancestor::section[1]');
  const endpoint = operation.locator('div').filter({hasText: '/sales/{sale_id}/complete'}).first();
  await expect(endpoint).toContainText('POST');
  await expect(operation.locator('code', {hasText: /^sale_id$/})).toBeVisible();
  await expect(operation.locator('code', {hasText: /^Idempotency-Key$/}).first()).toBeVisible();
  await expect(operation.getByRole('heading', {name: 'Request body'})).toBeVisible();
  await expect(operation.getByText('200 OK')).toBeVisible();
  await expect(operation.locator('pre').filter({hasText: '"status": "completed"'}).first()).toBeAttached();
  for (const language of languages)
    await expect(operation.getByRole('tab', {name: language, exact: true})).toBeVisible();
});

test('a language chosen on one page is selected on another', async ({page}) => {
  await openPage(page, '/docs/api/contracts');
  const first = page.locator('h2#listContracts').locator('xpath=ancestor::section[1]');
  await first.getByRole('tab', {name: 'Python', exact: true}).click();
  await expect(first.getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
  await openPage(page, '/docs/api/payments');
  const other = page.locator('h2#listPayments').locator('xpath=ancestor::section[1]');
  await expect(other.getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(other.locator('[role="tabpanel"]:not([hidden]) pre').last()).toContainText('import requests');
});

test('the environment switch changes the base URL in the samples and is remembered', async ({page}) => {
  await openPage(page, '/docs/api/contracts');
  const samples = page
    .locator('h2#getContract')
    .locator('xpath=ancestor::section[1]')
    .locator('[role="tabpanel"]:not([hidden]) pre')
    .last();
  await expect(samples).toContainText('https://api.sandbox.acme.example/v4/contracts/');
  await page.getByRole('radio', {name: /Production/}).check();
  await expect(samples).toContainText('https://api.acme.example/v4/contracts/');
  await expect(samples).not.toContainText('sandbox');
  await openPage(page, '/docs/api/term');
  await expect(page.getByRole('radio', {name: /Production/})).toBeChecked();
  // Operations with servers of their own: the token endpoint has a production host of its own, and
  // a sandbox-only test helper keeps its sandbox URL.
  const samplesOf = (operationId: string) =>
    page
      .locator(`h2#${operationId}`)
      .locator('xpath=ancestor::section[1]')
      .locator('[role="tabpanel"]:not([hidden]) pre')
      .last();
  await openPage(page, '/docs/api/auth-token');
  await expect(samplesOf('getAccessToken')).toContainText('https://auth.acme.example/oauth2/token');
  await openPage(page, '/docs/api/enviroments');
  await expect(samplesOf('advanceContractTime')).toContainText('https://api.sandbox.acme.example/v4/test-helpers/');
});

test('an operation anchor scrolls that operation into view', async ({page}) => {
  await page.goto('/docs/api/contracts#createContractChange');
  await expect(page.locator('h2#createContractChange')).toBeInViewport();
  await expect(page.locator('.table-of-contents a[href="#createContractChange"]')).toBeAttached();
});

// A link to an anchor far down a long page must land on it, on load and from the table of
// contents (webhook events below the fold are laid out only near the viewport: content-visibility).
for (const [path, heading] of [
  ['/docs/api/contracts-rental#getReturn', 'h2#getReturn'],
  ['/docs/errors#rate_limited', 'h2#rate_limited'],
  ['/docs/api/webhooks#repairOrderUpdated', 'h4#repairOrderUpdated'],
] as const) {
  test(`opening ${path} shows its heading`, async ({page}) => {
    await page.goto(path);
    await expect(page.locator(heading)).toBeInViewport();
  });
}

test('a table-of-contents link far down a long page lands on its heading', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPage(page, '/docs/errors');
  const last = page.locator('.table-of-contents a').last();
  const id = (await last.getAttribute('href'))?.slice(1) ?? '';
  await last.click();
  await expect(page.locator(`h2[id="${id}"]`)).toBeInViewport();
});

test('schema fields are listed once per page and expand from the keyboard', async ({page}) => {
  await openPage(page, '/docs/api/contracts');
  // Later operations returning a contract point to the operation that lists its fields.
  const pointers = page.locator('p', {hasText: 'The fields of Contract are listed under'});
  expect(await pointers.count()).toBeGreaterThan(1);
  const href = await pointers.first().locator('a').getAttribute('href');
  expect(href).toMatch(/^#[a-z]+[A-Z]\w+$/);
  const home = page.locator(`h2${href ?? ''}`).locator('xpath=ancestor::section[1]');
  await expect(home.locator('p', {hasText: 'The fields of Contract are listed under'})).toHaveCount(0);
  const expander = home.locator('summary', {hasText: 'Show the fields of'}).first();
  await expander.focus();
  await page.keyboard.press('Enter');
  await expect(expander.locator('xpath=..')).toHaveAttribute('open', '');
});

test('the error catalogue has an anchored section per problem type', async ({page}) => {
  await openPage(page, '/docs/errors#quote_expired');
  await expect(page.locator('h2#quote_expired')).toBeInViewport();
  // The page's introduction to problem documents, then one section per problem type.
  await expect(page.locator('h2[id]').first()).toHaveAttribute('id', 'problem-details');
  await expect(page.locator('h2[id]')).toHaveCount(21);
});

test('the webhooks page lists every event grouped by domain, with the envelope', async ({page}) => {
  await openPage(page, '/docs/api/webhooks');
  await expect(page.locator('h3#event-envelope')).toBeVisible();
  // One heading per event of the document's `webhooks`.
  const events = Object.keys((parse(readFileSync('openapi/openapi.yaml', 'utf8')) as {webhooks: object}).webhooks);
  expect(events.length).toBeGreaterThan(30);
  await expect(page.locator('h4[id]')).toHaveCount(events.length);
  await expect(page.locator('h3#events-contracts')).toBeVisible();
  const event = page.locator('h4#contractActivated').locator('xpath=ancestor::section[1]');
  // Opened from the keyboard, as a keyboard user would: a pointer click made as the section scrolls
  // into view (the sections around it then take their real height) left it closed in about one run
  // in ten with two test workers.
  await event.locator('summary', {hasText: 'Payload'}).focus();
  await page.keyboard.press('Enter');
  await expect(event.locator(':scope > details')).toHaveAttribute('open', '');
  await expect(event.locator('pre').filter({hasText: '"type": "contract.activated"'})).toBeVisible();
  await expect(event.locator('code', {hasText: /^status$/}).first()).toBeVisible();
});

test.describe('search indexes the reference', () => {
  for (const [query, page] of [
    ['Record a device handover', '/docs/api/contract-device-handover-rental'],
    ['max_claims_per_year', '/docs/api/product_catalog'],
  ] as const) {
    test(`searching "${query}" finds ${page}`, async ({page: browser}) => {
      await openPage(browser, `/search?q=${encodeURIComponent(query)}`);
      await expect(browser.locator(`article a[href^="${page}"]`).first()).toBeVisible({timeout: 20_000});
    });
  }
});

test('field lists are kept from the server on load and rendered on a client-side navigation', async ({
  page,
  problems,
}) => {
  await openPage(page, '/docs/api/contracts');
  // Hydration keeps the server-rendered field lists (StaticIsland) without errors.
  await expect(page.locator('[data-static-island] li[id]').first()).toBeAttached();
  const serverFields = await page.locator('[data-static-island] li[id]').count();
  expect(serverFields).toBeGreaterThan(50);
  await page.goto('/docs/contracts');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator('article a[href="/docs/api/contracts"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/contracts$/);
  await expect(page.locator('h2#getContract')).toBeVisible();
  expect(await page.locator('[data-static-island] li[id]').count()).toBe(serverFields);
  expect(problems.messages).toEqual([]);
});

test('right after load, the last operation of the largest reference page answers a tab click and an expander', async ({
  page,
}) => {
  // No wait for hydration: the reader acts as soon as the page has loaded. They arrive by a link to
  // the operation, so the operations above it are laid out in full at once; scrolling down to it
  // instead lays each one out as it passes, and content that moves under a pointer that is already
  // on its way made this click land on the page's text in about 1 run of 30.
  await page.goto('/docs/api/contracts-rental#getReturn', {waitUntil: 'load'});
  const last = page.locator('h2#getReturn').locator('xpath=ancestor::section[1]');
  const python = last.getByRole('tab', {name: 'Python', exact: true});
  await python.click();
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await expect(last.locator('[role="tabpanel"]:not([hidden]) pre').last()).toContainText('import requests');
  // The responses are expanders; whichever state one starts in, a click toggles it.
  const expander = last.locator('details').first();
  const wasOpen = await expander.evaluate((element) => (element as HTMLDetailsElement).open);
  await expander.locator('summary').first().click();
  await expect(expander).toHaveJSProperty('open', !wasOpen);
});

test('an example tab chosen while the page hydrates stays chosen and focused', async ({page}) => {
  // A slow phone's CPU, so that the reader's click lands while the page is still hydrating.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
  await page.goto('/docs/api/contracts-rental', {waitUntil: 'load'});
  const operation = page.locator('h2#getContract').locator('xpath=ancestor::section[1]');
  const examples = operation.getByRole('tablist').filter({hasNot: page.getByRole('tab', {name: 'cURL'})});
  const second = examples.first().getByRole('tab').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  // Once the page has hydrated (and re-rendered for the browser), the choice and the focus are
  // still the reader's: no tab group is rebuilt under them.
  await waitForHydration(page);
  expect(await second.getAttribute('aria-selected')).toBe('true');
  expect(await second.evaluate((tab) => tab === document.activeElement)).toBe(true);
});
