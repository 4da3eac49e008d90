/**
 * The site's search ranking. Pagefind finds the words: each word of the query is a search of its
 * own, which gives every page that has the word (by stem or as the start of a longer word, within
 * the reader's filters) and the numbers of its words that matched. What Pagefind has no option for
 * is here: which words to search for (rules 1 to 3), and a score for each section rather than
 * each page, which a page earns without having every word (scorePages). Pagefind ranks pages
 * that have all the words: a question with one word the site does not use found nothing, and a
 * long guide that mentions the words in three places outranked the section that holds them together.
 * Each rule has a unit test in tests/unit/search-rank.test.ts that shows the query it fixes.
 */
import type {SectionLabel, Variant} from '../site/model';
import {eventDomainAnchorPrefix} from '../../plugins/openapi-reference/anchors';
import {headingAnchor} from '../../plugins/build-output/heading-anchor.mjs';

/** The section filters of guides, the reference and the blog, which the ranking weighs apart (rules 5 and 11). */
const guidesLabel: SectionLabel = 'Guides';
const referenceLabel: SectionLabel = 'API reference';
const blogLabel: SectionLabel = 'Blog';

/**
 * Rule 1, misspellings. A word that no guide heading has, a slip or two from a word that one has,
 * may be a typo of it; the search uses the heading's word where Pagefind finds that on more pages
 * and does not find the typed word as a whole word anywhere (see queryMatches in ./engine.ts): a
 * word the site has ("retail", "settlement", "pending") is not a slip of a heading's ("rental",
 * "statements", "ending"), whatever the distance. How far a typo may be grows with the word, as
 * in most search engines' fuzzy matching: four or five letters with two neighbours swapped ("IMIE"
 * for IMEI; any other slip in a word that short makes another word of the site), six to nine
 * letters one slip (a letter missing, added, wrong, or two swapped: "pagenation", "recieve",
 * "enviroment"), ten or more two ("maintainance", unless Pagefind's stemmer reads it as the
 * site's "maintain"). The guides' headings are the site's vocabulary of concepts and
 * tasks, and already loaded (the sections file); a list of known typos would only fix the ones we
 * thought of. It also covers the two reference pages published at misspelt addresses (the site
 * model's aliases), whose spellings partners copy.
 */
