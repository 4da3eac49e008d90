import {test as base, expect, type Page} from '@playwright/test';

/** Waits until React has hydrated the server-rendered page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Opens a route and waits for hydration; returns the HTTP status of the document. */
export async function openPage(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  if (response === null) throw new Error(`No response for ${path}`);
  await waitForHydration(page);
  return response.status();
}

export type PageProblems = {readonly messages: string[]};

/**
 * A test fixture that collects console errors and uncaught page errors. Tests that check for a
 * clean console read `problems.messages`; nothing is allow-listed today.
 */
export const test = base.extend<{problems: PageProblems}>({
  problems: async ({page}, use) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    await use({messages});
  },
});

export {expect};
