/**
 * Item response theory for the exam simulator and the readiness estimate: the three-parameter
 * logistic model (3PL) on the logistic metric (no 1.7 scaling constant), as in Baker (2001),
 * "The Basics of Item Response Theory". A four-option item can be answered right by a guess, so
 * the chance of a right answer never falls below the item's guessing floor `c`; with `c` at 0 it
 * is the two-parameter model (2PL), and with every discrimination at 1 as well the Rasch model.
 *
 * Pure functions, no database: the exam, the calibration job, the readiness estimate and the
 * simulation script all share them.
 */
import type { Difficulty, QuestionType } from '../generated/prisma/enums.ts';

/**
 * An item's parameters: discrimination `a` (> 0) and difficulty `b`, on the ability scale, and the
 * guessing floor `c` (the lower asymptote, 0 when absent).
 */
export interface ItemParameters {
  a: number;
  b: number;
  c?: number;
}

/** The guessing floor of a four-option item: a candidate who knows nothing picks the key one time in four. */
export const GUESSING_FLOOR = 0.25;

/** What the guessing floor of an item depends on: its type and the size of its interaction (decision 017). */
interface FloorSource {
  type: QuestionType;
  /** Question.interaction: the ordering's `elements`, the matching's `prompts` and `targets`, the hotspot's `regions`. */
  interaction?: unknown;
}

const sizeOf = (interaction: unknown, key: string): number => {
  const list = (interaction as Record<string, unknown> | null | undefined)?.[key];
  return Array.isArray(list) ? list.length : 0;
};

/**
 * An item's guessing floor: the chance that a candidate who knows nothing, answering at random,
 * gets it right (all or nothing, as these items are graded):
 * - single choice: one of its four options, GUESSING_FLOOR;
 * - ordering of n elements: one of the n! orders, 1/n!;
 * - matching of m prompts onto k targets, each prompt to a different target (the grading refuses a
 *   target used twice, practice/interactive.ts): one of the k!/(k-m)! injective assignments;
 * - hotspot of r regions: one of them, 1/r.
 * An interaction without the lists its type needs (which the bank loader refuses) keeps GUESSING_FLOOR.
 */
export function guessingFloor(question: FloorSource): number {
  const { type, interaction } = question;
  let ways = 0;
  switch (type) {
    case 'ORDERING': {
      const n = sizeOf(interaction, 'elements');
      if (n > 0) ways = 1;
      for (let i = 2; i <= n; i += 1) ways *= i;
      break;
    }
    case 'MATCHING': {
      const m = sizeOf(interaction, 'prompts');
      const k = sizeOf(interaction, 'targets');
      if (m > 0 && k >= m) ways = 1;
      for (let i = 0; i < m && k >= m; i += 1) ways *= k - i;
      break;
    }
    case 'HOTSPOT':
      ways = sizeOf(interaction, 'regions');
      break;
    default:
      return GUESSING_FLOOR;
  }
  // One way (a single element or region) would be no question at all; the loader refuses it.
  return ways >= 2 ? 1 / ways : GUESSING_FLOOR;
}

/** The label prior of an item with its own guessing floor (guessingFloor): LABEL_PRIORS for single choice. */
export function labelPrior(difficulty: Difficulty, question: FloorSource): ItemParameters {
  return { ...LABEL_PRIORS[difficulty], c: guessingFloor(question) };
}

/** One scored answer: the item's parameters and whether the answer was right. */
export interface ScoredResponse {
  item: ItemParameters;
  correct: boolean;
}

export interface AbilityEstimate {
  theta: number;
  /** The standard error of `theta`: 1/sqrt(test information) for MLE, the posterior SD for EAP. */
  standardError: number;
}

// Bound once: a global lookup (Math) on every call is slow in a vm context, where Jest runs the
// suite, and these run tens of millions of times in the simulations and the reliability tests
// (readiness.test.ts's three took 48 s, 16 s with this and `abs` in readiness.ts's `invert`).
const { exp, imul, log: ln } = Math;

/**
 * The prior item parameters from the bank's difficulty label, used until calibration replaces them.
 * The ability scale is centred on the passing standard (theta 0, see rules.ts): a candidate at the
 * standard answers an easy item right 86% of the time, a medium one 72% and a hard one 53%, about
 * 71% over the bank's mix of labels, guesses included. Every item carries the four-option guessing
 * floor: a candidate who knows nothing still answers a quarter right, and that is no evidence of ability.
 * An interactive item has its own, far lower floor (guessingFloor; labelPrior gives its prior).
 */
