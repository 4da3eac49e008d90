import {createHash} from 'node:crypto';
import {statSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, type APIRequestContext} from '@playwright/test';
import {
  brotliAvailable,
  buildDir,
  buildFiles,
  executableInlineScriptHashes,
  parseCsp,
  rawRequest,
  readBuildFile,
  type RawResponse,
} from './support';
import {hstsMaxAge, listMembers, permissionsPolicy} from '../support/header-values';

type Headers = ReadonlyMap<string, string>;

async function headersOf(
  request: APIRequestContext,
  path: string,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<{status: number; headers: Headers}> {
  const response =
    method === 'GET' ? await request.get(path, {maxRedirects: 0}) : await request.head(path, {maxRedirects: 0});
  return {status: response.status(), headers: new Map(Object.entries(response.headers()))};
}

function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy');
  expect(csp, 'Content-Security-Policy').toBeDefined();
  const directives = parseCsp(csp ?? '');
  const scriptSrc = directives.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('default-src')).toEqual(["'self'"]);

  expect(
    hstsMaxAge(headers.get('strict-transport-security')),
    'HSTS max-age of at least a year',
  ).toBeGreaterThanOrEqual(31_536_000);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = permissionsPolicy(headers.get('permissions-policy'));
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
    expect(permissions.get(feature), feature).toBe('()');
  expect(headers.get('x-frame-options')).toBe('DENY');
  // server_tokens off: the product name only, no version.
  expect(headers.get('server')).toBe('nginx');
}

test('the header readers reject the neighbouring values a substring match would accept', () => {
  // Each reader above, fed a wrong value that contains the right one's text.
  expect(hstsMaxAge('s-max-age=63072000')).toBeUndefined();
  expect(hstsMaxAge('max-age=300; includeSubDomains')).toBe(300);
  expect(permissionsPolicy('xcamera=(), camera=(self)').get('camera')).toBe('(self)');
  expect(permissionsPolicy('microphone=()').get('camera')).toBeUndefined();
  expect(listMembers('X-Accept-Encoding, Accept')).not.toContain('accept-encoding');
  expect(listMembers('Accept-Encoding')).not.toContain('accept');
});

function rawHeaders(response: RawResponse): Headers {
  return response.headers;
}

test.describe('security headers on every kind of response', () => {
  const cases: ReadonlyArray<readonly [label: string, path: string, status: number]> = [
    ['a page', '/docs/intro', 200],
    ['the home page', '/', 200],
    ['a hashed script', '', 200],
    ['the search engine', '/pagefind/pagefind.js', 200],
    ['the sitemap', '/sitemap.xml', 200],
    ['a redirect', '/docs/intro/', 301],
    ['a not-found page', '/nothing-here', 404],
    ['a dotfile', '/.env', 404],
  ];
  for (const [label, path, status] of cases) {
    test(`${label} (${status})`, async ({request}) => {
      const target = path === '' ? firstAsset('.js') : path;
      const response = await headersOf(request, target);
      expect(response.status).toBe(status);
      expectSecurityHeaders(response.headers);
    });
  }

  test('a refused method (405) with an Allow header', async ({request}) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] as const) {
      const response = await request.fetch('/docs/intro', {method, maxRedirects: 0});
      expect(response.status(), method).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD');
      expectSecurityHeaders(new Map(Object.entries(response.headers())));
    }
  });

  test('a bad request (400) and a too-long request line (414)', async ({baseURL}) => {
    const bad = await rawRequest(baseURL ?? '', 'GET //etc/passwd HTTP/1.1');
    expect(bad.status).toBe(400);
    expectSecurityHeaders(rawHeaders(bad));
    const tooLong = await rawRequest(baseURL ?? '', `GET /?q=${'a'.repeat(20_000)} HTTP/1.1`);
    expect(tooLong.status).toBe(414);
    expectSecurityHeaders(rawHeaders(tooLong));
    // nginx's own error pages name no version either.
    expect(tooLong.body).not.toMatch(/nginx\/\d/);
  });
});

test.describe('Content-Security-Policy script hashes', () => {
  test('allow exactly the inline scripts of the current build (the include is regenerated after each build)', async ({
    request,
  }) => {
    const expected = new Set<string>();
    for (const file of buildFiles().filter((path) => path.endsWith('.html'))) {
      for (const hash of executableInlineScriptHashes(readBuildFile(file))) expected.add(hash);
    }
    expect(expected.size, 'the build emits inline scripts (colour mode)').toBeGreaterThan(0);
    const {headers} = await headersOf(request, '/');
    const hashes = (parseCsp(headers.get('content-security-policy') ?? '').get('script-src') ?? []).filter((source) =>
      source.startsWith("'sha256-"),
    );
    expect(new Set(hashes)).toEqual(expected);
  });
});

