// The site model: guides declared once in their front matter, and everything that derives from it.
// The first part checks the real docs/ against the guides the site promises; the second adds a
// guide to a copy of docs/ with front matter only and finds it wherever guides appear; the third
// shows that each front matter mistake stops the build with the file and the field.
import {copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {readGuides, sidebarGuideIds, tutorialSidebar} from '../../plugins/site-model/guides';
import {guideMapMarkdown, readingOrder, type Twin} from '../../plugins/docs-as-data/twins';
import {guidesByStage, pairOf, readingPath, sidebarParentPath} from '../../src/site/guides';
import {searchVariantValue, stages, variantLabels} from '../../src/site/model';
import {guideRoutesOf, promisedGuides} from '../routes';

const guides = readGuides('docs');

describe('the guides in docs/', () => {
  it('are exactly the guides the site promises', () => {
    expect(guides.map((guide) => guide.id).sort()).toEqual([...promisedGuides].sort());
  });

  it('put every stage on the map and give every guide one line', () => {
    for (const stage of guidesByStage(guides)) expect(stage.guides.length, stage.title).toBeGreaterThan(0);
    for (const guide of guides) expect(guide.line, guide.id).toMatch(/^\S.{10,100}\.$/);
  });

  it('start the sidebar at the introduction, and highlight a parent for each guide outside it', () => {
    expect(sidebarGuideIds(guides)[0]).toBe('intro');
    expect(sidebarGuideIds(guides)).toHaveLength(17);
    expect(sidebarParentPath(guides, '/docs/contracts-rental')).toBe('/docs/contracts');
    expect(sidebarParentPath(guides, '/docs/contracts')).toBeUndefined();
    expect(sidebarParentPath(guides, '/docs/api/contracts')).toBeUndefined();
  });

  it('pair protection and rental pages both ways', () => {
    expect(pairOf(guides, 'contracts')).toEqual({protection: 'contracts', rental: 'contracts-rental'});
    expect(pairOf(guides, 'contracts-rental')).toEqual({protection: 'contracts', rental: 'contracts-rental'});
    expect(pairOf(guides, 'quotes')).toBeUndefined();
  });

  it.each(['protection', 'rental'] as const)('walk the %s path through every guide of it once', (variant) => {
    const walked = readingPath(guides, variant);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked[0]).toBe(variant === 'protection' ? 'intro' : 'intro-rental');
    const expected = guides
      .filter((guide) => guide.variant === 'both' || guide.variant === variant)
      .filter((guide) => !(variant === 'rental' && guide.id === 'intro'))
      .map((guide) => guide.id);
    expect([...walked].sort()).toEqual([...expected].sort());
  });
});

describe('a guide added with front matter only', () => {
  const docs = mkdtempSync(path.join(tmpdir(), 'site-model-'));
  for (const file of readdirSync('docs').filter((name) => name.endsWith('.mdx'))) {
    copyFileSync(path.join('docs', file), path.join(docs, file));
  }
  writeFileSync(
    path.join(docs, 'returns-rental.mdx'),
    [
      '---',
      'title: Returns at the end of a rental',
      'description: What the customer sends back and when.',
      'guide:',
      '  variant: rental',
      '  stage: after-sale',
      '  order: 25',
      '  line: "Take a rented device back at the end of its term."',
      '  sidebar: 18',
      '---',
      '',
      'A rented device comes back to Acme when its term ends.',
      '',
    ].join('\n'),
  );
  const withFixture = readGuides(docs);
  afterAll(() => rmSync(docs, {recursive: true, force: true}));

  it('is in the sidebar, where its position puts it', () => {
    const sidebar = tutorialSidebar(withFixture, ['api/quotes']);
    expect(sidebar.slice(0, 18).at(-1)).toBe('returns-rental');
    expect(sidebar.at(-1)).toMatchObject({type: 'category', label: 'API reference', items: ['api/quotes']});
  });

  it('is on the rental reading path, after the guide before it in its stage, and not on the protection one', () => {
    const rental = readingPath(withFixture, 'rental');
    expect(rental.indexOf('returns-rental')).toBe(rental.indexOf('repair-rental') + 1);
    expect(readingPath(withFixture, 'protection')).not.toContain('returns-rental');
  });

  it('is on the guide map, in its stage, on the page and in the Markdown twin', () => {
    const stage = guidesByStage(withFixture).find((entry) => entry.title === 'After the sale');
    expect(stage?.guides.map((guide) => guide.id)).toContain('returns-rental');
    expect(guideMapMarkdown(withFixture, 'https://docs.acme.example')).toContain(
      '- [Returns at the end of a rental](https://docs.acme.example/docs/returns-rental) (Rental): Take a rented device back at the end of its term.',
    );
  });

  it('is filtered under its variant in search', () => {
    const fixture = withFixture.find((guide) => guide.id === 'returns-rental');
    expect(fixture && searchVariantValue(fixture.variant)).toBe(variantLabels.rental);
  });

  it('has its twin in reading order, and a route in the manifest', () => {
    const twin = (route: string): Twin => ({route, title: route, description: '', section: 'guide', markdown: ''});
    const ordered = readingOrder(
      [twin('/docs/returns-rental'), twin('/docs/term'), twin('/docs/intro')],
      [],
      withFixture,
    );
    expect(ordered.map((entry) => entry.route)).toEqual(['/docs/intro', '/docs/returns-rental', '/docs/term']);
    expect(guideRoutesOf(withFixture)).toContainEqual({
      path: '/docs/returns-rental',
      kind: 'guide',
      h1: 'Returns at the end of a rental',
      title: 'Returns at the end of a rental',
      inSidebar: true,
    });
  });
});

describe('front matter mistakes stop the build, naming the file and the field', () => {
  const cases: ReadonlyArray<readonly [fields: string, message: RegExp]> = [
    ['  variant: rentals', /bad\.mdx: front matter `guide\.variant` must be one of protection, rental, both/],
    ['  variant: rental\n  stage: checkout', /`guide\.stage` must be one of start, catalog/],
    ['  variant: rental\n  stage: start\n  order: first', /`guide\.order` must be a whole number/],
    ['  variant: rental\n  stage: start\n  order: 1\n  line: x\n  colour: red', /`guide\.colour` is not a guide field/],
    [
      '  variant: rental\n  stage: start\n  order: 1\n  line: A line.',
      /`guide\.parent` is needed for a guide outside the sidebar/,
    ],
    [
      '  variant: rental\n  stage: start\n  order: 1\n  line: A line.\n  sidebar: 2\n  pair: nowhere',
      /bad: pair nowhere is not a guide/,
    ],
  ];
  it.each(cases)('%s', (fields, message) => {
    const docs = mkdtempSync(path.join(tmpdir(), 'site-model-bad-'));
    try {
      writeFileSync(path.join(docs, 'bad.mdx'), `---\ntitle: Bad\nguide:\n${fields}\n---\n\nText.\n`);
      expect(() => readGuides(docs)).toThrow(message);
    } finally {
      rmSync(docs, {recursive: true, force: true});
    }
  });

  it('knows every stage the model declares', () => {
    expect(stages.map((stage) => stage.id)).toContain('after-sale');
  });
});
