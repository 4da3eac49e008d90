/**
 * The MCP server the site ships (plugins/docs-as-data/mcp/server.ts), bundled by esbuild into one
 * file at the root of the build with everything it needs: the MCP SDK, zod and the Pagefind client
 * this build wrote, so a partner runs it with `node acme-docs-mcp.mjs` and no install. Runs right
 * after the search index is written (the bundle embeds its client) and before compression.
 */
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {build} from 'esbuild';
import {downloads} from '../../src/site/model';

/** Writes the server file into `outDir`; returns its size in bytes. */
export async function bundleMcpServer(outDir: string, siteDir: string): Promise<number> {
  const outfile = path.join(outDir, downloads.mcpServer);
  await build({
    entryPoints: [path.join(siteDir, 'plugins/docs-as-data/mcp/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'eof',
    alias: {'pagefind-client': path.join(outDir, 'pagefind/pagefind.js')},
    // Some of the SDK's dependencies are CommonJS and call require(); an ES module has none.
    banner: {
      js: "#!/usr/bin/env node\nimport {createRequire as __createRequire} from 'node:module';const require=__createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return (await stat(outfile)).size;
}
