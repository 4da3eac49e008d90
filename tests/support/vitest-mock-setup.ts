/**
 * Vitest global setup of the unit stage: one local mock (the `npm run mock` script) for every test
 * file that talks to it, instead of one Prism per file, each loading the whole document. Test
 * files read its address with `inject('mockUrl')`.
 *
 * Sharing is safe because what the mock remembers is the idempotency store, keyed by operation and
 * `Idempotency-Key`, and every file sends keys of its own (fresh UUIDs, or a page's key with the
 * sample's name appended).
 */
import type {TestProject} from 'vitest/node';
import {startMock} from './mock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:<port>` of the shared mock: operation paths go right after it. */
    mockUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mock = await startMock();
  project.provide('mockUrl', mock.url);
  return () => mock.stop();
}
