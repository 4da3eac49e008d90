// Playwright runs the browser tests against the production build (`npm run build` first), served by
// `docusaurus serve` on loopback, in Debian's Chromium: npm tools may not download browsers here.
import {defineConfig, devices} from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}}],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${port}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
