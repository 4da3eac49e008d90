/**
 * The search's errors, in a module of their own: the engine throws them (in the search's worker,
 * or in Node for the MCP server) and the reader's page rebuilds them from the worker's answer
 * (./client.ts) without loading the engine.
 */

/** The site has no search index (the dev server, a build without one) or its client did not load. */
export class SearchUnavailableError extends Error {}

/** Thrown by `search` when a newer query superseded this one (its `signal` was aborted). */
export class SearchSupersededError extends Error {}
