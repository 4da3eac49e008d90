// Content negotiation: tools that ask for Markdown get a page's Markdown twin at the page's own
// URL; browsers, which always accept HTML, keep getting the page.
import {test, expect} from '@playwright/test';

const markdown = {accept: 'text/markdown', 'accept-encoding': 'identity'};
// What Chromium sends when it navigates to a page.
const browser = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'identity',
};

test('a page asked for as Markdown answers with its twin, as text/markdown, varying by Accept', async ({request}) => {
  const response = await request.get('/docs/quotes', {headers: markdown, maxRedirects: 0});
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(response.headers()['vary']).toMatch(/\bAccept\b/);
  const text = await response.text();
  expect(text).toMatch(/^# Quotes\n\nhttps:\/\/docs\.acme\.example\/docs\/quotes\n/);
});

test('the home page and a reference page have twins too', async ({request}) => {
  const home = await request.get('/', {headers: markdown});
  expect(home.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await home.text()).toMatch(/^# Unified API V4\.x\n/);
  const reference = await request.get('/docs/api/contracts-rental', {headers: markdown});
  expect(await reference.text()).toContain('`GET /contracts/{contract_id}`');
});

test('a browser gets the HTML page at the same URL, and the same URL varies by Accept', async ({request}) => {
  const response = await request.get('/docs/quotes', {headers: browser});
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers()['vary']).toMatch(/\bAccept\b/);
  expect(await response.text()).toContain('<html');
});

test('a client that accepts HTML as well as Markdown gets HTML', async ({request}) => {
  const response = await request.get('/docs/quotes', {headers: {accept: 'text/markdown, text/html;q=0.5'}});
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
});

test('a file URL is that file whatever the client accepts', async ({request}) => {
  const yaml = await request.get('/openapi.yaml', {headers: markdown});
  expect(yaml.headers()['content-type']).toBe('application/yaml; charset=utf-8');
  expect(yaml.headers()['vary'] ?? '').not.toMatch(/\bAccept\b(?!-)/);
  const twin = await request.get('/docs/quotes.md', {headers: browser});
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
});

test('a page without a twin falls back to HTML, and an unknown page is still a 404', async ({request}) => {
  const listing = await request.get('/blog/tags', {headers: markdown});
  expect(listing.status()).toBe(200);
  expect(listing.headers()['content-type']).toBe('text/html; charset=utf-8');
  const missing = await request.get('/docs/no-such-page', {headers: markdown});
  expect(missing.status()).toBe(404);
});
