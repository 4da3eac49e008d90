import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {test, expect} from 'vitest';
import {routes} from '../routes';
import {queryMatches, rankMatches, sectionsPath, unshownWord} from '../../src/search/engine';
import {builtHeadings, builtPage} from '../support/built-html';
import type {Pagefind} from '../../src/search/engine';
import {
  codeBlocks,
  definedTerms,
  headingGap,
  partnerWords,
  readerPhrases,
  readerWords,
  type SectionTable,
} from '../../src/search/rank';
import {headingAnchor} from '../../plugins/build-output/heading-anchor.mjs';
import {buildSearchIndex} from '../../plugins/build-output/search.mjs';
import {searchQuestionsFile, type SearchQuestions} from '../../plugins/build-output/search-questions.mjs';
import {pagefindBrowserOptions} from '../../src/search/options';
import {readQueries} from '../support/search-eval';
import {frontMatter, readGuides} from '../../plugins/site-model/guides';
import {searchTermsOf} from '../../plugins/build-output/questions';
import {variantLabels} from '../../src/site/model';

// Checks on the search index in the build (no browser): Pagefind holds the text of every guide and
// reference page to its end. Leaving an element out of the index (`data-pagefind-ignore`) on an
// element whose end tag the HTML minifier omits (a `<p>` closed by its parent's end) makes Pagefind
// ignore the rest of the page, silently: the page is still found by its first paragraphs.

type Fragment = {
  readonly url: string;
  readonly content: string;
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly anchors: ReadonlyArray<{readonly element: string; readonly id: string}>;
  readonly id: string;
};

/** Every page of the index by its URL (`/docs/errors`), read from Pagefind's fragment files. */
function indexedPages(): Map<string, Fragment> {
  const dir = path.join('build', 'pagefind', 'fragment');
  const pages = new Map<string, Fragment>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.pf_fragment'))) {
    const data = gunzipSync(readFileSync(path.join(dir, file)));
    // Each file is Pagefind's 12-byte signature, then the page as JSON.
    const signature = data.subarray(0, 12).toString('utf8');
    if (signature !== 'pagefind_dcd') throw new Error(`${file}: not a Pagefind fragment (starts "${signature}")`);
    const fragment = JSON.parse(data.subarray(12).toString('utf8')) as Omit<Fragment, 'id'>;
    // The file's name is the page's id in Pagefind's search results.
    pages.set(fragment.url.replace(/\/$/, '') || '/', {...fragment, id: file.replace(/\.pf_fragment$/, '')});
  }
  return pages;
}

const pages = indexedPages();
const checked = routes.filter((route) => route.kind === 'guide' || route.kind === 'reference');

for (const route of checked) {
  test(`the search index holds ${route.path} to its last section`, () => {
    const page = pages.get(route.path);
    expect(page, `${route.path} is not in the search index`).toBeDefined();
    const html = builtPage(route.path);
    const last = builtHeadings(html).h2.at(-1);
    expect(last, `${route.path} has no section heading`).toBeDefined();
    expect(page?.content.includes(last ?? ''), `${route.path}: its last section "${last}" is indexed`).toBe(true);
    // On reference pages, the last field of the last field list too (its anchor ends with its name),
    // leaving out error responses (`createSale-409-…`), which are not indexed on purpose.
    const fields = [...html.matchAll(/<li [^>]*id="?([^"\s>]+)/g)]
      .map((match) => match[1] ?? '')
      .filter((id) => !/-[45]\d\d-/.test(id));
    const field = fields.at(-1)?.split('-').at(-1);
    if (route.kind === 'reference' && field !== undefined) {
      expect(page?.content.includes(field), `${route.path}: its last field "${field}" is indexed`).toBe(true);
    }
  });
}

