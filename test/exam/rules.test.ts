import { describe, expect, it } from '@jest/globals';
import {
  abilityOf,
  exclusiveKeys,
  EXPOSURE_CAP,
  nextItem,
  scoreExam,
  START_THETA,
  withinExposureCap,
  type AdministeredItem,
  type PoolItem,
  type SelectionContext,
} from '../../graph/exam/cat.ts';
import { expectedInformation, GUESSING_FLOOR, LABEL_PRIOR_SD, LABEL_PRIORS, normalRandom, probability, seededRandom } from '../../graph/exam/irt.ts';
import {
  CAT_RULES,
  decide,
  decideOnTimeout,
  DOMAIN_WEIGHTS,
  domainStanding,
  drawPretestPositions,
  nextDomain,
  PASSING_THETA,
  scaledScore,
  SECONDS_PER_ITEM,
  shortenedRules,
} from '../../graph/exam/rules.ts';
import type { Domain } from '../../graph/generated/prisma/enums.ts';
import { DOMAINS } from '../../graph/practice/domains.ts';

describe('the CAT rules since April 2024', () => {
  it('are 100 to 150 items, 25 of them pretest, in 3 hours, 72 seconds an item', () => {
    expect(CAT_RULES).toEqual({ minItems: 100, maxItems: 150, pretestItems: 25, timeLimitSeconds: 10800, interactiveItems: 5 });
    expect(SECONDS_PER_ITEM * CAT_RULES.maxItems).toBe(CAT_RULES.timeLimitSeconds);
  });

  it('weigh the domains as the 2024 outline does', () => {
    expect(DOMAINS.map((d) => DOMAIN_WEIGHTS[d.domain])).toEqual([16, 10, 13, 13, 13, 12, 13, 10]);
  });

  it('keep the proportions in a shortened exam', () => {
    expect(shortenedRules(12)).toEqual({ minItems: 8, maxItems: 12, pretestItems: 2, timeLimitSeconds: 10800, interactiveItems: 0 });
    expect(shortenedRules(30).interactiveItems).toBe(1);
    // A demo of every kind in a short exam (EXAM_INTERACTIVE_ITEMS); never more than the minimum holds.
    expect(shortenedRules(12, 3).interactiveItems).toBe(3);
    expect(shortenedRules(3, 5).interactiveItems).toBe(2);
  });

  it('draw items so every prefix follows the domain weights', () => {
    const counts: Partial<Record<Domain, number>> = {};
    for (let i = 0; i < 100; i += 1) {
      const domain = nextDomain(counts);
      counts[domain] = (counts[domain] ?? 0) + 1;
    }
    for (const { domain } of DOMAINS) expect(counts[domain]).toBe(DOMAIN_WEIGHTS[domain]);
    expect(nextDomain({}, new Set<Domain>(['ASSET_SECURITY']))).toBe('ASSET_SECURITY');
  });

  it('hide 25 pretest items among the first 100', () => {
    const positions = drawPretestPositions(CAT_RULES, seededRandom(1));
    expect(new Set(positions).size).toBe(25);
    expect(Math.min(...positions)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...positions)).toBeLessThan(100);
    expect(drawPretestPositions(CAT_RULES, seededRandom(2))).not.toEqual(positions);
  });

  it('stop at 100 items only when the 95% interval clears the standard', () => {
    expect(decide(99, { theta: 2, standardError: 0.2 }, CAT_RULES)).toBe('CONTINUE');
    expect(decide(100, { theta: 0.5, standardError: 0.25 }, CAT_RULES)).toBe('PASS'); // 0.5 - 0.49 > 0
    expect(decide(100, { theta: 0.45, standardError: 0.25 }, CAT_RULES)).toBe('CONTINUE'); // 0.45 - 0.49 < 0
    expect(decide(120, { theta: -0.5, standardError: 0.25 }, CAT_RULES)).toBe('FAIL');
    expect(decide(150, { theta: 0.01, standardError: 0.3 }, CAT_RULES)).toBe('PASS');
    expect(decide(150, { theta: -0.01, standardError: 0.3 }, CAT_RULES)).toBe('FAIL');
  });

  it('score a time-out by the last-75 rule', () => {
    const above = Array.from({ length: 90 }, () => 0.3);
    expect(decideOnTimeout(99, above, CAT_RULES)).toBe('FAIL'); // short of the minimum
    expect(decideOnTimeout(115, above, CAT_RULES)).toBe('PASS');
    // One dip below the standard within the last 75 scored items fails; one before them does not.
    const dipInside = [...above];
    dipInside[20] = -0.1;
    expect(decideOnTimeout(115, dipInside, CAT_RULES)).toBe('FAIL');
    const dipBefore = [...above];
    dipBefore[10] = -0.1;
    expect(decideOnTimeout(115, dipBefore, CAT_RULES)).toBe('PASS');
  });

  it('scale the ability to 0-1000 with 700 at the standard', () => {
    expect(scaledScore(0)).toBe(700);
    expect(scaledScore(1)).toBe(850);
    expect(scaledScore(-1)).toBe(550);
    expect(scaledScore(5)).toBe(1000);
    expect(scaledScore(-9)).toBe(0);
  });

  it('report a domain above, near or below the standard', () => {
    expect(domainStanding({ theta: 0.9, standardError: 0.5 })).toBe('ABOVE');
    expect(domainStanding({ theta: 0.3, standardError: 0.5 })).toBe('NEAR');
    expect(domainStanding({ theta: -0.9, standardError: 0.5 })).toBe('BELOW');
  });
});

