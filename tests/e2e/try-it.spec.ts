// "Try it" on a reference page, against the local mock started from the same OpenAPI document: the
// token is fetched and reused, createCustomer answers 201 in the panel, a body that is not JSON is
// stopped at its field, and a mock that is not running gives a message that says what to do.
// Environments stay apart: a client secret typed for the sandbox goes to the sandbox's token host
// only, lives in the page's memory and never reaches the mock, and the token operation goes to its
// own host. The sandbox hosts are answered here with page.route; nothing goes to the network.
import {axeViolations} from '../support/axe';
import type {Page, Route} from '@playwright/test';
import {test, expect, openPage} from './fixtures';
import {sharedMockUrl} from '../support/mock';

const documentedMock = 'http://127.0.0.1:4010';
/** The mock the global setup started, on a free port. */
const mock = {url: sharedMockUrl()};

/** The panel talks to the mock's documented address; send that traffic to this test's own mock. */
async function routeMockTo(page: Page, target: string): Promise<string[]> {
  const sent: string[] = [];
  await page.route(`${documentedMock}/**`, async (route) => {
    sent.push(`${route.request().method()} ${route.request().url()}`);
    await route.continue({url: route.request().url().replace(documentedMock, target)});
  });
  return sent;
}

/** A request as the browser sent it. */
type Sent = {readonly method: string; readonly url: string; readonly authorization: string; readonly body: string};

function sentOf(request: ReturnType<Route['request']>): Sent {
  return {
    method: request.method(),
    url: request.url(),
    authorization: request.headers()['authorization'] ?? '',
    body: request.postData() ?? '',
  };
}

/** Every request to the mock's documented address, in full, forwarded to this test's own mock. */
async function recordMock(page: Page, target: string): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(`${documentedMock}/**`, async (route) => {
    sent.push(sentOf(route.request()));
    await route.continue({url: route.request().url().replace(documentedMock, target)});
  });
  return sent;
}

const sandboxToken = 'at_test_sandbox_answered_by_the_test';
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept, idempotency-key',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
};

/**
 * Stands in for the sandbox's hosts (the API and its token host): answers the token request with a
 * token and any other call with 201, and records what the browser sent there (preflights aside).
 */
async function fakeSandbox(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(/^https:\/\/[a-z.]*sandbox\.acme\.example\//, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    sent.push(sentOf(request));
    const token = request.url() === 'https://auth.sandbox.acme.example/oauth2/token';
    return route.fulfill({
      status: token ? 200 : 201,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify(
        token ? {access_token: sandboxToken, token_type: 'Bearer', expires_in: 3600} : {id: 'cus_9XkP2mQ7Lw'},
      ),
    });
  });
  return sent;
}

