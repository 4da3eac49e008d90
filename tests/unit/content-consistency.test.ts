// Contradictions a partner once found between pages, each checked so that it cannot come back.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

/** Tracked text files a reader sees: guides, blog, the OpenAPI document and the site's UI text. */
function contentFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', 'docs', 'blog', 'openapi', 'src', 'docusaurus.config.ts'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.(mdx?|ya?ml|tsx?|css)$/.test(file));
}

/** The spelling the API's values and names use (`sale.cancelled`, `cancelled_at`), and the other one. */
const otherSpelling = /\bcancel(?:ed|ing)\b/i;

describe('one spelling of "cancelled"', () => {
  it('knows the other spelling when it sees it', () => {
    expect(otherSpelling.test('status: canceled')).toBe(true);
    expect(otherSpelling.test('Canceling a sale')).toBe(true);
    expect(otherSpelling.test('sale.cancelled, cancelling, cancellation')).toBe(false);
  });

  it('is used in every guide, post, OpenAPI file and UI text', () => {
    const hits: string[] = [];
    for (const file of contentFiles()) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (otherSpelling.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(hits, hits.join('\n')).toEqual([]);
  });
});
