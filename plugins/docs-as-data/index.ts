/**
 * The site as data: the Markdown twin of every content page, /llms.txt and /llms-full.txt, the
 * OpenAPI document as YAML and JSON, and a Postman collection with its environments — written into one directory whenever the content is loaded,
 * so they exist under `npm start` as well as in the build:
 *
 * - `allContentLoaded` (after every plugin has loaded its content, and again after each change
 *   under `npm start`) writes the files into `.docusaurus/docs-as-data/`;
 * - under `npm start`, the development server serves that directory beside `static/` (plugins
 *   may add to the dev server's configuration through `configureWebpack`);
 * - in a production build, the client bundler copies it into the build once it has emitted the
 *   bundle (a compiler hook added through `configureWebpack`): before SSG and before any
 *   `postBuild`, so plugins/build-output finds the twins there to date, index and compress.
 *
 * Why our own conversion rather than a plugin that turns the built HTML into Markdown: the twins
 * must exist under `npm start`, where there is no built HTML, and a reference twin written from the
 * page model gives tables of parameters and nested field lists where an HTML conversion would give
 * the page's layout markup.
 */
import {downloads as downloadFiles} from '../../src/site/model';
import {cp, mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stringify} from 'yaml';
import {readGuides} from '../site-model/guides';
import {readSiteContent} from './content';
import {postmanFiles} from './postman';
import {renderLlmsFullTxt, renderLlmsTxt, type LlmsOptions} from './llms';
import {buildTwins, readingOrder, twinPath} from './twins';

/** The files besides the twins, for llms.txt's "Optional" list. */
const downloads: LlmsOptions['downloads'] = [
  {
    file: downloadFiles.openapiYaml,
    title: 'OpenAPI document (YAML)',
    about: 'the complete OpenAPI 3.1 description of the API.',
  },
  {file: downloadFiles.openapiJson, title: 'OpenAPI document (JSON)', about: 'the same description as JSON.'},
  // Written by plugins/build-output (it bundles the search client the build's index needs).
  {
    file: downloadFiles.mcpServer,
    title: 'MCP server',
    about: `search, pages, operations and webhook events for coding agents over stdio: \`node ${downloadFiles.mcpServer}\`.`,
  },
];

async function writeAll(directory: string, files: ReadonlyMap<string, string | Uint8Array>): Promise<void> {
  await rm(directory, {recursive: true, force: true});
  await Promise.all(
    [...files].map(async ([file, text]) => {
      const target = path.join(directory, file);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, text);
    }),
  );
}

/**
 * A bundler plugin (webpack and Rspack share this hook) that copies the generated files into the
 * build once the client bundle is emitted.
 */
function copyIntoBuild(directory: string, outDir: string) {
  return {
    apply(compiler: {hooks: {afterEmit: {tapPromise(name: string, run: () => Promise<void>): void}}}): void {
      compiler.hooks.afterEmit.tapPromise('docs-as-data', () => cp(directory, outDir, {recursive: true}));
    },
  };
}

export default function docsAsDataPlugin(context: LoadContext): Plugin {
  const directory = path.join(context.generatedFilesDir, 'docs-as-data');
  const {title: siteTitle, tagline, url: siteUrl} = context.siteConfig;
  return {
    name: 'docs-as-data',

    async allContentLoaded({allContent}) {
      const started = performance.now();
      const site = readSiteContent(allContent);
      const guides = readGuides(path.join(context.siteDir, 'docs'));
      const twins = readingOrder(
        buildTwins(site, {siteDir: context.siteDir, siteUrl, siteTitle, tagline, guides}),
        site.reference.pages.map((page) => page.slug),
        guides,
      );
      const postman = postmanFiles(site.reference.bundled, {siteUrl});
      const llmsOptions = {
        siteUrl,
        siteTitle,
        tagline,
        downloads: [
          ...downloads,
          {
            file: postman.collectionFile,
            title: 'Postman collection',
            about:
              'every operation with its example body, OAuth 2.0 client credentials set up; Insomnia and Bruno import it too.',
          },
        ],
      };
      const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
      const files = new Map<string, string | Uint8Array>([
        ...twins.map((twin) => [twinPath(twin.route), twin.markdown] as const),
        ['llms.txt', renderLlmsTxt(twins, llmsOptions)],
        ['llms-full.txt', renderLlmsFullTxt(twins, llmsOptions)],
        [downloadFiles.openapiYaml, stringify(site.reference.bundled, {lineWidth: 0})],
        [downloadFiles.openapiJson, json(site.reference.bundled)],
        [postman.collectionFile, json(postman.collection)],
        ...postman.environments.map(({file, environment}) => [file, json(environment)] as const),
        [postman.sampleFile.file, postman.sampleFile.content],
      ]);
      await writeAll(directory, files);
      // One line in the build log: what this costs the build, so a slow change shows.
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[docs-as-data] ${twins.length} Markdown twins, llms files, OpenAPI and Postman files in ${seconds} s`,
      );
    },

    configureWebpack(config, isServer) {
      if (isServer) return undefined;
      // Only the development server reads `devServer` (merged into its options, `static` appended
      // to the site's static directories); a production build ignores it.
      const result: ReturnType<NonNullable<Plugin['configureWebpack']>> & {devServer: object} = {
        devServer: {static: [{directory, publicPath: context.baseUrl, watch: false}]},
        plugins: config.mode === 'production' ? [copyIntoBuild(directory, context.outDir)] : [],
      };
      return result;
    },
  };
}
