/**
 * The site search, on Pagefind's browser client. The client (`/pagefind/pagefind.js`, its
 * WebAssembly and the index fragments) is written by the build (plugins/build-output) and
 * loaded only when a reader starts to search: never with the page.
 */

import {aliases, searchSections, searchVariantValue, variants as siteVariants, type SearchSection} from '../site/model';

/** The filters the index carries (see the `data-pagefind-filter` attributes in the components). */
export const sections = searchSections;
type Section = SearchSection;
export const variants: readonly string[] = siteVariants.map(searchVariantValue);
type Variant = string;

export type SearchFilters = {readonly section?: Section | undefined; readonly variant?: Variant | undefined};

type SubResult = {readonly url: string; readonly title: string; readonly excerpt: string};
type PageResult = {
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
  readonly section: string | undefined;
  /** At least one: the matching sections, best first, the page top included. */
  readonly subResults: readonly SubResult[];
};

/** The part of Pagefind's browser API that the site uses. */
type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: {title?: string};
  filters: Record<string, string[]>;
  sub_results: {
    url: string;
    title: string;
    excerpt: string;
    weighted_locations: {weight: number; balanced_score: number}[];
  }[];
};
type PagefindFilter = Record<string, string | {any: string[]}>;
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options?: {filters?: PagefindFilter}): Promise<void>;
  search(
    term: string,
    options?: {filters?: PagefindFilter},
  ): Promise<{results: {id: string; data(): Promise<PagefindResultData>}[]} | null>;
};

export class SearchUnavailableError extends Error {}

/** Written by the build next to the pages (the site is served from the root). */
const clientUrl = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;

/** Loads the Pagefind client once; rejects with SearchUnavailableError when the site has no index. */
export function loadSearch(): Promise<Pagefind> {
  loading ??= (async () => {
    let pagefind: Pagefind;
    try {
      // Not a module of the bundle: the build writes it after bundling.
      pagefind = (await import(/* webpackIgnore: true */ clientUrl)) as Pagefind;
    } catch {
      loading = undefined;
      throw new SearchUnavailableError('The search index is not available.');
    }
    // The index is small enough to search on the main thread in a few milliseconds; a worker would
    // cost the first search another script download.
    await pagefind.options({excerptLength: 22, noWorker: true});
    await pagefind.init();
    return pagefind;
  })();
  return loading;
}

function pagefindFilters(filters: SearchFilters): PagefindFilter {
  const result: PagefindFilter = {};
  if (filters.section !== undefined) result['section'] = filters.section;
  // A guide for both variants is part of each variant's reading.
  if (filters.variant !== undefined) result['variant'] = {any: [filters.variant, searchVariantValue('both')]};
  return result;
}

