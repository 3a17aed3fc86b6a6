/**
 * The exam simulation (npm run exam:simulate): simulated candidates of known ability practise, get a
 * readiness estimate, and take the adaptive exam over the real bank, in "worlds" the engine does not
 * assume (answers with a guessing floor, item parameters away from their labels, ability that moves).
 * The engine and readiness see only what they would see in production: the items' labels (or, in
 * the "own model" world, the parameters answers follow), never the world's truth.
 *
 * Pure and seeded: every candidate has its own random stream, derived from the seed and its number,
 * so a run repeats exactly and one world's candidates do not shift another's.
 */
import type { Difficulty, Domain, QuestionType } from '../generated/prisma/enums.ts';
import type { BankQuestion } from '../practice/bank.ts';
import { familyOf } from '../practice/families.ts';
import { exclusiveKeys, indexPool, interactiveSlots, nextSlotItemOf, type AdministeredItem, type PoolItem } from './cat.ts';
import { abilityPosterior, LABEL_PRIOR_SD, labelPrior, normalRandom, probability, seededRandom, type ItemParameters } from './irt.ts';
import { estimateReadiness, normalCdf, type ReadinessAnswer } from './readiness.ts';
import { CAT_RULES, decide, drawPretestPositions, PASSING_THETA, type Decision, type ExamRules } from './rules.ts';

/** A bank item as the simulation reads it; without `type`, single choice. */
export type SimulationItem = Pick<BankQuestion, 'id' | 'topic' | 'difficulty' | 'options' | 'tags'> & Partial<Pick<BankQuestion, 'type' | 'interaction'>>;

/** One exam in progress, as the simulation drives it: an item, an answer, until it stops. */
interface SimulatedExam {
  /** The next item's id, or undefined once the exam has stopped (decision or pool exhausted). */
  next(): string | undefined;
  answer(correct: boolean): void;
  finish(): { passed: boolean; theta: number; items: string[] };
  /** The positions (0-based) that give an interactive item, with the kind each asks for (interactiveSlots). */
  slots?: ReadonlyMap<number, QuestionType>;
}

/** The exam engine under test, reduced to what the simulation needs. */
export interface SimulatedEngine {
  /**
   * `seen`: the items the candidate has met before (their practice answers and any earlier exam),
   * as the server knows them, for an engine that avoids repeats.
   */
  start(random: () => number, seen: ReadonlySet<string>): SimulatedExam;
}

/**
 * The engine of graph/exam/cat.ts over `pool` (the items with the parameters the engine knows), as
 * the server runs it: the rules' interactive slots (interactiveSlots, from a seed drawn for each
 * exam) give ordering, matching and hotspot items, every other position single choice (nextSlotItem).
 */
export function catEngine(pool: readonly PoolItem[], rules: ExamRules = CAT_RULES): SimulatedEngine {
  // Indexed once for every exam of the world, and each exam's ability kept answer by answer: the
  // same choices as the server's nextSlotItem and decisionAfter (simulation.test.ts), at a fraction of the cost.
  const index = indexPool(pool);
  const byId = new Map(pool.map((p) => [p.id, p]));
  // The exposure control's evidence, as the server keeps it: the items of every earlier exam.
  const counts = new Map<string, number>();
  let exams = 0;
  return {
    start(random, seen) {
      const pretest = drawPretestPositions(rules, random);
      const slots = interactiveSlots({ seed: Math.floor(random() * 2 ** 31), minItems: rules.minItems, interactiveItems: rules.interactiveItems });
      const administered: AdministeredItem[] = [];
      const posterior = abilityPosterior();
      let ability = posterior.estimate();
      let decision: Decision = 'CONTINUE';
      let pending: { id: string; pretest: boolean } | undefined;
      return {
        slots,
        next() {
          if (decision !== 'CONTINUE') return undefined;
          const next = nextSlotItemOf(index, administered, pretest, random, { seen, exposure: { exams, counts } }, slots.get(administered.length), ability);
          pending = next && { id: next.item.id, pretest: next.pretest };
          return pending?.id;
        },
        answer(correct) {
          const item = byId.get(pending!.id)!;
          const answered = { id: item.id, domain: item.domain, item: item.item, pretest: pending!.pretest, correct };
          administered.push(answered);
          // Pretest answers feed calibration, not the ability (abilityOf).
          if (!answered.pretest) {
            posterior.add(answered);
            ability = posterior.estimate();
          }
          decision = decide(administered.length, ability, rules);
        },
        finish() {
          exams += 1;
          for (const a of administered) counts.set(a.id, (counts.get(a.id) ?? 0) + 1);
          const { theta } = ability;
          const passed = decision === 'CONTINUE' ? theta >= PASSING_THETA : decision === 'PASS';
          return { passed, theta, items: administered.map((a) => a.id) };
        },
      };
    },
  };
}

