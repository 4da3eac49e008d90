// `npm run mock`: a local mock of Unified API V4.x on http://127.0.0.1:4010 (PORT overrides the port).
// Prism reads openapi/openapi.yaml, checks every request against it and answers with the documented
// examples; a thin layer in front of it (scripts/mock-layer.mjs) picks the example that fits the
// request and keeps the idempotency rules. tests/support/mock.ts starts this same script, so the
// contract tests and the browser tests talk to exactly what a developer gets from `npm run mock`.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundle, createConfig} from '@redocly/openapi-core';
import {createServer, operationsOf} from './mock-layer.mjs';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 4010;
const READY_TIMEOUT_MS = 60_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const document = path.join(root, 'openapi', 'openapi.yaml');
// The package's main file is its command-line entry; run it with this Node rather than through a
// shell, so that stopping this script stops Prism with it.
const require = createRequire(import.meta.url);
const prismCli = require.resolve('@stoplight/prism-cli');

function fail(line) {
  console.error(line);
  process.exit(1);
}

const rawPort = process.env.PORT ?? String(DEFAULT_PORT);
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port < 1 || port > 65_535) {
  fail(`PORT must be a port number from 1 to 65535, not "${rawPort}"; for example: PORT=4011 npm run mock`);
}

/** Prism meets a busy port only after loading the document, and prints its help and a stack trace: check first. */
function checkPort() {
  const other = port >= 65_535 ? DEFAULT_PORT + 1 : port + 1;
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        fail(`Port ${port} on ${HOST} is already in use; pick another one, for example: PORT=${other} npm run mock`);
      }
      fail(`Cannot listen on ${HOST}:${port} (${error.code ?? error.message}); pick another port with PORT=…`);
    });
    probe.listen({port, host: HOST, exclusive: true}, () => probe.close(resolve));
  });
}

await checkPort();

/** Prism listens on a port of its own, behind the layer; the system picks a free one. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({port: 0, host: HOST}, () => {
      const {port: free} = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
const prismPort = await freePort();

const prism = spawn(
  process.execPath,
  [
    prismCli,
    'mock',
    document,
    // Loopback only: the mock is for this machine, and the document names http://127.0.0.1:4010.
    '--host',
    HOST,
    '--port',
    String(prismPort),
    // Browser code (the docs site, a partner's web app in development) calls the mock from another origin.
    '--cors=true',
    // Answer with the documented examples, so the mock tells the same story as the guides; generated
    // data would differ on every call. Request validation needs no flag: in mock mode Prism always
    // checks requests against the document, and this script passes nothing that turns it off.
    '--dynamic=false',
    // A response example that drifts from its schema still reaches the caller, named in the
    // `sl-violations` header (the contract tests fail on it), instead of becoming a 500.
    '--errors=false',
    // One process: stopping it stops everything, and its log lines stay in order.
    '--multiprocess=false',
    // Quiet while requests are valid; a rejected request still prints why.
    '--verboseLevel',
    'warn',
  ],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Prism colours its log only on a terminal, and its output goes through this script.
    env: {...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0'},
  },
);

// Pass Prism's log through, except its own "Starting Prism…" line: the ready line below replaces it.
function relay(from, to) {
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (!line.includes('Starting Prism')) to.write(`${line}\n`);
  });
  from.on('end', () => {
    if (rest !== '' && !rest.includes('Starting Prism')) to.write(`${rest}\n`);
  });
}
relay(prism.stdout, process.stdout);
relay(prism.stderr, process.stderr);

let stopping = false;
prism.on('exit', (code, signal) => {
  // Stopped by Ctrl+C or by a test's stop(): a clean stop. Anything else is Prism's own failure.
  if (stopping || signal === 'SIGINT' || signal === 'SIGTERM') {
    // After the terminal's "^C", start a line of our own.
    console.log(`${process.stdout.isTTY ? '\n' : ''}Mock stopped.`);
    process.exit(0);
  }
  process.exit(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // Ctrl+C reaches Prism too (same terminal); a signal sent to this script alone must be passed on.
    stopping = true;
    if (prism.exitCode === null && prism.signalCode === null) prism.kill(signal);
  });
}

// Ready when the port takes connections: Prism listens only once it has loaded the whole document.
// (A probe request would show up in Prism's log as an error for an unknown path.)
function accepts() {
  return new Promise((resolve) => {
    const socket = net.connect({port: prismPort, host: HOST}, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
const url = `http://${HOST}:${port}`;
// The layer reads the same document, dereferenced, while Prism loads it.
const loaded = bundle({ref: document, config: await createConfig({}), dereference: true});
const deadline = Date.now() + READY_TIMEOUT_MS;
while (!(await accepts())) {
  if (Date.now() > deadline) {
    prism.kill('SIGTERM');
    fail(`Prism did not listen on ${url} within ${READY_TIMEOUT_MS / 1000} s`);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const operations = operationsOf((await loaded).bundle.parsed);
const layer = createServer({operations, prism: `http://${HOST}:${prismPort}`});
await new Promise((resolve, reject) => {
  layer.once('error', (error) => {
    prism.kill('SIGTERM');
    reject(error);
  });
  layer.listen({port, host: HOST, exclusive: true}, resolve);
}).catch((error) =>
  fail(
    error.code === 'EADDRINUSE'
      ? `Port ${port} on ${HOST} is already in use; pick another one with PORT=…`
      : `Cannot listen on ${HOST}:${port} (${error.code ?? error.message}); pick another port with PORT=…`,
  ),
);
console.log(
  `Mock of Unified API V4.x ready on ${url} (paths without /v4; Ctrl+C stops it). Try: ` +
    `curl -H "Authorization: Bearer at_test_placeholder_5f2c9e" ${url}/contracts`,
);
