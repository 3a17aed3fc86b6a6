import { describe, expect, it } from '@jest/globals';
import {
  abilityPosterior,
  estimateAbilityEap,
  estimateAbilityMle,
  GUESSING_FLOOR,
  information,
  normalRandom,
  probability,
  seededRandom,
  selectMaximumInformation,
  testInformation,
  type ItemParameters,
  type ScoredResponse,
} from '../../graph/exam/irt.ts';

describe('the 2PL model', () => {
  it('gives the item characteristic curve of Baker (2001), chapter 2 (b = 1.0, a = 0.5)', () => {
    // Baker, F. (2001). The Basics of Item Response Theory, ch. 2: P(theta) at theta -3, 0, 3 is .12, .38, .73.
    const item = { a: 0.5, b: 1 };
    expect(probability(-3, item)).toBeCloseTo(0.12, 2);
    expect(probability(0, item)).toBeCloseTo(0.38, 2);
    expect(probability(3, item)).toBeCloseTo(0.73, 2);
    expect(probability(1, item)).toBe(0.5);
  });

  it('has item information a^2 P Q, largest at theta = b and equal to a^2 / 4 there', () => {
    const item = { a: 1.5, b: 0.4 };
    expect(information(0.4, item)).toBeCloseTo(2.25 / 4, 12);
    expect(information(-0.6, item)).toBeLessThan(information(0.4, item));
    expect(information(1.4, item)).toBeCloseTo(information(-0.6, item), 12);
    expect(testInformation(0.4, [item, item])).toBeCloseTo(2.25 / 2, 12);
  });
});

describe('maximum-likelihood ability', () => {
  // Baker, F. (2001). The Basics of Item Response Theory (ERIC Clearinghouse on Assessment and
  // Evaluation), chapter 5, "Ability estimation": three items (b, a) = (-1, 1.0), (0, 1.2), (1, 0.8),
  // responses right, wrong, right, a priori ability 1.0. The worked example's first iteration moves
  // the estimate to .2267 (a step of -.7733); after three iterations it settles at .3249, with a
  // standard error of 1.23.
  const items: ItemParameters[] = [
    { a: 1.0, b: -1 },
    { a: 1.2, b: 0 },
    { a: 0.8, b: 1 },
  ];
  const responses: ScoredResponse[] = [
    { item: items[0], correct: true },
    { item: items[1], correct: false },
    { item: items[2], correct: true },
  ];

  it('follows the worked example of Baker (2001), chapter 5', () => {
    expect(estimateAbilityMle(responses, { start: 1, maxIterations: 1 })!.theta).toBeCloseTo(0.2267, 4);
    const estimate = estimateAbilityMle(responses, { start: 1 })!;
    expect(estimate.theta).toBeCloseTo(0.3249, 3);
    expect(estimate.standardError).toBeCloseTo(1.23, 2);
  });

  it('matches the closed form of the Rasch model: r right of n items at b = 0 gives ln(r / (n - r))', () => {
    const item = { a: 1, b: 0 };
    const pattern = Array.from({ length: 10 }, (_, i) => ({ item, correct: i < 7 }));
    const estimate = estimateAbilityMle(pattern)!;
    expect(estimate.theta).toBeCloseTo(Math.log(7 / 3), 6);
    expect(estimate.standardError).toBeCloseTo(1 / Math.sqrt(10 * 0.7 * 0.3), 6);
  });

  it('has no estimate when every answer is right or every answer is wrong', () => {
    expect(estimateAbilityMle(responses.map((r) => ({ ...r, correct: true })))).toBeNull();
    expect(estimateAbilityMle(responses.map((r) => ({ ...r, correct: false })))).toBeNull();
  });
});

describe('expected a posteriori ability', () => {
  it('is the prior when nothing is known', () => {
    const estimate = estimateAbilityEap([], { priorMean: 0.5, priorSd: 1 });
    expect(estimate.theta).toBeCloseTo(0.5, 3);
    expect(estimate.standardError).toBeCloseTo(1, 2);
  });

  it('agrees with the maximum-likelihood estimate and its standard error when the data dominate', () => {
    const item = { a: 1, b: 0 };
    const pattern = Array.from({ length: 200 }, (_, i) => ({ item, correct: i % 10 < 7 }));
    const estimate = estimateAbilityEap(pattern, { priorSd: 100 });
    expect(estimate.theta).toBeCloseTo(Math.log(7 / 3), 2);
    expect(estimate.standardError).toBeCloseTo(1 / Math.sqrt(200 * 0.21), 2);
  });

  it('is finite for all-right patterns and shrinks towards the prior mean', () => {
    const item = { a: 1, b: 0 };
    const estimate = estimateAbilityEap([{ item, correct: true }]);
    // With a N(0, 1) prior and one right answer at b = 0 the posterior mean is E[theta P] / E[P]
    // = E[P (1 - P)] / 0.5 (Stein's identity), about 0.41: above 0, well below the MLE's infinity.
    expect(estimate.theta).toBeGreaterThan(0.35);
    expect(estimate.theta).toBeLessThan(0.47);
    expect(estimate.standardError).toBeLessThan(1);
  });

  it('recovers a known ability from simulated answers to 150 items', () => {
    const random = seededRandom(42);
    const trueTheta = 0.8;
    const pattern: ScoredResponse[] = Array.from({ length: 150 }, (_, i) => {
      const item = { a: 1 + (i % 3) * 0.2, b: ((i % 31) - 15) / 5 };
      return { item, correct: random() < probability(trueTheta, item) };
    });
    const estimate = estimateAbilityEap(pattern);
    expect(Math.abs(estimate.theta - trueTheta)).toBeLessThan(2.5 * estimate.standardError);
    expect(estimate.standardError).toBeLessThan(0.25);
  });
});

