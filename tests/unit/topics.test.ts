import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {checkTopicPages} from '../../plugins/openapi-reference/index';
import type {JsonObject} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import referenceMdx from '../../plugins/openapi-reference/mdx';
import {buildReferencePages} from '../../plugins/openapi-reference/pages';
import {readTopics, referenceDocId, topicsOf} from '../../plugins/openapi-reference/topics';
import {referenceRoutes, routes} from '../routes';

const fixtureSpec = 'tests/fixtures/openapi/reference/openapi.yaml';
const components = {
  ApiReference: '@site/src/components/ApiReference',
  ErrorCatalog: '@site/src/components/ErrorCatalog',
};

async function fixtureWithNewTag(): Promise<JsonObject> {
  const {bundledDocument} = await loadOpenApi(fixtureSpec, {validate: false});
  const tags = (bundledDocument['tags'] ?? []) as readonly JsonObject[];
  const loyalty = {name: 'Loyalty', 'x-page-slug': 'loyalty', description: 'Loyalty points.'};
  return {...bundledDocument, tags: [...tags, loyalty]};
}

describe('adding an API topic', () => {
  it('turns a new tag into a reference page, a sidebar item and a manifest route', async () => {
    const document = await fixtureWithNewTag();
    const topics = topicsOf(document);
    expect(topics.at(-1)).toMatchObject({name: 'Loyalty', slug: 'loyalty'});
    const pages = buildReferencePages(document, {guides: new Set(['contracts'])});
    expect(pages.map((page) => page.slug)).toContain('loyalty');
    expect(topics.map(referenceDocId)).toContain('api/loyalty');
    expect(referenceRoutes(topics)).toContainEqual({path: '/docs/api/loyalty', kind: 'reference', title: 'Loyalty'});
  });

  it('builds the sidebar API category and the route manifest from the document tags, in their order', () => {
    const topics = readTopics('openapi/openapi.yaml');
    // The sidebar is a list of items; the API reference is the category labelled so.
    const items = sidebars['tutorialSidebar'] as readonly unknown[];
    const category = items.find(
      (item) => typeof item === 'object' && item !== null && 'label' in item && item.label === 'API reference',
    );
    expect(category).toMatchObject({items: topics.map(referenceDocId)});
    expect(routes.filter((route) => route.kind === 'reference').map((route) => route.path)).toEqual(
      topics.map((topic) => `/docs/api/${topic.slug}`),
    );
  });

  it('keeps every published reference address, the deliberate misspellings included', () => {
    // Partners link to these addresses: a tag may be renamed, but its page must not move.
    const published = [
      'auth-token',
      'enviroments',
      'utilities',
      'product_catalog',
      'catalog-onboarding-rental',
      'catalog-remove-device-rental',
      'catalog-update-pricing-rental',
      'stock-rental',
      'get-pricing-rental',
      'quotes',
      'customer_verification',
      'customer-verification-rental',
      'customer-scoring-rental',
      'agreements-consents-statements-rental',
      'vochers',
      'acme-sales',
      'payments',
      'payments-rental',
      'contracts',
      'contracts-rental',
      'add-device-contract-rental',
      'contract-device-handover-rental',
      'subscription',
      'term',
      'repair',
      'repair-rental',
      'webhooks',
    ];
    const paths = new Set(routes.map((route) => route.path));
    expect(published.filter((slug) => !paths.has(`/docs/api/${slug}`))).toEqual([]);
  });

  it('fails the build when a tag has no page, saying which file to create', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'topics-'));
    mkdirSync(path.join(site, 'docs', 'api'), {recursive: true});
    const document = await fixtureWithNewTag();
    for (const topic of topicsOf(document).slice(0, -1)) {
      writeFileSync(path.join(site, 'docs', 'api', `${topic.slug}.mdx`), `<ApiReference topic="${topic.slug}" />\n`);
    }
    expect(() => checkTopicPages(site, document, 'openapi.yaml')).toThrow(
      'openapi.yaml: tag "Loyalty" (x-page-slug loyalty) has no page. Create docs/api/loyalty.mdx',
    );
  });
});

describe('the reference MDX step', () => {
  const run = (source: string) =>
    compile(
      {value: source, path: 'docs/api/page.mdx'},
      {remarkPlugins: [[referenceMdx, {spec: fixtureSpec, components}]]},
    );

  it('gives a one-line reference page its component, its data and a TOC taken from that data', async () => {
    const code = String(await run('<ApiReference topic="vochers" />\n'));
    expect(code).toContain(`import ApiReference from '@site/src/components/ApiReference'`);
    expect(code).toContain(`import __referenceData from '@openapi-reference-data/vochers.json'`);
    expect(code).toMatch(/export const toc = __referenceData\.toc/);
    expect(code).toMatch(/data: __referenceData/);
  });

  it('gives the error catalogue its data, and keeps an import the page wrote itself', async () => {
    const code = String(
      await run(`import ErrorCatalog from '@site/src/components/ErrorCatalog';\n\nIntro.\n\n<ErrorCatalog />\n`),
    );
    expect(code.match(/import ErrorCatalog/g)).toHaveLength(1);
    expect(code).toContain(`import __referenceData from '@openapi-reference-data/errors.json'`);
  });

  it('fails on a topic the document does not have, listing the topics', async () => {
    await expect(run('<ApiReference topic="vouchers" />\n')).rejects.toThrow(
      'docs/api/page.mdx: <ApiReference topic="vouchers"> must name an API topic, the x-page-slug of a tag in ' +
        `${fixtureSpec}: contracts, contracts-rental, vochers, webhooks`,
    );
  });
});
