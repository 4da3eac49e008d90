/**
 * Reads the guides from their front matter. A guide is a top-level page in docs/ whose front
 * matter has a `guide` block:
 *
 *     guide:
 *       variant: rental        # protection, rental or both (read on either path)
 *       stage: start           # an integration stage of src/site/model.ts
 *       order: 30              # its place in the stage's reading order
 *       line: "One rental checkout in the sandbox, …"   # its line on the guide map
 *       sidebar: 4             # its place in the sidebar; left out for guides outside it
 *       parent: intro          # outside the sidebar: the sidebar item highlighted for it
 *       pair: intro            # the same page in the other variant, if there is one
 *
 * Everything else about guides is derived from what this returns: the sidebar (sidebars.ts), the
 * reading paths, the guide map and the variant switch (through this plugin's global data), the
 * Markdown twins' order and the tests' route manifest. A block that breaks a rule fails the build
 * with the file and the field to fix.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {stages, type Guide} from '../../src/site/model';

const guideVariants = ['protection', 'rental', 'both'] as const;
const keys = new Set(['variant', 'stage', 'order', 'line', 'sidebar', 'parent', 'pair']);

class GuideError extends Error {}

/** The front matter of a Markdown or MDX file, as YAML parses it; none is an empty object. */
export function frontMatter(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (match === null) return {};
  const value: unknown = parse(match[1] ?? '');
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function readGuide(file: string, docsDir: string): Guide | undefined {
  const data = frontMatter(file);
  const block = data['guide'];
  if (block === undefined) return undefined;
  const where = path.relative(path.dirname(docsDir), file);
  const fail = (message: string): never => {
    throw new GuideError(`${where}: front matter \`guide.${message}`);
  };
  if (typeof block !== 'object' || block === null || Array.isArray(block)) {
    throw new GuideError(`${where}: front matter \`guide\` must be a block of fields`);
  }
  const fields = block as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!keys.has(key)) fail(`${key}\` is not a guide field (known: ${[...keys].join(', ')})`);
  }
  const id = typeof data['id'] === 'string' ? data['id'] : path.basename(file).replace(/\.mdx?$/, '');
  const title = data['title'];
  if (typeof title !== 'string' || title.trim() === '') {
    throw new GuideError(`${where}: a guide needs a \`title\` in its front matter (its heading)`);
  }
  const slug = data['slug'];
  if (slug !== undefined && slug !== `/${id}`) {
    throw new GuideError(`${where}: a guide's slug must be /${id} (its id), not ${String(slug)}`);
  }
  const variant = fields['variant'];
  if (!guideVariants.includes(variant as (typeof guideVariants)[number])) {
    fail(`variant\` must be one of ${guideVariants.join(', ')}, not ${JSON.stringify(variant)}`);
  }
  const stage = fields['stage'];
  if (!stages.some((known) => known.id === stage)) {
    fail(`stage\` must be one of ${stages.map((known) => known.id).join(', ')}, not ${JSON.stringify(stage)}`);
  }
  const order = fields['order'];
  if (!Number.isInteger(order)) fail(`order\` must be a whole number, not ${JSON.stringify(order)}`);
  const line = fields['line'];
  if (typeof line !== 'string' || line.trim() === '') fail('line` must be one line of text for the guide map');
  const sidebar = fields['sidebar'];
  if (sidebar !== undefined && !(Number.isInteger(sidebar) && (sidebar as number) > 0)) {
    fail(`sidebar\` must be a position from 1, or left out, not ${JSON.stringify(sidebar)}`);
  }
  const parent = fields['parent'];
  const pair = fields['pair'];
  for (const [name, value] of [
    ['parent', parent],
    ['pair', pair],
  ] as const) {
    if (value !== undefined && typeof value !== 'string') fail(`${name}\` must be a guide id`);
  }
  if (sidebar === undefined) {
    if (parent === undefined) fail('parent` is needed for a guide outside the sidebar (the item it highlights)');
    if (data['displayed_sidebar'] !== 'tutorialSidebar') {
      throw new GuideError(
        `${where}: a guide outside the sidebar sets \`displayed_sidebar: tutorialSidebar\`, so readers keep the navigation`,
      );
    }
  } else if (parent !== undefined) {
    fail('parent` is only for guides outside the sidebar');
  }
  return {
    id,
    title: title.trim(),
    variant: variant as Guide['variant'],
    stage: stage as Guide['stage'],
    order: order as number,
    line: (line as string).trim(),
    ...(sidebar === undefined ? {} : {sidebar: sidebar as number}),
    ...(parent === undefined ? {} : {parent: parent as string}),
    ...(pair === undefined ? {} : {pair: pair as string}),
  };
}

