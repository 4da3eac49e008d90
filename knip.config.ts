// knip: unused files, exports and dependencies. Runs in `npm run lint`.
import type {KnipConfig} from 'knip';

const config: KnipConfig = {
  entry: [
    'plugins/*/index.ts',
    // Loaded by Redocly through openapi/redocly.yaml, not imported.
    'plugins/openapi-reference/redocly-plugin.mjs',
    // Put in place of Docusaurus modules by the bundler, by path.
    'plugins/code-highlighting/empty-client-module.ts',
    'plugins/idle-prefetch/prefetch.ts',
    'src/theme/**/*.tsx',
    // Listed in docusaurus.config.ts `clientModules`.
    'src/clientModules/*.ts',
    // Theme components that local plugins provide through getThemePath.
    'plugins/*/theme/**/*.tsx',
    // Imported into the API reference's MDX pages by the reference plugin's remark step
    // (docusaurus.config.ts names them), not by an import statement.
    'src/components/ApiReference/index.tsx',
    'src/components/ErrorCatalog/index.tsx',
    'src/pages/**/*.tsx',
    'docs/**/*.mdx',
    'scripts/*.mjs',
    // Bundled into the build's MCP server file by plugins/build-output/mcp-bundle.ts, by path.
    'plugins/docs-as-data/mcp/server.ts',
    'tests/**/*.ts',
    '.htmlvalidate.mjs',
    // Run by nginx's JavaScript module (deploy/nginx/negotiation.conf) and typed by negotiate.d.ts
    // beside it, which TypeScript reads for the unit test's import.
    'deploy/nginx/negotiate.js',
    // Run as a script by plugins/build-output (search.mjs says why).
    'plugins/build-output/search.mjs',
  ],
  project: ['**/*.{ts,tsx,mjs,mdx}', '!deploy/nginx/negotiate.d.ts'],
  ignoreDependencies: [
    // Run by path from scripts/bench/lib.mjs.
    'lighthouse',
    // The build's Pagefind client, which the MCP server imports under this name (plugins/build-output/mcp-bundle.ts).
    'pagefind-client',
  ],
  // knip's Docusaurus plugin reads local plugin paths as package names.
  ignoreUnresolved: [/^docusaurus-plugin-\.\/plugins\//],
};

export default config;