describe('the adaptive test', () => {
  const pool: PoolItem[] = DOMAINS.flatMap(({ domain }, d) =>
    Array.from({ length: 40 }, (_, i) => ({ id: `${d}-${i}`, domain, item: { a: 1, b: (i - 20) / 8 }, responses: i % 7 })),
  );

  it('puts pretest items in their positions, choosing the items calibration knows least', () => {
    const random = seededRandom(5);
    const first = nextItem(pool, [], [0], random)!;
    expect(first.pretest).toBe(true);
    expect(first.item.responses).toBe(0);
    const second = nextItem(pool, [], [1], random)!;
    expect(second.pretest).toBe(false);
  });

  it('targets harder items after right answers and easier after wrong ones, never repeating one', () => {
    const random = seededRandom(9);
    const run = (correct: boolean) => {
      const administered: AdministeredItem[] = [];
      for (let i = 0; i < 30; i += 1) {
        const { item } = nextItem(pool, administered, [], random)!;
        administered.push({ id: item.id, domain: item.domain, item: item.item, pretest: false, correct });
      }
      expect(new Set(administered.map((a) => a.id)).size).toBe(30);
      return administered.slice(-10).reduce((s, a) => s + a.item.b, 0) / 10;
    };
    expect(run(true)).toBeGreaterThan(1);
    expect(run(false)).toBeLessThan(-1);
  });

  it('leaves pretest answers out of the score', () => {
    const item = { a: 1, b: 0 };
    const scored: AdministeredItem[] = Array.from({ length: 20 }, (_, i) => ({
      id: `s${i}`,
      domain: 'ASSET_SECURITY',
      item,
      pretest: false,
      correct: i % 2 === 0,
    }));
    const pretestWrong: AdministeredItem[] = Array.from({ length: 10 }, (_, i) => ({
      id: `p${i}`,
      domain: 'ASSET_SECURITY',
      item,
      pretest: true,
      correct: false,
    }));
    expect(abilityOf([...scored, ...pretestWrong])).toEqual(abilityOf(scored));
    const score = scoreExam([...scored, ...pretestWrong]);
    expect(score.domains).toEqual([{ domain: 'ASSET_SECURITY', scoredItems: 20, correct: 10, standing: 'NEAR' }]);
    expect(score.scaledScore).toBe(700);
  });

  it('classifies simulated candidates far from the standard correctly', () => {
    const random = seededRandom(3);
    for (const theta of [-1.5, 1.5]) {
      const administered: AdministeredItem[] = [];
      for (let i = 0; i < 100; i += 1) {
        const { item, pretest } = nextItem(pool, administered, [], random)!;
        administered.push({ id: item.id, domain: item.domain, item: item.item, pretest, correct: random() < probability(theta, item.item) });
      }
      expect(decide(100, abilityOf(administered), CAT_RULES)).toBe(theta > 0 ? 'PASS' : 'FAIL');
    }
  });
});

