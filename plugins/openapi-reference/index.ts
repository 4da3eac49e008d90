/**
 * Docusaurus plugin for the API reference. Node-only: it loads and validates the OpenAPI document,
 * turns it into one data file per reference page (plus the error catalogue), and keeps the
 * bundled document in its content, from which plugins/docs-as-data writes /openapi.yaml and
 * /openapi.json. Each reference page is an MDX
 * file in docs/api/ holding `<ApiReference topic="…" />`; the remark plugin in mdx.ts gives it its
 * own data file only, so no page carries the whole document.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {JsonObject} from './json';
import {loadOpenApi} from './loader';
import {DATA_ALIAS, type ReferenceMdxOptions} from './mdx';
import {buildReferencePages, splitSamples} from './pages';
import {loadProblemTypes} from './problem-types';
import {buildErrorCatalog, canonicalProblems} from './problems';
import {topicsOf} from './topics';
import type {ErrorCatalogData, LifecycleView, ReferencePageData, WebhookDetails} from './types';
import {buildWebhookDetails} from './webhooks';
import {lifecycleViews} from './lifecycles';

export type PluginOptions = ReferenceMdxOptions;

type Content = {
  readonly pages: readonly ReferencePageData[];
  readonly webhookDetails: Readonly<Record<string, WebhookDetails>>;
  readonly errors: ErrorCatalogData;
  /** Every lifecycle by schema name, for the guides' `<Lifecycle schema="…" />` and the twins. */
  readonly lifecycles: Readonly<Record<string, LifecycleView>>;
  readonly bundled: JsonObject;
};

/** Ids of the guides in docs/ (a topic's `x-guide` must name one). */
function guideIds(siteDir: string): Set<string> {
  return new Set(
    readdirSync(path.join(siteDir, 'docs'))
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => name.replace(/\.mdx?$/, '')),
  );
}

/** Every topic needs its page: a tag without one would be a topic nobody can reach. */
export function checkTopicPages(siteDir: string, document: JsonObject, spec: string): void {
  for (const topic of topicsOf(document)) {
    const page = path.join('docs', 'api', `${topic.slug}.mdx`);
    if (!existsSync(path.join(siteDir, page))) {
      throw new Error(
        `${spec}: tag "${topic.name}" (x-page-slug ${topic.slug}) has no page. Create ${page} with its ` +
          `front matter and the line <ApiReference topic="${topic.slug}" />`,
      );
    }
  }
}

export default function openApiReferencePlugin(context: LoadContext, options: PluginOptions): Plugin<Content> {
  const specPath = path.resolve(context.siteDir, options.spec);
  return {
    name: 'openapi-reference',

    getPathsToWatch() {
      return [path.join(path.dirname(specPath), '**/*.{yaml,yml}')];
    },

    async loadContent() {
      const {bundledDocument} = await loadOpenApi(specPath);
      checkTopicPages(context.siteDir, bundledDocument, options.spec);
      const problemTypes = await loadProblemTypes(specPath, bundledDocument);
      return {
        pages: buildReferencePages(bundledDocument, {
          guides: guideIds(context.siteDir),
          canonicalProblems: canonicalProblems(bundledDocument, problemTypes),
        }),
        errors: buildErrorCatalog(bundledDocument, problemTypes),
        webhookDetails: buildWebhookDetails(bundledDocument),
        lifecycles: lifecycleViews(bundledDocument),
        // The download is self-contained: the problem types are inlined instead of file references.
        bundled: {...bundledDocument, 'x-problem-types': problemTypes},
      };
    },

    async contentLoaded({content, actions}) {
      const split = content.pages.map(splitSamples);
      await Promise.all([
        // One data file per page, imported by that page only (see mdx.ts).
        ...split.map(({page}) => actions.createData(`${page.slug}.json`, JSON.stringify(page))),
        // Every language's samples of a page, imported by that page after hydration.
        ...split.map(({page, samples}) => actions.createData(`samples/${page.slug}.json`, JSON.stringify(samples))),
        actions.createData('errors.json', JSON.stringify(content.errors)),
        // One file per lifecycle, imported by the guides that show it (see mdx.ts).
        ...Object.values(content.lifecycles).map((lifecycle) =>
          actions.createData(`lifecycles/${lifecycle.schema}.json`, JSON.stringify(lifecycle)),
        ),
        // One small file per webhook event's payload details, imported when a reader opens them.
        ...Object.entries(content.webhookDetails).map(([event, details]) =>
          actions.createData(`webhook-details/${event}.json`, JSON.stringify(details)),
        ),
      ]);
    },

    configureWebpack() {
      // The files createData wrote above, under a name of our own: pages and components import
      // them through this alias, so the generated directory's layout is known here only.
      return {resolve: {alias: {[DATA_ALIAS]: path.join(context.generatedFilesDir, 'openapi-reference', 'default')}}};
    },
  };
}