/** A practice answer for readiness: the item as the server knows it, and when it was given. */
interface PracticeAnswer extends ReadinessAnswer {
  questionId: string;
  difficulty: Difficulty;
  answeredAt: Date;
}

/**
 * What readiness said and what it said it from: the stated chance (null when it says nothing), the
 * ability and its SE, and the calibrated share of the answers (passCurve's input). The pass
 * curve's constants act only on the chance, never on the exam, so the dump (npm run exam:simulate --
 * --dump FILE) lets other constants be judged without running the exam again.
 */
interface ReadinessReading {
  stated: number | null;
  ability: number | null;
  standardError: number | null;
  calibrated: number;
}

/** The readiness estimator under test. */
export type ReadinessEstimator = (answers: readonly PracticeAnswer[], now: Date) => ReadinessReading;

/** The app's readiness estimator, each answer aged from the exam day. */
export const readinessChance: ReadinessEstimator = (answers, now) => {
  const readiness = estimateReadiness(
    answers.map((a) => ({
      domain: a.domain,
      item: a.item,
      correct: a.correct,
      calibrated: a.calibrated,
      ageDays: (now.getTime() - a.answeredAt.getTime()) / 86_400_000,
    })),
  );
  const { passProbability: stated, ability, standardError } = readiness;
  return { stated, ability, standardError, calibrated: answers.filter((a) => a.calibrated).length / Math.max(1, answers.length) };
};

/** How ability moves: over the practice answers (learning) and over the exam's items (fatigue). */
interface Drift {
  /** Practice starts this far below the exam-day ability and climbs to it linearly. */
  practiceGain: number;
  /** Ability lost by the 150th exam item, linearly from the first. */
  examFatigue: number;
}

export interface World {
  name: string;
  description: string;
  /** The parameters answers follow. */
  truth: ReadonlyMap<string, ItemParameters>;
  /** The parameters the engine and readiness are given. */
  known: ReadonlyMap<string, ItemParameters>;
  drift?: Drift;
}

export interface WorldOptions {
  guessing?: boolean;
  perturbed?: boolean;
  drift?: boolean;
  /** The engine is told the parameters answers follow (as after a perfect calibration). */
  engineKnowsTruth?: boolean;
}

/**
 * Guessing floors of the guessing world: c ~ U(0.20, 0.25), a four-option item guessed blind or
 * nearly; an interactive item's own floor (guessingFloor) times the same U(0.8, 1).
 */
const GUESSING_RANGE = [0.2, 0.25] as const;
/** Spread of the perturbed world: a = exp(N(0, 0.3²)), b = label + N(0, 0.5²). */
const PERTURBATION = { logA: 0.3, b: 0.5 } as const;
/** The drift world: 0.3 learnt over the practice answers, 0.1 lost to fatigue by the 150th item. */
const DRIFT: Drift = { practiceGain: 0.3, examFatigue: 0.1 };

/** A world over `bank`: true parameters around the labels as the options say, drawn from `seed`. */
export function makeWorld(name: string, bank: readonly SimulationItem[], seed: number, options: WorldOptions): World {
  const random = seededRandom(seed);
  const truth = new Map<string, ItemParameters>();
  const known = new Map<string, ItemParameters>();
  for (const q of bank) {
    const label = labelPrior(q.difficulty, { type: q.type ?? 'SINGLE_CHOICE', interaction: q.interaction });
    const a = options.perturbed ? Math.exp(PERTURBATION.logA * normalRandom(random)) : label.a;
    const b = options.perturbed ? label.b + PERTURBATION.b * normalRandom(random) : label.b;
    // The engine's own model keeps the labels' guessing floor, whatever the engine assumes it to be.
    const floor = options.engineKnowsTruth ? (label.c ?? 0) : 0;
    const c = options.guessing ? ((label.c ?? 0) * (GUESSING_RANGE[0] + (GUESSING_RANGE[1] - GUESSING_RANGE[0]) * random())) / GUESSING_RANGE[1] : floor;
    const item = c > 0 ? { a, b, c } : { a, b };
    truth.set(q.id, item);
    known.set(q.id, options.engineKnowsTruth ? item : label);
  }
  const parts = [
    options.guessing && `guessing c ~ U(${GUESSING_RANGE.join(', ')}) (interactive: its floor × U(${GUESSING_RANGE[0] / GUESSING_RANGE[1]}, 1))`,
    options.perturbed && `a = exp(N(0, ${PERTURBATION.logA}²)), b = label + N(0, ${PERTURBATION.b}²)`,
    options.drift && `ability +${DRIFT.practiceGain} over practice, −${DRIFT.examFatigue} by item 150`,
  ].filter(Boolean);
  const description = `${parts.length ? parts.join('; ') : 'answers follow the label priors (2PL)'}; engine knows ${options.engineKnowsTruth ? 'the true parameters' : 'the labels only'}`;
  return { name, description, truth, known, drift: options.drift ? DRIFT : undefined };
}

