import { randomUUID } from 'node:crypto';
import type { PrismaClient, User } from '../generated/prisma/client.ts';
import type { Domain } from '../generated/prisma/enums.ts';
import { recountTallies } from '../practice/progress.ts';
import { answerOutcome, EMPTY_STATS, type Earned, localDate, type Stats } from '../gamification/rules.ts';

/** A demo learner nobody has used for this long is deleted with everything it did. */
const DEMO_IDLE_HOURS = 24;
/** How often the clean-up runs. */
export const DEMO_CLEANUP_INTERVAL_MS = 3600_000;
/** Demo sign-ins one address may make in an hour: each one creates a learner. */
export const DEMO_SIGN_INS_PER_HOUR = 10;
const DEMO_NAME = 'Demo Learner';
/** Addresses of a domain that receives no mail (RFC 6761 .local is never delivered). */
const DEMO_EMAIL_DOMAIN = 'demo.cissp-practice.local';

/** What a demo learner may not do, and why: it is a throwaway account. */
export const DEMO_RESTRICTED =
  'The demo account cannot set a password, an email address or two-factor authentication. Use "Keep my progress" to make it an account of your own first.';

/** About two weeks of practice: what a learner who started recently has answered. */
const HISTORY_ANSWERS = 60;
const HISTORY_DAYS = 14;
/** A learner gets easy questions right more often than hard ones. */
const RIGHT_SHARE: Record<string, number> = { easy: 0.85, medium: 0.7, hard: 0.55 };

/** A small deterministic generator, so one learner's history is varied yet reproducible from its seed. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A new throwaway learner for one demo sign-in, so visitors never share an account (and never
 * see each other's devices or sign each other out). It starts with a realistic history: about
 * two weeks of short practice sessions over every domain, better on easy questions than on hard
 * ones, so the dashboard and its charts have something to show.
 */
export async function createDemoLearner(prisma: PrismaClient, now = new Date()): Promise<User> {
  const id = randomUUID();
  const user = await prisma.user.create({
    data: { id, email: `demo-${id}@${DEMO_EMAIL_DOMAIN}`, name: DEMO_NAME, emailVerifiedAt: now, isDemo: true },
  });
  const random = mulberry32(Number.parseInt(id.slice(0, 8), 16));
  const questions = await prisma.question.findMany({
    where: { retiredAt: null },
    select: { id: true, options: true, correctAnswer: true, topic: true, difficulty: true },
    orderBy: { id: 'asc' },
  });
  const picked = new Map<string, (typeof questions)[number]>();
  for (let tries = 0; picked.size < Math.min(HISTORY_ANSWERS, questions.length) && tries < HISTORY_ANSWERS * 10; tries++) {
    const question = questions[Math.floor(random() * questions.length)];
    picked.set(question.id, question);
  }
  const history = [...picked.values()];
  // Sessions of a few answers on most days, oldest first; the last three days before today all
  // have some, so the learner arrives on a streak to keep.
  const days = history.map((_, i) => (i < RECENT_DAYS ? i + 1 : 1 + Math.floor(random() * HISTORY_DAYS)));
  const times = days.map((d) => startOfDay(now) - d * 86400_000 + (8 * 3600 + Math.floor(random() * 12 * 3600)) * 1000).sort((a, b) => a - b);
  const rows = history.map((q, i) => {
    const correct = random() < (RIGHT_SHARE[q.difficulty] ?? 0.7);
    return {
      userId: user.id,
      questionId: q.id,
      chosenOption: correct ? q.correctAnswer : q.options.filter((o) => o !== q.correctAnswer)[Math.floor(random() * (q.options.length - 1))],
      isCorrect: correct,
      topic: q.topic,
      difficulty: q.difficulty,
      idempotencyKey: `demo-history-${i}`,
      answeredAt: new Date(times[i]),
    };
  });
  const { stats, achievements } = replayAwards(rows, user.timeZone);
  // The history counts in the learner's running totals, and earned what the same answers given one
  // by one would have: points, level, streak and badges agree with the answers shown.
  await prisma.$transaction([
    prisma.answer.createMany({ data: rows }),
    recountTallies(prisma, user.id),
    prisma.userStats.create({ data: { userId: user.id, ...stats, domainStats: stats.domainStats } }),
    prisma.achievement.createMany({
      data: achievements.map(({ earned, at }) => ({
        userId: user.id,
        kind: earned.kind,
        badgeId: earned.kind === 'badge' ? earned.badgeId : null,
        level: earned.kind === 'level' ? earned.level : null,
        points: earned.points,
        createdAt: at,
      })),
    }),
  ]);
  return user;
}

/** Days before today that always have answers in a demo history (yesterday, the day before, ...). */
const RECENT_DAYS = 3;
const startOfDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/**
 * What a history of answers earned, awarded one by one in order as `awardAnswer` does: the stats
 * it ends with and every achievement, stamped with the time of the answer that earned it.
 */
function replayAwards(
  answers: readonly { isCorrect: boolean; topic: Domain; answeredAt: Date }[],
  timeZone: string,
): { stats: Stats; achievements: { earned: Earned; at: Date }[] } {
  let stats = EMPTY_STATS;
  const achievements: { earned: Earned; at: Date }[] = [];
  for (const answer of answers) {
    const outcome = answerOutcome(stats, { isCorrect: answer.isCorrect, domain: answer.topic, today: localDate(answer.answeredAt, timeZone) });
    // Stamped a millisecond apart in the order earned, as awards are.
    outcome.earned.forEach((earned, n) => achievements.push({ earned, at: new Date(answer.answeredAt.getTime() + n) }));
    stats = outcome.stats;
  }
  return { stats, achievements };
}

/**
 * Deletes demo learners idle for DEMO_IDLE_HOURS (created earlier, no session used and no answer
 * given since), with their sessions and answers; returns how many. Safe to run from several
 * processes at once.
 */
export async function deleteIdleDemoLearners(prisma: PrismaClient, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DEMO_IDLE_HOURS * 3600_000);
  const { count } = await prisma.user.deleteMany({
    where: {
      isDemo: true,
      createdAt: { lt: cutoff },
      sessions: { none: { lastUsedAt: { gte: cutoff } } },
      answers: { none: { answeredAt: { gte: cutoff } } },
    },
  });
  return count;
}
