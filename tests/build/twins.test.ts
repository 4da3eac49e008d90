import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from 'vitest';
import {routes, type ManifestRoute} from '../routes';
import {builtHeadings, builtPage} from '../support/built-html';

// Checks on the build output (no browser): the Markdown twin of every content page, and the two
// llms files that list and gather them.
const site = 'https://docs.acme.example';

/** Routes that show content of their own (not a listing, the search page, a file or a redirect). */
function isContent(route: ManifestRoute): boolean {
  if (route.kind === 'home' || route.kind === 'page' || route.kind === 'guide' || route.kind === 'reference')
    return true;
  return route.kind === 'blog' && !/^\/blog(?:$|\/(?:archive|authors|tags)(?:\/|$))/.test(route.path);
}
const contentRoutes = routes.filter(isContent);
const twinFile = (route: string) => path.join('build', route === '/' ? 'index.md' : `${route.slice(1)}.md`);

/** The text of a page's h1 and h2 headings, from its built HTML. */
function headings(route: string): {h1: string; h2: string[]} {
  return builtHeadings(builtPage(route));
}

/** A heading's words as they appear in Markdown: code spans lose their backticks for the comparison. */
const plain = (markdown: string) => markdown.replace(/`/g, '').replace(/\\([_*[\]])/g, '$1');

test('there is a twin for every content page of the manifest, and no stray one', () => {
  const twins = new Set(
    readdirSync('build', {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.md'))
      .map((file) => path.join('build', file)),
  );
  expect(contentRoutes.length).toBeGreaterThan(60);
  expect(contentRoutes.filter((route) => !twins.has(twinFile(route.path))).map((route) => route.path)).toEqual([]);
  expect(twins.size).toBe(contentRoutes.length);
});

for (const route of contentRoutes) {
  test(`${route.path} has a twin that starts with its title and holds its sections`, () => {
    const markdown = readFileSync(twinFile(route.path), 'utf8');
    const {h1, h2} = headings(route.path);
    const [first, , url] = markdown.split('\n');
    expect(first).toBe(`# ${route.kind === 'home' ? route.title : h1}`);
    expect(url).toBe(`${site}${route.path}`);
    const body = plain(markdown);
    const missing = h2.filter((heading) => heading !== '' && !body.includes(`## ${heading}`));
    expect(missing).toEqual([]);
    // No MDX left outside code: no import/export lines, no JSX components.
    const prose = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
    expect(prose).not.toMatch(/^(?:import|export) /m);
    expect(prose).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
  });
}

test('every link in llms.txt leads to a file of the build', () => {
  const llms = readFileSync('build/llms.txt', 'utf8');
  const links = [...llms.matchAll(/\]\((https:\/\/docs\.acme\.example\/[^)]*)\)/g)].map((match) => match[1] ?? '');
  expect(links.length).toBeGreaterThan(contentRoutes.length);
  const broken = links.filter((link) => !existsSync(path.join('build', link.slice(site.length))));
  expect(broken).toEqual([]);
});

test('llms-full.txt holds the home page and every guide in reading order, and no reference page', () => {
  const full = readFileSync('build/llms-full.txt', 'utf8');
  const guides = contentRoutes.filter((route) => route.kind === 'guide' && route.path !== '/docs/errors');
  expect(guides.length).toBeGreaterThan(30);
  for (const route of [{path: '/'}, ...guides]) expect(full, route.path).toContain(`\n${site}${route.path}\n`);
  for (const route of contentRoutes.filter((entry) => !guides.includes(entry) && entry.kind !== 'home')) {
    expect(full, route.path).not.toContain(`\n${site}${route.path}\n`);
  }
  const at = (route: string) => full.indexOf(`\n${site}${route}\n`);
  expect(at('/')).toBeLessThan(at('/docs/intro'));
  expect(at('/docs/intro')).toBeLessThan(at('/docs/auth-token'));
  expect(at('/docs/auth-token')).toBeLessThan(at('/docs/contracts'));
});
