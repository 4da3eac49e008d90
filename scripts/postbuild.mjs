#!/usr/bin/env node
// Runs after every `npm run build` (the npm `postbuild` script) and prepares the build for nginx:
//
// 1. The Content-Security-Policy in deploy/nginx/site.conf allows no inline scripts except the
//    ones the build emits (colour mode and announcement bar bootstrap, the base-URL banner),
//    each by its SHA-256 hash. Their text can change with any Docusaurus or config change, so the
//    hashes are computed from the HTML of this build and written to
//    deploy/nginx/generated/csp-script-hashes.conf, which deploy/nginx/http.conf includes.
// 2. Every text file gets precompressed .gz and .br twins (strong compression, once, at build
//    time), which nginx serves with gzip_static / brotli_static instead of compressing per request.
//
// 3. The search index (scripts/search-index.mjs), written before compression so that its script
//    and WebAssembly get compressed twins too; then the MCP server file, which bundles the index's
//    client (scripts/mcp-bundle.mjs).
//
// Usage: node scripts/postbuild.mjs [buildDir]   (default: build)
// Hashing and compression use only Node's standard library.
import {createHash} from 'node:crypto';
import {readdir, readFile, stat, utimes, writeFile, mkdir, rm} from 'node:fs/promises';
import {extname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {availableParallelism} from 'node:os';
import zlib from 'node:zlib';
import {buildSearchIndex} from './search-index.mjs';
import {bundleMcpServer, mcpServerFile} from './mcp-bundle.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const buildDir = resolve(process.argv[2] ?? join(repoRoot, 'build'));
const hashesFile = join(repoRoot, 'deploy', 'nginx', 'generated', 'csp-script-hashes.conf');

/** Files worth compressing: text formats the build emits (images other than SVG already are). */
const compressible = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.map',
  '.webmanifest',
  '.yaml',
  '.yml',
  '.txt',
  '.md',
  '.xml',
  '.xsl',
  '.svg',
]);
/** Same threshold as gzip_min_length in http.conf: below 1 KB the saving is lost in packet overhead. */
const minCompressBytes = 1024;
/**
 * Brotli quality 10, not the maximum 11: on this build's largest chunks 11 takes twice as long for
 * files under 2 % smaller, and this runs on every build.
 */
const brotliQuality = 10;

/** Script types a browser executes; any other type (application/ld+json, …) is a data block that CSP does not govern. */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
]);

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The build's regular files. A symbolic link makes the build fail: a static server follows links,
 * so one could expose files outside the build directory (deploy/nginx/site.conf relies on this).
 */
async function listFiles(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  const links = entries
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  if (links.length > 0) throw new Error(`postbuild: the build must not contain symbolic links: ${links.join(', ')}`);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match === null ? undefined : (match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * The CSP hash sources for the executable inline scripts of one HTML document. The browser
 * hashes the element's text as parsed, and the HTML parser turns CR LF and lone CR into LF first,
 * so the same normalisation happens here.
 */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    const text = body.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Inline event handlers (`onclick="…"`) and `javascript:` URLs cannot be allowed by a script hash
 * without 'unsafe-hashes'; under our CSP they would silently do nothing in production. React never
 * renders them, so one can only come from raw HTML in content or config: fail loudly instead.
 */
function inlineHandlers(html) {
  const found = [];
  for (const [tag] of html.matchAll(/<[a-z][a-z0-9-]*\s[^>]*>/gi)) {
    const handler =
      /\s(on[a-z]+)\s*=/i.exec(tag) ?? /\s(?:href|src|action|formaction)\s*=\s*["']?\s*(javascript:)/i.exec(tag);
    if (handler !== null) found.push(handler[1]);
  }
  return found;
}

async function writeCspHashes(htmlFiles) {
  const hashes = new Set();
  const problems = [];
  for (const file of htmlFiles) {
    const html = await readFile(file, 'utf8');
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    for (const handler of inlineHandlers(html)) problems.push(`${relative(buildDir, file)}: inline ${handler}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `The Content-Security-Policy would block these inline handlers; move them into a script:\n  ${problems.join('\n  ')}`,
    );
  }
  const sources = [...hashes].sort();
  const lines = [
    '# Generated by scripts/postbuild.mjs after `npm run build`; do not edit, rebuild instead.',
    `# SHA-256 hashes of the ${sources.length} distinct inline scripts in ${htmlFiles.length} HTML files of the build,`,
    '# for the script-src of the Content-Security-Policy in site.conf.',
    'map $host $docs_csp_script_hashes {',
    `    default "${sources.join(' ')}";`,
    '}',
    '',
  ];
  await mkdir(join(hashesFile, '..'), {recursive: true});
  await writeFile(hashesFile, lines.join('\n'));
  return sources.length;
}

/** Writes `file.gz` and `file.br` when they are smaller than the file, with the file's mtime (nginx sends it as Last-Modified). */
async function precompress(file) {
  const info = await stat(file);
  const source = await readFile(file);
  const variants = [
    ['.gz', () => gzip(source, {level: zlib.constants.Z_BEST_COMPRESSION})],
    [
      '.br',
      () =>
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
    ],
  ];
  let written = 0;
  for (const [suffix, compress] of variants) {
    const target = file + suffix;
    const compressed = await compress();
    if (compressed.length < source.length) {
      await writeFile(target, compressed);
      await utimes(target, info.atime, info.mtime);
      written += 1;
    } else {
      // A twin left over from an earlier run would be served although it no longer pays.
      await rm(target, {force: true});
    }
  }
  return written;
}

/** Runs `task` over `items` with at most `limit` in flight (zlib's async calls use the libuv pool). */
async function eachLimited(items, limit, task) {
  const results = [];
  let next = 0;
  const workers = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

async function main() {
  const started = Date.now();
  let files;
  try {
    files = await listFiles(buildDir);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    throw new Error(`postbuild: no build directory at ${buildDir}; run \`npm run build\` first`);
  }
  const htmlFiles = files.filter((file) => extname(file) === '.html');
  if (htmlFiles.length === 0) throw new Error(`postbuild: no HTML files in ${buildDir}`);

  const hashCount = await writeCspHashes(htmlFiles);
  const search = await buildSearchIndex(buildDir);
  // After the index: the server file bundles the Pagefind client the index was written with.
  const mcpBytes = await bundleMcpServer(buildDir);
  files = await listFiles(buildDir);

  const toCompress = [];
  for (const file of files) {
    if (!compressible.has(extname(file))) continue;
    if ((await stat(file)).size >= minCompressBytes) toCompress.push(file);
  }
  const written = await eachLimited(toCompress, availableParallelism(), precompress);
  const twins = written.reduce((sum, count) => sum + count, 0);

  console.log(
    `postbuild: ${hashCount} inline script hash(es) -> ${relative(repoRoot, hashesFile)}; ` +
      `search index of ${search.pages} pages (${search.seconds.toFixed(1)} s); ` +
      `${mcpServerFile} ${(mcpBytes / 1024).toFixed(0)} KB; ` +
      `${twins} .gz/.br files for ${toCompress.length} text files (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
