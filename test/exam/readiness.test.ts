/**
 * Readiness: the chance to pass with its interval, from a learner's answers (graph/exam/readiness.ts).
 * The arithmetic against hand-computed values, the minimum evidence below which it says nothing,
 * its behaviour (higher ability, more answers, domain weights, study next), then `viewer.readiness`
 * on the database: first answers only, exams counted, calibration used, one SQL statement, and the
 * personal access token scope that reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  estimateReadiness,
  MAX_ANSWERS_READ,
  readinessAnswers,
  MIN_EVIDENCE,
  normalCdf,
  PASS_CURVE_CENTRE,
  PASS_CURVE_SD,
  passCurve,
  PASS_CURVE_CENTRE_CALIBRATED,
  PASS_CURVE_SD_CALIBRATED,
  passProbabilityWithInterval,
  type ReadinessAnswer,
  type ReadinessOptions,
} from '../../graph/exam/readiness.ts';
import { readBank } from '../../graph/practice/bank.ts';
import { estimateAbilityEap, GUESSING_FLOOR, LABEL_PRIORS, normalRandom, probability, seededRandom, type ItemParameters } from '../../graph/exam/irt.ts';
import type { Domain } from '../../graph/generated/prisma/enums.ts';
import type { Question } from '../../graph/generated/prisma/client.ts';
import { DOMAINS } from '../../graph/practice/domains.ts';
import { SAMPLE_QUESTION_ID } from '../../graph/practice/sample.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { learner, statementLog } from '../practice/support.ts';
import { createToken, withBearer } from '../analytics/support.ts';

const ALL = DOMAINS.map((d) => d.domain);
/** An item at the standard without a guessing floor (2PL): half right is exactly the standard. */
const AT_STANDARD: ItemParameters = { a: 1, b: 0, c: 0 };
const NO_MINIMUM = { answers: 0, answersPerDomain: 0, maxStandardError: Infinity };

/** `perDomain` answers in each listed domain on items at the standard, `right` of them right. */
function pattern(perDomain: number, right: (domain: Domain) => number, domains: readonly Domain[] = ALL, item = AT_STANDARD): ReadinessAnswer[] {
  return domains.flatMap((domain) => Array.from({ length: perDomain }, (_, i) => ({ domain, item, correct: i < right(domain) })));
}

/**
 * A simulated learner of ability theta answering n items of the bank's labels, domains in turn, as
 * the 3PL with the guessing floor says (a four-option item is right one time in four by chance);
 * `deviation` spreads their domain abilities around theta.
 */
function simulated(
  theta: number,
  n: number,
  seed: number | (() => number),
  { deviation = 0, ageDays = () => 0 }: { deviation?: number; ageDays?: (i: number) => number } = {},
): ReadinessAnswer[] {
  const random = typeof seed === 'number' ? seededRandom(seed) : seed;
  const labels = [LABEL_PRIORS.easy, LABEL_PRIORS.medium, LABEL_PRIORS.hard].map((item) => ({ ...item, c: GUESSING_FLOOR }));
  const offsets = ALL.map(() => deviation * normalRandom(random));
  return Array.from({ length: n }, (_, i) => {
    // Items as the bank stores them: the label's (a, b), no floor; readiness adds it.
    const item = labels[i % 3];
    const d = i % ALL.length;
    return { domain: ALL[d], item: { a: item.a, b: item.b }, correct: random() < probability(theta + offsets[d], item), ageDays: ageDays(i) };
  });
}

