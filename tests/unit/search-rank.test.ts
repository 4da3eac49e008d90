// One test per rule of src/search/rank.ts, each with the partner query it fixes (the result that
// Pagefind alone gave is the input order here).
import {describe, expect, it} from 'vitest';
import {headingNames, isIdentifier, queryWords, rankSections} from '../../src/search/rank';

const section = (url: string, title: string, score: number) => ({url, title, score});

describe('rule 1: published misspellings', () => {
  it('searches the misspelt page addresses under the words the pages use', () => {
    expect(queryWords('enviroment')).toEqual(['environment']);
    expect(queryWords('Vochers list')).toEqual(['vouchers', 'list']);
  });
});

describe("rule 2: partners' words for ours", () => {
  it('searches "excess" (a partner word the site never uses) as "deductible"', () => {
    expect(queryWords('excess for a cracked screen')).toEqual(['deductible', 'cracked', 'screen']);
  });

  it('expands a word to a phrase of the site: "throttling" is "rate limit"', () => {
    expect(queryWords('throttling')).toEqual(['rate', 'limit']);
  });

  it('keeps a quoted phrase word for word, partner words included', () => {
    expect(queryWords('"the excess"')).toEqual(['"the', 'excess"']);
  });
});

describe('rule 3: question phrasing', () => {
  it('asks the index for what the question is about: "how long is an access token valid?"', () => {
    expect(queryWords('how long is an access token valid?')).toEqual(['long', 'access', 'token', 'valid']);
    expect(queryWords('  how to  cancel a contract ')).toEqual(['cancel', 'contract']);
    expect(queryWords('what must my webhook receiver check')).toEqual(['must', 'webhook', 'receiver', 'check']);
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
