/**
 * The daily challenge: one per learner per local day, ten questions from their weaker domains.
 * It is completed once, by the answer that lifts its score to the target (70%): that answer's
 * award adds 25 points and the Challenge Accepted badge (once ever, like every badge).
 */
import { type DailyChallenge, Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import type { Domain } from '../generated/prisma/enums.ts';
import { notQuarantinedSql } from '../exam/itemStatistics.ts';
import { DOMAINS } from '../practice/domains.ts';
import { loadProgress, percent } from '../practice/progress.ts';
import { localDate } from './rules.ts';

/** A transaction: the challenge is recorded inside the one that records the answer. */
type Tx = Prisma.TransactionClient;

export const DAILY_CHALLENGE = {
  questions: 10,
  /** Percent of the questions answered correctly. */
  targetScore: 70,
  /** How many of the learner's weakest domains the questions come from. */
  domains: 3,
} as const;

/** A challenge's score: percent of its questions answered correctly at their first answer. */
export const challengeScore = (challenge: Pick<DailyChallenge, 'correctAnswers' | 'questionIds'>) =>
  percent(challenge.correctAnswers, challenge.questionIds.length);

/**
 * The learner's weaker domains, weakest first: lowest accuracy, then fewest answers (a domain never
 * practised counts as weakest), then outline order.
 */
function weakerDomains(byDomain: { domain: Domain; totalAnswered: number; percent: number }[], count: number): Domain[] {
  const order = new Map(DOMAINS.map((d, i) => [d.domain, i]));
  return [...byDomain]
    .sort((a, b) => a.percent - b.percent || a.totalAnswered - b.totalAnswered || order.get(a.domain)! - order.get(b.domain)!)
    .slice(0, count)
    .map((d) => d.domain);
}

/**
 * The questions a challenge may hold, on a question aliased `q`: active, not quarantined, and single
 * choice (decision 017: the drag-and-drop and hotspot items are practised by their own filter and met
 * in the exam). graph/viewerData.ts makes the same challenge in SQL with these two fragments.
 */
export const challengeCandidateSql = Prisma.sql`q."retiredAt" IS NULL AND ${notQuarantinedSql('q')} AND q."type" = 'SINGLE_CHOICE'`;

/** The order questions are taken in, per domain: never served nor answered first, then by the day. */
export const challengeOrderSql = (userId: string, date: string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "Answer" a WHERE a."userId" = ${userId}::uuid AND a."questionId" = q."id")
                OR EXISTS (SELECT 1 FROM "SeenQuestion" s WHERE s."userId" = ${userId}::uuid AND s."questionId" = q."id"),
              md5(q."id" || ${date} || ${userId})`;

/**
 * Ten active questions from the weaker domains, taken from each in turn: questions never served
 * nor answered first (so none answered in an ordinary set, nor waiting in one), then in an order
 * that changes with the day. On start (`pending` true) questions waiting unanswered in the
 * learner's open practice sets and questions answered that day are left out altogether.
 */
async function chooseQuestions(context: { prisma: PrismaClient }, userId: string, date: string, fresh?: { since: Date }): Promise<string[]> {
  // The request's progress, when something else in it (the dashboard) already read it.
  const domains = weakerDomains((await loadProgress(context, userId)).byDomain, DAILY_CHALLENGE.domains);
  const excluded = fresh
    ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM "Answer" a WHERE a."userId" = ${userId}::uuid AND a."questionId" = q."id" AND a."answeredAt" >= ${fresh.since})
        AND NOT EXISTS (SELECT 1 FROM "PracticeSetItem" i JOIN "PracticeSet" s ON s."id" = i."setId"
                         WHERE s."userId" = ${userId}::uuid AND s."closedAt" IS NULL AND i."questionId" = q."id" AND i."answerId" IS NULL)`
    : Prisma.empty;
  const rows = await context.prisma.$queryRaw<{ id: string; topic: Domain }[]>`
    SELECT q."id", q."topic"::text AS "topic" FROM "Question" q
     WHERE ${challengeCandidateSql} AND q."topic"::text = ANY(${domains}::text[]) ${excluded}
     ORDER BY ${challengeOrderSql(userId, date)}`;
  const queues = domains.map((domain) => rows.filter((row) => row.topic === domain).map((row) => row.id));
  const chosen: string[] = [];
  while (chosen.length < DAILY_CHALLENGE.questions && queues.some((queue) => queue.length)) {
    for (const queue of queues) {
      const id = queue.shift();
      if (id && chosen.length < DAILY_CHALLENGE.questions) chosen.push(id);
    }
  }
  return chosen;
}

