// Types of scripts/mock-layer.mjs for the TypeScript that imports it (tests/unit/mock-behaviour.test.ts).
import type {Server} from 'node:http';

/** What the layer keeps of one operation of the document; opaque to its callers. */
export type MockOperation = {
  readonly method: string;
  readonly template: string;
  readonly keyed: boolean;
  readonly idempotent: boolean;
};

/** The operations of the dereferenced document. */
export declare function operationsOf(document: object): MockOperation[];

/** The layer's HTTP server; `prism` is the base URL of the Prism process behind it. */
export declare function createServer(options: {
  readonly operations: readonly MockOperation[];
  readonly prism: string;
}): Server;