describe('the arithmetic', () => {
  it('has the normal distribution function to 1e-7', () => {
    // Tables: Phi(0) = 0.5, Phi(1) = 0.8413447, Phi(1.959964) = 0.975, Phi(-1.281552) = 0.1.
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.8413447, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.2815516)).toBeCloseTo(0.1, 6);
  });

  it("gives the chance from the exam's pass curve and the ability's error, and the interval through the curve", () => {
    // A curve centred at the standard, SD 0.24. Ability 0.2, SE 0.1: Phi(0.2 / sqrt(0.24^2 + 0.1^2)) =
    // Phi(0.769231) = 0.779122; the ends Phi((0.2 -+ 1.28155 x 0.1) / 0.24) = 0.617665 and 0.914236 (Python, math.erf).
    const { passProbability, interval } = passProbabilityWithInterval({ theta: 0.2, standardError: 0.1 }, 0.24, 0);
    expect(passProbability).toBeCloseTo(0.779122, 5);
    expect(interval.low).toBeCloseTo(0.617665, 5);
    expect(interval.high).toBeCloseTo(0.914236, 5);
    expect(interval.level).toBe(0.8);
    // Nearly certain, the mean chance falls just below the central interval; the interval holds it.
    const sure = passProbabilityWithInterval({ theta: 1.2, standardError: 0.25 }, 0.24, 0);
    expect(sure.passProbability).toBeCloseTo(0.999733, 5);
    expect(passProbabilityWithInterval({ theta: 1.2 - 1.2815516 * 0.25, standardError: 0 }, 0.24, 0).passProbability).toBeCloseTo(0.999876, 5);
    expect(sure.interval.low).toBe(sure.passProbability);
  });

  it("takes the centre of the exam's pass curve: an exam that reads its candidates low is harder to pass than the ability says", () => {
    // The simulated exam's curve as readiness takes it (labels only), centre 0.05 above the standard,
    // SD 0.18. Ability 0.2, SE 0.1: Phi((0.2 - 0.05) / sqrt(0.18^2 + 0.1^2)) = Phi(0.728464) = 0.766835;
    // the ends Phi((0.2 -+ 1.28155 x 0.1 - 0.05) / 0.18) = 0.548297 and 0.938864 (Python, math.erf).
    expect(PASS_CURVE_CENTRE).toBe(0.05);
    expect(PASS_CURVE_SD).toBe(0.18);
    const { passProbability, interval } = passProbabilityWithInterval({ theta: 0.2, standardError: 0.1 });
    expect(passProbability).toBeCloseTo(0.766835, 5);
    expect(interval.low).toBeCloseTo(0.548297, 5);
    expect(interval.high).toBeCloseTo(0.938864, 5);
    // A learner at the curve's centre, not at the standard, is told 50%.
    expect(passProbabilityWithInterval({ theta: PASS_CURVE_CENTRE, standardError: 0.3 }).passProbability).toBeCloseTo(0.5, 6);
    // estimateReadiness uses it: 128 answers at the standard, half right (ability 0) hear less than 50%,
    // exactly Phi(-centre / sqrt(sd^2 + SE^2)).
    const atStandard = estimateReadiness(pattern(16, () => 8));
    expect(atStandard.passProbability).toBeCloseTo(normalCdf(-PASS_CURVE_CENTRE / Math.sqrt(PASS_CURVE_SD ** 2 + atStandard.standardError! ** 2)), 8);
    expect(atStandard.passProbability).toBeLessThan(0.47);
  });

  it('takes the pass curve of the bank the learner will meet: steeper and centred lower once its items are calibrated', () => {
    // The simulation's fits (readiness's reliability over five worlds, two seeds): centre 0.05 and SD 0.18
    // while the engine knows only the labels, 0.01 and 0.12 when it knows the items.
    expect(passCurve(0)).toEqual({ centre: PASS_CURVE_CENTRE, sd: expect.closeTo(PASS_CURVE_SD, 10) });
    expect(passCurve(1)).toEqual({ centre: PASS_CURVE_CENTRE_CALIBRATED, sd: expect.closeTo(PASS_CURVE_SD_CALIBRATED, 10) });
    expect(PASS_CURVE_CENTRE_CALIBRATED).toBe(0.01);
    // Half calibrated: the centres mixed, 0.01 + 0.5 x 0.04 = 0.03; the variances mixed,
    // sqrt((0.18^2 + 0.12^2) / 2) = 0.152971.
    expect(passCurve(0.5).centre).toBeCloseTo(0.03, 10);
    expect(passCurve(0.5).sd).toBeCloseTo(0.152971, 5);
    // The same answers, the items calibrated: the chance is the calibrated curve's (the ability does not move).
    for (const right of [11, 5]) {
      const labels = estimateReadiness(pattern(16, () => right));
      const calibrated = estimateReadiness(pattern(16, () => right).map((a) => ({ ...a, calibrated: true })));
      expect(calibrated.ability).toBeCloseTo(labels.ability!, 10);
      const chance = (r: typeof labels, centre: number, sd: number) => normalCdf((r.ability! - centre) / Math.sqrt(sd ** 2 + r.standardError! ** 2));
      expect(labels.passProbability).toBeCloseTo(chance(labels, PASS_CURVE_CENTRE, PASS_CURVE_SD), 10);
      expect(calibrated.passProbability).toBeCloseTo(chance(calibrated, PASS_CURVE_CENTRE_CALIBRATED, PASS_CURVE_SD_CALIBRATED), 10);
    }
  });

  it('puts a learner who gets exactly half right at the standard on items at the standard: 50% of a curve centred there, a symmetric interval', () => {
    // 16 per domain, 8 right: the posterior is symmetric about 0, so every ability is 0.
    const readiness = estimateReadiness(
      pattern(16, () => 8),
      { passCurve: { centre: 0, sd: PASS_CURVE_SD } },
    );
    expect(readiness.status).toBe('READY');
    expect(readiness.answers).toBe(128);
    expect(readiness.ability).toBeCloseTo(0, 8);
    expect(readiness.passProbability).toBeCloseTo(0.5, 7);
    expect(readiness.interval!.low + readiness.interval!.high).toBeCloseTo(1, 7);
    expect(readiness.interval!.low).toBeLessThan(0.5);
  });
});

describe('the minimum evidence', () => {
  it('says nothing below 100 answers, and how many more are needed', () => {
    // 99 answers over every domain, 9 of every 13 right: however good it looks, no number.
    const answers = pattern(13, () => 9).slice(0, 99);
    const readiness = estimateReadiness(answers);
    expect(readiness).toMatchObject({
      status: 'NOT_ENOUGH_EVIDENCE',
      answers: 99,
      answersNeeded: 1,
      domainsNeeded: [],
      ability: null,
      standardError: null,
      passProbability: null,
      interval: null,
      studyNext: [],
      narrowing: null,
    });
    for (const domain of readiness.domains) expect(domain).toMatchObject({ ability: null, standardError: null, gain: null });
    expect(estimateReadiness([])).toMatchObject({
      status: 'NOT_ENOUGH_EVIDENCE',
      answers: 0,
      answersNeeded: MIN_EVIDENCE.answers,
      domainsNeeded: ALL,
      passProbability: null,
    });
    // One more answer meets it.
    expect(estimateReadiness(pattern(13, () => 9).slice(0, 100)).status).toBe('READY');
  });

  it('wants answers in every domain', () => {
    // 200 answers, none in Software Development Security and 3 in Asset Security.
    const answers = [
      ...pattern(
        33,
        () => 20,
        ALL.filter((d) => d !== 'SOFTWARE_DEVELOPMENT_SECURITY' && d !== 'ASSET_SECURITY'),
      ),
      ...pattern(3, () => 2, ['ASSET_SECURITY']),
      ...pattern(0, () => 0, ['SOFTWARE_DEVELOPMENT_SECURITY']),
    ];
    const readiness = estimateReadiness(answers);
    expect(readiness.status).toBe('NOT_ENOUGH_EVIDENCE');
    expect(readiness.domainsNeeded).toEqual(['ASSET_SECURITY', 'SOFTWARE_DEVELOPMENT_SECURITY']);
    expect(readiness.answersNeeded).toBe(2 + 5);
    expect(readiness.passProbability).toBeNull();
  });

  it("wants a standard error no larger than the exam's own", () => {
    // 120 answers on items far too easy for the learner (all right at b = -4) tell little about them.
    const answers = pattern(15, () => 15, ALL, { a: 1, b: -4 });
    const readiness = estimateReadiness(answers);
    expect(readiness.status).toBe('NOT_ENOUGH_EVIDENCE');
    expect(readiness.domainsNeeded).toEqual([]);
    expect(readiness.answersNeeded).toBeGreaterThan(0);
    expect(readiness.passProbability).toBeNull();
    // The same number of informative answers is enough.
    expect(estimateReadiness(pattern(15, () => 12)).standardError).toBeLessThanOrEqual(MIN_EVIDENCE.maxStandardError);
  });
});

