/**
 * The exam simulation (graph/exam/simulation.ts): its worlds hide their truth from the engine, its
 * report has every figure the decisions quote, and it can fail: a broken engine shows an exposure
 * above the goal and a readiness that says the same for everyone misses the reliability goal.
 * Small seeded runs over an eighth of the real bank with a 30-item exam, a few seconds each.
 */
import { describe, expect, it } from '@jest/globals';
import { guessingFloor, LABEL_PRIORS, labelPrior, normalRandom, seededRandom } from '../../graph/exam/irt.ts';
import { normalCdf, passCurve } from '../../graph/exam/readiness.ts';
import { abilityOf, decisionAfter, interactiveSlots, nextSlotItem, type AdministeredItem, type PoolItem } from '../../graph/exam/cat.ts';
import { drawPretestPositions, PASSING_THETA, shortenedRules, type Decision, type ExamRules } from '../../graph/exam/rules.ts';
import {
  catEngine,
  checkGoals,
  CURVE_THETAS,
  DEFAULT_OPTIONS,
  fitPassCurve,
  fitPassCurveProbit,
  GOALS,
  makeWorld,
  normalQuantile,
  reliabilityBins,
  reliabilityGoals,
  siblingsIn,
  simulateWorld,
  standardWorlds,
  readinessChance,
  runWorld,
  summarizeWorld,
  type ReadinessEstimator,
  type SimulatedEngine,
  type SimulationItem,
  type SimulationOptions,
} from '../../graph/exam/simulation.ts';
import { readBank } from '../../graph/practice/bank.ts';
import { familyOf } from '../../graph/practice/families.ts';

const bank = readBank();
// Runs take every eighth item of the bank (all eight domains) and a 30-item exam: seconds, not minutes.
const small = bank.filter((_, i) => i % 8 === 0);
const RULES = shortenedRules(30);
const SMALL: SimulationOptions = { ...DEFAULT_OPTIONS, seed: 7, candidates: 24, retakes: 6, perTheta: 2, practiceAnswers: 100 };
/** A readiness that states `stated` for everyone (null: says nothing). */
const says =
  (stated: number | null): ReadinessEstimator =>
  () => ({ stated, ability: null, standardError: null, calibrated: 0 });

/** An engine that gives every candidate the same 100 items in the same order and passes everyone. */
const sameItems: SimulatedEngine = {
  start() {
    const items = small.slice(0, 30).map((q) => q.id);
    const given: string[] = [];
    return {
      next: () => (given.length < items.length ? items[given.length] : undefined),
      answer: () => {
        given.push(items[given.length]);
      },
      finish: () => ({ passed: true, theta: 0.5, items: given }),
    };
  },
};

describe('the worlds', () => {
  it('gives the engine the labels, never the truth, except in its own model', () => {
    const [own, guessing, perturbed] = standardWorlds(bank, 3);
    const q = bank.find((item) => item.type === 'SINGLE_CHOICE')!;
    expect(own.known.get(q.id)).toBe(own.truth.get(q.id));
    expect(guessing.known.get(q.id)).toEqual(LABEL_PRIORS[q.difficulty]);
    expect(perturbed.known.get(q.id)).toEqual(LABEL_PRIORS[q.difficulty]);
    const singles = bank.filter((item) => item.type === 'SINGLE_CHOICE');
    const floors = singles.map((item) => guessing.truth.get(item.id)!.c!);
    expect(Math.min(...floors)).toBeGreaterThanOrEqual(0.2);
    expect(Math.max(...floors)).toBeLessThanOrEqual(0.25);
    // An interactive item's floor is its own (guessingFloor), scaled the same way; the engine knows the floor itself.
    const interactive = bank.filter((item) => item.type !== 'SINGLE_CHOICE');
    expect(interactive.length).toBeGreaterThan(0);
    for (const item of interactive) {
      const c = guessing.truth.get(item.id)!.c!;
      expect(c).toBeGreaterThanOrEqual(0.8 * guessingFloor(item) - 1e-12);
      expect(c).toBeLessThanOrEqual(guessingFloor(item) + 1e-12);
      expect(guessing.known.get(item.id)).toEqual(labelPrior(item.difficulty, item));
    }
    const shifts = bank.map((item) => perturbed.truth.get(item.id)!.b - LABEL_PRIORS[item.difficulty].b);
    const sd = Math.sqrt(shifts.reduce((s, x) => s + x * x, 0) / shifts.length);
    expect(sd).toBeGreaterThan(0.45);
    expect(sd).toBeLessThan(0.55);
  });

  it('repeats exactly from its seed', () => {
    const a = makeWorld('combined', bank, 11, { guessing: true, perturbed: true, drift: true });
    const b = makeWorld('combined', bank, 11, { guessing: true, perturbed: true, drift: true });
    expect([...a.truth.values()].slice(0, 20)).toEqual([...b.truth.values()].slice(0, 20));
    expect(a.drift).toBeDefined();
  });
});