/** The standard worlds: the engine's own model, then each departure alone, then all together. */
export function standardWorlds(bank: readonly SimulationItem[], seed: number): World[] {
  return [
    makeWorld('own', bank, seed, { perturbed: true, engineKnowsTruth: true }),
    makeWorld('guessing', bank, seed, { guessing: true }),
    makeWorld('perturbed', bank, seed, { perturbed: true }),
    makeWorld('drift', bank, seed, { drift: true }),
    makeWorld('combined', bank, seed, { guessing: true, perturbed: true, drift: true }),
  ];
}

/** Items in `ids` that share a family or an identical option set with an earlier item of the same list. */
export function siblingsIn(ids: readonly string[], byId: ReadonlyMap<string, SimulationItem>): number {
  const families = new Set<string>();
  const optionSets = new Set<string>();
  let siblings = 0;
  for (const id of ids) {
    const item = byId.get(id)!;
    const family = familyOf(item);
    const options = [...item.options].sort().join('\u0000');
    // An interactive item has no options (decision 017): its family is its only key, as in exclusiveKeys.
    if (families.has(family) || (item.options.length > 0 && optionSets.has(options))) siblings += 1;
    families.add(family);
    if (item.options.length > 0) optionSets.add(options);
  }
  return siblings;
}

export interface SimulationOptions {
  seed: number;
  /** Candidates with ability ~ N(0, 1): accuracy, length, RMSE, exposure, siblings. */
  candidates: number;
  /** Of those, how many take a second exam (retake overlap). */
  retakes: number;
  /** Candidates at each fixed ability of the pass curve. */
  perTheta: number;
  /** Practice answers before the exam, distinct items drawn at random from the bank. */
  practiceAnswers: number;
  /** Days the practice answers are spread over, ending on the exam day. */
  practiceDays: number;
}

export const DEFAULT_OPTIONS: SimulationOptions = { seed: 2024, candidates: 400, retakes: 50, perTheta: 60, practiceAnswers: 200, practiceDays: 60 };

export const CURVE_THETAS = [-0.4, -0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.4];

/** The goals a run must meet. */
/**
 * The goals a run must meet. The reliability goal (reliabilityGoals): within reliabilityGap in every
 * bin of at least reliabilityMinCandidates, a miss counted only beyond its sampling error at the
 * false-alarm rate reliabilityFalseAlarm per world, shared among its bins.
 */
export const GOALS = { guessingAccuracy: 0.9, reliabilityGap: 0.05, reliabilityMinCandidates: 40, reliabilityFalseAlarm: 0.05, maxExposure: 0.25 } as const;

export interface ReliabilityBin {
  low: number;
  high: number;
  candidates: number;
  /** Mean stated chance in the bin. */
  stated: number;
  /** Share of the bin's candidates who passed. */
  passed: number;
  /**
   * The variance of that share if every stated chance were right (each candidate passing with
   * their own chance): sum p (1 - p) / n^2. The reliability goal's sampling error.
   */
  variance: number;
}

export interface WorldReport {
  world: string;
  description: string;
  candidates: number;
  accuracy: number;
  nearCut: { candidates: number; accuracy: number; falsePasses: number; falseFails: number };
  meanLength: number;
  rmse: number;
  passCurve: { theta: number; candidates: number; passRate: number }[];
  /** Phi(theta / sigma) fitted to the pass curve by least squares; and with a free centre, Phi((theta - centre) / sigma). */
  curveSd: number;
  curveFit: { centre: number; sd: number };
  /** The pass curve fitted to the population's own outcomes (fitPassCurveProbit): every candidate, with standard errors. */
  populationCurve: { centre: number; sd: number; centreSe: number; sdSe: number } | null;
  exposure: { exams: number; maxRate: number; maxItem: string; neverUsed: number; bank: number };
  retakeOverlap: { pairs: number; mean: number; max: number };
  siblings: { mean: number; max: number; examsWithAny: number };
  reliability: { bins: ReliabilityBin[]; silent: number };
  /** Every candidate of the population: true ability, stated chance (null: no figure), the exam's outcome. */
  population: { theta: number; examTheta: number; estimate: number; stated: number | null; passed: boolean }[];
  seconds: number;
}

