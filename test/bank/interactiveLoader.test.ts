/**
 * Loading the interactive items (decision 017): each type's checks, the hotspot image's allow-list
 * (a file with anything unsafe is refused whole, naming the item), and the start-up load that
 * includes the interactive folder in its "unchanged" hash.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { seed } from '../../graph/db/seed.ts';
import { interactiveProblems, readBank } from '../../graph/practice/bank.ts';
import { elementId, keyResponse, type MatchingData } from '../../graph/practice/interactive.ts';
import { createTestDatabase } from '../support/db.ts';
import { bankFolders, HOTSPOT_SVG, hotspotItem, matchingItem, orderingItem } from '../support/interactive.ts';

const single = {
  id: 't-1',
  text: 'Question?',
  options: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
  correctAnswer: 'Bravo',
  topic: 'Asset Security',
  difficulty: 'easy',
  explanation: 'Bravo is right. The others are not.',
  rationales: ['Incorrect: a', 'Correct: b', 'Incorrect: c', 'Incorrect: d'],
  outline: '2.1',
  tags: ['test'],
};

const svgWith = (inner: string) => HOTSPOT_SVG.replace('</svg>', `${inner}</svg>`);

describe('reading interactive items', () => {
  it('loads the three types with their type, data and key as a canonical response, and no options', () => {
    const dirs = bankFolders(
      { 'a.json': [single] },
      { 'security-operations.json': [orderingItem(), matchingItem()], 'security-operations.hotspot.json': [hotspotItem()] },
    );
    const bank = readBank(dirs.bankDir, dirs.interactiveDir);
    expect(bank.map((q) => [q.id, q.type])).toEqual([
      ['t-1', 'SINGLE_CHOICE'],
      // Files in name order: "security-operations.hotspot.json" before "security-operations.json".
      ['d7-hot-001', 'HOTSPOT'],
      ['d7-ord-001', 'ORDERING'],
      ['d7-mat-001', 'MATCHING'],
    ]);
    const [, hotspot, ordering, matching] = bank;
    expect(ordering.options).toEqual([]);
    expect(ordering.correctAnswer).toBe(
      `order:${orderingItem()
        .elements.map((e) => elementId('d7-ord-001', 'e', e))
        .join(',')}`,
    );
    expect(matching.correctAnswer).toBe(keyResponse('d7-mat-001', 'MATCHING', matching.interaction as MatchingData));
    expect(matching.correctAnswer.split(',')[0]).toBe(`match:${elementId('d7-mat-001', 'p', 'Security guard')}=${elementId('d7-mat-001', 't', 'Deterrent')}`);
    expect(hotspot.correctAnswer).toBe('region:r2');
    expect(hotspot.interaction).toMatchObject({ image: HOTSPOT_SVG, correctRegion: 'r2' });
    // A single-choice folder of its own (a test's) reads no interactive items unless told to.
    expect(readBank(dirs.bankDir).map((q) => q.id)).toEqual(['t-1']);
  });

  it('names the problems of each type', () => {
    expect(interactiveProblems(orderingItem('d7-ord-002', { elements: ['a', 'b', 'c'] }))).toEqual(['elements must be a list of 4 to 6 strings']);
    expect(interactiveProblems(orderingItem('d7-ord-002', { rationales: ['x'] }))).toEqual(['rationales must have one entry per element']);
    expect(interactiveProblems(orderingItem('d7-x-002'))).toEqual(['id must look like dN-ord-NNN']);
    expect(interactiveProblems(matchingItem('d7-mat-002', { key: [2, 2, 0] }))).toEqual(['key uses a target twice']);
    expect(interactiveProblems(matchingItem('d7-mat-002', { key: [2, 9, 0] }))).toEqual(['key must hold one target index per prompt']);
    expect(interactiveProblems(hotspotItem('d7-hot-002', { correctRegion: 'r9' }))).toEqual(['correctRegion must be the id of one of the regions']);
    expect(interactiveProblems({ ...orderingItem(), type: 'dragdrop' })).toEqual(['type must be ordering, matching or hotspot']);
    expect(interactiveProblems(orderingItem('d7-ord-002', { options: ['a'] }))).toEqual(['options and correctAnswer belong to single-choice items only']);
  });

  it.each([
    ['a script', svgWith('<script>alert(1)</script>'), /element <script> is not allowed/],
    ['a style element', svgWith('<style>rect{fill:red}</style>'), /element <style> is not allowed/],
    ['a foreignObject', svgWith('<foreignObject width="10" height="10"></foreignObject>'), /element <foreignObject> is not allowed/],
    ['an href', svgWith('<use href="#r1"/>'), /element <use> is not allowed; .*attribute href is not allowed/],
    ['an xlink:href on an allowed element', svgWith('<rect xlink:href="http://x"/>'), /attribute xlink:href is not allowed/],
    ['an event handler', HOTSPOT_SVG.replace('<rect x="20"', '<rect onclick="alert(1)" x="20"'), /attribute onclick is not allowed/],
    ['an unknown element', svgWith('<image x="1"/>'), /element <image> is not allowed/],
    ['an unknown attribute', HOTSPOT_SVG.replace('<rect x="20"', '<rect class="key" x="20"'), /attribute class is not allowed/],
    ['a style attribute', HOTSPOT_SVG.replace('<rect x="20"', '<rect style="fill:red" x="20"'), /attribute style is not allowed/],
    ['an external url in fill', HOTSPOT_SVG.replace('fill="#eee"', 'fill="url(http://evil/x)"'), /attribute fill refers to something/],
    ['a comment', svgWith('<!-- hidden -->'), /comments, CDATA/],
    ['an entity', svgWith('<text x="1" y="1" font-size="16">&ext;</text>'), /unknown entity/],
    ['a missing region', HOTSPOT_SVG.replace('data-region="r4"', ''), /no <g data-region> for r4/],
    ['an unlisted region', HOTSPOT_SVG.replace('data-region="r4"', 'data-region="r5"'), /no <g data-region> for r4; image: data-region r5 is not in regions/],
    ['small text', HOTSPOT_SVG.replace('font-size="16"', 'font-size="12"'), /font-size must be 16 or more/],
    ['a large canvas', HOTSPOT_SVG.replace('0 0 640 300', '0 0 1200 300'), /viewBox must be at most 640 by 480/],
    ['unclosed markup', HOTSPOT_SVG.replace('</svg>', ''), /<svg> is not closed/],
  ])('refuses a hotspot image with %s, naming the file and the item', (_what, image, message) => {
    const dirs = bankFolders({ 'a.json': [single] }, { 'security-operations.hotspot.json': [hotspotItem('d7-hot-001', { image })] });
    expect(() => readBank(dirs.bankDir, dirs.interactiveDir)).toThrow(/interactive\/security-operations\.hotspot\.json, question d7-hot-001: /);
    expect(() => readBank(dirs.bankDir, dirs.interactiveDir)).toThrow(message);
  });

  it('accepts the allowed markup: markers with an internal url, paths, tspans, a title', () => {
    const image = svgWith(
      '<defs><marker id="arrow" markerWidth="10" markerHeight="10" refX="5" refY="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker></defs>' +
        '<line x1="1" y1="1" x2="9" y2="9" stroke="#333" marker-end="url(#arrow)"/><text x="5" y="290" font-size="18"><tspan>A &amp; B</tspan></text><desc>Flows</desc>',
    );
    expect(interactiveProblems(hotspotItem('d7-hot-001', { image }))).toEqual([]);
  });

  it('refuses a type in a single-choice file and an id used in both folders', () => {
    const typed = bankFolders({ 'a.json': [{ ...single, type: 'ordering' }] }, {});
    expect(() => readBank(typed.bankDir, typed.interactiveDir)).toThrow(/a\.json, question t-1: single-choice items have no type/);
    const twice = bankFolders({ 'a.json': [{ ...single, id: 'd7-ord-001' }] }, { 'b.json': [orderingItem()] });
    expect(() => readBank(twice.bankDir, twice.interactiveDir)).toThrow(/question d7-ord-001: id also used in a\.json/);
  });
});

describe('the start-up load with interactive items', () => {
  it('writes them, skips an unchanged bank, and loads again when an interactive file changes', async () => {
    const db = await createTestDatabase('pglite');
    try {
      await db.prisma.answer.deleteMany();
      await db.prisma.question.deleteMany();
      const logger = pino({ level: 'silent' });
      const dirs = bankFolders(
        { 'a.json': [single] },
        { 'security-operations.json': [orderingItem(), matchingItem()], 'security-operations.hotspot.json': [hotspotItem()] },
      );
      expect(await seed(db.prisma, logger, dirs)).toEqual({ skipped: false, written: 4, retired: 0, total: 4 });
      const stored = await db.prisma.question.findUniqueOrThrow({ where: { id: 'd7-hot-001' } });
      expect(stored).toMatchObject({ type: 'HOTSPOT', options: [], correctAnswer: 'region:r2' });
      expect(stored.interaction).toEqual({ image: HOTSPOT_SVG, regions: hotspotItem().regions, correctRegion: 'r2' });
      expect(await seed(db.prisma, logger, dirs)).toEqual({ skipped: true });
      // Nothing changed: a forced load compares and writes nothing (jsonb's own key order does not count as a change).
      expect(await seed(db.prisma, logger, { ...dirs, force: true })).toEqual({ skipped: false, written: 0, retired: 0, total: 4 });

      writeFileSync(path.join(dirs.interactiveDir, 'security-operations.hotspot.json'), JSON.stringify([hotspotItem('d7-hot-001', { correctRegion: 'r3' })]));
      expect(await seed(db.prisma, logger, dirs)).toEqual({ skipped: false, written: 1, retired: 0, total: 4 });
      expect((await db.prisma.question.findUniqueOrThrow({ where: { id: 'd7-hot-001' } })).correctAnswer).toBe('region:r3');
    } finally {
      await db.close();
    }
  });
});
