/**
 * What the site's search does on top of Pagefind's own ranking. Pagefind decides which pages match
 * and their order, with the weights that the markup gives (`data-pagefind-weight` on headings,
 * operation IDs, error codes and event types) and the ranking options in
 * plugins/build-output/search.mjs and ./options.ts. The rules here are the ones Pagefind has no option for; each has a unit
 * test in tests/unit/search-rank.test.ts that shows the query it fixes.
 */
import type {SectionLabel} from '../site/model';
import {eventDomainAnchorPrefix} from '../../plugins/openapi-reference/anchors';

/** Pages of this section are guides (rule 5). */
const guidesLabel: SectionLabel = 'Guides';

/**
 * Rule 1, misspellings. A word of six letters or more that no guide heading has, one slip from a
 * word that one has (a letter missing, added, wrong, or two swapped: "pagenation", "recieve",
 * "enviroment"), may be a typo of it; the search uses the heading's word where Pagefind finds
 * that on more pages (see searchWith in ./engine.ts). The guides' headings are the site's
 * vocabulary of concepts and tasks, and already loaded (rule 7's file); a list of known typos
 * would only fix the ones we thought of. It also covers the two reference pages published at
 * misspelt addresses (the site model's aliases), whose spellings partners copy.
 */
export function headingSpelling(word: string, headings: GuideHeadings): string | undefined {
  const typed = word.toLowerCase();
  const {words, stems} = vocabularyOf(headings);
  if (!/^[a-z]{6,}$/.test(typed) || stems.has(stem(typed))) return undefined;
  return words.find((heading) => Math.abs(heading.length - typed.length) < 2 && oneSlip(typed, heading));
}

let vocabulary: {headings: GuideHeadings; words: string[]; stems: Set<string>} | undefined;

/**
 * The headings' words and their stems, once per headings file: the search runs with every
 * keystroke, and rule 1 looks at each word of the query.
 */
function vocabularyOf(headings: GuideHeadings): {words: string[]; stems: Set<string>} {
  if (vocabulary?.headings !== headings) {
    const words = [...new Set(Object.values(headings).flat().flatMap(headingWords))];
    vocabulary = {headings, words, stems: new Set(words.map(stem))};
  }
  return vocabulary;
}

/**
 * Whether two words are the same once at most one letter is left out of each: one letter missing,
 * added or different, two letters swapped, or one missing and another added. Hand-written rather
 * than an edit-distance library: the search's code counts against the first search's bytes, and
 * this is all it needs.
 */
function oneSlip(a: string, b: string): boolean {
  const less = (word: string) => [...word, ''].map((_, index) => word.slice(0, index) + word.slice(index + 1));
  const shorter = new Set(less(a));
  return less(b).some((variant) => shorter.has(variant));
}

/**
 * Rule 2, partners' words for ours. Retail, telco and leasing teams bring their own vocabulary;
 * each entry is a word from that trade that this site never uses, and the site's word for the
 * same thing. A word the site does use (KYC, IMEI, SEPA) is not here: Pagefind finds it.
 */
const partnerWords: Readonly<Record<string, string>> = {
  excess: 'deductible',
  throttling: 'rate limit',
  throttled: 'rate limited',
  lease: 'rental',
  leasing: 'rental',
  delist: 'remove',
  swap: 'replacement',
  downtime: 'outage',
  offline: 'outage',
  'cooling-off': 'withdrawal',
  // The site says "insurance" only in document names (the insurance product information document),
  // on pages that all say "protection" too; partners mean the protection plan.
  insurance: 'protection',
  staging: 'sandbox',
  prod: 'production',
  inventory: 'stock',
  coupon: 'voucher',
  handset: 'device',
  installment: 'monthly',
  installments: 'monthly',
  instalment: 'monthly',
  instalments: 'monthly',
  rma: 'return',
  deactivate: 'disable',
  webshop: 'online shop',
  basket: 'checkout',
  reseller: 'partner',
  dealer: 'partner',
  cashier: 'sales agent',
  offset: 'cursor',
};

/**
 * Rule 3, question phrasing. Pagefind has no stop-word list: each word of a query is looked up and
 * must match, and `the` alone sits at tens of thousands of positions. Question words and pronouns
 * ("how long is …", "what must my …", "can I …", "how do I know if …", "why am I getting …",
 * "some rows were rejected", "what now") say how the reader asks, not what about: they are left out
 * of a query that has other words (and kept in a quoted phrase, which must match word for word).
 */
