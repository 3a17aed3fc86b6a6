/**
 * Item calibration from learners' real answers. Every item starts from the prior of its difficulty
 * label (irt.ts, LABEL_PRIORS); once MIN_RESPONSES learners have answered it, its difficulty and
 * discrimination are re-estimated by maximum a posteriori under that prior, so a few answers move
 * an item a little and many answers move it to where the answers put it (shrinkage).
 *
 * The estimation alternates (joint MAP, two rounds): each learner's ability by EAP from their
 * answers under the current item parameters, then each item's parameters given those abilities.
 * Only a learner's first answer to an item counts, and only among the answers that count for the
 * bank (countedAnswers.ts: graded by the server, no demo learner's): a second answer after seeing
 * the key measures memory, not the item.
 */
import type { Difficulty } from '../generated/prisma/enums.ts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { bankAnswersSql } from './countedAnswers.ts';
import { estimateAbilityEap, LABEL_PRIOR_SD, LABEL_PRIORS, probability, type ItemParameters, type ScoredResponse } from './irt.ts';

/** Learners who must have answered an item before its own answers re-estimate it. */
export const MIN_RESPONSES = 30;

/** The discrimination's prior: centred on 1 (the Rasch model), sd 0.5, kept within [0.25, 3]. */
const DISCRIMINATION_PRIOR = { mean: 1, sd: 0.5, min: 0.25, max: 3 };

type Db = PrismaClient | Prisma.TransactionClient;

export interface KnownParameters {
  item: ItemParameters;
  /** Learners the calibration rests on. */
  responses: number;
}

/** The calibrated items, and the prior for any other. */
export interface ItemParameterTable {
  get(questionId: string): KnownParameters | undefined;
  prior(difficulty: Difficulty): ItemParameters;
}

export async function loadItemParameters(prisma: Db): Promise<ItemParameterTable> {
  const rows = await prisma.itemCalibration.findMany();
  const table = new Map(rows.map((r) => [r.questionId, { item: { a: r.discrimination, b: r.difficulty }, responses: r.responses }]));
  return { get: (id) => table.get(id), prior: (difficulty) => LABEL_PRIORS[difficulty] };
}

export interface Observation {
  userId: string;
  questionId: string;
  correct: boolean;
}

/** Each learner's first answer to each item, from practice and from exams, among those that count for the bank. */
export async function firstResponses(prisma: Db): Promise<Observation[]> {
  const rows = await prisma.$queryRaw<{ userId: string; questionId: string; correct: boolean }[]>`
    SELECT DISTINCT ON ("userId", "questionId") "userId", "questionId", "correct"
      FROM (${bankAnswersSql()}) AS answers
     ORDER BY "userId", "questionId", "answeredAt"`;
  return rows.map((r) => ({ userId: String(r.userId), questionId: r.questionId, correct: r.correct }));
}

export interface Calibrated extends ItemParameters {
  /** Standard error of the difficulty (posterior curvature). */
  difficultySe: number;
}

/**
 * MAP estimate of one item's (a, b) given the answering learners' abilities, by Newton steps on
 * b and a in turn, under b ~ N(prior b, LABEL_PRIOR_SD) and a ~ N(1, 0.5).
 */
export function calibrateItem(prior: ItemParameters, answers: readonly { theta: number; correct: boolean }[]): Calibrated {
  let { a, b } = { a: DISCRIMINATION_PRIOR.mean, b: prior.b };
  let curvatureB = 0;
  for (let iteration = 0; iteration < 30; iteration += 1) {
    let gradB = -(b - prior.b) / LABEL_PRIOR_SD ** 2;
    curvatureB = 1 / LABEL_PRIOR_SD ** 2;
    for (const { theta, correct } of answers) {
      const p = probability(theta, { a, b });
      gradB += -a * ((correct ? 1 : 0) - p);
      curvatureB += a * a * p * (1 - p);
    }
    const stepB = Math.max(-1, Math.min(1, gradB / curvatureB));
    b += stepB;

    let gradA = -(a - DISCRIMINATION_PRIOR.mean) / DISCRIMINATION_PRIOR.sd ** 2;
    let curvatureA = 1 / DISCRIMINATION_PRIOR.sd ** 2;
    for (const { theta, correct } of answers) {
      const p = probability(theta, { a, b });
      gradA += (theta - b) * ((correct ? 1 : 0) - p);
      curvatureA += (theta - b) ** 2 * p * (1 - p);
    }
    const stepA = Math.max(-0.5, Math.min(0.5, gradA / curvatureA));
    a = Math.max(DISCRIMINATION_PRIOR.min, Math.min(DISCRIMINATION_PRIOR.max, a + stepA));
    if (Math.abs(stepB) < 1e-5 && Math.abs(stepA) < 1e-5) break;
  }
  return { a, b, difficultySe: 1 / Math.sqrt(curvatureB) };
}

export interface CalibrationReport {
  learners: number;
  responses: number;
  /** Items re-estimated (at least MIN_RESPONSES learners). */
  calibrated: number;
}

/** Re-estimates every item with enough answers and stores the result per question. */
export async function calibrateItems(prisma: PrismaClient, now: Date = new Date()): Promise<CalibrationReport> {
  const questions = await prisma.question.findMany({ select: { id: true, difficulty: true } });
  const label = new Map(questions.map((q) => [q.id, LABEL_PRIORS[q.difficulty]]));
  const observations = (await firstResponses(prisma)).filter((o) => label.has(o.questionId));

  const byItem = new Map<string, Observation[]>();
  const byLearner = new Map<string, Observation[]>();
  for (const o of observations) {
    byItem.set(o.questionId, [...(byItem.get(o.questionId) ?? []), o]);
    byLearner.set(o.userId, [...(byLearner.get(o.userId) ?? []), o]);
  }
  const eligible = [...byItem.entries()].filter(([, answers]) => answers.length >= MIN_RESPONSES);

  // Start from the label priors: a stored calibration is a result, not an input, of the data.
  const current = new Map<string, ItemParameters>(label);
  const estimates = new Map<string, Calibrated>();
  for (let round = 0; round < 2; round += 1) {
    const theta = new Map<string, number>();
    for (const [userId, answers] of byLearner) {
      const responses: ScoredResponse[] = answers.map((o) => ({ item: current.get(o.questionId)!, correct: o.correct }));
      theta.set(userId, estimateAbilityEap(responses).theta);
    }
    for (const [questionId, answers] of eligible) {
      const estimate = calibrateItem(
        label.get(questionId)!,
        answers.map((o) => ({ theta: theta.get(o.userId)!, correct: o.correct })),
      );
      estimates.set(questionId, estimate);
      current.set(questionId, { a: estimate.a, b: estimate.b });
    }
  }

  for (const [questionId, answers] of eligible) {
    const { a, b, difficultySe } = estimates.get(questionId)!;
    const data = { discrimination: a, difficulty: b, difficultySe, responses: answers.length, calibratedAt: now };
    await prisma.itemCalibration.upsert({ where: { questionId }, create: { questionId, ...data }, update: data });
  }
  return { learners: byLearner.size, responses: observations.length, calibrated: eligible.length };
}
