/**
 * Readiness: the learner's chance to pass the exam, with an interval, from their recent answers
 * (practice and exams), and the domains with the most to gain. Decision 009 gives the reasons.
 *
 * The model, in short:
 * - Each domain's ability by EAP (irt.ts) over the learner's answers in it, under the items'
 *   calibrated parameters where calibration has them and their label priors otherwise.
 * - The exam ability is the outline-weighted mean of the domain abilities (the exam draws its items
 *   by those weights), its standard error sqrt(sum (w SE_d)^2). A domain with few answers stays near
 *   its prior (the standard, SD 1) and widens the error: practising only a strong domain does not
 *   buy a high readiness.
 * - A candidate of ability theta passes the exam with chance Phi((theta - standard) / EXAM_SE),
 *   where EXAM_SE is the exam's own measurement error when it stops. The reported chance is that of
 *   the ability estimate; the interval is that of the ends of the ability's 80% interval.
 * - Below the minimum evidence (MIN_EVIDENCE) there is no number at all: only how many more answers
 *   are needed and in which domains.
 *
 * The data is one SQL statement (the learner's answers with their items' parameters); the rest is
 * arithmetic here.
 */
import type { Difficulty, Domain } from '../generated/prisma/enums.ts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { DOMAINS } from '../practice/domains.ts';
import { gradedAnswersSql } from './countedAnswers.ts';
import { estimateAbilityEap, LABEL_PRIORS, probability, type ItemParameters, type ScoredResponse } from './irt.ts';
import { DOMAIN_WEIGHTS, PASSING_THETA } from './rules.ts';

/** Only the learner's most recent answers count: ability moves as they study. */
export const RECENT_ANSWERS = 400;

/**
 * The least the estimate must rest on before it says anything:
 * - `answers`: as many answers as the shortest real exam (100 items) needs to decide;
 * - `answersPerDomain`: some in every domain, since the exam tests all eight;
 * - `maxStandardError`: an ability about as precise as the exam's own at its minimum length (75
 *   scored items at the most informative difficulty: 1 / sqrt(75 x 0.25) = 0.23).
 */
export const MIN_EVIDENCE = { answers: 100, answersPerDomain: 5, maxStandardError: 0.25 } as const;

/**
 * The exam's own measurement error when it stops: the simulator's ability RMSE over 1,000
 * candidates is 0.18 with calibrated items and 0.23 with label priors (decision 008).
 */
export const EXAM_SE = 0.2;

/** The interval's coverage, and z of its two-sided normal quantile. */
export const INTERVAL_LEVEL = 0.8;
const Z80 = 1.2815516;

/** How many domains "study next" names. */
export const STUDY_NEXT = 3;

/** One answer as readiness reads it: the item's domain and parameters, and whether it was right. */
export interface ReadinessAnswer {
  domain: Domain;
  item: ItemParameters;
  correct: boolean;
}

export interface DomainReadiness {
  domain: Domain;
  /** Outline weight, per cent of the exam. */
  weight: number;
  answers: number;
  /** EAP ability in the domain, and its posterior SD; null below the minimum evidence. */
  ability: number | null;
  standardError: number | null;
  /**
   * Exam items lost per 100 in this domain at the standard's difficulty:
   * weight x (1 - P(right | domain ability, b = standard)). Low ability x high weight; null below the minimum.
   */
  gain: number | null;
}

export interface Readiness {
  status: 'READY' | 'NOT_ENOUGH_EVIDENCE';
  /** Answers the estimate rests on. */
  answers: number;
  /** More answers needed before the estimate speaks; 0 when READY. */
  answersNeeded: number;
  /** Domains with fewer than MIN_EVIDENCE.answersPerDomain answers, in outline order. */
  domainsNeeded: Domain[];
  /** The exam ability (weighted) and its standard error; null below the minimum evidence. */
  ability: number | null;
  standardError: number | null;
  /** The chance to pass, 0-1, and its interval; null below the minimum evidence. */
  passProbability: number | null;
  interval: { low: number; high: number; level: number } | null;
  /** Every domain in outline order. */
  domains: DomainReadiness[];
  /** The STUDY_NEXT domains with the largest gain, largest first; empty below the minimum evidence. */
  studyNext: DomainReadiness[];
}

/**
 * The standard normal distribution function, from the complementary error function of
 * Numerical Recipes (erfcc, Chebyshev fit, relative error below 1.2e-7).
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** The chance that a candidate of ability theta passes: their exam estimate lands at or above the standard. */
export function passChance(theta: number): number {
  return normalCdf((theta - PASSING_THETA) / EXAM_SE);
}

/** Weighted exam ability from domain estimates (weights in per cent; they sum to 100). */
export function combineDomains(estimates: readonly { weight: number; theta: number; standardError: number }[]): { theta: number; standardError: number } {
  const total = estimates.reduce((sum, e) => sum + e.weight, 0);
  let theta = 0;
  let variance = 0;
  for (const e of estimates) {
    const w = e.weight / total;
    theta += w * e.theta;
    variance += (w * e.standardError) ** 2;
  }
  return { theta, standardError: Math.sqrt(variance) };
}