const stopWords = new Set([
  'a',
  'all',
  'am',
  'an',
  'and',
  'any',
  'are',
  'be',
  'been',
  'by',
  'can',
  'could',
  'do',
  'does',
  'for',
  'from',
  'getting',
  'happen',
  'happens',
  'has',
  'how',
  'i',
  'if',
  'in',
  'is',
  'it',
  'know',
  'me',
  'my',
  'now',
  'of',
  'on',
  'or',
  'our',
  'should',
  'some',
  'than',
  'that',
  'the',
  'their',
  'them',
  'there',
  'they',
  'this',
  'to',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'you',
  'your',
]);

/**
 * The word after "how" in "how long …", "how many …", "how much …", "how often …" asks for a
 * figure; the page that gives it says "valid for 3600 seconds", not "long". Left out with "how".
 */
const measureWords = new Set(['long', 'many', 'much', 'often']);

/** The words Pagefind searches for: partners' words mapped, question phrasing left out (rules 2 and 3). */
export function queryWords(typed: string): string[] {
  const trimmed = typed.trim();
  const quoted = /^".*"$/.test(trimmed);
  const words = trimmed
    .split(/\s+/)
    .filter((word) => word !== '')
    .flatMap((word) => {
      const lower = word.toLowerCase();
      const mapped = quoted ? undefined : partnerWords[lower];
      // A header or field name as written (`Idempotency-Key`) is the words a heading says
      // ("idempotency keys"), and Pagefind indexes it by its parts too.
      return mapped?.split(' ') ?? (quoted ? [word] : word.split(/(?<=[a-z])-(?=[a-z])/i));
    });
  if (quoted) return words;
  // A question mark or a trailing comma says nothing to the index.
  const clean = words.map((word) => word.replace(/[?!,;]+$/, '')).filter((word) => word !== '');
  const kept = clean.filter(
    (word, index) =>
      !stopWords.has(word.toLowerCase()) &&
      !(measureWords.has(word.toLowerCase()) && clean[index - 1]?.toLowerCase() === 'how'),
  );
  return kept.length > 0 ? kept : clean;
}

/**
 * Whether the reader typed an identifier: an operationId (`createSale`), an error code
 * (`rate_limited`), an event type (`contract.activated`) or a scope (`customers:read`).
 */
export function isIdentifier(query: string): boolean {
  return /^[a-z][a-z0-9]*(?:[._:][a-z0-9]+)+$/i.test(query) || /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(query);
}

/** A section that is the identifier itself: its anchor, or a heading that starts with it. */
function namesIdentifier(section: {url: string; title: string}, query: string): boolean {
  const lower = query.toLowerCase();
  const anchor = section.url.split('#')[1]?.toLowerCase();
  const title = section.title.toLowerCase();
  return anchor === lower || title === lower || title.startsWith(`${lower} `);
}

/**
 * The same word for the index, roughly: lower case, without the plural or verb endings that
 * separate "effective dates" from "effective date" or "retries" from "retry".
 */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z0-9_.:-]/g, '')
    .replace(/(?:ies|ied)$/, 'y')
    .replace(/(?:ing|ed)$/, '')
    .replace(/([^s])s$/, '$1');
}

