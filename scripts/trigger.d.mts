// Types of scripts/trigger.mjs for the TypeScript that imports it (tests/unit/webhook-trigger.test.ts).

/** A documented example of a webhook event: its name in the document and the event envelope. */
export type EventExample = {readonly name: string; readonly value: Record<string, unknown>};

/** The event types of the OpenAPI document, in its order. */
export declare function eventTypes(file?: string): string[];

/** The documented examples of the given event types (all by default), by type. */
export declare function loadEvents(types?: readonly string[], file?: string): Promise<Map<string, EventExample[]>>;

/** Runs `npm run trigger -- <args>`; resolves to the exit code. */
export declare function trigger(
  args: readonly string[],
  io?: {
    readonly out?: (line: string) => void;
    readonly err?: (line: string) => void;
    readonly types?: () => string[];
    readonly events?: (types: readonly string[]) => Promise<Map<string, EventExample[]>>;
  },
): Promise<number>;
