/**
 * The site search, on Pagefind's client. The client (`/pagefind/pagefind.js`, its WebAssembly and
 * the index fragments) is written by the build (plugins/build-output) and loaded only when a
 * reader starts to search: never with the page. In the browser this module runs in the search's
 * worker (./worker.ts; ./client.ts is the page's side); the MCP server runs it in Node. What the
 * site adds to Pagefind's ranking is in ./rank.ts.
 */
import {pagefindBrowserOptions} from './options';
import {bothVariantsLabel, sectionLabels, variantLabels, type SectionLabel, type VariantLabel} from '../site/model';
import {
  guideHeadings,
  headingSpelling,
  identifierWords,
  isPhrase,
  queryWords,
  readerWords,
  scorePages,
  tableFrame,
  type ScoredPage,
  type SectionTable,
  type SectionWeights,
} from './rank';
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
  /** The page's indexed text; a match's location is the number of its word. */
  content: string;
};
type PagefindFilter = Record<string, string | {any: string[]}>;
type PagefindResult = {
  id: string;
  /** Pagefind's score of the page for the search. */
  score: number;
  /** The numbers of the page's words that matched. */
  words: number[];
  data(): Promise<PagefindResultData>;
};
/** Pagefind's client API, as the browser's `pagefind.js` (and the MCP server's bundled copy) has it. */
export type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: {filters?: PagefindFilter}): Promise<{results: PagefindResult[]} | null>;
  /** Loads the index chunks a search for the term reads, and searches nothing. */
  preload(term: string): Promise<void>;
  /** Every filter value in the index, with the number of pages that have it. */
  filters(): Promise<Record<string, Record<string, number>>>;
};

/** Written by the build next to the pages (the site is served from the root). */
const clientUrl = '/pagefind/pagefind.js';

/** The index's pages and their sections, written by the build beside the index (see ./rank.ts). */
export const sectionsPath = 'pagefind/sections.json';

let loadingSections: Promise<SectionTable> | undefined;

/** Loads the index's sections once, with the client; the search cannot rank without them. */
function loadSections(): Promise<SectionTable> {
  loadingSections ??= fetch(`/${sectionsPath}`)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<SectionTable>;
    })
    .catch(() => {
      loadingSections = undefined;
      throw new SearchUnavailableError('The search index is not available.');
    });
  return loadingSections;
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

export type SearchAnswer = {
  /** The pages with every word of the query (see leftOut when none has). */
  readonly total: number;
  /** The pages ranked: every page with a word of the query, of which `pages` are the first. */
  readonly matched: number;
  readonly pages: readonly PageResult[];
  /**
   * When no page has every word of the query: the words the best page does without, so the reader
   * knows the results are the best partial matches; `total` counts the pages with the other words.
   */
  readonly leftOut: readonly string[];
  /**
   * When some pages have every word (`total` counts them) and a page shown does without some: those
   * words. A word the site never uses, or one that a guide says otherwise, costs a page its
   * share of the score, not its place in the results.
   */
  readonly alsoWithout: readonly string[];
};

function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw new SearchSupersededError('A newer query superseded this one.');
}

/** The words of the pages read lately, by page address (see pageWords). */
const wordsByPage = new Map<string, readonly string[]>();

/**
 * A page's words, as Pagefind counts them (separated by whitespace): a match's `location` is the
 * number of its word, and the excerpts are cut from them. Splitting the
 * longest reference page takes a few milliseconds at 4x CPU, and every keystroke searches, mostly
 * on the same pages as the one before: the words of the last pages are kept.
 */
function pageWords(url: string, content: string): readonly string[] {
  let words = wordsByPage.get(url);
  if (words === undefined) {
    words = content.split(/\s+/);
    if (wordsByPage.size >= 24) wordsByPage.delete(wordsByPage.keys().next().value ?? '');
  }
  // The page moves to the end of the map's order: the first is the one used least recently.
  wordsByPage.delete(url);
  wordsByPage.set(url, words);
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
  const [pagefind, sections] = await Promise.all([loadSearch(), loadSections()]);
  checkSignal(signal);
  return searchWith(pagefind, typed, filters, limit, sections, signal);
}

type Matches = ReadonlyMap<string, PagefindResult>;

