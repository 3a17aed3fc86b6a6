/**
 * Item calibration from learners' real answers, under the three-parameter model with the guessing
 * floor fixed at the item's own (irt.ts guessingFloor: a quarter for four options, 1/n! for an
 * ordering of n...). Every item starts from the prior of its difficulty label (LABEL_PRIORS, with
 * that floor: labelPrior) and moves only on evidence that can carry it:
 *
 * - its difficulty from DIFFICULTY_MIN_RESPONSES learners on; below that the estimate would mostly
 *   be noise around the label (at 30 answers its error was still 0.33-0.36 against the label's 0.49);
 * - its discrimination from DISCRIMINATION_MIN_RESPONSES learners on; below that it stays at the
 *   prior's 1 (the Rasch model), since a slope estimated from a hundred answers capitalises on chance
 *   and selection would then favour the items whose slope happened to come out steep.
 *
 * The estimate is marginal (Bock & Aitkin, 1981, EM over a quadrature of abilities), not a plug-in of
 * each learner's point ability: a learner's ability is uncertain, and a learner with a dozen answers
 * gives a posterior, not a number. The M-step is a MAP step under b ~ N(label b, LABEL_PRIOR_SD) and
 * a ~ N(1, 0.5), so an item a hundred answers barely support stays near its label (shrinkage).
 *
 * Responses: each established learner's first answer to an item among the answers that count for
 * the bank (countedAnswers.ts: graded by the server, no demo learner's). A second answer comes after
 * the key and measures memory; a new account's first few answers are a sample of nobody in particular,
 * and a script making accounts must not move the bank.
 */
import type { Difficulty } from '../generated/prisma/enums.ts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { bankAnswersSql, establishedLearnerSql } from './countedAnswers.ts';
import { GUESSING_FLOOR, LABEL_PRIOR_SD, LABEL_PRIORS, labelPrior, probability, type ItemParameters } from './irt.ts';

/** Learners whose first answers must rest under an item before its difficulty leaves the label's prior. */
export const DIFFICULTY_MIN_RESPONSES = 100;

/** ... and before its discrimination leaves the prior's 1. */
export const DISCRIMINATION_MIN_RESPONSES = 300;

/** The discrimination's prior: centred on 1 (the Rasch model), sd 0.5, kept within [0.25, 3]. */
const DISCRIMINATION_PRIOR = { mean: 1, sd: 0.5, min: 0.25, max: 3 };

type Db = PrismaClient | Prisma.TransactionClient;

interface KnownParameters {
  item: ItemParameters;
  /** The standard errors of the difficulty and (when estimated) the discrimination: what selection averages information over. */
  difficultySe: number;
  discriminationSe?: number;
  /** Learners the calibration rests on. */
  responses: number;
}

/**
 * The calibrated items, and the prior for any other, each with the guessing floor its caller gives
 * for it (`floorOf`: irt.ts guessingFloor, which examPool keeps cached with the item's other bank
 * data, since a floor needs the item's interaction): no reader gets single choice's floor for an
 * ordering item by default.
 */
export interface ItemParameterTable {
  get(questionId: string): KnownParameters | undefined;
  prior(questionId: string, difficulty: Difficulty): ItemParameters;
}

export async function loadItemParameters(prisma: Db, floorOf: (questionId: string) => number): Promise<ItemParameterTable> {
  const rows = await prisma.itemCalibration.findMany();
  const table = new Map(
    rows.map((r) => [
      r.questionId,
      {
        item: { a: r.discrimination, b: r.difficulty, c: floorOf(r.questionId) },
        difficultySe: r.difficultySe,
        discriminationSe: r.discriminationSe ?? undefined,
        responses: r.responses,
      },
    ]),
  );
  return { get: (id) => table.get(id), prior: (id, difficulty) => ({ ...LABEL_PRIORS[difficulty], c: floorOf(id) }) };
}

export interface Observation {
  userId: string;
  questionId: string;
  correct: boolean;
}

/**
 * Each established learner's first answer to each item, from practice and from exams, among those
 * that count for the bank. Established at `now` (countedAnswers.ts ESTABLISHED).
 */
export async function firstResponses(prisma: Db, now: Date = new Date()): Promise<Observation[]> {
  const rows = await prisma.$queryRaw<{ userId: string; questionId: string; correct: boolean }[]>`
    WITH established AS (
      SELECT l."id" FROM "User" l WHERE ${establishedLearnerSql(Prisma.sql`l."id"`, now)}
    )
    SELECT DISTINCT ON ("userId", "questionId") "userId", "questionId", "correct"
      FROM (${bankAnswersSql()}) AS answers
     WHERE "userId" IN (SELECT "id" FROM established)
     ORDER BY "userId", "questionId", "answeredAt"`;
  return rows.map((r) => ({ userId: String(r.userId), questionId: r.questionId, correct: r.correct }));
}

