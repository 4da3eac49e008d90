/**
 * Webhook events: the list on each topic's page, grouped by domain on the page that lists them
 * all, and each event's payload details (loaded by the page when a reader opens them).
 */
import {isJsonObject, type JsonObject, type JsonValue} from './json';
import {renderMarkdown} from './markdown';
import {examplesOf, type ViewContext} from './bodies';
import {deref, firstContent, objects, resolve, strings, text} from './refs';
import {flattenAllOf} from './schema-merge';
import {SchemaViews} from './schemas';
import type {EventDomainView, WebhookDetails, WebhookView} from './types';
import {eventDomainAnchorPrefix} from './anchors';

type EventDomain = {readonly name: string; readonly resources: readonly string[]};

/** The event domains of `x-event-domains`, in order: each names the resources whose events it groups. */
function eventDomainsOf(document: JsonObject): EventDomain[] {
  return objects(document['x-event-domains']).map((domain, index) => {
    const name = text(domain['name']);
    if (name === undefined) throw new Error(`#/x-event-domains/${index}: add a \`name\``);
    return {name, resources: strings(domain['resources'])};
  });
}

/** The anchor of a domain's heading on the page that lists every event. */
function domainId(name: string): string {
  return `${eventDomainAnchorPrefix}${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** The webhook path items of the document with their POST operation. */
function webhookPosts(document: JsonObject): [string, JsonObject][] {
  const webhooks = document['webhooks'];
  if (!isJsonObject(webhooks)) return [];
  return Object.entries(webhooks).flatMap(([event, rawItem]): [string, JsonObject][] => {
    const post = deref(document, rawItem)?.['post'];
    return isJsonObject(post) ? [[event, post]] : [];
  });
}

/** The schema node of `data.object` in a webhook payload (the envelope's resource snapshot). */
function dataObjectOf(document: JsonObject, media: JsonObject): JsonValue | undefined {
  const payload = deref(document, media['schema']);
  if (payload === undefined) return undefined;
  const properties = flattenAllOf(document, payload)['properties'];
  const data = deref(document, isJsonObject(properties) ? properties['data'] : undefined);
  return isJsonObject(data?.['properties']) ? data['properties']['object'] : undefined;
}

function payloadOf(document: JsonObject, post: JsonObject): [string, JsonObject] | undefined {
  const body = deref(document, post['requestBody']);
  return body === undefined ? undefined : firstContent(body['content']);
}

/**
 * The events a page lists: those whose tags include the page's tag, or every event when `all` is
 * set, sorted by domain. An event whose resource is in no domain is an error.
 */
export function webhookViews(
  context: ViewContext,
  options: {readonly tag: string; readonly all: boolean},
  senders: ReadonlyMap<string, readonly {schema: string; from: readonly string[]; to: string}[]> = new Map(),
): {webhooks: WebhookView[]; domains: EventDomainView[]} {
  const {document} = context;
  const domains = eventDomainsOf(document);
  const webhooks: WebhookView[] = [];
  for (const [event, post] of webhookPosts(document)) {
    if (!options.all && !strings(post['tags']).includes(options.tag)) continue;
    const resource = event.split('.')[0] ?? event;
    const domain = domains.find((candidate) => candidate.resources.includes(resource));
    if (domain === undefined) {
      throw new Error(`#/webhooks/${event}: its resource "${resource}" is in no entry of \`x-event-domains\``);
    }
    const view: {-readonly [K in keyof WebhookView]: WebhookView[K]} = {
      event,
      operationId: String(post['operationId'] ?? event),
      summary: text(post['summary']) ?? event,
      descriptionHtml: renderMarkdown(text(post['description']) ?? ''),
      domain: domain.name,
    };
    const payload = payloadOf(document, post);
    const object = payload === undefined ? undefined : dataObjectOf(document, payload[1]);
    const objectName = object === undefined ? undefined : resolve(document, object)?.name;
    if (objectName !== undefined) view.objectName = objectName;
    const transitions = senders.get(event);
    if (transitions !== undefined) view.transitions = transitions;
    webhooks.push(view);
  }
  const order = domains.map((domain) => domain.name);
  webhooks.sort((a, b) => order.indexOf(a.domain) - order.indexOf(b.domain));
  const listed = new Set(webhooks.map((webhook) => webhook.domain));
  return {
    webhooks,
    domains: domains.filter((domain) => listed.has(domain.name)).map(({name}) => ({name, id: domainId(name)})),
  };
}

/** The payload details (data.object fields and example) of every webhook event, by event name. */
export function buildWebhookDetails(document: JsonObject): Record<string, WebhookDetails> {
  const out: Record<string, WebhookDetails> = {};
  const views = new SchemaViews(document);
  for (const [event, post] of webhookPosts(document)) {
    const payload = payloadOf(document, post);
    if (payload === undefined) continue;
    const [mediaType, media] = payload;
    const details: {-readonly [K in keyof WebhookDetails]: WebhookDetails[K]} = {};
    const object = dataObjectOf(document, media);
    if (object !== undefined) details.object = views.shallow(object);
    const example = examplesOf(document, media, {mediaType})[0];
    if (example !== undefined) details.example = example;
    out[event] = details;
  }
  return out;
}
