/**
 * Everything the deployed site needs beyond the pages, written inside `docusaurus build`, so the
 * bare command (what a deploy pipeline or a hosting preset runs) ships the whole site:
 *
 * 1. the alias pages and nginx's alias map (./aliases.ts);
 * 2. distinct modification times for each page and its Markdown twin, so the two variants of a
 *    negotiated URL never share a validator (a conditional request with one variant's
 *    Last-Modified must not get a 304 for the other);
 * 3. the search index (./search.mjs), with the plugin's `search` option over its defaults and the
 *    guides' `search_questions` (./questions.ts), then the MCP server file, which
 *    bundles the index's client (./mcp-bundle.ts);
 * 4. the Content-Security-Policy hashes of the build's inline scripts as an nginx include (./csp.ts);
 * 5. `.gz` and `.br` copies of the text files (./compress.ts), last, so the index and the alias
 *    pages get theirs.
 *
 * Why one plugin: Docusaurus runs the `postBuild` hooks of all plugins at the same time, and each
 * step here reads what the step before it wrote. Other plugins' `postBuild` outputs (the sitemap,
 * the blog feeds) may still be in the making while this runs, so they are neither hashed nor
 * precompressed: they hold no script, and nginx compresses them on the fly (`gzip on`).
 *
 * The nginx includes go to `.nginx/` inside the build, which nginx never serves (dot paths answer
 * 404), so a build and the hashes of its own inline scripts always travel together.
 */
import {execFile} from 'node:child_process';
import {readdir, readFile, stat, utimes, mkdir, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readSiteContent} from '../docs-as-data/content';
import {readSearchQuestions} from './questions';
import {aliasPageFile, renderAliasMap, renderAliasPage, type Alias} from './aliases';
import {eachLimited, isCompressible, precompress} from './compress';
import {bundleMcpServer} from './mcp-bundle';
import {inlineHandlers, inlineScriptHashes, renderCspInclude} from './csp';
import type {SearchIndexOptions} from './search.mjs';
import {searchQuestionsFile, type SearchQuestions} from './search-questions.mjs';

export type BuildOutputOptions = {
  /** Pagefind's options; search.mjs holds the defaults and says why each is set. */
  readonly search?: Partial<SearchIndexOptions>;
  readonly aliases: readonly Alias[];
};

/** Where the nginx includes go inside the build; deploy/nginx/http.conf reads them from there. */
export const nginxIncludeDirectory = '.nginx';
export const cspIncludeFile = 'csp-script-hashes.conf';
export const aliasMapFile = 'aliases.map';

/**
 * Files other plugins write in their own `postBuild`, concurrently with this one: left alone
 * (see above). Paths relative to the build directory.
 */
const writtenByOtherPlugins = [/^sitemap\.xml$/, /^blog\/(?:rss|atom)\.(?:xml|xsl|css)$/, /^blog\/feed\.json$/];

/**
 * The build's regular files, relative to it. A symbolic link fails the build: a static server
 * follows links, so one could expose files outside the build directory (deploy/nginx/site.conf
 * relies on this).
 */
export async function listBuildFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {withFileTypes: true, recursive: true});
  const relativeName = (entry: (typeof entries)[number]) =>
    path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  const links = entries.filter((entry) => entry.isSymbolicLink()).map(relativeName);
  if (links.length > 0) throw new Error(`build-output: the build must not contain symbolic links: ${links.join(', ')}`);
  return entries.filter((entry) => entry.isFile()).map(relativeName);
}

/**
 * Pairs each page with its Markdown twin (`docs/quotes/index.html` with `docs/quotes.md`,
 * `index.html` with `index.md`) and moves the twin one second later when both carry the same
 * second, the resolution of Last-Modified. Returns how many twins were paired.
 */
export async function separateTwinDates(outDir: string, files: readonly string[]): Promise<number> {
  const present = new Set(files);
  let paired = 0;
  for (const file of files) {
    if (!file.endsWith('.md')) continue;
    const page = file === 'index.md' ? 'index.html' : `${file.slice(0, -'.md'.length)}/index.html`;
    if (!present.has(page)) continue;
    paired += 1;
    const [pageInfo, twinInfo] = await Promise.all([stat(path.join(outDir, page)), stat(path.join(outDir, file))]);
    const pageSecond = Math.floor(pageInfo.mtimeMs / 1000);
    if (Math.floor(twinInfo.mtimeMs / 1000) === pageSecond) {
      await utimes(path.join(outDir, file), twinInfo.atime, new Date((pageSecond + 1) * 1000));
    }
  }
  return paired;
}

