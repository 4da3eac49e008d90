// One test per rule of src/search/rank.ts, each with the partner query it fixes. The rules of the
// section score are tests of scorePages on a small table of pages, as the build writes it beside
// the index, with each query word's matches as Pagefind gives them; each also shows the order the
// rule's weight undoes (the weight set to 1, or 0 for an added weight).
import {describe, expect, it} from 'vitest';
import {
  frameHeadings,
  headingIsQuery,
  nearShare,
  leadShare,
  headingNames,
  headingGap,
  headingSpelling,
  identifierWords,
  matchWeight,
  termShare,
  isIdentifier,
  queryWords,
  scorePages,
  sectionWeights,
  type IndexedPage,
  type SectionTable,
  type SectionWeights,
  namedVariant,
} from '../../src/search/rank';
import {
  excerptText,
  lastExtensions,
  noWordEnding,
  queryMatches,
  searchWith,
  type Pagefind,
} from '../../src/search/engine';
import {foundMessage} from '../../src/search/messages';

/**
 * A page of the table: `/docs/<id>`, its section filter, its number of words, and its headings as
 * [first word, title] (the anchor is the one headingAnchor gives, as for most headings).
 */
function page(
  id: string,
  section: string,
  words: number,
  headings: ReadonlyArray<readonly [number, string]>,
  defined?: IndexedPage[5],
): IndexedPage {
  const sections = headings.map(([at, title], index) => [at - (headings[index - 1]?.[0] ?? 0), title] as const);
  return defined === undefined
    ? [`/docs/${id}`, id, section, words, sections]
    : [`/docs/${id}`, id, section, words, sections, defined];
}

/** Where each word of the query matched, by page id: one map per word, as Pagefind's searches give. */
function matches(...byWord: ReadonlyArray<Readonly<Record<string, readonly number[]>>>) {
  return byWord.map((pages) => new Map(Object.entries(pages)));
}

/** The best section of each page, best page first. */
function best(
  table: SectionTable,
  query: string,
  found: ReturnType<typeof matches>,
  weights: Partial<SectionWeights> = {},
  frame: ReadonlySet<string> = new Set(),
): string[] {
  const words = queryWords(query);
  return scorePages(table, query, words, found, frame, {...sectionWeights, ...weights}).map(
    ({sections}) => sections[0]?.url ?? '',
  );
}

/** The score of the best section of the best page. */
function topSectionScore(
  table: SectionTable,
  query: string,
  found: ReturnType<typeof matches>,
  weights: Partial<SectionWeights> = {},
): number {
  return (
    scorePages(table, query, queryWords(query), found, new Set(), {...sectionWeights, ...weights})[0]?.sections[0]
      ?.score ?? 0
  );
}

/**
 * A Pagefind client that finds, for each search term, the pages `pagesWith` lists with the numbers
 * of the words that matched, and records the terms in `searched`. A page's data is its words.
 */
function fakePagefind(
  pagesWith: Readonly<Record<string, Readonly<Record<string, readonly number[]>>>>,
  searched: string[],
  content: Readonly<Record<string, string>> = {},
): Pagefind {
  return {
    // The index is in memory: there is no chunk to load.
    preload: () => Promise.resolve(),
    search: (term: string) => {
      searched.push(term);
      return Promise.resolve({
        results: Object.entries(pagesWith[term] ?? {}).map(([id, words]) => ({
          id,
          // Pagefind's own score of the page is left at 0: these tests are of the site's score.
          score: 0,
          words: [...words],
          data: () => Promise.resolve({url: `/docs/${id}/`, content: content[id] ?? ''}),
        })),
      });
    },
  } as unknown as Pagefind;
}

describe('rule 1: a typo of a heading word', () => {
  const headings = {
    utilities: ['Page through lists: cursor pagination', 'Retry safely with idempotency keys', 'Rate limits'],
    payments: ['Refunds', 'When a payment fails'],
    environments: ['Credentials per environment'],
    vouchers: ['Validate a voucher code', 'Redeem vouchers'],
  };

  it('"pagenation", "idempotancy", "recieve": the heading word one slip away is the candidate', () => {
    expect(headingSpelling('pagenation', headings)).toBe('pagination');
    expect(headingSpelling('Idempotancy', headings)).toBe('idempotency');
    expect(headingSpelling('recieve', {webhooks: ['Receive events']})).toBe('receive');
    // The spellings of the two reference pages published at misspelt addresses, which partners copy.
    expect(headingSpelling('enviroment', headings)).toBe('environment');
    // The first heading word within one slip: "voucher" (the u missing, the s added), which Pagefind
    // also finds as the start of "vouchers".
    expect(headingSpelling('vochers', headings)).toBe('voucher');
  });

  it('how far a typo may be grows with the word: "IMIE" is a swap, "maintainance" two slips', () => {
    const identity = {handover: ['Device identity: IMEI and serial number', 'Maintenance windows', 'Rate limits']};
    // Four or five letters: two neighbours swapped, and nothing else ("limt" could be many words).
    expect(headingSpelling('IMIE', identity)).toBe('imei');
    expect(headingSpelling('imie', identity)).toBe('imei');
    expect(headingSpelling('limt', identity)).toBeUndefined();
    expect(headingSpelling('rtae', identity)).toBe('rate');
    expect(headingSpelling('rtea', identity)).toBeUndefined();
    // Ten letters or more: two slips ("ai" for "e"); below ten, one.
    expect(headingSpelling('maintainance', identity)).toBe('maintenance');
    expect(headingSpelling('serail', identity)).toBe('serial');
    expect(headingSpelling('sereal', identity)).toBe('serial');
    expect(headingSpelling('seriaal', identity)).toBe('serial');
    expect(headingSpelling('sreail', identity)).toBeUndefined();
  });

  it("searches the heading's word only where Pagefind finds it on more pages than the word as typed", async () => {
    // Pages by word, as Pagefind would find them: one page has the typo, three the heading's word;
    // "quotas" is a word of its own that two pages have, and "quotes" one.
    const table: SectionTable = {
      utilities: page('utilities', 'Guides', 300, [
        [0, 'Page through lists: cursor pagination'],
        [100, 'Retry safely with idempotency keys'],
      ]),
      intro: page('intro', 'Guides', 300, []),
      contracts: page('contracts', 'Guides', 300, []),
      catalog: page('catalog', 'Guides', 300, []),
      quotes: page('quotes', 'Guides', 300, [[0, 'Create quotes']]),
    };
    const pagesWith = {
      pagenation: {contracts: [5]},
      pagination: {utilities: [4], intro: [7], contracts: [9]},
      quotas: {catalog: [4], utilities: [8]},
      quotes: {quotes: [2]},
    };
    const searched: string[] = [];
    const pagefind = fakePagefind(pagesWith, searched);
    const first = async (typed: string) => (await searchWith(pagefind, typed, {}, 4, table)).pages.map(({url}) => url);
    const pagination = await first('pagenation');
    expect(searched).toContain('pagination');
    // The page whose heading has the word first, then the others that have it.
    expect(pagination[0]).toBe('/docs/utilities');
    expect([...pagination].sort()).toEqual(['/docs/contracts', '/docs/intro', '/docs/utilities']);
    expect((await first('quotas')).sort()).toEqual(['/docs/catalog', '/docs/utilities']);
  });

  it('leaves a word the site has as a whole word: "retail" is not a slip of "rental"', async () => {
    // "retail" is one slip from the heading word "rental", which more pages have; a quoted search
    // (a whole word) finds "retail" on one page, and finds the typo "rentla" on none.
    const table: SectionTable = {
      pricing: page('pricing', 'Guides', 300, [[0, 'Calculate rental prices']]),
      catalog: page('catalog', 'Guides', 300, []),
      intro: page('intro', 'Guides', 300, []),
    };
    const pagesWith = {
      retail: {catalog: [4]},
      '"retail"': {catalog: [4]},
      rental: {pricing: [1], intro: [3], catalog: [9]},
      rentla: {intro: [3]},
    };
    const searched: string[] = [];
    const pagefind = fakePagefind(pagesWith, searched);
    const urls = async (typed: string) => (await searchWith(pagefind, typed, {}, 4, table)).pages.map(({url}) => url);
    expect(headingSpelling('retail', {pricing: ['Calculate rental prices']})).toBe('rental');
    expect(await urls('retail')).toEqual(['/docs/catalog']);
    expect(searched).toContain('"retail"');
    expect((await urls('rentla')).sort()).toEqual(['/docs/catalog', '/docs/intro', '/docs/pricing']);
  });

  it('leaves words the headings have (by their stem), short words and words far from any heading', () => {
    expect(headingSpelling('pagination', headings)).toBeUndefined();
    expect(headingSpelling('refund', headings)).toBeUndefined();
    expect(headingSpelling('limit', headings)).toBeUndefined();
    expect(headingSpelling('failed', headings)).toBeUndefined();
    expect(headingSpelling('invoice', headings)).toBeUndefined();
  });
});

