import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import type {BodyView, OperationView, ParameterView, ResponseView} from '@site/plugins/openapi-reference/types';
import BuildTimeHtml from '../BuildTimeHtml';
import SchemaViewer, {CurrentOperationContext} from '../SchemaViewer';
import CodeSamples from '../CodeSamples';
import Examples from '../Examples';
import TryIt from '../TryIt';
import {statusText} from '@site/src/reference/statusText';
import styles from './styles.module.css';

function Parameters({
  parameters,
  operationId,
}: {
  readonly parameters: readonly ParameterView[];
  readonly operationId: string;
}): ReactNode {
  if (parameters.length === 0) return null;
  return (
    <>
      <Heading as="h3">Parameters</Heading>
      <ul className={styles.parameters}>
        {parameters.map((parameter) => (
          <li
            key={`${parameter.in}-${parameter.name}`}
            id={`${operationId}-${parameter.in}-${parameter.name}`}
            className={styles.parameter}>
            <div className={styles.parameterHeader}>
              <code className={styles.parameterName}>{parameter.name}</code>
              <span className={styles.location}>{parameter.in}</span>
              {parameter.required && <span className={styles.required}>required</span>}
              {parameter.deprecated === true && <span className={styles.deprecatedBadge}>deprecated</span>}
            </div>
            <BuildTimeHtml html={parameter.descriptionHtml} className={styles.parameterText} />
            <SchemaViewer
              schema={parameter.schema}
              anchor={`${operationId}-${parameter.in}-${parameter.name}-schema`}
            />
            {parameter.example !== undefined && (
              <p className={styles.parameterText}>
                Example: <code>{parameter.example}</code>
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function Body({
  body,
  anchor,
  title,
}: {
  readonly body: BodyView;
  readonly anchor: string;
  readonly title: string;
}): ReactNode {
  return (
    <>
      <p className={styles.mediaType}>
        <code>{body.mediaType}</code>
        {body.required ? ' (required)' : ''}
      </p>
      <BuildTimeHtml html={body.descriptionHtml} />
      {body.schema !== undefined && <SchemaViewer schema={body.schema} anchor={anchor} />}
      <Examples examples={body.examples} title={title} />
    </>
  );
}

function Response({response, operationId}: {readonly response: ResponseView; readonly operationId: string}): ReactNode {
  const success = response.status.startsWith('2');
  return (
    // Error responses repeat the error catalogue on every operation; search finds them there, so an
    // error code leads to its entry instead of to every operation that can return it.
    <details
      className={clsx(styles.response, success ? styles.success : styles.failure)}
      open={success}
      data-pagefind-ignore={success ? undefined : ''}>
      <summary>
        <span className={styles.status}>
          {response.status} {statusText[response.status] ?? ''}
        </span>{' '}
        <BuildTimeHtml html={response.descriptionHtml} inline />
      </summary>
      <div className={styles.responseBody}>
        {response.problems.length > 0 && response.body === undefined && (
          <p>
            The body is a problem document (<code>application/problem+json</code>); the error catalogue shows its fields
            and an example.
          </p>
        )}
        {response.problems.length > 0 && (
          <p>
            Problem {response.problems.length === 1 ? 'type' : 'types'}:{' '}
            {response.problems.map((code, index) => (
              <React.Fragment key={code}>
                {index > 0 && ', '}
                <Link to={`/docs/errors#${code}`}>
                  <code>{code}</code>
                </Link>
              </React.Fragment>
            ))}
          </p>
        )}
        {response.headers.length > 0 && (
          <table className={styles.headers}>
            <caption className={styles.caption}>Response headers</caption>
            <thead>
              <tr>
                <th scope="col">Header</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {response.headers.map((header) => (
                <tr key={header.name}>
                  <td>
                    <code>{header.name}</code>
                  </td>
                  <td>{header.type}</td>
                  <td>
                    <BuildTimeHtml html={header.descriptionHtml} inline />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {response.body !== undefined && (
          <Body
            body={response.body}
            anchor={`${operationId}-${response.status}`}
            title={`${response.status} response`}
          />
        )}
      </div>
    </details>
  );
}

/**
 * How much the path and the operation ID count in the search index. An operation listed on two
 * reference pages (a rental page repeats the shared payment and claim operations) is found on
 * its home page, the page of its first tag: on the others they count as body text, so the search
 * for `createRefund` opens the Payments page, not Payments (rental) that repeats it.
 */
const identifierWeights = {home: {endpoint: '9', operationId: '10'}, elsewhere: {endpoint: '1', operationId: '1'}};

function ApiOperation({operation}: {readonly operation: OperationView}): ReactNode {
  const id = operation.operationId;
  const weights = operation.home ? identifierWeights.home : identifierWeights.elsewhere;
  return (
    <CurrentOperationContext.Provider value={id}>
      <section className={styles.operation}>
        {/* Search ranks the summary, the path and the operationId above body text: partners search for them. */}
        <Heading as="h2" id={id} data-pagefind-weight="8">
          {operation.summary}
        </Heading>
        <div className={styles.endpoint} data-pagefind-weight={weights.endpoint}>
          <span className={clsx(styles.method, styles[operation.method.toLowerCase()])}>{operation.method}</span>
          <code className={styles.path}>{operation.path}</code>
          <code className={styles.operationId}>{id}</code>
        </div>
        <TryIt operation={operation} />
        <ul className={styles.facts} aria-label="About this operation">
          <li>
            Operation ID <code data-pagefind-weight={weights.operationId}>{id}</code>
          </li>
          {operation.authenticated ? (
            <li>
              {operation.scopes.length > 0 ? 'Scope ' : 'Any valid access token'}
              {operation.scopes.map((scope) => (
                <code key={scope}>{scope}</code>
              ))}
            </li>
          ) : (
            <li>No access token needed</li>
          )}
          {operation.idempotency !== undefined && (
            <li>
              <code>Idempotency-Key</code> {operation.idempotency === 'required' ? 'required' : 'accepted'}
            </li>
          )}
          {operation.variant?.map((variant) => (
            <li key={variant}>{variant === 'rental' ? 'Rental only' : 'Protection only'}</li>
          ))}
          {operation.deprecated && <li className={styles.deprecatedFact}>Deprecated</li>}
        </ul>
        {operation.deprecated && (
          <Admonition type="warning" title="Deprecated">
            {operation.deprecationHtml !== undefined ? (
              <BuildTimeHtml html={operation.deprecationHtml} />
            ) : (
              <p>Do not use this operation in new integrations.</p>
            )}
          </Admonition>
        )}
        <BuildTimeHtml html={operation.descriptionHtml} />
        {operation.servers !== undefined && (
          <p>
            Served from{' '}
            {operation.servers.map((server, index) => (
              <React.Fragment key={server.url}>
                {index > 0 && ' and '}
                <code>{server.url}</code> ({server.environment})
              </React.Fragment>
            ))}
            .
          </p>
        )}
        {operation.alsoOn.length > 0 && (
          <p className={styles.alsoOn}>
            Also listed under{' '}
            {operation.alsoOn.map((page, index) => (
              <React.Fragment key={page.slug}>
                {index > 0 && ', '}
                <Link to={`/docs/api/${page.slug}#${id}`}>{page.title}</Link>
              </React.Fragment>
            ))}
            .
          </p>
        )}
        <Parameters parameters={operation.parameters} operationId={id} />
        {operation.requestBody !== undefined && (
          <>
            <Heading as="h3">Request body</Heading>
            <Body body={operation.requestBody} anchor={`${id}-request`} title="Request" />
          </>
        )}
        <Heading as="h3">Responses</Heading>
        {operation.responses.map((response) => (
          <Response key={response.status} response={response} operationId={id} />
        ))}
        <Heading as="h3">Code samples</Heading>
        <CodeSamples
          operationId={id}
          samples={operation.samples}
          servers={operation.servers}
          title={operation.summary}
        />
      </section>
    </CurrentOperationContext.Provider>
  );
}

/**
 * Memoized: an operation's data never changes after the page is built, and the reference page
 * re-renders once right after hydration, when the page's other sample languages arrive (only the
 * code samples, through their context, need to render again).
 */
export default memo(ApiOperation);
