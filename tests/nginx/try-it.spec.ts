// "Try it" under the production Content-Security-Policy: the console may call the sandbox and the
// local mock that the OpenAPI document names, and nothing else.
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {parseCsp} from './support';
import {sharedMockUrl} from '../support/mock';

const documentedMock = 'http://127.0.0.1:4010';

test('connect-src allows exactly this site, the sandbox and the local mock of the document', async ({request}) => {
  // Every server of the document (root and operation servers: the token endpoint has its own) in
  // the environments the console may call.
  type Server = {readonly url: string; readonly 'x-environment'?: string};
  type Document = {
    readonly servers: readonly Server[];
    readonly paths: Readonly<Record<string, Readonly<Record<string, {readonly servers?: readonly Server[]}>>>>;
  };
  const document = JSON.parse(readFileSync('build/openapi.json', 'utf8')) as Document;
  const servers = [
    ...document.servers,
    ...Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => operation.servers ?? []),
    ),
  ];
  const origins = new Set(
    servers
      .filter((server) => server['x-environment'] === 'sandbox' || server['x-environment'] === 'local-mock')
      .map((server) => new URL(server.url).origin),
  );
  // The mock on loopback answers at either name.
  if (origins.has(documentedMock)) origins.add('http://localhost:4010');
  const response = await request.get('/docs/intro');
  const connect = parseCsp(response.headers()['content-security-policy'] ?? '').get('connect-src') ?? [];
  expect(new Set(connect)).toEqual(new Set(["'self'", ...origins]));
  expect(connect.some((source) => source.includes('api.acme.example'))).toBe(false);
});

test.describe('the console in the browser', () => {
  /** The mock the global setup started, on a free port. */
  const mock = {url: sharedMockUrl()};

  test('calls the local mock with no CSP violation; another origin is blocked', async ({page}) => {
    const violations: string[] = [];
    await page.exposeBinding('__cspViolation', (_source, text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as {__cspViolation: (text: string) => void}).__cspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    await page.route(`${documentedMock}/**`, (route) =>
      route.continue({url: route.request().url().replace(documentedMock, mock.url)}),
    );
    await page.goto('/docs/api/customer_verification');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const operation = page.locator('h2#createCustomer').locator('xpath=ancestor::section[1]');
    await operation.getByRole('button', {name: 'Try it'}).click();
    const panel = operation.getByRole('form', {name: /Try it: /});
    await panel.getByRole('radio', {name: 'Paste a token'}).check();
    await panel.getByLabel('Bearer token').fill('at_test_placeholder_5f2c9e');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(panel.getByRole('status')).toHaveText('Answered 201.');
    expect(violations).toEqual([]);
    const elsewhere = await page.evaluate(() =>
      fetch('http://127.0.0.1:4011/customers').then(
        () => 'sent',
        () => 'blocked',
      ),
    );
    expect(elsewhere).toBe('blocked');
    await expect.poll(() => violations).toEqual([expect.stringMatching(/^connect-src http:\/\/127\.0\.0\.1:4011/)]);
  });
});
