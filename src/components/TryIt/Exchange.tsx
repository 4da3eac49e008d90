import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {statusText} from '@site/src/reference/statusText';
import {problemCode, type BuiltRequest} from './request';
import styles from './panel.module.css';

type Answer = {
  readonly status: number;
  readonly milliseconds: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly text: string;
  /** The body parsed, when it is JSON. */
  readonly json?: unknown;
};

/** One request the panel sent and what came back (or why nothing did). */
export type ExchangeResult = {
  readonly title: string;
  readonly request: BuiltRequest;
  readonly response?: Answer;
  readonly failure?: string;
};

/** Sends a request; a network or CORS failure becomes `failure`, with what to do about it. */
export async function send(title: string, request: BuiltRequest, whenUnreachable: string): Promise<ExchangeResult> {
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers.map(([name, value]) => [name, value] as [string, string]),
      ...(request.body === undefined ? {} : {body: request.body}),
    });
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return {
      title,
      request,
      response: {
        status: response.status,
        milliseconds: Math.round(performance.now() - started),
        headers,
        text,
        ...(json === undefined ? {} : {json}),
      },
    };
  } catch {
    return {title, request, failure: whenUnreachable};
  }
}

const meaning = (status: number) =>
  status < 300
    ? 'success'
    : status < 500
      ? 'the request was refused; the body says why'
      : 'a server error; retry later';

export default function Exchange({exchange}: {readonly exchange: ExchangeResult}): ReactNode {
  const {request, response} = exchange;
  const code = response === undefined ? undefined : problemCode(response.json);
  return (
    <section className={styles.exchange} aria-label={`${exchange.title}: answer`}>
      <p className={styles.requestLine}>
        <strong>{exchange.title}</strong> <code>{`${request.method} ${request.url}`}</code>
      </p>
      {exchange.failure !== undefined && <p className={styles.error}>{exchange.failure}</p>}
      {response !== undefined && (
        <>
          <p className={styles.statusLine}>
            <strong>
              {response.status} {statusText[String(response.status)] ?? ''}
            </strong>{' '}
            ({meaning(response.status)}) in {response.milliseconds} ms
            {code !== undefined && (
              <>
                {' '}
                · <Link to={`/docs/errors#${code}`}>What {code} means and what to do</Link>
              </>
            )}
          </p>
          <details>
            <summary>Response headers ({response.headers.length})</summary>
            <dl className={styles.headers}>
              {response.headers.map(([name, value]) => (
                <React.Fragment key={name}>
                  <dt>
                    <code>{name}</code>
                  </dt>
                  <dd>
                    <code>{value}</code>
                  </dd>
                </React.Fragment>
              ))}
            </dl>
          </details>
          {response.text !== '' && (
            <pre className={styles.response} tabIndex={0} aria-label="Response body">
              <code>{response.json === undefined ? response.text : JSON.stringify(response.json, null, 2)}</code>
            </pre>
          )}
        </>
      )}
    </section>
  );
}