/** Least-squares fit of Phi((theta - centre) / sd) to the pass curve: a coarse grid, then a fine one around its best. */
export function fitPassCurve(curve: readonly { theta: number; passRate: number }[], freeCentre: boolean): { centre: number; sd: number } {
  const error = (centre: number, sd: number) => curve.reduce((sum, { theta, passRate }) => sum + (normalCdf((theta - centre) / sd) - passRate) ** 2, 0);
  const search = (centres: number[], sds: number[], best = { centre: 0, sd: 1, error: Infinity }) => {
    for (const centre of centres) {
      for (const sd of sds) {
        const e = error(centre, sd);
        if (e < best.error) best = { centre, sd, error: e };
      }
    }
    return best;
  };
  const steps = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);
  const coarse = search(freeCentre ? steps(-0.5, 0.5, 0.02) : [0], steps(0.01, 3, 0.01));
  const fine = search(
    freeCentre ? steps(coarse.centre - 0.02, coarse.centre + 0.02, 0.001) : [0],
    steps(Math.max(0.001, coarse.sd - 0.01), coarse.sd + 0.01, 0.0005),
    coarse,
  );
  return { centre: fine.centre, sd: fine.sd };
}

/**
 * The pass curve Phi((theta - centre) / sd) fitted to individual outcomes by maximum likelihood
 * (probit regression, P = Phi(alpha + beta theta), by Fisher scoring), with the centre's standard
 * error (delta method). Fitted on the population it uses every candidate, not nine grid points,
 * and gives the curve's uncertainty: the figure readiness's PASS_CURVE is set from. Returns null when
 * the outcomes do not determine a curve (all passed, all failed, or perfectly separated).
 */
export function fitPassCurveProbit(
  outcomes: readonly { theta: number; passed: boolean }[],
): { centre: number; sd: number; centreSe: number; sdSe: number } | null {
  if (!outcomes.some((o) => o.passed) || !outcomes.some((o) => !o.passed)) return null;
  const density = (z: number) => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  let alpha = 0;
  let beta = 1;
  let information = [
    [0, 0],
    [0, 0],
  ];
  for (let iteration = 0; iteration < 100; iteration += 1) {
    const score = [0, 0];
    information = [
      [0, 0],
      [0, 0],
    ];
    for (const { theta, passed } of outcomes) {
      const z = alpha + beta * theta;
      const p = Math.min(1 - 1e-12, Math.max(1e-12, normalCdf(z)));
      const f = density(z);
      const u = passed ? f / p : -f / (1 - p);
      const w = (f * f) / (p * (1 - p));
      score[0] += u;
      score[1] += u * theta;
      information[0][0] += w;
      information[0][1] += w * theta;
      information[1][1] += w * theta * theta;
    }
    information[1][0] = information[0][1];
    const det = information[0][0] * information[1][1] - information[0][1] ** 2;
    if (!(det > 0)) return null;
    const dAlpha = (information[1][1] * score[0] - information[0][1] * score[1]) / det;
    const dBeta = (information[0][0] * score[1] - information[0][1] * score[0]) / det;
    alpha += dAlpha;
    beta += dBeta;
    // Separated outcomes send beta to infinity: no curve to report.
    if (!(beta > 0) || beta > 1e3) return null;
    if (Math.abs(dAlpha) + Math.abs(dBeta) < 1e-10) break;
  }
  const det = information[0][0] * information[1][1] - information[0][1] ** 2;
  const cov = [
    [information[1][1] / det, -information[0][1] / det],
    [-information[0][1] / det, information[0][0] / det],
  ];
  // centre = -alpha / beta, sd = 1 / beta: gradients for the delta method.
  const g = [-1 / beta, alpha / beta ** 2];
  const centreVar = g[0] * g[0] * cov[0][0] + 2 * g[0] * g[1] * cov[0][1] + g[1] * g[1] * cov[1][1];
  return { centre: -alpha / beta, sd: 1 / beta, centreSe: Math.sqrt(centreVar), sdSe: Math.sqrt(cov[1][1]) / beta ** 2 };
}

/**
 * Which candidates one process runs: those whose number is `index` modulo `count` (`npm run
 * exam:simulate -- --workers N` runs N shards side by side). Each candidate keeps its own seeded
 * stream, so its practice, ability and answers do not depend on the shard; the exposure control's
 * history does (each shard's engine counts its own exams), so a sharded run is not bit-identical to
 * a serial one. The default is the whole run in one process.
 */
export interface Shard {
  index: number;
  count: number;
}

/** One candidate of the population as a run records it: everything the report is computed from. */
interface CandidateRecord {
  /** The candidate's number: its random streams and the order of the retakes. */
  n: number;
  trueTheta: number;
  /** The ability the exam should have found (the mean over its items, fatigue included). */
  examTheta: number;
  /** The exam's own estimate. */
  estimate: number;
  stated: number | null;
  passed: boolean;
  items: string[];
  /** Readiness's reading of the practice, beside `stated` (ReadinessReading). */
  reading: Omit<ReadinessReading, 'stated'>;
}

