/**
 * What the MCP server reads from the site: the Markdown twins, the sections of a twin by their
 * anchors, the operations of the reference twins and the webhook events. Everything is fetched
 * from the site the server points at (the hosted docs, or a local build) and kept for the session.
 */

/** A page's twin path (`docs/quotes.md`) from anything a user may pass: a path, a URL, a twin URL. */
export function twinPathOf(input: string): {path: string; anchor: string | undefined} {
  const trimmed = input.trim();
  if (trimmed === '') throw new Error('Give a page path such as "/docs/quotes" or a URL of the docs.');
  let pathname: string;
  let hash = '';
  if (/^https?:\/\//i.test(trimmed)) {
    const url = new URL(trimmed);
    pathname = url.pathname;
    hash = url.hash;
  } else {
    const at = trimmed.indexOf('#');
    pathname = at === -1 ? trimmed : trimmed.slice(0, at);
    hash = at === -1 ? '' : trimmed.slice(at);
  }
  pathname = `/${pathname.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
  if (/\.\.|[^\w\-./]/.test(pathname)) throw new Error(`"${input}" is not a page path of the docs.`);
  const path =
    pathname === '/' || pathname === '/index.md'
      ? 'index.md'
      : pathname.endsWith('.md')
        ? pathname.slice(1)
        : `${pathname.slice(1)}.md`;
  const anchor = hash.replace(/^#/, '');
  return {path, anchor: anchor === '' ? undefined : decodeURIComponent(anchor)};
}

/** The heading level of a line (`## …` → 2), or 0 for a line that is no heading. */
function headingLevel(line: string): number {
  return /^(#{1,6}) /.exec(line)?.[1]?.length ?? 0;
}

const anchorPattern = (id: string) => `<a id="${id.replace(/"/g, '&quot;')}"></a>`;

/**
 * The section of a twin that an anchor starts: from its heading to the next heading of the same
 * or a higher level; a field's line with the lines nested under it. Undefined when the twin has
 * no such anchor.
 */
export function sectionAt(markdown: string, id: string): string | undefined {
  const lines = markdown.split('\n');
  const marker = anchorPattern(id);
  const start = lines.findIndex((line) => line.includes(marker));
  if (start === -1) return undefined;
  const first = lines[start] ?? '';
  const level = headingLevel(first);
  let end = start + 1;
  if (level > 0) {
    let inFence = false;
    for (; end < lines.length; end += 1) {
      const line = lines[end] ?? '';
      if (/^(`{3,}|~{3,})/.test(line)) inFence = !inFence;
      if (!inFence && headingLevel(line) > 0 && headingLevel(line) <= level) break;
    }
  } else {
    // A field or parameter: its line and the more indented lines under it.
    const indent = /^\s*/.exec(first)?.[0].length ?? 0;
    while (
      end < lines.length &&
      /^\s*$/.test(lines[end] ?? '') === false &&
      (/^\s*/.exec(lines[end] ?? '')?.[0].length ?? 0) > indent
    )
      end += 1;
  }
  return lines.slice(start, end).join('\n').trim();
}

type OperationEntry = {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  /** The twin that holds it (`docs/api/acme-sales.md`). */
  readonly twin: string;
};

type EventEntry = {
  readonly event: string;
  readonly summary: string;
  readonly anchor: string;
};

/** The operations a reference twin lists: `## Summary <a id="operationId"></a>` then `` `METHOD /path` ``. */
function operationsOf(markdown: string, twin: string): OperationEntry[] {
  const found: OperationEntry[] = [];
  const pattern = /^## (.+?) <a id="([A-Za-z][A-Za-z0-9_]*)"><\/a>\n\n`([A-Z]+) ([^`]+)`$/gm;
  for (const match of markdown.matchAll(pattern)) {
    const [, summary = '', operationId = '', method = '', path = ''] = match;
    found.push({operationId, method, path, summary, twin});
  }
  return found;
}

/** The events of the webhooks twin: ``#### `type` — Summary <a id="…"></a>``. */
export function eventsOf(markdown: string): EventEntry[] {
  const pattern = /^#### `([a-z0-9_.]+)` — (.+?) <a id="([A-Za-z0-9]+)"><\/a>$/gm;
  return [...markdown.matchAll(pattern)].map(([, event = '', summary = '', anchor = '']) => ({event, summary, anchor}));
}

/** Path templates match a concrete path too: `/sales/{sale_id}` matches `/sales/sal_123`. */
export function pathMatches(template: string, path: string): boolean {
  const pattern = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(path.replace(/\?.*$/, '').replace(/\/+$/, '')) || template === path;
}

export class DocsSite {
  private readonly cache = new Map<string, Promise<string>>();
  private operations: Promise<OperationEntry[]> | undefined;

  constructor(readonly origin: string) {}

  /** A file of the site as text; a missing file is an error that names it. */
  text(path: string): Promise<string> {
    let pending = this.cache.get(path);
    if (pending === undefined) {
      pending = (async () => {
        const url = `${this.origin}/${path}`;
        let response: Response;
        try {
          response = await fetch(url, {headers: {accept: 'text/markdown, text/plain;q=0.9'}});
        } catch (error) {
          throw new Error(`Cannot reach the docs at ${this.origin}: ${(error as Error).message}`);
        }
        if (response.status === 404) throw new Error(`The docs have no page at /${path}.`);
        if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
        return response.text();
      })();
      pending.catch(() => this.cache.delete(path));
      this.cache.set(path, pending);
    }
    return pending;
  }

  /** The reference twins llms.txt lists (API reference, errors and webhook events). */
  async referenceTwins(): Promise<string[]> {
    const index = await this.text('llms.txt');
    const twins: string[] = [];
    let inReference = false;
    for (const line of index.split('\n')) {
      if (line.startsWith('## ')) inReference = line === '## API reference' || line === '## Errors and webhook events';
      const link = inReference ? /^- \[[^\]]*\]\((?:https?:\/\/[^/)]+)?\/([^)]+\.md)\)/.exec(line) : null;
      if (link?.[1] !== undefined) twins.push(link[1]);
    }
    if (twins.length === 0) throw new Error(`${this.origin}/llms.txt lists no reference pages.`);
    return twins;
  }

  /** Every operation of the reference, each once (at the first page that lists it). */
  allOperations(): Promise<OperationEntry[]> {
    this.operations ??= (async () => {
      const twins = await this.referenceTwins();
      const texts = await Promise.all(twins.map((twin) => this.text(twin)));
      const seen = new Set<string>();
      return twins.flatMap((twin, index) =>
        operationsOf(texts[index] ?? '', twin).filter((operation) => {
          if (seen.has(operation.operationId)) return false;
          seen.add(operation.operationId);
          return true;
        }),
      );
    })();
    this.operations.catch(() => (this.operations = undefined));
    return this.operations;
  }
}
