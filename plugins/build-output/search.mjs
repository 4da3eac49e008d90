// The site search index, written by Pagefind from the rendered HTML into `pagefind/` in the build.
// Pagefind splits the index into small fragments, so a query downloads only the parts it needs,
// and it makes every heading with an id a result of its own.
//
// What is indexed is decided by the markup: only the element marked `data-pagefind-body` on each
// page (the doc, blog post or home page content; not the navbar, sidebar, footer or table of
// contents), minus anything marked `data-pagefind-ignore` (the reference's code samples,
// examples and field details; a guide's own code blocks stay indexed, at a lower weight: partners
// search for the values and commands they show, and leaving them out measured worse on the tuning
// queries). Pages without such an element (the 404 page, the alias pages) are not indexed at
// all. Filters and weights come from `data-pagefind-filter` and `data-pagefind-weight` in the
// components; the options below are the rest.
//
// Plain JavaScript with a type declaration beside it (search.d.mts), run in a Node process of its
// own: Pagefind publishes an ES module only (no `require` entry), and Docusaurus loads our
// TypeScript plugins through jiti, which turns every import into `require`, dynamic ones included.
// So the plugin runs this file as a script (`node search.mjs <outDir> <options as JSON>`, printing
// the result as JSON), and `npm run bench` imports it directly.
import {readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {join, relative, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gunzipSync} from 'node:zlib';
import {gzipAsync} from '@gfx/zopfli';
import {close, createIndex} from 'pagefind';
import {defaultTreeAdapter, html as parse5Html, parse, serialize} from 'parse5';
import {headingAnchor} from './heading-anchor.mjs';
import {searchQuestionsFile} from './search-questions.mjs';

/** The index's options: the plugin's `search` option overrides any of them. */
export const defaultSearchIndexOptions = Object.freeze({
  // Every page is English: stemming and stop words follow it whatever a page's `lang` says.
  forceLanguage: 'en',
  // Characters that belong to the identifiers partners search for (`contract.activated`,
  // `rate_limited`, `customers:read`); without them Pagefind splits these into separate words.
  includeCharacters: '_.:',
});

export const searchIndexDirectory = 'pagefind';

/**
 * Every indexed page's sections by Pagefind page id, next to the index: the site's ranking
 * (src/search/rank.ts) scores sections, not pages, and reads here where each section starts in the
 * page's words. With it, the search ranks every page that has a word of the query from the index
 * alone, and downloads the fragments of only the pages it shows.
 */
export const sectionsFile = 'sections.json';

/**
 * The section filter value of guide pages, the first of `sectionLabels` in src/site/model.ts (this
 * script cannot import TypeScript); the build fails below if no page has it.
 */
const guidesSection = 'Guides';

/**
 * The variant filter value of rental pages (`variantLabels.rental`) and the metadata key with which
 * a guide for both variants names its rental twin (`rentalTwinMeta`), both in src/site/model.ts;
 * the build fails below if no page has either.
 */
const rentalVariant = 'Rental';
const rentalTwinMeta = 'rental_twin';

/**
 * The prefix of the ids given, in the copy of a page Pagefind reads, to the elements whose words the
 * index counts and no excerpt shows: a section's questions and the code blocks.
 */
const unshownIdPrefix = 'search-unshown-';

/** Pagefind keeps the zero-width space of a heading's anchor link in its text. */
function headingText(text) {
  return text.replace(/\u200b/g, '').trim();
}

/**
 * Pagefind's files are gzip streams, which the server sends as they are (with `Content-Encoding:
 * gzip` where the browser takes it) and the browser or Pagefind's client inflates. Zopfli finds a
 * shorter stream for the same bytes than Pagefind's or zlib's own deflate, at a cost of time only
 * the build pays (about 14 s): 5 % off the WebAssembly, 2.5 % off an index chunk and 4 % off a
 * fragment, 4.6 KB of a first search. Five iterations rather than Zopfli's fifteen: one already
 * finds nine tenths of what five do, and each more costs build time for a few bytes.
 */
async function smallestGzip(data) {
  return Buffer.from(await gzipAsync(data, {numiterations: 5}));
}

/**
 * Writes each of Pagefind's compressed files again with smallestGzip (the fragments are written in
 * writeSections), keeping the shorter stream. The bytes inside are Pagefind's, unchanged.
 * Returns the bytes saved.
 */
async function recompressIndex(indexDir) {
  const inDir = async (dir, suffix) =>
    (await readdir(join(indexDir, dir)))
      .filter((name) => name.endsWith(suffix))
      .map((name) => join(indexDir, dir, name));
  const files = [
    ...(await inDir('.', '.pagefind')),
    ...(await inDir('.', '.pf_meta')),
    ...(await inDir('index', '.pf_index')),
    ...(await inDir('filter', '.pf_filter')),
  ];
  if (!files.some((file) => file.endsWith('.pf_index')))
    throw new Error(`search index: Pagefind wrote no index chunks in ${indexDir} (see UPGRADING.md)`);
  let saved = 0;
  for (const file of files) {
    const written = await readFile(file);
    let bytes;
    try {
      bytes = gunzipSync(written);
    } catch {
      throw new Error(
        `search index: ${file} is not a gzip stream, as this build expects Pagefind's files (see UPGRADING.md)`,
      );
    }
    const smaller = await smallestGzip(bytes);
    if (smaller.length < written.length) {
      await writeFile(file, smaller);
      saved += written.length - smaller.length;
    }
  }
  return saved;
}

/**
 * Reads the fragments Pagefind wrote (each a gzip of a 12-byte signature and the page as JSON) and
 * writes, by the fragment's id (the id of the page in Pagefind's search results): the page's
 * address, title, section filter and number of words, and each heading (h2 to h6) as the number of
 * words from the heading before (from the page's start for the first) to its first word, that
 * number's bitwise complement for an h3 to h6, its text, and its anchor where that is not the one
 * headingAnchor gives; then the terms it defines, its variant mark and where its code blocks
 * are, where it has them (see IndexedPage in src/search/rank.ts). The file is part of the first
 * search: arrays, not objects, whose keys would be a third of it; the gaps and the anchors left
 * out make it 2.3 of 11.1 KB smaller compressed. Each fragment is then written back without its
 * anchors: 2.1 KB less for the four a first search shows.
 */
async function writeSections(indexDir, unshownWords) {
  const fragmentDir = join(indexDir, 'fragment');
  const sections = {};
  let guides = 0;
  const marked = {rental: 0, twin: 0};
  for (const file of (await readdir(fragmentDir)).filter((name) => name.endsWith('.pf_fragment')).sort()) {
    const data = gunzipSync(await readFile(join(fragmentDir, file)));
    if (data.subarray(0, 12).toString('utf8') !== 'pagefind_dcd')
      throw new Error(`search index: ${file} is not a Pagefind fragment as this build reads them (see UPGRADING.md)`);
    const page = JSON.parse(data.subarray(12).toString('utf8'));
    if (!Array.isArray(page.anchors) || typeof page.word_count !== 'number')
      throw new Error(`search index: ${file} has no anchors or word count (see UPGRADING.md)`);
    const section = page.filters?.section?.[0] ?? '';
    if (section === guidesSection) guides += 1;
    const unshown = unshownWords.get(page.url.replace(/\/(?=#|$)/, '') || '/');
    const content = withoutUnshown(page, unshown);
    const code = section === guidesSection ? codeRanges(page, unshown) : [];
    // Each term the page defines (`<dfn>`, see markDefinitions): the number of words from the
    // first word of the term before (from the page's start for the first) to its first, with its
    // number of words where that is more than one. A guide's search terms stand a few words apart
    // under their heading: gaps, not the words' numbers, make the file 1.4 KB smaller compressed.
    let previous = 0;
    const defined = page.anchors
      .filter((anchor) => anchor.element === 'dfn')
      .sort((a, b) => a.location - b.location)
      .map(({location, text}) => {
        // The anchor's text may end with the mark the build sets after a table cell's last word.
        const words = (text ?? '').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
        const gap = location - previous;
        previous = location;
        return words === 1 ? gap : [gap, words];
      });
    // The page's variant as the ranking weighs it (rule 18 of src/search/rank.ts): `r` for a page
    // of the rental variant alone, `t` for a guide for both variants that has a rental twin.
    const {[rentalTwinMeta]: twin, ...meta} = page.meta ?? {};
    const variant = page.filters?.variant?.includes(rentalVariant) ? 'r' : twin !== undefined ? 't' : undefined;
    if (variant === 'r') marked.rental += 1;
    if (variant === 't') marked.twin += 1;
    // The sections file now holds what the anchors and the twin said; the fragment is downloaded
    // for each page a search shows, and no one reads them there (the site's results are its
    // sections, not Pagefind's sub-results, which come out as one for the whole page without them).
    await writeFile(
      join(fragmentDir, file),
      await smallestGzip(
        Buffer.concat([data.subarray(0, 12), Buffer.from(JSON.stringify({...page, meta, content, anchors: []}))]),
      ),
    );
    sections[file.replace(/\.pf_fragment$/, '')] = [
      page.url.replace(/\/(?=#|$)/, '') || '/',
      headingText(page.meta?.title ?? ''),
      section,
      page.word_count,
      // Its headings; the fields and parameters of a reference page are anchors too.
      page.anchors
        .filter((anchor) => /^h[2-6]$/.test(anchor.element))
        .map((anchor, index, headings) => {
          const text = headingText(anchor.text);
          const gap = anchor.location - (headings[index - 1]?.location ?? 0);
          // A heading under another (h3 to h6) keeps its gap's bitwise complement: the ranking reads
          // the heading above a section as part of its subject (headingGap in src/search/rank.ts).
          const stored = anchor.element === 'h2' ? gap : ~gap;
          return headingAnchor(text) === anchor.id ? [stored, text] : [stored, text, anchor.id];
        }),
      ...(defined.length > 0 || variant !== undefined || code.length > 0 ? [defined] : []),
      ...(variant !== undefined || code.length > 0 ? [variant ?? ''] : []),
      ...(code.length > 0 ? [code] : []),
    ];
  }
  if (marked.rental === 0 || marked.twin === 0)
    throw new Error(
      `search index: ${marked.rental} pages have the variant filter "${rentalVariant}" and ${marked.twin} the ` +
        `metadata "${rentalTwinMeta}"; both are needed (src/site/model.ts names them)`,
    );
  await writeFile(join(indexDir, sectionsFile), JSON.stringify(sections));
  return guides;
}

/**
 * Where a guide's code blocks of `codeBlockWords` words or more are in its words (see
 * markCodeBlocks), for the ranking, which counts a word there less than one in a sentence (`code`
 * in src/search/rank.ts): a guide's JSON example holds every field of the resource, and the
 * section with the longest example outscored the one that says what the field means. A shorter
 * block is a command or a value the reader copies, as much the section's as its sentences; and a
 * reference page's sections are operations, whose examples are their own. Flat pairs, each
 * block's number of words from the end of the block before (from the page's start for the first)
 * and its number of words. They add 0.8 KB to the 9.8 KB of the sections file.
 */
const codeBlockWords = 20;

function codeRanges(page, unshown = []) {
  const blocks = unshown
    .filter(([id, words]) => id.startsWith(`${unshownIdPrefix}code-`) && words.length >= codeBlockWords)
    .map(([id, words]) => ({location: page.anchors.find((anchor) => anchor.id === id)?.location, words: words.length}))
    .sort((a, b) => a.location - b.location);
  const ranges = [];
  let end = 0;
  for (const {location, words} of blocks) {
    if (location === undefined || location < end)
      throw new Error(
        `search index: ${page.url}: a code block is not where Pagefind's anchors put it (see UPGRADING.md)`,
      );
    ranges.push(location - end, words);
    end = location + words;
  }
  return ranges;
}

/**
 * The page's text as a reader's excerpt may show it: each word of the elements that withEndTags
 * marked (a section's questions, the code blocks) is replaced by a word joiner (U+2060), which is
 * not whitespace: the text keeps its number of words, and the locations the index gives for the
 * words after it still count right. The fragments that a search downloads for its excerpts are
 * smaller, and no excerpt quotes a question the page does not show: src/search/engine.ts
 * (`unshownWord`) skips these words.
 */
const unshownWord = '\u2060';

function withoutUnshown(page, unshown) {
  if (unshown === undefined) return page.content;
  const words = page.content.split(/\s+/);
  for (const [id, expected] of unshown) {
    const anchor = page.anchors.find((candidate) => candidate.id === id);
    const found = anchor === undefined ? [] : words.slice(anchor.location, anchor.location + expected.length);
    if (found.join(' ') !== expected.join(' '))
      throw new Error(
        `search index: ${page.url}: the words of #${id} are not where Pagefind's anchor puts them (see UPGRADING.md)`,
      );
    words.fill(unshownWord, anchor.location, anchor.location + expected.length);
  }
  return words.join(' ');
}

/** The build's HTML files, as paths relative to `outDir`, outside the index's own directory. */
async function htmlFiles(outDir) {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`${searchIndexDirectory}${sep}`))
    .sort();
}

/**
 * The page with every end tag written out. The minified build leaves out the end tags HTML lets it
 * omit (`</td>`, `</tr>`, `</li>`, `</p>`), and Pagefind separates words at end tags: without them
 * the first cell of a table row ran into the last word of the row before (`catalog:write` in the
 * scopes table was indexed as `getLegalDocumentcatalog:write`, and nobody found it). Its words are
 * also set apart from the marks that close them (below), so each is one word of the index. The
 * copy also has the section's questions under their headings (addQuestions), and with it come the
 * words of each element whose words no excerpt shows, by its id (see withoutUnshown).
 */
function withEndTags(html, questions) {
  const document = parse(html);
  const unshown = [...(questions === undefined ? [] : addQuestions(document, questions)), ...markCodeBlocks(document)];
  weighCodeBlocks(document);
  markDefinitions(document);
  splitClosingMarks(document);
  closeBlocks(document);
  // The words Pagefind will read in each element whose words no excerpt shows, by its id.
  const words = unshown.map(({id, element}) => [id, textOf(element).trim().split(/\s+/)]);
  return {html: serialize(document), words};
}

function textOf(node) {
  return node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(textOf).join('');
}

/**
 * Gives every indexed code block an id, in the copy of the page Pagefind reads, so that its words
 * can be left out of the page's text in the fragment (withoutUnshown), as the questions are. The
 * index keeps them: partners search for the values and commands a block shows, and the search
 * opens the section that has them. An excerpt quotes the section's sentences instead, which read
 * as an answer where a run of JSON keys does not; and the fragments of the three guides a first
 * search shows were a quarter smaller compressed (16.1 to 12.0 KB). A block outside the indexed
 * element or inside an ignored one has no words in the index and keeps its markup.
 */
function markCodeBlocks(node, indexed = false, marked = []) {
  if (node.attrs?.some(({name}) => name === 'data-pagefind-ignore')) return marked;
  const inBody = indexed || (node.attrs?.some(({name}) => name === 'data-pagefind-body') ?? false);
  if (node.nodeName === 'pre') {
    if (!inBody || node.attrs.some(({name}) => name === 'id')) return marked;
    const id = `${unshownIdPrefix}code-${marked.length + 1}`;
    node.attrs.push({name: 'id', value: id});
    marked.push({id, element: node});
    return marked;
  }
  for (const child of node.childNodes ?? []) markCodeBlocks(child, inBody, marked);
  if (node.content !== undefined) markCodeBlocks(node.content, inBody, marked);
  return marked;
}

/**
 * Puts the terms that name each section's subject (`search_terms` in a guide's front matter) and
 * the questions it answers (`search_questions`) after its heading, in the copy of the page that
 * Pagefind reads, so their words count as the section's. Partners type their own words ("cancel my
 * phone lease", "send the phone back"); a guide says it in the API's ("terminate", "return"), and
 * one sentence cannot carry every way of asking. Each term is a definition (`<dfn>`, which
 * markDefinitions marks with the guide's own), so a search that is the term opens the section;
 * terms come first, where the ranking reads a section's opening. The page does not show them. A
 * term or question for an anchor the page has no heading for fails the build.
 */
function addQuestions(document, {source, sections, terms = {}}) {
  const headings = new Map();
  const collect = (node) => {
    const id = /^h[2-6]$/.test(node.nodeName) ? node.attrs.find(({name}) => name === 'id')?.value : undefined;
    if (id !== undefined) headings.set(id, node);
    for (const child of node.childNodes ?? []) collect(child);
  };
  collect(document);
  const anchors = [...new Set([...Object.keys(terms), ...Object.keys(sections)])];
  return anchors.map((anchor, index) => {
    const heading = headings.get(anchor);
    if (heading === undefined) {
      const key = anchor in terms ? 'search_terms' : 'search_questions';
      throw new Error(
        `search index: ${source}: front matter \`${key}\` names #${anchor}, which is not a heading's anchor on the page`,
      );
    }
    const id = `${unshownIdPrefix}questions-${index + 1}`;
    const element = defaultTreeAdapter.createElement('p', parse5Html.NS.HTML, [{name: 'id', value: id}]);
    for (const term of terms[anchor] ?? []) {
      const definition = defaultTreeAdapter.createElement('dfn', parse5Html.NS.HTML, []);
      defaultTreeAdapter.insertText(definition, term);
      defaultTreeAdapter.appendChild(element, definition);
      defaultTreeAdapter.insertText(element, ' ');
    }
    defaultTreeAdapter.insertText(element, (sections[anchor] ?? []).join(' '));
    const parent = heading.parentNode;
    const next = parent.childNodes[parent.childNodes.indexOf(heading) + 1];
    if (next === undefined) defaultTreeAdapter.appendChild(parent, element);
    else defaultTreeAdapter.insertBefore(parent, element, next);
    return {id, element};
  });
}

/**
 * How much a word of a code block counts in the index (`data-pagefind-weight`; a guide's prose
 * counts 3, see src/components/SearchBody). A guide's JSON example holds every field of the
 * resource and its request holds every header, so the section with the longest example
 * outscored the one whose sentences explain the field or value the reader typed (`deposit_rule`
 * led to the plan list's example before the section on deposits). The words stay in the index:
 * partners search for the values and commands the blocks show. The weight counts in Pagefind's
 * score of a page for each word, which is part of the site's score (src/search/rank.ts,
 * `sectionWeights.pagefind`); the sections' own counts take every word at full weight. When
 * Pagefind ranked the pages alone, 0.5 found the answer first for 4 more of 511 tuning queries
 * than full weight (1: 2 more, 0.2: 1 more).
 */
const codeBlockWeight = '0.5';

/** Gives every code block (`pre`) that has no weight of its own the weight above. */
function weighCodeBlocks(node) {
  if (node.nodeName === 'pre' && !node.attrs.some(({name}) => name === 'data-pagefind-weight')) {
    node.attrs.push({name: 'data-pagefind-weight', value: codeBlockWeight});
    return;
  }
  for (const child of node.childNodes ?? []) weighCodeBlocks(child);
  if (node.content !== undefined) weighCodeBlocks(node.content);
}

/**
 * Gives each definition (`<dfn>`) an id, in the copy of the page that Pagefind reads (the page
 * itself has none). Pagefind writes each element with an id into the page's fragment as an anchor,
 * with the number of its first word, and writeSections reads the headings' and the definitions'
 * from there. A guide marks the term a sentence defines with `<dfn>` (HTML's defining instance of a
 * term); the page needs no id for it, so its Markdown twin carries no anchor.
 */
function markDefinitions(node, definitions = {count: 0}) {
  if (node.nodeName === 'dfn') node.attrs.push({name: 'id', value: `term-${(definitions.count += 1)}`});
  for (const child of node.childNodes ?? []) markDefinitions(child, definitions);
  if (node.content !== undefined) markDefinitions(node.content, definitions);
}

/**
 * Elements that end a run of text for a reader. Pagefind ends some of them with a full stop of its
 * own, glued to their last word (a heading "Theft and loss" gave the word "loss."; a table cell
 * "grace period" gave "period."), and runs others into the next element's text with no space at
 * all (a description list's "HTTP status" and "400" gave "status400").
 */
const blocks = new Set([
  'p',
  'div',
  'li',
  'td',
  'th',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'pre',
  'section',
  'article',
  'ul',
  'ol',
  'dl',
  'table',
  'caption',
  'figcaption',
  'blockquote',
  'summary',
  'details',
  'header',
  'footer',
  'aside',
]);

/** The last text of an element, in document order. */
function lastText(node) {
  const children = [...(node.childNodes ?? [])].reverse();
  for (const child of children) {
    const text = child.nodeName === '#text' ? child : lastText(child);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * A block's text ends with a full stop that stands apart (" ."), as its sentences do once their
 * marks are split off: Pagefind adds none of its own then, and the block's last word is the same
 * word as everywhere else. A block that ends with a space is left as it is; one that ends with a
 * mark Pagefind keeps ("?", "!", ";") gets a space after it.
 */
function closeBlocks(node) {
  for (const child of node.childNodes ?? []) closeBlocks(child);
  if (node.content !== undefined) closeBlocks(node.content);
  if (!blocks.has(node.nodeName)) return;
  const text = lastText(node);
  if (text === undefined || /(?:\s|^)$/.test(text.value)) return;
  // The page's title (its h1) ends with a space only: Pagefind takes the title from its text.
  text.value += node.nodeName !== 'h1' && /[\p{L}\p{N}_)\]"'’”`]$/u.test(text.value) ? ' . ' : ' ';
}

/**
 * A space between a word and the full stop or colon that closes it, in the text that Pagefind
 * indexes. "." and ":" are word characters of this index (`includeCharacters`, for identifiers),
 * so "deposit." at the end of a sentence was a word of its own beside "deposit": the index held
 * both, and a word that the English stemmer changes lost its page altogether ("policy." is left as
 * it is, the query "policy" is stemmed to "polici", which is no prefix of it). A mark inside a word
 * (`contract.activated`, `customers:read`, `3.50`) is followed by more of the word and stays.
 * Closing brackets and quotes after the mark (`(see Payments).`) count as its end too, and so does
 * a mark at the start of a text, after an element (`<code>createSale</code>.`). Pagefind
 * breaks words at whitespace only (an element's end tag or a zero-width character did not), and
 * its text keeps the space: the search takes it out of the excerpts again (excerptText in
 * src/search/engine.ts).
 */
function splitClosingMarks(node) {
  // A heading is a result's title as Pagefind shows it ("Ownership: who owns the device"); its
  // words before a colon keep their stem as a prefix.
  if (/^h[1-6]$/.test(node.nodeName)) return;
  if (node.nodeName === '#text')
    node.value = node.value.replace(/(?:(?<=[\p{L}\p{N}_)\]"'’”`])|^)([.:])(?=[)\]"'’”]*(?:\s|$))/gu, ' $1');
  for (const child of node.childNodes ?? []) splitClosingMarks(child);
  if (node.content !== undefined) splitClosingMarks(node.content);
}

/** The questions file of the build, or none where the build has no such file. */
async function readQuestions(outDir) {
  try {
    return JSON.parse(await readFile(join(outDir, searchQuestionsFile), 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT') return {};
    throw error;
  }
}

export async function buildSearchIndex(outDir, options = defaultSearchIndexOptions) {
  const started = performance.now();
  // Pagefind leaves a fragment file that is already there (its name is a hash of the page), and
  // writeSections takes the anchors out of the fragments: an index built again over the same build
  // would read fragments without anchors and lose every section. So it starts from nothing.
  await rm(join(outDir, searchIndexDirectory), {recursive: true, force: true});
  const {errors, index} = await createIndex({
    forceLanguage: options.forceLanguage,
    includeCharacters: options.includeCharacters,
  });
  if (index === undefined) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
  try {
    const questions = await readQuestions(outDir);
    const unshownWords = new Map();
    const withQuestions = new Set();
    let pages = 0;
    for (const file of await htmlFiles(outDir)) {
      const address = `/${file.split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';
      const {html, words} = withEndTags(await readFile(join(outDir, file), 'utf8'), questions[address]);
      if (words.length > 0) unshownWords.set(address, words);
      if (questions[address] !== undefined) withQuestions.add(address);
      const added = await index.addHTMLFile({sourcePath: file.split(sep).join('/'), content: html});
      if (added.errors.length > 0) throw new Error(`search index: ${file}: ${added.errors.join('; ')}`);
      if (added.file?.url !== undefined) pages += 1;
    }
    const written = await index.writeFiles({outputPath: join(outDir, searchIndexDirectory)});
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
    const missing = Object.keys(questions).filter((address) => !withQuestions.has(address));
    if (missing.length > 0)
      throw new Error(`search index: no page was built at ${missing.join(', ')}, which have \`search_questions\``);
    const guides = await writeSections(join(outDir, searchIndexDirectory), unshownWords);
    if (guides === 0) throw new Error(`search index: no page has the section filter "${guidesSection}"`);
    const recompressed = await recompressIndex(join(outDir, searchIndexDirectory));
    return {pages, recompressed, seconds: (performance.now() - started) / 1000};
  } finally {
    await close();
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [outDir, options] = process.argv.slice(2);
  if (outDir === undefined) {
    console.error('usage: node search.mjs <outDir> [<options as JSON>]');
    process.exit(2);
  }
  buildSearchIndex(outDir, {...defaultSearchIndexOptions, ...JSON.parse(options ?? '{}')}).then(
    (result) => console.log(JSON.stringify(result)),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