describe("rule 2: partners' words for ours", () => {
  it('searches "excess" (a partner word the site never uses) as "deductible"', () => {
    expect(queryWords('excess for a cracked screen')).toEqual(['deductible', 'cracked', 'screen']);
  });

  it('expands a word to a phrase of the site: "throttling" is "rate limit"', () => {
    expect(queryWords('throttling')).toEqual(['rate', 'limit']);
  });

  it('searches "callback URL" as typed: the webhooks guide says "callback URL" where it defines an endpoint', () => {
    expect(queryWords('callback URL')).toEqual(['callback', 'URL']);
  });

  it('"staging environment", "inventory check", "coupon code": the sandbox, stock and vouchers of the site', () => {
    expect(queryWords('staging environment')).toEqual(['sandbox', 'environment']);
    expect(queryWords('inventory check')).toEqual(['stock', 'check']);
    expect(queryWords('coupon code')).toEqual(['voucher', 'code']);
    expect(queryWords('RMA label')).toEqual(['return', 'label']);
    expect(queryWords('installments of a rental')).toEqual(['monthly', 'rental']);
  });

  it('"tariffs for a handset", "affordability check", "MSRP": a telco\'s plans, a lender\'s credit check, a retailer\'s price', () => {
    expect(queryWords('tariffs for a handset')).toEqual(['plans', 'device']);
    expect(queryWords('affordability check')).toEqual(['credit', 'check']);
    expect(queryWords('underwriting')).toEqual(['credit', 'check']);
    expect(queryWords('MSRP')).toEqual(['recommended', 'retail', 'price']);
    expect(queryWords('bad debt')).toEqual(['bad', 'uncollectible']);
  });

  it("a lessor's balloon, a telco's lock-in, a payer's chargeback, an insurer's peril: the site's buyout, minimum term, returned debit, incident type", () => {
    expect(queryWords('balloon payment at lease end')).toEqual(['buyout', 'payment', 'rental', 'end']);
    expect(queryWords('lock-in period')).toEqual(['minimum', 'term', 'period']);
    expect(queryWords('chargeback on a SEPA debit')).toEqual(['debit', 'returned', 'SEPA', 'debit']);
    expect(queryWords('which perils are covered')).toEqual(['incident', 'types', 'covered']);
    expect(queryWords('customer surname and DOB')).toEqual(['customer', 'last', 'name', 'birth', 'date']);
    expect(queryWords('who pays the postage for a return')).toEqual(['pays', 'prepaid', 'label', 'return']);
    expect(queryWords('ID&V')).toEqual(['identity', 'verification']);
    expect(queryWords('billing cycle')).toEqual(['billing', 'period']);
    expect(queryWords('lease maturity options')).toEqual(['rental', 'end', 'term', 'options']);
    expect(queryWords('PII of a customer')).toEqual(['personal', 'data', 'customer']);
    expect(queryWords('device-as-a-service')).toEqual(['rental']);
  });

  it("an insurer's shattered screen, a lender's charge-off, a developer's API key, a shop's stockout: the site's words", () => {
    expect(queryWords('shattered screen claim')).toEqual(['accidental', 'damage', 'screen', 'claim']);
    expect(queryWords('charge-off after dunning')).toEqual(['uncollectible', 'after', 'dunning']);
    expect(queryWords('where is my apikey')).toEqual(['access', 'token']);
    expect(queryWords('stockout at checkout')).toEqual(['out', 'stock', 'checkout']);
    expect(queryWords('clickwrap terms')).toEqual(['must', 'accept', 'terms']);
    expect(queryWords('representment of a chargeback')).toEqual(['payment', 'retries', 'debit', 'returned']);
  });

  it('maps a word before the question mark or comma after it: "is the token a JWT?"', () => {
    expect(queryWords('is the token a JWT?')).toEqual(['token', 'access', 'token']);
  });

  it('"insurance claim": a partner\'s word for the protection plan, whose claims the repair guide files', () => {
    expect(queryWords('insurance claim')).toEqual(['protection', 'claim']);
    // "phone" stays: it is also the customer's `phone` field, which a partner looks up by name.
    expect(queryWords('customer phone')).toEqual(['customer', 'phone']);
  });

  it('a reader\'s phrase is the site\'s word: "send the rented device back" is "return the rented device"', () => {
    // The verb and its particle may have words between them, and match in any inflection.
    expect(queryWords('send the rented device back')).toEqual(['return', 'rented', 'device']);
    expect(queryWords('customer turned down the offer')).toEqual(['customer', 'decline', 'offer']);
    expect(queryWords('what if the reservation runs out')).toEqual(['reservation', 'expire']);
    expect(queryWords('terms and conditions of a rental')).toEqual(['legal', 'documents', 'rental']);
    expect(queryWords('the phone went missing')).toEqual(['phone', 'loss']);
    // "paid back" is the site's own phrase for the deposit, and stays.
    expect(queryWords('pay back the deposit')).toEqual(['pay', 'back', 'deposit']);
    // The particle alone is not the phrase.
    expect(queryWords('back')).toEqual(['back']);
  });

  it('keeps a quoted phrase word for word, partner words included', () => {
    expect(queryWords('"the excess"')).toEqual(['"the', 'excess"']);
  });
});

