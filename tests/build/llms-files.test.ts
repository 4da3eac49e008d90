// The llms files of the build, as an agent meets them: llms.txt in the llms.txt layout and saying
// which file holds what, llms-full.txt with the guides only, and every file within its token
// budget, counted with gpt-tokenizer (o200k_base, the encoding of current OpenAI models).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {countTokens} from 'gpt-tokenizer';
import {beforeAll, describe, expect, it} from 'vitest';
import {tokenBudgets} from '../../plugins/docs-as-data/llms';

const site = 'https://docs.acme.example';

function built(file: string): string {
  const at = path.join('build', file);
  if (!existsSync(at)) throw new Error(`${at} is missing: run \`npm run build\` before \`npm run test:build\``);
  return readFileSync(at, 'utf8');
}

/** The `##` sections of llms.txt and the link lines under each. */
function sections(llms: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of llms.split('\n')) {
    if (line.startsWith('## ')) result.set(line.slice(3), (current = []));
    else if (line.startsWith('- ') && current !== undefined) current.push(line);
  }
  return result;
}

/** The build file a link of llms.txt points to (`docs/quotes.md`). */
const fileOf = (line: string) => /\]\(https:\/\/docs\.acme\.example\/([^)]+)\)/.exec(line)?.[1] ?? '';

describe('llms.txt', () => {
  let llms: string;
  beforeAll(() => {
    llms = built('llms.txt');
  });

  it('has the llms.txt layout: a title, a summary quote, then sections of one-line links, "Optional" last', () => {
    const lines = llms.split('\n');
    expect(lines[0]).toBe('# Unified API V4.x');
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> \S/);
    const titles = [...sections(llms).keys()];
    expect(titles).toEqual(['Start here', 'Guides', 'API reference', 'Errors and webhook events', 'Optional']);
    for (const [title, links] of sections(llms)) {
      expect(links.length, title).toBeGreaterThan(0);
      for (const link of links) expect(link, title).toMatch(/^- \[[^\]]+\]\(https:\/\/docs\.acme\.example\/[^)\s]+\)(?:: \S.*)?$/);
    }
  });

  it('says which file holds what, and lists every reference topic as a file of its own', () => {
    expect(llms).toContain(`[llms-full.txt](${site}/llms-full.txt) holds the guides in reading order`);
    const reference = sections(llms).get('API reference') ?? [];
    expect(reference.length).toBeGreaterThan(20);
    expect(reference.every((line) => /^docs\/api\/[\w-]+\.md$/.test(fileOf(line)))).toBe(true);
    expect((sections(llms).get('Errors and webhook events') ?? []).map(fileOf)).toEqual([
      'docs/errors.md',
      'docs/api/webhooks.md',
    ]);
  });
});

describe('token budgets', () => {
  it(`llms-full.txt holds the guides, not the reference, in at most ${tokenBudgets.llmsFull} tokens`, () => {
    const full = built('llms-full.txt');
    const guides = sections(built('llms.txt')).get('Guides') ?? [];
    for (const line of guides) {
      const url = `${site}/${fileOf(line).replace(/\.md$/, '')}`;
      expect(full, url).toContain(`\n${url}\n`);
    }
    // The guides follow one another in reading order: the sections that only list guides are left out.
    expect(built('docs/auth-token.md')).toMatch(/^## Next steps\b/m);
    expect(full).not.toMatch(/^## (?:Next steps|Main topics)\b/m);
    expect(full).not.toContain(`\n${site}/docs/api/acme-sales\n`);
    expect(full).not.toContain(`\n${site}/docs/errors\n`);
    const tokens = countTokens(full);
    console.log(`llms-full.txt: ${tokens} tokens`);
    expect(tokens).toBeLessThanOrEqual(tokenBudgets.llmsFull);
  });

  it(`every reference file fits in ${tokenBudgets.referenceFile} tokens`, () => {
    const llms = sections(built('llms.txt'));
    const files = [...(llms.get('API reference') ?? []), ...(llms.get('Errors and webhook events') ?? [])].map(fileOf);
    const counts = files.map((file) => ({file, tokens: countTokens(built(file))}));
    console.log(counts.map(({file, tokens}) => `${file}: ${tokens}`).join('\n'));
    const over = counts.filter(({tokens}) => tokens > tokenBudgets.referenceFile);
    expect(over).toEqual([]);
  });
});