/** Every built HTML page, relative to the build directory. */
function htmlFiles(): string[] {
  return readdirSync('build', {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
}

test("a page's index fragment carries no anchors: the sections file holds its headings and definitions", () => {
  // Pagefind writes every heading and definition (`<dfn>`) of the page it reads into the fragment
  // as an anchor; the build moves them to the sections file (plugins/build-output/search.mjs), and
  // the fragment, which every search that shows the page downloads, keeps only the page's text.
  const anchored = [...pages.values()].filter(({anchors}) => anchors.length > 0).map(({url}) => url);
  expect(pages.size).toBeGreaterThan(60);
  expect(anchored).toEqual([]);
});

test('the markup that steers the index is never on an element whose end tag the minifier may leave out', () => {
  // Pagefind reads the HTML as a stream: on a `<p>`, `<li>` or table cell closed only by what follows,
  // a weight or an ignore runs on past the element, over the rest of its parent or the page.
  const optional =
    /<(p|li|dt|dd|tr|td|th|thead|tbody|tfoot|option|colgroup|caption)\b[^>]*\sdata-pagefind-(?:ignore|weight|body)/g;
  const found = htmlFiles().flatMap((file) =>
    [...readFileSync(path.join('build', file), 'utf8').matchAll(optional)].map((match) => `${file}: <${match[1]}>`),
  );
  expect([...new Set(found)]).toEqual([]);
});

test("a table's cells are words of their own in the index, though the minifier leaves out their end tags", () => {
  // Pagefind separates words at end tags; the build omits `</td>` and `</tr>`, so the index is built
  // from the pages with their end tags written out (plugins/build-output/search.mjs). Without that,
  // `catalog:write` in the scopes table was indexed as `getLegalDocumentcatalog:write`.
  const glued: string[] = [];
  let cells = 0;
  for (const route of routes.filter((candidate) => candidate.kind === 'guide')) {
    const content = pages.get(route.path)?.content ?? '';
    for (const match of builtPage(route.path).matchAll(/<tr><td><code>([^<]+)<\/code>(?:<\/td>)?<td>/g)) {
      const cell = (match[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
      cells += 1;
      const escaped = cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`(?:^|\\s)${escaped}(?=[\\s.,;:]|$)`).test(content)) glued.push(`${route.path}: ${cell}`);
    }
  }
  // Scopes, statuses, error codes, fields: the guides' tables start many rows with a code.
  expect(cells).toBeGreaterThan(50);
  expect(glued).toEqual([]);
});

test("the sections beside the index give every page's headings, under its id, at the number of the heading's first word", () => {
  // The ranking scores sections from this file and each word's matches (src/search/rank.ts); a
  // page missing here is never shown, and a heading at the wrong word puts matches in the wrong section.
  const table = sectionTable();
  expect(checked.length).toBeGreaterThan(50);
  let headings = 0;
  let subheadings = 0;
  for (const route of checked) {
    const fragment = pages.get(route.path);
    const indexed = table[fragment?.id ?? ''];
    expect(indexed, `${route.path} (${fragment?.id}) has no sections beside the index`).toBeDefined();
    const [url, , section, words, sections] = indexed ?? ['', '', '', 0, []];
    expect(url).toBe(route.path);
    expect(section).toBe(fragment?.filters['section']?.[0]);
    const text = fragment?.content.split(/\s+/) ?? [];
    expect(words).toBe(text.length);
    // Every h2 of the built page, each at its first word in the page's text, with its own anchor:
    // written out, or left for headingAnchor to give where it gives that one.
    expect(sections.map(([, title]) => title)).toEqual(expect.arrayContaining(builtHeadings(builtPage(route.path)).h2));
    // The ids of the built page's headings, in order: a result's link opens its section.
    const built = [...builtPage(route.path).matchAll(/<h([2-6])\b[^>]*\sid=(?:"([^"]+)"|([^\s>]+))/g)].map(
      (match) => ({id: match[2] ?? match[3], under: match[1] !== '2'}),
    );
    expect(sections.length, route.path).toBe(built.length);
    let location = 0;
    sections.forEach(([stored, title, anchor], index) => {
      const {gap, under} = headingGap(stored);
      location += gap;
      const first = title.split(/\s+/).slice(0, 2);
      expect(text.slice(location, location + first.length).join(' '), `${route.path}: "${title}"`).toBe(first.join(' '));
      expect(anchor ?? headingAnchor(title), `${route.path}: "${title}"`).toBe(built[index]?.id);
      // An h3 to h6 is marked as under the heading before it: the ranking reads that one too.
      expect(under, `${route.path}: "${title}"`).toBe(built[index]?.under);
      headings += 1;
      if (under) subheadings += 1;
    });
  }
  expect(headings).toBeGreaterThan(400);
  expect(subheadings).toBeGreaterThan(50);
});

test("the sections file marks each rental page, and each guide for both variants that has a rental twin", () => {
  // Rule 18 of src/search/rank.ts ranks them by the variant a query names: a mark missing here
  // would leave a protection reader on a rental page.
  const table = sectionTable();
  const marked = (mark: 'r' | 't') =>
    Object.values(table)
      .filter((indexed) => indexed[6] === mark)
      .map(([url]) => url)
      .sort();
  const rental = [...pages.values()]
    .filter((fragment) => fragment.filters['variant']?.includes(variantLabels.rental))
    .map((fragment) => fragment.url.replace(/\/$/, ''))
    .sort();
  expect(rental.length).toBeGreaterThan(10);
  expect(marked('r')).toEqual(rental);
  const twins = readGuides('docs')
    .filter((guide) => guide.variant !== 'rental' && guide.pair !== undefined)
    .map((guide) => `/docs/${guide.id}`)
    .sort();
  expect(twins).toEqual(['/docs/contracts', '/docs/customer_verification', '/docs/intro', '/docs/payments', '/docs/repair']);
  expect(marked('t')).toEqual(twins);
});

/** Every address a search result can link to: each indexed page, and each of its headings. */
function resultAddresses(table: SectionTable): Set<string> {
  return new Set(
    Object.values(table).flatMap(([url, , , , headings]) => [
      url,
      ...headings.map(([, title, anchor]) => `${url}#${anchor ?? headingAnchor(title)}`),
    ]),
  );
}

test('every answer of the relevance set is a page or a section the search can show', () => {
  // A heading renamed in a guide changes its anchor: a query whose answer names the old anchor can
  // no longer be answered, and the relevance figures would fall for a reason no search change made.
  const addresses = resultAddresses(sectionTable());
  const unknown = (['tuning', 'held-out'] as const).flatMap((part) =>
    readQueries(part).flatMap(({query, answers}) =>
      answers.filter((answer) => !addresses.has(answer)).map((answer) => `${part}: "${query}" → ${answer}`),
    ),
  );
  expect(unknown).toEqual([]);
  expect(addresses.has('/docs/stock-rental#reserve-a-device')).toBe(true);
  expect(addresses.has('/docs/stock-rental#reserve-a-phone')).toBe(false);
});

test('a word that ends a sentence, a heading or a table cell is the same word in the index as anywhere else', () => {
  // "." and ":" are word characters of the index, and Pagefind glues a full stop of its own to the
  // last word of a block: "policy." and "loss." were words of their own, which the queries "policy"
  // (stemmed "polici") and "loss" did not find. The build puts a space before every closing mark
  // and ends each block with one that stands apart (search.mjs).
  expect(pages.get('/docs/intro-rental')?.content).toContain('and the handover completes on delivery . ');
  expect(pages.get('/docs/errors')?.content).toContain('problem details document (Content-Type : application');
  // Headings are results' titles, shown as they are written ("Ownership: who owns the device",
  // the step "1. Get a token"): only their last word gets a mark of its own.
  const glued = [...pages].flatMap(([url, page]) =>
    (page.content.match(/\S*[\p{L}\p{N}_)\]"'’”`]\.(?=\s|$)/gu) ?? [])
      .filter((word) => !/^\d+\.$/.test(word))
      .map((word) => `${url}: ${word}`),
  );
  expect(glued.slice(0, 10)).toEqual([]);
  // A description list's term and value are words of their own too: Pagefind ran "HTTP status"
  // into "400" ("status400"), and the catalogue was not found by the status a client printed.
  expect(pages.get('/docs/errors')?.content).toContain('HTTP status . 400 Bad Request . Retry . ');
  // The status with its reason phrase, as a client prints it; 422 under its current name.
  expect(pages.get('/docs/errors')?.content).toContain('HTTP status . 422 Unprocessable Content . ');
});

/** Pagefind's client of the build, reading the index from build/pagefind instead of a server. */
async function builtSearch(): Promise<Pagefind> {
  const origin = 'http://index.test';
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin !== origin) return real(input);
    return new Response(readFileSync(path.join('build', decodeURIComponent(url.pathname))));
  }) as typeof fetch;
  const client = (await import(/* @vite-ignore */ path.resolve('build', 'pagefind', 'pagefind.js'))) as Pagefind;
  await client.options({...pagefindBrowserOptions, basePath: `${origin}/pagefind/`});
  await client.init();
  return client;
}

