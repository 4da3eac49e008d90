// The MCP server the site ships (plugins/docs-as-data/mcp/server.ts), bundled by esbuild into one
// file at the root of the build with everything it needs: the MCP SDK, zod and the Pagefind client
// this build wrote, so a partner runs it with `node acme-docs-mcp.mjs` and no install. Called by
// scripts/postbuild.mjs after the search index is written.
import {stat} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const mcpServerFile = 'acme-docs-mcp.mjs';

/** Writes `<buildDir>/acme-docs-mcp.mjs`; returns its size in bytes. */
export async function bundleMcpServer(buildDir) {
  const outfile = join(buildDir, mcpServerFile);
  await build({
    entryPoints: [join(repoRoot, 'plugins/docs-as-data/mcp/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'eof',
    alias: {'pagefind-client': join(buildDir, 'pagefind/pagefind.js')},
    // Some of the SDK's dependencies are CommonJS and call require(); an ES module has none.
    banner: {
      js: "#!/usr/bin/env node\nimport {createRequire as __createRequire} from 'node:module';const require=__createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return (await stat(outfile)).size;
}