export interface Calibrated extends ItemParameters {
  /** Standard error of the difficulty (from the posterior's curvature). */
  difficultySe: number;
  /** Standard error of the discrimination; undefined when it was not estimated (the prior's 1). */
  discriminationSe?: number;
  /** Whether the discrimination was estimated (else it is the prior's 1). */
  discriminationEstimated: boolean;
}

/** Evidence about one item at one ability: `n` answers (possibly fractional, in EM), `r` of them right. */
interface Evidence {
  theta: number;
  n: number;
  r: number;
}

// A binding, not a global lookup per call: see irt.ts's `exp`.
const { exp } = Math;

/**
 * MAP estimate of one item's difficulty (and discrimination when `estimateDiscrimination`) from
 * evidence at known abilities, by Fisher scoring on b and a in turn, the guessing floor fixed.
 */
function fitItem(prior: ItemParameters, evidence: readonly Evidence[], estimateDiscrimination: boolean, start?: ItemParameters): Calibrated {
  const c = prior.c ?? GUESSING_FLOOR;
  let a = start && estimateDiscrimination ? start.a : DISCRIMINATION_PRIOR.mean;
  let b = start?.b ?? prior.b;
  let informationB = 0;
  let informationA = 0;
  for (let iteration = 0; iteration < 50; iteration += 1) {
    let gradB = -(b - prior.b) / LABEL_PRIOR_SD ** 2;
    informationB = 1 / LABEL_PRIOR_SD ** 2;
    for (const { theta, n, r } of evidence) {
      const logistic = 1 / (1 + exp(-a * (theta - b)));
      const p = c + (1 - c) * logistic;
      const slope = -(1 - c) * a * logistic * (1 - logistic);
      gradB += ((r - n * p) * slope) / (p * (1 - p));
      informationB += (n * slope * slope) / (p * (1 - p));
    }
    const stepB = Math.max(-1, Math.min(1, gradB / informationB));
    b += stepB;

    let stepA = 0;
    if (estimateDiscrimination) {
      let gradA = -(a - DISCRIMINATION_PRIOR.mean) / DISCRIMINATION_PRIOR.sd ** 2;
      informationA = 1 / DISCRIMINATION_PRIOR.sd ** 2;
      for (const { theta, n, r } of evidence) {
        const logistic = 1 / (1 + exp(-a * (theta - b)));
        const p = c + (1 - c) * logistic;
        const slope = (1 - c) * (theta - b) * logistic * (1 - logistic);
        gradA += ((r - n * p) * slope) / (p * (1 - p));
        informationA += (n * slope * slope) / (p * (1 - p));
      }
      stepA = Math.max(-0.5, Math.min(0.5, gradA / informationA));
      a = Math.max(DISCRIMINATION_PRIOR.min, Math.min(DISCRIMINATION_PRIOR.max, a + stepA));
    }
    if (Math.abs(stepB) < 1e-6 && Math.abs(stepA) < 1e-6) break;
  }
  return {
    a,
    b,
    c,
    difficultySe: 1 / Math.sqrt(informationB),
    discriminationSe: estimateDiscrimination ? 1 / Math.sqrt(informationA) : undefined,
    discriminationEstimated: estimateDiscrimination,
  };
}

/**
 * MAP estimate of one item given the answering learners' abilities: the difficulty always (the
 * caller decides whether there are enough answers to store it), the discrimination only from
 * DISCRIMINATION_MIN_RESPONSES answers on.
 */
export function calibrateItem(prior: ItemParameters, answers: readonly { theta: number; correct: boolean }[]): Calibrated {
  const evidence = answers.map(({ theta, correct }) => ({ theta, n: 1, r: correct ? 1 : 0 }));
  return fitItem({ ...prior, c: prior.c ?? GUESSING_FLOOR }, evidence, answers.length >= DISCRIMINATION_MIN_RESPONSES);
}

/** The ability quadrature of the marginal estimate: 41 points over [-4, 4] under N(0, 1). */
const NODES = Array.from({ length: 41 }, (_, k) => -4 + k * 0.2);
const NODE_PRIOR = NODES.map((theta) => Math.exp(-0.5 * theta * theta));

/** EM cycles at most; it stops earlier once no item moves by more than 0.001. */
const EM_CYCLES = 30;

/**
 * Marginal MAP calibration (Bock-Aitkin EM) of the items in `estimable`, every other item held at
 * `parameters`. Pure: the job below feeds it the database's first answers; tests feed it simulated ones.
 */