test("a match's location is the number of its word in the page's text, which the ranking reads", async () => {
  // src/search/rank.ts places each match in a section by its number (a result's `words`), and the
  // excerpts are cut from the page's `content` at those numbers (src/search/engine.ts); if Pagefind
  // counted words otherwise, the ranking would score noise and the excerpts mark the wrong words.
  const search = await builtSearch();
  const results = (await search.search('deposit'))?.results ?? [];
  const found = await Promise.all(
    results.slice(0, 3).map(async (result) => {
      const text = (await result.data()).content.split(/\s+/);
      return result.words.map((location) => text[location] ?? '');
    }),
  );
  // A word of a code block or of a section's questions stands as `unshownWord` in the text
  // (search.mjs, withoutUnshown): it is in the index, and no excerpt shows it.
  const shown = found.flat().filter((word) => word !== unshownWord);
  expect(shown.length).toBeGreaterThan(10);
  // The word itself, or an identifier that has it as a part (`conditions.deposit_amount`).
  expect(shown.filter((word) => !/(?:^|[^a-z])deposit/i.test(word))).toEqual([]);
});

test("the sections file puts a guide's long code blocks where Pagefind weighs their words as code", async () => {
  // Rule 21 of src/search/rank.ts counts a match in a guide's code block of 20 words or more less
  // than one in a sentence. The blocks' places come from the build (codeRanges in
  // plugins/build-output/search.mjs); Pagefind's own weight of each match says where it is: code
  // blocks weigh 0.5, the guides' sentences 3 and their headings more (a longer word that starts
  // with the searched one weighs less than its place does).
  const search = await builtSearch();
  const table = sectionTable();
  const inBlocks: number[] = [];
  const outside: number[] = [];
  for (const word of ['option_id', 'tax_rate_bps', 'deposit', 'status', 'expires_at', 'imei']) {
    for (const result of (await search.search(word))?.results ?? []) {
      const page = table[result.id];
      if (page?.[2] !== 'Guides') continue;
      // The blocks as the ranking reads them from the sections file.
      const blocks = codeBlocks(page);
      const data = (await result.data()) as unknown as {weighted_locations: {weight: number; location: number}[]};
      for (const {weight, location} of data.weighted_locations) {
        const inCode = blocks.some(([start, end]) => location >= start && location < end);
        if (inCode) inBlocks.push(weight);
        else if (weight >= 1) outside.push(weight);
      }
    }
  }
  expect(inBlocks.length).toBeGreaterThan(100);
  expect(outside.length).toBeGreaterThan(100);
  expect(inBlocks.filter((weight) => weight > 0.5)).toEqual([]);
}, 30_000);