export function headingSpelling(word: string, headings: GuideHeadings): string | undefined {
  const typed = word.toLowerCase();
  const {words, stems} = vocabularyOf(headings);
  if (!/^[a-z]{4,}$/.test(typed) || stems.has(stem(typed))) return undefined;
  if (typed.length < 6) return words.find((heading) => swapped(typed, heading));
  const most = typed.length < 10 ? 1 : 2;
  return words.find((heading) => Math.abs(heading.length - typed.length) <= most && slips(typed, heading, most));
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
 * Whether two words are the same once at most `most` letters are left out of each: with one, a
 * letter missing, added or different, two letters swapped, or one missing and another added.
 * Hand-written rather than an edit-distance library: the search's code counts against the first
 * search's bytes, and this is all it needs.
 */
function slips(a: string, b: string, most: 1 | 2): boolean {
  const less = (word: string) => [...word, ''].map((_, index) => word.slice(0, index) + word.slice(index + 1));
  const within = (word: string) => (most === 1 ? less(word) : less(word).flatMap(less));
  const shorter = new Set(within(a));
  return within(b).some((variant) => shorter.has(variant));
}

/** Whether two words of the same length differ only by two neighbouring letters swapped. */
function swapped(a: string, b: string): boolean {
  const at = [...a].findIndex((letter, index) => letter !== b[index]);
  return (
    a.length === b.length &&
    at !== -1 &&
    a[at] === b[at + 1] &&
    a[at + 1] === b[at] &&
    a.slice(at + 2) === b.slice(at + 2)
  );
}

/**
 * Rule 2, partners' words for ours. Retail, telco and leasing teams bring their own vocabulary;
 * each entry is a word from that trade that this site never uses, and the site's word for the
 * same thing. A word the site does use (KYC, IMEI, SEPA) is not here: Pagefind finds it. The build
 * tests hold the map to that: a page that has the partner's word has the site's words too, so
 * searching the site's words instead loses no page.
 */
export const partnerWords: Readonly<Record<string, string>> = {
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
  // Retail and telco names for the recommended retail price and the plans; leasing and credit
  // teams' names for the credit check and for what is never collected.
  msrp: 'recommended retail price',
  tariff: 'plan',
  tariffs: 'plans',
  affordability: 'credit',
  underwriting: 'credit check',
  debt: 'uncollectible',
  // Developers' names for the token, the environments, the request ID and the description.
  jwt: 'access token',
  m2m: 'client credentials',
  uat: 'sandbox',
  preprod: 'sandbox',
  'pre-production': 'sandbox',
  throttle: 'rate limit',
  postback: 'webhook',
  correlation: 'request id',
  swagger: 'openapi',
  // Retail: the range, its source and price list, stock and till, staff and customer kinds.
  assortment: 'catalog',
  pim: 'catalog import',
  srp: 'recommended retail price',
  oem: 'manufacturer',
  spreadsheet: 'csv',
  pricelist: 'partner price',
  atp: 'availability',
  oos: 'out of stock',
  gst: 'tax',
  epos: 'point of sale',
  salesperson: 'sales agent',
  b2b: 'business customer',
  bopis: 'store pickup',
  postage: 'prepaid label',
  promocode: 'voucher',
  quotation: 'quote',
  // Telco and leasing: charges, the end-of-term purchase, the term and its length, renewal and changes.
  mrc: 'monthly fee',
  nrc: 'upfront',
  downpayment: 'upfront',
  residual: 'buyout',
  balloon: 'buyout',
  payoff: 'buyout',
  'rent-to-own': 'buyout',
  daas: 'rental',
  hardware: 'device',
  recharge: 'charge',
  recharged: 'charged',
  'device-as-a-service': 'rental',
  hire: 'rental',
  lessee: 'customer',
  tenor: 'term',
  maturity: 'end of term',
  cycle: 'period',
  cycles: 'periods',
  etf: 'early termination',
  'lock-in': 'minimum term',
  prolongation: 'extend',
  amendment: 'contract change',
  endorsement: 'contract change',
  // Customer fields, identity checks, consents and documents.
  pii: 'personal data',
  dob: 'birth date',
  birthdate: 'birth date',
  surname: 'last name',
  postcode: 'postal code',
  msisdn: 'phone number',
  idv: 'identity verification',
  'id&v': 'identity verification',
  ekyc: 'kyc',
  videoident: 'video ident',
  creditworthiness: 'credit check',
  'opt-in': 'consent',
  'opt-out': 'withdraw consent',
  disclosure: 'legal documents',
  disclosures: 'legal documents',
  'e-signature': 'sign agreement',
  // Payments and collections.
  chargeback: 'debit returned',
  chargebacks: 'debit returned',
  bounced: 'payment failed',
  sdd: 'sepa debit',
  acquirer: 'payment provider',
  overdue: 'past due',
  arrears: 'past due',
  delinquent: 'past due',
  delinquency: 'dunning',
  collateral: 'deposit',
  // Insurance: the holder, the seller, the cover and the claim.
  policyholder: 'customer',
  intermediary: 'partner',
  copay: 'deductible',
  peril: 'incident type',
  perils: 'incident types',
  exclusion: 'not covered',
  exclusions: 'not covered',
  fnol: 'submit claim',
  adjuster: 'claims handler',
  adh: 'accidental damage',
  crime: 'police report',
  'free-look': 'withdrawal',
  inception: 'start date',
  // Found by two more writers from the guides alone: shops, marketplaces and telcos.
  storefront: 'online shop',
  'brick-and-mortar': 'in store',
  clerk: 'sales agent',
  telemarketing: 'telesales',
  shopper: 'customer',
  'end-user': 'customer',
  renter: 'rental customer',
  hirer: 'rental customer',
  cellphone: 'device',
  repricing: 'price update',
  'phase-out': 'removal',
  stockout: 'out of stock',
  allocation: 'reservation',
  dropship: 'shipment',
  pdp: 'product pages',
  calculator: 'price calculation',
  proposal: 'quote',
  uptake: 'take-up',
  rebate: 'discount',
  promotion: 'voucher',
  'pre-tax': 'net',
  bundled: 'included protection',
  // Developers: keys, limits, formats, tests and going live.
  apikey: 'access token',
  quota: 'rate limit',
  heartbeat: 'health check',
  continuation: 'cursor',
  epoch: 'unix seconds',
  iso8601: 'rfc 3339',
  semver: 'versioning',
  dropdown: 'reference data',
  dedupe: 'deduplicate',
  listener: 'webhook endpoint',
  redelivery: 'webhook retries',
  stub: 'local mock',
  fixtures: 'test data',
  cutover: 'go live',
  quickstart: 'integration path',
  // Leasing, credit and collections.
  bond: 'deposit',
  vetting: 'credit check',
  appeal: 'manual review',
  underage: 'minimum age',
  adverse: 'decline',
  turndown: 'decline',
  decisioning: 'decision',
  tenure: 'term',
  'auto-renewal': 'renewal',
  rescission: 'withdrawal',
  rescind: 'withdrawal',
  unearned: 'unused',
  modification: 'contract change',
  'charge-off': 'uncollectible',
  irrecoverable: 'uncollectible',
  outstanding: 'amount remaining',
  ntu: 'not taken up',
  // Insurance and repair: what happened to the device, and what the claim decides.
  'wear-and-tear': 'normal use',
  grading: 'inspection',
  shattered: 'accidental damage',
  robbery: 'theft',
  burglary: 'theft',
  misplaced: 'loss',
  defect: 'malfunction',
  mechanical: 'malfunction',
  moisture: 'liquid damage',
  spillage: 'liquid damage',
  submersion: 'liquid damage',
  unrepairable: 'beyond economic repair',
  'total-loss': 'beyond economic repair',
  uneconomical: 'beyond economic repair',
  repairer: 'repair partner',
  'work-order': 'repair order',
  'co-payment': 'deductible',
  rider: 'coverage module',
  adjudication: 'decision',
  repudiated: 'rejected',
  'ex-gratia': 'goodwill',
  // Payments and identity.
  gateway: 'payment provider',
  tokenization: 'card token',
  tokenisation: 'card token',
  pan: 'card number',
  'card-on-file': 'payment method',
  'e-mandate': 'mandate',
  debtor: 'account holder',
  representment: 'payment retries',
  're-presentment': 'payment retries',
  ac04: 'account closed',
  md06: 'debit returned',
  proofing: 'kyc',
  biometric: 'selfie',
  profile: 'customer record',
  crn: 'registration number',
  tickbox: 'checkbox',
  clickwrap: 'must accept',
};

/**
 * Rule 2 for phrases: what a reader says in two to four words, most often a verb with its particle
 * ("sent back", "runs out", "turned down"), that the guides say in one or two ("return", "expire",
 * "decline"). A phrase matches by its words' stems (see stem), so "sends back" and "turned down"
 * need no entry of their own; irregular forms ("sent", "ran") have theirs. Each word of the phrase
 * alone means something else ("back", "out"), so only the whole phrase is replaced.
 */
export const readerPhrases: Readonly<Record<string, string>> = {
  // Returns, refunds, expiry, refusals.
  'send back': 'return',
  'sent back': 'return',
  'give back': 'return',
  'gave back': 'return',
  'bring back': 'return',
  'brought back': 'return',
  'hand back': 'return',
  'money back': 'refund',
  'run out': 'expire',
  'ran out': 'expire',
  'turn down': 'decline',
  // The end of a rental: buying the device.
  'pay off': 'buyout',
  'paid off': 'buyout',
  'keep the device': 'buyout',
  'keep the phone': 'buyout',
  'purchase option': 'buyout',
  'option to buy': 'buyout',
  'rent to own': 'buyout',
  'down payment': 'upfront',
  // Contract ends and changes.
  'end of contract': 'end of term',
  'contract end': 'term end',
  'early cancellation': 'early termination',
  'cooling off': 'withdrawal',
  // Incidents.
  'go missing': 'loss',
  'goes missing': 'loss',
  'went missing': 'loss',
  'gone missing': 'loss',
  'stop working': 'malfunction',
  'stopped working': 'malfunction',
  'water damage': 'liquid damage',
  'wear and tear': 'normal use',
  'own risk': 'deductible',
  'service centre': 'repair partner',
  'service center': 'repair partner',
  'repair shop': 'repair partner',
  // Payments.
  'fall behind': 'dunning',
  'fell behind': 'dunning',
  'missed payment': 'payment failed',
  'card declined': 'payment failed',
  'credit card': 'card',
  'debit card': 'card',
  // Customers, their checks and documents.
  'date of birth': 'birth date',
  'know your customer': 'kyc',
  'id verification': 'identity verification',
  'age check': 'minimum age',
  'age verification': 'minimum age',
  'credit score': 'credit check',
  'credit rating': 'credit check',
  'terms and conditions': 'legal documents',
  'small print': 'legal documents',
  'fine print': 'legal documents',
  'privacy policy': 'privacy notice',
  // Selling, catalog and stock.
  'sales rep': 'sales agent',
  'shop assistant': 'sales agent',
  'list price': 'recommended retail price',
  'article number': 'sku',
  'price increase': 'price update',
  'home delivery': 'shipment',
  // Credentials, environments and events.
  'secret key': 'client secret',
  'api secret': 'client secret',
  'signing key': 'signing secret',
  'shared secret': 'signing secret',
  'test environment': 'sandbox',
  'live environment': 'production',
  'access denied': 'insufficient scope',
  'permission denied': 'insufficient scope',
  'missed events': 'catch up',
  'lost events': 'catch up',
  'status page': 'health',
};

/** The particles a verb of readerPhrases may have a few words away from it: "send the device back". */
const particles = new Set(['back', 'out', 'down', 'off', 'up', 'over', 'away']);

/**
 * Rule 22, an identifier's words. A field or a status in snake case (`fulfilment_type`,
 * `partially_applied`, `must_sign`) is one word to the index, and the guides explain it in its
 * words: "the fulfilment type", and the section's `search_terms` name it so ("partially applied").
 * Its words standing together, in order, match as the identifier does (see queryMatches in
 * ./engine.ts), each at its first word, so the section that says what the value means counts
 * them, and the term it defines is the query's (rule 13). The words of the identifier for
 * `queryMatches` to look up; undefined for any other word.
 */
export function identifierWords(word: string): string[] | undefined {
  return /^[a-z]+(?:_[a-z]+)+$/i.test(word) ? word.split('_') : undefined;
}

/**
 * Rule 14, readers' everyday words for the site's. A partner says "phone" where the guides say
 * "device"; the site has "phone" too (a customer's `phone`, "the phone fell" in a claim), so the
 * word cannot be replaced as in rule 2 without losing those pages. The search looks up both (see
 * queryMatches in ./engine.ts) and counts them as one word of the query: a section that has either
 * holds it. The other words are ones the guides never use, spelt the reader's way ("fulfillment")
 * or said the reader's way ("broken", "reimbursement"); looking them up too costs nothing. The
 * build tests hold each site word to one the guides use.
 */
export const readerWords: Readonly<Record<string, string>> = {
  phone: 'device',
  phones: 'devices',
  smartphone: 'device',
  smartphones: 'devices',
  broken: 'damage',
  smashed: 'cracked',
  defective: 'malfunction',
  reimbursement: 'refund',
  transaction: 'payment',
  transactions: 'payments',
  penalty: 'fee',
  reminder: 'dunning',
  expiration: 'expire',
  revocation: 'withdrawal',
  buyer: 'customer',
  subscriber: 'customer',
  corporate: 'business',
  denied: 'rejected',
  zip: 'postal',
  estimate: 'quote',
  fulfillment: 'fulfilment',
  outlet: 'store',
  branch: 'store',
  branches: 'stores',
  demo: 'sandbox',
  password: 'secret',
  login: 'authentication',
  permissions: 'scopes',
  uptime: 'health',
};

/**
 * Rule 3, question phrasing. Pagefind has no stop-word list: each word of a query is looked up and
 * must match, and `the` alone sits at tens of thousands of positions. Question words and pronouns
 * ("how long is …", "what must my …", "can I …", "how do I know if …", "why am I getting …",
 * "some rows were rejected", "what now", "not active yet", "still pending", "do I always have to …",
 * "is it really from …", "the customer just bought …") say how the reader asks, not what about:
 * they are left out of a query that has other words (and kept in a quoted phrase, which must match
 * word for word). So are English's function words ("at the end of …", "more than", "because of",
 * "through"), which a long question has several of and every page has everywhere. Kept: those
 * that say which way or when ("before", "after", "back", "out", "off", "up", "down", "not", "no",
 * "own", "again", "once"), since a guide's heading or term says them too ("What runs before a
 * contract", "Who owns the device", "at least once") and the readers' phrases of rule 14 are made
 * of them.
 */
const stopWords = new Set([
  'a',
  'about',
  'all',
  'also',
  'always',
  'am',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'because',
  'been',
  'being',
  'both',
  'but',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'doing',
  'during',
  'each',
  'else',
  'few',
  'for',
  'from',
  'getting',
  'got',
  'had',
  'happen',
  'happens',
  'has',
  'have',
  'having',
  'he',
  'her',
  'here',
  'him',
  'his',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'just',
  'know',
  'me',
  'more',
  'most',
  'my',
  'now',
  'of',
  'on',
  'only',
  'or',
  'other',
  'our',
  'really',
  'said',
  'saying',
  'says',
  'she',
  'should',
  'so',
  'some',
  'someone',
  'still',
  'such',
  'sure',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'through',
  'to',
  'too',
  'until',
  'us',
  'very',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'while',
  'who',
  'whom',
  'why',
  'will',
  'with',
  'yet',
  'you',
  'your',
]);

/**
 * The word after "how" in "how long …", "how many …", "how much …", "how often …" asks for a
 * figure; the page that gives it says "valid for 3600 seconds", not "long". Left out with "how".
 */
const measureWords = new Set(['long', 'many', 'much', 'often']);

/** Whether the reader typed a phrase in quotes, which must match word for word. */
export function isPhrase(typed: string): boolean {
  return /^".*"$/.test(typed.trim());
}

let phrasesByStem: ReadonlyMap<string, string> | undefined;

/** The site's words for a reader's phrase given as its words' stems (readerPhrases, keyed the same way once). */
function phraseOf(stems: string): string | undefined {
  phrasesByStem ??= new Map(
    Object.entries(readerPhrases).map(([phrase, ours]) => [phrase.split(' ').map(stem).join(' '), ours]),
  );
  return phrasesByStem.get(stems);
}

/**
 * The typed words with each reader's phrase of readerPhrases replaced by the site's words, matched
 * by stem, longest first. A verb and its particle may have up to three words between them, as
 * readers type them: "send the rented device back" is "return the rented device".
 */
function withPhrasesMapped(typed: readonly string[]): string[] {
  const stems = typed.map(stem);
  const words: string[] = [];
  const used = new Set<number>();
  typed.forEach((word, index) => {
    if (used.has(index)) return;
    // The words of a phrase at this word: the next three, two or one, or a particle a few words on.
    const spans = [
      ...[3, 2, 1].map((more) => Array.from({length: more + 1}, (_, next) => index + next)),
      ...[2, 3, 4].filter((apart) => particles.has(stems[index + apart] ?? '')).map((apart) => [index, index + apart]),
    ];
    for (const span of spans) {
      const phrase = span.every((at) => at < typed.length)
        ? phraseOf(span.map((at) => stems[at]).join(' '))
        : undefined;
      if (phrase !== undefined) {
        words.push(...phrase.split(' '));
        span.forEach((at) => used.add(at));
        return;
      }
    }
    words.push(word);
  });
  return words;
}

/** The words Pagefind searches for: partners' words mapped, question phrasing left out (rules 2 and 3). */
export function queryWords(typed: string): string[] {
  const trimmed = typed.trim();
  const quoted = isPhrase(trimmed);
  const typedWords = trimmed
    .split(/\s+/)
    // A question mark or a comma after a word ("is it a JWT?") says nothing to the index.
    .map((word) => (quoted ? word : word.replace(/[?!,;]+$/, '')))
    .filter((word) => word !== '');
  const words = (quoted ? typedWords : withPhrasesMapped(typedWords)).flatMap((word) => {
    const mapped = quoted ? undefined : partnerWords[word.toLowerCase()];
    // A header or field name as written (`Idempotency-Key`) is the words a heading says
    // ("idempotency keys"), and Pagefind indexes it by its parts too; so is a media type
    // (`application/problem+json`), which Pagefind would otherwise search as its first word.
    return mapped?.split(' ') ?? (quoted ? [word] : word.split(/(?<=[a-z])[-/+](?=[a-z])/i));
  });
  if (quoted) return words;
  const kept = words.filter(
    (word, index) =>
      !stopWords.has(word.toLowerCase()) &&
      !(measureWords.has(word.toLowerCase()) && words[index - 1]?.toLowerCase() === 'how'),
  );
  return kept.length > 0 ? kept : words;
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
  return words.length > 0 && namedStems(title, words.map(stem)).every(Boolean);
}

const stemsOf = new Map<string, string[]>();

/**
 * Which of the query's words (by their stems) a heading names (see headingNames). A heading's
 * stems are worked out once: the ranking tests every heading of every page found, with every keystroke.
 */
function namedStems(title: string, stems: readonly string[]): boolean[] {
  let heading = stemsOf.get(title);
  if (heading === undefined) stemsOf.set(title, (heading = headingWords(title).map(stem)));
  return stems.map((word) => word !== '' && heading.some((part) => sameWord(part, word)));
}

/**
 * Whether a heading's word (by its stem) is the query's: the same, longer with the query word of
 * five letters or more as its start ("idempot" as typed, "idempotency" in the heading), or the
 * same word with another last letter, in words of six letters or more: "When a reservation
 * expires" names "reservation expiry", as "delivery" and "delivered" are one word to a reader.
 */
function sameWord(part: string, word: string): boolean {
  if (part === word || (word.length >= 5 && part.startsWith(word))) return true;
  const shorter = Math.min(part.length, word.length);
  return (
    shorter >= 6 &&
    Math.abs(part.length - word.length) <= 1 &&
    part.slice(0, shorter - 1) === word.slice(0, shorter - 1)
  );
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
      .every((part) => part === '' || query.some((word) => sameWord(part, word))),
  );
}