describe("rule 22: an identifier's words", () => {
  it('"fulfilment_type" opens the section that defines the fulfilment type, not the example that sends it', async () => {
    // The sale guide's request sends `fulfilment_type`; the handover section of the rental
    // introduction says what "the fulfilment type" is (a term it defines), without the identifier.
    const table: SectionTable = {
      sales: page('sales', 'Guides', 400, [
        [0, 'Create a sale'],
        [200, 'Cancel a sale'],
      ]),
      intro: page('intro', 'Guides', 300, [[100, 'Handover']], [[110, 2]]),
    };
    const searched: string[] = [];
    const pagefind = fakePagefind(
      {
        fulfilment_type: {sales: [20]},
        fulfilment: {intro: [110, 150]},
        type: {intro: [111, 160], sales: [5]},
      },
      searched,
    );
    const answer = await searchWith(pagefind, 'fulfilment_type', {}, 4, table);
    expect(searched).toEqual(expect.arrayContaining(['fulfilment', 'type']));
    expect(answer.pages.map(({url}) => url)).toEqual(['/docs/intro', '/docs/sales']);
    // "fulfilment" and "type" apart are not the identifier.
    expect(identifierWords('fulfilment type')).toBeUndefined();
    expect(identifierWords('fulfilment_type')).toEqual(['fulfilment', 'type']);
  });
});

describe("rule 14: readers' everyday words for the site's", () => {
  const table: SectionTable = {
    'intro-rental': page('intro-rental', 'Guides', 300, [[100, 'Ownership: who owns the device']]),
    repair: page('repair', 'Guides', 300, [[100, 'Describe the incident']]),
  };

  it('"does the customer own the rented phone": the guide says device, and the page with the word "phone" is still found', async () => {
    const searched: string[] = [];
    const pagefind = fakePagefind(
      {
        customer: {'intro-rental': [110], repair: [120]},
        own: {'intro-rental': [101, 112]},
        rented: {'intro-rental': [111], repair: [130]},
        phone: {repair: [121, 150]},
        device: {'intro-rental': [105, 113]},
      },
      searched,
    );
    const answer = await searchWith(pagefind, 'does the customer own the rented phone', {}, 4, table);
    // The words searched as they are; the others are the checks that each is a word (queryMatches).
    expect(searched.filter((term) => /^[a-z]+$/.test(term) && !term.endsWith(noWordEnding))).toEqual([
      'customer',
      'own',
      'rented',
      'phone',
      'device',
    ]);
    expect(answer.pages.map(({url}) => url)).toEqual(['/docs/intro-rental', '/docs/repair']);
    // Every word is held: the ownership section has the device.
    expect(answer.leftOut).toEqual([]);
    expect(answer.total).toBe(1);
  });
});

describe('rule 3: question phrasing', () => {
  it('asks the index for what the question is about: "how long is an access token valid?"', () => {
    expect(queryWords('how long is an access token valid?')).toEqual(['access', 'token', 'valid']);
    expect(queryWords('why is my protection contract not active yet')).toEqual([
      'protection',
      'contract',
      'not',
      'active',
    ]);
    expect(queryWords('sale still requires action')).toEqual(['sale', 'requires', 'action']);
    expect(queryWords('  how to  cancel a contract ')).toEqual(['cancel', 'contract']);
    expect(queryWords('what must my webhook receiver check')).toEqual(['must', 'webhook', 'receiver', 'check']);
    expect(queryWords('do I always have to collect a deposit for a rental?')).toEqual(['collect', 'deposit', 'rental']);
    expect(queryWords('a protection plan for a phone the customer just bought')).toEqual([
      'protection',
      'plan',
      'phone',
      'customer',
      'bought',
    ]);
  });

  it('"what happens when a handover fails": the guide says "when a handover fails", never "happens"', () => {
    expect(queryWords('what happens when a handover fails')).toEqual(['handover', 'fails']);
  });

  it('"how do I know if my token is for sandbox or production": "know if" is how it asks', () => {
    expect(queryWords('how do I know if my token is for sandbox or production')).toEqual([
      'token',
      'sandbox',
      'production',
    ]);
    expect(queryWords('why am I getting 401 from this endpoint')).toEqual(['401', 'endpoint']);
  });

  it('"got 409 saying the key is in use": how a reader reports an error, not what the error is', () => {
    expect(queryWords('got 409 saying the key is in use')).toEqual(['409', 'key', 'use']);
    expect(queryWords('the response says invalid_request')).toEqual(['response', 'invalid_request']);
  });

  it('"how long is an access token valid": "long" after "how" asks for a figure; elsewhere it is a word', () => {
    expect(queryWords('how long is an access token valid')).toEqual(['access', 'token', 'valid']);
    expect(queryWords('how many requests per second')).toEqual(['requests', 'per', 'second']);
    expect(queryWords('long term rental')).toEqual(['long', 'term', 'rental']);
  });

  it('"what happens at the end of the rental because of a damaged device": function words say how it asks', () => {
    expect(queryWords('what happens at the end of the rental because of a damaged device')).toEqual([
      'end',
      'rental',
      'damaged',
      'device',
    ]);
    expect(queryWords('which statuses does a sale go through')).toEqual(['statuses', 'sale', 'go']);
    // Words that say which way or when are what the heading says: "What runs before a contract".
    expect(queryWords('what has to happen before a rental contract exists')).toEqual([
      'before',
      'rental',
      'contract',
      'exists',
    ]);
    expect(queryWords('send the phone back')).toEqual(['return', 'phone']);
  });

  it('"list all sales of a store": "all" says how many, not what; the guide\'s heading is "List sales"', () => {
    expect(queryWords('list all sales of a store')).toEqual(['list', 'sales', 'store']);
  });

  it('"Idempotency-Key header": a header as written names the heading "Retry safely with idempotency keys"', () => {
    const words = queryWords('Idempotency-Key header');
    expect(words).toEqual(['Idempotency', 'Key', 'header']);
    expect(headingNames('Retry safely with idempotency keys', words.slice(0, 2))).toBe(true);
    // An error code keeps its underscores, a quoted phrase its hyphens, a number range its dash.
    expect(queryWords('idempotency_key_reused')).toEqual(['idempotency_key_reused']);
    expect(queryWords('"Idempotency-Key"')).toEqual(['"Idempotency-Key"']);
    expect(queryWords('1-100')).toEqual(['1-100']);
  });

  it('"application/problem+json": a media type as written is its words, as Pagefind indexes it', () => {
    expect(queryWords('application/problem+json')).toEqual(['application', 'problem', 'json']);
    expect(queryWords('net/gross')).toEqual(['net', 'gross']);
    // A path keeps its slashes where a digit or a brace stands next to them.
    expect(queryWords('/v4/sales')).toEqual(['/v4/sales']);
    expect(queryWords('{id}/cancel')).toEqual(['{id}/cancel']);
  });

  it('"some rows of my catalog import were rejected", "credit check declined what now": past and plural phrasing', () => {
    expect(queryWords('some rows of my catalog import were rejected')).toEqual([
      'rows',
      'catalog',
      'import',
      'rejected',
    ]);
    expect(queryWords('credit check declined what now')).toEqual(['credit', 'check', 'declined']);
    expect(queryWords('the token was revoked, has it been rotated')).toEqual(['token', 'revoked', 'rotated']);
    expect(queryWords('can they keep their device')).toEqual(['keep', 'device']);
  });

  it('keeps a query made of such words only, so it still finds something', () => {
    expect(queryWords('to')).toEqual(['to']);
    expect(queryWords('what is')).toEqual(['what', 'is']);
  });
});

