/**
 * Runs a Postman collection with newman's Node API, as a partner's CI runs it with `newman run`,
 * and returns what the test needs of the run: each request sent, with its status and assertions.
 */
import {createRequire} from 'node:module';

/** The part of newman's run summary this project reads (newman ships no types). */
type Summary = {
  readonly run: {
    readonly stats: Record<
      'requests' | 'assertions' | 'testScripts',
      {readonly total: number; readonly failed: number}
    >;
    readonly executions: readonly {
      readonly item: {readonly name: string};
      readonly request: {readonly method: string; readonly url: {toString(): string}};
      readonly response?: {readonly code: number};
      readonly assertions?: readonly {readonly assertion: string; readonly error?: {readonly message: string}}[];
    }[];
    readonly failures: readonly {
      readonly error: {readonly message: string};
      readonly source?: {readonly name?: string};
    }[];
  };
};
type Newman = {
  run(options: object, callback: (error: Error | null, summary: Summary) => void): void;
};

const require = createRequire(import.meta.url);
const newman = require('newman') as Newman;

/** One request of the collection, as sent, with its assertions. */
export type NewmanRequest = {
  readonly name: string;
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  readonly passed: readonly string[];
  readonly failed: readonly string[];
};

export type NewmanRun = {
  /** Every request sent, those of the scripts (`pm.sendRequest`) included. */
  readonly requests: number;
  readonly assertions: number;
  readonly failedAssertions: number;
  readonly items: readonly NewmanRequest[];
  /** Failures outside assertions too (a script that throws, a request that cannot be sent). */
  readonly failures: readonly string[];
};

export function runNewman(options: {
  readonly collection: object;
  readonly environment: object;
  /** Where file parts (`src`) are read from. */
  readonly workingDir: string;
  /** Environment values that replace the file's for this run (`--env-var`). */
  readonly envVar?: readonly {readonly key: string; readonly value: string}[];
}): Promise<NewmanRun> {
  return new Promise((resolve, reject) => {
    newman.run(
      {
        collection: options.collection,
        environment: options.environment,
        workingDir: options.workingDir,
        envVar: options.envVar ?? [],
        reporters: [],
        timeoutRequest: 30_000,
      },
      (error, summary) => {
        if (error !== null) {
          reject(error);
          return;
        }
        const {stats, executions, failures} = summary.run;
        // newman lists an item once more for each request its scripts send, as the same object.
        const items = [...new Set(executions)].map((execution) => {
          const assertions = execution.assertions ?? [];
          return {
            name: execution.item.name,
            method: execution.request.method,
            url: execution.request.url.toString(),
            status: execution.response?.code,
            passed: assertions.filter((entry) => entry.error === undefined).map((entry) => entry.assertion),
            failed: assertions
              .filter((entry) => entry.error !== undefined)
              .map((entry) => `${entry.assertion}: ${entry.error?.message ?? ''}`),
          };
        });
        resolve({
          requests: stats.requests.total,
          assertions: stats.assertions.total,
          failedAssertions: stats.assertions.failed,
          items,
          failures: failures.map((failure) => `${failure.source?.name ?? '?'}: ${failure.error.message}`),
        });
      },
    );
  });
}
