/**
 * API topics: one per tag of the OpenAPI document, each with its reference page under /docs/api/.
 * The tags say everything about their page (`x-page-slug`, `x-variant`, `x-guide`,
 * `x-related`, `x-event-catalog`), so adding a topic is a tag plus one small MDX page. This module has no
 * dependency on the rest of the plugin: the sidebar and the test route manifest read it too.
 */
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from './json';

export type Topic = {
  /** The tag name, also the page title. */
  readonly name: string;
  /** The page's address under /docs/api/. */
  readonly slug: string;
  readonly description: string;
  readonly variant: readonly string[];
  /** The id of the guide in docs/ that explains the topic step by step. */
  readonly guide?: string;
  /** Set on the topic whose page lists every webhook event: the envelope schema's name. */
  readonly eventCatalog?: {readonly envelope: string};
  /** Names of the tags of related topics (`x-related`), linked from the page. */
  readonly related: readonly string[];
  /** Names of the schemas whose lifecycle the page shows (`x-lifecycles`). */
  readonly lifecycles: readonly string[];
};

const stringsOf = (value: JsonValue | undefined): string[] =>
  isJsonArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const asString = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The topics of a document, in the order of its tags. Tags without `x-page-slug` have no page. */
export function topicsOf(document: JsonObject): Topic[] {
  const tags = document['tags'];
  if (!isJsonArray(tags)) return [];
  return tags.filter(isJsonObject).flatMap((tag): Topic[] => {
    const name = asString(tag['name']);
    const slug = asString(tag['x-page-slug']);
    if (name === undefined || slug === undefined) return [];
    const topic: {-readonly [K in keyof Topic]: Topic[K]} = {
      name,
      slug,
      description: asString(tag['description']) ?? '',
      variant: stringsOf(tag['x-variant']),
      related: stringsOf(tag['x-related']),
      lifecycles: stringsOf(tag['x-lifecycles']),
    };
    const guide = asString(tag['x-guide']);
    if (guide !== undefined) topic.guide = guide;
    const catalog = tag['x-event-catalog'];
    const envelope = isJsonObject(catalog) ? asString(catalog['envelope']) : undefined;
    if (envelope !== undefined) topic.eventCatalog = {envelope};
    return [topic];
  });
}

/** The topics of the OpenAPI document's root file (the tags live there), read synchronously. */
export function readTopics(specPath: string): Topic[] {
  const document: unknown = parse(readFileSync(specPath, 'utf8'));
  if (!isJsonObject(document)) throw new Error(`${specPath}: expected an OpenAPI document`);
  return topicsOf(document);
}

/** The docs id of a topic's reference page. */
export function referenceDocId(topic: Pick<Topic, 'slug'>): string {
  return `api/${topic.slug}`;
}
