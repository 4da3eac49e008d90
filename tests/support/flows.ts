/**
 * The flow pages: the pages that walk a partner through one whole checkout, request by request.
 * A flow is one section of a page. Its requests, in page order, are
 *
 * - the curl commands of its shell code blocks (read by tests/support/curl.ts, as a shell would), and
 * - its sample links: a link whose text is a method and path (`` [`POST /quotes`](/docs/quotes#create-a-quote) ``)
 *   stands for the curl commands of that method and path under the linked heading, the flow's own
 *   variant only (a `"variant": "rental"` body is not part of a protection flow).
 *
 * Its sequence diagram (the Mermaid block above the steps) names the same requests in the same order,
 * so a step the diagram promises and the steps leave out is noticed.
 */
import {existsSync, readFileSync} from 'node:fs';
import GithubSlugger from 'github-slugger';
import {isJsonObject, type JsonObject, type JsonValue} from '../../plugins/openapi-reference/json';
import {codeBlocksOf, type CodeBlock} from './code-blocks';
import {findOperation, toMock} from './contract';
import {curlCommands, SHELL_LANGUAGES, type CurlRequest} from './curl';

export type FlowPage = {
  readonly file: string;
  readonly variant: 'protection' | 'rental';
  /** The heading of the section that holds the flow's diagram and steps. */
  readonly section: string;
};

/** The flows partners follow in the sandbox and against the local mock. */
export const flowPages: readonly FlowPage[] = [
  {file: 'docs/flow-rental.mdx', variant: 'rental', section: 'Rental flow end to end'},
  {file: 'docs/acme-sales.mdx', variant: 'protection', section: 'Protection at the point of sale'},
];

/** One request a flow tells the reader to send. */
export type FlowStep = {
  /** Where the reader finds it: the code block, and the link that led there. */
  readonly where: string;
  readonly request: CurlRequest;
};

export type FlowReading = {
  readonly steps: FlowStep[];
  /** The requests of the sequence diagram, as `METHOD /template` in order. */
  readonly diagram: string[];
  /** The page's prose before the first step (code blocks left out): where it names what the flow starts from. */
  readonly preamble: string;
  /** The flow section's prose, code blocks left out. */
  readonly prose: string;
  /** The Mermaid arrows of its diagram that are events (`A--)W: …`), not requests or answers. */
  readonly events: number;
  /** What could not be read: a link to no heading, a heading without the linked request. */
  readonly problems: string[];
};

/** Reads a page's source; the checks of the checks hand in edited copies. */
export type PageReader = (file: string) => string | undefined;

export const readPage: PageReader = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

type Heading = {readonly start: number; readonly level: number; readonly title: string; readonly id: string};

