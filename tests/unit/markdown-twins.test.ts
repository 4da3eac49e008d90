// The Markdown twins: what the MDX conversion keeps, changes and refuses, and the twins of the real
// site written from its sources and reference model (the build writes the same files).
import {lifecycleViews} from '../../plugins/openapi-reference/lifecycles';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import type {SiteContent} from '../../plugins/docs-as-data/content';
import {renderLlmsFullTxt, renderLlmsTxt} from '../../plugins/docs-as-data/llms';
import {mdxToMarkdown} from '../../plugins/docs-as-data/mdx-to-markdown';
import {readGuides} from '../../plugins/site-model/guides';
import {buildTwins, readingOrder, twinPath, type Twin} from '../../plugins/docs-as-data/twins';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {buildReferencePages} from '../../plugins/openapi-reference/pages';
import {loadProblemTypes} from '../../plugins/openapi-reference/problem-types';
import {buildErrorCatalog, canonicalProblems} from '../../plugins/openapi-reference/problems';
import {buildWebhookDetails} from '../../plugins/openapi-reference/webhooks';

const siteUrl = 'https://docs.acme.example';

function convert(source: string, components = {}): string {
  return mdxToMarkdown({file: 'docs/sample.mdx', source, siteUrl, permalink: '/docs/sample', components});
}

describe('MDX to Markdown', () => {
  const source = `---
title: Sample
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Read the [quotes guide](/docs/quotes), the [download](pathname:///openapi.yaml) and [step 2](#step-2).

:::warning[The secret is shown once]

Store it now.

:::

:::note

Plain note.

:::

## Get a token

<Tabs groupId="code-language">
<TabItem value="curl" label="cURL">

\`\`\`bash title="Request"
curl https://api.sandbox.acme.example/v4/me
\`\`\`

</TabItem>
<TabItem value="python" label="Python">

\`\`\`python
import requests
\`\`\`

</TabItem>
</Tabs>

<details>
<summary>Response: 201 Created</summary>

\`\`\`json
{"id": "ctr_1"}
\`\`\`

</details>

\`\`\`mermaid
sequenceDiagram
  A->>B: hello
\`\`\`

The call at 10:30 works.
`;
  const markdown = convert(source);

  it('drops front matter and imports, and makes links absolute', () => {
    expect(markdown).not.toContain('import Tabs');
    expect(markdown).not.toContain('title: Sample');
    expect(markdown).toContain(`[quotes guide](${siteUrl}/docs/quotes)`);
    expect(markdown).toContain(`[download](${siteUrl}/openapi.yaml)`);
    expect(markdown).toContain(`[step 2](${siteUrl}/docs/sample#step-2)`);
  });

  it('writes admonitions as block quotes that start with their label', () => {
    expect(markdown).toContain('> **Warning: The secret is shown once**\n>\n> Store it now.');
    expect(markdown).toContain('> **Note**\n>\n> Plain note.');
  });

  it('gives each tab a heading one level below its section, with its code and language', () => {
    expect(markdown).toMatch(
      /## Get a token <a id="get-a-token"><\/a>\n\n### cURL\n\n\*\*Request\*\*\n\n```bash\ncurl https:\/\/api\.sandbox\.acme\.example\/v4\/me\n```\n\n### Python\n\n```python/,
    );
  });

  it('keeps a details block as a bold line and its content, and diagrams as mermaid code', () => {
    expect(markdown).toContain('**Response: 201 Created**\n\n```json\n{"id": "ctr_1"}\n```');
    expect(markdown).toContain('```mermaid\nsequenceDiagram');
  });

  it('writes text that looks like a directive back as text', () => {
    expect(markdown).toContain('The call at 10:30 works.');
  });

  it('replaces generated components with their Markdown, below the section they sit in', () => {
    const out = convert('## Guide map\n\n<GuideMap />\n', {
      GuideMap: () => '## Start here\n\n- one\n\n```bash\n# a shell comment, not a heading\n```',
    });
    expect(out).toBe(
      '## Guide map <a id="guide-map"></a>\n\n### Start here\n\n- one\n\n```bash\n# a shell comment, not a heading\n```\n',
    );
  });

  it('gives each heading the id the page gives it, as an anchor, numbering repeated headings', () => {
    const out = convert('# Title\n\n## Step 1: create a `quote`\n\n### Errors\n\n## Errors\n');
    expect(out).toBe(
      '## Step 1: create a `quote` <a id="step-1-create-a-quote"></a>\n\n### Errors <a id="errors"></a>\n\n## Errors <a id="errors-1"></a>\n',
    );
  });

  it('keeps the id a reworded heading names, as Docusaurus does', () => {
    const out = convert('## Page through lists (pagination) {#page-through-lists}\n\n## Rate limits\n');
    expect(out).toBe(
      '## Page through lists (pagination) <a id="page-through-lists"></a>\n\n## Rate limits <a id="rate-limits"></a>\n',
    );
  });

  it("keeps a code block's title as a label line, and a tab label as written", () => {
    const out = convert(
      'import Tabs from "@theme/Tabs";\n\n<Tabs>\n<TabItem value="csharp" label="C#">\n\n```json title="Response: 200 OK"\n{}\n```\n\n```json\n[]\n```\n\n</TabItem>\n</Tabs>\n',
    );
    expect(out).toBe('## C#\n\n**Response: 200 OK**\n\n```json\n{}\n```\n\n```json\n[]\n```\n');
  });

  it('fails on a component it has no Markdown form for, naming the file and line', () => {
    expect(() => convert('Text\n\n<Widget size="2" />\n')).toThrow(
      'docs/sample.mdx:3: <Widget> has no Markdown form; give plugins/docs-as-data a renderer for it',
    );
  });

  it('fails on a relative link, which would not resolve outside the site', () => {
    expect(() => convert('See [quotes](quotes.mdx).\n')).toThrow(/docs\/sample\.mdx.*relative link "quotes\.mdx"/);
  });
});