/** The guides' questions the build indexed, by page address and section anchor. */
function builtQuestions(): SearchQuestions {
  return JSON.parse(readFileSync(path.join('build', searchQuestionsFile), 'utf8')) as SearchQuestions;
}

/** The section of a page (by its id) that holds the word at `location`, as `url#anchor`. */
function sectionAt(table: SectionTable, id: string, location: number): string {
  const [url, , , , headings] = table[id] ?? ['', '', '', 0, []];
  let start = 0;
  let section = url;
  for (const [stored, title, anchor] of headings) {
    start += headingGap(stored).gap;
    if (start > location) break;
    section = `${url}#${anchor ?? headingAnchor(title)}`;
  }
  return section;
}

test("a word that only a section's questions have is found in that section, and the page's text does not show it", async () => {
  // Partners type their own words ("backorder", "creditworthiness", "outages"); a guide's front
  // matter lists, for a section, the questions it answers in those words (`search_questions`), and
  // the index counts them as the section's words. The fragment's text, which excerpts are cut
  // from, has `unshownWord` in their place: the page does not show them.
  const questions = builtQuestions();
  const sections = Object.entries(questions).flatMap(([url, {sections: byAnchor}]) =>
    Object.entries(byAnchor).map(([anchor, asked]) => ({
      section: `${url}#${anchor}`,
      words: new Set(asked.join(' ').toLowerCase().match(/\p{L}{5,}/gu) ?? []),
    })),
  );
  expect(sections.length).toBeGreaterThan(300);
  const texts = pageTexts().map(({content}) => content);
  // Words that no page's text has, even as the start of a word (Pagefind matches prefixes).
  const own = sections.flatMap(({section, words}) =>
    [...words]
      .filter((word) => !texts.some((text) => new RegExp(`(?<![\\p{L}\\p{N}])${word}`, 'u').test(text)))
      .map((word) => ({word, section})),
  );
  expect(own.length).toBeGreaterThan(40);
  const search = await builtSearch();
  const table = sectionTable();
  const missing = [];
  for (const {word, section} of own) {
    const results = (await search.search(word))?.results ?? [];
    const holding = results.flatMap((result) => result.words.map((location) => sectionAt(table, result.id, location)));
    if (!holding.includes(section)) missing.push(`${word}: ${section}`);
  }
  expect(missing).toEqual([]);
  // Neither the page as served nor its text in the index quotes a question.
  const quoted = Object.entries(questions).flatMap(([url, {sections: byAnchor}]) => {
    const html = builtPage(url);
    const text = pages.get(url)?.content ?? '';
    expect(text, url).toContain(unshownWord);
    return Object.values(byAnchor)
      .flat()
      .filter((question) => html.includes(question) || text.includes(question))
      .map((question) => `${url}: ${question}`);
  });
  expect(quoted).toEqual([]);
});

