/**
 * Docusaurus plugin for the API reference. Node-only: it loads and validates the OpenAPI document,
 * turns it into one data file per reference page (plus the error catalogue), and writes the
 * bundled document to /openapi.yaml and /openapi.json in the build. Each reference page is an MDX
 * file in docs/api/ that imports only its own data file, so no page carries the whole document.
 */
import {readdirSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse, stringify} from 'yaml';
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from './json';
import {loadOpenApi} from './loader';
import {buildErrorCatalog, buildReferencePages, buildWebhookDetails, canonicalProblems, splitSamples} from './model';
import type {ErrorCatalogData, ReferencePageData, WebhookDetails} from './types';

export type {ErrorCatalogData, ReferencePageData} from './types';

export type PluginOptions = {
  /** The root file of the OpenAPI document, relative to the site. */
  readonly spec: string;
};

type Content = {
  readonly pages: readonly ReferencePageData[];
  readonly webhookDetails: Readonly<Record<string, WebhookDetails>>;
  readonly errors: ErrorCatalogData;
  readonly bundled: JsonObject;
};

/** Ids of the guides in docs/ (the reference links a page to its guide only when it exists). */
function guideIds(siteDir: string): Set<string> {
  return new Set(
    readdirSync(path.join(siteDir, 'docs'))
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => name.replace(/\.mdx?$/, '')),
  );
}

/**
 * The problem types listed in `x-problem-types`, read from their files with their examples inlined.
 * The bundler leaves references inside extensions as they are, so they are resolved here.
 */
async function loadProblemTypes(specPath: string, bundled: JsonObject): Promise<JsonObject[]> {
  const entries = isJsonArray(bundled['x-problem-types']) ? bundled['x-problem-types'] : [];
  const readYaml = async (file: string): Promise<JsonValue> => parse(await readFile(file, 'utf8')) as JsonValue;
  return Promise.all(
    entries.filter(isJsonObject).map(async (entry) => {
      const ref = entry['$ref'];
      if (typeof ref !== 'string') return entry;
      const file = path.resolve(path.dirname(specPath), ref);
      const response = await readYaml(file);
      if (!isJsonObject(response)) throw new Error(`${path.relative(process.cwd(), file)}: expected a response object`);
      const content = isJsonObject(response['content']) ? response['content'] : {};
      const media = isJsonObject(content['application/problem+json']) ? content['application/problem+json'] : {};
      const examples: Record<string, JsonValue> = {};
      for (const [key, example] of Object.entries(isJsonObject(media['examples']) ? media['examples'] : {})) {
        const exampleRef = isJsonObject(example) ? example['$ref'] : undefined;
        examples[key] =
          typeof exampleRef === 'string'
            ? await readYaml(path.resolve(path.dirname(file), exampleRef))
            : (example ?? null);
      }
      const {headers: _headers, ...rest} = response;
      return {
        ...rest,
        content: {'application/problem+json': {...media, schema: {$ref: '#/components/schemas/Problem'}, examples}},
      };
    }),
  );
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
      const problemTypes = await loadProblemTypes(specPath, bundledDocument);
      return {
        pages: buildReferencePages(bundledDocument, {
          guides: guideIds(context.siteDir),
          canonicalProblems: canonicalProblems(bundledDocument, problemTypes),
        }),
        errors: buildErrorCatalog(bundledDocument, problemTypes),
        webhookDetails: buildWebhookDetails(bundledDocument),
        // The download is self-contained: the problem types are inlined instead of file references.
        bundled: {...bundledDocument, 'x-problem-types': problemTypes},
      };
    },

    async contentLoaded({content, actions}) {
      // One JSON file per page under .docusaurus/openapi-reference/default/, imported by that page only.
      const split = content.pages.map(splitSamples);
      await Promise.all([
        ...split.map(({page}) => actions.createData(`${page.slug}.json`, JSON.stringify(page))),
        // Every language's samples of a page, imported by that page after hydration.
        ...split.map(({page, samples}) => actions.createData(`samples/${page.slug}.json`, JSON.stringify(samples))),
        actions.createData('errors.json', JSON.stringify(content.errors)),
        // One small file per webhook event's payload details, imported when a reader opens them.
        ...Object.entries(content.webhookDetails).map(([event, details]) =>
          actions.createData(`webhook-details/${event}.json`, JSON.stringify(details)),
        ),
      ]);
    },

    async postBuild({content, outDir}) {
      await Promise.all([
        writeFile(path.join(outDir, 'openapi.yaml'), stringify(content.bundled, {lineWidth: 0})),
        writeFile(path.join(outDir, 'openapi.json'), `${JSON.stringify(content.bundled, null, 2)}\n`),
      ]);
    },
  };
}
