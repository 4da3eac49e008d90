// The Accept rules of the nginx config's Markdown negotiation (deploy/nginx/negotiate.js), run
// here from the same file nginx runs. tests/nginx/negotiation.spec.ts checks that nginx applies them.
import {describe, expect, test} from 'vitest';
import negotiate from '../../deploy/nginx/negotiate.js';

const chromium = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('Markdown negotiation', () => {
  test.each([
    ['text/markdown', 'an agent asking for Markdown alone'],
    ['text/markdown, text/html;q=0.5', 'Markdown with the higher q-value'],
    ['text/markdown;q=0.9, text/html;q=0.8', 'both weighted, Markdown higher'],
    ['text/markdown, */*;q=0.1', 'Markdown over the wildcard fallback'],
    ['TEXT/Markdown ; Q=1.0', 'case and spacing do not matter'],
    ['text/markdown;charset=utf-8', 'parameters other than q'],
    ['text/plain, text/markdown;q=0.5', 'HTML not acceptable at all'],
  ])('%s gets Markdown (%s)', (accept, _why) => {
    expect(negotiate.markdownPreferred(accept)).toBe(true);
  });

  test.each([
    [undefined, 'no Accept header'],
    ['', 'an empty header'],
    ['*/*', 'anything'],
    ['text/*', 'any text type: a tie'],
    [chromium, 'what Chromium sends on navigation'],
    ['text/markdown, text/html', 'a tie goes to HTML'],
    ['text/markdown;q=0.5, */*', 'the wildcard gives HTML the higher q'],
    ['text/markdown;q=0', 'q=0 excludes Markdown'],
    ['text/markdown;q=0.000', 'q=0 with decimals excludes it too'],
    ['text/markdown;q=0, text/html;q=0', 'nothing acceptable: HTML'],
    ['text/markdown;q=2', 'a malformed q-value drops the range'],
    ['text/markdown;q=abc', 'a q-value that is no number drops the range'],
    ['application/json', 'neither type'],
  ])('%s gets HTML (%s)', (accept, _why) => {
    expect(negotiate.markdownPreferred(accept)).toBe(false);
  });

  test('js_set reads the request header and answers "1" or "0"', () => {
    expect(negotiate.wantsMarkdown({headersIn: {Accept: 'text/markdown'}})).toBe('1');
    expect(negotiate.wantsMarkdown({headersIn: {Accept: chromium}})).toBe('0');
    expect(negotiate.wantsMarkdown({headersIn: {}})).toBe('0');
  });
});