/** Over `learners` seeded learners of ability theta: the mean estimate, the share of 80% intervals holding theta, the mean chance. */
function simulateMany(theta: number, answers: number, learners: number, seed: number, deviation = 0) {
  const random = seededRandom(seed);
  let sum = 0;
  let covered = 0;
  let chance = 0;
  for (let k = 0; k < learners; k += 1) {
    const readiness = estimateReadiness(simulated(theta, answers, random, { deviation }), { minimum: NO_MINIMUM });
    sum += readiness.ability!;
    if (Math.abs(readiness.ability! - theta) <= 1.2815516 * readiness.standardError!) covered += 1;
    chance += readiness.passProbability!;
  }
  return { mean: sum / learners, coverage: covered / learners, chance: chance / learners };
}

describe('the model', () => {
  it('pools the domains into one ability: a learner strong everywhere is not shrunk to the standard', () => {
    // Eight independent N(0, 1) priors held a learner at theta = 1 with 100 answers near 0.5.
    const { mean } = simulateMany(1, 100, 200, 21);
    expect(mean).toBeGreaterThan(0.9);
    expect(mean).toBeLessThan(1.1);
  });

  it('gives 80% intervals that hold the true ability about 80% of the time, at |theta| = 1 with 100 answers', () => {
    // 400 seeded learners each side, domains spread by 0.3 around theta: the binomial SD of the share is 2 points.
    for (const theta of [-1, 1]) {
      const { coverage } = simulateMany(theta, 100, 400, theta > 0 ? 31 : 32, 0.3);
      expect(coverage).toBeGreaterThan(0.74);
      expect(coverage).toBeLessThan(0.86);
    }
  });

  it('knows a right answer can be a guess: a learner at the standard is read at the standard', () => {
    // Answers by the 3PL with a floor of 0.25: ignoring the floor told such a learner 86-94% (of a curve
    // centred at the standard). Now the ability is about 0 and the chance what the exam's curve gives it:
    // 0.05 below the curve's centre, with SE about 0.25: Phi(-0.05 / sqrt(0.18^2 + 0.25^2)), about 44%.
    const { mean, chance } = simulateMany(0, 300, 200, 41);
    expect(Math.abs(mean)).toBeLessThan(0.08);
    expect(chance).toBeGreaterThan(0.35);
    expect(chance).toBeLessThan(0.55);
  });

  it('follows a learner who improved: old answers weigh less than recent ones', () => {
    // 300 answers two to three months ago at -0.8, then 200 in the last ten days at +0.5.
    const random = seededRandom(51);
    const before = simulated(-0.8, 300, random, { ageDays: (i) => 90 - i / 10 });
    const now = simulated(0.5, 200, random, { ageDays: (i) => 10 - i / 20 });
    const readiness = estimateReadiness([...before, ...now]);
    expect(readiness.status).toBe('READY');
    const recentOnly = estimateReadiness(now);
    expect(Math.abs(readiness.ability! - recentOnly.ability!)).toBeLessThan(0.1);
    expect(readiness.ability!).toBeGreaterThan(0.2);
    // Without decay (a half-life of ages) the old answers hold the estimate near the middle.
    const undecayed = estimateReadiness([...before, ...now], { halfLifeDays: 1e9, trendPriorSd: 0 });
    expect(undecayed.ability!).toBeLessThan(0);
    // Only differences in age count: a learner who paused for a month is not forgotten.
    const paused = estimateReadiness([...before, ...now].map((a) => ({ ...a, ageDays: a.ageDays! + 30 })));
    expect(paused.ability).toBeCloseTo(readiness.ability!, 10);
    expect(paused.standardError).toBeCloseTo(readiness.standardError!, 10);
  });
});