describe('the section score: BM25 over sections, by the share of the query each holds (rule 12)', () => {
  it('"sale price differs from what the customer agreed": the short section with every word, not the lifecycle that repeats "sale"', () => {
    const table: SectionTable = {
      'acme-sales': page('acme-sales', 'Guides', 900, [
        [100, 'The sale lifecycle'],
        [600, 'Complete the sale'],
        [700, 'Cancel a sale'],
      ]),
    };
    const sale = [103, ...Array.from({length: 30}, (_, index) => 110 + index * 15), 602, 640, 705];
    const found = matches(
      {'acme-sales': sale},
      {'acme-sales': [150, 645]},
      {'acme-sales': [646]},
      {'acme-sales': [200, 300, 650]},
      {'acme-sales': [652]},
    );
    const query = 'sale price differs from what the customer agreed';
    expect(best(table, query, found)).toEqual(['/docs/acme-sales#complete-the-sale']);
    // Every word counts alike when the share does not, and the lifecycle's 30 mentions of "sale" win.
    expect(best(table, query, found, {coordination: 0, saturation: 100})).toEqual([
      '/docs/acme-sales#the-sale-lifecycle',
    ]);
  });

  it('"lost parcel": the one page with "parcel" before the page that says "lost" more often', () => {
    const table: SectionTable = {
      handover: page('handover', 'Guides', 400, [[200, 'Shipment statuses']]),
      repair: page('repair', 'Guides', 400, [[100, 'Theft and loss']]),
      terms: page('terms', 'Guides', 400, []),
      payments: page('payments', 'Guides', 400, []),
      sandbox: page('sandbox', 'Guides', 400, []),
    };
    const found = matches({repair: [110, 130, 150], terms: [40], payments: [50], sandbox: [300]}, {handover: [210]});
    expect(best(table, 'lost parcel', found)[0]).toBe('/docs/handover#shipment-statuses');
  });
});

describe("a page's other sections count too (sectionWeights.page)", () => {
  it('"buyout": of two sections alike, the one on the page that is about buyouts throughout', () => {
    const table: SectionTable = {
      contracts: page('contracts', 'Guides', 500, [
        [100, 'Read a rental contract'],
        [300, 'Renew a contract'],
      ]),
      payments: page('payments', 'Guides', 500, [
        [100, 'Monthly rental fees'],
        [300, 'When the deposit is paid back'],
      ]),
    };
    // One mention in a section of each page, alike; the payments guide has one more in another.
    const found = matches({contracts: [150], payments: [150, 320]});
    const order = (byWord: ReturnType<typeof matches>) =>
      scorePages(table, 'buyout', ['buyout'], byWord).map(({url}) => url);
    expect(order(found)).toEqual(['/docs/payments', '/docs/contracts']);
    // Without them, the two pages score the same and keep the index's order.
    expect(order(matches({contracts: [150], payments: [150]}))).toEqual(['/docs/contracts', '/docs/payments']);
  });
});

describe('a question or a task counts the whole page less (sectionWeights.pageLong)', () => {
  it('"refund the deposit after the return": the section with all three before a guide with each of them here and there', () => {
    const table: SectionTable = {
      payments: page('payments', 'Guides', 450, [
        [100, 'Refunds'],
        [200, 'Deposits'],
        [300, 'Returns'],
        [400, 'Fees'],
      ]),
      handover: page('handover', 'Guides', 400, [
        [100, 'Start the return'],
        [200, 'After the return'],
      ]),
    };
    // The handover guide has the three words together in one section; the payments guide has each
    // of them more often, in sections of their own, and two of them in one.
    const found = matches(
      {payments: [110, 120, 130, 310], handover: [210]},
      {payments: [210, 220, 230], handover: [220]},
      {payments: [330, 340, 350], handover: [230, 120]},
    );
    const order = (weights: Partial<SectionWeights>) => best(table, 'refund deposit return', found, weights);
    expect(order({})).toEqual(['/docs/handover#after-the-return', '/docs/payments#returns']);
    // With the whole page counted as for a concept, the guide that has every word here and there leads.
    expect(order({pageLong: sectionWeights.page})).toEqual([
      '/docs/payments#returns',
      '/docs/handover#after-the-return',
    ]);
  });
});

describe("Pagefind's own score of a page for each word counts too (sectionWeights.pagefind)", () => {
  it('"device_price": of two pages alike, the one whose words Pagefind weighs more (prose, not a code block)', () => {
    const table: SectionTable = {
      catalog: page('catalog', 'Guides', 500, [[100, 'List the plans for a product']]),
      pricing: page('pricing', 'Guides', 500, [[100, 'Protection prices']]),
    };
    const found = matches({catalog: [150], pricing: [150]});
    // Pagefind counts a code block's words at half weight: the catalog guide has the field in an example.
    const pagefind = [
      new Map([
        ['catalog', 0.4],
        ['pricing', 0.8],
      ]),
    ];
    const order = (weights: Partial<SectionWeights>) =>
      scorePages(
        table,
        'device_price',
        ['device_price'],
        found,
        new Set(),
        {...sectionWeights, ...weights},
        pagefind,
      ).map(({url}) => url);
    expect(order({})).toEqual(['/docs/pricing', '/docs/catalog']);
    expect(order({pagefind: 0})).toEqual(['/docs/catalog', '/docs/pricing']);
  });
});

describe('rule 4: a heading that names every word of the query', () => {
  it('"scopes": the section headed Scopes, not the token request that mentions scopes most', () => {
    const table: SectionTable = {
      'auth-token': page('auth-token', 'Guides', 600, [
        [100, 'Request a token'],
        [400, 'Scopes'],
      ]),
    };
    const found = matches({'auth-token': [110, 130, 150, 170, 190, 210, 230, 250, 400, 420]});
    expect(best(table, 'scopes', found)).toEqual(['/docs/auth-token#scopes']);
    expect(best(table, 'scopes', found, {names: 1, defines: 1, heading: 0})).toEqual([
      '/docs/auth-token#request-a-token',
    ]);
  });

  it('matches headings by stem, by the start of a long word or by all but its last letter: "effective date", "retries", "idempot", "expiry"', () => {
    expect(headingNames('Effective dates', ['effective', 'date'])).toBe(true);
    expect(headingNames('Retries', ['retry'])).toBe(true);
    expect(headingNames('Retry safely with idempotency keys', ['idempot'])).toBe(true);
    expect(headingNames('Retry safely with idempotency keys', ['idem'])).toBe(false);
    // The same word with another last letter: "expires" is "expiry" to a reader; "expert" is not.
    expect(headingNames('When a reservation expires', ['reservation', 'expiry'])).toBe(true);
    expect(headingIsQuery('When a reservation expires', ['reservation', 'expiry'])).toBe(true);
    expect(headingNames('When a reservation expires', ['reservation', 'expert'])).toBe(false);
    expect(headingNames('Rate limits', ['rated'])).toBe(false);
    expect(headingNames('Rate limits', ['rate', 'limit', 'headers'])).toBe(false);
  });
});

