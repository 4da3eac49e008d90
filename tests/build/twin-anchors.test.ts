// The Markdown twins of the build as an agent cites them: every anchor of a page (sections,
// operations, events, error codes, fields) is in its twin as `<a id="…"></a>`, the twin has no
// anchor the page lacks, and links between twins lead to twins and to anchors that exist.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {routes, type ManifestRoute} from '../routes';

const site = 'https://docs.acme.example';

function isContent(route: ManifestRoute): boolean {
  if (route.kind === 'home' || route.kind === 'page' || route.kind === 'guide' || route.kind === 'reference')
    return true;
  return route.kind === 'blog' && !/^\/blog(?:$|\/(?:archive|authors|tags)(?:\/|$))/.test(route.path);
}
const contentRoutes = routes.filter(isContent).map((route) => route.path);

const twinFile = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);

function built(file: string): string {
  const at = path.join('build', file);
  if (!existsSync(at)) throw new Error(`${at} is missing: run \`npm run build\` before \`npm run test:build\``);
  return readFileSync(at, 'utf8');
}

const decode = (id: string) =>
  id.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Ids of the site's frame (skip link, icon sprites), not of the page's content. */
const frameIds = new Set([
  '__docusaurus',
  '__docusaurus_skipToContent_fallback',
  'theme-svg-external-link',
  '__blog-post-container',
  '__docusaurus-base-url-issue-banner',
  '__docusaurus-base-url-issue-banner-suggestion-container',
]);

/** The ids of a built page's elements, as a link's fragment names them. */
function pageIds(route: string): Set<string> {
  const html = built(path.join(route, 'index.html'));
  const ids = [...html.matchAll(/<[a-z][a-z0-9]*\s[^>]*?\bid=(?:"([^"]*)"|([^\s>"]+))/g)].map((match) =>
    decode(match[1] ?? match[2] ?? ''),
  );
  return new Set(ids.filter((id) => id !== '' && !frameIds.has(id)));
}

/** The anchors a twin carries (not one shown as code, as the guide about twins does). */
function twinAnchors(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/(?<!`)<a id="([^"]*)"><\/a>/g)].map((match) => decode(match[1] ?? '')));
}

/**
 * Fields of a webhook event's payload: the page creates them when a reader opens the payload
 * (they are loaded on demand), so they are not in the built HTML; the twin lists them.
 */
function onDemand(id: string, eventIds: ReadonlySet<string>): boolean {
  const at = id.indexOf('-object-');
  return at > 0 && eventIds.has(id.slice(0, at));
}

describe('twin anchors', () => {
  const eventIds = new Set(
    [...built('docs/api/webhooks.md').matchAll(/^#### `[a-z0-9_.]+` — .+ <a id="([A-Za-z0-9]+)"><\/a>$/gm)].map(
      (match) => match[1] ?? '',
    ),
  );

  it('knows the webhook events, whose payload fields load on demand', () => {
    expect(eventIds.size).toBeGreaterThan(30);
    expect(eventIds.has('contractActivated')).toBe(true);
  });

  for (const route of contentRoutes) {
    it(`${route}: the twin has every anchor of the page, and none the page lacks`, () => {
      const page = pageIds(route);
      const twin = twinAnchors(built(twinFile(route)));
      expect([...page].filter((id) => !twin.has(id))).toEqual([]);
      expect([...twin].filter((id) => !page.has(id) && !onDemand(id, eventIds))).toEqual([]);
    });
  }

  it('anchors the sections an agent cites most', () => {
    expect(twinAnchors(built('docs/api/acme-sales.md')).has('createSale')).toBe(true);
    expect(twinAnchors(built('docs/api/webhooks.md')).has('saleRequiresAction')).toBe(true);
    expect(twinAnchors(built('docs/errors.md')).has('rate_limited')).toBe(true);
    expect(twinAnchors(built('docs/api/acme-sales.md')).has('createSale-request-protection-device-imei')).toBe(true);
  });
});

describe('links between twins', () => {
  const pages = new Set(contentRoutes);
  const twins = new Map(contentRoutes.map((route) => [route, built(twinFile(route))]));

  it('lead to the twin of a page, never to its HTML, and to an anchor that twin has', () => {
    const toHtml: string[] = [];
    const broken: string[] = [];
    let twinLinks = 0;
    for (const [route, markdown] of twins) {
      for (const match of markdown.matchAll(/\]\((https:\/\/docs\.acme\.example(\/[^)#\s]*)?(?:#([^)\s]*))?)\)/g)) {
        const target = match[2] === undefined || match[2] === '' ? '/' : match[2];
        const hash = match[3];
        if (pages.has(target)) toHtml.push(`${route} → ${match[1] ?? ''}`);
        if (!target.endsWith('.md')) continue;
        twinLinks += 1;
        const page = target === '/index.md' ? '/' : target.slice(0, -'.md'.length);
        const linked = twins.get(page);
        if (linked === undefined) broken.push(`${route} → ${match[1] ?? ''} (no such twin)`);
        else if (hash !== undefined && !twinAnchors(linked).has(decodeURIComponent(hash)))
          broken.push(`${route} → ${match[1] ?? ''} (no such anchor)`);
      }
    }
    expect(twinLinks).toBeGreaterThan(2000);
    expect(toHtml).toEqual([]);
    expect(broken).toEqual([]);
  });

  it('to a section of the same page are its fragment alone, and reach an anchor of that page', () => {
    const broken: string[] = [];
    let sameTwin = 0;
    for (const [route, markdown] of twins) {
      const anchors = twinAnchors(markdown);
      for (const match of markdown.matchAll(/\]\(#([^)\s]+)\)/g)) {
        sameTwin += 1;
        if (!anchors.has(decodeURIComponent(match[1] ?? ''))) broken.push(`${route} → #${match[1] ?? ''}`);
      }
      const self = `${site}/${twinFile(route)}#`;
      if (markdown.includes(`](${self}`)) broken.push(`${route} links to itself by its full address`);
    }
    expect(sameTwin).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });

  it(`start with the page's own address, which stays the HTML page`, () => {
    expect(twins.get('/docs/quotes')?.split('\n')[2]).toBe(`${site}/docs/quotes`);
  });
});
