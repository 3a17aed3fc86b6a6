import { createContextCache } from '@pothos/core';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Domain } from '../generated/prisma/enums.ts';
import { DOMAINS } from './domains.ts';

export interface Tally {
  totalAnswered: number;
  correctAnswers: number;
  /** round(correct / answered * 100); 0 when nothing was answered. */
  percent: number;
}

export interface DomainTally extends Tally {
  domain: Domain;
  name: string;
}

export interface Progress extends Tally {
  /** Every domain in outline order, answered or not, so a chart always has all eight. */
  byDomain: DomainTally[];
}

/**
 * Percent correct, rounded half up, in integers: `Math.round(57 / 200 * 100)` gives 28 because the
 * float is 28.499..., while 57 of 200 is exactly 28.5 and rounds to 29.
 */
export function percent(correct: number, answered: number): number {
  return answered === 0 ? 0 : Math.floor((200 * correct + answered) / (2 * answered));
}

const tally = (totalAnswered: number, correctAnswers: number): Tally => ({
  totalAnswered,
  correctAnswers,
  percent: percent(correctAnswers, totalAnswered),
});

/**
 * A learner's progress, overall and per domain: one read of at most eight running totals (kept by
 * `tallyAnswer` as answers are recorded), the same cost at 100 answers as at 100,000.
 */
async function computeProgress(prisma: PrismaClient, userId: string): Promise<Progress> {
  return progressFromTallies(await prisma.domainTally.findMany({ where: { userId }, select: { topic: true, answered: true, correct: true } }));
}

/** Progress from a learner's running totals (one row per domain answered). */
export function progressFromTallies(tallies: readonly { topic: Domain; answered: number; correct: number }[]): Progress {
  const counts = new Map<Domain, { total: number; correct: number }>(tallies.map((t) => [t.topic, { total: t.answered, correct: t.correct }]));
  const byDomain = DOMAINS.map(({ domain, name }) => {
    const { total, correct } = counts.get(domain) ?? { total: 0, correct: 0 };
    return { domain, name, ...tally(total, correct) };
  });
  const total = byDomain.reduce((sum, d) => sum + d.totalAnswered, 0);
  const correct = byDomain.reduce((sum, d) => sum + d.correctAnswers, 0);
  return { ...tally(total, correct), byDomain };
}

// One computation per user per request, however many fields ask (the dashboard and a mutation
// payload may both select it); an answer recorded in the request clears it.
const progressCache = createContextCache(() => new Map<string, Promise<Progress>>());

/** Progress read some other way (the viewer's one-statement read, graph/viewerData.ts), unless already read. */
export function primeProgress(context: object, userId: string, tallies: () => Promise<{ topic: Domain; answered: number; correct: number }[]>): boolean {
  const cache = progressCache(context);
  if (cache.has(userId)) return false;
  const progress = tallies().then(progressFromTallies);
  // Primed for resolvers that may never run (the client went away): not an unhandled rejection.
  progress.catch(() => {});
  cache.set(userId, progress);
  return true;
}

export function loadProgress(context: { prisma: PrismaClient }, userId: string): Promise<Progress> {
  const cache = progressCache(context);
  let progress = cache.get(userId);
  if (!progress) {
    progress = computeProgress(context.prisma, userId);
    cache.set(userId, progress);
  }
  return progress;
}

/**
 * Re-derives a learner's running totals from their answers, for answers written in bulk outside
 * `recordOnce` (the demo learner's history); one statement, batchable in a transaction.
 */
export function recountTallies(prisma: Pick<PrismaClient, '$executeRaw'>, userId: string) {
  return prisma.$executeRaw`
    INSERT INTO "DomainTally" ("userId", "topic", "answered", "correct")
    SELECT "userId", "topic", count(*)::int, (count(*) FILTER (WHERE "isCorrect"))::int
    FROM "Answer" WHERE "userId" = ${userId}::uuid GROUP BY "userId", "topic"
    ON CONFLICT ("userId", "topic") DO UPDATE SET "answered" = EXCLUDED."answered", "correct" = EXCLUDED."correct"`;
}

export function forgetProgress(context: object, userId: string): void {
  progressCache(context).delete(userId);
}

/** After an answer's transaction read the learner's totals: they are the request's progress, no read again. */
export function rememberProgress(context: object, userId: string, progress: Progress): void {
  progressCache(context).set(userId, Promise.resolve(progress));
}
