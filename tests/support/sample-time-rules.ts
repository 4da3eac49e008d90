/**
 * The time rules the guides state for the requests of a flow, with their figures read from where the
 * API states them once: the OpenAPI document's descriptions (the guides repeat them, and a test holds
 * each repetition to the document's figure). A flow's exchanges (request body and answer, in order)
 * are checked against them:
 *
 * - a consent's `accepted_at` is not after the request that records it, and at most the stated
 *   number of hours before it;
 * - a quote's `expires_at` is the stated number of days after its `created_at`, and every later request
 *   of the flow happens before it (a sale on an expired quote cannot complete);
 * - a reservation holds for its `hold_minutes` (the schema's default without one), and every later
 *   request of the flow happens before it ends (the sale expires with it);
 * - a handover's `handed_over_at` is not after the request that records it.
 *
 * When a request happened is what its answer says: the `created_at` of what it created, else the
 * `updated_at` of what it changed.
 */
import {isJsonObject, type JsonObject, type JsonValue} from '../../plugins/openapi-reference/json';

export type TimeRules = {
  /** How long before the request a consent's `accepted_at` may lie. */
  readonly consentMaxAgeHours: number;
  /** How long a quote is open. */
  readonly quoteValidityDays: number;
  /** How long a reservation holds without `hold_minutes`. */
  readonly defaultHoldMinutes: number;
};

/** One request of a flow with its answer, both as JSON where they are. */
export type Exchange = {
  readonly where: string;
  readonly operationId: string;
  readonly body: JsonValue | undefined;
  readonly answer: JsonValue | undefined;
};

function schema(document: JsonObject, name: string): JsonObject {
  const components = document['components'];
  const schemas = isJsonObject(components) ? components['schemas'] : undefined;
  const found = isJsonObject(schemas) ? schemas[name] : undefined;
  if (!isJsonObject(found)) throw new Error(`the document has no schema ${name}`);
  return found;
}

function property(owner: JsonObject, name: string): JsonObject {
  const properties = owner['properties'];
  const found = isJsonObject(properties) ? properties[name] : undefined;
  if (!isJsonObject(found)) throw new Error(`no property ${name}`);
  return found;
}

/** The one number a description states in the given words, or an error naming the words. */
function figure(text: JsonValue | undefined, pattern: RegExp, what: string): number {
  const match = typeof text === 'string' ? pattern.exec(text) : null;
  if (match?.[1] === undefined) throw new Error(`${what}: the description no longer says ${String(pattern)}`);
  return Number(match[1]);
}

/** The patterns that find each rule's figure: in the document's descriptions and in the guides' prose. */
export const rulePatterns = {
  consentMaxAgeHours: /at most (\d+) hours in the past/,
  quoteValidityDays: /\((\d+) days after creation\)/,
} as const;

/**
 * How the guides put each figure into words. Each match is a statement of the rule, whose figure must
 * be the document's: the guides repeat the rule for the reader, the document is where it is set.
 */
