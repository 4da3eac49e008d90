import React, {memo, useEffect, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {WebhookDetails, WebhookView} from '@site/plugins/openapi-reference/types';
import SchemaViewer from '../SchemaViewer';
import Examples from '../Examples';
import BuildTimeHtml from '../BuildTimeHtml';
import LazyDetails from '../LazyDetails';
import styles from './styles.module.css';

/** Loads one event's payload details (a separate small chunk per event) and shows them. */
function LoadedDetails({event, operationId}: {readonly event: string; readonly operationId: string}): ReactNode {
  const [details, setDetails] = useState<WebhookDetails | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    import(`@openapi-reference-data/webhook-details/${event}.json`)
      .then((module: {default: WebhookDetails}) => active && setDetails(module.default))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [event]);
  if (failed) return <p role="alert">The payload details could not be loaded. Reload the page to try again.</p>;
  if (details === null) return <p>Loading the payload…</p>;
  return (
    <>
      <p>
        The <Link to="#event-envelope">event envelope</Link> with this resource in <code>data.object</code>:
      </p>
      {details.object !== undefined && (
        <SchemaViewer schema={details.object} anchor={`${operationId}-object`} maxDepth={0} />
      )}
      {details.example !== undefined && <Examples examples={[details.example]} title={event} />}
    </>
  );
}

/** One webhook event: when it is sent, and its payload (the envelope with its `data.object`) on demand. */
function WebhookEvent({webhook}: {readonly webhook: WebhookView}): ReactNode {
  return (
    <section className={styles.event}>
      <Heading as="h4" id={webhook.operationId} data-pagefind-weight="10">
        <code>{webhook.event}</code> — {webhook.summary}
      </Heading>
      <BuildTimeHtml html={webhook.descriptionHtml} />
      {webhook.transitions !== undefined && (
        // One text node: the line adds as few bytes as possible to the page listing every event.
        <p>{`Sent on: ${webhook.transitions
          .map(({schema, from, to}) => `${schema} ${from.length === 0 ? 'created as' : from.join(' | ')} → ${to}`)
          .join('; ')}.`}</p>
      )}
      <LazyDetails
        className={styles.payload}
        summary={`Payload${webhook.objectName === undefined ? '' : ` (data.object: ${webhook.objectName})`} and example`}>
        {() => <LoadedDetails event={webhook.event} operationId={webhook.operationId} />}
      </LazyDetails>
    </section>
  );
}

/** Memoized like ApiOperation: the reference page re-renders once after hydration. */
const MemoizedWebhookEvent = memo(WebhookEvent);
export default MemoizedWebhookEvent;

/** A compact list of events for topic pages, linking to each event on the webhooks page. */
export function WebhookEventList({webhooks}: {readonly webhooks: readonly WebhookView[]}): ReactNode {
  return (
    <ul>
      {webhooks.map((webhook) => (
        <li key={webhook.event}>
          <Link to={`/docs/api/webhooks#${webhook.operationId}`}>
            <code>{webhook.event}</code>
          </Link>
          : {webhook.summary}
        </li>
      ))}
    </ul>
  );
}
