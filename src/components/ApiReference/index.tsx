import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PageSamples, ReferencePageData, WebhookView} from '@site/plugins/openapi-reference/types';
import {PageSamplesContext} from '../CodeSamples';
import ApiOperation from '../ApiOperation';
import BuildTimeHtml from '../BuildTimeHtml';
import EnvironmentSwitch from '../EnvironmentSwitch';
import SchemaViewer, {SchemaHomesContext, SchemasContext} from '../SchemaViewer';
import WebhookEvent, {WebhookEventList} from '../WebhookEvent';
import styles from './styles.module.css';

function byDomain(webhooks: readonly WebhookView[]): [string, WebhookView[]][] {
  const groups = new Map<string, WebhookView[]>();
  for (const webhook of webhooks) groups.set(webhook.domain, [...(groups.get(webhook.domain) ?? []), webhook]);
  return [...groups.entries()];
}

/** A whole reference page: the topic's intro, its operations and its webhook events. */
/** Loads the page's code samples in every language (a small file per page) after hydration. */
function usePageSamples(slug: string): PageSamples | null {
  const [samples, setSamples] = useState<PageSamples | null>(null);
  useEffect(() => {
    let active = true;
    import(`@generated/openapi-reference/default/samples/${slug}.json`)
      .then((module: {default: PageSamples}) => active && setSamples(module.default))
      .catch(() => undefined); // The cURL samples stay; the other tabs keep saying they are loading.
    return () => {
      active = false;
    };
  }, [slug]);
  return samples;
}

export default function ApiReference({page}: {readonly page: ReferencePageData}): ReactNode {
  const isWebhooksPage = page.slug === 'webhooks';
  const samples = usePageSamples(page.slug);
  return (
    <PageSamplesContext.Provider value={samples}>
      <SchemasContext.Provider value={page.schemas}>
        <SchemaHomesContext.Provider value={page.schemaHomes}>
          <div className={styles.intro}>
            {page.variant?.includes('rental') === true && <p className={styles.variant}>Rental variant</p>}
            <BuildTimeHtml html={page.introHtml} />
            <p>
              {page.guide !== undefined && (
                <>
                  Guide: <Link to={`/docs/${page.guide}`}>how to use these operations step by step</Link>.{' '}
                </>
              )}
              Download the whole description as <Link to="pathname:///openapi.yaml">OpenAPI YAML</Link> or{' '}
              <Link to="pathname:///openapi.json">JSON</Link>.
            </p>
          </div>
          {page.operations.length > 0 && <EnvironmentSwitch servers={page.servers} />}
          {page.operations.map((operation) => (
            <ApiOperation key={operation.operationId} operation={operation} />
          ))}
          {page.webhooks.length > 0 && (
            <section>
              <Heading as="h2" id="events">
                {isWebhooksPage ? 'Events' : 'Webhook events'}
              </Heading>
              {isWebhooksPage && page.envelope !== undefined && (
                <section>
                  <Heading as="h3" id="event-envelope">
                    Event envelope
                  </Heading>
                  <p>
                    Every event is delivered in this envelope. <code>data.object</code> is a snapshot of the resource
                    the event is about, listed with each event below.
                  </p>
                  <SchemaViewer schema={page.envelope} anchor="event-envelope" />
                </section>
              )}
              {isWebhooksPage ? (
                byDomain(page.webhooks).map(([domain, webhooks]) => (
                  <section key={domain}>
                    <Heading as="h3" id={`events-${domain.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}>
                      {domain}
                    </Heading>
                    {webhooks.map((webhook) => (
                      <WebhookEvent key={webhook.event} webhook={webhook} />
                    ))}
                  </section>
                ))
              ) : (
                <>
                  <p>These events report changes to the resources of this topic. Each links to its payload.</p>
                  <WebhookEventList webhooks={page.webhooks} />
                </>
              )}
            </section>
          )}
        </SchemaHomesContext.Provider>
      </SchemasContext.Provider>
    </PageSamplesContext.Provider>
  );
}
