/**
 * Page assembly: one reference page per API topic (tag), with its operations, webhook events,
 * the named schemas they share, the table of contents and its heading ids.
 */
import type {JsonObject} from './json';
import {renderMarkdown} from './markdown';
import {environmentsOf, operationsOf, operationView, type CanonicalProblems} from './operations';
import {strings} from './refs';
import {SchemaViews} from './schemas';
import {topicsOf} from './topics';
import type {
  CodeSample,
  OperationView,
  PageSamples,
  ReferencePageData,
  RelatedTopic,
  SchemaHome,
  SchemaRef,
  SchemaView,
  TocEntry,
} from './types';
import {lifecycleViews, transitionsByEvent} from './lifecycles';
import {webhookViews} from './webhooks';

/** Named schemas with at least this many fields (or variants) are listed once per page. */
const LARGE_SCHEMA_FIELDS = 5;

/**
 * Where each large named schema's fields are listed on a page: the first operation (in page order)
 * whose parameters, request body or responses reach it, directly or through nested fields, array
 * items and variants. Later operations link there instead of repeating the same fields, which
 * keeps pages such as Contracts (seven operations returning a contract) a fraction of the size.
 */
export function schemaHomes(
  operations: readonly OperationView[],
  schemas: Readonly<Record<string, SchemaView>>,
): Record<string, SchemaHome> {
  const homes: Record<string, SchemaHome> = {};
  const isLarge = (view: SchemaView) =>
    (view.properties?.length ?? 0) >= LARGE_SCHEMA_FIELDS || view.oneOf !== undefined;
  for (const operation of operations) {
    const reached = new Set<string>();
    const visit = (schema: SchemaRef): void => {
      if ('ref' in schema) {
        if (reached.has(schema.ref)) return;
        reached.add(schema.ref);
        const named = schemas[schema.ref];
        if (named !== undefined) visitView(named);
        return;
      }
      visitView(schema);
    };
    const visitView = (view: SchemaView): void => {
      for (const property of view.properties ?? []) visit(property.schema);
      if (view.items !== undefined) visit(view.items);
      for (const option of view.oneOf ?? []) visit(option.schema);
    };
    for (const parameter of operation.parameters) visit(parameter.schema);
    if (operation.requestBody?.schema !== undefined) visit(operation.requestBody.schema);
    for (const response of operation.responses) if (response.body?.schema !== undefined) visit(response.body.schema);
    for (const name of reached) {
      const named = schemas[name];
      if (homes[name] === undefined && named !== undefined && isLarge(named)) {
        homes[name] = {operationId: operation.operationId, summary: operation.summary};
      }
    }
  }
  return homes;
}

/**
 * Splits a page's code samples: the page keeps the cURL sample of each operation (rendered on the
 * server), and every language goes to the page's samples file, loaded in the browser.
 */
export function splitSamples(page: ReferencePageData): {page: ReferencePageData; samples: PageSamples} {
  const samples: Record<string, readonly CodeSample[]> = {};
  const operations = page.operations.map((operation) => {
    samples[operation.operationId] = operation.samples;
    return {...operation, samples: operation.samples.filter((sample) => sample.language === 'curl')};
  });
  return {page: {...page, operations}, samples};
}

type BuildOptions = {
  /** Ids of the guides in docs/: a topic's `x-guide` must name one of them. */
  readonly guides: ReadonlySet<string>;
  /** The catalogue's example of each problem code (see `canonicalProblems`). */
  readonly canonicalProblems?: CanonicalProblems;
};

/** One page of data per API topic (tag) of the document. */
export function buildReferencePages(document: JsonObject, options: BuildOptions): ReferencePageData[] {
  const topics = topicsOf(document);
  const pagesByTag = new Map(topics.map((topic) => [topic.name, topic]));
  const operations = operationsOf(document);
  const environments = environmentsOf(document);
  const lifecycles = lifecycleViews(document);
  const senders = transitionsByEvent(lifecycles);
  return topics.map((topic, index) => {
    if (topic.guide !== undefined && !options.guides.has(topic.guide)) {
      throw new Error(`#/tags/${index} (${topic.name}): x-guide "${topic.guide}" is not a guide in docs/`);
    }
    const related = topic.related.map((name): RelatedTopic => {
      const other = pagesByTag.get(name);
      if (other === undefined) throw new Error(`#/tags/${index} (${topic.name}): x-related names no tag "${name}"`);
      return other.guide === undefined ? {name, slug: other.slug} : {name, slug: other.slug, guide: other.guide};
    });
    // A topic of one variant shows that variant's examples and schema branches first.
    const preferredVariant = topic.variant.length === 1 ? topic.variant[0] : undefined;
    const views = new SchemaViews(document, preferredVariant);
    const context = {
      document,
      views,
      preferredVariant,
      pagesByTag,
      currentSlug: topic.slug,
      canonicalProblems: options.canonicalProblems ?? new Map<string, string>(),
      environments,
    };
    const pageOperations = operations
      .filter((entry) => strings(entry.operation['tags']).includes(topic.name))
      .map((entry) => operationView(entry, context));
    const allEvents = topic.eventCatalog !== undefined;
    const {webhooks, domains} = webhookViews(context, {tag: topic.name, all: allEvents}, senders);
    const pageLifecycles = topic.lifecycles.map((name) => {
      const lifecycle = lifecycles[name];
      if (lifecycle === undefined)
        throw new Error(`#/tags/${index} (${topic.name}): x-lifecycles names "${name}", a schema without x-lifecycle`);
      // The page's schemas describe each state already.
      return {...lifecycle, states: []};
    });
    const envelope: SchemaRef | undefined =
      topic.eventCatalog === undefined
        ? undefined
        : views.ref({$ref: `#/components/schemas/${topic.eventCatalog.envelope}`});
    const toc: TocEntry[] = pageOperations.map((operation): TocEntry => ({
      value: operation.summary,
      id: operation.operationId,
      level: 2,
    }));
    for (const lifecycle of pageLifecycles)
      toc.push({value: `${lifecycle.schema} lifecycle`, id: lifecycle.anchor, level: 2});
    if (webhooks.length > 0) {
      toc.push({value: allEvents ? 'Events' : 'Webhook events', id: 'events', level: 2});
      if (allEvents) {
        toc.push({value: 'Event envelope', id: 'event-envelope', level: 3});
        for (const domain of domains) toc.push({value: domain.name, id: domain.id, level: 3});
      }
    }
    const page: {-readonly [K in keyof ReferencePageData]: ReferencePageData[K]} = {
      slug: topic.slug,
      tag: topic.name,
      introHtml: renderMarkdown(topic.description),
      related,
      environments,
      operations: pageOperations,
      webhooks,
      allEvents,
      eventDomains: allEvents ? domains : [],
      schemas: views.schemas,
      schemaHomes: schemaHomes(pageOperations, views.schemas),
      toc,
    };
    if (topic.variant.length > 0) page.variant = topic.variant;
    if (topic.guide !== undefined) page.guide = topic.guide;
    if (envelope !== undefined) page.envelope = envelope;
    if (pageLifecycles.length > 0) page.lifecycles = pageLifecycles;
    return page;
  });
}