/** The rules between guides: references resolve, pairs are mutual, positions are unique. */
function checkTogether(guides: readonly Guide[]): void {
  const byId = new Map(guides.map((guide) => [guide.id, guide]));
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const guide of guides) {
    const place = `${guide.stage}/${guide.order}`;
    const other = seen.get(place);
    if (other !== undefined) problems.push(`${guide.id} and ${other} share stage ${guide.stage}, order ${guide.order}`);
    seen.set(place, guide.id);
    if (guide.sidebar !== undefined) {
      const twin = guides.find((candidate) => candidate !== guide && candidate.sidebar === guide.sidebar);
      if (twin !== undefined) problems.push(`${guide.id} and ${twin.id} both have sidebar position ${guide.sidebar}`);
    }
    if (guide.parent !== undefined) {
      const parent = byId.get(guide.parent);
      if (parent === undefined) problems.push(`${guide.id}: parent ${guide.parent} is not a guide`);
      else if (parent.sidebar === undefined) problems.push(`${guide.id}: parent ${guide.parent} is not in the sidebar`);
    }
    if (guide.pair !== undefined) {
      const pair = byId.get(guide.pair);
      if (pair === undefined) problems.push(`${guide.id}: pair ${guide.pair} is not a guide`);
      else if (pair.pair !== guide.id)
        problems.push(`${guide.id}: pair ${guide.pair} does not name it back as its pair`);
      else if ((guide.variant === 'rental') === (pair.variant === 'rental')) {
        problems.push(`${guide.id}: of a pair, exactly one guide is the rental one (${guide.pair} is the other)`);
      }
    }
  }
  if (problems.length > 0) throw new GuideError(`guides in docs/ do not fit together:\n  ${problems.join('\n  ')}`);
}

/** Every guide in `docsDir`, in reading order (stage, then order within the stage). */
export function readGuides(docsDir: string): Guide[] {
  const files = readdirSync(docsDir, {withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(docsDir, entry.name))
    .sort();
  const guides = files.flatMap((file) => readGuide(file, docsDir) ?? []);
  const stageIndex = (guide: Guide) => stages.findIndex((stage) => stage.id === guide.stage);
  guides.sort((a, b) => stageIndex(a) - stageIndex(b) || a.order - b.order);
  checkTogether(guides);
  return guides;
}

/** The sidebar's guide ids, in sidebar order. */
export function sidebarGuideIds(guides: readonly Guide[]): string[] {
  return guides
    .filter((guide) => guide.sidebar !== undefined)
    .sort((a, b) => (a.sidebar ?? 0) - (b.sidebar ?? 0))
    .map((guide) => guide.id);
}

/** The docs sidebar: the guides that have a sidebar position, then the API reference category. */
export function tutorialSidebar(guides: readonly Guide[], referenceDocIds: readonly string[]) {
  return [
    ...sidebarGuideIds(guides),
    {
      type: 'category' as const,
      label: 'API reference',
      collapsed: true,
      link: {type: 'doc' as const, id: 'errors'},
      items: [...referenceDocIds],
    },
  ];
}