/** The chance to pass at the estimate, and at the ends of the ability's interval. */
export function passProbabilityWithInterval(ability: { theta: number; standardError: number }) {
  const spread = Z80 * ability.standardError;
  return {
    passProbability: passChance(ability.theta),
    interval: { low: passChance(ability.theta - spread), high: passChance(ability.theta + spread), level: INTERVAL_LEVEL },
  };
}

/** Readiness from a learner's answers (the most recent RECENT_ANSWERS; the caller picks them). */
export function estimateReadiness(answers: readonly ReadinessAnswer[], minimum: typeof MIN_EVIDENCE = MIN_EVIDENCE): Readiness {
  const byDomain = new Map<Domain, ScoredResponse[]>(DOMAINS.map((d) => [d.domain, []]));
  for (const answer of answers) byDomain.get(answer.domain)?.push({ item: answer.item, correct: answer.correct });

  const estimates = DOMAINS.map(({ domain }) => {
    const responses = byDomain.get(domain)!;
    return { domain, weight: DOMAIN_WEIGHTS[domain], answers: responses.length, ...estimateAbilityEap(responses) };
  });
  const ability = combineDomains(estimates);

  const domainsNeeded = estimates.filter((e) => e.answers < minimum.answersPerDomain).map((e) => e.domain);
  const perDomainShort = estimates.reduce((sum, e) => sum + Math.max(0, minimum.answersPerDomain - e.answers), 0);
  const overallShort = Math.max(0, minimum.answers - answers.length);
  // The standard error falls about as 1/sqrt(n): the answers that would bring it under the ceiling.
  const precisionShort =
    ability.standardError > minimum.maxStandardError
      ? Math.max(1, Math.ceil(answers.length * ((ability.standardError / minimum.maxStandardError) ** 2 - 1)))
      : 0;
  const answersNeeded = Math.max(overallShort, perDomainShort, precisionShort);

  if (answersNeeded > 0) {
    return {
      status: 'NOT_ENOUGH_EVIDENCE',
      answers: answers.length,
      answersNeeded,
      domainsNeeded,
      ability: null,
      standardError: null,
      passProbability: null,
      interval: null,
      domains: estimates.map((e) => ({ domain: e.domain, weight: e.weight, answers: e.answers, ability: null, standardError: null, gain: null })),
      studyNext: [],
    };
  }

  const domains: DomainReadiness[] = estimates.map((e) => ({
    domain: e.domain,
    weight: e.weight,
    answers: e.answers,
    ability: e.theta,
    standardError: e.standardError,
    gain: e.weight * (1 - probability(e.theta, { a: 1, b: PASSING_THETA })),
  }));
  const studyNext = [...domains].sort((x, y) => y.gain! - x.gain! || y.weight - x.weight).slice(0, STUDY_NEXT);
  return {
    status: 'READY',
    answers: answers.length,
    answersNeeded: 0,
    domainsNeeded: [],
    ability: ability.theta,
    standardError: ability.standardError,
    ...passProbabilityWithInterval(ability),
    domains,
    studyNext,
  };
}

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * The learner's recent answers for readiness, in one statement: their first answer to each item
 * among those the server graded (practice and exams; countedAnswers.ts; a self-reported answer says
 * only what the client claims, and a later answer comes after the key was shown and measures memory), the RECENT_ANSWERS most recent of those, with the item's domain, its
 * label and its calibration if any. Quarantined items (a negative discrimination or too many flags:
 * a doubtful key) measure nothing and are left out.
 */
export function readinessAnswersSql(userId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT q."topic" AS "domain", q."difficulty", f."correct",
           c."discrimination", c."difficulty" AS "calibratedDifficulty"
      FROM (
        SELECT DISTINCT ON ("questionId") "questionId", "correct", "answeredAt"
          FROM (${gradedAnswersSql(Prisma.sql`CAST(${userId} AS uuid)`)}) AS every_answer
         ORDER BY "questionId", "answeredAt"
      ) AS f
      JOIN "Question" q ON q."id" = f."questionId"
      LEFT JOIN "ItemCalibration" c ON c."questionId" = f."questionId"
      LEFT JOIN "ItemStatistics" s ON s."questionId" = f."questionId"
     WHERE s."quarantined" IS NOT TRUE
     ORDER BY f."answeredAt" DESC
     LIMIT ${RECENT_ANSWERS}`;
}

export interface ReadinessAnswerRow {
  domain: Domain;
  difficulty: Difficulty;
  correct: boolean;
  discrimination: number | null;
  calibratedDifficulty: number | null;
}

/** The rows of readinessAnswersSql as the model takes them. */
export function toReadinessAnswers(rows: readonly ReadinessAnswerRow[]): ReadinessAnswer[] {
  return rows.map((row) => ({
    domain: row.domain,
    correct: row.correct,
    item:
      row.discrimination !== null && row.calibratedDifficulty !== null
        ? { a: row.discrimination, b: row.calibratedDifficulty }
        : LABEL_PRIORS[row.difficulty],
  }));
}

export async function readinessAnswers(prisma: Db, userId: string): Promise<ReadinessAnswer[]> {
  return toReadinessAnswers(await prisma.$queryRaw<ReadinessAnswerRow[]>(readinessAnswersSql(userId)));
}

/** The learner's readiness: one statement, then arithmetic. */
export async function loadReadiness(prisma: Db, userId: string): Promise<Readiness> {
  return estimateReadiness(await readinessAnswers(prisma, userId));
}
