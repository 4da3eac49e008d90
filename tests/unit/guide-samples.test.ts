import {readFileSync} from 'node:fs';
import {compile} from '@mdx-js/mdx';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {beforeAll, describe, expect, it} from 'vitest';

import {validateValue} from '../../plugins/openapi-reference/examples';
import type {JsonObject, JsonValue} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {examplePages, extractJsonSamples, schemaForTarget} from '../support/guide-samples';

// Guides and blog posts: a post's API examples are held to the same schemas as a guide's.
// GUIDE_FILES="docs/a.mdx blog/b/index.md" limits the check to some files (used while writing).
const guideFiles = examplePages(process.env.GUIDE_FILES);

let document: JsonObject;
beforeAll(async () => {
  ({document} = await loadOpenApi('openapi/openapi.yaml', {validate: false}));
});

describe.each(guideFiles)('%s', (file) => {
  const source = readFileSync(file, 'utf8');

  it('compiles as MDX', async () => {
    // Docusaurus reads HTML comments (a post's `<!-- truncate -->`) as MDX comments, and escapes a
    // heading's explicit id (`## Sandbox and production hosts {#hosts}`) before MDX reads it.
    const mdx = escapeMarkdownHeadingIds(source.replace(/<!--([\s\S]*?)-->/g, '{/*$1*/}'));
    await expect(compile(mdx, {format: 'mdx'})).resolves.toBeDefined();
  });

  it('has only JSON samples that name what they illustrate and validate against it', () => {
    const problems: string[] = [];
    for (const sample of extractJsonSamples(file, source)) {
      const where = `${file}:${sample.line}`;
      if (typeof sample.target === 'string') {
        problems.push(`${where}: ${sample.target}`);
        continue;
      }
      let value: JsonValue;
      try {
        value = JSON.parse(sample.body) as JsonValue;
      } catch (error) {
        problems.push(`${where}: not valid JSON (${(error as Error).message})`);
        continue;
      }
      const schema = schemaForTarget(document, sample.target);
      if (typeof schema === 'string') {
        problems.push(`${where}: ${schema}`);
        continue;
      }
      const direction = sample.target.kind === 'request' ? 'request' : 'response';
      for (const error of validateValue(schema, value, direction)) {
        problems.push(`${where}: ${error.instancePath || '(root)'} ${error.message}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