test("no page's script carries the questions: they are the index's alone", () => {
  // Docusaurus puts each page's front matter into its script; docusaurus.config.ts leaves
  // `search_questions` out of it, and the index reads them from the guides' files.
  const asked = Object.values(builtQuestions()).flatMap(({sections}) => Object.values(sections).flat());
  expect(asked.length).toBeGreaterThan(600);
  const scripts = readdirSync(path.join('build', 'assets', 'js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({file, text: readFileSync(path.join('build', 'assets', 'js', file), 'utf8')}));
  expect(scripts.length).toBeGreaterThan(50);
  expect(
    scripts.filter(({text}) => /search_(?:questions|terms)/.test(text)).map(({file}) => file),
  ).toEqual([]);
  // A question may also be a sentence of a page ("plan names in the customer's language").
  const texts = pageTexts().map(({content}) => content);
  const own = asked.filter((question) => !texts.some((text) => text.includes(question.toLowerCase())));
  expect(own.length).toBeGreaterThan(600);
  expect(own.filter((question) => scripts.some(({text}) => text.includes(question))).slice(0, 5)).toEqual([]);
});

test('a question or term for a section the page does not have fails the index, naming the guide and the anchor', async () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'index-questions-'));
  try {
    cpSync('build', copy, {recursive: true});
    const questions = builtQuestions();
    const term = questions['/docs/term'];
    expect(term).toBeDefined();
    writeFileSync(
      path.join(copy, searchQuestionsFile),
      JSON.stringify({
        ...questions,
        '/docs/term': {...term, sections: {...term?.sections, 'end-of-the-term': ['when does a phone lease end?']}},
      }),
    );
    await expect(buildSearchIndex(copy)).rejects.toThrow(
      'search index: docs/term.mdx: front matter `search_questions` names #end-of-the-term, which is not a heading\'s anchor on the page',
    );
    writeFileSync(
      path.join(copy, searchQuestionsFile),
      JSON.stringify({...questions, '/docs/term': {...term, terms: {...term?.terms, 'end-of-the-term': ['rental end']}}}),
    );
    await expect(buildSearchIndex(copy)).rejects.toThrow(
      'search index: docs/term.mdx: front matter `search_terms` names #end-of-the-term, which is not a heading\'s anchor on the page',
    );
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
}, 60_000);

/** The section a search opens first: the first section of the first page (src/search/engine.ts). */
async function firstSection(search: Pagefind, table: SectionTable, typed: string): Promise<string | undefined> {
  const {words, found} = await queryMatches(search, typed, {}, table);
  return rankMatches(table, typed, words, found)[0]?.sections[0]?.url;
}

/** The sections file the build writes beside the index. */
function sectionTable(): SectionTable {
  return JSON.parse(readFileSync(path.join('build', sectionsPath), 'utf8')) as SectionTable;
}

/**
 * Each term a page defines, as the sections file gives it: its words in the page's text (without
 * the mark the index keeps apart after a word, "IPID )"), and its section. A guide's search terms
 * (`search_terms`) are definitions the page does not show: the index holds their words as unshown
 * ones, so `term` is empty and `words` gives their number.
 */
