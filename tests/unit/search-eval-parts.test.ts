// The relevance set's two parts stay apart: a query in the tuning part guides the ranking, so the
// same query in the held-out part would be measured on what it was tuned to.
import {describe, expect, it} from 'vitest';
import {queryWords} from '../../src/search/rank';
import {readQueries} from '../support/search-eval';

/**
 * A query as the search reads it: the words it looks up (src/search/rank.ts), in any order and
 * case. Punctuation, question phrasing and stop words say nothing to the index, and a partner's
 * word that the search maps to the site's is looked up as the site's word: "deposit refund" and
 * "refund deposit", "what is the deposit for" and "deposit", "fnol" and "submit a claim" are each
 * one search, with one result. Two such queries in the two parts would measure the held-out one on
 * the search the tuning part was tuned on.
 */
const same = (query: string) => [...new Set(queryWords(query).map((word) => word.toLowerCase()))].sort().join(' ');

describe('the relevance set', () => {
  const tuning = readQueries('tuning');
  const heldOut = readQueries('held-out');

  it('has no query in both parts', () => {
    const tuned = new Map(tuning.map(({query}) => [same(query), query]));
    const both = heldOut.flatMap(({query}) => {
      const twin = tuned.get(same(query));
      return twin === undefined ? [] : [`held out "${query}" is tuned as "${twin}"`];
    });
    expect(both).toEqual([]);
  });

  it('has each query once in its part', () => {
    const twice = Object.entries({tuning, 'held-out': heldOut}).flatMap(([name, part]) => {
      const seen = new Map<string, string>();
      return part.flatMap(({query}) => {
        const first = seen.get(same(query));
        if (first === undefined) seen.set(same(query), query);
        return first === undefined ? [] : [`${name}: "${query}" is "${first}" again`];
      });
    });
    expect(twice).toEqual([]);
  });

  it('reads two queries as one when the search looks up the same words', () => {
    expect(same('Is there a webhook when a sale becomes ready?')).toBe(
      same('is there a webhook when a sale becomes ready'),
    );
    expect(same('deposit refund')).toBe(same('refund deposit'));
    expect(same('excess for a cracked screen')).toBe(same('deductible cracked screen'));
    expect(same('which scope do I need to create a sale')).not.toBe(same('which scope do I need to complete a sale'));
  });

  it('holds about a third of its queries out', () => {
    const share = heldOut.length / (heldOut.length + tuning.length);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.4);
  });
});
