// The reading paths (src/guides/paths.ts) against the guides in docs/ and the sidebar: every
// guide is on the map once, every guide outside the sidebar has a sidebar parent, and each
// variant's "next" chain reaches every guide of that variant exactly once.
import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {guideById, guides, readingPath, sidebarParentPath, stages, twinOf, twins} from '../../src/guides/paths';

const guideFiles = readdirSync('docs')
  .filter((name) => name.endsWith('.mdx') && name !== 'errors.mdx')
  .map((name) => name.replace(/\.mdx$/, ''))
  .sort();

const sidebarDocIds = new Set(
  (sidebars['tutorialSidebar'] as readonly unknown[]).filter((item): item is string => typeof item === 'string'),
);

function frontMatter(id: string): string {
  return readFileSync(`docs/${id}.mdx`, 'utf8').split('\n---')[0] ?? '';
}

describe('the guide map', () => {
  it('lists every guide in docs/ exactly once, and nothing else', () => {
    expect(guides.map((guide) => guide.id).sort()).toEqual(guideFiles);
    expect(guideFiles).toHaveLength(30);
  });

  it('gives every stage guides and every guide one line', () => {
    expect(stages.length).toBeGreaterThan(0);
    for (const stage of stages) expect(stage.guides.length).toBeGreaterThan(0);
    for (const guide of guides) expect(guide.line).toMatch(/^\S.{10,100}\.$/);
  });
});

describe('sidebar parents', () => {
  it('gives each guide outside the sidebar a parent in the sidebar, and no other guide one', () => {
    for (const guide of guides) {
      if (sidebarDocIds.has(guide.id)) {
        expect(guide.parent, guide.id).toBeUndefined();
      } else {
        expect(sidebarDocIds.has(guide.parent ?? ''), `${guide.id} → ${guide.parent ?? 'no parent'}`).toBe(true);
        expect(frontMatter(guide.id), guide.id).toMatch(/^displayed_sidebar: tutorialSidebar$/m);
      }
    }
  });

  it('finds the parent from the page path', () => {
    expect(sidebarParentPath('/docs/contracts-rental')).toBe('/docs/contracts');
    expect(sidebarParentPath('/docs/contracts')).toBeUndefined();
    expect(sidebarParentPath('/docs/api/contracts')).toBeUndefined();
  });
});

describe('variant twins', () => {
  it('pair a guide for both or protection with a rental guide', () => {
    expect(twins.length).toBeGreaterThan(0);
    for (const [protection, rental] of twins) {
      expect(guideById(protection)?.variant, protection).toMatch(/^(both|protection)$/);
      expect(guideById(rental)?.variant, rental).toBe('rental');
      expect(twinOf(rental)).toEqual({protection, rental});
    }
  });
});

describe.each(['protection', 'rental'] as const)('the %s reading path', (variant) => {
  it('reaches every guide of the variant exactly once, starting at its introduction', () => {
    const path = readingPath(variant);
    expect(new Set(path).size).toBe(path.length);
    expect(path[0]).toBe(variant === 'protection' ? 'intro' : 'intro-rental');
    const expected = guides
      .filter((guide) => guide.variant === 'both' || guide.variant === variant)
      // The rental path starts at its own introduction; the site's introduction links it.
      .filter((guide) => !(variant === 'rental' && guide.id === 'intro'))
      .map((guide) => guide.id);
    expect([...path].sort()).toEqual([...expected].sort());
  });
});
