// The Pagefind client the build writes (build/pagefind/pagefind.js), bundled into the MCP server
// under this name by plugins/build-output/mcp-bundle.ts. The part the server uses.
declare module 'pagefind-client' {
  export function options(options: Record<string, unknown>): Promise<void>;
  export function init(): Promise<void>;
  export function search(term: string): Promise<{results: {id: string; data(): Promise<unknown>}[]} | null>;
}
