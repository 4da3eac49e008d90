// One test per rule of src/search/rank.ts, each with the partner query it fixes (the result that
// Pagefind alone gave is the input order here).
import {describe, expect, it} from 'vitest';
import {
  frameHeadings,
  headingIsQuery,
  headingNames,
  headingSpelling,
  isIdentifier,
  queryWords,
  rankingWindow,
  rankSections,
} from '../../src/search/rank';
import {excerptText, searchWith, type Pagefind} from '../../src/search/engine';
import {foundMessage} from '../../src/search/messages';

const section = (url: string, title: string, score: number) => ({url, title, score});

/**
 * A Pagefind client that finds, for each search term, the pages `pagesWith` lists (each page's data
 * a page top only), and records the terms in `searched`.
 */
function fakePagefind(pagesWith: Readonly<Record<string, readonly string[]>>, searched: string[]): Pagefind {
  return {
    search: (term: string) => {
      searched.push(term);
      return Promise.resolve({
        results: (pagesWith[term] ?? []).map((id) => ({
          id,
          data: () =>
            Promise.resolve({
              url: `/docs/${id}/`,
              content: '',
              excerpt: '',
              meta: {title: id},
              filters: {},
              sub_results: [],
            }),
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

  it("searches the heading's word only where Pagefind finds it on more pages than the word as typed", async () => {
    // Pages by word, as Pagefind would find them: one page has the typo, three the heading's word;
    // "quotas" is a word of its own that two pages have, and "quotes" one.
    const pagesWith: Record<string, string[]> = {
      pagenation: ['contracts'],
      pagination: ['utilities', 'intro', 'contracts'],
      quotas: ['catalog', 'utilities'],
      quotes: ['quotes'],
    };
    const searched: string[] = [];
    const pagefind = fakePagefind(pagesWith, searched);
    const vocabulary = {...headings, quotes: ['Create quotes']};
    const first = async (typed: string) => (await searchWith(pagefind, typed, {}, 4, undefined, vocabulary)).pages;
    expect((await first('pagenation')).map(({url}) => url)).toEqual([
      '/docs/utilities',
      '/docs/intro',
      '/docs/contracts',
    ]);
    expect(searched.at(-1)).toBe('pagination');
    expect((await first('quotas')).map(({url}) => url)).toEqual(['/docs/catalog', '/docs/utilities']);
    expect(searched.at(-1)).toBe('quotas');
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

  it('"insurance claim": a partner\'s word for the protection plan, whose claims the repair guide files', () => {
    expect(queryWords('insurance claim')).toEqual(['protection', 'claim']);
    // "phone" stays: it is also the customer's `phone` field, which a partner looks up by name.
    expect(queryWords('customer phone')).toEqual(['customer', 'phone']);
  });

  it('keeps a quoted phrase word for word, partner words included', () => {
    expect(queryWords('"the excess"')).toEqual(['"the', 'excess"']);
  });
});

describe('rule 3: question phrasing', () => {
  it('asks the index for what the question is about: "how long is an access token valid?"', () => {
    expect(queryWords('how long is an access token valid?')).toEqual(['access', 'token', 'valid']);
    expect(queryWords('  how to  cancel a contract ')).toEqual(['cancel', 'contract']);
    expect(queryWords('what must my webhook receiver check')).toEqual(['must', 'webhook', 'receiver', 'check']);
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

  it('"how long is an access token valid": "long" after "how" asks for a figure; elsewhere it is a word', () => {
    expect(queryWords('how long is an access token valid')).toEqual(['access', 'token', 'valid']);
    expect(queryWords('how many requests per second')).toEqual(['requests', 'per', 'second']);
    expect(queryWords('long term rental')).toEqual(['long', 'term', 'rental']);
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

describe('rule 4: the section that names the query comes first', () => {
  it('"scopes": the guide section headed Scopes, not the token request that mentions scopes most', () => {
    const pages = [
      {
        url: '/docs/auth-token',
        sections: [
          section('/docs/auth-token#request-a-token', 'Request a token', 9),
          section('/docs/auth-token#scopes', 'Scopes', 4),
        ],
      },
    ];
    expect(rankSections(pages, 'scopes')[0]?.sections[0]?.url).toBe('/docs/auth-token#scopes');
  });

  it('"event envelope": a page with a section of that name comes before pages that mention the words', () => {
    const pages = [
      {
        url: '/docs/api/webhooks',
        sections: [section('/docs/api/webhooks#sendWebhookTestEvent', 'Send a test event', 12)],
      },
      {url: '/docs/api/utilities', sections: [section('/docs/api/utilities#listEvents', 'List events', 10)]},
      {url: '/docs/webhooks', sections: [section('/docs/webhooks#the-event-envelope', 'The event envelope', 3)]},
    ];
    expect(rankSections(pages, 'event envelope').map(({page}) => page.url)).toEqual([
      '/docs/webhooks',
      '/docs/api/webhooks',
      '/docs/api/utilities',
    ]);
  });

  it('"contract.activated": the event type\'s own section, on the page that defines it', () => {
    const pages = [
      {url: '/docs/contracts', sections: [section('/docs/contracts#webhooks', 'Webhooks', 8)]},
      {
        url: '/docs/api/webhooks',
        sections: [
          section('/docs/api/webhooks#contractCreated', 'contract.created', 5),
          section('/docs/api/webhooks#contractActivated', 'contract.activated', 4),
        ],
      },
    ];
    const ranked = rankSections(pages, 'contract.activated');
    expect(ranked[0]?.sections[0]?.url).toBe('/docs/api/webhooks#contractActivated');
    expect(isIdentifier('contract.activated')).toBe(true);
    expect(isIdentifier('contract activated')).toBe(false);
  });

  it('matches headings by stem or by the start of a long word: "effective date", "retries", "idempot"', () => {
    expect(headingNames('Effective dates', ['effective', 'date'])).toBe(true);
    expect(headingNames('Retries', ['retry'])).toBe(true);
    expect(headingNames('Retry safely with idempotency keys', ['idempot'])).toBe(true);
    expect(headingNames('Retry safely with idempotency keys', ['idem'])).toBe(false);
    expect(headingNames('Rate limits', ['rate', 'limit', 'headers'])).toBe(false);
  });

  it('"invoices": the section headed Invoices, before "Get one invoice" that Pagefind scored higher', () => {
    expect(headingIsQuery('Invoices', ['invoices'])).toBe(true);
    expect(headingIsQuery('Get one invoice', ['invoices'])).toBe(false);
    expect(headingIsQuery('Versioning and deprecation', ['versioning', 'deprecation'])).toBe(true);
    const pages = [
      {
        url: '/docs/subscription',
        section: 'Guides',
        sections: [
          section('/docs/subscription#get-one-invoice', 'Get one invoice', 9),
          section('/docs/subscription#invoices', 'Invoices', 5),
        ],
      },
    ];
    expect(rankSections(pages, 'invoices')[0]?.sections[0]?.url).toBe('/docs/subscription#invoices');
  });

  it('"versioning": the heading with the word as typed before the one that has it by its stem', () => {
    const pages = [
      {
        url: '/docs/agreements-consents-statements-rental',
        section: 'Guides',
        sections: [
          section('/docs/agreements-consents-statements-rental#new-document-versions', 'New document versions', 9),
        ],
      },
      {
        url: '/docs/utilities',
        section: 'Guides',
        sections: [section('/docs/utilities#versioning-and-deprecation', 'Versioning and deprecation', 4)],
      },
    ];
    expect(rankSections(pages, 'versioning').map(({page}) => page.url)).toEqual([
      '/docs/utilities',
      '/docs/agreements-consents-statements-rental',
    ]);
    expect(rankSections(pages, 'versions')[0]?.page.url).toBe('/docs/agreements-consents-statements-rental');
  });

  it('"Idempotency key reused": the error code\'s heading names the words of its message', () => {
    expect(headingNames('idempotency_key_reused (422)', ['Idempotency', 'key', 'reused'])).toBe(true);
    expect(headingNames('contract.activated — Contract activated', ['activated'])).toBe(true);
    expect(headingNames('Retry safely with idempotency keys', ['Idempotency', 'key', 'reused'])).toBe(false);
    const pages = [
      {
        url: '/docs/utilities',
        section: 'Guides',
        sections: [
          section('/docs/utilities#retry-safely-with-idempotency-keys', 'Retry safely with idempotency keys', 9),
        ],
      },
      {
        url: '/docs/errors',
        sections: [section('/docs/errors#idempotency_key_reused', 'idempotency_key_reused (422)', 4)],
      },
    ];
    expect(rankSections(pages, 'Idempotency key reused')[0]?.page.url).toBe('/docs/errors');
  });
});

describe('rule 5: a task leads to its guide', () => {
  it('"withdraw a claim": the guide section before the operation of the same name', () => {
    const pages = [
      {
        url: '/docs/api/repair',
        section: 'API reference',
        sections: [section('/docs/api/repair#withdrawClaim', 'Withdraw a claim', 20)],
      },
      {
        url: '/docs/repair',
        section: 'Guides',
        sections: [section('/docs/repair#withdraw-a-claim', 'Withdraw a claim', 6)],
      },
    ];
    expect(rankSections(pages, 'withdraw a claim').map(({page}) => page.url)).toEqual([
      '/docs/repair',
      '/docs/api/repair',
    ]);
  });

  it('"preview a contract change": the guide\'s "Preview the change" before the operation named in full', () => {
    const operation = {
      url: '/docs/api/contracts',
      section: 'API reference',
      sections: [section('/docs/api/contracts#createContractChangeQuote', 'Preview a contract change', 30)],
    };
    const guide = {
      url: '/docs/contracts',
      section: 'Guides',
      sections: [
        section('/docs/contracts#find-contracts', 'Find contracts', 9),
        section('/docs/contracts#preview-the-change', 'Preview the change', 5),
      ],
    };
    const other = {url: '/docs/errors', sections: [section('/docs/errors#state_conflict', 'state_conflict (409)', 3)]};
    const order = (pages: Array<typeof operation | typeof guide | typeof other>) =>
      rankSections(pages, 'preview a contract change').map(({page}) => page.url);
    expect(order([operation, other, guide])).toEqual(['/docs/contracts', '/docs/api/contracts', '/docs/errors']);
    // Where no operation names every word, the guide still comes before pages that name fewer.
    expect(order([other, guide])).toEqual(['/docs/contracts', '/docs/errors']);
    // The MCP server's Pagefind, in Node, gives addresses with the origin.
    const origin = 'http://127.0.0.1:3000';
    const withOrigin = {
      ...operation,
      sections: operation.sections.map((one) => ({...one, url: origin + one.url})),
    };
    expect(rankSections([withOrigin, guide], 'preview a contract change')[0]?.page.url).toBe('/docs/contracts');
  });

  it('"what happens when a monthly payment fails": the guide section one word short before pages without', () => {
    const pages = [
      {
        url: '/docs/payments',
        section: 'Guides',
        sections: [section('/docs/payments#follow-payments', 'Follow payments', 22)],
      },
      {
        url: '/docs/api/payments',
        section: 'API reference',
        sections: [section('/docs/api/payments#listPayments', 'List payments', 5)],
      },
      {
        url: '/docs/subscription',
        section: 'Guides',
        sections: [section('/docs/subscription#when-a-payment-fails-dunning', 'When a payment fails: dunning', 13)],
      },
    ];
    expect(rankSections(pages, 'what happens when a monthly payment fails')[0]?.page.url).toBe('/docs/subscription');
    // Two words: one short is not close enough.
    expect(rankSections(pages, 'monthly fails')[0]?.page.url).toBe('/docs/payments');
  });

  it('"withdrawClaim": an identifier still leads to the operation', () => {
    const pages = [
      {
        url: '/docs/repair',
        section: 'Guides',
        sections: [section('/docs/repair#withdraw-a-claim', 'Withdraw a claim', 6)],
      },
      {
        url: '/docs/api/repair',
        section: 'API reference',
        sections: [section('/docs/api/repair#withdrawClaim', 'Withdraw a claim', 20)],
      },
    ];
    expect(rankSections(pages, 'withdrawClaim')[0]?.page.url).toBe('/docs/api/repair');
  });
});

describe('rule 6: an operation on several reference pages opens on its home page', () => {
  it('"listContracts": the contracts page, not its rental form that Pagefind scored the same', () => {
    const pages = [
      {
        url: '/docs/api/contracts-rental',
        sections: [section('/docs/api/contracts-rental#listContracts', 'List contracts', 51)],
      },
      {url: '/docs/api/contracts', sections: [section('/docs/api/contracts#listContracts', 'List contracts', 51)]},
    ];
    expect(rankSections(pages, 'listContracts').map(({page}) => page.url)).toEqual([
      '/docs/api/contracts',
      '/docs/api/contracts-rental',
    ]);
  });

  it('"apply a contract change": the copies of the operation do not push the guide off the results', () => {
    // Pagefind's order: the guide first, then the operation on its three pages.
    const pages = [
      {
        url: '/docs/contracts',
        section: 'Guides',
        sections: [
          section('/docs/contracts#change-a-contract', 'Change a contract', 9),
          section('/docs/contracts#apply-the-change', 'Apply the change', 8),
        ],
      },
      {
        url: '/docs/api/contracts-rental',
        sections: [section('/docs/api/contracts-rental#createContractChange', 'Apply a contract change', 30)],
      },
      {
        url: '/docs/api/contracts',
        sections: [section('/docs/api/contracts#createContractChange', 'Apply a contract change', 30)],
      },
      {
        url: '/docs/api/add-device-contract-rental',
        sections: [section('/docs/api/add-device-contract-rental#createContractChange', 'Apply a contract change', 30)],
      },
    ];
    expect(rankSections(pages, 'apply a contract change').map(({page}) => page.url)).toEqual([
      '/docs/contracts',
      '/docs/api/contracts',
      '/docs/api/contracts-rental',
      '/docs/api/add-device-contract-rental',
    ]);
  });
});

describe('rule 7: a guide section that names the query is ranked wherever Pagefind puts its page', () => {
  // Pagefind's order for "theft": four guides that mention theft in their plan tables, then the
  // reference, then the rental repair guide whose section "Theft and loss" defines it.
  const results = [
    {id: 'quotes'},
    {id: 'product-catalog'},
    {id: 'contracts'},
    {id: 'get-pricing'},
    {id: 'api-repair'},
    {id: 'repair-rental'},
  ];
  const headings = {
    quotes: ['Create a quote', 'Expiry', 'Record a decline'],
    'product-catalog': ['List the plans for a product'],
    contracts: ['Find contracts', 'Read a contract'],
    'get-pricing': ['Protection prices', 'Calculate rental prices'],
    'repair-rental': ['File a claim for a rented device', 'Theft and loss'],
  };
  const ids = (window: readonly {id: string}[]) => window.map(({id}) => id);

  it('"theft": the guide with the section "Theft and loss" takes the place of the last guide without one', () => {
    expect(ids(rankingWindow(results, 'theft', headings, 4))).toEqual([
      'quotes',
      'product-catalog',
      'contracts',
      'repair-rental',
    ]);
  });

  it('keeps pages whose headings the file does not have (the reference), and the window when no guide names the query', () => {
    const reference = [{id: 'api-repair'}, ...results.filter(({id}) => id !== 'api-repair')];
    expect(ids(rankingWindow(reference, 'theft', {'repair-rental': headings['repair-rental']}, 4))).toEqual(
      ids(reference.slice(0, 4)),
    );
    expect(ids(rankingWindow(results, 'expiry of a plan table', headings, 4))).toEqual(ids(results.slice(0, 4)));
  });

  it('"preview a contract change": a guide heading one word short of a task of three words counts too', () => {
    const task = [...results, {id: 'contracts-rental'}];
    const withPreview = {...headings, 'contracts-rental': ['Preview the change', 'Apply the change']};
    expect(ids(rankingWindow(task, 'preview a contract change', withPreview, 4))).toEqual([
      'quotes',
      'product-catalog',
      'contracts',
      'contracts-rental',
    ]);
    // Two words must both be named: "preview quotes" is not "Preview the change".
    expect(ids(rankingWindow(task, 'preview quotes', withPreview, 4))).toEqual(ids(task.slice(0, 4)));
  });

  it('"createClaim": an identifier keeps Pagefind\'s first pages', () => {
    const withHeading = {...headings, 'repair-rental': ['createClaim']};
    expect(ids(rankingWindow(results, 'createClaim', withHeading, 4))).toEqual(ids(results.slice(0, 4)));
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
    const pages = [
      {
        url: '/docs/term',
        section: 'Guides',
        sections: [
          section('/docs/term#webhooks', 'Webhooks\u200b', 14),
          section(
            '/docs/term#early-termination-and-withdrawal',
            'Cancel a contract: early termination and withdrawal',
            6,
          ),
        ],
      },
    ];
    const ranked = rankSections(pages, 'notice period', frameHeadings(headings));
    expect(ranked[0]?.sections.map(({url}) => url)).toEqual([
      '/docs/term#early-termination-and-withdrawal',
      '/docs/term#webhooks',
    ]);
    // A frame section that names the query still comes first: "webhooks" opens the Webhooks section.
    expect(rankSections(pages, 'webhooks', frameHeadings(headings))[0]?.sections[0]?.url).toBe('/docs/term#webhooks');
  });
});

describe('rule 10: a concept opens the page whose heading is the concept', () => {
  it('"errors": the error catalogue (heading Errors) before the guide section "Errors of the token endpoint"', () => {
    const pages = [
      {
        url: '/docs/auth-token',
        section: 'Guides',
        sections: [section('/docs/auth-token#errors-of-the-token-endpoint', 'Errors of the token endpoint', 12)],
      },
      {url: '/docs/errors', section: 'Errors', sections: [section('/docs/errors', 'Errors', 5)]},
    ];
    expect(rankSections(pages, 'errors').map(({page}) => page.url)).toEqual(['/docs/errors', '/docs/auth-token']);
    // A task of three words or more keeps rule 5: the guide first.
    const task = [
      {
        url: '/docs/api/contracts',
        section: 'API reference',
        sections: [section('/docs/api/contracts#createContractChange', 'Apply a contract change', 20)],
      },
      {
        url: '/docs/contracts',
        section: 'Guides',
        sections: [section('/docs/contracts#apply-the-change', 'Apply the change', 6)],
      },
    ];
    expect(rankSections(task, 'apply a contract change')[0]?.page.url).toBe('/docs/contracts');
  });

  it('"legal documents": the guide that shows them, not the group of events of that name in the webhook reference', () => {
    const pages = [
      {
        url: '/docs/api/webhooks',
        section: 'API reference',
        sections: [section('/docs/api/webhooks#events-legal-documents', 'Legal documents', 14)],
      },
      {
        url: '/docs/agreements-consents-statements-rental',
        section: 'Guides',
        sections: [
          section(
            '/docs/agreements-consents-statements-rental#get-the-documents-to-show',
            'Get the legal documents to show',
            9,
          ),
        ],
      },
    ];
    expect(rankSections(pages, 'legal documents')[0]?.page.url).toBe('/docs/agreements-consents-statements-rental');
  });

  it('"sale lifecycle": a heading "X: Y" is the concept X, so the guide section leads as a guide does', () => {
    expect(headingIsQuery('The sale lifecycle: order statuses', ['sale', 'lifecycle'])).toBe(true);
    expect(headingIsQuery('The sale lifecycle: order statuses', ['order', 'status'])).toBe(true);
    expect(headingIsQuery('The sale lifecycle and order statuses', ['sale', 'lifecycle'])).toBe(false);
    const pages = [
      {
        url: '/docs/api/acme-sales',
        section: 'API reference',
        sections: [section('/docs/api/acme-sales#lifecycle-sale', 'Sale lifecycle', 14)],
      },
      {
        url: '/docs/acme-sales',
        section: 'Guides',
        sections: [section('/docs/acme-sales#the-sale-lifecycle', 'The sale lifecycle: order statuses', 9)],
      },
    ];
    expect(rankSections(pages, 'sale lifecycle')[0]?.sections[0]?.url).toBe('/docs/acme-sales#the-sale-lifecycle');
  });
});

describe('rule 11: a task is read in a guide, not in the reference that holds its words', () => {
  it('"how much is refunded when a protection plan is cancelled early": the term guide before the payments reference', () => {
    // Pagefind's order: the payments reference holds "refund", "protection", "plan", "cancelled"
    // and "early" in its fields; no heading of either page names the question.
    const pages = [
      {
        url: '/docs/api/payments',
        section: 'API reference',
        sections: [section('/docs/api/payments#createRefund', 'Refund a payment', 40)],
      },
      {
        url: '/docs/term',
        section: 'Guides',
        sections: [
          section(
            '/docs/term#early-termination-and-withdrawal',
            'Cancel a contract: early termination and withdrawal',
            30,
          ),
        ],
      },
      {url: '/docs/errors', sections: [section('/docs/errors#state_conflict', 'state_conflict (409)', 5)]},
      // A post that tells an integration's story, with a word of each step.
      {
        url: '/blog/first-blog-post',
        sections: [section('/blog/first-blog-post#when-it-does-not-work', 'When it does not work', 4)],
      },
    ];
    const query = 'how much is refunded when a protection plan is cancelled early';
    expect(rankSections(pages, query).map(({page}) => page.url)).toEqual([
      '/docs/term',
      // The error catalogue is not the reference: it keeps Pagefind's order before it.
      '/docs/errors',
      '/docs/api/payments',
      '/blog/first-blog-post',
    ]);
  });

  it('"createRefund": an identifier still leads to the reference where Pagefind puts it', () => {
    const pages = [
      {url: '/docs/api/payments', section: 'API reference', sections: [section('/docs/api/payments', 'Payments', 9)]},
      {url: '/docs/payments', section: 'Guides', sections: [section('/docs/payments', 'Payments', 3)]},
    ];
    expect(rankSections(pages, 'createRefund').map(({page}) => page.url)).toEqual([
      '/docs/api/payments',
      '/docs/payments',
    ]);
  });
});

describe('rule 12: within a page, the section with more of the query', () => {
  it('"sale price differs from what the customer agreed": Complete the sale, not the lifecycle that repeats "sale"', () => {
    const words = (...found: string[]) => found;
    const pages = [
      {
        url: '/docs/acme-sales',
        section: 'Guides',
        sections: [
          {
            ...section('/docs/acme-sales#the-sale-lifecycle', 'The sale lifecycle: order statuses', 154),
            found: words('sale', 'sale', 'sale.requires_action', 'sale', 'sale.completed', 'sale', 'customer'),
          },
          {
            ...section('/docs/acme-sales#create-a-sale', 'Create a sale', 150),
            found: words('sale', 'createSale', "customer's", 'price', 'sale', 'sale'),
          },
          {
            ...section('/docs/acme-sales#complete-the-sale', 'Complete the sale', 112),
            found: words('sale', 'price', 'differs', 'customer', 'agreed', 'sale'),
          },
        ],
      },
    ];
    const ranked = rankSections(pages, 'sale price differs from what the customer agreed');
    expect(ranked[0]?.sections.map(({url}) => url)).toEqual([
      '/docs/acme-sales#complete-the-sale',
      '/docs/acme-sales#create-a-sale',
      '/docs/acme-sales#the-sale-lifecycle',
    ]);
  });

  it('"cancel the policy": a section with "policies" holds "policy", as the index stems both', () => {
    const pages = [
      {
        url: '/docs/term',
        section: 'Guides',
        sections: [
          {...section('/docs/term#read-the-term-options', 'Read the term options', 10), found: ['cancel']},
          {
            ...section('/docs/term#request-the-termination', 'Request the termination', 8),
            found: ['cancelled', 'policies'],
          },
        ],
      },
    ];
    expect(rankSections(pages, 'cancel the policy')[0]?.sections[0]?.url).toBe('/docs/term#request-the-termination');
  });

  it('"notice period": a section with `notice_period_days` holds both words, as Pagefind finds them in it', () => {
    const pages = [
      {
        url: '/docs/contracts',
        section: 'Guides',
        sections: [
          {...section('/docs/contracts#read-a-contract', 'Read a contract', 10), found: ['notice']},
          {
            ...section('/docs/contracts#update-your-references', 'Update your references', 8),
            found: ['notice_period_days'],
          },
        ],
      },
    ];
    expect(rankSections(pages, 'notice period')[0]?.sections[0]?.url).toBe('/docs/contracts#update-your-references');
  });
});

describe('rule 13: the page whose best section holds more of the query', () => {
  it('"avoid creating duplicate customers": the customers guide before the webhooks guide with its duplicate events', () => {
    const pages = [
      {
        url: '/docs/webhooks',
        section: 'Guides',
        sections: [
          {
            ...section('/docs/webhooks#duplicates-and-ordering', 'Duplicates and the order of webhook events', 90),
            found: ['Duplicates', 'duplicate', 'duplicates'],
          },
          {...section('/docs/webhooks#event-types', 'Event types', 60), found: ['customer', 'customer']},
        ],
      },
      {
        url: '/docs/customer_verification',
        section: 'Guides',
        sections: [
          {
            ...section('/docs/customer_verification#search-before-you-create', 'Search before you create', 80),
            found: ['creating', 'customer', 'duplicate', 'customers'],
          },
        ],
      },
    ];
    expect(rankSections(pages, 'avoid creating duplicate customers').map(({page}) => page.url)).toEqual([
      '/docs/customer_verification',
      '/docs/webhooks',
    ]);
  });
});

describe('a few pages with every word: the pages with all of them but one follow', () => {
  // Pages by the words they have, as Pagefind would find them: only the webhook reference has
  // "format" (in passing) with the other two words; the webhooks guide says "payload", not "format".
  const pagesWith: Record<string, string[]> = {
    'webhook payload format': ['api-webhooks'],
    'payload format': ['api-webhooks'],
    'webhook format': ['api-webhooks', 'api-customers'],
    'webhook payload': ['api-webhooks', 'webhooks', 'term', 'flow'],
    'refund payment': ['payments', 'api-payments', 'payments-rental', 'subscription', 'flow'],
  };
  const searched: string[] = [];
  const pagefind = fakePagefind(pagesWith, searched);

  it('"webhook payload format": the one page with every word, then the pages without "format"', async () => {
    const answer = await searchWith(pagefind, 'webhook payload format', {}, 4);
    expect(answer.pages.map(({url}) => url)).toEqual([
      '/docs/api-webhooks',
      '/docs/webhooks',
      '/docs/term',
      '/docs/flow',
    ]);
    // The count is of the pages with every word; the status names the word the others lack.
    expect(answer.total).toBe(1);
    expect(answer.alsoWithout).toEqual(['format']);
    expect(answer.leftOut).toEqual([]);
    expect(foundMessage('webhook payload format', answer)).toBe(
      '1 page found for “webhook payload format”, then pages without “format”.',
    );
  });

  it('"refund payment": enough pages have every word, and no other search is made', async () => {
    searched.length = 0;
    const answer = await searchWith(pagefind, 'refund payment', {}, 4);
    expect(answer.pages).toHaveLength(4);
    expect(answer.total).toBe(5);
    expect(answer.alsoWithout).toEqual([]);
    expect(searched).toEqual(['refund payment']);
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
