/**
 * The site search, on Pagefind's client. The client (`/pagefind/pagefind.js`, its WebAssembly and
 * the index fragments) is written by the build (plugins/build-output) and loaded only when a
 * reader starts to search: never with the page. In the browser this module runs in the search's
 * worker (./worker.ts; ./client.ts is the page's side); the MCP server runs it in Node. What the
 * site adds to Pagefind's ranking is in ./rank.ts.
 */
import {pagefindBrowserOptions} from './options';
import {bothVariantsLabel, sectionLabels, variantLabels, type SectionLabel, type VariantLabel} from '../site/model';
import {frameHeadings, headingSpelling, queryWords, rankingWindow, rankSections, type GuideHeadings} from './rank';
import {SearchSupersededError, SearchUnavailableError} from './errors';

export type SearchFilters = {readonly section?: SectionLabel | undefined; readonly variant?: VariantLabel | undefined};

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
  /** The page's indexed text; a match's `location` is the number of its word. */
  content: string;
  excerpt: string;
  meta: {title?: string};
  filters: Record<string, string[]>;
  sub_results: {
    url: string;
    title: string;
    excerpt: string;
    weighted_locations: {weight: number; balanced_score: number; location: number}[];
  }[];
};
type PagefindFilter = Record<string, string | {any: string[]}>;
type PagefindResult = {id: string; data(): Promise<PagefindResultData>};
/** Pagefind's client API, as the browser's `pagefind.js` (and the MCP server's bundled copy) has it. */
export type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: {filters?: PagefindFilter}): Promise<{results: PagefindResult[]} | null>;
  /** Every filter value in the index, with the number of pages that have it. */
  filters(): Promise<Record<string, Record<string, number>>>;
};

/** Written by the build next to the pages (the site is served from the root). */
const clientUrl = '/pagefind/pagefind.js';

/** The guides' section headings by page id, written by the build beside the index (see ./rank.ts, rule 7). */
export const guideHeadingsPath = 'pagefind/guide-headings.json';

let loadingHeadings: Promise<GuideHeadings> | undefined;

/**
 * Loads the guides' headings once, with the client. Without them (an index built before the file
 * existed, a failed request) the search still works, on Pagefind's first pages only.
 */
function loadGuideHeadings(): Promise<GuideHeadings> {
  loadingHeadings ??= fetch(`/${guideHeadingsPath}`)
    .then((response) => (response.ok ? (response.json() as Promise<GuideHeadings>) : {}))
    .catch(() => ({}));
  return loadingHeadings;
}

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
    await pagefind.options(pagefindBrowserOptions);
    await pagefind.init();
    return pagefind;
  })();
  return loading;
}

function pagefindFilters(filters: SearchFilters): PagefindFilter {
  const result: PagefindFilter = {};
  if (filters.section !== undefined) result['section'] = filters.section;
  // A guide for both variants is part of each variant's reading.
  if (filters.variant !== undefined) result['variant'] = {any: [filters.variant, bothVariantsLabel]};
  return result;
}

export type FilterCounts = {
  readonly section: ReadonlyArray<{readonly label: SectionLabel; readonly pages: number}>;
  readonly variant: ReadonlyArray<{readonly label: VariantLabel; readonly pages: number}>;
};

/**
 * The filters the index has, with how many pages each holds, in the site's order of labels. A
 * label the index does not have is not offered. A variant counts its own pages and those for
 * both variants, as the search with that filter finds them.
 */
export async function filterCounts(): Promise<FilterCounts> {
  const index = await (await loadSearch()).filters();
  const sections = index['section'] ?? {};
  const variants = index['variant'] ?? {};
  const both = variants[bothVariantsLabel] ?? 0;
  return {
    section: sectionLabels.flatMap((label) => {
      const pages = sections[label] ?? 0;
      return pages > 0 ? [{label, pages}] : [];
    }),
    variant: Object.values(variantLabels).flatMap((label) => {
      const pages = variants[label] ?? 0;
      return pages > 0 ? [{label, pages: pages + both}] : [];
    }),
  };
}

