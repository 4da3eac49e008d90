/**
 * Lifecycles: each schema's `x-lifecycle` (checked by the lint rule `acme/lifecycle`) turned into
 * what the pages show, a Mermaid state diagram and a transition table whose causes link to their
 * operations and whose events link to their entries on the webhooks page. Guides, reference pages,
 * webhook events and the Markdown twins all read these views, so a lifecycle is written once.
 */
import {isJsonObject, type JsonObject, type JsonValue} from './json';
import {objects, strings, text} from './refs';
import {topicsOf} from './topics';
import type {LifecycleCause, LifecycleView, TransitionView} from './types';

const listOf = (value: JsonValue | undefined): string[] => (typeof value === 'string' ? [value] : strings(value));

/** The reference page of an operation: the first of its tags that has one. */
function operationPages(document: JsonObject): Map<string, {slug: string; summary: string}> {
  const slugs = new Map(topicsOf(document).map((topic) => [topic.name, topic.slug]));
  const pages = new Map<string, {slug: string; summary: string}>();
  const paths = isJsonObject(document['paths']) ? document['paths'] : {};
  for (const item of Object.values(paths)) {
    if (!isJsonObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isJsonObject(operation) || typeof operation['operationId'] !== 'string') continue;
      const slug = strings(operation['tags'])
        .map((tag) => slugs.get(tag))
        .find((candidate) => candidate !== undefined);
      if (slug !== undefined) {
        pages.set(operation['operationId'], {slug, summary: text(operation['summary']) ?? operation['operationId']});
      }
    }
  }
  return pages;
}

/** The anchor of each event on the page listing every event: its webhook operation's id. */
function eventAnchors(document: JsonObject): Map<string, string> {
  const anchors = new Map<string, string>();
  const webhooks = isJsonObject(document['webhooks']) ? document['webhooks'] : {};
  for (const [event, item] of Object.entries(webhooks)) {
    const post = isJsonObject(item) && isJsonObject(item['post']) ? item['post'] : undefined;
    anchors.set(event, typeof post?.['operationId'] === 'string' ? post['operationId'] : event);
  }
  return anchors;
}

/** The page listing every event (the tag with `x-event-catalog`). */
function eventCatalogSlug(document: JsonObject): string {
  return topicsOf(document).find((topic) => topic.eventCatalog !== undefined)?.slug ?? 'webhooks';
}

/** A short label for a diagram edge: the operations by id, other causes by their kind. */
function edgeLabel(causes: readonly LifecycleCause[]): string {
  return causes
    .map((cause) => (cause.kind === 'operation' ? cause.operationId : cause.kind === 'time' ? 'time' : 'Acme'))
    .filter((label, index, all) => all.indexOf(label) === index)
    .join(', ');
}

/** The Mermaid state diagram of a lifecycle: `[*]` marks where a resource starts and may end. */
function lifecycleMermaid(transitions: readonly TransitionView[], final: readonly string[]): string {
  const lines = ['stateDiagram-v2'];
  for (const transition of transitions) {
    const label = edgeLabel(transition.causes);
    for (const from of transition.from.length === 0 ? ['[*]'] : transition.from) {
      lines.push(`  ${from} --> ${transition.to}${label === '' ? '' : ` : ${label}`}`);
    }
  }
  for (const state of final) lines.push(`  ${state} --> [*]`);
  return lines.join('\n');
}

