/**
 * Which answers and flags count for the bank: the one definition that item statistics, calibration,
 * readiness, quarantine and the editors' list share, so none of them can let in what another keeps
 * out.
 *
 * - An answer counts only when the server graded it: a practice answer with a chosen option that
 *   the learner's own client did not grade (`selfReported`), or an exam answer. A self-reported
 *   answer is whatever the client claims, so it feeds no statistic, calibration, readiness or flag.
 * - For the bank as a whole (item statistics, calibration) a demo learner's answers never count:
 *   a demo sign-in makes a throwaway learner in one click, with seeded history.
 * - A flag counts toward quarantine only from an established learner (ESTABLISHED below). Others'
 *   flags are kept and shown to the editors, but a handful of fresh accounts cannot take items out
 *   of the bank.
 */
import { Prisma } from '../generated/prisma/client.ts';

/**
 * An established learner: an account at least this many days old, not a demo learner, with at
 * least this many server-graded answers. A week and 50 answers cost a real learner nothing and a
 * script that makes accounts to flag items a week of waiting and 50 answers per account.
 */
export const ESTABLISHED = { minAgeDays: 7, minAnswers: 50 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** SQL: the practice answer aliased `alias` was graded by the server. */
export const serverGradedSql = (alias: string) =>
  Prisma.sql`NOT ${Prisma.raw(`${alias}."selfReported"`)} AND ${Prisma.raw(`${alias}."chosenOption"`)} IS NOT NULL`;

/**
 * Every server-graded answer, practice and exam, as rows ("userId", "questionId", "correct",
 * "chosen", "answeredAt"); `learner`, an SQL uuid expression, narrows them to one learner.
 */
function gradedAnswersSql(learner?: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT a."userId", a."questionId", a."isCorrect" AS "correct", a."chosenOption" AS "chosen", a."answeredAt"
      FROM "Answer" a WHERE ${serverGradedSql('a')} ${learner ? Prisma.sql`AND a."userId" = ${learner}` : Prisma.empty}
    UNION ALL
    SELECT e."userId", i."questionId", i."isCorrect", i."chosenOption", i."answeredAt"
      FROM "ExamItem" i JOIN "Exam" e ON e."id" = i."examId"
     WHERE i."isCorrect" IS NOT NULL ${learner ? Prisma.sql`AND e."userId" = ${learner}` : Prisma.empty}`;
}

/** The answers that count for the bank's statistics and calibration: server-graded, no demo learner's. */
export function bankAnswersSql(): Prisma.Sql {
  return Prisma.sql`
    SELECT graded.* FROM (${gradedAnswersSql()}) AS graded
      JOIN "User" u ON u."id" = graded."userId"
     WHERE NOT u."isDemo"`;
}

/** SQL: the learner whose id is the uuid expression `learner` is established at `now`. */
export function establishedLearnerSql(learner: Prisma.Sql, now: Date): Prisma.Sql {
  const joinedBy = new Date(now.getTime() - ESTABLISHED.minAgeDays * DAY_MS);
  return Prisma.sql`EXISTS (
    SELECT 1 FROM "User" u
     WHERE u."id" = ${learner} AND NOT u."isDemo" AND u."createdAt" <= ${joinedBy}::timestamp
       AND (SELECT count(*) FROM (SELECT 1 FROM (${gradedAnswersSql(Prisma.sql`u."id"`)}) AS graded LIMIT ${ESTABLISHED.minAnswers}) AS enough)
           >= ${ESTABLISHED.minAnswers})`;
}

/** SQL: the flag aliased `alias` is open and counts toward quarantine at `now`. */
export const countedFlagSql = (alias: string, now: Date) =>
  Prisma.sql`${Prisma.raw(`${alias}."resolvedAt"`)} IS NULL AND ${establishedLearnerSql(Prisma.raw(`${alias}."userId"`), now)}`;
