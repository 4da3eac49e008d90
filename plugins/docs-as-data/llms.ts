/**
 * /llms.txt and /llms-full.txt, shaped for a coding agent's context window:
 *
 * - `llms.txt` is the index in the llms.txt layout (a `#` title, a one-paragraph summary in a block
 *   quote, notes on how the files are cut, then `##` sections of links with one line each, the
 *   last one "Optional" for what an agent may skip). It links each page's Markdown twin.
 * - `llms-full.txt` holds the home page and the guides in reading order: what an agent reads to
 *   learn the integration. The reference is one twin per topic (each page of the API reference,
 *   the error catalogue, the webhook events), loaded when a task needs it. The token budgets of
 *   both are enforced by tests/build/llms-files.test.ts.
 *
 * Which twin goes in which section is decided by `llmsSections` alone.
 */
import {twinPath, type Twin, type TwinSection} from './twins';

export type LlmsOptions = {
  readonly siteUrl: string;
  readonly siteTitle: string;
  readonly tagline: string;
  /** Other downloads the index lists: file name → one line on what it is. */
  readonly downloads: readonly {readonly file: string; readonly title: string; readonly about: string}[];
};

/** The budgets the files are held to, in tokens of gpt-tokenizer's default encoding (o200k_base). */
export const tokenBudgets = {llmsFull: 150_000, referenceFile: 60_000} as const;

type LlmsSection = {
  readonly title: string;
  /** One line under the heading, before the links (empty for none). */
  readonly about: string;
  readonly of: readonly TwinSection[];
};

/**
 * The sections of llms.txt and the twins in each, in order. `llms-full.txt` gathers the sections
 * marked `inFull`.
 */
const llmsSections: readonly (LlmsSection & {readonly inFull: boolean})[] = [
  {title: 'Start here', about: '', of: ['home'], inFull: true},
  {
    title: 'Guides',
    about: 'How to integrate, task by task, in reading order. All of them are in llms-full.txt.',
    of: ['guide'],
    inFull: true,
  },
  {
    title: 'API reference',
    about:
      'One file per topic: every operation with its parameters, request and response schemas, examples and a cURL sample.',
    of: ['reference'],
    inFull: false,
  },
  {
    title: 'Errors and webhook events',
    about: 'The problem types every operation can return, and the payload of every webhook event.',
    of: ['errors', 'webhooks'],
    inFull: false,
  },
  {title: 'Optional', about: '', of: ['page', 'blog'], inFull: false},
];

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

function summary(options: LlmsOptions): string {
  return `> ${options.tagline} for Acme's Unified API V4.x: sell device protection plans and device rentals through partner channels (quotes, sales, KYC and credit checks, payments, handover, repairs, term end, webhooks).`;
}

function notes(options: LlmsOptions): string {
  const {siteUrl} = options;
  return [
    'How the files are cut, so each fits a context window:',
    '',
    `- [llms-full.txt](${siteUrl}/llms-full.txt) holds the guides in reading order (at most ${tokenBudgets.llmsFull / 1000}k tokens): read it first.`,
    `- Each API reference topic, the error catalogue and the webhook events are a Markdown file of their own (at most ${tokenBudgets.referenceFile / 1000}k tokens each), listed below: load the one a task needs.`,
    '- Every page has a Markdown twin: add `.md` to its URL, or request the page with `Accept: text/markdown`. Links in the twins lead to other twins.',
    '- Sections, operations (by operationId), events, error codes and fields carry the anchor the web page uses, written `<a id="createSale"></a>`: cite `…/docs/api/acme-sales.md#createSale` or the page `…/docs/api/acme-sales#createSale`.',
    `- An MCP server for coding agents (search, pages, operations, webhook events): see [Use these docs with an AI agent](${siteUrl}/docs/ai-agents.md).`,
  ].join('\n');
}

/** `twins` in reading order (see `readingOrder`). */
export function renderLlmsTxt(twins: readonly Twin[], options: LlmsOptions): string {
  const line = (twin: Twin) =>
    `- [${twin.title}](${options.siteUrl}/${twinPath(twin.route)})${twin.description === '' ? '' : `: ${oneLine(twin.description)}`}`;
  const lines = [`# ${options.siteTitle}`, '', summary(options), '', notes(options), ''];
  for (const section of llmsSections) {
    const entries = twins.filter((twin) => section.of.includes(twin.section)).map(line);
    if (section.title === 'Start here') {
      entries.push(`- [All guides in one file](${options.siteUrl}/llms-full.txt): this page and every guide below.`);
    }
    if (section.title === 'Optional') {
      entries.push(
        ...options.downloads.map(
          (download) => `- [${download.title}](${options.siteUrl}/${download.file}): ${download.about}`,
        ),
      );
    }
    if (entries.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    if (section.about !== '') lines.push(section.about, '');
    lines.push(...entries, '');
  }
  return lines.join('\n');
}

/**
 * JSON examples on one line: pretty-printed, the guides' examples were more than a third of the
 * file. The guides' twins keep them as the page shows them; blocks that are not plain JSON stay.
 */
function compactJson(markdown: string): string {
  return markdown.replace(/^```json\n([\s\S]*?)\n```$/gm, (block, json: string) => {
    try {
      return `\`\`\`json\n${JSON.stringify(JSON.parse(json))}\n\`\`\``;
    } catch {
      return block;
    }
  });
}

/**
 * Sections that only point to guides: a guide's "Next steps" (the guides to read after it) and the
 * home page's "Main topics" (a link and a line for each main guide). In llms-full.txt the guides
 * follow one another in reading order, so these only repeat what the file is: about 3,200 tokens
 * together. The twins keep them.
 */
const pointerSections = /^## (?:Next steps|Main topics)\b.*\n[\s\S]*?(?=^## |(?![\s\S]))/gm;

/** The twins of the sections marked `inFull`, one after another, each under a rule. */
export function renderLlmsFullTxt(twins: readonly Twin[], options: LlmsOptions): string {
  const included = new Set(llmsSections.filter((section) => section.inFull).flatMap((section) => section.of));
  const intro = `The guides of ${options.siteTitle} in reading order, with JSON examples on one line and without the lists of guides to read next. The API reference, the error catalogue and the webhook events are one Markdown file per topic: see ${options.siteUrl}/llms.txt.`;
  return `${[
    `# ${options.siteTitle}`,
    summary(options),
    intro,
    ...twins
      .filter((twin) => included.has(twin.section))
      .map((twin) => compactJson(twin.markdown.replace(pointerSections, '').trim())),
  ].join('\n\n---\n\n')}\n`;
}