/** Pagefind addresses pages by their directory (`/docs/errors/`); the site's URLs have no trailing slash. */
function siteUrl(url: string): string {
  return url.replace(/\/(?=#|$)/, '') || '/';
}

export type SearchAnswer = {readonly total: number; readonly pages: readonly PageResult[]};

/**
 * Whether the reader typed an identifier: an operationId (`createSale`), an error code
 * (`rate_limited`), an event type (`contract.activated`) or a scope (`customers:read`).
 */
function isIdentifier(query: string): boolean {
  return /^[a-z][a-z0-9]*(?:[._:][a-z0-9]+)+$/i.test(query) || /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(query);
}

/** A section that is the identifier itself: its anchor, or a heading that starts with it. */
function namesIdentifier(sub: {url: string; title: string}, query: string): boolean {
  const lower = query.toLowerCase();
  const anchor = sub.url.split('#')[1]?.toLowerCase();
  const title = sub.title.toLowerCase();
  return anchor === lower || title === lower || title.startsWith(`${lower} `);
}

/**
 * How many pages match, and the first `limit` of them, each with its matching sections. For an
 * identifier, the page whose section is that identifier comes first, with that section first:
 * Pagefind alone ranks pages that mention an identifier often (every operation that lists an
 * event type, say) above the one place that defines it.
 */
/**
 * Some pages are published at misspelt addresses (the site model's aliases lead from the right
 * spelling to them), so partners type those spellings; search for the words the pages use, in the
 * plural and the singular.
 */
const publishedSpellings: Readonly<Record<string, string>> = Object.fromEntries(
  aliases.flatMap((alias) => {
    const published = alias.to.split('/').at(-1) ?? '';
    const correct = alias.from.split('/').at(-1) ?? '';
    return [
      [published, correct],
      [published.replace(/s$/, ''), correct.replace(/s$/, '')],
    ];
  }),
);

/**
 * Words that occur on nearly every page. Pagefind has no stop-word list: each word of a query is
 * looked up and scored, and `the` alone sits at tens of thousands of positions, which made
 * "complete the sale" the slowest query while adding nothing to the ranking. They are left out of
 * a query that has other words (and kept in a quoted phrase, which must match word for word).
 */
const stopWords = new Set(['a', 'an', 'and', 'for', 'how', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'with']);

/** The words Pagefind searches for: published misspellings mapped, stop words left out. */
export function searchTerm(typed: string): string {
  const words = typed
    .trim()
    .split(/\s+/)
    .map((word) => publishedSpellings[word.toLowerCase()] ?? word);
  if (/^".*"$/.test(typed.trim())) return words.join(' ');
  const kept = words.filter((word) => !stopWords.has(word.toLowerCase()));
  return (kept.length > 0 ? kept : words).join(' ');
}

/**
 * Starts loading the index chunks that `typed` needs, while the reader is still typing: Pagefind's
 * `preload`, which its own debounced search also calls before the pause. The search that follows
 * the pause then finds them loaded.
 *
 * Not while the last word is shorter than three letters: the index is split into chunks by
 * alphabetical ranges of words, and one or two letters match words across several chunks that
 * the finished word does not need.
 */
export function preloadTerm(typed: string, filters: SearchFilters): void {
  if ((typed.trim().split(/\s+/).at(-1)?.length ?? 0) < 3) return;
  loadSearch()
    .then((pagefind) => pagefind.preload(searchTerm(typed), {filters: pagefindFilters(filters)}))
    .catch(() => undefined);
}

export async function search(typed: string, filters: SearchFilters, limit: number): Promise<SearchAnswer> {
  const pagefind = await loadSearch();
  const query = searchTerm(typed);
  const found = await pagefind.search(query, {filters: pagefindFilters(filters)});
  if (found === null) return {total: 0, pages: []};
  const data = await Promise.all(found.results.slice(0, limit).map((result) => result.data()));
  const identifier = isIdentifier(query);
  const exact = (sub: {url: string; title: string}) => identifier && namesIdentifier(sub, query);
  const pages = data.map((page) => {
    const sections = page.sub_results
      .map((sub) => ({
        sub,
        exact: exact(sub),
        score: sub.weighted_locations.reduce((sum, hit) => sum + hit.balanced_score, 0),
      }))
      // The page's best-matching sections first; the page top is a section too (no anchor).
      .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score)
      .slice(0, 4);
    const subResults = sections.map(({sub}) => ({url: siteUrl(sub.url), title: sub.title, excerpt: sub.excerpt}));
    return {
      exact: sections.some((section) => section.exact),
      page: {
        url: siteUrl(page.url),
        title: page.meta.title ?? page.url,
        excerpt: page.excerpt,
        section: page.filters['section']?.[0],
        subResults:
          subResults.length > 0
            ? subResults
            : [{url: siteUrl(page.url), title: page.meta.title ?? page.url, excerpt: page.excerpt}],
      },
    };
  });
  // Array.prototype.sort is stable: otherwise Pagefind's order stays.
  pages.sort((a, b) => Number(b.exact) - Number(a.exact));
  return {total: found.results.length, pages: pages.map(({page}) => page)};
}

const recentKey = 'acme.recent-searches';

/** The reader's last searches, newest first (kept in this browser only). */
export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(recentKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const list = [query, ...recentSearches().filter((item) => item !== query)].slice(0, 5);
  try {
    window.localStorage.setItem(recentKey, JSON.stringify(list));
  } catch {
    // Storage can be full or blocked; recent searches are a convenience.
  }
}

export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(recentKey);
  } catch {
    // As above.
  }
}
