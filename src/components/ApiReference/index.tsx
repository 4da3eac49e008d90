import {downloads, searchVariantValue, type SectionLabel} from '@site/src/site/model';
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PageSamples, ReferencePageData} from '@site/plugins/openapi-reference/types';
import {PageSamplesContext} from '../CodeSamples';
import ApiOperation from '../ApiOperation';
import SearchFilters from '../SearchFilters';
import BuildTimeHtml from '../BuildTimeHtml';
import EnvironmentSwitch, {EnvironmentsContext} from '../EnvironmentSwitch';
import SchemaViewer, {SchemaHomesContext, SchemasContext} from '../SchemaViewer';
import WebhookEvent, {WebhookEventList} from '../WebhookEvent';
import Lifecycle from '../Lifecycle';
import styles from './styles.module.css';

/** Loads the page's code samples in every language (a small file per page) after hydration. */
function usePageSamples(slug: string): PageSamples | null {
  const [samples, setSamples] = useState<PageSamples | null>(null);
  useEffect(() => {
    let active = true;
    import(`@openapi-reference-data/samples/${slug}.json`)
      .then((module: {default: PageSamples}) => active && setSamples(module.default))
      .catch(() => undefined); // The cURL samples stay; the other tabs keep saying they are loading.
    return () => {
      active = false;
    };
  }, [slug]);
  return samples;
}

/**
 * A whole reference page: the topic's intro, its operations and its webhook events. Used in MDX as
 * `<ApiReference topic="…" />`: the reference plugin's remark step passes the topic's `data` (and
 * exports the page's table of contents from it, so TOC entries and heading ids agree).
 */
/**
 * The page's search filters: its section (the page that lists every event is Webhooks) and the
 * variants its tag serves (`x-variant`; a tag without it serves both).
 */
function searchFilters(page: ReferencePageData): {
  section: SectionLabel;
  variant: ReturnType<typeof searchVariantValue>;
} {
  const rental = page.variant?.includes('rental') === true;
  const protection = page.variant?.includes('protection') === true;
  return {
    section: page.allEvents ? 'Webhooks' : 'API reference',
    variant: searchVariantValue(rental === protection ? 'both' : rental ? 'rental' : 'protection'),
  };
}

export default function ApiReference({
  data: page,
}: {
  readonly topic: string;
  readonly data: ReferencePageData;
}): ReactNode {
  const samples = usePageSamples(page.slug);
  return (
    <EnvironmentsContext.Provider value={page.environments}>
      <PageSamplesContext.Provider value={samples}>
        <SchemasContext.Provider value={page.schemas}>
          <SchemaHomesContext.Provider value={page.schemaHomes}>
            <div className={styles.intro}>
              <SearchFilters {...searchFilters(page)} />
              {page.variant?.includes('rental') === true && <p className={styles.variant}>Rental variant</p>}
              <BuildTimeHtml html={page.introHtml} />
              {page.related.length > 0 && (
                <p>
                  Related topics:{' '}
                  {page.related.map((topic, index) => (
                    <React.Fragment key={topic.slug}>
                      {index > 0 && '; '}
                      <Link to={`/docs/api/${topic.slug}`}>{topic.name}</Link>
                      {topic.guide !== undefined && (
                        <>
                          {' '}
                          (
                          <Link to={`/docs/${topic.guide}`} aria-label={`${topic.name} guide`}>
                            guide
                          </Link>
                          )
                        </>
                      )}
                    </React.Fragment>
                  ))}
                  .
                </p>
              )}
              <p>
                {page.guide !== undefined && (
                  <>
                    Guide: <Link to={`/docs/${page.guide}`}>how to use these operations step by step</Link>.{' '}
                  </>
                )}
                Download the whole description as <Link to={`pathname:///${downloads.openapiYaml}`}>OpenAPI YAML</Link>{' '}
                or <Link to={`pathname:///${downloads.openapiJson}`}>JSON</Link>, or every operation as a{' '}
                <Link to={`pathname:///${downloads.postmanCollection}`}>Postman collection</Link>.
              </p>
            </div>
            {page.operations.length > 0 && <EnvironmentSwitch />}
            {page.operations.map((operation) => (
              <ApiOperation key={operation.operationId} operation={operation} />
            ))}
            {/* After the operations, so the diagram's library loads only when a reader scrolls to it. */}
            {page.lifecycles?.map((lifecycle) => (
              <section key={lifecycle.schema}>
                <Heading as="h2" id={lifecycle.anchor}>
                  {lifecycle.schema} lifecycle
                </Heading>
                <Lifecycle data={lifecycle} />
              </section>
            ))}
            {page.webhooks.length > 0 && (
              <section>
                <Heading as="h2" id="events">
                  {page.allEvents ? 'Events' : 'Webhook events'}
                </Heading>
                {page.allEvents && page.envelope !== undefined && (
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
                {page.allEvents ? (
                  page.eventDomains.map((domain) => (
                    <section key={domain.id}>
                      <Heading as="h3" id={domain.id}>
                        {domain.name}
                      </Heading>
                      {page.webhooks
                        .filter((webhook) => webhook.domain === domain.name)
                        .map((webhook) => (
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
    </EnvironmentsContext.Provider>
  );
}
