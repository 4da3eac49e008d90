import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {test, expect} from 'vitest';
import {routes} from '../routes';
import {readTopics} from '../../plugins/openapi-reference/topics';

// Checks on the built guides (no browser needed): links, names and reachability.
type Document = {
  readonly paths: Readonly<Record<string, Readonly<Record<string, {readonly operationId?: string}>>>>;
  readonly webhooks: Readonly<Record<string, {readonly post: {readonly operationId: string}}>>;
};

const document = parse(readFileSync('build/openapi.yaml', 'utf8')) as Document;
const operationIds = new Set([
  ...Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId)),
  ...Object.values(document.webhooks).map((webhook) => webhook.post.operationId),
]);
// Each API topic names its guide (`x-guide`); the guide links back to the topic's reference page.
const referenceOf = new Map(
  readTopics('openapi/openapi.yaml').flatMap((topic) => (topic.guide === undefined ? [] : [[topic.guide, topic.slug]])),
);

const guides = routes.filter((route) => route.kind === 'guide' && route.path !== '/docs/errors');
const html = (route: string) => readFileSync(path.join('build', route, 'index.html'), 'utf8');
const mdx = (route: string) => readFileSync(`docs/${route.replace('/docs/', '')}.mdx`, 'utf8');

test('every guide links to its reference page where one exists', () => {
  const missing: string[] = [];
  for (const guide of guides) {
    const slug = referenceOf.get(guide.path.replace('/docs/', ''));
    if (
      slug !== undefined &&
      !html(guide.path).includes(`href="/docs/api/${slug}"`) &&
      !html(guide.path).includes(`href=/docs/api/${slug}`)
    ) {
      missing.push(`${guide.path} does not link to /docs/api/${slug}`);
    }
  }
  expect(missing, missing.join('\n')).toEqual([]);
});

test('every operationId a guide names in code exists in the OpenAPI document', () => {
  const verbs =
    /`((?:get|list|create|update|delete|cancel|complete|validate|upsert|release|decline|withdraw|add|rotate|send|force|advance)[A-Z][A-Za-z]+)`/g;
  const unknown: string[] = [];
  for (const guide of guides) {
    for (const match of mdx(guide.path).matchAll(verbs)) {
      if (!operationIds.has(match[1] ?? '')) unknown.push(`${guide.path}: \`${match[1] ?? ''}\``);
    }
  }
  expect(unknown, unknown.join('\n')).toEqual([]);
});

test('no built page contains placeholder text', () => {
  const placeholder = /\b(TODO|TBD|lorem ipsum|coming soon)\b/i;
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) {
        // Text outside tags and scripts only: minified code may contain such words legitimately.
        const text = readFileSync(file, 'utf8')
          .replace(/<script[\s\S]*?<\/script>/g, '')
          .replace(/<[^>]+>/g, ' ');
        const hit = placeholder.exec(text);
        if (hit !== null) found.push(`${file}: "${hit[0]}"`);
      }
    }
  };
  walk('build');
  expect(found, found.join('\n')).toEqual([]);
});

test('every guide outside the sidebar is reachable from the sidebar guides', () => {
  const linksOf = (route: string): string[] =>
    [...html(route).matchAll(/href="?(\/docs\/[^"#? >]+)/g)].map((match) => (match[1] ?? '').replace(/\/$/, ''));
  const seen = new Set<string>();
  const queue = guides.filter((guide) => guide.inSidebar === true).map((guide) => guide.path);
  while (queue.length > 0) {
    const next = queue.shift() ?? '';
    if (seen.has(next) || !existsSync(path.join('build', next, 'index.html'))) continue;
    seen.add(next);
    // Follow links between guides only (the sidebar itself is on every page).
    for (const link of linksOf(next)) if (!link.startsWith('/docs/api/') && !seen.has(link)) queue.push(link);
  }
  const orphans = guides
    .filter((guide) => guide.inSidebar === false && !seen.has(guide.path))
    .map((guide) => guide.path);
  expect(orphans).toEqual([]);
});

test('llms.txt lists every guide and reference page with a description, linking its Markdown twin', () => {
  const llms = readFileSync('build/llms.txt', 'utf8');
  const missing = routes
    .filter((route) => route.kind === 'guide' || route.kind === 'reference')
    .filter((route) => !new RegExp(`\\]\\(https://docs\\.acme\\.example${route.path}\\.md\\): \\S`).test(llms))
    .map((route) => route.path);
  expect(missing).toEqual([]);
});
