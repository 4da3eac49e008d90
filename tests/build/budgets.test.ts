// Byte budgets on the build output (tests/budgets.ts): each budgeted page's HTML document and
// stylesheets, gzip level 9. Deterministic: bytes, not timings.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, expect} from 'vitest';
import {budgets} from '../budgets';

const buildDir = join(__dirname, '..', '..', 'build');
const gzip = (bytes: Buffer) => gzipSync(bytes, {level: 9}).length;

function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((match) => {
    const href = /\bhref="?([^"\s>]+)/.exec(match[0])?.[1];
    if (href === undefined) throw new Error(`stylesheet link without href: ${match[0]}`);
    return href;
  });
}

for (const budget of budgets) {
  test(`${budget.path} (${budget.kind}): HTML ≤ ${budget.maxHtmlGzip} and CSS ≤ ${budget.maxCssGzip} bytes gzip`, () => {
    const html = readFileSync(join(buildDir, budget.file ?? join(budget.path, 'index.html')));
    const sheets = stylesheets(html.toString('utf8'));
    expect(sheets.length).toBeGreaterThan(0);
    const css = sheets.reduce((sum, href) => sum + gzip(readFileSync(join(buildDir, href))), 0);
    console.log(`${budget.path}: HTML ${gzip(html)} bytes gzip, CSS ${css} bytes gzip (${sheets.join(', ')})`);
    expect(gzip(html)).toBeLessThanOrEqual(budget.maxHtmlGzip);
    expect(css).toBeLessThanOrEqual(budget.maxCssGzip);
  });
}
