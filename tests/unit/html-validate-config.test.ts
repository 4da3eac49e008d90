// The html-validate config (.htmlvalidate.mjs) that `npm run lint:html` applies to every built page
// must really catch what it lists: each sample below breaks one rule and must fail with it, and a
// well-formed page must pass.
import {join} from 'node:path';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {describe, expect, it} from 'vitest';

const validator = new HtmlValidate(new FileSystemConfigLoader());
// A path inside the repository, so the loader finds the repository's config.
const filename = join(__dirname, '..', '..', 'build', 'sample', 'index.html');

function page(body: string, head = '<title>Sample page</title>'): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

async function ruleIds(html: string): Promise<string[]> {
  const report = await validator.validateString(html, filename);
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe('html-validate config', () => {
  it('passes a well-formed page', async () => {
    expect(
      await ruleIds(page('<main><h1>Title</h1><h2>Section</h2><p>Text <a href="/docs/intro">intro</a></p></main>')),
    ).toEqual([]);
  });

  it.each([
    ['heading-level', page('<h1>Title</h1><h3>Skipped a level</h3>')],
    ['no-dup-id', page('<h1 id="a">T</h1><p id="a">again</p>')],
    ['wcag/h37', page('<h1>T</h1><img src="/logo.svg" width="10" height="10">')],
    ['wcag/h30', page('<h1>T</h1><a href="/docs/intro"></a>')],
    ['empty-heading', page('<h1></h1>')],
    ['long-title', page('<h1>T</h1>', `<title>${'A title far too long for a search result '.repeat(3)}</title>`)],
    ['no-missing-references', page('<h1>T</h1><nav aria-labelledby="nowhere"><a href="/">Home</a></nav>')],
    [
      'element-required-attributes',
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>T</title></head><body><h1>T</h1></body></html>',
    ],
  ])('fails %s', async (rule, html) => {
    expect(await ruleIds(html)).toContain(rule);
  });
});
