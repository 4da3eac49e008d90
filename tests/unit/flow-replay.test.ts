/**
 * Each flow page, replayed: the requests the page tells the reader to send (its curl commands and the
 * samples its steps link to, tests/support/flows.ts) go in page order to one local mock, the one
 * `npm run mock` starts. Each must be answered with its operation's documented success status and a
 * body the documented schema allows. The IDs travel as a reader's would: a request may only use an
 * ID that an earlier answer gave, or one the page names as a starting point before its first step.
 * The flow's sequence diagram must list the same requests, and the timestamps of the samples must
 * keep the time rules the guides state (tests/support/sample-time-rules.ts).
 */
import {readFileSync} from 'node:fs';
import {describe, expect, inject, it} from 'vitest';

import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {
  findOperation,
  rejections,
  responseProblems,
  sampleServers,
  send,
  toMock,
  type Answer,
} from '../support/contract';
import type {CurlRequest} from '../support/curl';
import {flowPages, readFlow, readPage, routeKey, sectionProse, type FlowPage, type PageReader} from '../support/flows';
import type {RunningMock} from '../support/mock';
import {ruleStatements, timeProblems, timeRulesOf, type Exchange} from '../support/sample-time-rules';
import {examplePages} from '../support/guide-samples';

const {document} = await loadOpenApi('openapi/openapi.yaml', {validate: false});
const servers = sampleServers(document);
const rules = timeRulesOf(document);

/** The ID prefixes of the API (`sal`, `cns` …), from the patterns its schemas give IDs. */
const idPrefixes = new Set<string>();
(function collect(value: JsonValue | undefined): void {
  if (isJsonArray(value)) value.forEach(collect);
  else if (isJsonObject(value)) {
    const prefix = typeof value['pattern'] === 'string' ? /^\^([a-z]+)_/.exec(value['pattern'])?.[1] : undefined;
    if (prefix !== undefined) idPrefixes.add(prefix);
    Object.values(value).forEach(collect);
  }
})(document);
const idPattern = new RegExp(`\\b(?:${[...idPrefixes].join('|')})_[A-Za-z0-9]{6,}\\b`, 'g');
const idsIn = (text: string): string[] => [...text.matchAll(idPattern)].map((match) => match[0]);

function parse(text: string | undefined): JsonValue | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

/** The documented success status of an operation: its 2xx response. */
function successStatus(operation: JsonObject): number | undefined {
  const responses = isJsonObject(operation['responses']) ? operation['responses'] : {};
  const status = Object.keys(responses).find((code) => /^2\d\d$/.test(code));
  return status === undefined ? undefined : Number(status);
}

/**
 * The mock keeps no state but the idempotency keys, so a request it answered once is answered the
 * same way again: the edited pages below re-send mostly unchanged requests, which then cost nothing.
 * A request sent for real gets its idempotency key made unique to `scope`, so that an edited body
 * under a printed key is a new request for the mock, not a reused key.
 */
const answered = new Map<string, Promise<Answer>>();
function answerOf(request: CurlRequest, url: string, scope: string): Promise<Answer> {
  const key = JSON.stringify([request.method, url, request.headers, request.body]);
  const known = answered.get(key);
  if (known !== undefined) return known;
  const headers = request.headers.map(([name, value]): [string, string] =>
    name.toLowerCase() === 'idempotency-key' ? [name, `${value}.${scope}`] : [name, value],
  );
  const fresh = send({...request, headers}, url);
  answered.set(key, fresh);
  return fresh;
}

type Replay = {
  readonly problems: string[];
  /** `operationId status` of each request, in order. */
  readonly statuses: string[];
  /** Each request with where it stands and what came back, for reading a replay (FLOW_REPLAY_LOG=1). */
  readonly log: string[];
  readonly exchanges: Exchange[];
};

/**
 * Sends a flow's requests in order. `scope` keeps the idempotency keys of one replay apart from those
 * of another on the same mock (the checks below replay edited copies of the same pages).
 */