describe('rule 10: a concept opens the section whose heading is the concept', () => {
  it('"invoices": the section headed Invoices, before "Get one invoice" that holds the word more', () => {
    expect(headingIsQuery('Invoices', ['invoices'])).toBe(true);
    expect(headingIsQuery('Get one invoice', ['invoices'])).toBe(false);
    expect(headingIsQuery('Versioning and deprecation', ['versioning', 'deprecation'])).toBe(true);
    const table: SectionTable = {
      subscription: page('subscription', 'Guides', 600, [
        [100, 'Get one invoice'],
        [300, 'Invoices'],
      ]),
    };
    const found = matches({subscription: [102, 120, 140, 160, 180, 300, 320, 340, 360]});
    expect(best(table, 'invoices', found)).toEqual(['/docs/subscription#invoices']);
    expect(best(table, 'invoices', found, {defines: 1})).toEqual(['/docs/subscription#get-one-invoice']);
  });

  it('"legal documents": the guide, not the group of events of that name in the webhook reference', () => {
    const groups: SectionTable = {
      'api-webhooks': [
        '/docs/api/webhooks',
        'Webhooks',
        'API reference',
        600,
        [[100, 'Legal documents', 'events-legal-documents']],
      ],
      agreements: page('agreements', 'Guides', 600, [[100, 'Legal documents']]),
    };
    const documents = matches(
      {'api-webhooks': [100, 110, 120, 130], agreements: [100, 140]},
      {'api-webhooks': [101, 111, 121, 131], agreements: [101, 141]},
    );
    expect(best(groups, 'legal documents', documents, {guide: 1, reference: 1})[0]).toBe(
      '/docs/agreements#legal-documents',
    );
  });
});

describe('rule 13: a concept opens the section that holds its definition (<dfn>)', () => {
  // The stock guide: "Reserve a device" says what a reservation is; the handover section after it
  // says "reservation" more often, and both headings name the concept as much.
  const headings = [
    [100, 'Reserve a device'],
    [400, 'Hand the reservation to the sale'],
  ] as const;
  const withDefinition: SectionTable = {stock: page('stock', 'Guides', 900, headings, [108])};
  const withoutDefinition: SectionTable = {stock: page('stock', 'Guides', 900, headings)};
  const found = matches({stock: [108, 150, 170, 190, 402, 420, 440, 460, 480]});

  it('"reservations": the section whose sentence defines it, before the one that repeats it', () => {
    expect(best(withDefinition, 'reservations', found)).toEqual(['/docs/stock#reserve-a-device']);
    expect(best(withDefinition, 'reservations', found, {definition: 1})).toEqual([
      '/docs/stock#hand-the-reservation-to-the-sale',
    ]);
    // Without the mark, the same matches rank the other section first.
    expect(best(withoutDefinition, 'reservations', found)).toEqual(['/docs/stock#hand-the-reservation-to-the-sale']);
  });

  it('"termination": half of the term "early termination", so the factor to the power of a half', () => {
    const term = page(
      'term',
      'Guides',
      900,
      [
        [100, 'Request the termination'],
        [400, 'Early termination and withdrawal'],
      ],
      [[420, 2]],
    );
    // "Request the termination" names the word and holds it more; the other section defines the term.
    const termination = matches({term: [100, 103, 120, 140, 160, 180, 402, 421]});
    expect(best({term}, 'termination', termination)).toEqual(['/docs/term#early-termination-and-withdrawal']);
    expect(best({term}, 'termination', termination, {definition: 1})).toEqual(['/docs/term#request-the-termination']);
  });

  it('"contract": the term that is the query before a longer term that holds it', () => {
    const contracts: IndexedPage = [
      '/docs/contracts',
      'After the sale',
      'Guides',
      900,
      [[100, 'Protection contract statuses']],
      // Each term's first word as the number of words from the one before: 15, then 120.
      [15, [105, 2]],
    ];
    // The statuses section names "contract" in its heading and defines "protection contract"; the
    // top of the page defines "contract".
    const contract = matches({contracts: [15, 25, 35, 45, 60, 121]});
    expect(best({contracts}, 'contract', contract)).toEqual(['/docs/contracts']);
    expect(best({contracts}, 'contract', contract, {definition: 1})).toEqual([
      '/docs/contracts#protection-contract-statuses',
    ]);
  });

  it('counts for a concept, not for a task phrased in more words', () => {
    // The definition's section says "reservation" and "sale" more; the other one is the task.
    const task = matches({stock: [403]}, {stock: [108, 150, 170, 402]}, {stock: [200, 210, 220, 230, 240, 250, 405]});
    expect(best(withDefinition, 'hand reservation sale', task)).toEqual([
      '/docs/stock#hand-the-reservation-to-the-sale',
    ]);
  });
});

describe("rule 13 for a term with a word of the query's own", () => {
  it('counts the square of the share of the query that the term is, and nothing for part of a term', () => {
    // "delisting" defined at word 420; the query "sku delisting" has it and "sku" elsewhere.
    expect(termShare(420, [[130], [420]])).toBe(0.25);
    expect(termShare(420, [[130], [131], [420]])).toBeCloseTo(1 / 9);
    expect(termShare(420, [[420]])).toBe(1);
    // "early termination" at 420 and 421: "termination" alone is half of it, "early exit" none.
    expect(termShare([420, 2], [[421]])).toBe(0.5);
    expect(termShare([420, 2], [[420], [500]])).toBe(0);
  });

  it('"SKU delisting": the section that defines delisting, before the task that says both words', () => {
    // The removal guide: "Cancel a scheduled removal" says "SKU" and "delisting"; "What a removal
    // does" defines delisting and never says "SKU", which two other guides say too.
    const table: SectionTable = {
      removal: page(
        'removal',
        'Guides',
        900,
        [
          [100, 'Cancel a scheduled removal'],
          [300, 'What a removal does'],
        ],
        [420],
      ),
      onboarding: page('onboarding', 'Guides', 900, [[100, 'Import items']]),
      pricing: page('pricing', 'Guides', 900, [[100, 'Update prices']]),
    };
    const found = matches({removal: [160], onboarding: [120, 150], pricing: [130]}, {removal: [250, 420, 450, 480]});
    expect(best(table, 'sku delisting', found)[0]).toBe('/docs/removal#what-a-removal-does');
    expect(best(table, 'sku delisting', found, {definition: 1})[0]).toBe('/docs/removal#cancel-a-scheduled-removal');
  });
});

describe('rule 21: a word in a code block counts less than one in a sentence', () => {
  it('counts a match in a block as the weight and any other as one', () => {
    const blocks = [
      [120, 200],
      [400, 410],
    ] as const;
    // 5 and 200 are outside (a block ends before its end number), 120, 199 and 405 inside.
    expect(matchWeight([5, 120, 199, 200, 405], blocks, {...sectionWeights, code: 0.2})).toBeCloseTo(2.6);
    expect(matchWeight([5, 200], blocks, {...sectionWeights, code: 0.2})).toBe(2);
    expect(matchWeight([], blocks, sectionWeights)).toBe(0);
  });

  it('"option_id": the section that says what it is, before the one whose example shows it four times', () => {
    // The quotes guide: "Create a quote" has a JSON example (words 120 to 199) with the field four
    // times; "Show the options" explains it in a sentence.
    const quotes: IndexedPage = [
      '/docs/quotes',
      'Quotes',
      'Guides',
      600,
      [
        [100, 'Create a quote'],
        [200, 'Show the options'],
      ],
      [],
      '',
      [120, 80],
    ];
    const pricing = page('pricing', 'Guides', 600, [[100, 'Prices']]);
    const found = matches({quotes: [130, 150, 170, 190, 320], pricing: [150]});
    expect(best({quotes, pricing}, 'option_id', found)[0]).toBe('/docs/quotes#show-the-options');
    expect(best({quotes, pricing}, 'option_id', found, {code: 1})[0]).toBe('/docs/quotes#create-a-quote');
  });
});