/** The guides' section headings, lower case, by Pagefind page id (rules 1 and 9 read them). */
type GuideHeadings = Readonly<Record<string, readonly string[]>>;

const guideHeadingsOf = new WeakMap<SectionTable, GuideHeadings>();

/** The guides' headings of the index's table, once per table. */
export function guideHeadings(table: SectionTable): GuideHeadings {
  let headings = guideHeadingsOf.get(table);
  if (headings === undefined) {
    headings = Object.fromEntries(
      Object.entries(table)
        .filter(([, [, , section]]) => section === guidesLabel)
        .map(([id, [, , , , titles]]) => [id, titles.map(([, title]) => title.toLowerCase())]),
    );
    guideHeadingsOf.set(table, headings);
  }
  return headings;
}

/**
 * Rule 9, a page's subject before its frame. Most guides end with the same sections ("What can go
 * wrong", "Webhooks", "Next steps") and start with "Before you start"; the Webhooks section of the
 * term guide lists every event with its payload, and so mentions "notice period" more than the
 * section that defines it. A section whose heading more than half of the guides have counts less
 * (`sectionWeights.frame`). These are the
 * headings: read from the guides' headings (the sections file), so a new frame section needs no list.
 */
export function frameHeadings(headings: GuideHeadings): Set<string> {
  const guides = Object.values(headings);
  const counts = new Map<string, number>();
  for (const titles of guides) for (const title of new Set(titles)) counts.set(title, (counts.get(title) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count * 2 > guides.length).map(([title]) => title));
}