const basic = (clientId: string, secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
/** What a reader types for the sandbox in these tests. */
const typed = {clientId: 'cli_test_sandbox_reader', secret: 'sk_test_typed_for_the_sandbox_only'};
/** The placeholders the guides print, which the panel sends the mock. */
const placeholders = basic('cli_test_brightline', 'sk_test_placeholder_do_not_use');

async function openTryIt(page: Page, operationId = 'createCustomer'): Promise<ReturnType<Page['locator']>> {
  const operation = page.locator(`h2#${operationId}`).locator('xpath=ancestor::section[1]');
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
  // Nothing to type for the mock: it is sent the placeholder credentials.
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

test('a client secret typed for the sandbox goes to its token host only and never reaches the mock', async ({page}) => {
  const mockSent = await recordMock(page, mock.url);
  const sandboxSent = await fakeSandbox(page);
  await openPage(page, '/docs/api/customer_verification');
  let panel = await openTryIt(page);
  await panel.getByRole('radio', {name: /^Sandbox/}).check();
  await panel.getByLabel('Client ID', {exact: true}).fill(typed.clientId);
  await panel.getByLabel('Client secret', {exact: true}).fill(typed.secret);
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(panel.getByRole('status')).toHaveText('Answered 201.');
  expect(sandboxSent.map(({method, url, authorization}) => `${method} ${url} ${authorization}`)).toEqual([
    `POST https://auth.sandbox.acme.example/oauth2/token ${basic(typed.clientId, typed.secret)}`,
    `POST https://api.sandbox.acme.example/v4/customers Bearer ${sandboxToken}`,
  ]);
  // The tab keeps the sandbox's token under the sandbox's name, and nothing of the credentials.
  const stored = async () => page.evaluate(() => Object.entries(window.sessionStorage));
  expect((await stored()).map(([key]) => key)).toEqual(['acme.try-it.token.sandbox']);
  expect(JSON.stringify(await stored())).toContain(sandboxToken);
  expect(JSON.stringify(await stored())).not.toContain(typed.secret);

  // The mock gets the placeholders, and the typed secret is not even on screen for it.
  await panel.getByRole('radio', {name: /^Local mock/}).check();
  await expect(panel.getByLabel('Client secret', {exact: true})).toHaveCount(0);
  await expect(
    panel.getByText(/gets the placeholders cli_test_brightline and sk_test_placeholder_do_not_use/),
  ).toBeVisible();
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(panel.getByRole('status')).toHaveText('Answered 201.');
  expect(mockSent.map(({method, url, authorization}) => `${method} ${url} ${authorization}`)).toEqual([
    `POST ${documentedMock}/oauth2/token ${placeholders}`,
    `POST ${documentedMock}/customers Bearer at_test_placeholder_5f2c9e`,
  ]);
  const leaked = [typed.clientId, typed.secret, basic(typed.clientId, typed.secret), sandboxToken];
  for (const request of mockSent) {
    for (const secret of leaked) expect(JSON.stringify(request)).not.toContain(secret);
  }

  // Back on the sandbox the typed pair is still there, in this page's memory; a reload forgets it,
  // while the sandbox's token is still used from the tab's storage without asking for another.
  await panel.getByRole('radio', {name: /^Sandbox/}).check();
  await expect(panel.getByLabel('Client secret', {exact: true})).toHaveValue(typed.secret);
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  panel = await openTryIt(page);
  await panel.getByRole('radio', {name: /^Sandbox/}).check();
  await expect(panel.getByLabel('Client ID', {exact: true})).toHaveValue('');
  await expect(panel.getByLabel('Client secret', {exact: true})).toHaveValue('');
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(panel.getByRole('status')).toHaveText('Answered 201.');
  expect(sandboxSent.map(({url}) => url)).toEqual([
    'https://auth.sandbox.acme.example/oauth2/token',
    'https://api.sandbox.acme.example/v4/customers',
    'https://api.sandbox.acme.example/v4/customers',
  ]);
});

test('the token operation goes to the token host of the chosen environment', async ({page}) => {
  const mockSent = await recordMock(page, mock.url);
  const sandboxSent = await fakeSandbox(page);
  await openPage(page, '/docs/api/auth-token');
  const panel = await openTryIt(page, 'getAccessToken');
  const curl = panel.locator('details', {hasText: 'The same request with curl'});
  await expect(panel.getByRole('radio', {name: /^Local mock/})).toBeChecked();
  await expect(curl).toContainText(`curl --request POST '${documentedMock}/oauth2/token'`);
  await panel.getByRole('radio', {name: /^Sandbox/}).check();
  await expect(curl).toContainText(`curl --request POST 'https://auth.sandbox.acme.example/oauth2/token'`);
  await panel.getByLabel('Client ID', {exact: true}).fill(typed.clientId);
  await panel.getByLabel('Client secret', {exact: true}).fill(typed.secret);
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(panel.getByRole('status')).toHaveText('Answered 200.');
  expect(sandboxSent.map(({method, url, authorization, body}) => `${method} ${url} ${authorization} ${body}`)).toEqual([
    `POST https://auth.sandbox.acme.example/oauth2/token ${basic(typed.clientId, typed.secret)} grant_type=client_credentials`,
  ]);
  // The secret is sent, never shown: the curl command has a placeholder for it.
  await expect(curl).not.toContainText(basic(typed.clientId, typed.secret));

  await panel.getByRole('radio', {name: /^Local mock/}).check();
  await panel.getByRole('button', {name: 'Send'}).click();
  await expect(panel.getByRole('status')).toHaveText('Answered 200.');
  expect(mockSent.map(({method, url, authorization}) => `${method} ${url} ${authorization}`)).toEqual([
    `POST ${documentedMock}/oauth2/token ${placeholders}`,
  ]);
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
  const audit = () => axeViolations(page, {include: ['form[aria-labelledby]']});
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
