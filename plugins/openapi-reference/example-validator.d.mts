// Types of example-validator.mjs (plain JavaScript so that Redocly can load it).
import type {JsonObject, JsonValue} from './json';

export type Direction = 'request' | 'response' | 'parameter';

export interface ExampleError {
  readonly instancePath: string;
  readonly message: string;
}

export declare const SCHEMA_VALUED: ReadonlySet<string>;
export declare const SCHEMA_MAPS: ReadonlySet<string>;
export declare const SCHEMA_ARRAYS: ReadonlySet<string>;

export declare function createExampleValidator(): {
  validate(schema: JsonObject | boolean, value: JsonValue, direction: Direction): ExampleError[];
};