/** Pagefind addresses pages by their directory (`/docs/errors/`); the site's URLs have no trailing slash. */
function siteUrl(url: string): string {
  return url.replace(/\/(?=#|$)/, '') || '/';
}

export type SearchAnswer = {
  readonly total: number;
  readonly pages: readonly PageResult[];
  /**
   * Words of the query that no page has together with the others, left out to show the best
   * partial matches instead of nothing; empty when every page shown matches every word.
   */
  readonly leftOut: readonly string[];
  /**
   * When only a few pages have every word (fewer than the ranking looks at): the word that the
   * pages after them do without; `total` counts the pages with every word.
   */
  readonly alsoWithout: readonly string[];
};

function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw new SearchSupersededError('A newer query superseded this one.');
}

async function pageCount(pagefind: Pagefind, term: string, filters: PagefindFilter): Promise<number> {
  return (await pagefind.search(term, {filters}))?.results.length ?? 0;
}

/** The word of `words` without which most pages match (the first of equals), and those pages. */
async function withoutOne(
  pagefind: Pagefind,
  words: readonly string[],
  filters: PagefindFilter,
  signal: AbortSignal | undefined,
): Promise<{word: string; results: PagefindResult[]}> {
  let best: {word: string; results: PagefindResult[]} = {word: words[0] ?? '', results: []};
  for (const word of words) {
    checkSignal(signal);
    const found = (await pagefind.search(words.filter((other) => other !== word).join(' '), {filters}))?.results ?? [];
    if (found.length > best.results.length) best = {word, results: found};
  }
  return best;
}

/**
 * Pagefind's results for the words, every word required. When no page has them all: a word no
 * page has is left out (a typo of a heading's word was corrected before, rule 1 of ./rank.ts);
 * then, while no page has the rest together, one word is left out: the one without which most
 * pages match, so the results keep as many of the reader's words as any page has.
 *
 * When fewer than `fill` pages have every word, the pages that have all of them but one follow
 * (`alsoWithout` names that word, chosen as above): a word of the reader's that the guide does not
 * use ("webhook payload format", "undo a scheduled removal") otherwise leaves one or two pages
 * that mention every word in passing, often a reference page, and hides the guide that answers.
 */
async function bestMatches(
  pagefind: Pagefind,
  words: readonly string[],
  fill: number,
  filters: PagefindFilter,
  signal: AbortSignal | undefined,
): Promise<{results: PagefindResult[]; total: number; leftOut: string[]; alsoWithout: string[]}> {
  const all = await pagefind.search(words.join(' '), {filters});
  if (all !== null && all.results.length > 0 && all.results.length < fill && words.length >= 2) {
    const best = await withoutOne(pagefind, words, filters, signal);
    const ids = new Set(all.results.map(({id}) => id));
    const more = best.results.filter(({id}) => !ids.has(id));
    return {
      results: [...all.results, ...more],
      total: all.results.length,
      leftOut: [],
      alsoWithout: more.length > 0 ? [best.word] : [],
    };
  }
  if (all === null || all.results.length > 0 || words.length === 0)
    return {results: all?.results ?? [], total: all?.results.length ?? 0, leftOut: [], alsoWithout: []};
  const leftOut: string[] = [];
  let kept: string[] = [];
  for (const word of words) {
    checkSignal(signal);
    if ((await pageCount(pagefind, word, filters)) > 0) kept.push(word);
    else leftOut.push(word);
  }
  for (;;) {
    checkSignal(signal);
    const found = kept.length > 0 ? await pagefind.search(kept.join(' '), {filters}) : null;
    if ((found?.results.length ?? 0) > 0 || kept.length <= 1)
      return {results: found?.results ?? [], total: found?.results.length ?? 0, leftOut, alsoWithout: []};
    const best = await withoutOne(pagefind, kept, filters, signal);
    kept = kept.filter((word) => word !== best.word);
    leftOut.push(best.word);
  }
}

/**
 * How many pages the site's ranking (./rank.ts) chooses the pages shown from, at least: Pagefind's
 * first, except that a guide whose heading names the query takes the place of a guide without one
 * (rule 7, from the guides' headings file of ~3 KB). Each page's data is one fragment (5–13 KB
 * compressed): eight pages made the first search transfer 171 KB, over its 150 KB budget
 * (tests/e2e/budgets.spec.ts); four keep it under.
 */
const rankedPages = 4;

/** The words of the pages read lately, by page address (see pageWords). */
const wordsByPage = new Map<string, readonly string[]>();

/**
 * A page's words, as Pagefind counts them (separated by whitespace): a match's `location` is the
 * number of its word, and rules 12 and 13 of ./rank.ts read the words matched. Splitting the
 * longest reference page takes a few milliseconds at 4x CPU, and every keystroke searches, mostly
 * on the same pages as the one before: the words of the last pages are kept.
 */
function pageWords(page: PagefindResultData): readonly string[] {
  let words = wordsByPage.get(page.url);
  if (words === undefined) {
    words = page.content.split(/\s+/);
    if (wordsByPage.size >= 24) wordsByPage.delete(wordsByPage.keys().next().value ?? '');
  }
  // The page moves to the end of the map's order: the first is the one used least recently.
  wordsByPage.delete(page.url);
  wordsByPage.set(page.url, words);
  return words;
}

/**
 * How many pages match, and the first `limit` of them, each with its best sections first (see
 * ./rank.ts). `signal`: when a newer query aborts it, this one stops before its next index or
 * fragment load and rejects with SearchSupersededError.
 */
export async function search(
  typed: string,
  filters: SearchFilters,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const [pagefind, headings] = await Promise.all([loadSearch(), loadGuideHeadings()]);
  checkSignal(signal);
  return searchWith(pagefind, typed, filters, limit, signal, headings);
}

/**
 * The search itself, on a loaded Pagefind client: the dialog's, and the MCP server's in Node
 * (plugins/docs-as-data/mcp), so both answer a query alike.
 */
export async function searchWith(
  pagefind: Pagefind,
  typed: string,
  filters: SearchFilters,
  limit: number,
  signal?: AbortSignal,
  headings: GuideHeadings = {},
): Promise<SearchAnswer> {
  const pagefindFilter = pagefindFilters(filters);
  // Rule 1 of ./rank.ts: a typo of a heading's word is searched as that word.
  const words = await Promise.all(
    queryWords(typed).map(async (word) => {
      const known = headingSpelling(word, headings);
      return known !== undefined &&
        (await pageCount(pagefind, word, pagefindFilter)) < (await pageCount(pagefind, known, pagefindFilter))
        ? known
        : word;
    }),
  );
  const query = words.join(' ');
  const {results, total, leftOut, alsoWithout} = await bestMatches(
    pagefind,
    words,
    Math.max(limit, rankedPages),
    pagefindFilter,
    signal,
  );
  checkSignal(signal);
  const ranked = rankingWindow(results, query, headings, Math.max(limit, rankedPages));
  const data = await Promise.all(ranked.map((result) => result.data()));
  checkSignal(signal);
  const pages = data.map((page) => {
    const text = pageWords(page);
    return {
      page,
      section: page.filters['section']?.[0],
      sections: (page.sub_results.length > 0
        ? page.sub_results
        : [{url: page.url, title: page.meta.title ?? page.url, excerpt: page.excerpt, weighted_locations: []}]
      ).map((sub) => ({
        url: siteUrl(sub.url),
        title: sub.title,
        excerpt: excerptText(sub.excerpt),
        score: sub.weighted_locations.reduce((sum, hit) => sum + hit.balanced_score, 0),
        found: sub.weighted_locations.map((hit) => text[hit.location] ?? ''),
      })),
    };
  });
  return {
    total,
    leftOut,
    alsoWithout,
    pages: rankSections(pages, query, frameHeadings(headings))
      .slice(0, limit)
      .map(({page: {page}, sections}) => ({
        url: siteUrl(page.url),
        title: page.meta.title ?? page.url,
        excerpt: excerptText(page.excerpt),
        section: page.filters['section']?.[0],
        // The page's best sections, the page top among them (no anchor).
        subResults: sections.slice(0, 4).map(({url, title, excerpt}) => ({url, title, excerpt})),
      })),
  };
}

/**
 * An excerpt as the page reads. The index has a space between a word and the full stop or colon
 * that closes it (plugins/build-output/search.mjs: "deposit." is otherwise a word of its own), and
 * Pagefind's excerpts are cut from that text.
 */
export function excerptText(excerpt: string): string {
  return excerpt.replace(/(?<=\S) (?=[.:](?:&\w+;|[^\s\w])*(?:\s|$))/g, '');
}
