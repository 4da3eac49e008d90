import {test, expect} from '@playwright/test';
import {rawRequest, type RawResponse} from './support';

// Hostile input gets a 4xx, never a 5xx, never a file from outside the build directory and never a
// redirect to another host. Requests go over raw sockets so that nothing normalises them first.

/** Text that would only appear if a file outside build/ leaked: /etc/passwd, package.json, the nginx config. */
const leakMarkers = [/root:[^:]*:0:0:/, /"acme-unified-api-docs"/, /docs_csp_script_hashes/, /\[core\]/];

function expectRefused(response: RawResponse, label: string): void {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  for (const marker of leakMarkers) expect(response.body, label).not.toMatch(marker);
  const location = response.headers.get('location');
  if (location !== undefined) expect(location, label).toMatch(/^\/(?![/\\])/);
}

const traversal: readonly string[] = [
  '/../../../../etc/passwd',
  '/docs/../../../etc/passwd',
  '/docs/../docs/intro',
  '/./docs/intro',
  '/assets/../../package.json',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/docs/%2e%2e/%2e%2e/package.json',
  '/..%252f..%252fetc%252fpasswd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/..\\..\\etc\\passwd',
  '/docs/..%5c..%5cpackage.json',
  '/deploy/nginx/site.conf',
  '/package.json',
];

const nulBytes: readonly string[] = ['/%00', '/docs/intro%00.html', '/index.html%00', '/%00/../etc/passwd'];

const doubleSlashes: readonly string[] = [
  '//etc/passwd',
  '//evil.example/',
  '//evil.example/index.html',
  '/docs//intro',
  '///',
  '/\\evil.example/',
];

const dotfiles: readonly string[] = [
  '/.env',
  '/.git/config',
  '/.git/HEAD',
  '/.htaccess',
  '/.DS_Store',
  '/docs/.hidden',
  '/assets/.gitkeep',
  '/.well-known/security.txt',
  '/.nginx/csp.conf',
];

for (const [group, paths] of [
  ['path traversal', traversal],
  ['NUL bytes', nulBytes],
  ['double slashes', doubleSlashes],
  ['dotfiles', dotfiles],
] as const) {
  test(`${group} get a 4xx`, async ({baseURL}) => {
    for (const path of paths) {
      expectRefused(await rawRequest(baseURL ?? '', `GET ${path} HTTP/1.1`), path);
    }
  });
}

test('dotfiles answer with the not-found page, as if they did not exist', async ({baseURL}) => {
  for (const path of dotfiles) {
    const response = await rawRequest(baseURL ?? '', `GET ${path} HTTP/1.1`);
    expect(response.status, path).toBe(404);
  }
});

test('very long paths and query strings get a 4xx', async ({baseURL}) => {
  const base = baseURL ?? '';
  const cases: ReadonlyArray<readonly [label: string, target: string]> = [
    ['a 300-character path segment', `/${'a'.repeat(300)}`],
    ['a 1,100-character path', `/docs/${'a'.repeat(1_100)}`],
    ['a 5,000-character path with a trailing slash', `/docs/${'a/'.repeat(2_500)}`],
    ['a path just under the 8 KB request-line limit', `/${'b'.repeat(8_000)}`],
    ['a 20,000-character path', `/${'c'.repeat(20_000)}`],
    ['a 20,000-character query string', `/docs/intro?q=${'d'.repeat(20_000)}`],
    ['a 100,000-character query string', `/?${'e=1&'.repeat(25_000)}`],
  ];
  for (const [label, target] of cases) {
    expectRefused(await rawRequest(base, `GET ${target} HTTP/1.1`), label);
  }
});

test('methods other than GET and HEAD get a 4xx', async ({baseURL}) => {
  const base = baseURL ?? '';
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'BREW', 'FOO-BAR']) {
    const response = await rawRequest(base, `${method} /docs/intro HTTP/1.1`, ['Content-Length: 0']);
    expectRefused(response, method);
    expect(response.status, method).toBe(405);
  }
  // Not a method token at all: the parser refuses it.
  expectRefused(await rawRequest(base, 'get /docs/intro HTTP/1.1'), 'lowercase method');
  expectRefused(await rawRequest(base, 'G@T /docs/intro HTTP/1.1'), 'invalid method');
});

test('a request body is refused, not stored', async ({baseURL}) => {
  const response = await rawRequest(baseURL ?? '', 'POST / HTTP/1.1', [
    'Content-Type: text/plain',
    `Content-Length: 2000000`,
  ]);
  expectRefused(response, 'POST with a 2 MB body announced');
});

test('the well-formed neighbours of these requests still work', async ({baseURL}) => {
  const base = baseURL ?? '';
  expect((await rawRequest(base, 'GET /docs/intro HTTP/1.1')).status).toBe(200);
  expect((await rawRequest(base, 'HEAD /docs/intro HTTP/1.1')).status).toBe(200);
  expect((await rawRequest(base, 'GET /docs/intro?q=%2e%2e%2f HTTP/1.1')).status).toBe(200);
  expect((await rawRequest(base, 'GET /docs/intro HTTP/1.0')).status).toBe(200);
});
