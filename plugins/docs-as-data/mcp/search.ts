/**
 * search_docs: the site's own Pagefind index, searched with the Pagefind client the build wrote
 * (`build/pagefind/pagefind.js`, bundled into the server file), which runs in Node as it does in
 * the browser: it fetches the index and its WebAssembly from the site with `fetch`.
 *
 * The query runs through the search dialog's own pipeline (`searchWith` in src/search/engine.ts:
 * the same words, partial-match fallback and ranking rules), so results come in the dialog's
 * order; tests/e2e/mcp-server.spec.ts checks that the first result is the dialog's.
 */
import * as pagefindClient from 'pagefind-client';
import {sectionsPath, searchWith, type Pagefind} from '../../../src/search/engine';
import type {SectionTable} from '../../../src/search/rank';
import {pagefindBrowserOptions} from '../../../src/search/options';

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
  /** The index's pages and sections, which the dialog's ranking reads too (src/search/rank.ts). */
  private sections: SectionTable = {};

  constructor(private readonly origin: string) {}

  private init(): Promise<void> {
    this.ready ??= (async () => {
      await pagefindClient.options({...pagefindBrowserOptions, basePath: `${this.origin}/pagefind/`});
      await pagefindClient.init();
      const response = await fetch(`${this.origin}/${sectionsPath}`);
      if (!response.ok) throw new Error(`${sectionsPath}: HTTP ${response.status}`);
      this.sections = (await response.json()) as SectionTable;
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
    // The bundled client has the browser client's API (src/search/engine.ts types it).
    const answer = await searchWith(pagefindClient as unknown as Pagefind, typed, {}, limit, this.sections);
    const hits = answer.pages.map((page): SearchHit => {
      const subs = page.subResults.map((sub) => ({
        title: plain(sub.title),
        path: this.sitePath(sub.url),
        excerpt: plain(sub.excerpt),
      }));
      const path = this.sitePath(page.url);
      const best = subs[0] ?? {title: plain(page.title), path, excerpt: plain(page.excerpt)};
      return {
        title: plain(page.title),
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
    });
    return {total: answer.total, hits};
  }
}
