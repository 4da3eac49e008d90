/**
 * /llms.txt (an index in the llms.txt format: a Markdown list of the site's pages for tools and AI
 * assistants, each linking the page's Markdown twin) and /llms-full.txt (every twin in one file, in
 * reading order, for tools that take the whole documentation at once).
 */
import {twinPath, type Twin, type TwinSection} from './twins';

export type LlmsOptions = {
  readonly siteUrl: string;
  readonly siteTitle: string;
  readonly tagline: string;
  /** Other downloads the index lists: file name → one line on what it is. */
  readonly downloads: readonly {readonly file: string; readonly title: string; readonly about: string}[];
};

const sections: readonly {readonly title: string; readonly of: readonly TwinSection[]}[] = [
  {title: 'Start here', of: ['home']},
  {title: 'Guides', of: ['guide']},
  {title: 'API reference', of: ['reference', 'errors', 'webhooks']},
  {title: 'More pages', of: ['page']},
  {title: 'Partner updates', of: ['blog']},
];

function summary(options: LlmsOptions): string {
  return `> ${options.tagline} for Acme's Unified API V4.x: sell device protection plans and device rentals through partner channels (quotes, sales, KYC and credit checks, payments, handover, repairs, term end, webhooks). Each link below is the Markdown version of a page; append \`.md\` to any page's URL to get the same.`;
}

/** `twins` in reading order (see `readingOrder`). */
export function renderLlmsTxt(twins: readonly Twin[], options: LlmsOptions): string {
  const line = (twin: Twin) =>
    `- [${twin.title}](${options.siteUrl}/${twinPath(twin.route)})${twin.description === '' ? '' : `: ${twin.description.replace(/\s*\n\s*/g, ' ')}`}`;
  const lines = [`# ${options.siteTitle}`, '', summary(options), ''];
  for (const section of sections) {
    const entries = twins.filter((twin) => section.of.includes(twin.section));
    if (entries.length > 0) lines.push(`## ${section.title}`, ...entries.map(line), '');
  }
  lines.push(
    '## Optional',
    `- [Everything in one file](${options.siteUrl}/llms-full.txt): every page above as Markdown, in reading order.`,
    ...options.downloads.map(
      (download) => `- [${download.title}](${options.siteUrl}/${download.file}): ${download.about}`,
    ),
    '',
  );
  return lines.join('\n');
}

/** Every twin, one after another, each under a rule. */
export function renderLlmsFullTxt(twins: readonly Twin[], options: LlmsOptions): string {
  return `${[`# ${options.siteTitle}`, summary(options), ...twins.map((twin) => twin.markdown.trim())].join('\n\n---\n\n')}\n`;
}
