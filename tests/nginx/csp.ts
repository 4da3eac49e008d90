/**
 * The browser fixtures of the e2e tests, plus `csp`: every Content-Security-Policy violation the
 * page causes under the production nginx config. Violations are collected from the
 * `securitypolicyviolation` event of every document (reported through a binding, so none is lost
 * to a navigation) and from the console messages Chromium writes for blocked content, in pages and
 * in workers.
 */
import {test as base} from '../e2e/fixtures';

export type CspViolations = {readonly messages: string[]};

export const test = base.extend<{csp: CspViolations}>({
  csp: async ({page}, use) => {
    const messages: string[] = [];
    await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
      messages.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    const isCspMessage = (text: string): boolean => /Content Security Policy|Content-Security-Policy/i.test(text);
    page.on('console', (message) => {
      if (isCspMessage(message.text())) messages.push(`console: ${message.text()}`);
    });
    page.on('worker', (worker) => {
      worker.on('console', (message) => {
        if (isCspMessage(message.text())) messages.push(`worker console: ${message.text()}`);
      });
    });
    await use({messages});
  },
});

export {expect, openPage} from '../e2e/fixtures';
