/**
 * Starts the local mock of the API for a test: the very script behind `npm run mock`
 * (scripts/mock.mjs, Prism serving openapi/openapi.yaml), on a free loopback port. The contract
 * tests (vitest) and the browser tests (Playwright) both use it, so nothing here imports a test
 * runner.
 *
 *   const mock = await startMock();
 *   await fetch(`${mock.url}/health`);
 *   await mock.stop();
 */
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export type RunningMock = {
  /** `http://127.0.0.1:<port>`: operation paths go right after it, without `/v4`. */
  readonly url: string;
  /** Stops Prism and the script around it; safe to call twice. */
  stop(): Promise<void>;
};

type MockOptions = {
  /** A fixed port; by default a free one is picked, so parallel runs never collide. */
  readonly port?: number;
};

const script = path.join(__dirname, '..', '..', 'scripts', 'mock.mjs');
/** Prism loads the whole document before it listens: a few seconds, more on a busy machine. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
/** Another process can take a picked port before Prism binds it; then pick again. */
const ATTEMPTS = 3;

/** A port nobody listens on right now: the one the system hands out for port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({port: 0, host: '127.0.0.1'}, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

class PortTaken extends Error {}

function launch(port: number): Promise<RunningMock> {
  // Its own process group, so that stop() reaches Prism too, not only the script that started it.
  const child = spawn(process.execPath, [script], {
    env: {...process.env, PORT: String(port)},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  // The last lines of output, for the error message when the mock does not start. Reading the
  // pipes also matters later: a pipe nobody reads fills up and would block Prism's log.
  const output: string[] = [];
  const keep = (chunk: Buffer): void => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The whole group, even when the script has exited: Prism is the process that must not outlive a test.
  const killGroup = (signal: NodeJS.Signals): void => {
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  // A test run that ends without stop() (a crash, a forgotten call) must not leave Prism running.
  const onExit = (): void => killGroup('SIGKILL');
  process.once('exit', onExit);

  const stop = async (): Promise<void> => {
    process.removeListener('exit', onExit);
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<RunningMock>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop().then(() =>
        reject(new Error(`The mock did not start within ${READY_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`)),
      );
    }, READY_TIMEOUT_MS);
    // The ready line may arrive in pieces.
    let seen = '';
    const onData = (chunk: Buffer): void => {
      seen += chunk.toString('utf8');
      const ready = /ready on (http:\/\/[^\s)]+)/.exec(seen);
      if (ready?.[1] === undefined) return;
      clearTimeout(timer);
      child.stdout.removeListener('data', onData);
      resolve({url: ready[1], stop});
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      process.removeListener('exit', onExit);
      const log = output.join('\n');
      reject(log.includes('already in use') ? new PortTaken(log) : new Error(`The mock exited (${code}):\n${log}`));
    });
  });
}

export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  if (options.port !== undefined) return launch(options.port);
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(await freePort());
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The address of the mock that Playwright's global setup started (tests/support/playwright-mock-setup.ts). */
export function sharedMockUrl(): string {
  const url = process.env['ACME_TEST_MOCK_URL'];
  if (url === undefined || url === '') {
    throw new Error('No shared mock: run the browser tests through playwright.config.ts, whose global setup starts it');
  }
  return url;
}