describe('the twins of the site', () => {
  let twins: Twin[];
  let site: SiteContent;

  beforeAll(async () => {
    const spec = 'openapi/openapi.yaml';
    const {bundledDocument} = await loadOpenApi(spec, {validate: false});
    const problemTypes = await loadProblemTypes(spec, bundledDocument);
    const guideIds = new Set(readdirSync('docs').map((name) => name.replace(/\.mdx?$/, '')));
    const docFiles = [
      ...readdirSync('docs').map((name) => `docs/${name}`),
      ...readdirSync('docs/api').map((name) => `docs/api/${name}`),
    ].filter((file) => file.endsWith('.mdx'));
    site = {
      docs: docFiles.map((file) => {
        const id = file.replace(/^docs\//, '').replace(/\.mdx$/, '');
        return {id, title: id, description: '', permalink: `/docs/${id}`, source: `@site/${file}`};
      }),
      posts: readdirSync('blog', {withFileTypes: true})
        .filter((entry) => entry.isDirectory())
        .map((entry) => {
          const file = readdirSync(path.join('blog', entry.name)).find((name) => name.startsWith('index.'));
          return {
            title: entry.name,
            description: '',
            permalink: `/blog/${entry.name}`,
            source: `@site/blog/${entry.name}/${file ?? ''}`,
            date: entry.name.slice(0, 10),
            authors: ['Maren Ostrowski'],
          };
        }),
      pages: [
        {type: 'jsx', permalink: '/', source: '@site/src/pages/index.tsx'},
        {type: 'jsx', permalink: '/search', source: '@site/src/pages/search.tsx'},
        {type: 'mdx', permalink: '/markdown-page', source: '@site/src/pages/markdown-page.md', title: 'Glossary'},
      ],
      reference: {
        pages: buildReferencePages(bundledDocument, {
          guides: guideIds,
          canonicalProblems: canonicalProblems(bundledDocument, problemTypes),
        }),
        errors: buildErrorCatalog(bundledDocument, problemTypes),
        webhookDetails: buildWebhookDetails(bundledDocument),
        lifecycles: lifecycleViews(bundledDocument),
        bundled: bundledDocument,
      },
    };
    const guides = readGuides('docs');
    twins = readingOrder(
      buildTwins(site, {
        siteDir: '.',
        siteUrl,
        siteTitle: 'Unified API V4.x',
        tagline: 'Partner integration guidelines',
        guides,
      }),
      site.reference.pages.map((page) => page.slug),
      guides,
    );
  }, 120_000);

  function twin(route: string): string {
    const found = twins.find((candidate) => candidate.route === route);
    if (found === undefined) throw new Error(`no twin for ${route}`);
    return found.markdown;
  }

  it('has one twin per content page, and none for the search page', () => {
    expect(twins).toHaveLength(site.docs.length + site.posts.length + 2);
    expect(twins.map((entry) => entry.route)).not.toContain('/search');
    expect(twinPath('/')).toBe('index.md');
    expect(twinPath('/docs/api/contracts-rental')).toBe('docs/api/contracts-rental.md');
  });

  it('starts each twin with its title and its URL', () => {
    for (const entry of twins) {
      expect(entry.markdown.startsWith(`# ${entry.title}\n\n${siteUrl}${entry.route}\n`), entry.route).toBe(true);
    }
  });

  it('writes a reference page from the model: every operation with method, path and parameters', () => {
    const markdown = twin('/docs/api/contracts-rental');
    const page = site.reference.pages.find((candidate) => candidate.slug === 'contracts-rental');
    expect(page?.operations.length).toBeGreaterThan(5);
    for (const operation of page?.operations ?? []) {
      expect(markdown).toContain(
        `## ${operation.summary} <a id="${operation.operationId}"></a>\n\n\`${operation.method} ${operation.path}\``,
      );
      for (const parameter of operation.parameters) {
        const id = `${operation.operationId}-${parameter.in}-${parameter.name}`;
        expect(markdown).toContain(
          `| <a id="${id}"></a>\`${parameter.name}\` | ${parameter.in} | ${parameter.required ? 'yes' : 'no'} |`,
        );
      }
    }
    expect(markdown).toContain('```bash\ncurl');
    // No HTML but the anchors.
    expect(markdown.replace(/<a id="[^"]+"><\/a>/g, '')).not.toMatch(/<[a-z]+[ >]/);
  });

  it('keeps the headers and a compact example of a response that links to the error catalogue', () => {
    const markdown = twin('/docs/api/acme-sales');
    const createSale = markdown.slice(markdown.indexOf('<a id="createSale">'), markdown.indexOf('<a id="getSale">'));
    expect(createSale).toContain('#### 429 Too Many Requests\n\nRate limited (`rate_limited`).');
    const tooMany = createSale.slice(createSale.indexOf('#### 429'), createSale.indexOf('#### 500'));
    expect(tooMany).toContain('Headers: `X-Request-Id` (string), `Retry-After` (integer)');
    expect(tooMany).toMatch(
      /Example \(`rate_limited`\):\n\n```json\n\{"type":"[^\n]*"code":"rate_limited"[^\n]*\}\n```/,
    );
  });

  it('links twins to twins, with the anchors of the pages', () => {
    expect(twin('/docs/quotes')).toContain(`(${siteUrl}/docs/api/quotes.md#createQuote)`);
    expect(twin('/docs/quotes')).not.toContain(`(${siteUrl}/docs/api/quotes#`);
    expect(twin('/docs/intro')).toContain(`(${siteUrl}/openapi.yaml)`);
  });

  it('writes every problem type of the error catalogue and every webhook event', () => {
    const errors = twin('/docs/errors');
    expect(site.reference.errors.problems.length).toBeGreaterThan(10);
    for (const problem of site.reference.errors.problems)
      expect(errors).toContain(`## \`${problem.code}\` (${problem.status})`);
    const webhooks = twin('/docs/api/webhooks');
    const events = site.reference.pages.find((page) => page.allEvents)?.webhooks ?? [];
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) expect(webhooks).toContain(`#### \`${event.event}\` — ${event.summary}`);
  });

  it('writes the guide map and the home page from the data their components show', () => {
    expect(twin('/docs/intro')).toMatch(
      /## Guide map <a id="guide-map"><\/a>\n[\s\S]*### Start here <a id="stage-start-here"><\/a>\n\n- \[Introduction to the Unified API\]\(https:\/\/docs\.acme\.example\/docs\/intro\.md\) \(Both variants\): What/,
    );
    expect(twin('/')).toContain('## Choose your integration path');
  });

  it('puts the twins in reading order and lists them in llms.txt and llms-full.txt', () => {
    const routes = twins.map((entry) => entry.route);
    expect(routes[0]).toBe('/');
    expect(routes[1]).toBe('/docs/intro');
    expect(routes.indexOf('/docs/errors')).toBeGreaterThan(routes.indexOf('/docs/api/auth-token'));
    expect(routes.indexOf('/docs/api/webhooks')).toBeGreaterThan(routes.indexOf('/docs/errors'));
    const options = {siteUrl, siteTitle: 'Unified API V4.x', tagline: 'Partner integration guidelines', downloads: []};
    const index = renderLlmsTxt(twins, options);
    for (const entry of twins) expect(index).toContain(`](${siteUrl}/${twinPath(entry.route)})`);
    const full = renderLlmsFullTxt(twins, options);
    // The guides in reading order; the reference is one file per topic.
    expect(full.indexOf('\n# intro\n')).toBeGreaterThan(0);
    expect(full.indexOf('\n# intro\n')).toBeLessThan(full.indexOf('\n# quotes\n'));
    expect(full).not.toContain('\n# api/webhooks\n');
    expect(full).not.toContain('\n# errors\n');
  });
});