describe('rule 15: the heading above a section is part of its subject', () => {
  // The introduction's "Conventions in brief" (an h2 under the page's title, which says API) and,
  // under it, an h3 on amounts; the utilities guide says "API" twice in its versioning section.
  const table: SectionTable = {
    intro: [
      '/docs/intro',
      'Introduction to the Unified API',
      'Guides',
      400,
      [
        [100, 'Conventions in brief'],
        [~60, 'Amounts'],
      ],
    ],
    utilities: [
      '/docs/utilities',
      'Utilities',
      'Guides',
      400,
      [
        [100, 'Versioning'],
        [100, 'Amounts in minor units'],
      ],
    ],
  };

  it('"api conventions": the conventions of the page about the API, before a section that says "API" more', () => {
    const found = matches({intro: [3], utilities: [110, 130]}, {intro: [104, 130], utilities: [120]});
    expect(best(table, 'api conventions', found)).toEqual([
      '/docs/intro#conventions-in-brief',
      '/docs/utilities#versioning',
    ]);
    expect(best(table, 'api conventions', found, {parent: 0})).toEqual([
      '/docs/utilities#versioning',
      '/docs/intro#conventions-in-brief',
    ]);
  });

  it('an h3 reads the h2 above it, not the page title: "amounts conventions" is the amounts of the conventions', () => {
    const found = matches({intro: [160, 170], utilities: [200, 210]}, {intro: [104], utilities: [120]});
    expect(headingGap(~60)).toEqual({gap: 60, under: true});
    expect(headingGap(60)).toEqual({gap: 60, under: false});
    expect(best(table, 'amounts conventions', found)).toEqual([
      '/docs/intro#amounts',
      '/docs/utilities#amounts-in-minor-units',
    ]);
    // Without the heading above, the amounts section holds one word of two, like the other guide's.
    expect(best(table, 'amounts conventions', found, {parent: 0})).toEqual([
      '/docs/utilities#amounts-in-minor-units',
      '/docs/intro#amounts',
    ]);
  });
});

describe("rule 9: a page's subject before its frame", () => {
  // The build writes the headings in lower case.
  const headings = {
    term: ['before you start', 'end of term', 'cancel a contract: early termination and withdrawal', 'webhooks'],
    repair: ['before you start', 'file a claim', 'webhooks', 'next steps'],
    vouchers: ['validate a code', 'webhooks', 'next steps'],
  };

  it('the frame is the headings more than half of the guides have', () => {
    expect([...frameHeadings(headings)].sort()).toEqual(['before you start', 'next steps', 'webhooks']);
  });

  it('"notice period": the section that defines it before the Webhooks section that repeats it in every payload', () => {
    const table: SectionTable = {
      term: page('term', 'Guides', 700, [
        [100, 'Cancel a contract: early termination and withdrawal'],
        [400, 'Webhooks'],
      ]),
    };
    // Both sections open with the term (rule 19); the Webhooks section repeats it in more payloads.
    const found = matches({term: [110, 250, 300, 420, 460, 500, 540]}, {term: [111, 251, 301, 421, 461, 501, 541]});
    const frame = frameHeadings(headings);
    expect(best(table, 'notice period', found, {}, frame)).toEqual([
      '/docs/term#cancel-a-contract-early-termination-and-withdrawal',
    ]);
    expect(best(table, 'notice period', found, {frame: 1}, frame)).toEqual(['/docs/term#webhooks']);
  });
});

describe('rules 5 and 11: a task is read in a guide, not in the reference or the blog that hold its words', () => {
  const table: SectionTable = {
    term: page('term', 'Guides', 800, [[300, 'Cancel a contract: early termination and withdrawal']]),
    'api-payments': page('api-payments', 'API reference', 800, [[300, 'List refunds']]),
    post: page('post', 'Blog', 800, [[300, 'Step 5: end the term']]),
  };
  const words = [
    {term: [320, 400], 'api-payments': [310, 330, 350], post: [320]},
    {term: [330], 'api-payments': [320, 360], post: [330]},
    {term: [340], 'api-payments': [340, 370], post: [340]},
    {term: [350], 'api-payments': [345], post: [350]},
  ];
  const query = 'refunded protection cancelled early';

  it('"how much is refunded when a protection plan is cancelled early": the term guide first', () => {
    expect(best(table, query, matches(...words))[0]).toBe(
      '/docs/term#cancel-a-contract-early-termination-and-withdrawal',
    );
    expect(best(table, query, matches(...words), {guide: 1, reference: 1, blog: 1})[0]).toBe(
      '/docs/api-payments#list-refunds',
    );
  });
});

describe('an identifier opens its own section', () => {
  it('"createSale": the operation, not the guide that names it in every step', () => {
    const table: SectionTable = {
      'acme-sales': page('acme-sales', 'Guides', 800, [[100, 'Create a sale']]),
      'api-sales': ['/docs/api/acme-sales', 'Sales', 'API reference', 800, [[100, 'Create a sale', 'createSale']]],
    };
    const found = matches({'acme-sales': [120, 140, 160, 180], 'api-sales': [101]});
    expect(isIdentifier('createSale')).toBe(true);
    expect(isIdentifier('create sale')).toBe(false);
    expect(best(table, 'createSale', found)[0]).toBe('/docs/api/acme-sales#createSale');
    expect(isIdentifier('contract.activated')).toBe(true);
  });
});