test.describe('caching by file type', () => {
  const immutable = 'public, max-age=31536000, immutable';

  test('every file under /assets/ has a content hash in its name, so a year of caching is safe', () => {
    const unhashed = buildFiles()
      .filter((path) => path.startsWith('/assets/') && !/\.(?:gz|br)$/.test(path))
      .filter((path) => !/[.-][0-9a-f]{8,}\.[0-9a-z]+$/.test(path));
    expect(unhashed).toEqual([]);
  });

  test('hashed assets and search index fragments are cached for a year, immutable', async ({request}) => {
    for (const path of [firstAsset('.js'), firstAsset('.css'), ...searchFragments().slice(0, 3)]) {
      const {status, headers} = await headersOf(request, path);
      expect(status, path).toBe(200);
      expect(headers.get('cache-control'), path).toBe(immutable);
    }
  });

  test('HTML, sitemap, the search entry files, downloads and llms.txt are revalidated', async ({request}) => {
    const paths = [
      '/',
      '/docs/intro',
      '/blog/mdx-blog-post',
      '/sitemap.xml',
      '/openapi.yaml',
      '/openapi.json',
      '/llms.txt',
      '/img/logo.svg',
      '/blog/rss.xml',
      ...searchEntryFiles(),
    ];
    for (const path of paths) {
      const {status, headers} = await headersOf(request, path);
      expect(status, path).toBe(200);
      expect(headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  test('redirects and 404s are never cached for a year, even under /assets/', async ({request}) => {
    const missing = await headersOf(request, '/assets/js/missing.0123abcd.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    const redirect = await headersOf(request, '/docs/intro/');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('cache-control')).toBe('no-cache');
  });

  test('revalidation is cheap: a matching ETag gets 304', async ({request}) => {
    const first = await request.get('/docs/intro', {headers: {'accept-encoding': 'identity'}});
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const second = await request.get('/docs/intro', {
      headers: {'accept-encoding': 'identity', 'if-none-match': etag ?? ''},
    });
    expect(second.status()).toBe(304);
    // Another ETag is not a match: the full page again.
    const stale = await request.get('/docs/intro', {
      headers: {'accept-encoding': 'identity', 'if-none-match': '"0-stale"'},
    });
    expect(stale.status()).toBe(200);
  });
});

test.describe('content types', () => {
  const expectedTypes: Readonly<Record<string, string>> = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.json': 'application/json',
    '.xml': 'application/xml; charset=utf-8',
    '.svg': 'image/svg+xml; charset=utf-8',
    '.txt': 'text/plain; charset=utf-8',
    '.md': 'text/markdown; charset=utf-8',
    '.yaml': 'application/yaml; charset=utf-8',
  };

  for (const [extension, type] of Object.entries(expectedTypes)) {
    test(`${extension} files are served as ${type}`, async ({request}) => {
      // Pages are requested by their clean URL (`/x/index.html` redirects to `/x`).
      const sample = extension === '.html' ? '/docs/intro' : buildFiles().find((path) => path.endsWith(extension));
      if (sample === undefined) throw new Error(`the build has no ${extension} file`);
      const {status, headers} = await headersOf(request, sample);
      expect(status, sample).toBe(200);
      expect(headers.get('content-type'), sample).toBe(type);
    });
  }
});

test.describe('the search index files', () => {
  /** One file of each kind: fragment, index chunk, filter, metadata, and the engine's WebAssembly. */
  function samples(): string[] {
    const extensions = [...new Set(searchFragments().map((path) => path.replace(/^.*\./, '.')))];
    const wasm = buildFiles().find((path) => /^\/pagefind\/wasm\.[a-z]+\.pagefind$/.test(path));
    expect(wasm, 'the search engine WebAssembly').toBeDefined();
    expect(extensions.length).toBeGreaterThanOrEqual(3);
    return [
      ...extensions.map((extension) => searchFragments().find((path) => path.endsWith(extension)) ?? ''),
      wasm ?? '',
    ];
  }

  test('are gzip streams the browser decompresses, for a client that accepts gzip', async ({request}) => {
    for (const path of samples()) {
      const response = await request.get(path, {headers: {'accept-encoding': 'gzip, deflate, br'}});
      const headers = response.headers();
      expect(response.status(), path).toBe(200);
      expect(headers['content-type'], path).toBe('application/octet-stream');
      expect(headers['content-encoding'], path).toBe('gzip');
      expect(listMembers(headers['vary']), path).toContain('accept-encoding');
      // The body as the client decodes it: Pagefind's signature, so the engine skips its own gunzip.
      expect((await response.body()).subarray(0, 12).toString('latin1'), path).toBe('pagefind_dcd');
    }
  });

  test('are sent as they are, gzip bytes without the header, to a client that does not accept gzip', async ({
    request,
  }) => {
    for (const path of samples()) {
      for (const acceptEncoding of ['identity', 'br', 'gzip;q=0', 'x-gzip-like, br']) {
        const response = await request.get(path, {headers: {'accept-encoding': acceptEncoding}});
        const headers = response.headers();
        expect(headers['content-encoding'], `${path} with ${acceptEncoding}`).toBeUndefined();
        expect(listMembers(headers['vary']), path).toContain('accept-encoding');
        // gzip's magic bytes: Pagefind decompresses the file itself.
        expect([...(await response.body()).subarray(0, 2)], path).toEqual([0x1f, 0x8b]);
      }
    }
  });

  test('only they get the header: the entry files arrive as the build wrote them', async ({request}) => {
    // A Content-Encoding added to a file that is not gzip (or a second one on a .gz twin) would
    // make the client fail to decode it or decode it into something else.
    for (const path of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json']) {
      const response = await request.get(path, {headers: {'accept-encoding': 'gzip'}});
      expect(response.status(), path).toBe(200);
      // Compared by hash: a failure prints two lines instead of the whole script.
      expect(sha256(await response.body()), path).toBe(sha256(Buffer.from(readBuildFile(path))));
    }
  });
});

test.describe('compression', () => {
  test('pages and scripts are served from the precompressed .gz twins', async ({request}) => {
    for (const path of ['/docs/intro', mainScript(), '/pagefind/pagefind.js']) {
      const file = path === '/docs/intro' ? '/docs/intro/index.html' : path;
      const response = await request.get(path, {headers: {'accept-encoding': 'gzip'}});
      const headers = response.headers();
      expect(headers['content-encoding'], path).toBe('gzip');
      expect(listMembers(headers['vary']), path).toContain('accept-encoding');
      // gzip_static sends the file written at build time, whose size nginx knows up front; dynamic
      // gzip would stream chunks without a Content-Length.
      expect(Number(headers['content-length']), path).toBe(statSync(join(buildDir, `${file}.gz`)).size);
    }
  });

  test('brotli twins are served to clients that accept br', async ({request}) => {
    test.skip(!brotliAvailable, 'Debian package libnginx-mod-http-brotli-static is not installed');
    const response = await request.get('/docs/intro', {headers: {'accept-encoding': 'gzip, deflate, br'}});
    expect(response.headers()['content-encoding']).toBe('br');
    expect(Number(response.headers()['content-length'])).toBe(
      statSync(join(buildDir, 'docs/intro/index.html.br')).size,
    );
    expect(await response.text()).toBe(readBuildFile('/docs/intro/index.html'));
  });

  test('clients that accept no compression get the plain file', async ({request}) => {
    const response = await request.get('/docs/intro', {headers: {'accept-encoding': 'identity'}});
    expect(response.headers()['content-encoding']).toBeUndefined();
    expect(await response.text()).toBe(readBuildFile('/docs/intro/index.html'));
  });
});

/** The main bundle: large enough to have compressed twins. */
function mainScript(): string {
  const path = buildFiles().find((file) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(file));
  if (path === undefined) throw new Error('no main bundle under build/assets/js');
  return path;
}

function firstAsset(extension: string): string {
  const path = buildFiles().find((file) => file.startsWith('/assets/') && file.endsWith(extension));
  if (path === undefined) throw new Error(`no ${extension} file under build/assets`);
  return path;
}

/** The search index's files whose names carry their content's hash (`…/en_<hash>.pf_fragment`). */
function searchFragments(): string[] {
  const fragments = buildFiles().filter((path) => /^\/pagefind\/.+_[0-9a-f]{7,}\.pf_[a-z]+$/.test(path));
  if (fragments.length === 0) throw new Error('the build has no search index fragments');
  return fragments;
}

/** The search index's entry files, whose names stay the same from build to build. */
function searchEntryFiles(): string[] {
  const entries = buildFiles().filter(
    (path) => path.startsWith('/pagefind/') && !/\.(?:gz|br)$/.test(path) && !/_[0-9a-f]{7,}\.pf_[a-z]+$/.test(path),
  );
  expect(entries).toContain('/pagefind/pagefind.js');
  return entries;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
