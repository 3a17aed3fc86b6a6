import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';

/**
 * New questions (never served to them before) one learner may draw in a day, every route together:
 * practice sets (GraphQL and GET /api/questions), the `questions` list and exam items. A diligent
 * learner's heaviest day is 100-300 practice questions and one 150-item exam, under 500 new ones;
 * 1,000 leaves twice that for a marathon, while the whole bank (2,748) takes three days to draw
 * instead of a few requests. NEW_QUESTIONS_PER_DAY changes it.
 */
export const DAILY_NEW_QUESTIONS = 1000;

/**
 * The day is UTC's: one boundary for everyone that the learner cannot move (their own time zone is
 * a setting they may change at will), and the error says when it comes.
 */
function startOfDrawDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function nextDrawDay(now: Date): Date {
  return new Date(startOfDrawDay(now).getTime() + 86_400_000);
}

/** The day's new questions are drawn: the learner may draw more from `resetsAt`. */
export class DrawLimitError extends Error {
  readonly resetsAt: Date;
  readonly retryAfterSeconds: number;

  constructor(
    readonly limit: number,
    now: Date,
    detail = 'You have drawn all the new questions allowed today',
  ) {
    const resetsAt = nextDrawDay(now);
    super(
      `${detail} (${limit.toLocaleString('en-US')} a day). More from midnight UTC (${resetsAt.toISOString()}); ` +
        'until then your mistakes and review cards stay open.',
    );
    this.name = 'DrawLimitError';
    this.resetsAt = resetsAt;
    this.retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  }
}

/**
 * How many new questions the learner has drawn today, as SQL: questions first served today, and
 * exam items presented today (an exam's items are drawn by the exam, outside the practice record).
 */
export function drawnTodaySql(userId: string, now: Date): Prisma.Sql {
  const day = startOfDrawDay(now);
  return Prisma.sql`(
    (SELECT count(*) FROM "SeenQuestion" s WHERE s."userId" = CAST(${userId} AS uuid) AND s."firstSeenAt" >= ${day})
    + (SELECT count(*) FROM "ExamItem" i JOIN "Exam" e ON e."id" = i."examId"
        WHERE e."userId" = CAST(${userId} AS uuid) AND i."presentedAt" >= ${day})
  )::integer`;
}

/** New questions the learner may still draw today (0 when none). */
export async function drawsLeftToday(prisma: PrismaClient, userId: string, limit: number, now = new Date()): Promise<number> {
  const [row] = await prisma.$queryRaw<{ drawn: number }[]>`SELECT ${drawnTodaySql(userId, now)} AS "drawn"`;
  return Math.max(0, limit - Number(row.drawn));
}

/**
 * Records questions as served to the learner (a list read shows their text) in one statement,
 * unless those never served before would take the day past the limit: then nothing is recorded
 * and a DrawLimitError says when more may be drawn. Ids of no question are left out.
 */
export async function recordDraws(prisma: PrismaClient, userId: string, questionIds: string[], limit: number, now = new Date()): Promise<void> {
  if (questionIds.length === 0) return;
  const [row] = await prisma.$queryRaw<{ allowed: boolean }[]>`
    WITH fresh AS (
      SELECT q."id" FROM "Question" q
       WHERE q."id" = ANY(CAST(${questionIds} AS text[]))
         AND NOT EXISTS (SELECT 1 FROM "SeenQuestion" s WHERE s."userId" = CAST(${userId} AS uuid) AND s."questionId" = q."id")
    ), verdict AS (
      SELECT NOT EXISTS (SELECT 1 FROM fresh) OR ${drawnTodaySql(userId, now)} + (SELECT count(*) FROM fresh) <= ${limit} AS "allowed"
    ), recorded AS (
      INSERT INTO "SeenQuestion" ("userId", "questionId", "seenAt", "firstSeenAt")
      SELECT CAST(${userId} AS uuid), f."id", CAST(${now} AS timestamp(3)), CAST(${now} AS timestamp(3))
        FROM fresh f, verdict v WHERE v."allowed"
      ON CONFLICT ("userId", "questionId") DO NOTHING
    )
    SELECT "allowed" FROM verdict`;
  if (!row.allowed) throw new DrawLimitError(limit, now);
}