/** A heading's words, lower case, error codes and event types also split into theirs. */
function headingWords(title: string): string[] {
  return (
    title
      .toLowerCase()
      .split(/[\s/()`,:—]+/)
      .filter((word) => word !== '')
      // An error code or event type in a heading names its words too: `insufficient_scope` names
      // "insufficient scope", as a reader types the message they saw.
      .flatMap((word) => [word, ...(/[a-z][_.][a-z]/.test(word) ? word.split(/[_.]/) : [])])
  );
}

/**
 * Whether a section's heading names every word of the query: the section is about the query, not
 * a mention of it. Words of the heading match by their stem, or by their start for a query word of
 * five letters or more ("idempot" as typed, "idempotency" in "idempotency keys").
 */
export function headingNames(title: string, words: readonly string[]): boolean {
  return words.length > 0 && namedWords(title, words) === words.length;
}

const stemsOf = new Map<string, string[]>();

/**
 * How many of the query words a heading names (see headingNames). A heading's stems are worked out
 * once: rules 5 and 7 test every heading of every page found, with every keystroke.
 */
function namedWords(title: string, words: readonly string[]): number {
  let heading = stemsOf.get(title);
  if (heading === undefined) stemsOf.set(title, (heading = headingWords(title).map(stem)));
  return words
    .map(stem)
    .filter(
      (word) => word !== '' && heading.some((part) => part === word || (word.length >= 5 && part.startsWith(word))),
    ).length;
}

/**
 * Whether every word of a heading, stop words aside, is one of the query's (see headingNames). A
 * heading "X: Y" names its subject and, after the colon, the reader's other word for it ("The sale
 * lifecycle: order statuses", "When a payment fails: dunning"): either part can be the query.
 */
export function headingIsQuery(title: string, words: readonly string[]): boolean {
  const query = words.map(stem);
  return title.split(': ').some((side) =>
    headingWords(side)
      .filter((word) => !stopWords.has(word))
      .map(stem)
      .every(
        (part) => part === '' || query.some((word) => part === word || (word.length >= 5 && part.startsWith(word))),
      ),
  );
}

type Section = {
  readonly url: string;
  readonly title: string;
  readonly score: number;
  /** The page's words where Pagefind matched the query in the section, as the page writes them. */
  readonly found?: readonly string[];
};

/**
 * The query's words (by their stem) that a section holds. Pagefind matches each word as a prefix
 * of the page's words ("refund" in "refunded", "customer" in "customer's"), and of the parts of an
 * identifier ("deposit" in `conditions.deposit_amount`); a word quoted or in brackets
 * ("(Customers") is the word.
 */
function heldWords(section: Section, stems: readonly string[]): Set<string> {
  // A word the page repeats is matched at each of its places; each is looked at once.
  const found = [...new Set(section.found)].flatMap((word) => {
    const lower = word.toLowerCase();
    return [lower.replace(/^[^a-z0-9]+/, ''), ...lower.split(/[^a-z0-9]+/)];
  });
  return new Set(
    stems.filter((word) => {
      // The index's stemmer ends "policy" and "create" as "polici" and "creat" ("policies",
      // "creating"); the start without the last "y" or "e" is the word in every form.
      const start = word.length > 3 ? word.replace(/[ye]$/, '') : word;
      return found.some((text) => text.startsWith(start));
    }),
  );
}

/**
 * Rule 12, the section with more of the query. Pagefind scores a section by how often the query's
 * words occur in it, so a long section that repeats one of them ("sale" in the sale lifecycle)
 * outscores a short one that has the reader's rarer words too ("sale price differs from what the
 * customer agreed": "Complete the sale" says what happens when the sale's price differs from the
 * amount the customer agreed to; the lifecycle names the sale at every status). Within a
 * page, after the sections that name the query and the frame (rules 4 and 9), sections come by
 * Pagefind's score times how much of the query they hold: each word the section has counts by how
 * few of the page's matching sections have it, log(1 + sections / sections with the word). The
 * score alone, or the share alone before the score, found the answer first for 9 and 6 fewer of
 * the 511 tuning queries: the score holds the heading's words (weight 10), the share the rare ones.
 */
function queryShare(held: ReadonlyMap<Section, ReadonlySet<string>>): Map<Section, number> {
  const sectionsWith = (word: string) => [...held.values()].filter((words) => words.has(word)).length;
  return new Map(
    [...held].map(([section, words]) => [
      section,
      [...words].reduce((sum, word) => sum + Math.log(1 + held.size / sectionsWith(word)), 0),
    ]),
  );
}

/** The API reference's pages, whose headings are operations (rule 5). */
const referencePrefix = '/docs/api/';

/** The blog's posts (rule 11). */
const blogPrefix = '/blog/';

/** The rental form of a topic's page has the topic's address with this ending (rule 6). */
const rentalSuffix = '-rental';

/** A result page's address, from its sections' (the page top or `page#anchor`). */
function pageAddress(sections: readonly Section[]): string {
  // The browser's Pagefind gives site paths; in Node (the MCP server) they start with the origin.
  return (sections[0]?.url.split('#')[0] ?? '').replace(/^[a-z]+:\/\/[^/]+/, '');
}

/** A result page: its matching sections (the page top is one, without an anchor) and its section filter. */
type Page = {readonly sections: readonly Section[]; readonly section?: string | undefined};

/**
 * Rule 4, the section that names the query comes first. Pagefind ranks pages, and a reference page
 * that mentions a word in every operation can outscore the guide whose section heading is that
 * word. Within each page, sections that name the query (an identifier's own section, or a heading
 * that holds every query word) come first, then the rest by their score; pages with such a section
 * come before pages without, otherwise in Pagefind's order.
 *
 * Rule 11, a task is read in a guide. A reference page lists every field of its operations, so it
 * holds the words of a question about them ("how much is refunded when a protection plan is
 * cancelled early": "refund", "cancelled" and "early" in the payments reference) as much as the
 * guide that answers it; a blog post tells the story of a whole integration, in the words of every
 * step ("access token" opened the post's "Step 1: get an access token"). Pages whose headings name
 * the query keep their place (rules 4, 5 and 6); of the others, guides and the error catalogue come
 * before reference pages and posts. An identifier leads to the reference wherever Pagefind puts it.
 *
 * Rule 13, the page with more of the query together. After that, a page whose best section holds
 * more of the query's words (rule 12) comes first, then Pagefind's order: Pagefind sums the words
 * over the whole page, so a long guide that repeats one or two of them outranks the page whose
 * one section has more ("avoid creating duplicate customers": the webhooks guide, with its
 * duplicate deliveries and a customer in every event, came before the customers guide, where
 * creating a customer twice is what one section warns about).
 */
export function rankSections<P extends Page>(
  pages: readonly P[],
  query: string,
  frame: ReadonlySet<string> = new Set(),
): Array<{page: P; sections: Array<P['sections'][number]>}> {
  const words = queryWords(query);
  const stems = words.map(stem).filter((word) => word !== '');
  const identifier = isIdentifier(query.trim());
  const names = (section: Section) =>
    identifier ? namesIdentifier(section, query.trim()) : headingNames(section.title, words);
  const ranked = pages.map((page, order) => {
    // Among the sections that name the query, a heading that is the query and nothing else
    // ("Invoices") defines it, and comes before headings that also hold it ("Get one invoice").
    // The webhook reference's groups of events ("Legal documents": `events-legal-documents`) list
    // the events of a topic; they define nothing.
    const defines = (section: Section) =>
      !identifier &&
      !section.url.includes(`#${eventDomainAnchorPrefix}`) &&
      names(section) &&
      headingIsQuery(section.title, words);
    // Pagefind keeps the zero-width space of a heading's anchor link in its title.
    const framed = (section: Section) =>
      frame.has(
        section.title
          .replace(/\u200b/g, '')
          .trim()
          .toLowerCase(),
      );
    // The query's words each section holds, read by rules 12 and 13 (an identifier is found as
    // written, and leads to its own section).
    const held = new Map(
      identifier ? [] : page.sections.map((section): [Section, Set<string>] => [section, heldWords(section, stems)]),
    );
    // Rule 12.
    const share = queryShare(held);
    const sections = [...page.sections].sort(
      (a, b) =>
        Number(names(b)) - Number(names(a)) ||
        Number(defines(b)) - Number(defines(a)) ||
        // Rule 9: then the page's own subject before its frame.
        Number(framed(a)) - Number(framed(b)) ||
        (share.get(b) ?? 0) * b.score - (share.get(a) ?? 0) * a.score ||
        b.score - a.score,
    );
    // Rule 5: a task is done with a guide. Where a guide's section and an operation's heading both
    // name the words ("withdraw a claim"), the guide comes first; an identifier leads to its own
    // section wherever that is.
    const guide = !identifier && page.section === guidesLabel;
    // A guide's heading is often shorter than the operation's ("Preview the change" in the
    // contracts guide, "Preview a contract change" in the reference): for a task of three words or
    // more, a guide section that names all of them but one stands with an operation that names
    // them all.
    const nearly =
      guide && words.length >= 3 && sections.some((section) => namedWords(section.title, words) >= words.length - 1);
    // A heading with the words as typed ("Versioning and deprecation" for "versioning") is closer
    // to the query than one that has them by their stem only ("New document versions").
    const asTyped = (section: Section) => {
      const heading = headingWords(section.title).map((word) => word.replace(/[^a-z0-9_.:-]/g, ''));
      return names(section) && words.every((word) => heading.includes(word.toLowerCase()));
    };
    const typed = !identifier && sections.some(asTyped);
    // A heading that is the query and nothing else ("Errors", "Invoices"): rule 10.
    const defining = sections.some(defines);
    // Rule 13: how many of the query's words the page's best section holds together.
    const reach = Math.max(0, ...[...held.values()].map((words) => words.size));
    return {
      page,
      sections,
      reach,
      named: sections.some(names),
      guide,
      order,
      address: pageAddress(sections),
      nearly,
      typed,
      defining,
    };
  });
  // Rule 6: an operation tagged with several topics ("listContracts": contracts and its rental
  // form; "createContractChange": those and adding a device) is on each of their reference pages,
  // with the same words and so the same score. Its home is the page of the topic without the
  // rental ending; the copies rank as pages that do not name the query, in Pagefind's order, so
  // that they do not push the guides off the results.
  const anchorOf = (entry: (typeof ranked)[number]) =>
    entry.named && !entry.guide ? (entry.sections[0]?.url.split('#')[1] ?? '') : '';
  const home = new Map<string, (typeof ranked)[number]>();
  for (const entry of ranked) {
    const anchor = anchorOf(entry);
    if (anchor === '') continue;
    const current = home.get(anchor);
    if (current === undefined || (current.address.endsWith(rentalSuffix) && !entry.address.endsWith(rentalSuffix)))
      home.set(anchor, entry);
  }
  const copy = (entry: (typeof ranked)[number]) => {
    const anchor = anchorOf(entry);
    return anchor !== '' && home.get(anchor) !== entry;
  };
  const operationNamed = ranked.some((entry) => entry.named && entry.address.startsWith(referencePrefix));
  // Rule 10: a query of one or two words is a concept, which a heading of exactly those words
  // defines ("Errors", the error catalogue), where other headings only hold it ("Errors of the
  // token endpoint" in a guide, which rule 5 would put first). Longer queries are tasks, whose
  // guide heading is often shorter than the operation's (rule 5).
  const concept = words.length <= 2;
  const ordered = ranked.map((entry) => ({
    ...entry,
    aside: entry.address.startsWith(referencePrefix) || entry.address.startsWith(blogPrefix),
    named: (entry.named && !copy(entry)) || (operationNamed && entry.nearly),
  }));
  ordered.sort(
    (a, b) =>
      Number(b.named) - Number(a.named) ||
      // Rule 10: a concept (a word or two) opens the page with a heading that is the concept.
      Number(concept && b.named && b.defining) - Number(concept && a.named && a.defining) ||
      // After the pages that name the query, guides with a section one word short of it.
      Number(b.nearly) - Number(a.nearly) ||
      Number(b.named && b.guide) - Number(a.named && a.guide) ||
      Number(b.named && b.typed) - Number(a.named && a.typed) ||
      // Rule 11: a reference page or post whose headings do not name the query comes after the guides.
      Number(!identifier && a.aside) - Number(!identifier && b.aside) ||
      // Rule 13: then the page whose best section holds more of the query.
      b.reach - a.reach ||
      a.order - b.order,
  );
  return ordered.map(({page, sections}) => ({page, sections}));
}

/** The guides' section headings, lower case, by Pagefind page id (written by the build, see rankingWindow). */
export type GuideHeadings = Readonly<Record<string, readonly string[]>>;

/**
 * Rule 7, a guide section that names the query is ranked wherever Pagefind puts its page. The
 * search loads the data of only a few of Pagefind's first pages (each is a download of its own),
 * and rules 4 and 5 order those; a guide that mentions a word once, in the heading of the section
 * that defines it ("Theft and loss"), can come after four guides that mention it in every plan
 * table. The guides' headings, a small file of the index, say which pages past the first `size`
 * have such a section: each takes the place of the last page of the window that is a guide
 * without one. A task of three words or more counts a heading one word short of it, as rule 5
 * does ("Preview the change" for "preview a contract change"). Pages the file does not know
 * (reference, errors, blog) keep their places, as does every page for an identifier, whose home
 * is the reference.
 */
export function rankingWindow<R extends {readonly id: string}>(
  results: readonly R[],
  query: string,
  headings: GuideHeadings,
  size: number,
): R[] {
  const window = results.slice(0, size);
  if (isIdentifier(query.trim())) return window;
  const words = queryWords(query);
  const short = Number(words.length >= 3);
  const names = (result: R) =>
    (headings[result.id] ?? []).some((title) => namedWords(title, words) >= words.length - short);
  for (const result of results.slice(size)) {
    if (!names(result)) continue;
    const replaced = window.map((member) => headings[member.id] !== undefined && !names(member)).lastIndexOf(true);
    if (replaced === -1) break;
    window.splice(replaced, 1);
    window.push(result);
  }
  // Pagefind's order among the pages kept: rules 4 and 5 break its ties.
  return window.sort((a, b) => results.indexOf(a) - results.indexOf(b));
}

/**
 * Rule 9, a page's subject before its frame. Most guides end with the same sections ("What can go
 * wrong", "Webhooks", "Next steps") and start with "Before you start"; the Webhooks section of the
 * term guide lists every event with its payload, and so mentions "notice period" more than the
 * section that defines it. Within a page, after the sections that name the query, a section whose
 * heading more than half of the guides have comes after the page's other sections. These are the
 * headings: read from the guides' headings (rule 7's file), so a new frame section needs no list.
 */
export function frameHeadings(headings: GuideHeadings): Set<string> {
  const guides = Object.values(headings);
  const counts = new Map<string, number>();
  for (const titles of guides) for (const title of new Set(titles)) counts.set(title, (counts.get(title) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count * 2 > guides.length).map(([title]) => title));
}