describe('the pages shown, and what the status says of them', () => {
  const table: SectionTable = {
    utilities: page('utilities', 'Guides', 400, [[100, 'Maintenance windows']]),
    webhooks: page('webhooks', 'Guides', 400, [[100, 'Rotate the secret']]),
    'api-webhooks': page('api-webhooks', 'API reference', 400, [[100, 'The payload']]),
  };

  it('"quarterly maintenance window": a word no page has is left out, and the status says so', async () => {
    const pagefind = fakePagefind(
      {maintenance: {utilities: [100, 120], webhooks: [300]}, window: {utilities: [101, 125]}},
      [],
    );
    const answer = await searchWith(pagefind, 'quarterly maintenance window', {}, 4, table);
    expect(answer.pages.map(({url}) => url)).toEqual(['/docs/utilities', '/docs/webhooks']);
    expect(answer.leftOut).toEqual(['quarterly']);
    expect(answer.total).toBe(1);
    expect(foundMessage('quarterly maintenance window', answer)).toBe(
      'No page has every word of “quarterly maintenance window”. Best partial matches: 1 page without “quarterly”.',
    );
  });

  it('"webhook payload format": the page with every word, and the pages without one are named as such', async () => {
    const pagefind = fakePagefind(
      {
        webhook: {'api-webhooks': [10, 110], webhooks: [10, 110, 130]},
        payload: {'api-webhooks': [111], webhooks: [111, 131]},
        format: {'api-webhooks': [112]},
      },
      [],
    );
    const answer = await searchWith(pagefind, 'webhook payload format', {}, 4, table);
    expect(answer.pages.map(({url}) => url).sort()).toEqual(['/docs/api-webhooks', '/docs/webhooks']);
    expect(answer.total).toBe(1);
    expect(answer.alsoWithout).toEqual(['format']);
    expect(foundMessage('webhook payload format', answer)).toBe(
      '1 page found for “webhook payload format”; some results shown do without “format”.',
    );
  });

  it('an excerpt starts near the first match after the heading, marks the matches and escapes the text', async () => {
    const text =
      'Rotate the secret Send the header <Idempotency-Key> with every retry . The secret is rotated at once .';
    const words = text.split(' ');
    const at = (word: string) => words.flatMap((candidate, index) => (candidate === word ? [index + 100] : []));
    const keys: SectionTable = {keys: page('keys', 'Guides', 400, [[100, 'Rotate the secret']])};
    const pagefind = fakePagefind({secret: {keys: at('secret')}}, [], {keys: `${' x'.repeat(100).trim()} ${text}`});
    const answer = await searchWith(pagefind, 'secret', {}, 4, keys);
    expect(answer.pages[0]?.subResults[0]).toEqual({
      url: '/docs/keys#rotate-the-secret',
      title: 'Rotate the secret',
      excerpt: 'the header &lt;Idempotency-Key&gt; with every retry. The <mark>secret</mark> is rotated at once.',
    });
  });
});

describe('a search loads the index chunks where its words end', () => {
  // Pagefind finds a word's stem as the start of longer words, but loads only the chunk the word
  // falls in; tests/build/search-index.test.ts shows the built index's words that need the next one.
  it('asks for a term past every word that starts with each word of the query, or with its stem', () => {
    expect(lastExtensions('Sale tax')).toBe('sale\u{10FFFF} tax\u{10FFFF}');
    expect(lastExtensions('contract ended')).toBe('contract\u{10FFFF} ended\u{10FFFF} end\u{10FFFF}');
    // A letter on its own starts words in many chunks; the first keystroke loads no more for it.
    expect(lastExtensions('s')).toBe('');
    expect(lastExtensions('id')).toBe('id\u{10FFFF}');
  });

  it('loads them before it searches the word', async () => {
    const calls: string[] = [];
    const pagefind = {
      preload: (term: string) => (calls.push(`preload ${term}`), Promise.resolve()),
      search: (term: string) => (calls.push(`search ${term}`), Promise.resolve({results: []})),
    } as unknown as Pagefind;
    await queryMatches(pagefind, 'endpoints', {}, {});
    expect(calls.slice(0, 2)).toEqual(['preload endpoints\u{10FFFF} endpoint\u{10FFFF}', 'search endpoints']);
    // A quoted search is exact: no longer word counts, and no chunk past its words is loaded.
    calls.length = 0;
    await queryMatches(pagefind, '"signing secret"', {}, {});
    expect(calls).toEqual(['search "signing secret"']);
  });
});

describe('excerpts', () => {
  it('reads "deposit." as the page does: the index has a space between a word and the mark that closes it', () => {
    expect(excerptText('is the insurance <mark>policy</mark> . This guide')).toBe(
      'is the insurance <mark>policy</mark>. This guide',
    );
    expect(excerptText('the <mark>deposit</mark> . Acme pays it back (see Payments) . The currency : EUR')).toBe(
      'the <mark>deposit</mark>. Acme pays it back (see Payments). The currency: EUR',
    );
    expect(excerptText('the answer is &quot;none&quot; .')).toBe('the answer is &quot;none&quot;.');
    // A mark inside a word, and a mark that starts the excerpt, stay as they are.
    expect(excerptText('contract.activated costs 3.50 EUR; customers:read')).toBe(
      'contract.activated costs 3.50 EUR; customers:read',
    );
    expect(excerptText('. Then the customer')).toBe('. Then the customer');
  });
});

describe("rule 16: a page's sections before its top", () => {
  // The handover guide: its title names both words of "device registration"; the section that
  // tells how to register a device says "registration" once.
  const table: SectionTable = {
    handover: [
      '/docs/handover',
      'Device handover and registration',
      'Guides',
      400,
      [
        [60, 'Register a protected device'],
        [100, 'Device identity'],
      ],
    ],
  };
  const found = matches({handover: [0, 2, 64, 70, 80, 170, 175]}, {handover: [3, 75]});
  const order = (weights: Partial<SectionWeights> = {}) =>
    scorePages(table, 'device registration', queryWords('device registration'), found, new Set(), {
      ...sectionWeights,
      ...weights,
    }).map((scored) => ({score: scored.score, sections: scored.sections.map(({url}) => url)}));

  it('"device registration": the section on registering first, the top of the page after it', () => {
    const [shown] = order();
    const [unordered] = order({top: 1});
    expect(shown?.sections).toEqual([
      '/docs/handover#register-a-protected-device',
      '/docs/handover#device-identity',
      '/docs/handover',
    ]);
    expect(unordered?.sections).toEqual([
      '/docs/handover',
      '/docs/handover#register-a-protected-device',
      '/docs/handover#device-identity',
    ]);
    // The page's place among pages does not change: its score is its best section's.
    expect(shown?.score).toBe(unordered?.score);
  });

  it('keeps the top of the page first when no section comes near it', () => {
    // The top of the page says both words again and again; the sections have "device" only in
    // their headings.
    const alone = matches({handover: [0, 2, 5, 9, 20, 30, 40, 50]}, {handover: [3, 8, 12, 25, 35, 45]});
    const [shown] = scorePages(table, 'device registration', queryWords('device registration'), alone);
    expect(shown?.sections.map(({url}) => url)).toEqual([
      '/docs/handover',
      '/docs/handover#register-a-protected-device',
      '/docs/handover#device-identity',
    ]);
  });
});

describe('rule 17: the words of the query together, as typed', () => {
  it('counts the neighbouring pairs of query words that stand within two words of each other', () => {
    // "Retry-After": both halves at one place; "header" right after.
    expect(nearShare([[340], [340], [341]])).toBe(1);
    // "proof of delivery": one word between the two the query kept.
    expect(nearShare([[12], [14]])).toBe(1);
    // Either order: "failed payment" for "payment failed".
    expect(nearShare([[21], [20]])).toBe(1);
    // Three words apart is not together; the first pair is, the second is not.
    expect(nearShare([[12], [15]])).toBe(0);
    expect(nearShare([[10], [10], [30]])).toBe(0.5);
    expect(nearShare([[10]])).toBe(0);
  });

  // The utilities guide: "Retry safely with idempotency keys" has "retry" in its heading and
  // "after" and "header" apart in its text; "Rate limits" says `Retry-After` header twice.
  const table: SectionTable = {
    utilities: [
      '/docs/utilities',
      'Utilities',
      'Guides',
      600,
      [
        [100, 'Retry safely with idempotency keys'],
        [200, 'Rate limits'],
      ],
    ],
  };
  const found = matches({utilities: [110, 340, 370]}, {utilities: [130, 340, 370]}, {utilities: [180, 341, 371, 390]});

  it('"Retry-After header": the section that says the header, not the one named for retries', () => {
    expect(best(table, 'Retry-After header', found)).toEqual(['/docs/utilities#rate-limits']);
    expect(best(table, 'Retry-After header', found, {proximity: 0})).toEqual([
      '/docs/utilities#retry-safely-with-idempotency-keys',
    ]);
  });
});

