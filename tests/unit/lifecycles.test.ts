import {readdirSync, readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';

import {isJsonObject, type JsonObject} from '../../plugins/openapi-reference/json';
import {lifecycleMarkdown, lifecycleViews} from '../../plugins/openapi-reference/lifecycles';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {buildReferencePages} from '../../plugins/openapi-reference/pages';
import type {LifecycleView, ReferencePageData} from '../../plugins/openapi-reference/types';

let document: JsonObject;
let views: Record<string, LifecycleView>;
let pages: ReferencePageData[];
const guides = readdirSync('docs').filter((name) => name.endsWith('.mdx'));

beforeAll(async () => {
  // Bundling the whole document takes a while on a busy machine.
  ({bundledDocument: document} = await loadOpenApi('openapi/openapi.yaml', {validate: false}));
  views = lifecycleViews(document);
  pages = buildReferencePages(document, {guides: new Set(guides.map((name) => name.replace(/\.mdx$/, '')))});
}, 60_000);

/** The schemas' own x-lifecycle and status enum, read straight from the document. */
function declared(name: string): {lifecycle: JsonObject; states: string[]} {
  const schemas = (document['components'] as JsonObject)['schemas'] as JsonObject;
  const schema = schemas[name] as JsonObject;
  const lifecycle = schema['x-lifecycle'] as JsonObject;
  const property = typeof lifecycle['property'] === 'string' ? lifecycle['property'] : 'status';
  const states = ((schema['properties'] as JsonObject)[property] as JsonObject)['enum'] as string[];
  return {lifecycle, states};
}

const asList = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [value as string];

describe('lifecycles drawn from x-lifecycle', () => {
  it('covers every resource with a lifecycle, the contract in both variants', () => {
    expect(Object.keys(views).sort()).toEqual(
      [
        'CatalogImport',
        'CatalogRemoval',
        'Claim',
        'CreditCheck',
        'Handover',
        'Payment',
        'PriceUpdate',
        'ProtectionContract',
        'Quote',
        'Refund',
        'RentalContract',
        'RepairOrder',
        'Return',
        'Sale',
        'StockReservation',
        'Subscription',
        'Verification',
      ].sort(),
    );
  });

  it('draws exactly the declared transitions and final states, and lists exactly the enum', () => {
    for (const [name, view] of Object.entries(views)) {
      const {lifecycle, states} = declared(name);
      expect(
        view.states.map((state) => state.name),
        name,
      ).toEqual(states);
      const edges = (lifecycle['transitions'] as JsonObject[]).flatMap((transition) =>
        (asList(transition['from']).length === 0 ? ['[*]'] : asList(transition['from'])).map(
          (from) => `${from} --> ${String(transition['to'])}`,
        ),
      );
      const finals = asList(lifecycle['final']).map((state) => `${state} --> [*]`);
      const drawn = view.mermaid
        .split('\n')
        .slice(1)
        .map((line) => line.trim().replace(/ : .*$/, ''));
      expect(view.mermaid.split('\n')[0], name).toBe('stateDiagram-v2');
      expect(drawn, name).toEqual([...edges, ...finals]);
    }
  });

  it('links each cause to the page that documents its operation, and each event to its entry', () => {
    const operationsOn = new Map(
      pages.map((page) => [page.slug, new Set(page.operations.map((op) => op.operationId))]),
    );
    const events = pages.find((page) => page.allEvents)?.webhooks ?? [];
    const anchors = new Map(events.map((webhook) => [webhook.operationId, webhook.event]));
    for (const view of Object.values(views)) {
      for (const transition of view.transitions) {
        for (const cause of transition.causes) {
          if (cause.kind !== 'operation') continue;
          const [, slug, anchor] = /^\/docs\/api\/([^#]+)#(.+)$/.exec(cause.href) ?? [];
          expect(anchor, cause.href).toBe(cause.operationId);
          expect(operationsOn.get(slug ?? '')?.has(cause.operationId), cause.href).toBe(true);
        }
        for (const {event, href} of transition.events) {
          const [, anchor] = /^\/docs\/api\/webhooks#(.+)$/.exec(href) ?? [];
          expect(anchors.get(anchor ?? ''), href).toBe(event);
        }
      }
    }
  });

  it('tells on each webhook event which transitions send it', () => {
    const events = pages.find((page) => page.allEvents)?.webhooks ?? [];
    const returnDue = events.find((webhook) => webhook.event === 'contract.return_due');
    expect(returnDue?.transitions).toEqual([{schema: 'RentalContract', from: ['term_ending'], to: 'pending_return'}]);
    const terminated = events.find((webhook) => webhook.event === 'contract.terminated');
    expect(terminated?.transitions?.map((transition) => `${transition.schema}:${transition.to}`)).toEqual([
      'ProtectionContract:cancelled',
      'RentalContract:cancelled',
      'RentalContract:pending_return',
    ]);
  });

  it('writes a lifecycle for the Markdown twins as its tables: a row per transition and per state, not the diagram again', () => {
    for (const view of Object.values(views)) {
      const markdown = lifecycleMarkdown(view, 'https://docs.acme.example');
      const rows = markdown
        .split('\n')
        .filter((line) => line.startsWith('| ') && !/^\| (?:From|State|---) /.test(line));
      expect(rows.length, view.schema).toBe(view.transitions.length + view.states.length);
      expect(markdown, view.schema).not.toContain('stateDiagram');
    }
  });

  it('leaves no hand-written state diagram or state table in the guides', () => {
    const lifecycleStates = Object.values(views).map((view) => new Set(view.states.map((state) => state.name)));
    for (const name of guides) {
      const source = readFileSync(`docs/${name}`, 'utf8');
      expect(source, name).not.toMatch(/```mermaid\s+stateDiagram/);
      for (const match of source.matchAll(/<Lifecycle schema="(\w+)" \/>/g))
        expect(views[match[1] ?? '']).toBeDefined();
      // A table whose first column names three or more states of one lifecycle is a typed state list.
      for (const table of source.match(/(?:^\|.*\|\n)+/gm) ?? []) {
        const firstCells = table
          .split('\n')
          .map((row) => /^\|\s*`([a-z_]+)`/.exec(row)?.[1])
          .filter((cell): cell is string => cell !== undefined);
        const typed = lifecycleStates.some((states) => firstCells.filter((cell) => states.has(cell)).length >= 3);
        expect(typed, `${name}: a table lists states by hand:\n${table}`).toBe(false);
      }
    }
  });

  it('names, where a guide lists the statuses an event reports, exactly the states its transitions reach', () => {
    // The states each event leads to, per lifecycle; a guide may name one lifecycle's set or all of them.
    const targets = new Map<string, Map<string, Set<string>>>();
    for (const view of Object.values(views)) {
      for (const transition of view.transitions) {
        for (const {event} of transition.events) {
          const bySchema = targets.get(event) ?? new Map<string, Set<string>>();
          bySchema.set(view.schema, (bySchema.get(view.schema) ?? new Set()).add(transition.to));
          targets.set(event, bySchema);
        }
      }
    }
    const key = (states: Iterable<string>) => [...new Set(states)].sort().join(', ');
    let rows = 0;
    for (const name of guides) {
      for (const row of readFileSync(`docs/${name}`, 'utf8').matchAll(
        /^\|(?: \|)? \[`([a-z_]+\.[a-z_]+)`\]\([^)]*\) \|(.*)\|$/gm,
      )) {
        const bySchema = targets.get(row[1] ?? '');
        if (bySchema === undefined) continue;
        const all = new Set([...bySchema.values()].flatMap((states) => [...states]));
        const named = [...(row[2] ?? '').matchAll(/`([a-z_]+)`/g)]
          .map((match) => match[1] ?? '')
          .filter((s) => all.has(s));
        // Only a list of alternatives (`a`, `b` or `c`) claims to be complete; `including` does not.
        if (named.length < 2 || !/`[a-z_]+` or `[a-z_]+`/.test(row[2] ?? '')) continue;
        rows += 1;
        const allowed = [...[...bySchema.values()].map((states) => key(states)), key(all)];
        expect(allowed, `${name}: ${row[0]}`).toContain(key(named));
      }
    }
    expect(rows).toBeGreaterThan(0);
  });

  it('shows each topic its lifecycles without repeating the states the schema lists', () => {
    const rental = pages.find((page) => page.slug === 'contracts-rental');
    expect(rental?.lifecycles?.map((view) => view.schema)).toEqual(['RentalContract']);
    expect(rental?.lifecycles?.[0]?.states).toEqual([]);
    expect(rental?.toc).toContainEqual({value: 'RentalContract lifecycle', id: 'lifecycle-rentalcontract', level: 2});
    expect(isJsonObject(document['webhooks']) && 'contract.return_due' in document['webhooks']).toBe(true);
  });
});