/**
 * Terms past every word that starts with each word of `term` or with its stem (the word followed by
 * the highest character there is, which sorts after all of them), whose preload loads the index
 * chunks where those words end. Pagefind searches a word's stem as the start of longer words too
 * ("sale" finds "sales"), and splits the index into chunks by word, but loads only the chunk the
 * word falls in: where a chunk ended between "sale" and "sales", "sale" was scored without the
 * longer words until another search had loaded the next chunk, so the same query ranked
 * differently after other searches. The stem is taken as the word without a plural or verb ending,
 * which holds Pagefind's stem of most words. A prefix whose words fill more than two chunks (a
 * letter or two) can still miss the ones in between, and a word the site does not have falls back
 * to the longest word it does have among the loaded chunks, as Pagefind does.
 */
export function lastExtensions(term: string): string {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  const starts = words.flatMap((word) => [word, word.replace(/(?:ies|ied|ing|ed|es|s)$/, '')]);
  // A single letter starts words in many chunks: the chunk past them would be one more to load
  // on every first keystroke, and the ones in between would still be missing.
  return [...new Set(starts.filter((start) => start.length > 1))].map((start) => `${start}\u{10FFFF}`).join(' ');
}

/**
 * The words Pagefind is asked for (rules 1 to 3 of ./rank.ts), and for each the pages that have it,
 * by page id. Each word is a search of its own (a quoted phrase is one search): Pagefind's search
 * of several words finds only the pages with all of them, and ranks pages, not sections.
 */
export async function queryMatches(
  pagefind: Pagefind,
  typed: string,
  filters: SearchFilters,
  table: SectionTable,
): Promise<{words: string[]; found: Matches[]}> {
  const pagefindFilter = pagefindFilters(filters);
  const filterKey = JSON.stringify(pagefindFilter);
  // A quoted search finds its words as they are (Pagefind's exact search), not the longer words
  // that start with them, and loads the chunks of its words itself.
  const searchOf = (term: string, filter: PagefindFilter): Promise<Matches> =>
    (isPhrase(term) ? Promise.resolve() : pagefind.preload(lastExtensions(term)))
      .then(() => pagefind.search(term, {filters: filter}))
      .then((answer) => new Map((answer?.results ?? []).map((result) => [result.id, result])));
  const searched = new Map<string, Promise<Matches>>();
  const matchesOf = (term: string, filter = pagefindFilter) => {
    const key = `${filter === pagefindFilter ? filterKey : JSON.stringify(filter)} ${term}`;
    let found = searched.get(key);
    if (found === undefined) searched.set(key, (found = searchOf(term, filter)));
    return found;
  };
  // A word that no word of the site is or starts with, by stem, matches the longest start of it that
  // is a word of the site, of three letters and two fifths of it or more ("reservaton" is "reserv",
  // "reservation"), or nothing ("tomorrow"), whichever searches came before. Pagefind falls back to
  // the longest such start among the chunks of the index loaded so far, of any length: "tomorrow"
  // found nothing in a new session and "to" on 65 pages once a search for "terms" had loaded that
  // chunk. The fallback is told apart by the same search with letters added that no word has: it
  // finds the same start, so the same pages. Once the start's own search has loaded its chunk,
  // Pagefind's search of the word finds it, with every match and Pagefind's own scores.
  const fallBack = async (word: string): Promise<Matches> => {
    const pages = await matchesOf(word);
    if ((await matchesOf(`"${word}"`, {})).size > 0) return pages;
    if (pages.size > 0 && !samePages(pages, await matchesOf(`${word}${noWordEnding}`))) return pages;
    for (let length = word.length - 1; length >= Math.max(3, Math.floor(word.length * 0.4)); length--) {
      if ((await matchesOf(`"${word.slice(0, length)}"`, {})).size > 0) return searchOf(word, pagefindFilter);
    }
    return new Map();
  };
  // A word's matches are the same whatever was searched before (see above and lastExtensions), so
  // they are kept for the next keystrokes, which mostly search the same words again.
  let wordSearches = keptWords.get(pagefind);
  if (wordSearches === undefined) keptWords.set(pagefind, (wordSearches = new Map()));
  const kept = wordSearches;
  const wordMatches = (word: string): Promise<Matches> => {
    // A phrase, or a word of other characters (an identifier), is searched as Pagefind finds it,
    // every time.
    if (!/^[a-z]+$/i.test(word)) return matchesOf(word);
    const key = `${filterKey} ${word}`;
    let found = kept.get(key);
    if (found === undefined) {
      found = fallBack(word);
      // A search that failed (a chunk that did not load) is tried again next time.
      found.catch(() => kept.delete(key));
      if (kept.size >= keptWordLimit) kept.delete(kept.keys().next().value ?? '');
    }
    // The word moves to the end of the map's order: the first is the one used least recently.
    kept.delete(key);
    kept.set(key, found);
    return found;
  };
  const headings = guideHeadings(table);
  // Rule 1: a typo of a heading's word is searched as that word, where Pagefind finds that on more
  // pages and finds the word as typed on none as a whole word (a quoted search): "retail" and
  // "pending" are the site's words, not slips of "rental" and "ending". Pagefind finds a typo
  // only as the start of another word ("paymnt" in "pay").
  const words = isPhrase(typed)
    ? [typed.trim()]
    : await Promise.all(
        queryWords(typed).map(async (word) => {
          const known = headingSpelling(word, headings);
          if (known === undefined || (await wordMatches(word)).size >= (await matchesOf(known)).size) return word;
          return (await matchesOf(`"${word}"`)).size > 0 ? word : known;
        }),
      );
  // Rule 14: a reader's word the site also uses is looked up with the site's word, as one word.
  const found = await Promise.all(
    words.map(async (word) => {
      const also = readerWords[word.toLowerCase()];
      if (also !== undefined) return eitherOf(await wordMatches(word), await wordMatches(also));
      // Rule 22: an identifier matches where its words stand together too.
      const parts = identifierWords(word);
      if (parts === undefined) return wordMatches(word);
      return eitherOf(await wordMatches(word), together(await Promise.all(parts.map(wordMatches))));
    }),
  );
  return {words, found};
}

