import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {test, expect} from 'vitest';
import {readTopics} from '../../plugins/openapi-reference/topics';
import {builtH2ById} from '../support/built-html';

const html = (slug: string) => readFileSync(`build/docs/api/${slug}/index.html`, 'utf8');

// Checks on the build output (no browser): the reference pages match the OpenAPI document.
type Operation = {readonly operationId: string; readonly summary: string; readonly tags: readonly string[]};
type Document = {
  readonly tags: readonly {readonly name: string; readonly 'x-page-slug': string}[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
};

const document = parse(readFileSync('build/openapi.yaml', 'utf8')) as Document;
const operations = Object.values(document.paths).flatMap((item) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([, operation]) => operation),
);

test('every operation appears on each reference page its tags name, and on no other', () => {
  expect(operations).toHaveLength(87);
  const problems: string[] = [];
  for (const tag of document.tags) {
    const html = readFileSync(`build/docs/api/${tag['x-page-slug']}/index.html`, 'utf8');
    for (const operation of operations) {
      const shown =
        html.includes(`id="${operation.operationId}"`) ||
        html.includes(`id=${operation.operationId} `) ||
        html.includes(`id=${operation.operationId}>`);
      const expected = operation.tags.includes(tag.name);
      if (shown !== expected)
        problems.push(
          `${operation.operationId} ${expected ? 'missing from' : 'wrongly on'} /docs/api/${tag['x-page-slug']}`,
        );
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('each operation of a reference page is an h2 with its operationId as anchor and its summary as text', () => {
  const problems: string[] = [];
  for (const tag of document.tags) {
    const headings = builtH2ById(html(tag['x-page-slug']));
    for (const operation of operations.filter((entry) => entry.tags.includes(tag.name))) {
      const heading = headings.get(operation.operationId);
      if (heading !== operation.summary)
        problems.push(`/docs/api/${tag['x-page-slug']}#${operation.operationId}: h2 "${heading ?? '(none)'}", summary "${operation.summary}"`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('each reference page links its related topics to their reference pages and guides', () => {
  const topics = readTopics('openapi/openapi.yaml');
  const bySlugName = new Map(topics.map((topic) => [topic.name, topic]));
  const problems: string[] = [];
  const links = (html: string) => new Set([...html.matchAll(/href="?([^" >]+)/g)].map((match) => match[1]));
  for (const topic of topics) {
    // The minified HTML may leave out `</p>`: the paragraph ends at the next one.
    const related = html(topic.slug).match(/Related topics:(.*?)(?:<\/p>|<p[ >])/s)?.[1] ?? '';
    if (topic.related.length > 0 && related === '') problems.push(`${topic.slug}: no "Related topics" line`);
    const hrefs = links(related);
    for (const name of topic.related) {
      const other = bySlugName.get(name);
      if (other === undefined) problems.push(`${topic.slug}: related "${name}" is no topic`);
      else {
        if (!hrefs.has(`/docs/api/${other.slug}`)) problems.push(`${topic.slug}: no link to /docs/api/${other.slug}`);
        if (other.guide !== undefined && !hrefs.has(`/docs/${other.guide}`))
          problems.push(`${topic.slug}: no link to the guide /docs/${other.guide}`);
      }
    }
  }
  expect(topics.filter((topic) => topic.related.length > 0).length).toBeGreaterThan(20);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the downloads are the bundled document with no file references left', () => {
  const yaml = readFileSync('build/openapi.yaml', 'utf8');
  const json = JSON.parse(readFileSync('build/openapi.json', 'utf8')) as Document;
  expect(yaml).not.toMatch(/\$ref: \.{1,2}\//);
  expect(Object.keys(json.paths)).toEqual(Object.keys(document.paths));
});

test("no response's summary holds a link: it would be a control inside the control that opens it", () => {
  // A response description with a link (the rate limit's tiers) put one inside every operation's
  // 429 summary; keyboard and screen reader users cannot use the two apart.
  const nested = document.tags.flatMap((tag) =>
    [...html(tag['x-page-slug']).matchAll(/<summary\b[^>]*>((?:(?!<\/summary>)[\s\S])*)<\/summary>/g)]
      .filter((match) => /<a\b/.test(match[1] ?? ''))
      .map((match) => `${tag['x-page-slug']}: ${(match[1] ?? '').replace(/<[^>]+>/g, '').slice(0, 60)}`),
  );
  expect(nested).toEqual([]);
});
