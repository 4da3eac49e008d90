/**
 * The search dialog: a modal `<dialog>` (the browser traps focus in it and closes it on Esc),
 * with a combobox input, filter chips, results grouped by page with their matching sections, and
 * the reader's recent searches. Loaded on first use (see src/theme/SearchBar).
 */
import React, {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {loadSearch, search, SearchSupersededError, SearchUnavailableError} from './client';
import type {SearchAnswer, SearchFilters} from './engine';
import {clearRecentSearches, recentSearches, rememberSearch} from './recent';
import FilterChips from './FilterChips';
import {foundMessage} from './messages';
import {searchPageUrl} from './urls';
import styles from './SearchDialog.module.css';

/** Starts loading the engine and the index's entry file, for the hover/focus of the button. */
export function preloadSearch(): void {
  loadSearch().catch(() => undefined);
}

/**
 * Pages shown in the dialog, each with up to four matching sections; the search page shows the
 * rest. The ranking needs only the index, but each page shown has its excerpts cut from its own
 * index fragment, a download of 5–13 KB: this number decides most of what a search transfers.
 */
const resultPages = 4;

type Status = 'idle' | 'searching' | 'done' | 'unavailable' | 'failed';

/** How long the reader's typing has to pause before the answer renders. */
const typingPause = 80;

/**
 * A word of fewer letters matches words across several of the index's chunks (it is split by
 * alphabetical ranges of words) that the finished word does not need.
 */
const searchWhileTyping = (term: string): boolean => (term.split(/\s+/).at(-1)?.length ?? 0) >= 3;

/**
 * The answer for `query` and `filters`, on screen once the reader has stopped typing for 80 ms.
 * The search itself starts with the keystroke when the last word has three letters or more: the
 * engine in Pagefind's worker and the loading of the result pages' fragments run during the pause,
 * and only the render waits for it. A shorter last word is searched when the pause ends.
 *
 * While a new answer is on its way the previous one stays on screen. A keystroke aborts the
 * search of the previous text, which then loads no more index chunks or fragments, and the
 * results are rendered as a transition, which React interrupts for the next keystroke instead of
 * making it wait.
 */
function useSearch(query: string, filters: SearchFilters): {status: Status; answer: SearchAnswer | null; key: string} {
  const term = query.trim();
  const key = JSON.stringify([term, filters.section, filters.variant]);
  const [result, setResult] = useState<{key: string; status: Status; answer: SearchAnswer | null} | null>(null);
  useEffect(() => {
    if (term === '') return undefined;
    const controller = new AbortController();
    let paused = false;
    let answer: SearchAnswer | undefined;
    const show = () => {
      if (paused && answer !== undefined && !controller.signal.aborted) {
        const shown = answer;
        startTransition(() => setResult({key, status: 'done', answer: shown}));
      }
    };
    const start = () => {
      // `npm run bench` measures the search from this mark to its answer (`search:answer`).
      performance.mark('search:start');
      search(term, filters, resultPages, controller.signal).then(
        (found) => {
          performance.mark('search:answer');
          answer = found;
          show();
        },
        (error: unknown) => {
          if (controller.signal.aborted || error instanceof SearchSupersededError) return;
          setResult({key, status: error instanceof SearchUnavailableError ? 'unavailable' : 'failed', answer: null});
        },
      );
    };
    const early = searchWhileTyping(term);
    if (early) start();
    const timer = window.setTimeout(() => {
      // The end of the typing pause: `npm run bench` also measures from here to the results.
      performance.mark('search:pause');
      paused = true;
      if (early) show();
      else start();
    }, typingPause);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [key, term, filters]);
  if (term === '') return {status: 'idle', answer: null, key};
  if (result?.key === key) return {status: result.status, answer: result.answer, key};
  return {status: 'searching', answer: result?.answer ?? null, key};
}

export default function SearchDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<SearchFilters>({});
  const [selection, setSelection] = useState({key: '', index: 0});
  const [recent, setRecent] = useState<string[]>(() => recentSearches());
  const {status, answer, key} = useSearch(query, filters);
  // A new answer starts with its first result selected.
  const active = selection.key === key ? selection.index : 0;

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.select();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // Every matching section is an option of the listbox, grouped by page, best page first.
  const groups = useMemo(() => {
    const pages = answer?.pages ?? [];
    const starts = pages.map((_, index) =>
      pages.slice(0, index).reduce((sum, page) => sum + page.subResults.length, 0),
    );
    return pages.map((page, index) => ({
      page,
      options: page.subResults.map((sub, offset) => ({sub, index: (starts[index] ?? 0) + offset})),
    }));
  }, [answer]);
  // The options' ids, in reading order: each page, then its sections.
  const options = groups.flatMap((group) => group.options.map(({index}) => `${listId}-${index}`));

  // The same function on every render, so that typing does not render the result links again.
  const choose = useCallback(() => {
    rememberSearch(input.current?.value.trim() ?? '');
    setRecent(recentSearches());
    onClose();
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + options.length) % options.length;
      setSelection({key, index: next});
      document.getElementById(options[next] ?? '')?.scrollIntoView({block: 'nearest'});
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // The link does the navigation (with the theme's scrolling to an anchor); the dialog closes.
      document.getElementById(options[active] ?? '')?.click();
    }
  };

  const term = query.trim();
  const activeId = options[active];

  return (
    <dialog ref={dialog} className={styles.dialog} aria-label="Search the documentation" onClose={onClose}>
      <div className={styles.header}>
        <input
          ref={input}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label="Search"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-autocomplete="list"
          placeholder="Search guides, operations, errors, events"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <FilterChips filters={filters} onChange={setFilters} />
      <p className={styles.status} role="status">
        {status === 'unavailable' &&
          'Search works on the built site only: run npm run build, then npm run serve, to search while you write.'}
        {status === 'failed' && 'Search could not load. Check your connection and try again.'}
        {status === 'done' && answer !== null && answer.total === 0 && `No results for “${term}”.`}
        {status === 'done' && answer !== null && answer.total > 0 && foundMessage(term, answer)}
      </p>
      {/* A listbox must hold options: it exists while there are results. */}
      <div
        id={listId}
        role={options.length > 0 ? 'listbox' : undefined}
        aria-label={options.length > 0 ? 'Results' : undefined}
        className={styles.results}>
        {groups.map(({page, options: pageOptions}) => (
          <div key={page.url} role="group" aria-label={page.title} className={styles.page}>
            <div className={styles.pageTitle} aria-hidden="true">
              {page.title}
              {page.section !== undefined && <span className={styles.detail}> · {page.section}</span>}
            </div>
            {pageOptions.map(({sub, index}) => (
              <ResultLink
                key={sub.url}
                id={`${listId}-${index}`}
                url={sub.url}
                title={sub.title}
                excerpt={sub.excerpt}
                selected={index === active}
                onChoose={choose}
              />
            ))}
          </div>
        ))}
      </div>
      {term === '' && recent.length > 0 && (
        <div className={styles.recent}>
          <p className={styles.recentTitle}>Recent searches</p>
          <ul>
            {recent.map((item) => (
              <li key={item}>
                <button type="button" className={styles.recentItem} onClick={() => setQuery(item)}>
                  {item}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
              input.current?.focus();
            }}>
            Clear recent searches
          </button>
        </div>
      )}
      {term !== '' && (
        <p className={styles.footer}>
          <Link to={searchPageUrl(term, filters)} onClick={onClose}>
            See all results for “{term}”
          </Link>
          <span className={styles.keys} aria-hidden="true">
            ↑ ↓ to move, Enter to open, Esc to close
          </span>
        </p>
      )}
    </dialog>
  );
}

/**
 * One result: a link to the section, which the listbox's keys select and Enter opens. It is a
 * plain link that changes the route, not the theme's `Link`: that one watches each link with an
 * IntersectionObserver and prefetches its page's code once it is visible, work that every
 * keystroke's new results would start again while the reader is still typing.
 */
const ResultLink = memo(function ResultLink({
  id,
  url,
  title,
  excerpt,
  selected,
  onChoose,
}: {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
  readonly selected: boolean;
  readonly onChoose: () => void;
}): ReactNode {
  const history = useHistory();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onChoose();
    // A click for a new tab or window (a modifier key, the middle button) is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(url);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- the reason is above: no observer, no prefetch per keystroke
    <a
      id={id}
      href={url}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className={clsx(styles.result, selected && styles.selected)}
      onClick={open}>
      <span className={styles.title}>{title}</span>
      {/* The excerpt is text from our own pages, escaped, with the matched words in <mark> (./engine.ts). */}
      <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: excerpt}} />
    </a>
  );
});