const framesOf = new WeakMap<SectionTable, ReadonlySet<string>>();

/** The frame headings of the index's table, once per table: every keystroke's ranking reads them. */
export function tableFrame(table: SectionTable): ReadonlySet<string> {
  let frame = framesOf.get(table);
  if (frame === undefined) framesOf.set(table, (frame = frameHeadings(guideHeadings(table))));
  return frame;
}

/**
 * A page of the index as the build writes it beside the index (plugins/build-output/search.mjs):
 * its address, title, section filter, number of words, its headings (h2 to h6), each as the
 * number of words from the heading before to its first word (complemented for an h3 to h6, see
 * headingGap), its text, and its anchor where that is not headingAnchor's of the text; and, if it
 * defines terms (`<dfn>`), the number of words from the first word of the term before (from the
 * page's start for the first) to each one's first, with its number of words where that is more
 * than one (see definedTerms); its variant mark for rule 18, where it has one; and where its code
 * blocks are (rule 21).
 */
export type IndexedPage = readonly [
  url: string,
  title: string,
  section: string,
  words: number,
  headings: ReadonlyArray<readonly [gap: number, title: string, anchor?: string]>,
  defined?: ReadonlyArray<number | readonly [first: number, words: number]>,
  /**
   * `r` for a page of the rental variant alone, `t` for a guide for both that has a rental twin
   * (rule 18); empty for neither, where code blocks follow.
   */
  variant?: 'r' | 't' | '',
  /**
   * The code blocks, as flat pairs: each one's number of words from the end of the one before
   * (from the page's start for the first), and its number of words.
   */
  code?: readonly number[],
];