export const LABEL_PRIORS: Readonly<Record<Difficulty, ItemParameters>> = {
  easy: { a: 1, b: -1.5, c: GUESSING_FLOOR },
  medium: { a: 1, b: -0.5, c: GUESSING_FLOOR },
  hard: { a: 1, b: 0.5, c: GUESSING_FLOOR },
};

/** The prior's spread around the label's difficulty: labels are a guess, not a measurement. */
export const LABEL_PRIOR_SD = 1;

/** P(correct | theta) under the 3PL: c + (1 - c) / (1 + exp(-a (theta - b))). */
export function probability(theta: number, item: ItemParameters): number {
  return probabilityAt(theta, item.a, item.b, item.c ?? 0);
}

/** `probability` with the parameters as numbers: the form for loops that keep them in typed arrays (readiness.ts). */
export function probabilityAt(theta: number, a: number, b: number, c: number): number {
  return c + (1 - c) / (1 + exp(-a * (theta - b)));
}

/**
 * Fisher information of one item at theta: a^2 (Q / P) ((P - c) / (1 - c))^2 (Baker, 2001, ch. 6);
 * a^2 P Q when c is 0.
 */
export function information(theta: number, item: ItemParameters): number {
  const c = item.c ?? 0;
  return informationFrom(probability(theta, item), item.a, c);
}

/** `information` from the probability P already worked out at theta (a loop that needs both computes P once). */
export function informationFrom(p: number, a: number, c: number): number {
  const rise = (p - c) / (1 - c);
  return (a * a * (1 - p) * rise * rise) / p;
}

/**
 * The derivative of the log-likelihood of one answer with respect to theta:
 * a (u - P) (P - c) / (P (1 - c)); a (u - P) when c is 0.
 */
function score(theta: number, item: ItemParameters, correct: boolean): number {
  const c = item.c ?? 0;
  const p = probability(theta, item);
  return (item.a * ((correct ? 1 : 0) - p) * (p - c)) / (p * (1 - c));
}

/** The test information at theta: the sum of the items' information. */
export function testInformation(theta: number, items: Iterable<ItemParameters>): number {
  let total = 0;
  for (const item of items) total += information(theta, item);
  return total;
}

/**
 * The maximum-likelihood ability by Fisher scoring, as in Baker (2001) chapter 5: theta <- theta +
 * sum of scores / test information (sum a (u - P) / sum a^2 P Q under the 2PL). Undefined when
 * every answer is right or every answer is wrong (the likelihood keeps rising towards infinity):
 * then it answers null.
 */
export function estimateAbilityMle(responses: readonly ScoredResponse[], { start = 0, maxIterations = 50, tolerance = 1e-6 } = {}): AbilityEstimate | null {
  const rights = responses.filter((r) => r.correct).length;
  if (rights === 0 || rights === responses.length) return null;
  let theta = start;
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    let total = 0;
    let info = 0;
    for (const { item, correct } of responses) {
      total += score(theta, item, correct);
      info += information(theta, item);
    }
    // A step of more than 1 on a flat likelihood would overshoot; damping keeps it converging.
    const step = Math.max(-1, Math.min(1, total / info));
    theta += step;
    if (Math.abs(step) < tolerance) break;
  }
  return {
    theta,
    standardError:
      1 /
      Math.sqrt(
        testInformation(
          theta,
          responses.map((r) => r.item),
        ),
      ),
  };
}

export interface EapOptions {
  priorMean?: number;
  priorSd?: number;
  /** Quadrature points, equally spaced over [-6, 6]. */
  points?: number;
}

/**
 * The expected a posteriori ability (Bock & Mislevy, 1982): the posterior mean and SD under a
 * normal prior, by quadrature. Unlike MLE it exists for every response pattern, including the
 * all-right and all-wrong ones an adaptive test starts with.
 */
export function estimateAbilityEap(responses: readonly ScoredResponse[], options: EapOptions = {}): AbilityEstimate {
  const posterior = abilityPosterior(options);
  for (const response of responses) posterior.add(response);
  return posterior.estimate();
}

/** The EAP's posterior kept answer by answer (abilityPosterior). */
export interface AbilityPosterior {
  /** One more scored answer: its log-likelihood added at every quadrature point. */
  add(response: ScoredResponse): void;
  /** The estimate from the answers added so far: estimateAbilityEap of them, to the last bit. */
  estimate(): AbilityEstimate;
}