function definitions(table: SectionTable): {url: string; term: string; words: number; section: string}[] {
  return [...pages.values()].flatMap((fragment) => {
    const page = table[fragment.id] ?? ['', '', '', 0, []];
    const [url, , , , headings] = page;
    const text = fragment.content.split(/\s+/);
    let location = 0;
    const starts = headings.map(([stored, title, anchor]) => {
      location += headingGap(stored).gap;
      return {location, anchor: anchor ?? headingAnchor(title)};
    });
    // The terms as the ranking reads them from the sections file (stored as gaps from the one before).
    return definedTerms(page).map(([first, words]) => {
      const heading = starts.filter((start) => start.location <= first).at(-1);
      const shown = text.slice(first, first + words).filter((word) => word !== unshownWord);
      return {
        url,
        term: shown.join(' ').replace(/[.,;:)]+$/, ''),
        words,
        section: heading === undefined ? url : `${url}#${heading.anchor}`,
      };
    });
  });
}

/** Each guide's search terms as the guide writes them, with the section they name. */
function searchTerms(): {term: string; section: string}[] {
  return Object.entries(builtQuestions()).flatMap(([url, {source}]) =>
    Object.entries(searchTermsOf(frontMatter(source), source)).flatMap(([anchor, terms]) =>
      terms.map((term) => ({term, section: `${url}#${anchor}`})),
    ),
  );
}

test("the sections file gives each term a page defines at its words in the page's text", () => {
  // The ranking opens the section that defines a term (rule 13 of src/search/rank.ts) by the
  // numbers of the term's words; the build reads them from the definitions' anchors.
  const table = sectionTable();
  const built = [...pages.keys()].flatMap((url) =>
    [...builtPage(url).matchAll(/<dfn>([^<]+)<\/dfn>/g)].map((match) => `${url}: ${match[1]}`),
  );
  expect(built.length).toBeGreaterThan(50);
  const defined = definitions(table);
  expect(defined.filter(({term}) => term !== '').map(({url, term}) => `${url}: ${term}`)).toEqual(built);
  // The search terms, each under its section's heading with the number of words it is searched by.
  const held = builtQuestions();
  const terms = Object.entries(held).flatMap(([url, {terms: byAnchor}]) =>
    Object.entries(byAnchor).flatMap(([anchor, list]) =>
      list.map((term) => `${url}#${anchor}: ${term.split(' ').length}`),
    ),
  );
  expect(terms.length).toBeGreaterThan(300);
  const unshown = defined.filter(({term}) => term === '').map(({section, words}) => `${section}: ${words}`);
  expect(unshown.sort()).toEqual(terms.sort());
});

/** Each term typed into the built search: the section it opened, and the one it should open. */
async function openings(
  terms: readonly {term: string; section: string}[],
): Promise<{opened: string[]; expected: string[]}> {
  const search = await builtSearch();
  const table = sectionTable();
  const opened = await Promise.all(
    terms.map(async ({term}) => `${term}: ${await firstSection(search, table, term)}`),
  );
  return {opened, expected: terms.map(({term, section}) => `${term}: ${section}`)};
}

test('a search for a term the site defines opens the section that defines it', async () => {
  // What a reader who types a concept sees first: the sentence that says what it is, wherever
  // else the word is used more often.
  const {opened, expected} = await openings(definitions(sectionTable()).filter(({term}) => term !== ''));
  expect(opened).toEqual(expected);
});

test("a search for one of a guide's search terms opens the section it names", async () => {
  // `search_terms` say what partners call a section's subject ("police report", "lease end"); a
  // term that opens another section is on the wrong one, or the other section owns the concept.
  const terms = searchTerms();
  expect(terms.length).toBeGreaterThan(300);
  const {opened, expected} = await openings(terms);
  expect(opened).toEqual(expected);
});

test('an operation listed on two reference pages is found on its home, the page of its first tag', async () => {
  // The rental pages repeat the shared payment, claim and contract operations; a search for the
  // operation ID opens the page that owns it (src/components/ApiOperation weighs it there only).
  const search = await builtSearch();
  const table = sectionTable();
  const opened = await Promise.all(
    ['createRefund', 'createClaim', 'getContract', 'createPaymentMethod', 'createContractReturn'].map((typed) =>
      firstSection(search, table, typed),
    ),
  );
  expect(opened).toEqual([
    '/docs/api/payments#createRefund',
    '/docs/api/repair#createClaim',
    '/docs/api/contracts#getContract',
    '/docs/api/payments#createPaymentMethod',
    '/docs/api/contract-device-handover-rental#createContractReturn',
  ]);
});

