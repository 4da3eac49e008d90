// The relevance set's two parts stay apart: a query in the tuning part guides the ranking, so the
// same query in the held-out part would be measured on what it was tuned to.
import {describe, expect, it} from 'vitest';
import {readQueries} from '../support/search-eval';

/** A query as the search reads it: case and spacing say nothing to the index. */
const same = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

describe('the relevance set', () => {
  const tuning = readQueries('tuning');
  const heldOut = readQueries('held-out');

  it('has no query in both parts', () => {
    const tuned = new Set(tuning.map(({query}) => same(query)));
    expect(heldOut.map(({query}) => query).filter((query) => tuned.has(same(query)))).toEqual([]);
  });

  it('has each query once in its part', () => {
    for (const part of [tuning, heldOut]) {
      const seen = new Set<string>();
      const twice = part.map(({query}) => same(query)).filter((query) => seen.has(query) || !seen.add(query));
      expect(twice).toEqual([]);
    }
  });

  it('holds about a third of its queries out', () => {
    const share = heldOut.length / (heldOut.length + tuning.length);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.4);
  });
});