/** Every lifecycle of the document, by schema name. */
export function lifecycleViews(document: JsonObject): Record<string, LifecycleView> {
  const components = isJsonObject(document['components']) ? document['components'] : {};
  const schemas = isJsonObject(components['schemas']) ? components['schemas'] : {};
  const operations = operationPages(document);
  const anchors = eventAnchors(document);
  const catalog = eventCatalogSlug(document);
  const views: Record<string, LifecycleView> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isJsonObject(schema) || !isJsonObject(schema['x-lifecycle'])) continue;
    const lifecycle = schema['x-lifecycle'];
    const property = text(lifecycle['property']) ?? 'status';
    const transitions = objects(lifecycle['transitions']).map((transition): TransitionView => {
      const causes = objects(transition['causes']).map((cause): LifecycleCause => {
        const operationId = text(cause['operation']);
        if (operationId !== undefined) {
          const page = operations.get(operationId);
          if (page === undefined)
            throw new Error(`#/components/schemas/${name}/x-lifecycle: no page lists ${operationId}`);
          return {kind: 'operation', operationId, summary: page.summary, href: `/docs/api/${page.slug}#${operationId}`};
        }
        const time = text(cause['time']);
        return time === undefined ? {kind: 'acme', text: text(cause['acme']) ?? ''} : {kind: 'time', text: time};
      });
      return {
        from: listOf(transition['from']),
        to: String(transition['to']),
        causes,
        events: listOf(transition['events']).map((event) => ({
          event,
          href: `/docs/api/${catalog}#${anchors.get(event) ?? event}`,
        })),
      };
    });
    const final = listOf(lifecycle['final']);
    const properties = isJsonObject(schema['properties']) ? schema['properties'] : {};
    const stateSchema = isJsonObject(properties[property]) ? properties[property] : {};
    const descriptions = isJsonObject(stateSchema['x-enumDescriptions']) ? stateSchema['x-enumDescriptions'] : {};
    const states = strings(stateSchema['enum']).map((state) => ({
      name: state,
      description: text(descriptions[state]) ?? '',
    }));
    views[name] = {
      schema: name,
      anchor: `lifecycle-${name.toLowerCase()}`,
      property,
      mermaid: lifecycleMermaid(transitions, final),
      final,
      states,
      transitions,
    };
  }
  return views;
}

/** For each event, the transitions that send it (schema, from, to), for the webhook pages. */
export function transitionsByEvent(
  lifecycles: Readonly<Record<string, LifecycleView>>,
): Map<string, {schema: string; from: readonly string[]; to: string}[]> {
  const byEvent = new Map<string, {schema: string; from: readonly string[]; to: string}[]>();
  for (const lifecycle of Object.values(lifecycles)) {
    for (const transition of lifecycle.transitions) {
      for (const {event} of transition.events) {
        const list = byEvent.get(event) ?? [];
        list.push({schema: lifecycle.schema, from: transition.from, to: transition.to});
        byEvent.set(event, list);
      }
    }
  }
  return byEvent;
}

/** A table cell: pipes escaped, one line. */
const cell = (value: string): string => value.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/**
 * A lifecycle as Markdown, for the Markdown twins: the transition table and the table of states. The
 * web page draws the diagram from the same transitions; a twin is read, not drawn, and the diagram's
 * source said again in 1,500 tokens of the guides' file what the table's rows say.
 */
export function lifecycleMarkdown(lifecycle: LifecycleView, siteUrl: string): string {
  const states = (list: readonly string[]) =>
    list.length === 0 ? '_new_' : list.map((state) => `\`${state}\``).join(', ');
  const rows = lifecycle.transitions.map((transition) => {
    const causes = transition.causes
      .map((cause) =>
        cause.kind === 'operation'
          ? `[${cause.summary}](${siteUrl}${cause.href})`
          : `${cause.kind === 'time' ? 'Time' : 'Acme'}: ${cause.text}`,
      )
      .join('; ');
    const events = transition.events.map(({event, href}) => `[\`${event}\`](${siteUrl}${href})`).join(', ') || 'none';
    return `| ${states(transition.from)} | \`${transition.to}\` | ${cell(causes)} | ${events} |`;
  });
  const parts = [
    `Transitions of \`${lifecycle.property}\`; final: ${states(lifecycle.final)}.`,
    ['| From | To | Cause | Events |', '| --- | --- | --- | --- |', ...rows].join('\n'),
  ];
  if (lifecycle.states.length > 0) {
    parts.push(
      [
        '| State | Meaning |',
        '| --- | --- |',
        ...lifecycle.states.map((state) => `| \`${state.name}\` | ${cell(state.description)} |`),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}
