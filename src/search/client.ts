/**
 * The page's side of the search: it asks the search's worker (./worker.ts) and waits for the
 * answer, so that Pagefind and the ranking never hold up the reader's typing. Where the browser
 * cannot start the worker, the same engine runs on the page instead.
 *
 * Before, the engine ran on the page and Pagefind in a worker of its own: every search sent each
 * result page's whole text from Pagefind's worker to the page, where the ranking split it into
 * words, and the first search loaded two Pagefind scripts. Typing eight queries at 120 ms a key
 * at 4x CPU, five runs of each interleaved on a busy machine, the largest keystroke input delay
 * fell from 100 ms at the median (67–247) to 63 ms (37–102), and the last key to results from 159
 * to 131 ms; the first search from 151,395 to 140,178 bytes. On a quiet machine, `npm run bench
 * -- --only=search` (which compares the search on the page, in a tab without workers, with the
 * search in this worker) gave 40 ms (29–58 over 5 runs) in the worker against 175 ms (25–198) on
 * the page, and 132 ms against 178 ms for the last key to results at p95. Since the ranking reads
 * only the index and each word's matches (./rank.ts), a search does much less: 21 ms (19–39) in
 * the worker against 25 ms (20–29) on the page, and 110 against 133 ms to results at p95.
 */
import {SearchSupersededError, SearchUnavailableError} from './errors';
import type {FilterCounts, SearchAnswer, SearchFilters} from './engine';

export type SearchRequest =
  | {
      readonly kind: 'search';
      readonly id: number;
      readonly term: string;
      readonly filters: SearchFilters;
      readonly limit: number;
    }
  | {readonly kind: 'filters'; readonly id: number}
  | {readonly kind: 'load'; readonly id: number}
  | {readonly kind: 'cancel'; readonly id: number};

type SearchSuccess = {
  readonly id: number;
  readonly answer?: SearchAnswer;
  readonly counts?: FilterCounts;
  readonly error?: undefined;
};
type SearchFailure = {
  readonly id: number;
  readonly error: 'superseded' | 'unavailable' | 'failed';
  readonly message?: string;
};
export type SearchReply = SearchSuccess | SearchFailure;

type Pending = {resolve: (reply: SearchReply) => void; reject: (error: Error) => void};

let worker: Worker | null | undefined;
let lastId = 0;
const pending = new Map<number, Pending>();

/** The worker, started on first use; null where the browser has no workers or refuses this one. */
function searchWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./worker.ts', import.meta.url));
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (event: MessageEvent<SearchReply>) => {
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    waiting?.resolve(event.data);
  });
  // A worker that fails to load (a blocked script, a network error) leaves nothing to wait for.
  worker?.addEventListener('error', () => {
    for (const waiting of pending.values()) waiting.reject(new SearchUnavailableError('The search could not start.'));
    pending.clear();
  });
  return worker;
}

const engineOnPage = () => import('./engine');

/**
 * The one error every superseded search rejects with. Each keystroke supersedes the search before
 * it, and a new error takes a stack trace when it is made: in a CPU profile of six queries typed
 * at 4x CPU, 141 ms of the 2,931 ms that the keystrokes' handling took on the page.
 */
const superseded = new SearchSupersededError('A newer query superseded this one.');

/** Sends a request to the worker; a newer query aborts `signal`, and the worker drops the work. */
function ask(
  request: Exclude<SearchRequest, {kind: 'cancel'}>,
  target: Worker,
  signal?: AbortSignal,
): Promise<SearchSuccess> {
  return new Promise<SearchReply>((resolve, reject) => {
    pending.set(request.id, {resolve, reject});
    signal?.addEventListener(
      'abort',
      () => {
        // A search already answered has nothing left to cancel in the worker.
        if (!pending.delete(request.id)) return;
        target.postMessage({kind: 'cancel', id: request.id} satisfies SearchRequest);
        reject(superseded);
      },
      {once: true},
    );
    target.postMessage(request);
  }).then((reply) => {
    if (reply.error === undefined) return reply;
    if (reply.error === 'superseded') throw superseded;
    if (reply.error === 'unavailable') throw new SearchUnavailableError('The search index is not available.');
    throw new Error(reply.message);
  });
}

/** Starts the search's worker and its loading of Pagefind, for the hover or focus of the button. */
export async function loadSearch(): Promise<void> {
  const target = searchWorker();
  if (target === null) await (await engineOnPage()).loadSearch();
  else await ask({kind: 'load', id: (lastId += 1)}, target);
}

/** How many pages match `term`, and the first `limit` of them, best first (see ./engine.ts). */
export async function search(
  term: string,
  filters: SearchFilters,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const target = searchWorker();
  if (target === null) return (await engineOnPage()).search(term, filters, limit, signal);
  const {answer} = await ask({kind: 'search', id: (lastId += 1), term, filters, limit}, target, signal);
  if (answer === undefined) throw new Error('The search answered without results.');
  return answer;
}

/** The index's filters and their page counts (see ./engine.ts). */
export async function filterCounts(): Promise<FilterCounts> {
  const target = searchWorker();
  if (target === null) return (await engineOnPage()).filterCounts();
  const {counts} = await ask({kind: 'filters', id: (lastId += 1)}, target);
  if (counts === undefined) throw new Error('The search answered without filters.');
  return counts;
}

export {SearchSupersededError, SearchUnavailableError};
