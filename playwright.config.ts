// Playwright runs the browser tests against the production build (`npm run build` first), served by
// `docusaurus serve` on loopback, in Debian's Chromium: npm tools may not download browsers here.
// The `nginx` project runs tests/nginx/ against the same build served by the production nginx config
// (deploy/nginx/, started by `npm run serve:nginx`).
import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const nginxPort = Number(process.env.NGINX_PORT ?? 8080);
export const nginxBaseURL = `http://127.0.0.1:${nginxPort}`;

const docusaurusServe = {
  command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${port}`,
  url: baseURL,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
};

const nginxServe = {
  command: 'npm run serve:nginx',
  env: {PORT: String(nginxPort)},
  url: `${nginxBaseURL}/`,
  // Never reuse: the nginx tests compare answers with the files in this checkout's build/ and
  // deploy/nginx/, so a server started elsewhere (another checkout, an older config) would give
  // confusing failures. A busy port fails fast instead; pick another with NGINX_PORT.
  reuseExistingServer: false,
  timeout: 30_000,
  // SIGTERM lets serve.sh stop nginx and remove its temporary prefix (the default is SIGKILL).
  gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // One local mock for the Try it tests of every project (sharedMockUrl() in tests/support/mock.ts).
  globalSetup: './tests/support/playwright-mock-setup.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL,
    // Traces of the long reference pages cost more than the tests themselves: opt in with PW_TRACE=1.
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags],
    },
  },
  projects: [
    // Starts its own `docusaurus start` (DEV_PORT, 3210 by default) and fetches files from it.
    // First, so that its one serial file (a development server that compiles the whole site for
    // about a minute before its first test) runs beside the other projects' tests: listed last, it
    // ran alone at the end of the run while the other worker had nothing left to do.
    {name: 'dev-server', testDir: './tests/dev-server'},
    {
      name: 'chromium',
      testDir: './tests/e2e',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
    {
      name: 'nginx',
      testDir: './tests/nginx',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, baseURL: nginxBaseURL},
    },
  ],
  // E2E_BASE_URL points the chromium project at a server that is already running; the nginx
  // project always tests its own loopback nginx.
  webServer: process.env.E2E_BASE_URL ? [nginxServe] : [docusaurusServe, nginxServe],
});