type Heading = {
  readonly location: number;
  readonly anchor: string;
  readonly title: string;
  readonly parent: string;
};

/**
 * A heading's gap as the sections file stores it: the number of words from the heading before, or
 * for a heading under another (h3 to h6), that number's bitwise complement (negative, and -1 for
 * a gap of 0): one character more for each of those, where a field of its own would cost every
 * heading.
 */
export function headingGap(stored: number): {gap: number; under: boolean} {
  return stored < 0 ? {gap: ~stored, under: true} : {gap: stored, under: false};
}

/**
 * A reader of what the sections file packs for each page, which works it out once a page: the
 * ranking reads every page a query finds, with every keystroke.
 */
function oncePerPage<T>(read: (page: IndexedPage) => T): (page: IndexedPage) => T {
  const known = new WeakMap<IndexedPage, T>();
  return (page) => {
    let value = known.get(page);
    if (value === undefined) known.set(page, (value = read(page)));
    return value;
  };
}

/**
 * A page's headings with the number of each one's first word in the page, its anchor, and the
 * heading it is under: the h2 before it for an h3 to h6, the page's title for an h2.
 */
const pageHeadings = oncePerPage((page): readonly Heading[] => {
  let location = 0;
  let above = page[1];
  return page[4].map(([stored, title, anchor]) => {
    const {gap, under} = headingGap(stored);
    location += gap;
    const parent = under ? above : page[1];
    if (!under) above = title;
    return {location, anchor: anchor ?? headingAnchor(title), title, parent};
  });
});

/** The terms the page defines, each as the number of its first word and its number of words. */
export const definedTerms = oncePerPage((page): readonly (readonly [first: number, words: number])[] => {
  let location = 0;
  return (page[5] ?? []).map((entry) => {
    const [gap, words] = typeof entry === 'number' ? [entry, 1] : entry;
    location += gap;
    return [location, words] as const;
  });
});

/** The page's code blocks as the numbers of their first word and of the first word after them. */
export const codeBlocks = oncePerPage((page): readonly (readonly [start: number, end: number])[] => {
  const pairs = page[7] ?? [];
  const blocks: (readonly [number, number])[] = [];
  let end = 0;
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    const start = end + (pairs[index] ?? 0);
    end = start + (pairs[index + 1] ?? 0);
    blocks.push([start, end]);
  }
  return blocks;
});

/**
 * Rule 21: how much the matches of a word count in a section, a match in a code block as
 * `weights.code` and any other as one. `blocks` are in order and do not overlap.
 */
export function matchWeight(
  locations: readonly number[],
  blocks: readonly (readonly [number, number])[],
  weights: SectionWeights,
): number {
  return locations.reduce(
    (count, at) => count + (blocks.some(([start, end]) => at >= start && at < end) ? weights.code : 1),
    0,
  );
}

/** The index's pages by Pagefind page id. */
export type SectionTable = Readonly<Record<string, IndexedPage>>;

/** Each query word's matches: the numbers of the words it matched, by page id (Pagefind's `words`). */
type WordMatches = ReadonlyMap<string, readonly number[]>;

/**
 * The weights of the section score (see scorePages). They were fitted on the tuning part of the
 * relevance set (tests/search-eval/tuning.json) by coordinate ascent over a grid of a few values
 * each; five-fold cross-validation on that part (fit on four fifths, score the fifth) is how the
 * fit was judged, so that a weight is kept only where it carries to queries it was not fitted on.
 * `npm run fit:search` (scripts/fit-search-weights.mjs) does both on the built site: run it after a
 * change to the content or to the score, and copy the weights it prints here when its
 * cross-validated figure rises.
 */