describe('the estimate', () => {
  it("rises with the learner's ability", () => {
    const chances = [-1, -0.3, 0, 0.3, 1].map((theta) => estimateReadiness(simulated(theta, 300, 7)).passProbability!);
    for (let i = 1; i < chances.length; i += 1) expect(chances[i]).toBeGreaterThan(chances[i - 1]);
    expect(chances[0]).toBeLessThan(0.1);
    expect(chances[4]).toBeGreaterThan(0.9);
    // And with more right answers on the same items.
    const byRight = [9, 10, 11, 12].map((right) => estimateReadiness(pattern(16, () => right)).passProbability!);
    for (let i = 1; i < byRight.length; i += 1) expect(byRight[i]).toBeGreaterThan(byRight[i - 1]);
  });

  it('holds its estimate inside its interval, and the interval narrows with more answers', () => {
    let previousWidth = Infinity;
    for (const copies of [1, 2, 3]) {
      // The same pattern (9 of 16 right per domain) seen once, twice, three times.
      const readiness = estimateReadiness(pattern(16 * copies, () => 9 * copies));
      const { low, high } = readiness.interval!;
      expect(low).toBeLessThan(readiness.passProbability!);
      expect(high).toBeGreaterThan(readiness.passProbability!);
      expect(high - low).toBeLessThan(previousWidth);
      previousWidth = high - low;
    }
    for (const theta of [-0.5, 0.2, 0.8]) {
      const readiness = estimateReadiness(simulated(theta, 250, 3));
      expect(readiness.interval!.low).toBeLessThanOrEqual(readiness.passProbability!);
      expect(readiness.interval!.high).toBeGreaterThanOrEqual(readiness.passProbability!);
    }
  });

  it('weights the domains by the outline: strength in a heavy domain counts more', () => {
    const strongIn = (strong: Domain) => estimateReadiness(pattern(16, (domain) => (domain === strong ? 14 : 8)));
    const heavy = strongIn('SECURITY_AND_RISK_MANAGEMENT'); // 16%
    const light = strongIn('ASSET_SECURITY'); // 10%
    expect(heavy.passProbability!).toBeGreaterThan(light.passProbability!);
    // The exam ability is the outline-weighted sum of the domain abilities.
    for (const readiness of [heavy, light]) {
      expect(readiness.ability!).toBeCloseTo(
        readiness.domains.reduce((sum, d) => sum + (d.weight / 100) * d.ability!, 0),
        10,
      );
    }
    // Practising one domain mostly: 150 answers at 93% in it and 3 of 5 right in each other. Pooled,
    // the learner would sit far above the standard. The strong domain says something about the
    // learner as a whole (the domains share one ability), but the seven barely seen stay well below
    // it, and the answers that would narrow the interval go to them.
    const answers = [...pattern(150, () => 140, ['SECURITY_AND_RISK_MANAGEMENT']), ...pattern(5, () => 3, ALL.slice(1))];
    const lopsided = estimateReadiness(answers);
    const pooled = estimateAbilityEap(answers.map(({ item, correct }) => ({ item, correct })));
    expect(pooled.theta).toBeGreaterThan(1.5);
    expect(lopsided.ability!).toBeLessThan(pooled.theta * 0.75);
    const [strong, ...others] = lopsided.domains;
    for (const other of others) expect(other.ability!).toBeLessThan(strong.ability! - 0.8);
    expect(lopsided.narrowing!.domains).not.toContain('SECURITY_AND_RISK_MANAGEMENT');
  });

  it('names the domains with the most to gain: low ability in a heavy domain first', () => {
    // Weak (5 of 16) in Asset Security (10%) and Security Operations (13%); weaker still (3 of 16) in
    // Software Development Security (10%); 11 of 16 elsewhere.
    const right: Partial<Record<Domain, number>> = { ASSET_SECURITY: 5, SECURITY_OPERATIONS: 5, SOFTWARE_DEVELOPMENT_SECURITY: 3 };
    const readiness = estimateReadiness(pattern(16, (domain) => right[domain] ?? 11));
    // Security Operations' 13% outweighs the lower ability at 10%; the 16% of Security and Risk
    // Management, at 11 of 16, comes before Asset Security's 10% at 5 of 16 (the domains share one
    // ability, so a weak domain's 16 answers pull it only part of the way down).
    expect(readiness.studyNext.map((d) => d.domain)).toEqual(['SECURITY_OPERATIONS', 'SECURITY_AND_RISK_MANAGEMENT', 'SOFTWARE_DEVELOPMENT_SECURITY']);
    const gain = (domain: Domain) => readiness.domains.find((d) => d.domain === domain)!.gain!;
    expect(gain('SOFTWARE_DEVELOPMENT_SECURITY')).toBeGreaterThan(gain('ASSET_SECURITY'));
    expect(gain('ASSET_SECURITY')).toBeGreaterThan(gain('IDENTITY_AND_ACCESS_MANAGEMENT'));
    // Gain is weight x (1 - P(right at the standard)).
    const [first] = readiness.studyNext;
    expect(first.gain).toBeCloseTo(13 * (1 - probability(first.ability!, { a: 1, b: 0 })), 10);
    const gains = readiness.domains.map((d) => d.gain!);
    expect(Math.max(...gains)).toBe(first.gain);
  });

  it('says what would narrow the interval: about how many answers, mostly where the error is', () => {
    // 30 answers in each domain but Asset Security, which has 5.
    const answers = [
      ...simulated(0.1, 240, 61).filter((a) => a.domain !== 'ASSET_SECURITY'),
      ...simulated(0.1, 40, 62).filter((a) => a.domain === 'ASSET_SECURITY'),
    ];
    const readiness = estimateReadiness(answers);
    expect(readiness.status).toBe('READY');
    const narrowing = readiness.narrowing!;
    // The weight of Security and Risk Management (16%) and the uncertainty of Asset Security (5 answers) come first.
    expect(narrowing.domains.slice(0, 2)).toEqual(['SECURITY_AND_RISK_MANAGEMENT', 'ASSET_SECURITY']);
    expect(narrowing.answers % 5).toBe(0);
    expect(narrowing.answers).toBeGreaterThan(20);
    expect(narrowing.answers).toBeLessThan(answers.length * 2);
    expect(narrowing.interval.high - narrowing.interval.low).toBeLessThan(readiness.interval!.high - readiness.interval!.low);
    // Spread evenly, the answers go mostly to the heavy domains.
    const even = estimateReadiness(simulated(0.1, 240, 63)).narrowing!;
    expect(even.domains[0]).toBe('SECURITY_AND_RISK_MANAGEMENT');
  });
});

/**
 * Reliability, small and deterministic: seeded learners of ability theta ~ N(0, 1) (a population
 * readiness's prior covers) answer `n` distinct items of the real bank over `days` days as the 3PL
 * with the guessing floor says, improving by `gain` over that time (learning), and readiness's
 * stated chance is set against the chance the exam's pass curve gives them on exam day,
 * Phi((theta - centre) / sd), by default the curve the simulation measured, PASS_CURVE_CENTRE and
 * PASS_CURVE_SD (no exam is run: the expectation, free of the exam's binomial noise).
 * Binned by the stated chance in fifths: five times as many learners a bin as the simulation's tenths
 * for the same work, and the 10-90% bins pooled.
 */
