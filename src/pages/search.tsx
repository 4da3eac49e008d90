/**
 * /search?q=…&section=…&variant=…: every result of a query, with the filters in the address so a
 * search can be shared. Same engine as the navbar's dialog.
 */
import React, {useEffect, useState, type FormEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {search, SearchUnavailableError} from '@site/src/search/client';
import type {SearchAnswer, SearchFilters} from '@site/src/search/engine';
import FilterChips from '@site/src/search/FilterChips';
import {foundMessage} from '@site/src/search/messages';
import {readSearchParams, searchPageUrl} from '@site/src/search/urls';
import styles from './search.module.css';

const pageSize = 20;

type Status = 'searching' | 'done' | 'unavailable' | 'failed';

function SearchForm({query, filters}: {readonly query: string; readonly filters: SearchFilters}): ReactNode {
  const history = useHistory();
  const [typed, setTyped] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    history.replace(searchPageUrl(typed.trim(), filters));
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <input
        type="search"
        aria-label="Search"
        className={styles.input}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder="Search guides, operations, errors, events"
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}

function SearchResults(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {query, filters} = readSearchParams(location.search);
  const {section, variant} = filters;
  const term = query.trim();
  const key = JSON.stringify([term, section, variant]);
  const [more, setMore] = useState({key: '', limit: pageSize});
  const limit = more.key === key ? more.limit : pageSize;
  const [result, setResult] = useState<{key: string; limit: number; status: Status; answer?: SearchAnswer} | null>(
    null,
  );

  useEffect(() => {
    if (term === '') return undefined;
    let current = true;
    search(term, {section, variant}, limit).then(
      (answer) => current && setResult({key, limit, status: 'done', answer}),
      (error: unknown) =>
        current && setResult({key, limit, status: error instanceof SearchUnavailableError ? 'unavailable' : 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [key, term, section, variant, limit]);

  const status: Status | 'idle' =
    term === '' ? 'idle' : result?.key === key && result.limit === limit ? result.status : 'searching';
  const answer = result?.key === key ? result.answer : undefined;

  return (
    <>
      <SearchForm key={query} query={query} filters={filters} />
      <FilterChips filters={filters} onChange={(next) => history.replace(searchPageUrl(query, next))} />
      <p role="status" className={styles.status}>
        {status === 'searching' && 'Searching…'}
        {status === 'unavailable' &&
          'Search works on the built site only: run npm run build, then npm run serve, to search while you write.'}
        {status === 'failed' && 'Search could not load. Check your connection and try again.'}
        {status === 'done' &&
          answer !== undefined &&
          (answer.total === 0
            ? `No results for “${term}”. Try fewer or other words, or remove a filter.`
            : foundMessage(term, answer))}
      </p>
      {answer !== undefined && (
        <ol className={styles.results}>
          {answer.pages.map((page) => (
            <li key={page.url}>
              <article className={styles.result}>
                <Heading as="h2" className={styles.title}>
                  <Link to={page.url}>{page.title}</Link>
                  {page.section !== undefined && <span className={styles.section}> · {page.section}</span>}
                </Heading>
                {/* The excerpt is text from our own pages, escaped, with the matched words in <mark>. */}
                <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: page.excerpt}} />
                {page.subResults.some((sub) => sub.url !== page.url) && (
                  <ul className={styles.subResults}>
                    {page.subResults
                      .filter((sub) => sub.url !== page.url)
                      .map((sub) => (
                        <li key={sub.url}>
                          <Link to={sub.url}>{sub.title}</Link>
                          <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: ` — ${sub.excerpt}`}} />
                        </li>
                      ))}
                  </ul>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
      {answer !== undefined && answer.matched > answer.pages.length && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setMore({key, limit: limit + pageSize})}>
          Show more results
        </button>
      )}
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout
      title="Search the documentation"
      description="Search the Acme Unified API V4.x guides, API reference, errors and webhooks.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
        <noscript>
          <p>Search needs JavaScript. Without it, browse the guides from the introduction or the API reference.</p>
        </noscript>
        <SearchResults />
      </main>
    </Layout>
  );
}