export const sectionWeights = {
  /** How fast repeats of a word stop counting (BM25's k1). */
  saturation: 2,
  /** How much a long section's words count less (BM25's b). */
  lengthNorm: 0.25,
  /** What a query word in the section's heading adds, in the word's rarity. */
  heading: 2,
  /** The power of the share of the query's words that the section holds. */
  coordination: 0.5,
  /** How much of the whole page's score joins its best section's, for a query of one or two words. */
  page: 1,
  /**
   * The same for a query of three words or more. A concept is best read on the page about it; a
   * question or a task is answered by the section that holds its words together, and a long guide
   * that has each of them somewhere says less.
   */
  pageLong: 0.3,
  /**
   * How much Pagefind's own score of the page for each word joins the whole page's. It weighs the
   * words by the markup (`data-pagefind-weight`): a heading's and an identifier's more, a code
   * block's less, so that a field leads to the guide that explains it rather than the one whose
   * examples hold it with every other field.
   */
  pagefind: 1,
  /** Rule 5: a task is done with a guide. */
  guide: 1.2,
  /** Rule 11: a reference page lists every field, and so holds the words of every question. */
  reference: 0.6,
  /** Rule 11: a post tells a whole integration in the words of every step. */
  blog: 0.5,
  /** Rule 4: a heading that holds every word of the query. */
  names: 1.25,
  /** Rule 10: a heading that is a concept of one or two words and nothing else. */
  defines: 1.5,
  /** Rule 13: the sentence that defines the term the query is (`<dfn>`). */
  definition: 3,
  /** Rule 9: a section that most guides have ("What can go wrong", "Webhooks", "Next steps"). */
  frame: 0.8,
  /**
   * Rule 15: a query word in the heading above the section's (the h2 over an h3, the page's title
   * over an h2), as a share of a word in its own heading.
   */
  parent: 1,
  /**
   * Rule 16: the share of its score by which the top of a page (its title and the text before the
   * first heading) is ordered among its sections. The page's title already heads its group of
   * results, and a section says where on the page the answer is: "Register a protected device" for
   * "device registration", before the top of "Device handover and registration", whose title names
   * both words. Not when the top holds the definition of the query (rule 13), and the page's score
   * is its best section's either way.
   */
  top: 0.33,
  /**
   * Rule 17: what a section's score gains, in full when each word of the query stands next to the
   * word typed after it (nearWords), in part for some of them. "Retry-After header" is the section
   * that says `Retry-After`, not the one that says "retry" in its heading and "after" and "header"
   * three lines apart.
   */
  proximity: 0.25,
  /**
   * Rule 18: what a page of the other variant keeps of its score when the query names one variant
   * and not the other: a rental page for "report a smashed screen for an insured phone", the
   * claims guide for both variants, whose rental twin exists, for "is a spilled drink covered on a
   * rented phone".
   */
  otherVariant: 0.7,
  /**
   * Rule 19: what a section's score gains, in full when each word of the query is in its first
   * `leadWords` words, in part for some. A section starts with what it is about: "Problem details"
   * opens with the format of an error response; "Request a token" shows one three paragraphs down,
   * for "error response format". The opening is the heading and what the index has right after
   * it: the sentence that opens the section or, in a guide's section with `search_terms` or
   * `search_questions`, those (the index puts them under the heading: the terms that name the
   * section's subject, then the first questions). A section that defines the query's term (rule
   * 13) is about it wherever the definition stands.
   */
  lead: 0.25,
  /** Rule 19: how many words from its heading on are a section's opening. */
  leadWords: 25,
  /**
   * Rule 20: a numbered step of a walkthrough ("5. Reserve the device" in the rental checkout from
   * start to finish). A step does its task in a few lines, with the walkthrough's example, and
   * links to the guide that does it in full: "put a phone aside for a customer" is the stock
   * guide's "Reserve a device", which says how long a hold lasts and how to release it.
   */
  step: 0.7,
  /**
   * Rule 21: what a match in a code block counts in a section's score, where one in a sentence
   * counts one. A guide's JSON example holds every field of the resource, and its request every
   * header: `option_id` led to "Create a quote", whose examples show it four times, before "Show
   * the options", which says what it is. The words stay: a partner searching a value or a command
   * a block shows still finds its section. Pagefind's own score weighs them the same way
   * (`data-pagefind-weight` on code blocks).
   */
  code: 0.2,
};

export type SectionWeights = typeof sectionWeights;

/** A section as the ranking scores it. */
export type ScoredSection = {
  /** The page address, with the anchor of the heading (none for the top of the page). */
  readonly url: string;
  readonly title: string;
  readonly score: number;
  /** The numbers of the section's words that matched the query, in order. */
  readonly found: readonly number[];
  /** The number of the section's first word, and of the first word after it. */
  readonly start: number;
  readonly end: number;
};

export type ScoredPage = {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly section: string;
  readonly score: number;
  /** Which of the query's words the page has. */
  readonly held: readonly boolean[];
  /** The page's sections that match, best first. */
  readonly sections: readonly ScoredSection[];
};

/** The sections' average length in words, once per table: BM25 compares a section's length with it. */
const averages = new WeakMap<SectionTable, {section: number; page: number; pages: number}>();

function averagesOf(table: SectionTable): {section: number; page: number; pages: number} {
  let known = averages.get(table);
  if (known === undefined) {
    const pages = Object.values(table);
    const words = pages.reduce((sum, [, , , count]) => sum + count, 0);
    const sections = pages.reduce((sum, [, , , , headings]) => sum + headings.length + 1, 0);
    known = {section: words / Math.max(1, sections), page: words / Math.max(1, pages.length), pages: pages.length};
    averages.set(table, known);
  }
  return known;
}

/** BM25's share of a word that a text of `length` words holds `count` times. */
function saturated(count: number, length: number, average: number, weights: SectionWeights): number {
  const {saturation: k1, lengthNorm: b} = weights;
  return (count * (k1 + 1)) / (count + k1 * (1 - b + (b * length) / average));
}

