import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {test, expect} from 'vitest';
import {routes} from '../routes';
import {builtHeadings, builtPage, builtSectionIds} from '../support/built-html';
import type {Pagefind} from '../../src/search/engine';
import {pagefindBrowserOptions} from '../../src/search/options';

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

test("a page's index fragment holds its section headings as anchors, and nothing else", () => {
  // Pagefind makes a result of each heading with an id; the fields and parameters of a reference
  // page have ids too, which the index leaves out (plugins/build-output/search.mjs, keepHeadingIds):
  // they are bytes of every search that shows the page, and no result.
  const problems = checked.flatMap((route) => {
    const anchors = pages.get(route.path)?.anchors ?? [];
    const ids = new Set(anchors.map((anchor) => anchor.id));
    return [
      ...builtSectionIds(builtPage(route.path))
        .filter((id) => !ids.has(id))
        .map((id) => `${route.path}#${id}: a section the index has no anchor for`),
      ...anchors
        .filter((anchor) => !/^h[1-6]$/.test(anchor.element))
        .map((anchor) => `${route.path}#${anchor.id}: an anchor on a <${anchor.element}>`),
    ];
  });
  expect(problems).toEqual([]);
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

test("the guides' section headings beside the index name every guide's sections, under its id in the results", () => {
  // The ranking reads them to bring up a guide whose heading names the query from past Pagefind's
  // first pages (src/search/rank.ts, rule 7); a guide missing here is never brought up.
  const headings = JSON.parse(readFileSync(path.join('build', 'pagefind', 'guide-headings.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  // The guides of the search's Guides filter (the error catalogue is a guide with a filter of its own).
  const guides = routes.filter(
    (route) => route.kind === 'guide' && pages.get(route.path)?.filters['section']?.includes('Guides') === true,
  );
  expect(guides.length).toBeGreaterThan(20);
  for (const route of guides) {
    const id = pages.get(route.path)?.id ?? '';
    expect(headings[id], `${route.path} (${id}) has no headings beside the index`).toEqual(
      // In lower case: the ranking compares headings without case, and the file is smaller.
      expect.arrayContaining(builtHeadings(builtPage(route.path)).h2.map((heading) => heading.toLowerCase())),
    );
  }
  // Guides only: the reference's headings are operations, which Pagefind ranks by their own weight.
  const reference = routes.filter((route) => route.kind === 'reference').map((route) => pages.get(route.path)?.id);
  expect(reference.filter((id) => id !== undefined && id in headings)).toEqual([]);
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

test("a guide's code blocks count less than its sentences: a field leads to the page that explains it", async () => {
  // The credit-check guide's JSON examples hold `deposit_amount` with every other field of a
  // decision, and the pricing guide's `device_price` sits in the plans guide's examples too; the
  // payments and pricing guides say what they mean. At the weight of the guides' sentences, the
  // examples' pages came first (plugins/build-output/search.mjs, `codeBlockWeight`).
  const search = await builtSearch();
  const first = async (query: string) => {
    const data = await (await search.search(query))?.results[0]?.data();
    return data?.url.replace(/^https?:\/\/[^/]+/, '');
  };
  expect(await first('deposit_amount')).toBe('/docs/payments-rental/');
  expect(await first('device_price')).toBe('/docs/get-pricing-rental/');
});

test("a match's location is the number of its word in the page's text, which the ranking reads", async () => {
  // Rules 12 and 13 of src/search/rank.ts read which words a section matched from the page's
  // `content` at the `location` of each match (src/search/engine.ts); if Pagefind counted words
  // otherwise, the rules would read the wrong words and silently rank by noise.
  const search = await builtSearch();
  const results = (await search.search('deposit'))?.results ?? [];
  const data = await Promise.all(results.slice(0, 3).map((result) => result.data()));
  const found = data.flatMap((page) => {
    const text = page.content.split(/\s+/);
    return page.sub_results.flatMap((sub) => sub.weighted_locations.map(({location}) => text[location] ?? ''));
  });
  expect(found.length).toBeGreaterThan(10);
  // The word itself, or an identifier that has it as a part (`conditions.deposit_amount`).
  expect(found.filter((word) => !/(?:^|[^a-z])deposit/i.test(word))).toEqual([]);
});
