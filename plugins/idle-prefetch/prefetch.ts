/**
 * Stands in for Docusaurus's prefetch helper (see ./index.ts): `prefetch(url)` asks the browser to
 * fetch one chunk of a page the reader may open next, at low priority.
 *
 * Each URL is requested once, a URL the page has already fetched (its own chunks) is skipped, and
 * the `<link rel="prefetch">` elements are added in idle time, a few milliseconds' worth per idle
 * period, so that a burst of links coming into view never becomes one long task.
 */

import {whenIdle} from '@site/src/utils/whenIdle';

type Pending = {readonly url: string; readonly done: () => void};

/** Work per idle callback, well below the 50 ms of a long task even on a slow phone. */
const sliceMs = 3;

const idleOptions = {timeout: 3000, fallbackDelay: 50};

const requested = new Set<string>();
const queue: Pending[] = [];
let scheduled = false;

/** Whether the page has already fetched `url` (its own scripts, earlier prefetches). */
function alreadyFetched(url: string): boolean {
  return performance.getEntriesByName(new URL(url, document.baseURI).href).length > 0;
}

function addLink({url, done}: Pending): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  // Settled either way: a failed prefetch only means the page loads its chunk later.
  link.onload = done;
  link.onerror = done;
  document.head.appendChild(link);
}

function work(): void {
  const start = performance.now();
  while (queue.length > 0 && performance.now() - start < sliceMs) {
    const next = queue.shift();
    if (next === undefined) break;
    if (alreadyFetched(next.url)) next.done();
    else addLink(next);
  }
  scheduled = queue.length > 0;
  if (scheduled) whenIdle(work, idleOptions);
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || requested.has(url)) return Promise.resolve();
  requested.add(url);
  return new Promise((resolve) => {
    queue.push({url, done: () => resolve()});
    if (!scheduled) {
      scheduled = true;
      whenIdle(work, idleOptions);
    }
  });
}