describe('the posterior kept answer by answer', () => {
  it('gives after each answer what estimateAbilityEap gives for the answers so far, to the last bit', () => {
    // The exam asks for the ability after every answer; abilityPosterior must not drift from the estimate the server makes afresh.
    const random = seededRandom(9);
    const options = { priorMean: 0.3, priorSd: 1.5, points: 61 };
    const kept = abilityPosterior(options);
    const keptDefault = abilityPosterior();
    const answers: ScoredResponse[] = [];
    expect(kept.estimate()).toEqual(estimateAbilityEap([], options));
    for (let i = 0; i < 150; i += 1) {
      // Single choice, interactive floors and a 2PL item: every kind of item an exam scores.
      const item = { a: 0.5 + random(), b: 4 * random() - 2, ...(i % 5 === 4 ? {} : { c: i % 3 === 0 ? 1 / 24 : GUESSING_FLOOR }) };
      const answer = { item, correct: random() < probability(0.4, item) };
      answers.push(answer);
      kept.add(answer);
      keptDefault.add(answer);
      expect(kept.estimate()).toEqual(estimateAbilityEap(answers, options));
      expect(keptDefault.estimate()).toEqual(estimateAbilityEap(answers));
    }
  });
});

describe('maximum-information selection', () => {
  const bank = Array.from({ length: 21 }, (_, i) => ({ item: { a: 1, b: (i - 10) / 5 }, value: i }));

  it('picks the most informative item at theta when the randomesque pool is 1', () => {
    expect(selectMaximumInformation(bank, 0.41, { randomesque: 1 })).toBe(12);
    expect(selectMaximumInformation(bank, -2, { randomesque: 1 })).toBe(0);
    const discriminating = [...bank, { item: { a: 2, b: 1.1 }, value: 99 }];
    expect(selectMaximumInformation(discriminating, 1, { randomesque: 1 })).toBe(99);
  });

  it('spreads exposure over the most informative few, and only them', () => {
    const random = seededRandom(7);
    const seen = new Map<number, number>();
    for (let draw = 0; draw < 500; draw += 1) {
      const value = selectMaximumInformation(bank, 0, { randomesque: 5, random })!;
      seen.set(value, (seen.get(value) ?? 0) + 1);
    }
    expect([...seen.keys()].sort((x, y) => x - y)).toEqual([8, 9, 10, 11, 12]);
    for (const count of seen.values()) expect(count).toBeGreaterThan(60);
  });

  it('answers undefined with no candidate', () => {
    expect(selectMaximumInformation([], 0)).toBeUndefined();
  });
});

describe('seeded randomness', () => {
  it('repeats for a seed and draws standard normals', () => {
    const first = seededRandom(3);
    const second = seededRandom(3);
    expect([first(), first()]).toEqual([second(), second()]);
    const random = seededRandom(11);
    const draws = Array.from({ length: 20000 }, () => normalRandom(random));
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    const variance = draws.reduce((s, x) => s + (x - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(variance).toBeCloseTo(1, 1);
  });
});

describe('the 3PL model (a guessing floor)', () => {
  const item = { a: 1.3, b: 0.5, c: 0.25 };

  it('never falls below the floor, and is half-way between the floor and 1 at theta = b', () => {
    expect(probability(-40, item)).toBeCloseTo(0.25, 10);
    expect(probability(40, item)).toBeCloseTo(1, 10);
    expect(probability(0.5, item)).toBeCloseTo((1 + 0.25) / 2, 12);
  });

  it('is the 2PL when c is 0', () => {
    const twoPl = { a: 1.3, b: 0.5 };
    for (const theta of [-2, -0.3, 0.5, 1.7]) {
      expect(probability(theta, { ...twoPl, c: 0 })).toBe(probability(theta, twoPl));
      expect(information(theta, { ...twoPl, c: 0 })).toBeCloseTo(information(theta, twoPl), 12);
    }
  });

  it("has its information largest where Birnbaum's formula puts it, with Lord's maximum (Lord, 1980, eq. 10-4 and 10-6)", () => {
    const { a, b, c } = item;
    const at = b + Math.log((1 + Math.sqrt(1 + 8 * c)) / 2) / a;
    const most = ((a * a) / (8 * (1 - c) ** 2)) * (1 - 20 * c - 8 * c * c + (1 + 8 * c) ** 1.5);
    expect(information(at, item)).toBeCloseTo(most, 10);
    expect(information(at - 0.05, item)).toBeLessThan(most);
    expect(information(at + 0.05, item)).toBeLessThan(most);
    // A guess carries less information than the same item without one.
    expect(most).toBeLessThan(information(b, { a, b }));
  });

  it('estimates ability by maximum likelihood at the root of the 3PL score, and EAP recovers a simulated candidate', () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ a: 1, b: -2 + (4 * i) / 59, c: 0.25 }));
    const random = seededRandom(7);
    const theta = 0.4;
    const responses = items.map((it) => ({ item: it, correct: random() < probability(theta, it) }));
    const mle = estimateAbilityMle(responses)!;
    // At the estimate the likelihood is flat: a small step either way lowers it.
    const logLikelihood = (t: number) => responses.reduce((sum, r) => sum + Math.log(r.correct ? probability(t, r.item) : 1 - probability(t, r.item)), 0);
    expect(logLikelihood(mle.theta)).toBeGreaterThan(logLikelihood(mle.theta - 0.01));
    expect(logLikelihood(mle.theta)).toBeGreaterThan(logLikelihood(mle.theta + 0.01));
    expect(Math.abs(estimateAbilityEap(responses).theta - theta)).toBeLessThan(2 * estimateAbilityEap(responses).standardError);
  });
});