export function calibrateMarginal(
  observations: readonly Observation[],
  parameters: ReadonlyMap<string, ItemParameters>,
  estimable: ReadonlySet<string>,
): Map<string, Calibrated> {
  const byLearner = new Map<string, Observation[]>();
  const answered = new Map<string, number>();
  for (const o of observations) {
    if (!parameters.has(o.questionId)) continue;
    byLearner.set(o.userId, [...(byLearner.get(o.userId) ?? []), o]);
    answered.set(o.questionId, (answered.get(o.questionId) ?? 0) + 1);
  }
  const current = new Map(parameters);
  const estimates = new Map<string, Calibrated>();
  for (let cycle = 0; cycle < EM_CYCLES; cycle += 1) {
    // E-step: each learner's posterior over the nodes, spread over the items they answered.
    const logRight = new Map<string, number[]>();
    const logWrong = new Map<string, number[]>();
    for (const [id, item] of current) {
      const p = NODES.map((theta) => probability(theta, item));
      logRight.set(id, p.map(Math.log));
      logWrong.set(
        id,
        p.map((x) => Math.log(1 - x)),
      );
    }
    const expected = new Map<string, { n: number[]; r: number[] }>();
    for (const id of estimable) expected.set(id, { n: NODES.map(() => 0), r: NODES.map(() => 0) });
    for (const answers of byLearner.values()) {
      const log = NODE_PRIOR.map(Math.log);
      for (const o of answers) {
        const table = (o.correct ? logRight : logWrong).get(o.questionId)!;
        for (let k = 0; k < NODES.length; k += 1) log[k] += table[k];
      }
      const max = Math.max(...log);
      const weight = log.map((l) => Math.exp(l - max));
      const mass = weight.reduce((s, w) => s + w, 0);
      for (const o of answers) {
        const counts = expected.get(o.questionId);
        if (!counts) continue;
        for (let k = 0; k < NODES.length; k += 1) {
          counts.n[k] += weight[k] / mass;
          if (o.correct) counts.r[k] += weight[k] / mass;
        }
      }
    }
    // M-step: each item's MAP given the expected counts.
    let moved = 0;
    for (const [id, counts] of expected) {
      const evidence = NODES.map((theta, k) => ({ theta, n: counts.n[k], r: counts.r[k] }));
      const before = current.get(id)!;
      const estimate = fitItem(parameters.get(id)!, evidence, (answered.get(id) ?? 0) >= DISCRIMINATION_MIN_RESPONSES, before);
      moved = Math.max(moved, Math.abs(estimate.b - before.b), Math.abs(estimate.a - before.a));
      estimates.set(id, estimate);
      current.set(id, { a: estimate.a, b: estimate.b, c: estimate.c });
    }
    if (moved < 1e-3) break;
  }
  return estimates;
}

export interface CalibrationReport {
  learners: number;
  responses: number;
  /** Items re-estimated (at least DIFFICULTY_MIN_RESPONSES learners). */
  calibrated: number;
}

/** Re-estimates every item with enough first answers and stores the result per question. */
export async function calibrateItems(prisma: PrismaClient, now: Date = new Date()): Promise<CalibrationReport> {
  const questions = await prisma.question.findMany({ select: { id: true, difficulty: true, type: true, interaction: true } });
  // Start from the label priors, each with the item's own guessing floor: a stored calibration is a
  // result, not an input, of the data. The floor is fixed, never fitted, so the stored row holds a and b only.
  const label = new Map(questions.map((q) => [q.id, labelPrior(q.difficulty, q)]));
  const observations = (await firstResponses(prisma, now)).filter((o) => label.has(o.questionId));

  const responses = new Map<string, number>();
  for (const o of observations) responses.set(o.questionId, (responses.get(o.questionId) ?? 0) + 1);
  const estimable = new Set([...responses].filter(([, n]) => n >= DIFFICULTY_MIN_RESPONSES).map(([id]) => id));
  const estimates = calibrateMarginal(observations, label, estimable);

  for (const [questionId, { a, b, difficultySe, discriminationSe }] of estimates) {
    const data = {
      discrimination: a,
      difficulty: b,
      difficultySe,
      discriminationSe: discriminationSe ?? null,
      responses: responses.get(questionId)!,
      calibratedAt: now,
    };
    await prisma.itemCalibration.upsert({ where: { questionId }, create: { questionId, ...data }, update: data });
  }
  // An item whose answers fell below the threshold (learners no longer established, or deleted) returns to its prior.
  await prisma.itemCalibration.deleteMany({ where: { questionId: { notIn: [...estimable] } } });
  return { learners: new Set(observations.map((o) => o.userId)).size, responses: observations.length, calibrated: estimates.size };
}