/** Today's challenge in the learner's time zone, made on first request (concurrent requests get one). */
export async function dailyChallengeFor(
  context: { prisma: PrismaClient },
  learner: { id: string; timeZone: string },
  now = new Date(),
): Promise<DailyChallenge> {
  const { prisma } = context;
  const date = localDate(now, learner.timeZone);
  const where = { userId_date: { userId: learner.id, date } };
  const existing = await prisma.dailyChallenge.findUnique({ where });
  if (existing) return existing;
  const questionIds = await chooseQuestions(context, learner.id, date);
  const [created] = await prisma.dailyChallenge.createManyAndReturn({
    data: [{ userId: learner.id, date, questionIds, answeredQuestionIds: [], targetScore: DAILY_CHALLENGE.targetScore }],
    skipDuplicates: true,
  });
  // Another request made it first: theirs stands.
  return created ?? prisma.dailyChallenge.findUniqueOrThrow({ where });
}

/**
 * Today's challenge, started: the first time the learner opens it, its questions are chosen again
 * from the weaker domains of that moment (the challenge made when the dashboard first showed it may
 * predate the day's practice: a newcomer's "weaker domains" are then only the outline's first three)
 * leaving out questions answered that day or waiting in an open set, and from then on, and only
 * then, its questions' answers count (graph/practice/answers.ts). Concurrent starts agree: the
 * first conditional update wins and the others read it.
 */
export async function startDailyChallenge(
  context: { prisma: PrismaClient },
  learner: { id: string; timeZone: string },
  now = new Date(),
): Promise<DailyChallenge> {
  const { prisma } = context;
  const date = localDate(now, learner.timeZone);
  const where = { userId_date: { userId: learner.id, date } };
  const existing = await prisma.dailyChallenge.findUnique({ where });
  if (existing?.startedAt) return existing;
  const chosen = await chooseQuestions(context, learner.id, date, { since: new Date(now.getTime() - 86_400_000) });
  if (!existing) {
    const [created] = await prisma.dailyChallenge.createManyAndReturn({
      data: [{ userId: learner.id, date, questionIds: chosen, answeredQuestionIds: [], targetScore: DAILY_CHALLENGE.targetScore, startedAt: now }],
      skipDuplicates: true,
    });
    if (created) return created;
  } else {
    const [started] = await prisma.dailyChallenge.updateManyAndReturn({
      where: { id: existing.id, startedAt: null },
      data: { startedAt: now, questionIds: chosen.length ? chosen : existing.questionIds, answeredQuestionIds: [], correctAnswers: 0 },
    });
    if (started) return started;
  }
  // Another request made or started it first: theirs stands.
  return startDailyChallenge(context, learner, now);
}

/**
 * Counts an answer towards the learner's challenge of `date` if it is the first answer to one of
 * its questions, in one conditional update (so concurrent answers each count once), and tells
 * whether this answer completed it. The score only grows, so the answer that completes it is the
 * one that takes it from below the target to at least the target.
 */
export async function recordChallengeAnswer(tx: Tx, userId: string, date: string, questionId: string, isCorrect: boolean): Promise<{ completedNow: boolean }> {
  const gained = isCorrect ? 1 : 0;
  const [row] = await tx.$queryRaw<Pick<DailyChallenge, 'correctAnswers' | 'questionIds' | 'targetScore'>[]>`
    UPDATE "DailyChallenge" SET
      "answeredQuestionIds" = array_append(coalesce("answeredQuestionIds", '{}'), ${questionId}),
      "correctAnswers" = "correctAnswers" + ${gained}
     WHERE "userId" = ${userId}::uuid AND "date" = ${date} AND "startedAt" IS NOT NULL
       AND ${questionId} = ANY("questionIds") AND NOT (${questionId} = ANY(coalesce("answeredQuestionIds", '{}')))
    RETURNING "correctAnswers", "questionIds", "targetScore"`;
  if (!row) return { completedNow: false };
  const after = challengeScore(row);
  const before = challengeScore({ ...row, correctAnswers: row.correctAnswers - gained });
  const completedNow = after >= row.targetScore && before < row.targetScore;
  if (completedNow) {
    await tx.$executeRaw`UPDATE "DailyChallenge" SET "completedAt" = now() WHERE "userId" = ${userId}::uuid AND "date" = ${date}`;
  }
  return { completedNow };
}