describe('siblings and the pass curve fit', () => {
  const item = (id: string, options: string[], tags: string[] = []): SimulationItem => ({ id, topic: 'ASSET_SECURITY', difficulty: 'easy', options, tags });

  it('counts an item sharing a family or an option set with an earlier one', () => {
    const items = [item('d1-001', ['A', 'B']), item('d1-002', ['C', 'D'], ['family:d1-001']), item('d1-003', ['B', 'A']), item('d1-004', ['E', 'F'])];
    expect(familyOf(items[1])).toBe('d1-001');
    expect(familyOf(items[3])).toBe('d1-004');
    expect(
      siblingsIn(
        items.map((i) => i.id),
        new Map(items.map((i) => [i.id, i])),
      ),
    ).toBe(2);
  });

  it('counts no option set for interactive items, which have none: only their families', () => {
    const items = [item('d1-ord-001', []), item('d1-mat-001', []), item('d1-hot-001', [], ['family:d1-ord-001'])];
    expect(
      siblingsIn(
        items.map((i) => i.id),
        new Map(items.map((i) => [i.id, i])),
      ),
    ).toBe(1);
  });

  it('recovers the SD of an exact normal pass curve', () => {
    const curve = CURVE_THETAS.map((theta) => ({ theta, passRate: normalCdf(theta / 0.15) }));
    expect(fitPassCurve(curve, false).sd).toBeCloseTo(0.15, 2);
    const shifted = CURVE_THETAS.map((theta) => ({ theta, passRate: normalCdf((theta + 0.1) / 0.2) }));
    const fit = fitPassCurve(shifted, true);
    expect(fit.centre).toBeCloseTo(-0.1, 2);
    expect(fit.sd).toBeCloseTo(0.2, 2);
  });
});

describe('the pass curve of the population', () => {
  it('recovers a curve centred off the standard from individual passes and fails, with its standard error', () => {
    // 3,000 seeded candidates theta ~ N(0, 1) passing as Phi((theta - 0.12) / 0.21), the combined world's kind of exam.
    const random = seededRandom(5);
    const outcomes = Array.from({ length: 3000 }, () => {
      const theta = normalRandom(random);
      return { theta, passed: random() < normalCdf((theta - 0.12) / 0.21) };
    });
    const fit = fitPassCurveProbit(outcomes)!;
    // About 0.01 on the centre, 0.01 on the SD at this size (Fisher information): within three of them.
    expect(fit.centreSe).toBeGreaterThan(0.005);
    expect(fit.centreSe).toBeLessThan(0.02);
    expect(Math.abs(fit.centre - 0.12)).toBeLessThan(3 * fit.centreSe);
    expect(Math.abs(fit.sd - 0.21)).toBeLessThan(3 * fit.sdSe);
    // The centre is not the standard: a zero centre lies far outside the fit's error.
    expect(fit.centre / fit.centreSe).toBeGreaterThan(5);
  });

  it('gives no curve when the outcomes do not determine one', () => {
    expect(
      fitPassCurveProbit([
        { theta: 0, passed: true },
        { theta: 1, passed: true },
      ]),
    ).toBeNull();
    // Perfectly separated: everyone below 0 fails, everyone above passes (an infinitely steep curve).
    expect(fitPassCurveProbit([-0.5, -0.2, 0.2, 0.5].map((theta) => ({ theta, passed: theta > 0 })))).toBeNull();
  });
});

