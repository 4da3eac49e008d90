// What search engines and Lighthouse's SEO audit read, checked on the built HTML of every page
// route and the not-found page: a meta description, a canonical-free title of sensible length, and
// link texts that say where they go.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {pageRoutes} from '../routes';

const buildDir = join(__dirname, '..', '..', 'build');
// Lighthouse's list of link texts that do not describe their target (English part).
const vagueLinkTexts = [
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
];

const pages = [
  ...pageRoutes.map((route) => ({path: route.path, file: join(route.path, 'index.html')})),
  {path: '/no-such-page', file: '404.html'},
];

for (const page of pages) {
  test(`${page.path} has a meta description and descriptive link texts`, () => {
    const html = readFileSync(join(buildDir, page.file), 'utf8');
    const description = /<meta\b[^>]*\bname="?description"?[^>]*\bcontent="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.trim().length, 'meta description').toBeGreaterThan(20);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title.length).toBeGreaterThan(0);
    expect(title.length).toBeLessThanOrEqual(70);
    const linkTexts = [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
      (match[1] ?? '')
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase(),
    );
    expect(linkTexts.filter((text) => vagueLinkTexts.includes(text))).toEqual([]);
  });
}
