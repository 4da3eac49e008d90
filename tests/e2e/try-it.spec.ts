// "Try it" on a reference page, against the local mock started from the same OpenAPI document: the
// token is fetched and reused, createCustomer answers 201 in the panel, a body that is not JSON is
// stopped at its field, and a mock that is not running gives a message that says what to do.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, openPage} from './fixtures';
import {startMock, type RunningMock as Mock} from '../support/mock';

const documentedMock = 'http://127.0.0.1:4010';
let mock: Mock;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  mock = await startMock();
});

test.afterAll(async () => {
  await mock.stop();
});

/** The panel talks to the mock's documented address; send that traffic to this test's own mock. */
async function routeMockTo(page: Page, target: string): Promise<string[]> {
  const sent: string[] = [];
  await page.route(`${documentedMock}/**`, async (route) => {
    sent.push(`${route.request().method()} ${route.request().url()}`);
    await route.continue({url: route.request().url().replace(documentedMock, target)});
  });
  return sent;
}

async function openTryIt(page: Page): Promise<ReturnType<Page['locator']>> {
  const operation = page.locator('h2#createCustomer').locator('xpath=ancestor::section[1]');
  await operation.getByRole('button', {name: 'Try it'}).click();
  const panel = operation.getByRole('form', {name: /Try it: /});
  await expect(panel).toBeVisible();
  return panel;
}

test('the console loads on the first click only, gets a token and shows the 201 of createCustomer', async ({page}) => {
  const sent = await routeMockTo(page, mock.url);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openPage(page, '/docs/api/customer_verification');
  const beforeClick = scripts.length;
  const panel = await openTryIt(page);
  expect(scripts.length, 'the panel is a chunk of its own, fetched on click').toBeGreaterThan(beforeClick);
  await expect(panel.getByRole('radio', {name: /Local mock/})).toBeChecked();
  await panel.getByLabel('Client ID', {exact: true}).fill('cli_test_brightline');
  await panel.getByLabel('Client secret', {exact: true}).fill('sk_test_placeholder_do_not_use');
  const key = await panel.locator('p', {hasText: 'Idempotency-Key for the next send'}).textContent();
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(panel.getByRole('status')).toHaveText('Answered 201.');
  await expect(panel.getByText('Token request', {exact: true})).toBeVisible();
  await expect(panel.getByText(/^201 Created/)).toBeVisible();
  await expect(panel.getByLabel('Response body').last()).toContainText('"id": "cus_');
  expect(sent.map((line) => line.replace(documentedMock, ''))).toEqual(['POST /oauth2/token', 'POST /customers']);
  // A fresh key for the next send; the token is reused, not requested again.
  await expect(panel.locator('p', {hasText: 'Idempotency-Key for the next send'})).not.toHaveText(key ?? '');
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(panel.getByRole('status')).toHaveText('Answered 201.');
  expect(sent.filter((line) => line.endsWith('/oauth2/token'))).toHaveLength(1);
  // The curl command follows the inputs.
  await expect(panel.locator('details', {hasText: 'The same request with curl'})).toContainText(
    `curl --request POST '${documentedMock}/customers'`,
  );
});

test('a body that is not JSON is stopped at its field, and nothing is sent', async ({page}) => {
  const sent = await routeMockTo(page, mock.url);
  await openPage(page, '/docs/api/customer_verification');
  const panel = await openTryIt(page);
  await panel.getByRole('radio', {name: 'Paste a token'}).check();
  await panel.getByLabel('Bearer token').fill('at_test_placeholder_5f2c9e');
  const body = panel.getByLabel('application/json');
  await body.fill('{"email": ');
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText(/^The body is not valid JSON/)).toBeVisible();
  expect(sent).toEqual([]);
});

test('a mock that is not running gets a message that says how to start it', async ({page}) => {
  // A loopback port with nothing behind it: the connection is refused, as when the mock is stopped.
  await routeMockTo(page, 'http://127.0.0.1:9');
  await openPage(page, '/docs/api/customer_verification');
  const panel = await openTryIt(page);
  await panel.getByRole('radio', {name: 'Paste a token'}).check();
  await panel.getByLabel('Bearer token').fill('at_test_placeholder_5f2c9e');
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(panel.getByText(/Nothing answered at http:\/\/127\.0\.0\.1:4010\. Is the mock running\?/)).toBeVisible();
});

test('the open panel passes axe in light and dark mode and fits a 390 px screen', async ({page}) => {
  const sent = await routeMockTo(page, mock.url);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await openPage(page, '/docs/api/customer_verification');
  const panel = await openTryIt(page);
  await panel.getByRole('radio', {name: 'Paste a token'}).check();
  await panel.getByLabel('Bearer token').fill('at_test_placeholder_5f2c9e');
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(panel.getByRole('status')).toHaveText('Answered 201.');
  expect(sent).toHaveLength(1);
  const audit = async () =>
    (
      await new AxeBuilder({page})
        .include('form[aria-labelledby]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
    ).violations.map((violation) => `${violation.id}: ${violation.help}`);
  expect(await audit()).toEqual([]);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await audit()).toEqual([]);
  await page.setViewportSize({width: 390, height: 844});
  for (const control of [panel, panel.getByRole('button', {name: 'Send'}), panel.getByLabel('application/json')]) {
    const box = await control.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
});