/** Runs ./search.mjs in a Node process of its own (the file says why) and returns its result. */
async function buildSearchIndex(
  outDir: string,
  options: Partial<SearchIndexOptions> | undefined,
): Promise<{pages: number; recompressed: number; seconds: number}> {
  const script = fileURLToPath(new URL('./search.mjs', import.meta.url));
  const {stdout} = await promisify(execFile)(process.execPath, [script, outDir, JSON.stringify(options ?? {})]).catch(
    (error: unknown) => {
      const stderr = (error as {stderr?: string}).stderr?.trim();
      throw new Error(`build-output: the search index failed: ${stderr || String(error)}`);
    },
  );
  return JSON.parse(stdout) as {pages: number; recompressed: number; seconds: number};
}

async function writeCspInclude(outDir: string, htmlFiles: readonly string[]): Promise<number> {
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const file of htmlFiles) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    for (const handler of inlineHandlers(html)) problems.push(`${file}: inline ${handler}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `The Content-Security-Policy would block these inline handlers; move them into a script:\n  ${problems.join('\n  ')}`,
    );
  }
  await writeFile(path.join(outDir, nginxIncludeDirectory, cspIncludeFile), renderCspInclude(hashes, htmlFiles.length));
  return hashes.size;
}

export default function buildOutputPlugin(context: LoadContext, options: BuildOutputOptions): Plugin {
  // By page address, the questions its sections answer, for the search index.
  let questions: SearchQuestions = {};
  return {
    name: 'build-output',

    allContentLoaded({allContent}) {
      questions = readSearchQuestions(context.siteDir, readSiteContent(allContent).docs);
    },

    async postBuild({outDir}) {
      const started = performance.now();
      await mkdir(path.join(outDir, nginxIncludeDirectory), {recursive: true});
      // Inside the build, so that an index built again from a copy of it (the bench, the build
      // tests) reads the same questions.
      await mkdir(path.dirname(path.join(outDir, searchQuestionsFile)), {recursive: true});
      await writeFile(path.join(outDir, searchQuestionsFile), JSON.stringify(questions));

      for (const alias of options.aliases) {
        const file = path.join(outDir, aliasPageFile(alias));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, renderAliasPage(alias, context.siteConfig.url));
      }
      await writeFile(path.join(outDir, nginxIncludeDirectory, aliasMapFile), renderAliasMap(options.aliases));

      const twins = await separateTwinDates(outDir, await listBuildFiles(outDir));
      const search = await buildSearchIndex(outDir, options.search);
      const mcpBytes = await bundleMcpServer(outDir, context.siteDir);

      const files = (await listBuildFiles(outDir)).filter(
        (file) =>
          !file.startsWith(`${nginxIncludeDirectory}/`) &&
          file !== searchQuestionsFile &&
          !writtenByOtherPlugins.some((pattern) => pattern.test(file)),
      );
      const htmlFiles = files.filter((file) => file.endsWith('.html'));
      if (htmlFiles.length === 0) throw new Error(`build-output: no HTML files in ${outDir}`);
      const hashCount = await writeCspInclude(outDir, htmlFiles);

      const toCompress = files.filter(isCompressible).map((file) => path.join(outDir, file));
      const written = await eachLimited(toCompress, availableParallelism(), precompress);
      const copies = written.reduce((sum, count) => sum + count, 0);

      // One line in the build log: what this costs the build, so a slow change shows.
      console.log(
        `[build-output] ${options.aliases.length} alias pages; ${twins} twins dated apart from their pages; ` +
          `search index of ${search.pages} pages (${search.seconds.toFixed(1)} s, ` +
          `${(search.recompressed / 1024).toFixed(1)} KB off Pagefind's gzip); ` +
          `MCP server ${(mcpBytes / 1024).toFixed(0)} KB; ` +
          `${hashCount} inline script hashes; ${copies} .gz/.br copies; ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