async function replay(
  flow: FlowPage,
  mock: Pick<RunningMock, 'url'>,
  scope: string,
  read: PageReader = readPage,
): Promise<Replay> {
  const reading = readFlow(flow, document, servers, read);
  const problems = [...reading.problems];
  const statuses: string[] = [];
  const log: string[] = [];
  const exchanges: Exchange[] = [];
  // What the page starts from (its product, an existing mandate), then what each answer gives.
  const known = new Set(idsIn(reading.preamble));
  const routes: string[] = [];
  for (const {where, request} of reading.steps) {
    const url = toMock(request.url, servers, mock.url);
    const match = url === undefined ? undefined : findOperation(document, request.method, new URL(url).pathname);
    if (url === undefined || match === undefined) {
      problems.push(`${where}: ${request.method} ${request.url} is no operation of the document`);
      continue;
    }
    routes.push(routeKey(match.method, match.path));
    const sent = `${new URL(url).pathname}${new URL(url).search} ${request.body?.kind === 'text' ? request.body.text : ''}`;
    const unknown = [...new Set(idsIn(sent))].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      problems.push(`${where}: ${match.operationId} sends ${unknown.join(', ')}, which no earlier answer gave`);
    }
    const answer = await answerOf(request, url, scope);
    statuses.push(`${match.operationId} ${answer.status}`);
    const answered = parse(answer.text);
    const summary = isJsonObject(answered) ? [answered['id'], answered['status']].filter(Boolean).join(' ') : '';
    log.push(`  ${match.operationId} ${answer.status} ${summary}  <- ${where}`);
    const expected = successStatus(match.operation);
    const refused = rejections(answer);
    if (answer.status !== expected) {
      problems.push(
        `${where}: ${match.operationId} answered ${answer.status}, not ${String(expected)}: ${[...refused, answer.text.slice(0, 300)].join('; ')}`,
      );
    } else {
      problems.push(...responseProblems(match, answer).map((problem) => `${where}: ${problem}`));
    }
    idsIn(answer.text).forEach((id) => known.add(id));
    const body = request.body?.kind === 'text' ? parse(request.body.text) : undefined;
    exchanges.push({where, operationId: match.operationId, body, answer: parse(answer.text)});
  }
  // The diagram and the steps name the same requests; a request sent several times in a row
  // (three consents) is one line of the diagram.
  const distinct = routes.filter((route, index) => route !== routes[index - 1]);
  if (JSON.stringify(distinct) !== JSON.stringify(reading.diagram)) {
    problems.push(
      `${flow.file}: the steps send\n  ${distinct.join('\n  ')}\nbut the sequence diagram shows\n  ${reading.diagram.join('\n  ')}`,
    );
  }
  return {problems, statuses, log, exchanges};
}

/** The mock of the unit stage's global setup (tests/support/vitest-mock-setup.ts). */
const mock: Pick<RunningMock, 'url'> = {url: inject('mockUrl')};

/** Each page's replay, run once for both of its tests (whichever runs first, or alone). */
const replays = new Map<string, Promise<Replay>>();
function replayOnce(flow: FlowPage): Promise<Replay> {
  const known = replays.get(flow.file) ?? replay(flow, mock, 'page');
  replays.set(flow.file, known);
  return known;
}