/** The matches of the words searched lately, by filter and word, for each client (see queryMatches). */
const keptWords = new WeakMap<Pagefind, Map<string, Promise<Matches>>>();

/** How many words' matches are kept: a few queries' worth, a few kilobytes each. */
const keptWordLimit = 64;

/** Letters that end no word of the site (see queryMatches). */
export const noWordEnding = 'qxqxq';

/** Whether two searches found the same pages. */
function samePages(one: Matches, other: Matches): boolean {
  return one.size === other.size && [...one.keys()].every((id) => other.has(id));
}

/**
 * Where words stand together, in order, from each word's matches: the pages where they do, with the
 * location of the first word of each place. Pagefind's score of the page is left to the words'
 * own searches.
 */
function together(parts: readonly Matches[]): Matches {
  const [first, ...rest] = parts;
  const pages = new Map<string, PagefindResult>();
  for (const [id, result] of first ?? []) {
    const starts = result.words.filter((at) =>
      rest.every((part, index) => part.get(id)?.words.includes(at + index + 1)),
    );
    if (starts.length === 0) continue;
    pages.set(id, {...result, score: 0, words: starts});
  }
  return pages;
}

/** The pages that have either of two words, each with the matches of both and the sum of Pagefind's scores. */
function eitherOf(one: Matches, other: Matches): Matches {
  const pages = new Map(one);
  for (const [id, result] of other) {
    const both = pages.get(id);
    pages.set(
      id,
      both === undefined
        ? result
        : {
            ...both,
            score: both.score + result.score,
            words: [...new Set([...both.words, ...result.words])].sort((a, b) => a - b),
          },
    );
  }
  return pages;
}

/**
 * What ./rank.ts scores a query by, from queryMatches: the query's words, the words whose headings
 * it matches (a phrase's own words), and each word's matches and Pagefind's scores by page id.
 */
export function scoringInput(typed: string, words: readonly string[], found: readonly Matches[]) {
  return {
    query: words.join(' '),
    words: isPhrase(typed) ? queryWords(typed.trim().slice(1, -1)) : words,
    matches: found.map((pages) => new Map([...pages].map(([id, result]) => [id, result.words]))),
    scores: found.map((pages) => new Map([...pages].map(([id, result]) => [id, result.score]))),
  };
}

/** The pages of queryMatches, best first (./rank.ts). */
export function rankMatches(
  table: SectionTable,
  typed: string,
  words: readonly string[],
  found: readonly Matches[],
  weights?: SectionWeights,
): ScoredPage[] {
  const input = scoringInput(typed, words, found);
  return scorePages(table, input.query, input.words, input.matches, tableFrame(table), weights, input.scores);
}