function reliability(
  learners: number,
  n: number,
  days: number,
  gain: number,
  options: ReadinessOptions = {},
  seed = 71,
  exam = { centre: PASS_CURVE_CENTRE, sd: PASS_CURVE_SD },
) {
  const bank = readBank();
  const bins = Array.from({ length: 5 }, () => ({ stated: [] as number[], expected: [] as number[] }));
  const middle = { stated: [] as number[], expected: [] as number[] };
  let silent = 0;
  for (let k = 0; k < learners; k += 1) {
    const random = seededRandom(seed * 10_007 + k);
    const theta = normalRandom(random);
    const order = bank.map((_, i) => i);
    for (let i = 0; i < n; i += 1) {
      const j = i + Math.floor(random() * (order.length - i));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const answers = order.slice(0, n).map((index, i): ReadinessAnswer => {
      const q = bank[index];
      const label = LABEL_PRIORS[q.difficulty];
      const progress = i / (n - 1);
      return { domain: q.topic, item: label, correct: random() < probability(theta - gain * (1 - progress), label), ageDays: days * (1 - progress) };
    });
    const stated = estimateReadiness(answers, options).passProbability;
    if (stated === null) {
      silent += 1;
      continue;
    }
    const expected = normalCdf((theta - exam.centre) / exam.sd);
    for (const bin of [bins[Math.min(4, Math.floor(stated * 5))], ...(stated >= 0.1 && stated < 0.9 ? [middle] : [])]) {
      bin.stated.push(stated);
      bin.expected.push(expected);
    }
  }
  const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  // A bin misses when its gap exceeds 5 points and two standard errors of its expected mean (the
  // learners who fall in a bin are a sample too), as the simulation's goals count a miss.
  const counted = [...bins, middle]
    .filter((b) => b.stated.length >= 40)
    .map((b) => {
      const expected = mean(b.expected);
      const sd = Math.sqrt(mean(b.expected.map((x) => (x - expected) ** 2)));
      const gap = Math.abs(mean(b.stated) - expected);
      return { learners: b.stated.length, gap, missed: gap > 0.05 && gap > (2 * sd) / Math.sqrt(b.stated.length) };
    });
  return { silent, bins: counted.length, misses: counted.filter((b) => b.missed).length, largestGap: Math.max(...counted.map((b) => b.gap)) };
}

describe('reliability', () => {
  // 2,000 learners, 200 answers each over 60 days (about 3 a day): a few seconds of arithmetic.
  const LEARNERS = 2000;
  it("states a chance within 5 points of the pass curve's in every bin of 40 learners or more: a learner who improves, one who does not", () => {
    // The estimator's own reliability, as before this change: the curve centred at the standard and
    // readiness told so (the centre's own check is the next test). With the simulated centre (0.09)
    // the 60-80% fifth can read 70 -> 75: the trend's wide prior leaves the SE a little large for
    // learners who do not change, a gap at the 5-point edge (decision 009, fourth pass).
    const centred = { centre: 0, sd: PASS_CURVE_SD };
    // 8,000 learners here, not 2,000: at 2,000 the 40-60% fifth holds about 175 of them, and on the
    // bank of 2026-11-29 its gap read 7.5 points (0.503 stated against 0.427) where 8,000 read 4.2:
    // the noise of a small bin, not the estimator (the test's own two standard errors count the spread
    // of the expected chances only). 24,000 since the bank's mix moved to 16/47/37 (2026-12-01): at
    // 8,000 the 20-40% fifth (about 790 learners) read 5.02 points, at 24,000 4.45; with the next
    // seed 3.65 and 3.45. About 17 s of arithmetic.
    const learners = 12 * LEARNERS;
    for (const gain of [0, 0.3]) {
      const result = reliability(learners, 200, 60, gain, { passCurve: centred }, 71, centred);
      // A learner with a few hundred answers gets a figure, with a wide interval if need be: all
      // but the odd one whose draw of items leaves the interval too wide (readiness before this gave
      // no figure to half of them). The bank's labels decide which, so not a fixed count.
      expect(result.silent).toBeLessThanOrEqual(learners / 100);
      expect(result.bins).toBe(6);
      expect(result).toMatchObject({ misses: 0 });
    }
  });

  it('misses when it ignores that the exam reads its candidates low (a pass curve centred at the standard, as before)', () => {
    // An exam whose curve is centred 0.09 above where readiness reads its candidates (the combined
    // world's own fit: fatigue, items off their labels). Told a curve centred at the standard,
    // learners hear 6-10 points more than they pass in the 20-60% fifths and the 10-90% pooled: the
    // check sees it. Told the centre, no bin misses.
    expect(PASS_CURVE_CENTRE).toBeGreaterThan(0);
    const exam = { centre: 0.09, sd: PASS_CURVE_SD };
    const atStandard = reliability(LEARNERS, 200, 60, 0.3, { passCurve: { centre: 0, sd: PASS_CURVE_SD } }, 71, exam);
    expect(atStandard.misses).toBeGreaterThanOrEqual(2);
    // Beyond the goal's 5 points (7.4 on today's bank, 8+ before the interactive items joined the draws).
    expect(atStandard.largestGap).toBeGreaterThan(0.05);
    // Told the centre: 8,000 learners, as in the test above. At 2,000 a bin of about 175 learners
    // carries nearly 4 points of noise, and the relabelled bank of 2026-11-29 read a 5.7-point gap there.
    const told = reliability(4 * LEARNERS, 200, 60, 0.3, { passCurve: exam }, 71, exam);
    expect(told.misses).toBe(0);
    expect(told.largestGap).toBeLessThan(0.05);
  });

  it('misses as readiness stood before (no trend, a 14-day half-life): the check can fail', () => {
    // The learner of the past weeks, not of today, and an error that counts evidence as fewer answers than it is.
    const before = reliability(LEARNERS, 200, 60, 0.3, {
      trendPriorSd: 0,
      halfLifeDays: 14,
      minimum: { answers: 100, answersPerDomain: 5, maxStandardError: Infinity },
    });
    expect(before.misses).toBeGreaterThan(0);
    // And with the threshold of before, most such learners were told nothing at all.
    expect(
      reliability(500, 200, 60, 0.3, { trendPriorSd: 0, halfLifeDays: 14, minimum: { answers: 100, answersPerDomain: 5, maxStandardError: 0.3 } }).silent,
    ).toBeGreaterThan(200);
  });
});

const READINESS = /* GraphQL */ `
  {
    viewer {
      readiness {
        status
        answers
        answersNeeded
        domainsNeeded
        passProbability
        ability
        standardError
        interval {
          low
          high
          level
        }
        domains {
          domain
          name
          weight
          answers
          ability
          standardError
          gain
        }
        studyNext {
          domain
          name
          gain
        }
        minimumAnswers
        minimumAnswersPerDomain
        maximumStandardError
      }
    }
  }
`;

describe.each([DEFAULT_ENGINE])('viewer.readiness on %s', (engine) => {
  let t: TestApp;
  let byDomain: Map<Domain, Question[]>;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    // The sample question is left out of readiness (its key is on the landing page); a test of its own shows it.
    const bank = await t.db.prisma.question.findMany({ where: { retiredAt: null, id: { not: SAMPLE_QUESTION_ID } }, orderBy: { id: 'asc' } });
    byDomain = new Map(ALL.map((domain) => [domain, bank.filter((q) => q.topic === domain)]));
  });
  afterAll(() => t.close());

  const wrong = (q: Question) => q.options.find((o) => o !== q.correctAnswer)!;
  let keys = 0;

  /** Practice answers: `perDomain` questions of each domain (from `offset`), right when `right(i)`. */
  async function answer(userId: string, perDomain: number, right: (i: number) => boolean, { offset = 0, minutesAgo = 600, pool = byDomain } = {}) {
    const questions = ALL.flatMap((domain) => pool.get(domain)!.slice(offset, offset + perDomain));
    await t.db.prisma.answer.createMany({
      data: questions.map((q, i) => ({
        userId,
        questionId: q.id,
        chosenOption: right(i) ? q.correctAnswer : wrong(q),
        isCorrect: right(i),
        topic: q.topic,
        difficulty: q.difficulty,
        idempotencyKey: `readiness-${(keys += 1)}`,
        answeredAt: new Date(Date.now() - (minutesAgo - i) * 60_000),
      })),
    });
    return questions;
  }

  async function readiness(headers: Record<string, string>) {
    const result = await t.graphql(READINESS, {}, headers);
    expect(result.errors).toBeUndefined();
    return result.data.viewer.readiness;
  }

  it('says nothing for a new learner or below the minimum, and speaks once it is met', async () => {
    const who = await learner(t);
    expect(await readiness(who.headers)).toMatchObject({
      status: 'NOT_ENOUGH_EVIDENCE',
      answers: 0,
      answersNeeded: 100,
      domainsNeeded: ALL,
      passProbability: null,
      interval: null,
      ability: null,
      studyNext: [],
      minimumAnswers: 100,
      minimumAnswersPerDomain: 5,
      maximumStandardError: 0.45,
    });
    await answer(who.user.id, 12, (i) => i % 3 !== 0); // 96 answers, 12 per domain
    const short = await readiness(who.headers);
    expect(short).toMatchObject({ status: 'NOT_ENOUGH_EVIDENCE', answers: 96, answersNeeded: 4, domainsNeeded: [], passProbability: null, interval: null });
    expect(short.domains.map((d: { answers: number; ability: number | null }) => [d.answers, d.ability])).toEqual(ALL.map(() => [12, null]));

    await answer(who.user.id, 4, (i) => i % 3 !== 0, { offset: 12, minutesAgo: 100 });
    const ready = await readiness(who.headers);
    expect(ready).toMatchObject({ status: 'READY', answers: 128, answersNeeded: 0, domainsNeeded: [] });
    expect(ready.passProbability).toBeGreaterThan(0);
    expect(ready.passProbability).toBeLessThan(1);
    expect(ready.interval.low).toBeLessThan(ready.passProbability);
    expect(ready.interval.high).toBeGreaterThan(ready.passProbability);
    expect(ready.standardError).toBeLessThanOrEqual(0.3);
    expect(ready.studyNext).toHaveLength(3);
    expect(ready.domains.map((d: { weight: number }) => d.weight)).toEqual([16, 10, 13, 13, 13, 12, 13, 10]);
  });

  it("counts each question's first answer only, and exam answers too", async () => {
    const who = await learner(t);
    const questions = await answer(who.user.id, 12, () => false, { minutesAgo: 900 }); // 96 wrong
    const before = await readiness(who.headers);
    // The same questions again, now right: answers after seeing the key measure memory.
    await answer(who.user.id, 12, () => true, { minutesAgo: 500 });
    expect((await readiness(who.headers)).answers).toBe(96);
    // An exam with 8 answered items (and one unanswered) brings it to 104.
    const examQuestions = ALL.map((domain) => byDomain.get(domain)![40]);
    await t.db.prisma.exam.create({
      data: {
        userId: who.user.id,
        status: 'FINISHED',
        minItems: 100,
        maxItems: 150,
        pretestItems: 25,
        timeLimitSeconds: 10_800,
        pretestPositions: [],
        seed: 1,
        deadlineAt: new Date(),
        finishedAt: new Date(),
        items: {
          create: [...examQuestions, byDomain.get('ASSET_SECURITY')![41]].map((q, position) => ({
            position,
            questionId: q.id,
            domain: q.topic,
            pretest: false,
            discrimination: 1,
            difficulty: 0,
            ...(position < 8 ? { answeredAt: new Date(), chosenOption: q.correctAnswer, isCorrect: true } : {}),
          })),
        },
      },
    });
    const after = await readiness(who.headers);
    expect(after).toMatchObject({ status: 'READY', answers: 104 });
    expect(after.passProbability).toBeLessThan(0.05);
    // A quarantined item (its key in doubt) measures nothing: its answer drops out.
    await t.db.prisma.itemStatistics.create({
      data: {
        questionId: questions[0].id,
        responses: 40,
        correct: 10,
        discrimination: -0.2,
        discriminationN: 40,
        optionCounts: {},
        openFlags: 0,
        flagsByReason: {},
        quarantined: true,
        quarantineReason: 'NEGATIVE_DISCRIMINATION',
        quarantinedAt: new Date(),
        computedAt: new Date(),
      },
    });
    try {
      expect((await readiness(who.headers)).answers).toBe(103);
    } finally {
      await t.db.prisma.itemStatistics.delete({ where: { questionId: questions[0].id } });
    }
    expect(before.passProbability).toBeNull();
    expect(questions).toHaveLength(96);
  });

  it('leaves out an item whose key the learner saw before a graded answer: a self-reported first meeting, the sample question', async () => {
    const who = await learner(t);
    await answer(who.user.id, 12, (i) => i % 2 === 0, { minutesAgo: 900 });
    expect((await readiness(who.headers)).answers).toBe(96);
    // Eight other questions met first through the legacy client, which grades locally with the key, then answered graded.
    const seen = ALL.map((domain) => byDomain.get(domain)![30]);
    const record = (q: Question, data: { selfReported: boolean; chosenOption: string | null; minutesAgo: number }) => ({
      userId: who.user.id,
      questionId: q.id,
      isCorrect: true,
      topic: q.topic,
      difficulty: q.difficulty,
      idempotencyKey: `readiness-${(keys += 1)}`,
      selfReported: data.selfReported,
      chosenOption: data.chosenOption,
      answeredAt: new Date(Date.now() - data.minutesAgo * 60_000),
    });
    await t.db.prisma.answer.createMany({ data: seen.map((q) => record(q, { selfReported: true, chosenOption: null, minutesAgo: 300 })) });
    await t.db.prisma.answer.createMany({ data: seen.map((q) => record(q, { selfReported: false, chosenOption: q.correctAnswer, minutesAgo: 200 })) });
    // The sample question, whose key the landing page shows to anyone.
    const sample = await t.db.prisma.question.findUniqueOrThrow({ where: { id: SAMPLE_QUESTION_ID } });
    await t.db.prisma.answer.create({ data: record(sample, { selfReported: false, chosenOption: sample.correctAnswer, minutesAgo: 100 }) });
    expect((await readiness(who.headers)).answers).toBe(96);
    // A question answered graded first still counts, whatever came after it.
    const fresh = byDomain.get('ASSET_SECURITY')![31];
    await t.db.prisma.answer.createMany({
      data: [
        record(fresh, { selfReported: false, chosenOption: fresh.correctAnswer, minutesAgo: 50 }),
        record(fresh, { selfReported: true, chosenOption: null, minutesAgo: 40 }),
      ],
    });
    expect((await readiness(who.headers)).answers).toBe(97);
  });

  it('weighs old answers less: a learner who improved reads where they are now', async () => {
    const who = await learner(t);
    // Medium items only: what three in four right says then does not hang on the bank's mix of labels
    // (the first items by id were the bank's, and its rewrites moved the reading below the standard).
    const pool = new Map(ALL.map((domain) => [domain, byDomain.get(domain)!.filter((q) => q.difficulty === 'medium')]));
    // 96 wrong answers three months ago, then 96 with three in four right this week.
    await answer(who.user.id, 12, () => false, { minutesAgo: 90 * 24 * 60, pool });
    await answer(who.user.id, 12, (i) => i % 4 !== 0, { offset: 12, minutesAgo: 2 * 24 * 60, pool });
    const both = await readiness(who.headers);
    expect(both).toMatchObject({ status: 'READY', answers: 192 });
    const fresh = await learner(t);
    await answer(fresh.user.id, 12, (i) => i % 4 !== 0, { offset: 12, minutesAgo: 2 * 24 * 60, pool });
    const recentOnly = estimateReadiness(await readinessAnswers(t.db.prisma, fresh.user.id), { minimum: NO_MINIMUM });
    expect(Math.abs(both.ability - recentOnly.ability!)).toBeLessThan(0.15);
    // Read above the standard, as three in four right this week say (the chance is then near 50%:
    // the exam's curve is centred 0.05 above the standard).
    expect(both.ability).toBeGreaterThan(0);
    expect(both.passProbability).toBeGreaterThan(0.4);
  });

  it('uses calibrated item parameters where there are some', async () => {
    const who = await learner(t);
    const questions = await answer(who.user.id, 16, (i) => i % 2 === 0, { offset: 60 });
    const labelled = await readiness(who.headers);
    expect(labelled.status).toBe('READY');
    // Calibration found the items this learner got wrong far harder than their labels: missing them says less.
    // (Under the 3PL, hard items right and easy ones wrong reads as guessing, so the test moves the wrong ones.)
    const missed = questions.filter((_, i) => i % 2 === 1);
    await t.db.prisma.itemCalibration.createMany({
      data: missed.map((q) => ({ questionId: q.id, discrimination: 1, difficulty: 1.5, difficultySe: 0.2, responses: 40, calibratedAt: new Date() })),
    });
    try {
      const calibrated = await readiness(who.headers);
      expect(calibrated.ability).toBeGreaterThan(labelled.ability);
      expect(calibrated.passProbability).toBeGreaterThan(labelled.passProbability);
    } finally {
      await t.db.prisma.itemCalibration.deleteMany({ where: { questionId: { in: missed.map((q) => q.id) } } });
    }
  });

  it('reads every first answer, not a window of the latest 400, in one SQL statement', async () => {
    const who = await learner(t);
    await answer(who.user.id, 55, (i) => i % 2 === 0); // 440 answers
    const log = statementLog();
    try {
      const base = await log.record(() => t.graphql('{ viewer { id } }', {}, who.headers));
      const read = await log.record(() => t.graphql('{ viewer { id readiness { status answers passProbability studyNext { domain } } } }', {}, who.headers));
      expect(read.result.errors).toBeUndefined();
      // No window any more: all 440 count (old ones weigh less); the read stops at MAX_ANSWERS_READ.
      expect(read.result.data!.viewer.readiness.answers).toBe(440);
      expect(MAX_ANSWERS_READ).toBe(2000);
      expect(read.statements.length - base.statements.length).toBe(1);
    } finally {
      log.restore();
    }
  });

  const REPORT = /* GraphQL */ `
    mutation ($input: ReportExamOutcomeInput!) {
      reportExamOutcome(input: $input) {
        __typename
        ... on ReportExamOutcomePayload {
          report {
            id
            passed
            examDate
            reportedScore
            readinessChance
          }
          viewer {
            examOutcomeReports {
              id
            }
          }
        }
        ... on InputError {
          message
          field
        }
      }
    }
  `;
  const DELETE_REPORT = /* GraphQL */ `
    mutation ($input: DeleteExamOutcomeReportInput!) {
      deleteExamOutcomeReport(input: $input) {
        __typename
        ... on DeleteExamOutcomeReportPayload {
          deletedExamOutcomeReportId
          viewer {
            examOutcomeReports {
              id
            }
          }
        }
        ... on InputError {
          message
          field
        }
      }
    }
  `;

  it("stores a learner's real exam outcome by their choice, with the readiness shown then; deletes and exports it", async () => {
    const who = await learner(t);
    await answer(who.user.id, 14, (i) => i % 4 !== 0);
    const shown = await readiness(who.headers);
    const report = async (input: object, headers = who.headers) => (await t.graphql(REPORT, { input }, headers)).data?.reportExamOutcome;
    const ok = { passed: true, examDate: '2026-11-20', reportedScore: null, consent: true };

    // Bad input: a clear error on its field, nothing stored.
    expect(await report({ ...ok, consent: false })).toMatchObject({ __typename: 'InputError', field: 'consent' });
    expect(await report({ ...ok, examDate: '2026-02-30' })).toMatchObject({
      __typename: 'InputError',
      field: 'examDate',
      message: 'Give the date as YYYY-MM-DD.',
    });
    expect(await report({ ...ok, examDate: '2099-01-01' })).toMatchObject({ __typename: 'InputError', field: 'examDate' });
    expect(await report({ ...ok, reportedScore: 1200 })).toMatchObject({ __typename: 'InputError', field: 'reportedScore' });
    expect(await report({ ...ok, reportedScore: 650 })).toMatchObject({
      __typename: 'InputError',
      field: 'reportedScore',
      message: 'A score of 650 is below the passing 700: check the result or the score.',
    });
    expect(await t.db.prisma.examOutcomeReport.count({ where: { userId: who.user.id } })).toBe(0);
    // Signed in only.
    const anonymous = await t.graphql(REPORT, { input: ok });
    expect(anonymous.errors?.[0].message).toMatch(/not authorized|sign in/i);

    const stored = await report({ ...ok, passed: false, reportedScore: 640 });
    expect(stored).toMatchObject({ __typename: 'ReportExamOutcomePayload', report: { passed: false, examDate: '2026-11-20', reportedScore: 640 } });
    expect(stored.report.readinessChance).toBeCloseTo(shown.passProbability, 10);
    expect(stored.viewer.examOutcomeReports).toEqual([{ id: stored.report.id }]);
    const row = await t.db.prisma.examOutcomeReport.findFirstOrThrow({ where: { userId: who.user.id } });
    expect(row).toMatchObject({
      readinessAbility: expect.closeTo(shown.ability, 10),
      readinessStandardError: expect.closeTo(shown.standardError, 10),
      readinessAnswers: 112,
    });

    // In the account export.
    const { accountExport } = await import('../../graph/account/export.ts');
    let text = '';
    for await (const chunk of accountExport(t.db.prisma, who.user.id)) text += chunk;
    expect(JSON.parse(text).examOutcomeReports).toEqual([
      expect.objectContaining({ passed: false, examDate: '2026-11-20', reportedScore: 640, readinessAnswers: 112 }),
    ]);

    // Another learner cannot delete it; its owner can.
    const other = await learner(t);
    const refused = await t.graphql(DELETE_REPORT, { input: { id: stored.report.id } }, other.headers);
    expect(refused.data?.deleteExamOutcomeReport).toMatchObject({ __typename: 'InputError', message: 'No such report.' });
    const deleted = await t.graphql(DELETE_REPORT, { input: { id: stored.report.id } }, who.headers);
    expect(deleted.data?.deleteExamOutcomeReport).toMatchObject({ deletedExamOutcomeReportId: stored.report.id, viewer: { examOutcomeReports: [] } });
    expect(await t.db.prisma.examOutcomeReport.count({ where: { userId: who.user.id } })).toBe(0);

    // And deleted with the account.
    await report(ok);
    expect(await t.db.prisma.examOutcomeReport.count({ where: { userId: who.user.id } })).toBe(1);
    await t.db.prisma.user.delete({ where: { id: who.user.id } });
    expect(await t.db.prisma.examOutcomeReport.count({ where: { userId: who.user.id } })).toBe(0);
  });

  it('documents every field for GraphiQL', async () => {
    const result = await t.graphql(`{
      user: __type(name: "User") { fields { name description } }
      types: __schema { types { name description fields { name description } enumValues { name description } } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.user.fields.find((f: { name: string }) => f.name === 'readiness').description).toMatch(/chance to pass/);
    const ours = result.data.types.types.filter((type: { name: string }) => /^Readiness/.test(type.name));
    expect(ours.map((type: { name: string }) => type.name).sort()).toEqual([
      'Readiness',
      'ReadinessDomain',
      'ReadinessInterval',
      'ReadinessNarrowing',
      'ReadinessStatus',
    ]);
    const report = result.data.types.types.find((type: { name: string }) => type.name === 'ExamOutcomeReport');
    expect(report.description).toMatch(/real exam outcome/);
    for (const type of ours) {
      expect(type.description).toEqual(expect.stringMatching(/\w/));
      for (const member of [...(type.fields ?? []), ...(type.enumValues ?? [])])
        expect([type.name, member.name, member.description]).toEqual([type.name, member.name, expect.stringMatching(/\w/)]);
    }
  });

  it('is read by a token with read:progress, and refused to read:stats and read:answers', async () => {
    const who = await learner(t);
    await answer(who.user.id, 14, (i) => i % 4 !== 0);
    const progress = await createToken(t, who.headers, ['READ_PROGRESS']);
    const stats = await createToken(t, who.headers, ['READ_STATS']);
    const answers = await createToken(t, who.headers, ['READ_ANSWERS']);
    const read = await withBearer(t, progress.secret, READINESS);
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.viewer.readiness).toMatchObject({ status: 'READY', answers: 112 });
    for (const secret of [stats.secret, answers.secret]) {
      const refused = await withBearer(t, secret, READINESS);
      expect(refused.status).toBe(403);
      expect(refused.body.errors![0]).toMatchObject({
        message: 'This API token cannot read User.readiness: that needs the read:progress scope.',
        extensions: { code: 'FORBIDDEN', field: 'User.readiness', requiredScope: 'read:progress' },
      });
    }
  });
});