/** What one process collects for one world: mergeable across shards (summarizeWorld). */
export interface WorldRun {
  population: CandidateRecord[];
  /** Per ability of CURVE_THETAS, each candidate's pass or fail. */
  curve: boolean[][];
  /** Each retake's share of items from the first sitting. */
  overlaps: number[];
  seconds: number;
}

/** Runs one world's candidates (those of `shard`): the population, the pass curve's candidates, the retakes. */
export function runWorld(
  world: World,
  bank: readonly SimulationItem[],
  engineFor: (pool: readonly PoolItem[]) => SimulatedEngine,
  readiness: ReadinessEstimator,
  options: SimulationOptions,
  shard: Shard = { index: 0, count: 1 },
): WorldRun {
  const started = performance.now();
  const mine = (n: number) => n % shard.count === shard.index;
  // As examPool builds it: the difficulty's uncertainty is the label prior's SD unless the engine is told the truth.
  const pool: PoolItem[] = bank.map((q) => ({
    id: q.id,
    domain: q.topic,
    item: world.known.get(q.id)!,
    difficultySe: world.known.get(q.id) === world.truth.get(q.id) ? undefined : LABEL_PRIOR_SD,
    responses: 0,
    exclusive: exclusiveKeys(q),
    interactive: (q.type ?? 'SINGLE_CHOICE') !== 'SINGLE_CHOICE',
    type: q.type ?? 'SINGLE_CHOICE',
  }));
  const engine = engineFor(pool);
  const examDay = new Date(Date.UTC(2026, 10, 28, 9));

  const takeExam = (theta: number, random: () => number, seen: ReadonlySet<string>) => {
    const exam = engine.start(random, seen);
    let abilitySum = 0;
    let answered = 0;
    for (let id = exam.next(); id !== undefined; id = exam.next()) {
      const ability = theta - (world.drift ? (world.drift.examFatigue * answered) / 149 : 0);
      abilitySum += ability;
      answered += 1;
      exam.answer(random() < probability(ability, world.truth.get(id)!));
    }
    return { ...exam.finish(), examTheta: answered ? abilitySum / answered : theta };
  };

  const practise = (theta: number, random: () => number): PracticeAnswer[] => {
    const n = Math.min(options.practiceAnswers, bank.length);
    const order = bank.map((_, i) => i);
    for (let i = 0; i < n; i += 1) {
      const j = i + Math.floor(random() * (order.length - i));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order.slice(0, n).map((index, k) => {
      const q = bank[index];
      const progress = n > 1 ? k / (n - 1) : 1;
      const ability = theta - (world.drift ? world.drift.practiceGain * (1 - progress) : 0);
      const daysBefore = options.practiceDays * (1 - progress);
      return {
        questionId: q.id,
        domain: q.topic as Domain,
        difficulty: q.difficulty,
        item: world.known.get(q.id)!,
        // As the server marks an item whose parameters came from calibration: here, where the world tells the engine its truth.
        calibrated: world.known.get(q.id) === world.truth.get(q.id),
        correct: random() < probability(ability, world.truth.get(q.id)!),
        answeredAt: new Date(examDay.getTime() - daysBefore * 86_400_000 - 3_600_000),
      };
    });
  };

  // Readiness draws nothing from `random`: the exam a candidate sits does not depend on it.
  const candidate = (stream: number, theta: number) => {
    const random = seededRandom(options.seed * 1_000_003 + stream);
    const practice = practise(theta, random);
    const { stated, ...reading } = readiness(practice, examDay);
    const practised = practice.map((p) => p.questionId);
    return { ...takeExam(theta, random, new Set(practised)), stated, reading, practised };
  };

  // The population: ability ~ N(0, 1).
  const population: (CandidateRecord & { practised: string[] })[] = [];
  for (let i = 0; i < options.candidates; i += 1) {
    if (!mine(i)) continue;
    const trueTheta = normalRandom(seededRandom(options.seed * 7 + i));
    const o = candidate(i, trueTheta);
    population.push({
      n: i,
      trueTheta,
      examTheta: o.examTheta,
      estimate: o.theta,
      stated: o.stated,
      passed: o.passed,
      items: o.items,
      reading: o.reading,
      practised: o.practised,
    });
  }

  // The pass curve: many candidates at each fixed ability near the standard.
  const curve = CURVE_THETAS.map((theta, t) =>
    Array.from({ length: options.perTheta }, (_, i) => i)
      .filter((i) => mine(t * options.perTheta + i))
      .map((i) => candidate(1_000_000 * (t + 1) + i, theta).passed),
  );

  // Retakes: the first candidates sit a second exam, with the engine told their first one.
  const overlaps = population
    .filter((first) => first.n < options.retakes)
    .map((first) => {
      const seen = new Set([...first.practised, ...first.items]);
      const second = takeExam(first.trueTheta, seededRandom(options.seed * 1_000_003 + 50_000_000 + first.n), seen);
      const earlier = new Set(first.items);
      return second.items.length ? second.items.filter((id) => earlier.has(id)).length / second.items.length : 0;
    });

  return {
    population: population.map(({ practised: _practised, ...record }) => record),
    curve,
    overlaps,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The stated chance against the share who passed, in tenths of the stated chance. */
export function reliabilityBins(candidates: readonly { stated: number | null; passed: boolean }[]): { bins: ReliabilityBin[]; silent: number } {
  const bins: ReliabilityBin[] = Array.from({ length: 10 }, (_, i) => ({ low: i / 10, high: (i + 1) / 10, candidates: 0, stated: 0, passed: 0, variance: 0 }));
  let silent = 0;
  for (const o of candidates) {
    if (o.stated === null) {
      silent += 1;
      continue;
    }
    const bin = bins[Math.min(9, Math.floor(o.stated * 10))];
    bin.candidates += 1;
    bin.stated += o.stated;
    bin.passed += o.passed ? 1 : 0;
    bin.variance += o.stated * (1 - o.stated);
  }
  for (const bin of bins) {
    if (bin.candidates === 0) continue;
    bin.stated /= bin.candidates;
    bin.passed /= bin.candidates;
    bin.variance /= bin.candidates ** 2;
  }
  return { bins, silent };
}

/** The report of a world from its runs (one, or one per shard). */
export function summarizeWorld(world: World, bank: readonly SimulationItem[], runs: readonly WorldRun[]): WorldReport {
  const byId = new Map(bank.map((q) => [q.id, q]));
  const population = runs.flatMap((r) => r.population).sort((x, y) => x.n - y.n);
  const overlaps = runs.flatMap((r) => r.overlaps);
  const shouldPass = (o: CandidateRecord) => o.examTheta >= PASSING_THETA;
  const near = population.filter((o) => Math.abs(o.examTheta - PASSING_THETA) < 0.25);
  const exposureCounts = new Map<string, number>();
  for (const o of population) for (const id of o.items) exposureCounts.set(id, (exposureCounts.get(id) ?? 0) + 1);
  let maxItem = '';
  let maxCount = 0;
  for (const [id, count] of exposureCounts) if (count > maxCount) [maxItem, maxCount] = [id, count];
  const siblingCounts = population.map((o) => siblingsIn(o.items, byId));

  const passCurve = CURVE_THETAS.map((theta, t) => {
    const outcomes = runs.flatMap((r) => r.curve[t]);
    return { theta, candidates: outcomes.length, passRate: outcomes.filter(Boolean).length / Math.max(1, outcomes.length) };
  });

  // The reliability table reads the population alone. Calibration holds for a population: readiness
  // is a Bayesian estimate with a population prior, and the pass curve's candidates (60 at each of
  // nine abilities within 0.4 of the standard) are a stratified sample no learner base resembles;
  // binned by stated chance, they regress to the grid's centre and make any honest estimate look
  // over- or underconfident. More candidates near the cut means a larger population (--candidates).
  const reliability = reliabilityBins(population);

  const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
  const correct = (o: CandidateRecord) => o.passed === shouldPass(o);
  return {
    world: world.name,
    description: world.description,
    candidates: population.length,
    accuracy: mean(population.map((o) => (correct(o) ? 1 : 0))),
    nearCut: {
      candidates: near.length,
      accuracy: mean(near.map((o) => (correct(o) ? 1 : 0))),
      falsePasses: near.filter((o) => o.passed && !shouldPass(o)).length,
      falseFails: near.filter((o) => !o.passed && shouldPass(o)).length,
    },
    meanLength: mean(population.map((o) => o.items.length)),
    rmse: Math.sqrt(mean(population.map((o) => (o.estimate - o.examTheta) ** 2))),
    passCurve,
    curveSd: fitPassCurve(passCurve, false).sd,
    curveFit: fitPassCurve(passCurve, true),
    populationCurve: fitPassCurveProbit(population.map((o) => ({ theta: o.trueTheta, passed: o.passed }))),
    exposure: {
      exams: population.length,
      maxRate: maxCount / Math.max(1, population.length),
      maxItem,
      neverUsed: bank.length - exposureCounts.size,
      bank: bank.length,
    },
    retakeOverlap: { pairs: overlaps.length, mean: mean(overlaps), max: overlaps.length ? Math.max(...overlaps) : 0 },
    siblings: {
      mean: mean(siblingCounts),
      max: siblingCounts.length ? Math.max(...siblingCounts) : 0,
      examsWithAny: siblingCounts.filter((n) => n > 0).length,
    },
    reliability,
    population: population.map((o) => ({ theta: o.trueTheta, examTheta: o.examTheta, estimate: o.estimate, stated: o.stated, passed: o.passed })),
    seconds: Math.max(0, ...runs.map((r) => r.seconds)),
  };
}

/** Runs one world in this process: the population, the pass curve, the retakes and the readiness table. */
export function simulateWorld(
  world: World,
  bank: readonly SimulationItem[],
  engineFor: (pool: readonly PoolItem[]) => SimulatedEngine,
  readiness: ReadinessEstimator,
  options: SimulationOptions,
): WorldReport {
  return summarizeWorld(world, bank, [runWorld(world, bank, engineFor, readiness, options)]);
}

export interface GoalResult {
  world: string;
  goal: string;
  met: boolean;
  detail: string;
}

/**
 * The quantile of the standard normal distribution (the inverse of normalCdf), by bisection: a few
 * dozen evaluations, for the goals' thresholds.
 */
export function normalQuantile(p: number): number {
  let low = -10;
  let high = 10;
  for (let i = 0; i < 80; i += 1) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The reliability goal: the stated chance within 5 points of the simulated pass rate in every bin
 * with enough candidates. A bin's pass rate is a sample: even if every stated chance were exactly
 * right, a bin of n candidates would read off by about sqrt(sum p (1 - p)) / n (its `variance`),
 * ±15 points at two SEs for 40 candidates. Over ten bins and five worlds, "beyond two SEs" alone
 * fails a perfect predictor in a quarter of the runs of each world (decision 009). So:
 * - every bin of at least GOALS.reliabilityMinCandidates and the 10%-90% bins pooled are tested,
 *   m tests in all, each at the false-alarm rate GOALS.reliabilityFalseAlarm / m (Bonferroni): a
 *   bin misses when its gap is more than 5 points **and** more than z SEs, z the normal quantile of
 *   1 - GOALS.reliabilityFalseAlarm / (2 m) (2.84 for 11 tests). A perfectly calibrated readiness
 *   then fails a world in at most 5% of runs, whatever their size;
 * - a bin has **enough candidates** when z SEs are at most the 5 points: there the test is simply
 *   "within 5 points", and a bias of 5 points or more is caught (half the time at exactly 5, nearly
 *   always at 8). A bin with fewer is still tested (a gross miss fails it) but cannot show a 5-point
 *   bias; the report says how many candidates it would need (about z^2 p (1 - p) / 0.05^2: some
 *   700-800 near 50%, some 15,000-20,000 candidates of the population per world in all).
 */
/**
 * The bins the reliability goal tests: each with enough candidates, and the middle bins pooled
 * (enough candidates to see a 5-point bias that no single bin can resolve); and z, the number of
 * SEs a gap may reach before it counts, Bonferroni-corrected over those tests.
 */
export function reliabilityTests(bins: readonly ReliabilityBin[]): { tested: ReliabilityBin[]; pooled: ReliabilityBin | null; z: number } {
  const tested = bins.filter((bin) => bin.candidates >= GOALS.reliabilityMinCandidates);
  const middle = bins.filter((bin) => bin.low >= 0.1 && bin.high <= 0.9 && bin.candidates > 0);
  const pooledCandidates = middle.reduce((n, bin) => n + bin.candidates, 0);
  const pooled: ReliabilityBin | null =
    pooledCandidates >= GOALS.reliabilityMinCandidates
      ? {
          low: 0.1,
          high: 0.9,
          candidates: pooledCandidates,
          stated: middle.reduce((sum, bin) => sum + bin.stated * bin.candidates, 0) / pooledCandidates,
          passed: middle.reduce((sum, bin) => sum + bin.passed * bin.candidates, 0) / pooledCandidates,
          variance: middle.reduce((sum, bin) => sum + bin.variance * bin.candidates ** 2, 0) / pooledCandidates ** 2,
        }
      : null;
  const tests = tested.length + (pooled ? 1 : 0);
  return { tested, pooled, z: tests ? normalQuantile(1 - GOALS.reliabilityFalseAlarm / (2 * tests)) : Infinity };
}

export function reliabilityGoals(world: string, reliability: { bins: readonly ReliabilityBin[] }): GoalResult[] {
  const gapGoal = GOALS.reliabilityGap;
  const { tested, pooled, z } = reliabilityTests(reliability.bins);
  if (!tested.length && !pooled) return [];
  const judge = (bin: ReliabilityBin, goal: string): GoalResult => {
    const se = Math.sqrt(bin.variance);
    const gap = bin.passed - bin.stated;
    const enough = z * se <= gapGoal;
    // Candidates for z SEs of 5 points, at the bin's mean p (1 - p) per candidate.
    const needed = Math.ceil((z / gapGoal) ** 2 * bin.variance * bin.candidates);
    return {
      world,
      goal,
      met: Math.abs(gap) <= Math.max(gapGoal, z * se),
      detail: `stated ${pct(bin.stated)}, passed ${pct(bin.passed)} of ${bin.candidates} (${z.toFixed(2)} SE ${(100 * z * se).toFixed(1)} points; ${
        enough ? 'enough candidates' : `too few to resolve ${gapGoal * 100} points: about ${needed} needed`
      })`,
    };
  };
  return [
    ...tested.map((bin) => judge(bin, `readiness bin ${pct(bin.low, 0)}-${pct(bin.high, 0)} within ${gapGoal * 100} points`)),
    ...(pooled ? [judge(pooled, `readiness 10%-90% pooled within ${gapGoal * 100} points`)] : []),
  ];
}

/**
 * The goals: accuracy at least 90% in the guessing world; the stated chance within 5 points of the
 * simulated pass rate in every bin with enough candidates (reliabilityGoals); maximum exposure 0.25.
 * Readiness and exposure are checked in every world.
 */
export function checkGoals(report: WorldReport): GoalResult[] {
  const results: GoalResult[] = [];
  if (report.world === 'guessing') {
    results.push({
      world: report.world,
      goal: `accuracy ≥ ${GOALS.guessingAccuracy * 100}%`,
      met: report.accuracy >= GOALS.guessingAccuracy,
      detail: `${pct(report.accuracy)}`,
    });
  }
  results.push(...reliabilityGoals(report.world, report.reliability));
  results.push({
    world: report.world,
    goal: `maximum exposure ≤ ${GOALS.maxExposure}`,
    met: report.exposure.maxRate <= GOALS.maxExposure,
    detail: `${report.exposure.maxRate.toFixed(3)} (${report.exposure.maxItem})`,
  });
  return results;
}

function pct(x: number, digits = 1): string {
  return `${(100 * x).toFixed(digits)}%`;
}

/** The report as Markdown tables, one section per table, worlds side by side where they fit. */
export function formatReports(reports: readonly WorldReport[]): string {
  const lines: string[] = [];
  lines.push(
    '| world | candidates | accuracy | near cut (|θ| < 0.25) | false pass / fail near cut | mean length | RMSE | curve σ (centre 0) | curve fit centre, σ | population fit centre ± SE, σ ± SE | max exposure | never used | retake overlap | siblings per exam | run time |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of reports) {
    lines.push(
      `| ${r.world} | ${r.candidates} | ${pct(r.accuracy)} | ${pct(r.nearCut.accuracy)} of ${r.nearCut.candidates} | ${r.nearCut.falsePasses} / ${r.nearCut.falseFails} | ${r.meanLength.toFixed(1)} | ${r.rmse.toFixed(3)} | ${r.curveSd.toFixed(3)} | ${r.curveFit.centre.toFixed(3)}, ${r.curveFit.sd.toFixed(3)} | ${r.populationCurve ? `${r.populationCurve.centre.toFixed(3)} ± ${r.populationCurve.centreSe.toFixed(3)}, ${r.populationCurve.sd.toFixed(3)} ± ${r.populationCurve.sdSe.toFixed(3)}` : '–'} | ${r.exposure.maxRate.toFixed(3)} | ${r.exposure.neverUsed} of ${r.exposure.bank} | ${pct(r.retakeOverlap.mean)} (max ${pct(r.retakeOverlap.max)}) | ${r.siblings.mean.toFixed(2)} (max ${r.siblings.max}; ${r.siblings.examsWithAny} of ${r.candidates} exams) | ${r.seconds.toFixed(0)} s |`,
    );
  }
  lines.push('');
  lines.push(`Pass curve (share passing at a fixed true ability, ${reports[0]?.passCurve[0]?.candidates ?? 0} candidates each):`);
  lines.push('');
  lines.push(`| world | ${CURVE_THETAS.map((t) => `θ = ${t.toFixed(1)}`).join(' | ')} |`);
  lines.push(`|---|${CURVE_THETAS.map(() => '---:').join('|')}|`);
  for (const r of reports) lines.push(`| ${r.world} | ${r.passCurve.map((p) => pct(p.passRate, 0)).join(' | ')} |`);
  lines.push('');
  lines.push("Readiness reliability (stated chance before the exam against the share who passed; the population's candidates, θ ~ N(0, 1)):");
  lines.push('');
  lines.push(`| world | ${reports[0]?.reliability.bins.map((b) => `${pct(b.low, 0)}-${pct(b.high, 0)}`).join(' | ')} | no figure |`);
  lines.push(`|---|${reports[0]?.reliability.bins.map(() => '---:').join('|')}|---:|`);
  for (const r of reports) {
    const cells = r.reliability.bins.map((b) => (b.candidates ? `${pct(b.stated, 0)} → ${pct(b.passed, 0)} (${b.candidates})` : '–'));
    lines.push(`| ${r.world} | ${cells.join(' | ')} | ${r.reliability.silent} |`);
  }
  return lines.join('\n');
}