/**
 * The search itself, on a loaded Pagefind client and the index's sections: the dialog's, and the
 * MCP server's in Node (plugins/docs-as-data/mcp), so both answer a query alike.
 *
 * Pagefind is asked for each word of the query on its own (a quoted phrase is one search), which
 * gives every page that has the word and where; ./rank.ts scores the sections from that and the
 * sections file, and only the pages shown have their fragment loaded, for the excerpts.
 */
export async function searchWith(
  pagefind: Pagefind,
  typed: string,
  filters: SearchFilters,
  limit: number,
  table: SectionTable,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const {words, found} = await queryMatches(pagefind, typed, filters, table);
  checkSignal(signal);
  const ranked = rankMatches(table, typed, words, found);
  const shown = ranked.slice(0, limit);
  const data = await Promise.all(
    shown.map(
      ({id}) =>
        found
          .find((pages) => pages.has(id))
          ?.get(id)
          ?.data() ?? Promise.resolve(undefined),
    ),
  );
  checkSignal(signal);
  const every = ranked.filter(({held}) => held.every(Boolean));
  const first = ranked[0];
  // No page has every word: the words the best page does without, and how many pages have the rest.
  const leftOut =
    every.length === 0 && first !== undefined ? words.filter((_, index) => first.held[index] !== true) : [];
  const total =
    every.length > 0
      ? every.length
      : ranked.filter(({held}) => held.every((has, index) => has || first?.held[index] !== true)).length;
  const alsoWithout = every.length > 0 ? words.filter((_, index) => shown.some(({held}) => held[index] !== true)) : [];
  return {
    total,
    matched: ranked.length,
    leftOut,
    alsoWithout,
    pages: shown.map((page, index) => {
      const text = pageWords(page.url, data[index]?.content ?? '');
      const subResults = (
        page.sections.length > 0 ? page.sections : [{url: page.url, title: page.title, found: [], start: 0, end: 0}]
      )
        .slice(0, 4)
        .map((section) => ({url: section.url, title: section.title, excerpt: excerptOf(text, section)}));
      return {
        url: page.url,
        title: page.title,
        excerpt: subResults[0]?.excerpt ?? '',
        section: page.section === '' ? undefined : page.section,
        subResults,
      };
    }),
  };
}

/**
 * The word that stands, in a page's text, for each word the index counts and the page does not
 * show as prose: the questions a section answers and its code blocks (`withoutUnshown` in
 * plugins/build-output/search.mjs). A word joiner: the text is split into words at whitespace.
 */
export const unshownWord = '\u2060';

/** How many words an excerpt shows (Pagefind's `excerptLength` for the same). */
const excerptWords = 22;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A section's excerpt: its words from a little before its first match after the heading (or from
 * the start of its text), with the words that matched in <mark>, as Pagefind marks them. A word
 * that stands for one the page does not show as prose (`unshownWord`) is neither a match nor a
 * word of the excerpt.
 */
function excerptOf(
  text: readonly string[],
  section: {readonly title: string; readonly found: readonly number[]; readonly start: number; readonly end: number},
): string {
  const end = section.end > section.start ? section.end : text.length;
  let body = section.start === 0 ? 0 : section.start + section.title.split(/\s+/).length;
  while (body < end && text[body] === unshownWord) body += 1;
  const firstFound = section.found.find((location) => location >= body && text[location] !== unshownWord);
  const from = firstFound === undefined ? body : Math.max(body, firstFound - 8);
  const marked = new Set(section.found);
  const shown: string[] = [];
  for (let location = from; location < end && shown.length < excerptWords; location += 1) {
    const word = text[location];
    if (word === undefined || word === unshownWord) continue;
    shown.push(marked.has(location) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word));
  }
  return excerptText(shown.join(' '));
}

/**
 * An excerpt as the page reads. The index has a space between a word and the full stop or colon
 * that closes it (plugins/build-output/search.mjs: "deposit." is otherwise a word of its own), and
 * the excerpts are cut from that text (excerptOf).
 */
export function excerptText(excerpt: string): string {
  return excerpt.replace(/(?<=\S) (?=[.:](?:&\w+;|[^\s\w])*(?:\s|$))/g, '');
}
