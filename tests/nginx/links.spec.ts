// The internal link crawl: linkinator follows every link, image, script, stylesheet and CSS url()
// from the home page and every manifest route through the production nginx server, and checks each
// `#fragment` against the ids of the page it points to — so the guides' `/docs/api/<page>#<operationId>`
// links are checked against the reference pages as served. External links are not fetched: the
// machines that run the tests reach only the npm registry.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {routes} from '../routes';
import {buildDir} from './support';

type Crawl = {readonly links: readonly {url: string; state: string; status?: number; parent?: string}[]};

async function crawl(paths: string[], serverRoot?: string): Promise<Crawl> {
  const {LinkChecker} = await import('linkinator');
  const origins = paths.map((path) => (path.startsWith('http') ? new URL(path).origin : ''));
  return new LinkChecker().check({
    path: paths,
    serverRoot,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 8,
    timeout: 30_000,
    // Local fixture runs get linkinator's own server; site runs skip every other host.
    linksToSkip: async (link) => origins[0] !== '' && !link.startsWith(origins[0] ?? ''),
  });
}

function describeBroken(result: Crawl): string[] {
  return result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status ?? '-'} ${link.url} (from ${link.parent ?? '?'})`)
    .sort();
}

test('the crawler reports a missing page and a misspelt anchor (control)', async () => {
  const result = await crawl(['index.html'], join(__dirname, '..', 'fixtures', 'links'));
  expect(describeBroken(result)).toEqual([
    // The page answers 200, but the anchor is not on it.
    '200 reference.html#createSael (from index.html)',
    '404 missing.html (from index.html)',
  ]);
});

test('the served site has no broken internal links or anchors', async ({baseURL}) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL ?? '').origin;
  const starts = ['/', ...routes.map((route) => route.path)];
  const result = await crawl(starts.map((path) => `${origin}${path}`));
  const broken = describeBroken(result);
  expect(broken, broken.join('\n')).toEqual([]);

  // The crawl covered the site: every page of the build was reached through links.
  const reached = new Set(result.links.filter((link) => link.state === 'OK').map((link) => new URL(link.url).pathname));
  const builtPages = htmlPages(buildDir).filter((page) => page !== '/404');
  expect(builtPages.filter((page) => !reached.has(page))).toEqual([]);
});

test('guides link to operations by #operationId, so the crawl checks those anchors', () => {
  const operationLinks = new Set<string>();
  for (const page of htmlPages(buildDir).filter((p) => p.startsWith('/docs/') && !p.startsWith('/docs/api/'))) {
    const html = readFileSync(join(buildDir, page, 'index.html'), 'utf8');
    for (const match of html.matchAll(/href="?(\/docs\/api\/[a-z0-9_-]+#[a-z]+[A-Z][A-Za-z]*)[">\s]/g))
      operationLinks.add(match[1] ?? '');
  }
  expect(operationLinks.size).toBeGreaterThan(100);
});

/** Every page of the build as its clean URL (`/docs/intro` for docs/intro/index.html). */
function htmlPages(dir: string, prefix = ''): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory() && entry.name !== 'assets')
      pages.push(...htmlPages(join(dir, entry.name), `${prefix}/${entry.name}`));
    else if (entry.name === 'index.html') pages.push(prefix === '' ? '/' : prefix);
    else if (entry.name === '404.html') pages.push('/404');
  }
  return pages;
}
