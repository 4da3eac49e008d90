import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import SearchFilters from '../SearchFilters';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type {ErrorCatalogData} from '@site/plugins/openapi-reference/types';
import BuildTimeHtml from '../BuildTimeHtml';
import styles from './styles.module.css';

/**
 * The problem types of the API, one anchored section per `code` (the anchor its `type` URI names).
 * Used in MDX as `<ErrorCatalog />`: the reference plugin's remark step passes `data`.
 */
export default function ErrorCatalog({data: catalog}: {readonly data: ErrorCatalogData}): ReactNode {
  return (
    <div>
      <SearchFilters section="Errors" variant="Both" />
      {catalog.problems.map((problem) => (
        <section key={problem.code} className={styles.problem}>
          <Heading as="h2" id={problem.code} data-pagefind-weight="10">
            <code>{problem.code}</code> ({problem.status})
          </Heading>
          <dl className={styles.facts}>
            <dt>Title</dt>
            <dd>{problem.title}</dd>
            <dt>HTTP status</dt>
            <dd>
              {problem.status} {problem.statusText}
            </dd>
            <dt>Retry</dt>
            <dd>
              {problem.retryable
                ? 'Yes, after a pause (honour Retry-After when present)'
                : 'No, not with the same request'}
            </dd>
          </dl>
          <Heading as="h3">What it means</Heading>
          <BuildTimeHtml html={problem.meaningHtml} />
          <Heading as="h3">What to do</Heading>
          <p>{problem.resolution}</p>
          {problem.example !== '' && (
            <CodeBlock language="json" title={`Example: ${problem.code}`}>
              {JSON.stringify(JSON.parse(problem.example), null, 2)}
            </CodeBlock>
          )}
          {/* The operations are found on their own pages; here they would make an operationId lead to this catalogue. */}
          <details data-pagefind-ignore="">
            <summary>Returned by {problem.operations.length} operations</summary>
            <ul className={styles.operations}>
              {problem.operations.map((operation) => (
                <li key={operation.operationId}>
                  <Link to={`/docs/api/${operation.slug}#${operation.operationId}`}>{operation.summary}</Link> (
                  <code>{operation.operationId}</code>)
                </li>
              ))}
            </ul>
          </details>
        </section>
      ))}
    </div>
  );
}
