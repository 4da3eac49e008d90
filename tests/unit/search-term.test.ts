import {describe, expect, it} from 'vitest';
import {searchTerm} from '../../src/search/engine';

describe('the words the search engine is asked for', () => {
  it('leaves out words that occur on every page when other words remain', () => {
    expect(searchTerm('complete the sale')).toBe('complete sale');
    expect(searchTerm('  how to  cancel a contract ')).toBe('cancel contract');
  });

  it('keeps a query made of such words only, so it still finds something', () => {
    expect(searchTerm('to')).toBe('to');
    expect(searchTerm('the and')).toBe('the and');
  });

  it('keeps a quoted phrase word for word', () => {
    expect(searchTerm('"complete the sale"')).toBe('"complete the sale"');
  });

  it('searches the published misspellings under the words the pages use', () => {
    expect(searchTerm('enviroment')).toBe('environment');
    expect(searchTerm('Vochers list')).toBe('vouchers list');
  });
});
