// Under `npm start`, the files the build ships besides its pages (Markdown twins, llms files, the
// OpenAPI downloads, the Postman collection) answer as files, not as the app's HTML shell, and
// follow a change to the content; the search dialog says it needs the built site. One development
// server for the whole file.
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';

const port = Number(process.env.DEV_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let output = '';

async function waitUntilServing(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) {
      throw new Error(`npm start exited with ${server.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/llms.txt`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm start did not serve ${origin} within ${timeoutMs / 1000} s:\n${output}`);
}

test.describe.configure({mode: 'serial', timeout: 240_000});

test.beforeAll(async () => {
  // A hook has its own timeout (the configured one above covers the tests): give the first
  // compile of the whole site the same room.
  test.setTimeout(240_000);
  server = spawn('npx', ['docusaurus', 'start', '--no-open', '--host', '127.0.0.1', '--port', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilServing(200_000);
});

test.afterAll(() => {
  // The whole process group: npx, docusaurus and its workers.
  if (server?.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
});

const files: readonly [path: string, type: RegExp, starts: RegExp][] = [
  ['/openapi.yaml', /yaml/, /^openapi: 3\.1\.0/],
  ['/openapi.json', /json/, /^\{\n {2}"openapi": "3\.1\.0"/],
  ['/llms.txt', /text\/plain/, /^# Unified API V4\.x\n/],
  ['/llms-full.txt', /text\/plain/, /^# Unified API V4\.x\n/],
  ['/index.md', /text\/markdown/, /^# Unified API V4\.x\n/],
  ['/docs/quotes.md', /text\/markdown/, /^# Quotes\n/],
  ['/docs/api/contracts-rental.md', /text\/markdown/, /^# Contracts \(rental\)\n/],
  [
    '/acme-unified-api.postman_collection.json',
    /json/,
    /"schema": "https:\/\/schema\.getpostman\.com\/json\/collection\/v2\.1\.0\/collection\.json"/,
  ],
];

for (const [path, type, starts] of files) {
  test(`${path} is served as a file`, async ({request}) => {
    // A browser's Accept header: the dev server answers such requests for unknown paths with the app.
    const response = await request.get(`${origin}${path}`, {headers: {accept: 'text/html,*/*;q=0.8'}});
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(type);
    expect(await response.text()).toMatch(starts);
  });
}

test('a changed guide changes its twin', async ({request}) => {
  const file = 'docs/quotes.mdx';
  const original = readFileSync(file, 'utf8');
  const marker = `Checked under npm start ${Date.now()}.`;
  try {
    writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`);
    await expect
      .poll(async () => (await request.get(`${origin}/docs/quotes.md`)).text(), {timeout: 60_000})
      .toContain(marker);
  } finally {
    writeFileSync(file, original);
  }
});

test('the search dialog says that search needs the built site', async ({page}) => {
  // The index is written by the production build only; the search's worker finds none here.
  await page.goto(`${origin}/docs/intro`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
  await page.getByRole('button', {name: 'Search'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await dialog.getByRole('combobox', {name: 'Search'}).fill('refund');
  await expect(dialog.getByRole('status')).toHaveText(
    'Search works on the built site only: run npm run build, then npm run serve, to search while you write.',
    {timeout: 30_000},
  );
});
