import { describe, expect, it } from '@jest/globals';
import { abilityOf, nextItem, scoreExam, type AdministeredItem, type PoolItem } from '../../graph/exam/cat.ts';
import { probability, seededRandom } from '../../graph/exam/irt.ts';
import {
  CAT_RULES,
  decide,
  decideOnTimeout,
  DOMAIN_WEIGHTS,
  domainStanding,
  drawPretestPositions,
  nextDomain,
  scaledScore,
  SECONDS_PER_ITEM,
  shortenedRules,
} from '../../graph/exam/rules.ts';
import type { Domain } from '../../graph/generated/prisma/enums.ts';
import { DOMAINS } from '../../graph/practice/domains.ts';

describe('the CAT rules since April 2024', () => {
  it('are 100 to 150 items, 25 of them pretest, in 3 hours, 72 seconds an item', () => {
    expect(CAT_RULES).toEqual({ minItems: 100, maxItems: 150, pretestItems: 25, timeLimitSeconds: 10800 });
    expect(SECONDS_PER_ITEM * CAT_RULES.maxItems).toBe(CAT_RULES.timeLimitSeconds);
  });

  it('weigh the domains as the 2024 outline does', () => {
    expect(DOMAINS.map((d) => DOMAIN_WEIGHTS[d.domain])).toEqual([16, 10, 13, 13, 13, 12, 13, 10]);
  });

  it('keep the proportions in a shortened exam', () => {
    expect(shortenedRules(12)).toEqual({ minItems: 8, maxItems: 12, pretestItems: 2, timeLimitSeconds: 10800 });
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
    const scored: AdministeredItem[] = Array.from({ length: 20 }, (_, i) => ({ id: `s${i}`, domain: 'ASSET_SECURITY', item, pretest: false, correct: i % 2 === 0 }));
    const pretestWrong: AdministeredItem[] = Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, domain: 'ASSET_SECURITY', item, pretest: true, correct: false }));
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