/** Rule 20: the heading of a numbered step, "5. Reserve the device". */
const stepHeading = /^\d+\.\s/;

/**
 * Rule 19: the share of the query's words that a section has before the word numbered `before`
 * (the end of its opening). `hits`: each query word's matches in the section. Zero for no words.
 */
export function leadShare(hits: readonly (readonly number[])[], before: number): number {
  if (hits.length === 0) return 0;
  return hits.filter((locations) => locations.some((location) => location < before)).length / hits.length;
}

/**
 * How close two words of the query must be in a text to count as typed together (rule 17): the same
 * word of the page (the halves of "Retry-After", which Pagefind finds at one place), the next one,
 * or the one after, across the short word a query leaves out ("proof of delivery").
 */
const nearWords = 2;

/**
 * Rule 17: the share of the query's pairs of neighbouring words (the first and second, the second
 * and third, …) that a section holds near each other, in either order. `hits`: each query word's
 * matches in the section. Zero for a query of one word.
 */
export function nearShare(hits: readonly (readonly number[])[]): number {
  if (hits.length < 2) return 0;
  let near = 0;
  for (let index = 0; index + 1 < hits.length; index += 1) {
    const next = hits[index + 1] ?? [];
    if ((hits[index] ?? []).some((at) => next.some((other) => Math.abs(other - at) <= nearWords))) near += 1;
  }
  return near / (hits.length - 1);
}

/**
 * The variant a query names, by the start of a word (rule 18): "protection", "protected", "insured"
 * (partnerWords has already made "insurance" "protection"); "rental", "rent", "rented", "renter",
 * "leased" ("lease" and "leasing" are "rental" by then). None when it names both or neither.
 */
export function namedVariant(words: readonly string[]): Variant | undefined {
  const names = (starts: readonly string[]) =>
    words.some((word) => starts.some((start) => word.toLowerCase().startsWith(start)));
  const protection = names(['protect', 'insur']);
  const rental = names(['rent', 'leas']);
  return protection === rental ? undefined : protection ? 'protection' : 'rental';
}

/** Whether a term a page defines starts within a section's words. */
function within(term: number | readonly [number, number], bound: {start: number; end: number}): boolean {
  const first = typeof term === 'number' ? term : term[0];
  return first >= bound.start && first < bound.end;
}

/**
 * How much of a term a page defines the query is (rule 13). When every word of the query matched
 * one of the term's words, the share of the term's words that a query word matched ("termination"
 * is half of "early termination"). When the query holds the whole term and words of its own, a
 * qualifier ("SKU delisting", "rental agreement signature"), the square of the share of the
 * query's words that are the term's: half the query is a quarter of the definition, and a task
 * that names a term among four other words is hardly about it. None otherwise: "price update" is
 * not the definition of "price calculation". `hits`: each query word's matches in the section.
 */
export function termShare(term: number | readonly [number, number], hits: readonly (readonly number[])[]): number {
  const [first, words] = typeof term === 'number' ? [term, 1] : term;
  const inTerm = (location: number) => location >= first && location < first + words;
  const share = new Set(hits.flat().filter(inTerm)).size / words;
  const inside = hits.filter((locations) => locations.some(inTerm)).length;
  if (inside === hits.length) return share;
  return share === 1 ? Math.pow(inside / hits.length, 2) : 0;
}

/**
 * The site's ranking: each section of every page that has a word of the query gets a score, and
 * pages come by their best section's score with a share of the whole page's (a smaller share for
 * a query of three words or more).
 *
 * A section's score is BM25 over the section's words: each query word counts by how rare it is
 * across pages (`log(1 + pages / pages with the word)`) and by how often the section has it,
 * saturating with repeats and less in a long section. A query word in the section's heading adds
 * its rarity once more. The sum is multiplied by the share of the query's words the section holds
 * (rule 12: "sale price differs from what the customer agreed" is the short section with all of
 * them, not the sale lifecycle that repeats "sale"), then by the factors of the rules below. The
 * section is the unit because a page answers many questions: Pagefind sums a word over the whole
 * page, so a long guide that mentions three words in three places outranked the section that holds
 * them together. A page need not have every word (a word the site never uses costs its share,
 * not the results).
 *
 * - Rule 4: a heading that names every word of the query ("Scopes" for "scopes").
 * - Rule 10: a concept of one or two words whose heading is the concept and nothing else
 *   ("Errors", not "Errors of the token endpoint"); a group of events in the webhook reference
 *   lists events, it defines nothing.
 * - Rule 13: a query that is a term the site defines, or part of one, opens the section whose
 *   writer marked the definition (`<dfn>` in the guide's MDX, or a guide's `search_terms`: the
 *   names partners give a section's subject, which the index holds as definitions the page does
 *   not show), by as much as the share of the term it is (termShare). Headings say what a section
 *   is for ("Reserve a device"), and several name the same concept ("Record consents", "Withdraw a
 *   consent"); the writer knows which sentence says what the thing is. A query of the whole term
 *   and a word of its own ("SKU delisting") counts less of it, and part of the term with a word
 *   of its own nothing: "price update" is not the definition of "price calculation".
 * - Rule 9: the sections most guides have come after the page's subject: the Webhooks section of
 *   the term guide repeats "notice period" in every payload.
 * - Rule 17: a section where the query's words stand together, as typed, over one that has them
 *   apart ("Retry-After header", "proof of delivery").
 * - Rule 16: a page's sections are listed before its top (title and introduction), unless the top
 *   scores about three times as much or defines the query: the title already heads the page's group.
 * - Rules 5 and 11: guides before the reference and the blog, by a factor, not a rule: an
 *   operation whose heading names the query still leads.
 * - Rule 18: a query that names one variant and not the other ("insured", "rented", "lease")
 *   ranks the other variant's pages lower: a rental page when it names protection, and a guide
 *   for both variants that has a rental twin (claims, payments, contracts) when it names rental.
 * - Rule 19: a section whose opening (its heading and first sentence, or its search terms and
 *   first questions) or definition holds the query's words is about them, more than one that
 *   mentions them further down.
 * - Rule 20: a numbered step of a walkthrough counts less than the guide's section it sums up.
 * - Rule 21: a word in a code block counts less than one in a sentence: the example that shows
 *   every field says less about one than the sentence that explains it.
 * - An identifier (`createSale`, `rate_limited`, `contract.activated`) opens the section that is
 *   the identifier, wherever that is.
 */