describe('an exam that does not repeat itself', () => {
  const priced = (b: number) => ({ a: 1, b, c: GUESSING_FLOOR });
  const domainPool = (make: (domain: Domain, d: number) => PoolItem[]) => DOMAINS.flatMap(({ domain }, d) => make(domain, d));
  const run = (pool: PoolItem[], length: number, random: () => number, context: SelectionContext = {}, theta = 0) => {
    const administered: AdministeredItem[] = [];
    for (let i = 0; i < length; i += 1) {
      const next = nextItem(pool, administered, [], random, context);
      if (!next) break;
      administered.push({
        id: next.item.id,
        domain: next.item.domain,
        item: next.item.item,
        pretest: false,
        correct: random() < probability(theta, next.item.item),
      });
    }
    return administered;
  };

  it('keeps every item within the exposure cap over many candidates, even the one item far more informative than the rest', () => {
    expect(withinExposureCap(0, 0)).toBe(true);
    expect(withinExposureCap(1, 1)).toBe(false);
    expect(withinExposureCap(1, 4)).toBe(true);
    expect(withinExposureCap(25, 99)).toBe(false);
    expect(withinExposureCap(25, 100)).toBe(true);
    const pool = domainPool((domain, d) => [
      { id: `${d}-star`, domain, item: { a: 2.5, b: -0.8, c: GUESSING_FLOOR }, difficultySe: 0.05, responses: 900 },
      ...Array.from({ length: 30 }, (_, i) => ({ id: `${d}-${i}`, domain, item: priced((i - 15) / 6), difficultySe: 0.3, responses: 100 })),
    ]);
    const random = seededRandom(21);
    const counts = new Map<string, number>();
    const exams = 100;
    for (let e = 0; e < exams; e += 1) {
      const administered = run(pool, 20, random, { exposure: { exams: e, counts } }, normalRandom(random));
      for (const a of administered) counts.set(a.id, (counts.get(a.id) ?? 0) + 1);
    }
    expect(Math.max(...counts.values()) / exams).toBeLessThanOrEqual(EXPOSURE_CAP);
    // The cap spreads the exams over the pool instead of the same few items.
    expect(counts.size).toBeGreaterThan(8 * 20);
  });

  it('leaves out the items the learner has seen while the domain has others, then falls back to them', () => {
    const pool = domainPool((domain, d) =>
      Array.from({ length: 12 }, (_, i) => ({ id: `${d}-${i}`, domain, item: priced(-0.5 + (i - 6) / 10), responses: 0 })),
    );
    // All but two items of every domain seen, the two least informative left unseen.
    const seen = new Set(pool.filter((p) => !p.id.endsWith('-0') && !p.id.endsWith('-11')).map((p) => p.id));
    for (let seed = 0; seed < 10; seed += 1) {
      const administered = run(pool, 40, seededRandom(seed), { seen });
      for (const { domain } of DOMAINS) {
        const inDomain = administered.filter((a) => a.domain === domain);
        expect(inDomain.slice(0, 2).every((a) => !seen.has(a.id))).toBe(true);
        expect(inDomain.slice(2).every((a) => seen.has(a.id))).toBe(true);
      }
      expect(administered).toHaveLength(40);
    }
  });

  it('holds at most one item of a family and never two items with one option set', () => {
    const options = (k: number) => [`first ${k}`, `second ${k}`, `third ${k}`, `fourth ${k}`];
    const pool = domainPool((domain, d) =>
      Array.from({ length: 30 }, (_, i) => ({
        id: `${d}-${i}`,
        domain,
        item: priced(-0.5),
        responses: 0,
        // Families of three; option sets shared by pairs, in another order and case.
        exclusive: exclusiveKeys({
          id: `${d}-${i}`,
          tags: ['cissp', `family:${d}-${Math.floor(i / 3)}`],
          options:
            i % 2 === 0
              ? options(d * 100 + i)
              : options(d * 100 + i - 1)
                  .reverse()
                  .map((o) => o.toUpperCase()),
        }),
      })),
    );
    expect(exclusiveKeys({ id: 'y', tags: ['family:x', 'domain'], options: ['B', 'a'] })).toEqual(['family:x', 'options:a\u0000b']);
    // The question a family was written from carries no tag: its own id is the family's, so it and its siblings exclude each other.
    expect(exclusiveKeys({ id: 'x', tags: ['domain'], options: ['C', 'd'] })).toEqual(['family:x', 'options:c\u0000d']);
    for (let seed = 0; seed < 3; seed += 1) {
      const administered = run(pool, 200, seededRandom(seed));
      const keys = administered.flatMap((a) => pool.find((p) => p.id === a.id)!.exclusive!);
      expect(new Set(keys).size).toBe(keys.length);
      expect(administered.length).toBeGreaterThan(8 * 5);
    }
  });

  it('draws as if it ranked every item by its own information, though it computes it once for items of the same parameters', () => {
    // The selection's definition, item by item: rank by expected information (ties in pool order),
    // then draw from the information window, or the five best when the window holds fewer.
    const reference = (pool: readonly PoolItem[], theta: number, random: () => number) => {
      const ranked = pool.map((item) => ({ item, info: expectedInformation(theta, item.item, item) })).sort((x, y) => y.info - x.info);
      const inWindow = ranked.filter((r) => r.info >= 0.9 * ranked[0].info);
      const draw = inWindow.length >= 5 ? inWindow : ranked.slice(0, 5);
      return draw[Math.floor(random() * draw.length)].item;
    };
    // One domain: label priors shared by many items (equal information, so pool order decides the
    // draw), some with a less certain slope, and calibrated items each with its own: windows of ties,
    // of ties and calibrated items, and of fewer than five.
    const labels = [LABEL_PRIORS.easy, LABEL_PRIORS.medium, LABEL_PRIORS.hard];
    const pool: PoolItem[] = Array.from({ length: 60 }, (_, i) => ({
      id: `q${i}`,
      domain: 'SECURITY_OPERATIONS',
      item: i % 4 === 3 ? { a: 0.6 + (i % 7) * 0.1, b: (i % 9) / 3 - 1.5, c: GUESSING_FLOOR } : { ...labels[i % 3] },
      difficultySe: i % 4 === 3 ? 0.5 : LABEL_PRIOR_SD,
      // Some label items with a slope known to within 0.3: the same a, b and c, less information.
      discriminationSe: i % 4 === 3 ? 0.1 : i % 5 === 0 ? 0.3 : undefined,
      responses: 0,
    }));
    const random = seededRandom(5);
    for (let k = 0; k < 200; k += 1) {
      // Answers to items outside the pool: they set the ability without taking any pool item.
      const administered: AdministeredItem[] = Array.from({ length: 1 + (k % 12) }, (_, i) => ({
        id: `answered-${i}`,
        domain: 'SECURITY_OPERATIONS',
        item: LABEL_PRIORS.medium,
        pretest: false,
        correct: random() < 0.3 + (k % 5) * 0.12,
      }));
      const seed = Math.floor(random() * 2 ** 31);
      expect(nextItem(pool, administered, [], seededRandom(seed))!.item.id).toBe(reference(pool, abilityOf(administered).theta, seededRandom(seed)).id);
    }
  });

  it('aims the first item below the passing standard', () => {
    // At the standard the b = 0 items are the most informative; at START_THETA the b = -0.8 ones.
    const pool = domainPool((domain, d) => Array.from({ length: 20 }, (_, i) => ({ id: `${d}-${i}`, domain, item: priced(i < 10 ? -0.8 : 0), responses: 0 })));
    expect(START_THETA).toBeLessThan(PASSING_THETA);
    for (let seed = 0; seed < 20; seed += 1) {
      expect(nextItem(pool, [], [], seededRandom(seed))!.item.item.b).toBe(-0.8);
    }
  });

  it('prefers the items whose parameters are known precisely to those known only by their label or by few answers', () => {
    const pool = domainPool((domain, d) => [
      ...Array.from({ length: 6 }, (_, i) => ({ id: `${d}-label-${i}`, domain, item: priced(-0.8), difficultySe: LABEL_PRIOR_SD, responses: 0 })),
      ...Array.from({ length: 6 }, (_, i) => ({ id: `${d}-known-${i}`, domain, item: priced(-1.1), difficultySe: 0.1, responses: 400 })),
    ]);
    expect(expectedInformation(-0.5, { a: 1, b: -0.8, c: GUESSING_FLOOR }, { difficultySe: 1 })).toBeLessThan(
      expectedInformation(-0.5, { a: 1, b: -1.1, c: GUESSING_FLOOR }, { difficultySe: 0.1 }),
    );
    for (let seed = 0; seed < 20; seed += 1) {
      expect(nextItem(pool, [], [], seededRandom(seed))!.item.id).toMatch(/known/);
    }
    // A slope known to within 0.6 counts for less than the same slope known to within 0.05.
    const steep = { a: 1.8, b: -0.8, c: GUESSING_FLOOR };
    expect(expectedInformation(-0.5, steep, { difficultySe: 0.1, discriminationSe: 0.6 })).toBeLessThan(
      expectedInformation(-0.5, steep, { difficultySe: 0.1, discriminationSe: 0.05 }),
    );
  });

  it('reads right answers with the guessing floor: a right answer on a hard item lifts the estimate less than without it', () => {
    const answer = (c: number): AdministeredItem => ({ id: 'h', domain: 'ASSET_SECURITY', item: { a: 1, b: 0.5, c }, pretest: false, correct: true });
    expect(abilityOf([answer(GUESSING_FLOOR)]).theta).toBeLessThan(abilityOf([answer(0)]).theta);
    expect(LABEL_PRIORS.hard.c).toBe(GUESSING_FLOOR);
  });
});