describe('rule 18: a query that names one variant prefers its pages', () => {
  it('reads the variant from the start of a word, and none when the query names both or neither', () => {
    expect(namedVariant(queryWords('report a smashed screen for an insured phone'))).toBe('protection');
    expect(namedVariant(queryWords('insurance claim'))).toBe('protection');
    expect(namedVariant(queryWords('is a spilled drink covered on a rented phone'))).toBe('rental');
    expect(namedVariant(queryWords('start a passport and selfie check for a renter'))).toBe('rental');
    expect(namedVariant(queryWords('end of lease'))).toBe('rental');
    expect(namedVariant(queryWords('insurance vs leasing'))).toBeUndefined();
    expect(namedVariant(queryWords('file a claim'))).toBeUndefined();
    // A word that only holds the letters elsewhere names nothing: "current", "parental".
    expect(namedVariant(queryWords('current parental consent'))).toBeUndefined();
  });

  // The claims guide for both variants and its rental twin, with headings that name none of the
  // words and the same matches: the twin's mark says it is rental, the guide's that it has a twin.
  const table: SectionTable = {
    repair: ['/docs/repair', 'repair', 'Guides', 400, [[100, 'Incident types']], [], 't'],
    rental: ['/docs/repair-rental', 'repair-rental', 'Guides', 400, [[100, 'Which incidents are accepted']], [], 'r'],
  };
  const both = '/docs/repair#incident-types';
  const twin = '/docs/repair-rental#which-incidents-are-accepted';
  /** The same matches on both pages, the page listed first by the index first. */
  const alike = (first: 'repair' | 'rental', words: number) =>
    matches(
      ...Array.from({length: words}, (_, index) =>
        first === 'repair'
          ? {repair: [120 + index], rental: [120 + index]}
          : {rental: [120 + index], repair: [120 + index]},
      ),
    );

  it('"spilled drink insured phone": the guide for both variants before the rental one, which the index lists first', () => {
    const found = alike('rental', 4);
    expect(best(table, 'spilled drink insured phone', found)).toEqual([both, twin]);
    expect(best(table, 'spilled drink insured phone', found, {otherVariant: 1})).toEqual([twin, both]);
  });

  it('"spilled drink rented phone": the rental twin before the guide for both variants, which the index lists first', () => {
    const found = alike('repair', 4);
    expect(best(table, 'spilled drink rented phone', found)).toEqual([twin, both]);
    expect(best(table, 'spilled drink rented phone', found, {otherVariant: 1})).toEqual([both, twin]);
  });

  it('changes nothing for a query that names no variant, or both', () => {
    expect(best(table, 'spilled drink phone', alike('rental', 3))).toEqual([twin, both]);
    expect(best(table, 'spilled drink phone', alike('repair', 3))).toEqual([both, twin]);
    expect(best(table, 'insured or rented phone', alike('rental', 3))).toEqual([twin, both]);
  });
});

describe('rule 19: a section opens with what it is about', () => {
  it('counts the query words a section has in its opening', () => {
    expect(leadShare([[105], [130], [106]], 125)).toBeCloseTo(2 / 3);
    expect(leadShare([[130, 110]], 125)).toBe(1);
    // A word found only after the opening, or not at all, counts nothing; nor does an empty query.
    expect(leadShare([[125], []], 125)).toBe(0);
    expect(leadShare([], 125)).toBe(0);
  });

  // Two guides with a section each, as long: "Problem details" opens with the three words; "Request
  // a token" has them together three paragraphs down, and "error" once more.
  const table: SectionTable = {
    auth: page('auth-token', 'Guides', 400, [[100, 'Request a token']]),
    problems: page('problems', 'Guides', 400, [[100, 'Problem details']]),
  };
  const found = matches(
    {auth: [180, 200], problems: [105]},
    {auth: [181], problems: [106]},
    {auth: [182], problems: [107]},
  );

  it('"error response format": the section that opens with the format, not the one that shows an error later', () => {
    expect(best(table, 'error response format', found)).toEqual([
      '/docs/problems#problem-details',
      '/docs/auth-token#request-a-token',
    ]);
    expect(best(table, 'error response format', found, {lead: 0})).toEqual([
      '/docs/auth-token#request-a-token',
      '/docs/problems#problem-details',
    ]);
  });

  it('counts a definition further down as the opening: the section is about the term it defines', () => {
    // "Ship a device" defines a shipment forty words in; its opening says "ship" only.
    const score = (defined: IndexedPage[5] | undefined, lead: number) =>
      topSectionScore(
        {handover: page('handover', 'Guides', 400, [[100, 'Ship a device']], defined)},
        'shipment',
        matches({handover: [140, 200]}),
        {lead},
      );
    expect(score([140], sectionWeights.lead)).toBeCloseTo(score([140], 0) * (1 + sectionWeights.lead));
    expect(score(undefined, sectionWeights.lead)).toBeCloseTo(score(undefined, 0));
  });
});

describe('rule 20: a step of a walkthrough counts less than the guide it sums up', () => {
  // The rental checkout from start to finish and the stock guide, with a section each as long and
  // the same matches: the step is listed first by the index.
  const table: SectionTable = {
    flow: page('flow-rental', 'Guides', 400, [[100, '5. Reserve the device']]),
    stock: page('stock-rental', 'Guides', 400, [[100, 'Put a device on hold']]),
  };
  const found = matches({flow: [130], stock: [130]}, {flow: [131], stock: [131]});

  it('"phone aside for a customer": the stock guide\'s section, not the checkout\'s step', () => {
    expect(best(table, 'phone aside', found)).toEqual([
      '/docs/stock-rental#put-a-device-on-hold',
      '/docs/flow-rental#5-reserve-the-device',
    ]);
    expect(best(table, 'phone aside', found, {step: 1})).toEqual([
      '/docs/flow-rental#5-reserve-the-device',
      '/docs/stock-rental#put-a-device-on-hold',
    ]);
  });

  it('is a heading that starts with its number', () => {
    /** The score of the one section, under a heading that holds none of the query's words. */
    const score = (title: string) =>
      topSectionScore(
        {flow: page('flow-rental', 'Guides', 400, [[100, title]])},
        'phone aside',
        matches({flow: [130]}, {flow: [131]}),
      );
    expect(score('Hand over the device')).toBeGreaterThan(0);
    expect(score('12. Hand over the device')).toBeCloseTo(score('Hand over the device') * sectionWeights.step);
    // A number that does not start the heading as a step's counts nothing: "3 ways to pay", "4.2
    // changes", "Refund within 14 days".
    expect(score('3 ways to pay')).toBeCloseTo(score('ways to pay'));
    expect(score('4.2 changes')).toBeCloseTo(score('changes'));
    expect(score('Refund within 14 days')).toBeCloseTo(score('Refund within days'));
  });
});