/**
 * The EAP's log-posterior at each quadrature point, kept: each answer adds its log-likelihood once,
 * so an exam that asks for the ability after every answer does not sum all the answers so far again
 * (the simulation's exams re-summed some 11,000 answers each). estimateAbilityEap is this, given
 * all the answers at once.
 */
export function abilityPosterior({ priorMean = 0, priorSd = 1, points = 121 }: EapOptions = {}): AbilityPosterior {
  const low = -6;
  const high = 6;
  const width = (high - low) / (points - 1);
  const thetas = new Float64Array(points);
  const logPosterior = new Float64Array(points);
  for (let k = 0; k < points; k += 1) {
    thetas[k] = low + k * width;
    logPosterior[k] = -0.5 * ((thetas[k] - priorMean) / priorSd) ** 2;
  }
  return {
    add({ item, correct }) {
      for (let k = 0; k < points; k += 1) {
        const p = probability(thetas[k], item);
        logPosterior[k] += ln(correct ? p : 1 - p);
      }
    },
    estimate() {
      let max = -Infinity;
      for (let k = 0; k < points; k += 1) if (logPosterior[k] > max) max = logPosterior[k];
      let mass = 0;
      let first = 0;
      let second = 0;
      for (let k = 0; k < points; k += 1) {
        const weight = exp(logPosterior[k] - max);
        mass += weight;
        first += weight * thetas[k];
        second += weight * thetas[k] * thetas[k];
      }
      const theta = first / mass;
      return { theta, standardError: Math.sqrt(Math.max(second / mass - theta * theta, 0)) };
    },
  };
}

/** Gauss-Hermite nodes and weights for a standard normal (5 points): exact for polynomials to degree 9. */
const NORMAL_NODES = [
  [-2.8569700138728056, 0.011257411327720691],
  [-1.355626179974266, 0.2220759220056126],
  [0, 0.5333333333333333],
  [1.355626179974266, 0.2220759220056126],
  [2.8569700138728056, 0.011257411327720691],
] as const;

/**
 * The information selection counts on for an item whose parameters are known only to within their
 * standard errors. Maximum-information selection favours exactly the items whose calibration error
 * happens to flatter them (van der Linden & Glas, 2000, "Capitalization on item calibration error
 * in adaptive testing"), so:
 * - the difficulty: information averaged over b ~ N(b, difficultySe^2). An item known only by its
 *   label (SE 1) has a flatter, lower curve than one calibrated precisely;
 * - the discrimination: taken one standard error below its estimate. Information grows with a^2,
 *   so averaging over a would reward uncertainty; the lower value removes the advantage of a slope
 *   that came out steep by chance and leaves a precisely known one almost untouched.
 */
export function expectedInformation(
  theta: number,
  item: ItemParameters,
  { difficultySe = 0, discriminationSe = 0 }: { difficultySe?: number; discriminationSe?: number } = {},
): number {
  const a = Math.max(0.25, item.a - discriminationSe);
  if (difficultySe <= 0) return information(theta, { ...item, a });
  let total = 0;
  for (const [node, weight] of NORMAL_NODES) total += weight * information(theta, { ...item, a, b: item.b + difficultySe * node });
  return total;
}

export interface Candidate<T> {
  item: ItemParameters;
  value: T;
}

/**
 * Maximum-information selection with randomesque exposure control (Kingsbury & Zara, 1989): among
 * the `randomesque` most informative candidates at theta, one at random. Without it the same few
 * items near the passing standard would appear in every exam and soon be known by heart.
 * Answers undefined when there is no candidate.
 */
export function selectMaximumInformation<T>(
  candidates: readonly Candidate<T>[],
  theta: number,
  { randomesque = 5, random = Math.random }: { randomesque?: number; random?: () => number } = {},
): T | undefined {
  if (candidates.length === 0) return undefined;
  const ranked = candidates.map((candidate) => ({ candidate, info: information(theta, candidate.item) })).sort((x, y) => y.info - x.info);
  const pool = ranked.slice(0, Math.max(1, randomesque));
  return pool[Math.floor(random() * pool.length)].candidate.value;
}

/** A seeded uniform generator on [0, 1) (mulberry32): simulations and tests repeat exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw from a uniform generator (Box-Muller). */
export function normalRandom(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
