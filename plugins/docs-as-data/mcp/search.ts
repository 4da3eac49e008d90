/**
 * search_docs: the site's own Pagefind index, searched with the Pagefind client the build wrote
 * (`build/pagefind/pagefind.js`, bundled into the server file), which runs in Node as it does in
 * the browser: it fetches the index and its WebAssembly from the site with `fetch`.
 *
 * The query goes through the search dialog's `searchTerm` (src/search/engine.ts), and the results
 * are ordered as the dialog orders them: an identifier's own section first, otherwise Pagefind's
 * order. tests/e2e/mcp-server.spec.ts checks that the first result is the dialog's.
 */
import * as pagefindClient from 'pagefind-client';
import {searchTerm} from '../../../src/search/engine';

type SubResult = {
  url: string;
  title: string;
  excerpt: string;
  weighted_locations: {weight: number; balanced_score: number}[];
};
type ResultData = {url: string; excerpt: string; meta: {title?: string}; sub_results: SubResult[]};

type SearchHit = {
  readonly title: string;
  /** The page or section address on the site (`/docs/api/acme-sales#createSale`). */
  readonly path: string;
  readonly url: string;
  /** The same section in the page's Markdown twin. */
  readonly markdownUrl: string;
  readonly excerpt: string;
  readonly sections: readonly {readonly title: string; readonly url: string; readonly markdownUrl: string}[];
};

/** Same test as the dialog's: an operationId, an error code, an event type or a scope. */
function isIdentifier(query: string): boolean {
  return /^[a-z][a-z0-9]*(?:[._:][a-z0-9]+)+$/i.test(query) || /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(query);
}

function namesIdentifier(sub: {url: string; title: string}, query: string): boolean {
  const lower = query.toLowerCase();
  const anchor = sub.url.split('#')[1]?.toLowerCase();
  const title = sub.title.toLowerCase();
  return anchor === lower || title === lower || title.startsWith(`${lower} `);
}

/** Pagefind's zero-width spaces and marks out of a title or an excerpt. */
function plain(text: string): string {
  return text
    .replace(/<\/?mark>/g, '')
    .replace(/\u200b/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .trim();
}

export class DocsSearch {
  private ready: Promise<void> | undefined;

  constructor(private readonly origin: string) {}

  private init(): Promise<void> {
    this.ready ??= (async () => {
      await pagefindClient.options({basePath: `${this.origin}/pagefind/`, excerptLength: 22, noWorker: true});
      await pagefindClient.init();
    })();
    this.ready.catch(() => (this.ready = undefined));
    return this.ready;
  }

  /** Site path (no trailing slash, as the site links pages) from Pagefind's URL. */
  private sitePath(url: string): string {
    const path = url.startsWith(this.origin) ? url.slice(this.origin.length) : url.replace(/^https?:\/\/[^/]+/, '');
    const cleaned = path.replace(/\/(?=#|$)/, '');
    // The home page's sections (`/#topics-heading`) keep their slash.
    return cleaned === '' ? '/' : cleaned.startsWith('#') ? `/${cleaned}` : cleaned;
  }

  private markdownUrl(path: string): string {
    const [page = '/', hash] = path.split('#');
    const twin = page === '/' ? '/index.md' : `${page}.md`;
    return `${this.origin}${twin}${hash === undefined ? '' : `#${hash}`}`;
  }

  async search(typed: string, limit: number): Promise<{total: number; hits: SearchHit[]}> {
    try {
      await this.init();
    } catch (error) {
      throw new Error(`The search index of ${this.origin} could not be loaded: ${(error as Error).message}`);
    }
    const query = searchTerm(typed);
    const found = await pagefindClient.search(query);
    if (found === null) return {total: 0, hits: []};
    const data = (await Promise.all(found.results.slice(0, limit).map((result) => result.data()))) as ResultData[];
    const identifier = isIdentifier(query);
    const pages = data.map((page) => {
      const sections = page.sub_results
        .map((sub) => ({
          sub,
          exact: identifier && namesIdentifier(sub, query),
          score: sub.weighted_locations.reduce((sum, hit) => sum + hit.balanced_score, 0),
        }))
        .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score)
        .slice(0, 4);
      const path = this.sitePath(page.url);
      const subs = sections.map(({sub}) => ({
        title: plain(sub.title),
        path: this.sitePath(sub.url),
        excerpt: plain(sub.excerpt),
      }));
      const best = subs[0] ?? {title: plain(page.meta.title ?? path), path, excerpt: plain(page.excerpt)};
      const hit: SearchHit = {
        title: plain(page.meta.title ?? path),
        path: best.path,
        url: `${this.origin}${best.path}`,
        markdownUrl: this.markdownUrl(best.path),
        excerpt: best.excerpt,
        sections: subs.map((sub) => ({
          title: sub.title,
          url: `${this.origin}${sub.path}`,
          markdownUrl: this.markdownUrl(sub.path),
        })),
      };
      return {exact: sections.some((section) => section.exact), hit};
    });
    pages.sort((a, b) => Number(b.exact) - Number(a.exact));
    return {total: found.results.length, hits: pages.map(({hit}) => hit)};
  }
}