describe('the reliability goal', () => {
  /**
   * `candidates` seeded learners, each passing with their stated chance (a perfectly calibrated
   * readiness) or, in the bin from `biased.low` to `biased.low + 0.1`, with `biased.gap` less. The
   * stated chances spread as the simulation's do (`spread`: about 45% of them in the 10-90% bins),
   * or evenly over 0-1 (`even`: the middle bins of a run of 20,000 or so at a tenth of the cost).
   */
  function run(seed: number, candidates: number, shape: 'spread' | 'even', biased?: { low: number; gap: number }) {
    const random = seededRandom(seed);
    return Array.from({ length: candidates }, () => {
      const stated = shape === 'spread' ? normalCdf(normalRandom(random) / 0.46) : random();
      const off = biased && stated >= biased.low && stated < biased.low + 0.1 ? biased.gap : 0;
      return { stated, passed: random() < stated - off };
    });
  }
  const failed = (candidates: { stated: number; passed: boolean }[]) => reliabilityGoals('w', reliabilityBins(candidates)).filter((g) => !g.met);
  /** The rule of before: every bin of 40 or more, a miss beyond 5 points and two binomial SEs. */
  const failedAsBefore = (candidates: { stated: number; passed: boolean }[]) =>
    reliabilityBins(candidates).bins.filter(
      (b) =>
        b.candidates >= 40 && Math.abs(b.passed - b.stated) > 0.05 && Math.abs(b.passed - b.stated) > 2 * Math.sqrt((b.stated * (1 - b.stated)) / b.candidates),
    );
  const seeds = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);

  it('has the normal quantile', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(1 - 0.05 / 22)).toBeCloseTo(2.8376, 3);
  });

  it('passes a perfectly calibrated readiness in at least 95% of runs, where the rule of before failed a quarter', () => {
    // Runs of 1,000 (today's size): Bonferroni over the bins tested keeps false alarms under 5% (here 1-4%).
    const runs = seeds(100).map((seed) => run(seed, 1000, 'spread'));
    expect(runs.filter((r) => failed(r).length > 0).length).toBeLessThanOrEqual(7);
    expect(runs.filter((r) => failedAsBefore(r).length > 0).length).toBeGreaterThan(15);
    // Bins of about 1,000, each with enough candidates to resolve 5 points.
    expect(seeds(10).filter((seed) => failed(run(seed, 10000, 'even')).length > 0).length).toBeLessThanOrEqual(1);
  });

  it('catches a readiness 8 points off in one bin once the bin has enough candidates, and says when it has too few', () => {
    // About 1,000 candidates in the bin: 2.84 SEs are 4.3 points, a gap of 8 is beyond 5 points 97% of the time.
    const caught = seeds(10).filter((seed) =>
      failed(run(seed, 10000, 'even', { low: 0.3, gap: 0.08 })).some((g) => g.goal === 'readiness bin 30%-40% within 5 points'),
    );
    expect(caught.length).toBeGreaterThanOrEqual(9);
    const bin = (r: { stated: number; passed: boolean }[]) => reliabilityGoals('w', reliabilityBins(r)).find((g) => g.goal.startsWith('readiness bin 30%'))!;
    expect(bin(run(1, 10000, 'even', { low: 0.3, gap: 0.08 })).detail).toContain('enough candidates');
    // In a run of 1,000 of the population the same bin holds about 50: its noise is ±20 points, it cannot resolve 5.
    expect(bin(run(1, 1000, 'spread', { low: 0.3, gap: 0.08 })).detail).toMatch(/too few to resolve 5 points: about \d+ needed/);
  });
});