export function scorePages(
  table: SectionTable,
  query: string,
  words: readonly string[],
  matches: readonly WordMatches[],
  frame: ReadonlySet<string> = new Set(),
  weights: SectionWeights = sectionWeights,
  /** Pagefind's score of each page for each word, as `matches` (none: the score is the site's alone). */
  pageScores: readonly ReadonlyMap<string, number>[] = [],
): ScoredPage[] {
  const averageLength = averagesOf(table);
  const rarity = matches.map((pages) => Math.log(1 + averageLength.pages / Math.max(1, pages.size)));
  const identifier = isIdentifier(query.trim());
  const concept = words.length <= 2;
  const stems = words.map(stem);
  const variant = namedVariant(words);
  const ids = new Set(matches.flatMap((pages) => [...pages.keys()]));
  const scored: ScoredPage[] = [];
  for (const id of ids) {
    const page = table[id];
    if (page === undefined) continue;
    const [url, title, section, length, , , mark] = page;
    const defined = definedTerms(page);
    const headings = pageHeadings(page);
    const blocks = codeBlocks(page);
    const found = matches.map((pages) => pages.get(id) ?? []);
    const bounds = [
      {url, title, start: 0, end: headings[0]?.location ?? length, parent: ''},
      ...headings.map((heading, index) => ({
        url: `${url}#${heading.anchor}`,
        title: heading.title,
        parent: heading.parent,
        start: heading.location,
        end: headings[index + 1]?.location ?? length,
      })),
    ];
    // Each match to its section, in one pass: the section starts are in order.
    const inSection = bounds.map(() => words.map((): number[] => []));
    found.forEach((locations, index) => {
      for (const location of locations) {
        let low = 0;
        let high = bounds.length - 1;
        while (low < high) {
          const middle = (low + high + 1) >> 1;
          if ((bounds[middle]?.start ?? 0) <= location) low = middle;
          else high = middle - 1;
        }
        inSection[low]?.[index]?.push(location);
      }
    });
    const sections = bounds
      .map((bound, at): {section: ScoredSection; shown: number} => {
        let score = 0;
        let held = 0;
        const hits = inSection[at] ?? [];
        const named = namedStems(bound.title, stems);
        const namedAbove = bound.parent === '' || weights.parent === 0 ? [] : namedStems(bound.parent, stems);
        words.forEach((_, index) => {
          const count = matchWeight(hits[index] ?? [], blocks, weights);
          const inHeading = named[index] === true;
          const above = !inHeading && namedAbove[index] === true;
          if (count > 0 || inHeading || above) held += 1;
          score +=
            (rarity[index] ?? 0) *
            (saturated(count, bound.end - bound.start, averageLength.section, weights) +
              (inHeading ? weights.heading : above ? weights.heading * weights.parent : 0));
        });
        score *= Math.pow(held / Math.max(1, words.length), weights.coordination);
        score *= 1 + weights.proximity * nearShare(hits);
        // Only a term defined in the section can hold its matches.
        const term = Math.max(
          0,
          ...defined.filter((defines) => within(defines, bound)).map((defines) => termShare(defines, hits)),
        );
        // A section opens with what it is about (rule 19), or says it where it defines it (rule 13).
        score *= 1 + weights.lead * Math.max(term, leadShare(hits, bound.start + weights.leadWords));
        const names = words.length > 0 && named.every(Boolean);
        if (names) score *= weights.names;
        if (
          concept &&
          names &&
          headingIsQuery(bound.title, words) &&
          !bound.url.includes(`#${eventDomainAnchorPrefix}`)
        )
          score *= weights.defines;
        score *= Math.pow(weights.definition, term);
        if (frame.has(bound.title.toLowerCase())) score *= weights.frame;
        if (stepHeading.test(bound.title)) score *= weights.step;
        if (identifier && namesIdentifier(bound, query.trim())) score += 1000;
        return {
          section: {...bound, score, found: hits.flat().sort((a, b) => a - b)},
          // Rule 16: the top of the page after its sections, unless it defines the query (rule 13).
          shown: at === 0 && term === 0 ? score * weights.top : score,
        };
      })
      .filter(({section}) => section.score > 0)
      .sort((a, b) => b.shown - a.shown)
      .map(({section}) => section);
    let whole = 0;
    let heldWords = 0;
    found.forEach((locations, index) => {
      if (locations.length > 0) heldWords += 1;
      whole += (rarity[index] ?? 0) * saturated(locations.length, length, averageLength.page, weights);
    });
    whole *= Math.pow(heldWords / Math.max(1, words.length), weights.coordination);
    whole += weights.pagefind * pageScores.reduce((sum, scores) => sum + (scores.get(id) ?? 0), 0);
    const kind =
      section === guidesLabel
        ? weights.guide
        : section === referenceLabel
          ? weights.reference
          : section === blogLabel
            ? weights.blog
            : 1;
    const otherVariant =
      (variant === 'protection' && mark === 'r') || (variant === 'rental' && mark === 't') ? weights.otherVariant : 1;
    scored.push({
      id,
      url,
      title,
      section,
      score:
        kind *
        otherVariant *
        (Math.max(0, ...sections.map((best) => best.score)) + (concept ? weights.page : weights.pageLong) * whole),
      held: found.map((locations) => locations.length > 0),
      sections,
    });
  }
  return scored.sort((a, b) => b.score - a.score);
}
