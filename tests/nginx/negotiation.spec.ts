// Content negotiation: tools that prefer Markdown get a page's Markdown twin at the page's own URL;
// browsers, which always accept HTML, keep getting the page. Every answer of a negotiated URL says
// `Vary: Accept`, and the two variants never share a validator.
import {test, expect} from '@playwright/test';
import {header, send, variesBy, type Answer} from './http-client';

const markdown = {accept: 'text/markdown'};
// What Chromium sends when it navigates to a page.
const browser = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
};

// The nginx project's base URL (playwright.config.ts), for the plain client below.
let origin = '';
test.beforeEach(({baseURL}) => {
  origin = baseURL ?? '';
});
const get = (path: string, headers: Record<string, string> = {}) => send(`${origin}${path}`, headers);
const head = (path: string, headers: Record<string, string> = {}) => send(`${origin}${path}`, headers, 'HEAD');
const isMarkdown = (answer: Answer) => header(answer, 'content-type') === 'text/markdown; charset=utf-8';
const isHtml = (answer: Answer) => header(answer, 'content-type') === 'text/html; charset=utf-8';

test('the Vary check tells Accept from Accept-Encoding', () => {
  // The check below would pass a `/\bAccept\b/` match of `Vary: Accept-Encoding`; this one does not.
  expect(variesBy(['Accept-Encoding'], 'Accept')).toBe(false);
  expect(variesBy(['Accept-Encoding', 'Accept'], 'Accept')).toBe(true);
  expect(variesBy(['Accept-Encoding, Accept'], 'Accept')).toBe(true);
  expect(variesBy(undefined, 'Accept')).toBe(false);
});

test('a page asked for as Markdown answers with its twin, as text/markdown, varying by Accept', async () => {
  const answer = await get('/docs/quotes', markdown);
  expect(answer.status).toBe(200);
  expect(isMarkdown(answer)).toBe(true);
  expect(variesBy(answer.headers.get('vary'), 'Accept')).toBe(true);
  expect(answer.body).toMatch(/^# Quotes\n\nhttps:\/\/docs\.acme\.example\/docs\/quotes\n/);
});

test('the home page and a reference page have twins too', async () => {
  const home = await get('/', markdown);
  expect(isMarkdown(home)).toBe(true);
  expect(home.body).toMatch(/^# Unified API V4\.x\n/);
  const reference = await get('/docs/api/contracts-rental', markdown);
  expect(isMarkdown(reference)).toBe(true);
  expect(reference.body).toContain('`GET /contracts/{contract_id}`');
});

test('a browser gets the HTML page at the same URL, and that answer varies by Accept too', async () => {
  const answer = await get('/docs/quotes', browser);
  expect(answer.status).toBe(200);
  expect(isHtml(answer)).toBe(true);
  expect(variesBy(answer.headers.get('vary'), 'Accept')).toBe(true);
  expect(answer.body).toContain('<html');
});

test.describe('the Accept header is read with its q-values', () => {
  const cases: ReadonlyArray<readonly [accept: string | undefined, variant: 'markdown' | 'html']> = [
    ['text/markdown, text/html;q=0.5', 'markdown'],
    ['text/html;q=0.4, text/markdown;q=0.6', 'markdown'],
    ['text/markdown, text/html', 'html'],
    ['text/markdown;q=0', 'html'],
    ['text/markdown;q=0.5, */*', 'html'],
    ['*/*', 'html'],
    [undefined, 'html'],
  ];
  for (const [accept, variant] of cases) {
    test(`${accept ?? 'no Accept header'} → ${variant}`, async () => {
      const answer = await get('/docs/quotes', accept === undefined ? {} : {accept});
      expect(answer.status).toBe(200);
      expect(variant === 'markdown' ? isMarkdown(answer) : isHtml(answer)).toBe(true);
      expect(variesBy(answer.headers.get('vary'), 'Accept')).toBe(true);
    });
  }
});

test('HEAD and a 304 of a negotiated URL vary by Accept as well', async () => {
  for (const accept of [markdown, browser]) {
    const first = await head('/docs/quotes', accept);
    expect(first.status).toBe(200);
    expect(variesBy(first.headers.get('vary'), 'Accept')).toBe(true);
    const etag = header(first, 'etag');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get('/docs/quotes', {...accept, 'if-none-match': etag ?? ''});
    expect(again.status).toBe(304);
    expect(variesBy(again.headers.get('vary'), 'Accept')).toBe(true);
  }
});

test("the variants' validators differ, so one variant's validator never revalidates the other", async () => {
  for (const path of ['/', '/docs/quotes', '/docs/api/contracts-rental']) {
    const html = await get(path, browser);
    const twin = await get(path, markdown);
    expect(isHtml(html) && isMarkdown(twin), path).toBe(true);
    expect(header(twin, 'etag'), path).not.toBe(header(html, 'etag'));
    expect(header(twin, 'last-modified'), path).not.toBe(header(html, 'last-modified'));

    const twinWithHtmlDate = await get(path, {...markdown, 'if-modified-since': header(html, 'last-modified') ?? ''});
    expect(twinWithHtmlDate.status, `${path}: Markdown asked with the HTML's date`).toBe(200);
    expect(isMarkdown(twinWithHtmlDate)).toBe(true);
    const htmlWithTwinDate = await get(path, {...browser, 'if-modified-since': header(twin, 'last-modified') ?? ''});
    expect(htmlWithTwinDate.status, `${path}: HTML asked with the Markdown's date`).toBe(200);
    const twinWithHtmlTag = await get(path, {...markdown, 'if-none-match': header(html, 'etag') ?? ''});
    expect(twinWithHtmlTag.status, `${path}: Markdown asked with the HTML's ETag`).toBe(200);

    // Each variant's own date still revalidates it.
    const htmlOwnDate = await get(path, {...browser, 'if-modified-since': header(html, 'last-modified') ?? ''});
    expect(htmlOwnDate.status, path).toBe(304);
  }
});

test('a file URL is that file whatever the client accepts, and never varies by Accept', async () => {
  const yaml = await get('/openapi.yaml', markdown);
  expect(yaml.status).toBe(200);
  expect(header(yaml, 'content-type')).toBe('application/yaml; charset=utf-8');
  expect(variesBy(yaml.headers.get('vary'), 'Accept')).toBe(false);
  const twin = await get('/docs/quotes.md', browser);
  expect(isMarkdown(twin)).toBe(true);
  expect(variesBy(twin.headers.get('vary'), 'Accept')).toBe(false);
  const script = await get('/pagefind/pagefind.js', markdown);
  expect(script.status).toBe(200);
  expect(variesBy(script.headers.get('vary'), 'Accept')).toBe(false);
});

test('a page without a twin falls back to HTML, and an unknown page is still a 404', async () => {
  const listing = await get('/blog/tags', markdown);
  expect(listing.status).toBe(200);
  expect(isHtml(listing)).toBe(true);
  const missing = await get('/docs/no-such-page', markdown);
  expect(missing.status).toBe(404);
});