describe('a run', () => {
  it('reports every figure for the real engine', () => {
    const world = standardWorlds(small, SMALL.seed).find((w) => w.name === 'guessing')!;
    const report = simulateWorld(world, small, (pool) => catEngine(pool, RULES), readinessChance, SMALL);
    expect(report.candidates).toBe(SMALL.candidates);
    expect(report.passCurve.map((p) => p.theta)).toEqual(CURVE_THETAS);
    expect(report.passCurve.every((p) => p.candidates === SMALL.perTheta)).toBe(true);
    expect(report.meanLength).toBeGreaterThanOrEqual(RULES.minItems);
    expect(report.meanLength).toBeLessThanOrEqual(RULES.maxItems);
    expect(report.accuracy).toBeGreaterThan(0);
    expect(report.exposure.bank).toBe(small.length);
    expect(report.retakeOverlap.pairs).toBe(SMALL.retakes);
    const binned = report.reliability.bins.reduce((s, b) => s + b.candidates, 0);
    expect(binned + report.reliability.silent).toBe(SMALL.candidates);
    expect(checkGoals(report).map((g) => g.goal)).toContain(`accuracy ≥ ${GOALS.guessingAccuracy * 100}%`);
  });

  it("places the rules' interactive slots as the server does, each with an item of the kind it asks for", () => {
    const rules = shortenedRules(30, 3);
    const world = standardWorlds(small, SMALL.seed).find((w) => w.name === 'guessing')!;
    const types = new Map(small.map((q) => [q.id, q.type]));
    expect(new Set(small.map((q) => q.type))).toEqual(new Set(['SINGLE_CHOICE', 'ORDERING', 'MATCHING', 'HOTSPOT']));
    const exams: { slots: ReadonlyMap<number, string>; items: string[] }[] = [];
    let pool: readonly { id: string; item: { c?: number } }[] = [];
    const recording = (given: typeof pool): SimulatedEngine => {
      pool = given;
      const engine = catEngine(given as Parameters<typeof catEngine>[0], rules);
      return {
        start(random, seen) {
          const exam = engine.start(random, seen);
          return {
            ...exam,
            finish() {
              const result = exam.finish();
              exams.push({ slots: exam.slots!, items: result.items });
              return result;
            },
          };
        },
      };
    };
    runWorld(world, small, recording, says(null), { ...SMALL, candidates: 12, retakes: 0, perTheta: 1 });
    expect(exams.length).toBeGreaterThan(12);
    for (const { slots, items } of exams) {
      // Three slots, one in each third of the minimum length, every kind once.
      const block = rules.minItems / 3;
      expect(slots.size).toBe(3);
      [...slots.keys()].forEach((position, k) => {
        expect(position).toBeGreaterThanOrEqual(Math.floor(k * block));
        expect(position).toBeLessThan((k + 1) * block);
      });
      expect(new Set(slots.values())).toEqual(new Set(['ORDERING', 'MATCHING', 'HOTSPOT']));
      items.forEach((id, position) => expect(types.get(id)).toBe(slots.get(position) ?? 'SINGLE_CHOICE'));
    }
    // The engine knows each item by its label with the item's own floor.
    for (const p of pool) expect(p.item.c).toBe(guessingFloor(small.find((q) => q.id === p.id)!));
  });

  it("chooses the server's items and reaches its abilities, with the pool indexed once and the ability kept answer by answer", () => {
    // The reference: catEngine as the server runs an exam, the pool read afresh for every item and
    // the ability estimated afresh from every answer (nextSlotItem, decisionAfter, abilityOf).
    const serverEngine = (pool: readonly PoolItem[], rules: ExamRules): SimulatedEngine => {
      const counts = new Map<string, number>();
      let exams = 0;
      return {
        start(random, seen) {
          const pretest = drawPretestPositions(rules, random);
          const slots = interactiveSlots({ seed: Math.floor(random() * 2 ** 31), minItems: rules.minItems, interactiveItems: rules.interactiveItems });
          const administered: AdministeredItem[] = [];
          let decision: Decision = 'CONTINUE';
          let pending: { item: PoolItem; pretest: boolean } | undefined;
          return {
            next() {
              if (decision !== 'CONTINUE') return undefined;
              pending = nextSlotItem(pool, administered, pretest, random, { seen, exposure: { exams, counts } }, slots.get(administered.length));
              return pending?.item.id;
            },
            answer(correct) {
              const { item, pretest: unscored } = pending!;
              administered.push({ id: item.id, domain: item.domain, item: item.item, pretest: unscored, correct });
              decision = decisionAfter(administered, rules);
            },
            finish() {
              exams += 1;
              for (const a of administered) counts.set(a.id, (counts.get(a.id) ?? 0) + 1);
              const { theta } = abilityOf(administered);
              return { passed: decision === 'CONTINUE' ? theta >= PASSING_THETA : decision === 'PASS', theta, items: administered.map((a) => a.id) };
            },
          };
        },
      };
    };
    // Pretest and interactive slots, retakes (seen items), the exposure history across exams; the
    // engine given labels (few distinct parameters) and given each item's own.
    const rules = shortenedRules(30, 3);
    const options = { ...SMALL, candidates: 16, retakes: 4, perTheta: 1 };
    for (const name of ['combined', 'own']) {
      const world = standardWorlds(small, SMALL.seed).find((w) => w.name === name)!;
      const fast = runWorld(world, small, (pool) => catEngine(pool, rules), says(null), options);
      const server = runWorld(world, small, (pool) => serverEngine(pool, rules), says(null), options);
      expect(fast.population.length).toBe(options.candidates);
      expect(fast.population).toEqual(server.population);
      expect(fast.curve).toEqual(server.curve);
      expect(fast.overlaps).toEqual(server.overlaps);
    }
  });

  it('runs in shards (npm run exam:simulate -- --workers N) with the same candidates, stated chances and outcomes', () => {
    // An engine without a history (the same items for all): each candidate's run cannot depend on the shard.
    const world = standardWorlds(small, SMALL.seed).find((w) => w.name === 'combined')!;
    const options = { ...SMALL, candidates: 12, retakes: 4, perTheta: 1 };
    const serial = simulateWorld(world, small, () => sameItems, readinessChance, options);
    const shards = [0, 1, 2].map((index) => runWorld(world, small, () => sameItems, readinessChance, options, { index, count: 3 }));
    expect(shards.map((s) => s.population.length)).toEqual([4, 4, 4]);
    const merged = summarizeWorld(world, small, shards);
    expect(merged.population).toEqual(serial.population);
    expect(merged.reliability).toEqual(serial.reliability);
    expect(merged.passCurve).toEqual(serial.passCurve);
    expect(merged.retakeOverlap).toEqual(serial.retakeOverlap);
  });

  it("records readiness's reading (npm run exam:simulate -- --dump), from which the stated chance follows, and the exam does not depend on it", () => {
    for (const name of ['own', 'combined']) {
      const world = standardWorlds(small, SMALL.seed).find((w) => w.name === name)!;
      const options = { ...SMALL, candidates: 12, retakes: 0, perTheta: 1 };
      const run = runWorld(world, small, (pool) => catEngine(pool, RULES), readinessChance, options);
      const silent = runWorld(world, small, (pool) => catEngine(pool, RULES), says(null), options);
      const outcome = ({ stated: _stated, reading: _reading, ...o }: (typeof run.population)[number]) => o;
      expect(run.population.map(outcome)).toEqual(silent.population.map(outcome));
      expect(run.population.every((o) => o.reading.calibrated === (name === 'own' ? 1 : 0))).toBe(true);
      for (const { stated, reading } of run.population.filter((o) => o.stated !== null)) {
        const curve = passCurve(reading.calibrated);
        const sd = Math.sqrt(curve.sd ** 2 + reading.standardError! ** 2);
        expect(stated).toBeCloseTo(normalCdf((reading.ability! - PASSING_THETA - curve.centre) / sd), 12);
      }
    }
  });

  it('fails an engine that gives everyone the same items', () => {
    const world = standardWorlds(small, SMALL.seed).find((w) => w.name === 'own')!;
    const report = simulateWorld(world, small, () => sameItems, readinessChance, { ...SMALL, perTheta: 1 });
    expect(report.exposure.maxRate).toBe(1);
    expect(report.exposure.neverUsed).toBe(small.length - 30);
    expect(report.retakeOverlap.mean).toBe(1);
    const exposure = checkGoals(report).find((g) => g.goal.startsWith('maximum exposure'))!;
    expect(exposure.met).toBe(false);
  });

  it('fails a readiness that states the same chance for everyone', () => {
    const world = standardWorlds(small, SMALL.seed).find((w) => w.name === 'own')!;
    const report = simulateWorld(world, small, () => sameItems, says(0.55), { ...SMALL, candidates: 50, perTheta: 1 });
    const bin = report.reliability.bins[5];
    expect(bin.candidates).toBe(50);
    expect(bin.passed).toBe(1);
    const goal = checkGoals(report).find((g) => g.goal.startsWith('readiness bin 50%'))!;
    expect(goal.met).toBe(false);
  });
});