/** Whether a page's text (lower case) has the word, or the word with a plural or past ending. */
function hasWord(content: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${word}(?:s|es|ed|d)?(?![\\p{L}\\p{N}])`, 'u').test(content);
}

/** Every indexed page's address and text, lower case. */
function pageTexts(): {url: string; content: string}[] {
  return [...pages.values()].map(({url, content}) => ({url, content: content.toLowerCase()}));
}

test("a partner's word that the search maps to the site's loses no page: every page that has it has the site's words", () => {
  // Rule 2 of src/search/rank.ts replaces the partner's word before Pagefind looks it up, so a page
  // with the partner's word and not the site's would no longer be found by it.
  const texts = pageTexts();
  const lost = Object.entries(partnerWords).flatMap(([word, ours]) =>
    texts
      .filter(({content}) => hasWord(content, word) && !ours.split(' ').every((our) => hasWord(content, our)))
      .map(({url}) => `${word}: ${url}`),
  );
  expect(lost).toEqual([]);
});

test("the site's words for partners' words, readers' phrases and everyday words are words the guides use", () => {
  // Rules 2 and 14 of src/search/rank.ts search the site's words for the reader's; a site word no
  // guide has would find nothing.
  const guides = pageTexts().filter(({url}) =>
    routes.some((route) => route.kind === 'guide' && `${route.path}/` === url),
  );
  expect(guides.length).toBeGreaterThan(20);
  const ours = [partnerWords, readerPhrases, readerWords].flatMap((map) =>
    Object.values(map).flatMap((words) => words.split(' ')),
  );
  expect(ours.length).toBeGreaterThan(150);
  expect(ours.filter((our) => !guides.some(({content}) => hasWord(content, our)))).toEqual([]);
});

/**
 * Pagefind clients of the built index, each as new as the site's first search, reading the files
 * through `fetch` at `origin`; `whole` has loaded every chunk of the index, and `loaded` names the
 * chunks any client has read.
 */
async function builtClients(origin: string) {
  const loaded = new Set<string>();
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin !== origin) return real(input);
    if (url.pathname.includes('/index/')) loaded.add(url.pathname);
    return new Response(readFileSync(path.join('build', decodeURIComponent(url.pathname))));
  }) as typeof fetch;
  const {createInstance} = (await import(/* @vite-ignore */ path.resolve('build', 'pagefind', 'pagefind.js'))) as {
    createInstance(options: Record<string, unknown>): Promise<Pagefind>;
  };
  const client = () => createInstance({...pagefindBrowserOptions, basePath: `${origin}/pagefind/`, noWorker: true});
  const whole = await client();
  for (const first of 'abcdefghijklmnopqrstuvwxyz0123456789')
    for (const second of 'abcdefghijklmnopqrstuvwxyz') await whole.preload(`${first}${second}`);
  return {client, whole, loaded};
}

/** A word's pages, each with Pagefind's score and its number of matches, as one string. */
const signature = (found: ReadonlyMap<string, {score: number; words: readonly number[]}> | undefined) =>
  [...(found ?? [])].map(([id, {score, words: at}]) => `${id} ${score.toFixed(4)} ${at.length}`).join(', ');

/** What Pagefind alone finds for a word, by page id. */
const pagefindResults = async (search: Pagefind, word: string) =>
  new Map(((await search.search(word))?.results ?? []).map((result) => [result.id, result]));

test("a word's pages and scores are the same in a new search as after every other search", async () => {
  // Pagefind searches a word's stem as the start of longer words too, and scores the word by all of
  // them; it loads only the index chunk the word falls in, so where a chunk ends between "sale" and
  // "sales" the longer words were left out until another search loaded the next chunk (queryMatches
  // in src/search/engine.ts loads it first, lastExtensions). Every word of the site is searched in
  // one new client, in order, and in one that has loaded the whole index; a third client, searching
  // as Pagefind does, shows that the index has such words at all.
  const {client, whole, loaded} = await builtClients('http://chunks.test');
  expect(loaded.size).toBe(readdirSync(path.join('build', 'pagefind', 'index')).length);
  const words = [
    ...new Set([...pages.values()].flatMap(({content}) => content.toLowerCase().match(/[a-z]{2,}/g) ?? [])),
  ].sort();
  expect(words.length).toBeGreaterThan(2000);
  const table = sectionTable();
  const ours = await client();
  const theirs = await client();
  const changed: string[] = [];
  const changedInPagefind: string[] = [];
  for (const word of words) {
    const [fresh, full] = await Promise.all([queryMatches(ours, word, {}, table), queryMatches(whole, word, {}, table)]);
    if (signature(fresh.found[0]) !== signature(full.found[0])) changed.push(word);
    if (signature(await pagefindResults(theirs, word)) !== signature(await pagefindResults(whole, word))) changedInPagefind.push(word);
  }
  expect(changedInPagefind.length).toBeGreaterThan(0);
  expect(changed).toEqual([]);
}, 60_000);

test("a word the site does not have finds the same pages in a new search as after every other search", async () => {
  // Pagefind falls back, for a word that neither is nor starts a word of the index, to the longest
  // word that starts it among the chunks loaded so far: "tomorrow" found nothing in a new session
  // and "to" on 65 pages once another search had loaded that chunk (queryMatches in
  // src/search/engine.ts loads the start it takes, or takes none). Typos of the site's words and
  // words the site never uses are each searched in a new client and in one that has loaded the
  // whole index; two more clients, searching as Pagefind does, show that it differs on them.
  const {client, whole} = await builtClients('http://typos.test');
  const siteWords = new Set([...pages.values()].flatMap(({content}) => content.toLowerCase().match(/[a-z]+/g) ?? []));
  const never = ['tomorrow', 'chatgpt', 'weekend', 'blockchain', 'quarterly', 'hologram', 'sunshine', 'turnip'];
  expect(never.filter((word) => siteWords.has(word))).toEqual([]);
  // A letter left out before the end of every twelfth long word: "reservaton", "terminaton".
  const typos = [...siteWords]
    .filter((word) => word.length >= 8)
    .sort()
    .filter((_, index) => index % 12 === 0)
    .map((word) => `${word.slice(0, -3)}${word.slice(-2)}`)
    .filter((typo) => !siteWords.has(typo));
  expect(typos.length).toBeGreaterThan(60);
  const table = sectionTable();
  const changed: string[] = [];
  const changedInPagefind: string[] = [];
  for (const word of [...never, ...typos]) {
    const [ours, theirs] = await Promise.all([client(), client()]);
    const [fresh, full] = await Promise.all([queryMatches(ours, word, {}, table), queryMatches(whole, word, {}, table)]);
    if (signature(fresh.found[0]) !== signature(full.found[0])) changed.push(word);
    if (signature(await pagefindResults(theirs, word)) !== signature(await pagefindResults(whole, word))) changedInPagefind.push(word);
  }
  expect(changedInPagefind).toContain('tomorrow');
  expect(changed).toEqual([]);
}, 60_000);

test('an index built again over a build has the same sections', async () => {
  // The build takes the anchors out of the fragments once the sections file has them; `npm run
  // bench` and anyone re-running the index step build it again over the same output, which must
  // not read those fragments.
  const copy = mkdtempSync(path.join(tmpdir(), 'index-again-'));
  try {
    cpSync('build', copy, {recursive: true});
    await buildSearchIndex(copy);
    const again = JSON.parse(readFileSync(path.join(copy, sectionsPath), 'utf8')) as SectionTable;
    expect(Object.keys(again).length).toBeGreaterThan(60);
    expect(again).toEqual(sectionTable());
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
}, 60_000);

test("Pagefind's files are gzip streams shorter than zlib's best for the same bytes (Zopfli)", () => {
  // The server sends them as they are; the build writes each again with Zopfli. Pagefind's own
  // streams are within 1 % of zlib's best (level 9); Zopfli's are about 4 % shorter.
  const dir = path.join('build', 'pagefind');
  const files = [
    ...readdirSync(dir).filter((name) => name.endsWith('.pagefind')),
    ...['index', 'fragment'].flatMap((sub) => readdirSync(path.join(dir, sub)).map((name) => path.join(sub, name))),
  ];
  expect(files.length).toBeGreaterThan(60);
  let served = 0;
  let zlibBest = 0;
  for (const file of files) {
    const written = readFileSync(path.join(dir, file));
    served += written.length;
    zlibBest += gzipSync(gunzipSync(written), {level: 9}).length;
  }
  expect(served / zlibBest).toBeLessThan(0.98);
});