describe.each(flowPages)('$file ($variant flow)', (flow) => {
  it('replays every request in page order, each answered with its documented success status and schema', async () => {
    const result = await replayOnce(flow);
    if (process.env.FLOW_REPLAY_LOG) console.info(`${flow.file}:\n${result.log.join('\n')}`);
    // A flow of a handful of requests is no flow: a reader that found none would pass on nothing.
    expect(result.statuses.length).toBeGreaterThanOrEqual(9);
    expect(result.problems, result.problems.join('\n')).toEqual([]);
  });

  it('keeps the time rules the guides state in every sample timestamp', async () => {
    const result = await replayOnce(flow);
    const consents = result.exchanges.filter((exchange) => exchange.operationId === 'createCustomerConsent');
    expect(consents.length).toBe(3);
    const problems = timeProblems(result.exchanges, rules);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

/** The one list of where the mock differs from the API. */
const mockDifferences = '/docs/environments#where-the-mock-differs-from-the-sandbox';

describe.each(flowPages)('$file: what the mock cannot do', (flow) => {
  it('is in the list of where the mock differs, and the flow links to that list', () => {
    const reading = readFlow(flow, document, servers);
    // The flow waits for webhook events, which the mock does not send.
    expect(reading.events).toBeGreaterThan(0);
    expect(reading.prose).toContain(`](${mockDifferences})`);
    const [file, id] = mockDifferences.replace('/docs/', 'docs/').split('#');
    const list = sectionProse(`${file ?? ''}.mdx`, id ?? '');
    expect(list, `no heading #${id ?? ''} in ${file ?? ''}.mdx`).toBeDefined();
    expect(list).toMatch(/^- It sends no webhook events /m);
  });
});

describe('the time rules', () => {
  it('take their figures from the OpenAPI document, and every guide that states one states the same', () => {
    expect(rules).toEqual({
      consentMaxAgeHours: expect.any(Number),
      quoteValidityDays: expect.any(Number),
      defaultHoldMinutes: expect.any(Number),
    });
    const pages = examplePages()
      .filter((file) => file.startsWith('docs/'))
      .map((file): [string, string] => [file, readFileSync(file, 'utf8')]);
    const statements = ruleStatements(pages);
    const wrong = statements.filter((statement) => statement.figure !== rules[statement.rule]);
    expect(
      wrong,
      wrong
        .map((statement) => `${statement.where}: ${statement.rule} ${statement.figure}, not ${rules[statement.rule]}`)
        .join('\n'),
    ).toEqual([]);
    // Where the guides state them: the consent window three times (consents guide twice, rental
    // flow), the quote's validity five times (quotes guide twice, pricing guide twice, removal guide).
    // A pattern that stopped matching would pass on nothing.
    const count = (rule: keyof typeof rules): number =>
      statements.filter((statement) => statement.rule === rule).length;
    expect(
      [count('consentMaxAgeHours'), count('quoteValidityDays')],
      statements.map((statement) => statement.where).join('\n'),
    ).toEqual([3, 5]);
    // A guide that states another figure is caught.
    const [changed] = ruleStatements([['docs/x.mdx', 'Send `accepted_at`, at most 48 hours in the past.']]);
    expect(changed).toEqual({where: 'docs/x.mdx:1', rule: 'consentMaxAgeHours', figure: 48});
  });

  it('report a consent accepted too long before its request, a quote open too long and a request after an expiry', () => {
    const consent = (acceptedAt: string): Exchange => ({
      where: 'page',
      operationId: 'createCustomerConsent',
      body: {accepted_at: acceptedAt},
      answer: {created_at: '2026-11-18T15:05:42Z'},
    });
    const limit = new Date(Date.parse('2026-11-18T15:05:42Z') - rules.consentMaxAgeHours * 3_600_000).toISOString();
    expect(timeProblems([consent(limit.replace('.000', ''))], rules)).toEqual([]);
    expect(timeProblems([consent('2026-11-17T15:05:41Z')], rules).join('\n')).toMatch(
      new RegExp(`more than ${rules.consentMaxAgeHours} hours before the request`),
    );
    expect(timeProblems([consent('2026-11-18T15:05:43Z')], rules).join('\n')).toMatch(/is after the request/);
    const quote: Exchange = {
      where: 'page',
      operationId: 'createQuote',
      body: {},
      answer: {id: 'qte_R3mQ8sLp1C', created_at: '2026-11-18T15:03:10Z', expires_at: '2026-11-26T15:03:10Z'},
    };
    expect(timeProblems([quote], rules).join('\n')).toMatch(/expires 8 days after it was created/);
    const late: Exchange = {
      where: 'page',
      operationId: 'getSale',
      body: undefined,
      answer: {updated_at: '2026-11-27T00:00:00Z'},
    };
    expect(timeProblems([quote, late], rules).join('\n')).toMatch(
      /getSale\) happens at .* after quote qte_R3mQ8sLp1C expired/,
    );
  });
});

describe('the replay', () => {
  /** The rental flow page with one edit. */
  const edited =
    (edit: (source: string) => string): PageReader =>
    (file) => {
      const source = readPage(file);
      return file === 'docs/flow-rental.mdx' && source !== undefined ? edit(source) : source;
    };
  const rental = flowPages.find((flow) => flow.file === 'docs/flow-rental.mdx');
  if (rental === undefined) throw new Error('the rental flow is no flow page');
  const section = (source: string, heading: string): string => {
    const start = source.indexOf(`\n### ${heading}`);
    // A step ends at the next step or at the next section.
    const end = Math.min(
      ...['\n### ', '\n## '].map((next) => source.indexOf(next, start + 1)).filter((index) => index > 0),
    );
    if (start < 0 || !Number.isFinite(end)) throw new Error(`no step "${heading}"`);
    return source.slice(start, end);
  };

  it('fails when a step is removed', async () => {
    const read = edited((source) => source.replace(section(source, '8. Create the sale'), ''));
    const {problems} = await replay(rental, mock, 'removed', read);
    expect(problems.join('\n')).toMatch(/createCustomerCreditCheck sends sal_R9tY3uIo5E, which no earlier answer gave/);
    expect(problems.join('\n')).toMatch(/but the sequence diagram shows/);
  });

  it('fails when two steps change places', async () => {
    const read = edited((source) => {
      const complete = section(source, '11. Complete the sale');
      const handover = section(source, '12. Hand over the device');
      return source.replace(complete, '\u0000').replace(handover, complete).replace('\u0000', handover);
    });
    const {problems} = await replay(rental, mock, 'swapped', read);
    expect(problems.join('\n')).toMatch(/createContractHandover sends ctr_R2hJ6kLp9G, which no earlier answer gave/);
  });

  it('fails when a body is broken', async () => {
    const read = edited((source) => source.replace('"hold_minutes": 1440', '"hold_minutes": "a day"'));
    const {problems} = await replay(rental, mock, 'broken', read);
    expect(problems.join('\n')).toMatch(/createStockReservation answered 4\d\d, not 201/);
  });

  it('fails when a link leads to a heading without the request, or to the reference', async () => {
    const sales = flowPages.find((flow) => flow.file === 'docs/acme-sales.mdx');
    if (sales === undefined) throw new Error('the protection flow is no flow page');
    const read: PageReader = (file) => {
      const source = readPage(file);
      if (file !== 'docs/acme-sales.mdx' || source === undefined) return source;
      return source
        .replace('(/docs/payments#register-a-payment-method)', '(/docs/payments#before-you-start)')
        .replace('(#complete-the-sale)', '(/docs/api/acme-sales#completeSale)');
    };
    const {problems} = readFlow(sales, document, servers, read);
    expect(problems.join('\n')).toMatch(
      /"Before you start" on docs\/payments\.mdx shows no POST \/payment-methods command/,
    );
    expect(problems.join('\n')).toMatch(
      /\[POST \/sales\/\{sale_id\}\/complete\]\(\/docs\/api\/acme-sales#completeSale\) links to the reference/,
    );
  });
});
