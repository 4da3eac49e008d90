/**
 * Writes /llms.txt after the build: every guide and reference page with its title, URL and
 * one-line description (from front matter), in the llms.txt format (a Markdown index for tools
 * and AI assistants that read documentation).
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type DocMetadata = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
};
type DocsContent = {readonly loadedVersions: readonly {readonly docs: readonly DocMetadata[]}[]};

function isDocsContent(content: unknown): content is DocsContent {
  return (
    typeof content === 'object' &&
    content !== null &&
    Array.isArray((content as {loadedVersions?: unknown}).loadedVersions)
  );
}

export function renderLlmsTxt(
  site: {title: string; tagline: string; url: string},
  docs: readonly DocMetadata[],
): string {
  const line = (doc: DocMetadata) => `- [${doc.title}](${site.url}${doc.permalink}): ${doc.description}`;
  const byTitle = (a: DocMetadata, b: DocMetadata) => a.title.localeCompare(b.title);
  const reference = docs.filter((doc) => doc.id.startsWith('api/') || doc.id === 'errors').sort(byTitle);
  const intro = docs.filter((doc) => doc.id === 'intro');
  const guides = docs
    .filter((doc) => !doc.id.startsWith('api/') && doc.id !== 'errors' && doc.id !== 'intro')
    .sort(byTitle);
  return [
    `# ${site.title}`,
    '',
    `> ${site.tagline} for Acme's Unified API V4.x: sell device protection plans and device rentals through partner channels (quotes, sales, KYC and credit checks, payments, handover, repairs, term end, webhooks).`,
    '',
    '## Start here',
    ...intro.map(line),
    '',
    '## Guides',
    ...guides.map(line),
    '',
    '## API reference',
    ...reference.map(line),
    '',
    '## Optional',
    `- [OpenAPI document (YAML)](${site.url}/openapi.yaml): the complete OpenAPI 3.1 description of the API.`,
    `- [OpenAPI document (JSON)](${site.url}/openapi.json): the same description as JSON.`,
    '',
  ].join('\n');
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms-txt',
    async postBuild({plugins, outDir}) {
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const content: unknown = docsPlugin?.content;
      if (!isDocsContent(content)) throw new Error('llms-txt: the docs plugin content was not found');
      const docs = content.loadedVersions.flatMap((version) => version.docs);
      const {title, tagline, url} = context.siteConfig;
      await writeFile(path.join(outDir, 'llms.txt'), renderLlmsTxt({title, tagline, url}, docs));
    },
  };
}
