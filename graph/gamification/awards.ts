/**
 * Awards on the database, inside the transaction that records what earned them. Every award
 * first locks the learner's stats row, so two answers of one learner (two tabs, a retry racing
 * the original) apply one after the other: a badge cannot be awarded twice nor a streak day
 * skipped. The rules themselves are in ./rules.ts.
 */
import type { Domain } from '../generated/prisma/enums.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { recordChallengeAnswer } from './challenge.ts';
import { answerOutcome, type DomainStats, examOutcome, localDate, type Outcome, type Stats } from './rules.ts';

/** A transaction (or the client itself, where one statement is all there is). */
export type Tx = Prisma.TransactionClient;

interface StatsRow {
  points: number;
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
  questionsAnswered: number;
  correctAnswers: number;
  correctRun: number;
  domainStats: DomainStats;
  badges: string[] | null;
}

const toStats = (row: StatsRow): Stats => ({ ...row, badges: row.badges ?? [], domainStats: row.domainStats ?? {} });

/**
 * The learner's stats, locked until the transaction ends. The row is created by the first award:
 * an upsert that always takes the row lock (as SELECT ... FOR UPDATE would, but creating the row
 * too), and returns the latest committed figures once a concurrent award has finished.
 */
async function lockStats(tx: Tx, userId: string): Promise<Stats> {
  const [row] = await tx.$queryRaw<StatsRow[]>`
    INSERT INTO "UserStats" ("userId", "domainStats", "badges") VALUES (${userId}::uuid, '{}'::jsonb, '{}')
    ON CONFLICT ("userId") DO UPDATE SET "userId" = EXCLUDED."userId"
    RETURNING "points", "currentStreak", "longestStreak", "lastActivityDate", "questionsAnswered", "correctAnswers",
              "correctRun", "domainStats", "badges"`;
  return toStats(row);
}

/** Writes the stats an award settled on and its achievements, in one statement. */
async function save(tx: Tx, userId: string, outcome: Outcome): Promise<void> {
  await tx.$executeRaw`WITH ${savingClauses(userId, outcome)} SELECT 1`;
}

/**
 * What `save` writes, as the clauses of a WITH (the stats row updated, the achievements
 * inserted), so the answer's transaction can run them in a statement of its own
 * (graph/practice/answers.ts). Data-modifying clauses run whether or not the query reads them.
 */
export function savingClauses(userId: string, outcome: Outcome): Prisma.Sql {
  const s = outcome.stats;
  const earned = JSON.stringify(
    outcome.earned.map((e, n) => ({
      kind: e.kind,
      badgeId: e.kind === 'badge' ? e.badgeId : null,
      level: e.kind === 'level' ? e.level : null,
      points: e.points,
      n,
    })),
  );
  // Achievements are stamped a millisecond apart in the order earned, so "newest first" keeps it.
  return Prisma.sql`
    saved AS (
      UPDATE "UserStats" SET
        "points" = ${s.points}, "currentStreak" = ${s.currentStreak}, "longestStreak" = ${s.longestStreak},
        "lastActivityDate" = ${s.lastActivityDate}, "questionsAnswered" = ${s.questionsAnswered},
        "correctAnswers" = ${s.correctAnswers}, "correctRun" = ${s.correctRun},
        "domainStats" = ${JSON.stringify(s.domainStats)}::jsonb, "badges" = ${s.badges}::text[], "updatedAt" = now()
      WHERE "userId" = ${userId}::uuid
    ),
    achieved AS (
      INSERT INTO "Achievement" ("id", "userId", "kind", "badgeId", "level", "points", "createdAt")
      SELECT gen_random_uuid(), ${userId}::uuid, e.kind, e."badgeId", e.level, e.points,
             clock_timestamp()::timestamp(3) + e.n * interval '1 millisecond'
        FROM jsonb_to_recordset(${earned}::jsonb) AS e(kind text, "badgeId" text, level int, points int, n int)
    )`;
}

/** The stats columns a lock returns, as `lockStats` reads them. */
export const STATS_COLUMNS = Prisma.raw(
  '"points", "currentStreak", "longestStreak", "lastActivityDate", "questionsAnswered", "correctAnswers", "correctRun", "domainStats", "badges"',
);
export { toStats, type StatsRow };

/** What an award gave, for the answer's payload. */
export interface Award extends Outcome {
  dailyChallengeCompleted: boolean;
}

/**
 * Awards one newly recorded answer: points (10 or 2), the day's streak and bonus, the daily
 * challenge's progress, badges and levels. Call it only for an answer that was just inserted, in
 * the same transaction: a retried answer (its idempotency key used before) awards nothing again.
 */
export async function awardAnswer(
  tx: Tx,
  learner: { id: string; timeZone: string },
  answer: { questionId: string; isCorrect: boolean; topic: Domain; answeredAt: Date },
): Promise<Award> {
  const before = await lockStats(tx, learner.id);
  const today = localDate(answer.answeredAt, learner.timeZone);
  const challenge = await recordChallengeAnswer(tx, learner.id, today, answer.questionId, answer.isCorrect);
  const outcome = answerOutcome(before, { isCorrect: answer.isCorrect, domain: answer.topic, today, completesDailyChallenge: challenge.completedNow });
  await save(tx, learner.id, outcome);
  return { ...outcome, dailyChallengeCompleted: challenge.completedNow };
}

/**
 * The hook for practice exams: call it in the transaction that records an exam's score (a
 * percentage). A score of 100 earns the Perfect Score badge, once; any other score earns nothing.
 */
export async function awardExamScore(tx: Tx, userId: string, scorePercent: number): Promise<Award> {
  const before = await lockStats(tx, userId);
  const outcome = examOutcome(before, scorePercent);
  if (outcome.earned.length) await save(tx, userId, outcome);
  return { ...outcome, dailyChallengeCompleted: false };
}
