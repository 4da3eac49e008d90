import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {test, expect} from './fixtures';

// Checks on the build output (no browser): the reference pages match the OpenAPI document.
type Operation = {readonly operationId: string; readonly tags: readonly string[]};
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

test('the downloads are the bundled document with no file references left', () => {
  const yaml = readFileSync('build/openapi.yaml', 'utf8');
  const json = JSON.parse(readFileSync('build/openapi.json', 'utf8')) as Document;
  expect(yaml).not.toMatch(/\$ref: \.{1,2}\//);
  expect(Object.keys(json.paths)).toEqual(Object.keys(document.paths));
});
