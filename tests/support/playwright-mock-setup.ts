/**
 * Playwright global setup: one local mock (the `npm run mock` script) for the browser tests that
 * send Try it requests to it, in every project, instead of one Prism per spec file. Its address
 * reaches the workers as `ACME_TEST_MOCK_URL`; `sharedMockUrl()` reads it.
 */
import {startMock} from './mock';

export default async function setup(): Promise<() => Promise<void>> {
  const mock = await startMock();
  process.env['ACME_TEST_MOCK_URL'] = mock.url;
  return () => mock.stop();
}
