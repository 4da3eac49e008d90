// Markdown negotiation behind a real shared cache: nginx's proxy_cache in front of the site's nginx,
// told to store every answer for ten minutes whatever its Cache-Control says (the most a CDN would
// keep). Browser and agent requests alternate on the same URLs; a cache that keys only on the URL
// would hand the first variant it stored to everyone. The same run through a second cache that
// ignores `Vary` shows that the check notices when it does.
import {spawn, type ChildProcess} from 'node:child_process';
import {chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {freePort} from '../support/mock';
import {header, send, waitForPort} from './http-client';

const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const urls = ['/', '/docs/quotes', '/docs/intro', '/docs/api/contracts-rental', '/docs/webhooks', '/docs/errors'];
const clients = [
  {name: 'browser', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', variant: 'html'},
  {name: 'agent', accept: 'text/markdown', variant: 'markdown'},
  {name: 'weighted agent', accept: 'text/markdown, text/html;q=0.5', variant: 'markdown'},
  {name: 'link checker', accept: '*/*', variant: 'html'},
] as const;
const rounds = 3;

type Caches = {readonly honouring: string; readonly ignoringVary: string; stop(): Promise<void>};

async function startCaches(upstream: string): Promise<Caches> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'docs-cache-'));
  chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'tmp', 'honouring', 'ignoring']) {
    mkdirSync(path.join(prefix, dir));
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const [honouringPort, ignoringPort] = [await freePort(), await freePort()];
  const server = (port: number, zone: string, ignore: string) => `
    server {
        listen 127.0.0.1:${port};
        location / {
            proxy_pass ${upstream};
            proxy_http_version 1.1;
            proxy_cache ${zone};
            proxy_cache_valid 200 301 404 10m;
            proxy_ignore_headers ${ignore};
            add_header X-Cache-Status $upstream_cache_status always;
        }
    }`;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 64; }
http {
    access_log off;
    client_body_temp_path ${prefix}/tmp/body;
    proxy_temp_path ${prefix}/tmp/proxy;
    fastcgi_temp_path ${prefix}/tmp/fastcgi;
    uwsgi_temp_path ${prefix}/tmp/uwsgi;
    scgi_temp_path ${prefix}/tmp/scgi;
    proxy_cache_path ${prefix}/honouring keys_zone=honouring:1m max_size=64m;
    proxy_cache_path ${prefix}/ignoring keys_zone=ignoring:1m max_size=64m;
    ${server(honouringPort, 'honouring', 'Cache-Control Expires')}
    ${server(ignoringPort, 'ignoring', 'Cache-Control Expires Vary')}
}
`,
  );
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort(honouringPort);
  await waitForPort(ignoringPort);
  return {
    honouring: `http://127.0.0.1:${honouringPort}`,
    ignoringVary: `http://127.0.0.1:${ignoringPort}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(prefix, {recursive: true, force: true});
    },
  };
}

type Tally = {requests: number; wrong: number; hits: number};

/** Every client on every URL, rounds times over; counts answers of the wrong variant. */
async function alternate(origin: string): Promise<Tally> {
  const tally: Tally = {requests: 0, wrong: 0, hits: 0};
  for (let round = 0; round < rounds; round += 1) {
    for (const url of urls) {
      for (const client of clients) {
        const answer = await send(`${origin}${url}`, {accept: client.accept});
        tally.requests += 1;
        const type = header(answer, 'content-type') ?? '';
        const variant = type.startsWith('text/markdown') ? 'markdown' : type.startsWith('text/html') ? 'html' : type;
        if (answer.status !== 200 || variant !== client.variant) tally.wrong += 1;
        if (header(answer, 'x-cache-status') === 'HIT') tally.hits += 1;
      }
    }
  }
  return tally;
}

let caches: Caches | undefined;
test.beforeAll(async ({baseURL}) => {
  caches = await startCaches(baseURL ?? '');
});
test.afterAll(async () => {
  await caches?.stop();
});

test('a shared cache that honours Vary never serves the wrong variant', async () => {
  const tally = await alternate(caches?.honouring ?? '');
  console.log(`shared cache: ${tally.requests} requests, ${tally.hits} cache hits, ${tally.wrong} wrong variants`);
  expect(tally.requests).toBe(rounds * urls.length * clients.length);
  // The cache really answered from storage: after the first round every answer is a hit.
  expect(tally.hits).toBeGreaterThanOrEqual((rounds - 1) * urls.length * clients.length);
  expect(tally.wrong).toBe(0);
});

test('the same run through a cache that ignores Vary does serve wrong variants', async () => {
  const tally = await alternate(caches?.ignoringVary ?? '');
  expect(tally.hits).toBeGreaterThan(0);
  expect(tally.wrong).toBeGreaterThan(0);
});
