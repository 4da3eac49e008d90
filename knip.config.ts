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
    // Bundled into the build's MCP server file by scripts/mcp-bundle.mjs, by path.
    'plugins/docs-as-data/mcp/server.ts',
    'tests/**/*.ts',
    '.htmlvalidate.mjs',
  ],
  project: ['**/*.{ts,tsx,mjs,mdx}'],
  ignoreDependencies: [
    // Run by path from scripts/bench/lib.mjs.
    'lighthouse',
    // The build's Pagefind client, which the MCP server imports under this name (scripts/mcp-bundle.mjs).
    'pagefind-client',
  ],
  // knip's Docusaurus plugin reads local plugin paths as package names.
  ignoreUnresolved: [/^docusaurus-plugin-\.\/plugins\//],
};

export default config;
