/**
 * The search's own worker: Pagefind's client, its index and fragments, and the site's ranking
 * (./engine.ts, ./rank.ts) all run here, off the reader's main thread. The page sends a query and
 * gets back only what it shows (four pages, their best sections and excerpts); the pages' whole
 * text, which the excerpts are cut from, never crosses to the page. Pagefind, seeing no `window` here,
 * runs in this thread instead of starting a worker of its own.
 */
import {filterCounts, loadSearch, search} from './engine';
import {SearchSupersededError, SearchUnavailableError} from './errors';
import type {SearchReply, SearchRequest} from './client';

/** The searches under way, by request id, to abort when the page says a newer query replaced one. */
const running = new Map<number, AbortController>();

function reply(message: SearchReply): void {
  postMessage(message);
}

function failure(id: number, error: unknown): SearchReply {
  if (error instanceof SearchSupersededError) return {id, error: 'superseded'};
  if (error instanceof SearchUnavailableError) return {id, error: 'unavailable'};
  return {id, error: 'failed', message: error instanceof Error ? error.message : String(error)};
}

addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  if (request.kind === 'cancel') {
    running.get(request.id)?.abort();
    return;
  }
  const {id} = request;
  const controller = new AbortController();
  running.set(id, controller);
  const work: Promise<SearchReply> =
    request.kind === 'search'
      ? search(request.term, request.filters, request.limit, controller.signal).then((answer) => ({id, answer}))
      : request.kind === 'filters'
        ? filterCounts().then((counts) => ({id, counts}))
        : loadSearch().then(() => ({id}));
  void work
    .catch((error: unknown) => failure(id, error))
    .then(reply)
    .finally(() => running.delete(id));
});
