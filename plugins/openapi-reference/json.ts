/** Read-only JSON value types shared by the OpenAPI loader and example validation. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonArray = readonly JsonValue[];
export interface JsonObject {
  readonly [key: string]: JsonValue | undefined;
}
export type JsonValue = JsonPrimitive | JsonArray | JsonObject;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isJsonArray(value: unknown): value is JsonArray {
  return Array.isArray(value);
}

/** Escape one JSON Pointer reference token (RFC 6901). */
function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Build a JSON Pointer (`/a/b~1c`) from raw tokens. */
export function toPointer(tokens: readonly string[]): string {
  return tokens.map((token) => `/${escapePointerToken(token)}`).join('');
}