const statementPatterns: readonly {readonly rule: keyof TimeRules; readonly pattern: RegExp}[] = [
  {rule: 'consentMaxAgeHours', pattern: /`accepted_at`[^.|]*?(?:at most|older than) (\d+) hours/g},
  {
    rule: 'quoteValidityDays',
    // A sales quote's; a contract change quote and a termination quote have their own expiry.
    pattern:
      /(?:`open` until `expires_at`, |Yes, until `expires_at`, |honoured until they expire \(|honours its prices for |fixes the prices for )(\d+) days/g,
  },
];

export type RuleStatement = {readonly where: string; readonly rule: keyof TimeRules; readonly figure: number};

/** Every statement of a time rule in the given pages (`[file, source]`), with its figure. */
export function ruleStatements(pages: readonly (readonly [string, string])[]): RuleStatement[] {
  return pages.flatMap(([file, source]) =>
    statementPatterns.flatMap(({rule, pattern}) =>
      [...source.matchAll(pattern)].map((match) => ({
        where: `${file}:${source.slice(0, match.index).split('\n').length}`,
        rule,
        figure: Number(match[1]),
      })),
    ),
  );
}

export function timeRulesOf(document: JsonObject): TimeRules {
  const acceptedAt = property(schema(document, 'CreateConsentRequest'), 'accepted_at');
  const expiresAt = property(schema(document, 'Quote'), 'expires_at');
  const holdMinutes = property(schema(document, 'CreateStockReservationRequest'), 'hold_minutes');
  if (typeof holdMinutes['default'] !== 'number') throw new Error('hold_minutes has no default');
  return {
    consentMaxAgeHours: figure(acceptedAt['description'], rulePatterns.consentMaxAgeHours, 'accepted_at'),
    quoteValidityDays: figure(expiresAt['description'], rulePatterns.quoteValidityDays, 'Quote.expires_at'),
    defaultHoldMinutes: holdMinutes['default'],
  };
}

const field = (value: JsonValue | undefined, name: string): JsonValue | undefined =>
  isJsonObject(value) ? value[name] : undefined;

function time(value: JsonValue | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

/** When the request was handled, by its answer. */
export function requestTime(exchange: Exchange): number | undefined {
  return time(field(exchange.answer, 'created_at')) ?? time(field(exchange.answer, 'updated_at'));
}

/** Every way a flow's exchanges break the rules, one line each. */
export function timeProblems(exchanges: readonly Exchange[], rules: TimeRules): string[] {
  const problems: string[] = [];
  /** Deadlines the later requests must meet: the quote's and the reservation's expiry. */
  const deadlines: {what: string; at: number; from: number}[] = [];
  exchanges.forEach((exchange, index) => {
    const at = requestTime(exchange);
    const where = `${exchange.where} (${exchange.operationId})`;
    for (const deadline of deadlines) {
      if (at !== undefined && index > deadline.from && at >= deadline.at) {
        problems.push(`${where} happens at ${new Date(at).toISOString()}, after ${deadline.what}`);
      }
    }
    if (exchange.operationId === 'createCustomerConsent') {
      const accepted = time(field(exchange.body, 'accepted_at'));
      if (accepted === undefined || at === undefined) {
        problems.push(`${where}: no accepted_at in the request or no created_at in the answer`);
      } else if (accepted > at) {
        problems.push(`${where}: accepted_at ${new Date(accepted).toISOString()} is after the request`);
      } else if (at - accepted > rules.consentMaxAgeHours * HOUR) {
        problems.push(
          `${where}: accepted_at ${new Date(accepted).toISOString()} is more than ${rules.consentMaxAgeHours} hours ` +
            `before the request at ${new Date(at).toISOString()}`,
        );
      }
    }
    if (exchange.operationId === 'createQuote') {
      const created = time(field(exchange.answer, 'created_at'));
      const expires = time(field(exchange.answer, 'expires_at'));
      if (created === undefined || expires === undefined) {
        problems.push(`${where}: the quote has no created_at or expires_at`);
      } else {
        if (expires - created !== rules.quoteValidityDays * DAY) {
          problems.push(`${where}: the quote expires ${(expires - created) / DAY} days after it was created`);
        }
        deadlines.push({what: `quote ${String(field(exchange.answer, 'id'))} expired`, at: expires, from: index});
      }
    }
    if (exchange.operationId === 'createStockReservation') {
      const created = time(field(exchange.answer, 'created_at'));
      const expires = time(field(exchange.answer, 'expires_at'));
      const held = field(exchange.body, 'hold_minutes');
      const minutes = typeof held === 'number' ? held : rules.defaultHoldMinutes;
      if (created === undefined || expires === undefined) {
        problems.push(`${where}: the reservation has no created_at or expires_at`);
      } else {
        if (expires - created !== minutes * MINUTE) {
          problems.push(`${where}: the reservation ends ${(expires - created) / MINUTE} minutes after it was made`);
        }
        deadlines.push({what: `reservation ${String(field(exchange.answer, 'id'))} ended`, at: expires, from: index});
      }
    }
    if (exchange.operationId === 'createContractHandover') {
      const handed = time(field(exchange.body, 'handed_over_at'));
      if (handed !== undefined && at !== undefined && handed > at) {
        problems.push(`${where}: handed_over_at ${new Date(handed).toISOString()} is after the request`);
      }
    }
  });
  return problems;
}
