import {test, expect} from '@playwright/test';
import {documentTitle as titleOf, pageRoutes, routes} from '../routes';
import {mediaType} from '../support/header-values';
import {documentTitle, firstHeading} from './support';

// Through nginx, every page must answer at its clean URL directly (no redirect hop), the other
// spellings of a page URL must redirect to it, and everything else must be the not-found page.

const notFoundTitle = titleOf({kind: 'page', title: 'Page Not Found'});

test.describe('route manifest through nginx', () => {
  // The tests below are generated from the manifest: an empty kind would pass by running nothing.
  test('the manifest lists pages, downloads and redirects', () => {
    for (const kind of ['file', 'redirect'] as const)
      expect(routes.filter((r) => r.kind === kind).length, kind).toBeGreaterThan(0);
    expect(pageRoutes.length).toBeGreaterThan(0);
  });

  for (const route of pageRoutes) {
    test(`${route.path} answers 200 with its title`, async ({request}) => {
      const response = await request.get(route.path, {maxRedirects: 0});
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const body = await response.text();
      expect(documentTitle(body)).toBe(titleOf(route));
      if (route.h1 !== undefined) expect(firstHeading(body)).toBe(route.h1);
    });
  }

  for (const route of routes.filter((r) => r.kind === 'file')) {
    test(`${route.path} answers 200 as ${route.contentType ?? ''}`, async ({request}) => {
      expect(route.contentType, 'a download names its media type').toBeDefined();
      const response = await request.get(route.path, {maxRedirects: 0});
      expect(response.status()).toBe(200);
      expect(mediaType(response.headers()['content-type'])).toBe(route.contentType);
      expect((await response.text()).startsWith(route.title)).toBe(true);
    });
  }

  // The aliases answer a real 301 here (the build's alias pages serve other static hosts), with the
  // query string kept; browser.spec.ts follows them under the production CSP.
  for (const route of routes.filter((r) => r.kind === 'redirect')) {
    test(`${route.path} answers 301 to ${route.to ?? ''}`, async ({request}) => {
      for (const [from, to] of [
        [route.path, route.to],
        [`${route.path}/`, route.to],
        [`${route.path}?lang=python`, `${route.to ?? ''}?lang=python`],
      ] as const) {
        const response = await request.get(from, {maxRedirects: 0});
        expect(response.status(), from).toBe(301);
        expect(response.headers()['location'], from).toBe(to);
      }
    });
  }
});

test.describe('not-found page', () => {
  for (const path of [
    '/does-not-exist',
    '/docs/no-such-guide',
    '/blog/2099/nothing',
    '/assets/js/missing.0123abcd.js',
    '/docs',
    '/404',
    '/404.html',
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({request}) => {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(documentTitle(await response.text())).toBe(notFoundTitle);
    });
  }

  test('a HEAD request for an unknown path is a 404 too', async ({request}) => {
    const response = await request.head('/does-not-exist', {maxRedirects: 0});
    expect(response.status()).toBe(404);
    // and not for every path: a page answers HEAD with 200.
    expect((await request.head('/docs/intro', {maxRedirects: 0})).status()).toBe(200);
  });
});

test.describe('canonical page URLs', () => {
  const redirects: ReadonlyArray<readonly [from: string, to: string]> = [
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/blog/mdx-blog-post.html', '/blog/mdx-blog-post'],
    ['/blog/tags/hello/index.html', '/blog/tags/hello'],
    ['/markdown-page/', '/markdown-page'],
    ['/index.html', '/'],
    // The query string survives the redirect (the search page reads ?q=).
    ['/search.html?q=certify', '/search?q=certify'],
    ['/search/?q=a%20b&x=1', '/search?q=a%20b&x=1'],
    ['/search/index.html?q=certify', '/search?q=certify'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} answers 301 to ${to}`, async ({request}) => {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
    });
  }

  test('following the redirect lands on the page', async ({request}) => {
    const response = await request.get('/docs/intro/index.html');
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe('/docs/intro');
    expect(firstHeading(await response.text())).toBe('Introduction to the Unified API');
  });

  test('a redirect for an unknown page ends at the not-found page', async ({request}) => {
    const response = await request.get('/no-such-page/', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/no-such-page');
    expect((await request.get('/no-such-page/')).status()).toBe(404);
  });
});