/** Source with its code blocks blanked, so a `# comment` in a sample is no heading and a `[x](y)` in JSON no link. */
function proseOf(source: string, blocks: readonly CodeBlock[]): string {
  const lines = source.split('\n');
  for (const block of blocks) {
    const closing = lines.findIndex((line, index) => index > block.line - 1 && /^\s*```\s*$/.test(line));
    for (let index = block.line - 1; index <= closing; index++) lines[index] = ' '.repeat(lines[index]?.length ?? 0);
  }
  return lines.join('\n');
}

/** The headings of a page with the ids Docusaurus gives them (`{#id}` where written, else the slug). */
function headingsOf(source: string, prose: string): Heading[] {
  const slugger = new GithubSlugger();
  const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim() ?? '';
  // The page title is its level-1 heading; a flow that is a whole page is the section under it.
  const headings: Heading[] = [{start: 0, level: 1, title, id: ''}];
  for (const match of prose.matchAll(/^(#{2,6})[ \t]+(.+?)[ \t]*$/gm)) {
    const explicit = /\{#([\w-]+)\}$/.exec(match[2] ?? '');
    const text = (match[2] ?? '')
      .replace(/\{#[\w-]+\}$/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .trim();
    headings.push({
      start: match.index,
      level: match[1]?.length ?? 2,
      title: text,
      id: explicit?.[1] ?? slugger.slug(text),
    });
  }
  return headings;
}

/** Where a heading's section ends: at the next heading of the same or a higher level. */
function sectionEnd(headings: readonly Heading[], heading: Heading, length: number): number {
  return headings.find((other) => other.start > heading.start && other.level <= heading.level)?.start ?? length;
}

const lineAt = (source: string, offset: number): number => source.slice(0, offset).split('\n').length;

/** `METHOD /a/{x}/b` of a path template, with parameter names left out, for comparing. */
export function routeKey(method: string, template: string): string {
  return `${method.toUpperCase()} ${template.replace(/\{[^}]*\}/g, '{}')}`;
}

/** The operation a request reaches, as a route key, or undefined for a host or path the document does not know. */
export function routeOf(document: JsonObject, servers: readonly string[], request: CurlRequest): string | undefined {
  const url = toMock(request.url, servers, 'http://mock.invalid');
  if (url === undefined) return undefined;
  const match = findOperation(document, request.method, new URL(url).pathname);
  return match === undefined ? undefined : routeKey(match.method, match.path);
}

function variantOf(request: CurlRequest): string | undefined {
  if (request.body?.kind !== 'text') return undefined;
  try {
    const body = JSON.parse(request.body.text) as JsonValue;
    return isJsonObject(body) && typeof body['variant'] === 'string' ? body['variant'] : undefined;
  } catch {
    return undefined;
  }
}

/** The code block a `@name` in a curl command sends: titled `name` or `… (name)`, the nearest after it first. */
function fileBlock(blocks: readonly CodeBlock[], from: CodeBlock, name: string): CodeBlock | undefined {
  const titled = blocks.filter((block) => block.title === name || block.title.endsWith(`(${name})`));
  return titled.find((block) => block.line > from.line) ?? titled.reverse().find((block) => block.line < from.line);
}

/** The prose of the section under the heading with this id, or undefined without one. */
export function sectionProse(file: string, id: string, read: PageReader = readPage): string | undefined {
  const page = loadPage(file, read);
  const heading = page?.headings.find((candidate) => candidate.id === id);
  if (page === undefined || heading === undefined) return undefined;
  return page.prose.slice(heading.start, sectionEnd(page.headings, heading, page.source.length));
}

type Page = {
  readonly file: string;
  readonly source: string;
  readonly blocks: CodeBlock[];
  readonly prose: string;
  readonly headings: Heading[];
};

function loadPage(file: string, read: PageReader): Page | undefined {
  const source = read(file);
  if (source === undefined) return undefined;
  const blocks = codeBlocksOf(file, source);
  const prose = proseOf(source, blocks);
  return {file, source, blocks, prose, headings: headingsOf(source, prose)};
}

/** The curl commands of the page's shell blocks between two offsets, in order, each with its block. */
function commandsIn(page: Page, from: number, to: number): {block: CodeBlock; request: CurlRequest}[] {
  const out: {block: CodeBlock; request: CurlRequest}[] = [];
  const env = new Map<string, string>();
  for (const block of page.blocks) {
    const offset = page.source
      .split('\n')
      .slice(0, block.line - 1)
      .join('\n').length;
    if (offset < from || offset >= to || !SHELL_LANGUAGES.has(block.language)) continue;
    const requests = curlCommands(block.body, (name) => fileBlock(page.blocks, block, name)?.body, env);
    out.push(...requests.map((request) => ({block, request})));
  }
  return out;
}

const offsetOfLine = (source: string, line: number): number =>
  source
    .split('\n')
    .slice(0, line - 1)
    .join('\n').length;

/**
 * The requests of a flow in page order, its diagram's requests and its preamble. `read` gives a page's
 * source (by default the file), so a test can hand in a page with a step removed or a body broken.
 */
export function readFlow(
  flow: FlowPage,
  document: JsonObject,
  servers: readonly string[],
  read: PageReader = readPage,
): FlowReading {
  const problems: string[] = [];
  const page = loadPage(flow.file, read);
  const none = {steps: [], diagram: [], preamble: '', prose: '', events: 0};
  if (page === undefined) return {...none, problems: [`${flow.file}: no such page`]};
  const heading = page.headings.find((candidate) => candidate.title === flow.section);
  if (heading === undefined) {
    return {...none, problems: [`${flow.file}: no heading "${flow.section}"`]};
  }
  const from = heading.start;
  const to = sectionEnd(page.headings, heading, page.source.length);

  const diagrams = page.blocks
    .filter((block) => block.language === 'mermaid' && offsetOfLine(page.source, block.line) >= from)
    .filter((block) => offsetOfLine(page.source, block.line) < to);
  const events = diagrams.reduce((count, block) => count + [...block.body.matchAll(/^\s*A--\)\w+:/gm)].length, 0);
  const diagram = diagrams.flatMap((block) =>
    [...block.body.matchAll(/^\s*P->>A:(.*)$/gm)].flatMap((line) =>
      [...(line[1] ?? '').matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/[^\s,]*)/g)].map((request) =>
        routeKey(request[1] ?? '', request[2] ?? ''),
      ),
    ),
  );

  type Found = {offset: number; steps: FlowStep[]};
  const found: Found[] = [];
  for (const {block, request} of commandsIn(page, from, to)) {
    const where = `${page.file}:${block.line}${block.title === '' ? '' : ` (${block.title})`}`;
    found.push({offset: offsetOfLine(page.source, block.line), steps: [{where, request}]});
  }

  const linkPattern = /\[`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`\]\(([^)\s]+)\)/g;
  for (const link of page.prose.slice(from, to).matchAll(linkPattern)) {
    const offset = from + link.index;
    const [method = '', path = '', href = ''] = link.slice(1);
    const label = `${page.file}:${lineAt(page.source, offset)}: [${method} ${path}](${href})`;
    // A link into the reference documents the operation; it is no sample to send.
    if (href.startsWith('/docs/api/')) {
      problems.push(`${label} links to the reference, not to a sample of the request`);
      continue;
    }
    const hash = href.indexOf('#');
    const target = hash < 0 ? '' : href.slice(0, hash);
    const anchor = hash < 0 ? '' : href.slice(hash + 1);
    const targetFile = target === '' ? page.file : /^\/docs\/([\w-]+)$/.exec(target)?.[1];
    const targetPage =
      targetFile === page.file
        ? page
        : targetFile === undefined
          ? undefined
          : (loadPage(`docs/${targetFile}.mdx`, read) ?? loadPage(`docs/${targetFile}.md`, read));
    const section = targetPage?.headings.find((candidate) => anchor !== '' && candidate.id === anchor);
    if (targetPage === undefined || section === undefined) {
      problems.push(`${label} leads to no heading of a guide: a sample link needs /docs/<page>#<heading>`);
      continue;
    }
    const wanted = routeKey(method, path);
    const steps = commandsIn(
      targetPage,
      section.start,
      sectionEnd(targetPage.headings, section, targetPage.source.length),
    )
      .filter(({request}) => routeOf(document, servers, request) === wanted)
      .filter(({request}) => (variantOf(request) ?? flow.variant) === flow.variant)
      .map(({block, request}) => ({
        where: `${targetPage.file}:${block.line}${block.title === '' ? '' : ` (${block.title})`}, linked from ${label}`,
        request,
      }));
    if (steps.length === 0) {
      problems.push(`${label}: "${section.title}" on ${targetPage.file} shows no ${wanted} command to copy`);
    }
    found.push({offset, steps});
  }

  const ordered = found.sort((a, b) => a.offset - b.offset);
  const first = ordered[0]?.offset ?? to;
  return {
    steps: ordered.flatMap((entry) => entry.steps),
    diagram,
    preamble: page.prose.slice(0, first),
    prose: page.prose.slice(from, to),
    events,
    problems,
  };
}
