/**
 * The reading paths through the guides, from the guides' own front matter (plugins/site-model
 * gives it to the page as global data): which guides each variant reads in which order, the
 * pair of a guide in the other variant, and the sidebar item that stands for a guide outside the
 * sidebar. Pure functions of the guides: pages get the guides from `useGuides()` (./useGuides.ts),
 * Node code and tests from plugins/site-model/guides.ts.
 */
import {pathStart, stages, type Guide, type Variant} from './model';

/**
 * The guides a reader of `variant` walks with "next", in reading order, from the variant's start.
 * The site's introduction opens the protection path; the rental path starts at its own
 * introduction, which links back to it.
 */
export function readingPath(guides: readonly Guide[], variant: Variant): readonly string[] {
  const start = pathStart[variant];
  const other = pathStart[variant === 'protection' ? 'rental' : 'protection'];
  const rest = guides
    .filter((guide) => guide.variant === 'both' || guide.variant === variant)
    .map((guide) => guide.id)
    .filter((id) => id !== start && id !== other);
  return [start, ...rest];
}

/** The pair a guide belongs to, as its protection and rental pages. */
export function pairOf(
  guides: readonly Guide[],
  id: string,
): {readonly protection: string; readonly rental: string} | undefined {
  const guide = guides.find((candidate) => candidate.id === id);
  if (guide?.pair === undefined) return undefined;
  return guide.variant === 'rental'
    ? {protection: guide.pair, rental: guide.id}
    : {protection: guide.id, rental: guide.pair};
}

/** The stages with their guides, in reading order, for the guide map. */
export function guidesByStage(
  guides: readonly Guide[],
): ReadonlyArray<{readonly title: string; readonly guides: readonly Guide[]}> {
  return stages.map((stage) => ({title: stage.title, guides: guides.filter((guide) => guide.stage === stage.id)}));
}

/** The path of a guide. */
export function guidePath(id: string): string {
  return `/docs/${id}`;
}

/** The sidebar item to highlight on `pathname`, for a guide outside the sidebar. */
export function sidebarParentPath(guides: readonly Guide[], pathname: string): string | undefined {
  const id = pathname.replace(/^\/docs\//, '').replace(/\/$/, '');
  const parent = guides.find((guide) => guide.id === id)?.parent;
  return parent === undefined ? undefined : guidePath(parent);
}
