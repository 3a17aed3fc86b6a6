import { createContextCache } from '@pothos/core';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Domain } from '../generated/prisma/enums.ts';
import { DOMAINS } from './domains.ts';

export interface Tally {
  totalAnswered: number;
  correctAnswers: number;
  /** round(correct / answered * 100); 0 when nothing was answered (spec 5). */
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

/** A learner's progress, overall and per domain, in one grouped query. */
export async function computeProgress(prisma: PrismaClient, userId: string): Promise<Progress> {
  const groups = await prisma.answer.groupBy({
    by: ['topic', 'isCorrect'],
    where: { userId },
    _count: { _all: true },
  });
  const counts = new Map<Domain, { total: number; correct: number }>();
  for (const group of groups) {
    const entry = counts.get(group.topic) ?? { total: 0, correct: 0 };
    entry.total += group._count._all;
    if (group.isCorrect) entry.correct += group._count._all;
    counts.set(group.topic, entry);
  }
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

export function loadProgress(context: { prisma: PrismaClient }, userId: string): Promise<Progress> {
  const cache = progressCache(context);
  let progress = cache.get(userId);
  if (!progress) {
    progress = computeProgress(context.prisma, userId);
    cache.set(userId, progress);
  }
  return progress;
}

export function forgetProgress(context: object, userId: string): void {
  progressCache(context).delete(userId);
}
