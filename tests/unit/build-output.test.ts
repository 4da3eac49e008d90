// What `docusaurus build` adds after the pages (plugins/build-output): the build is the whole
// deployable site with no npm hook, the alias and CSP includes nginx reads, and page/twin
// modification times that never coincide.
import {mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {renderAliasMap} from '../../plugins/build-output/aliases';
import {inlineHandlers, inlineScriptHashes, renderCspInclude} from '../../plugins/build-output/csp';
import {separateTwinDates} from '../../plugins/build-output';

describe('the build command', () => {
  it('is the bare `docusaurus build`, with no npm hook around it', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>}).scripts;
    expect(scripts['build']).toBe('docusaurus build');
    expect(Object.keys(scripts).filter((name) => /^(?:pre|post)build$/.test(name))).toEqual([]);
  });
});

describe('the alias map for nginx', () => {
  it('answers every spelling of the alias and keeps the query string', () => {
    const map = renderAliasMap([{from: '/docs/api/vouchers', to: '/docs/api/vochers', title: 'Vouchers'}]);
    expect(map).toContain(
      '"~^/docs/api/vouchers(?:/|/index\\.html|\\.html)?(?<query>\\?.*)?$"  "/docs/api/vochers$query";',
    );
  });

  it('refuses a path that is not a clean site path', () => {
    expect(() => renderAliasMap([{from: '/docs/Vouchers/', to: '/docs/api/vochers', title: 'Vouchers'}])).toThrow(
      /"\/docs\/Vouchers\/" is not a clean site path/,
    );
  });
});

describe('the CSP include', () => {
  it('hashes executable inline scripts only, as the browser reads them', () => {
    const html =
      '<script>a()\r\n</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    // sha256 of "a()\n" and "b()"
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-78Mb6dlYKSr4lLcPgR39KSZyUZtZQimBNqLd+C3BhA4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
    const include = renderCspInclude(new Set(inlineScriptHashes(html)), 1);
    expect(include).toContain('map $host $docs_csp_script_hashes {');
    expect(include).toMatch(/default "'sha256-[^']+' 'sha256-[^']+'";/);
  });

  it('finds inline handlers, which no hash can allow', () => {
    expect(inlineHandlers('<a href="javascript:go()">x</a><button onclick="go()">y</button>')).toEqual([
      'javascript:',
      'onclick',
    ]);
    expect(inlineHandlers('<a href="/docs/intro">intro</a>')).toEqual([]);
  });
});

describe('page and twin dates', () => {
  it('moves a twin that shares its page’s second one second later, and leaves others alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'twin-dates-'));
    try {
      const at = new Date('2026-11-25T10:00:00.400Z');
      const files = ['index.html', 'index.md', 'docs/quotes/index.html', 'docs/quotes.md', 'docs/notes.md'];
      for (const file of files) {
        mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        writeFileSync(path.join(dir, file), file);
        utimesSync(path.join(dir, file), at, at);
      }
      expect(await separateTwinDates(dir, files)).toBe(2);
      const second = (file: string) => Math.floor(statSync(path.join(dir, file)).mtimeMs / 1000);
      expect(second('index.md')).toBe(second('index.html') + 1);
      expect(second('docs/quotes.md')).toBe(second('docs/quotes/index.html') + 1);
      // A Markdown file with no page beside it is no twin.
      expect(second('docs/notes.md')).toBe(second('docs/quotes/index.html'));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
