/**
 * The bench's baseline handlers: what `submitAnswer`, the dashboard query and `GET /api/progress`
 * cost on this stack with nothing between the request and the database driver (no Yoga, no
 * envelop plugins, no Prisma client, no Fastify plugins or hooks). Each does ALL of the app's work
 * for its request, with the same guarantees, so the bench's ratios say what the pipeline costs:
 *
 * - answer: the access token verified and its session checked, the question graded (kept, as the
 *   app keeps every active question once it listens); then, in one transaction on one connection, the app's own
 *   statements (graph/practice/answers.ts `recordInTransaction`): the question checked still the
 *   row graded, active and not in the learner's exam in progress, the insert once per idempotency
 *   key with the learner's stats row locked (one learner's answers serialised), the per-domain
 *   totals, the daily challenge, points, streak, badges, levels, the review card and the review
 *   queue; a replayed key reads the earlier answer and checks it is the same answer. The
 *   award rules (streaks, badges, levels) and FSRS's schedule run in JavaScript, as in the app,
 *   between the statements that need them: folding them into one SQL statement would mean
 *   rewriting those rules in SQL.
 * - dashboard: the viewer with its session, the user with the last answers and exam reports, and
 *   the viewer's figures (graph/viewerData.ts `viewerFiguresSql`: totals, stats, achievements,
 *   review queue, today's challenge made if missing, readiness rows), then readiness estimated.
 * - progress: the session checked and its learner's per-domain totals, in one statement.
 *
 * The SQL is the app's own (its builders, or the text Prisma sends, captured with the statement
 * log of test/practice/support.ts), so a change to the app's statements changes both sides.
 * test/practice/baseline.test.ts checks that the answer handler's effects match the app's.
 */
import type { Prisma, Question } from '../graph/generated/prisma/client.ts';
import { verifyAccessToken } from '../graph/auth/tokens.ts';
import { viewerSql } from '../graph/context.ts';
import { retryingConflicts } from '../graph/db/errors.ts';
import { estimateReadiness, toReadinessAnswers } from '../graph/exam/readiness.ts';
import { statsFromRow, statsView } from '../graph/gamification/stats.ts';
import { questionIdFrom } from '../graph/globalIds.ts';
import { InputError } from '../graph/errors.ts';
import { QuestionChanged, questionSql, recordInTransaction } from '../graph/practice/answers.ts';
import { progressFromTallies } from '../graph/practice/progress.ts';
import { legacyProgress } from '../rest-adapter/legacy.ts';
import { type SessionTalliesRow, sessionTalliesSql } from '../rest-adapter/progress.ts';
import { type Part, viewerFiguresSql, type ViewerFiguresRow } from '../graph/viewerData.ts';

/** One connection's statements: the pool (or PGlite) outside a transaction, the transaction's connection inside. */
export interface BaselineDb {
  /** `commit` marks a transaction's last statement (the transaction commits with it). */
  query<T>(text: string, values: unknown[], options?: { commit?: boolean }): Promise<T[]>;
  transaction<T>(fn: (tx: Pick<BaselineDb, 'query'>) => Promise<T>): Promise<T>;
}

export interface Reply {
  status: number;
  body: unknown;
}

interface Viewer {
  id: string;
  timeZone: string;
}

const UNAUTHENTICATED: Reply = { status: 401, body: { success: false, error: 'Please sign in.' } };
const MAX_KEY_LENGTH = 200;
const MAX_TIME_SPENT_MS = 60 * 60 * 1000;
const DASHBOARD_PARTS: ReadonlySet<Part> = new Set(['tallies', 'stats', 'achievements', 'reviewQueue', 'challenge', 'readiness']);

// The dashboard's user read, as Prisma sends it for the viewer's last answers (with their
// questions) and exam outcome reports.
const DASHBOARD_USER_SQL = `SELECT "t0"."id", "t0"."email", "t0"."name", "t0"."picture", "t0"."subscriptionStatus", "t0"."createdAt", "t0"."examDate", "t0"."timeZone",
  "User_answers"."__prisma_data__" AS "answers", "User_examOutcomeReports"."__prisma_data__" AS "examOutcomeReports" FROM "public"."User" AS "t0"
  LEFT JOIN LATERAL (SELECT COALESCE(JSONB_AGG("__prisma_data__"), '[]') AS "__prisma_data__" FROM (SELECT "t3"."__prisma_data__" FROM (SELECT JSONB_BUILD_OBJECT('id', "t2"."id",
    'userId', "t2"."userId", 'questionId', "t2"."questionId", 'chosenOption', "t2"."chosenOption", 'isCorrect', "t2"."isCorrect", 'topic', "t2"."topic",
    'difficulty', "t2"."difficulty", 'idempotencyKey', "t2"."idempotencyKey", 'timeSpentMs', "t2"."timeSpentMs", 'selfReported', "t2"."selfReported",
    'answeredAt', "t2"."answeredAt", 'questionId', "t2"."questionId", 'question', "Answer_question"."__prisma_data__") AS "__prisma_data__", "t2"."answeredAt", "t2"."id",
    "t2"."userId", "t2"."questionId" FROM (SELECT "t1".* FROM "public"."Answer" AS "t1" WHERE "t0"."id" = "t1"."userId") AS "t2"
    LEFT JOIN LATERAL (SELECT JSONB_BUILD_OBJECT('id', "t5"."id", 'text', "t5"."text", 'options', "t5"."options", 'correctAnswer', "t5"."correctAnswer", 'topic', "t5"."topic",
      'difficulty', "t5"."difficulty", 'explanation', "t5"."explanation", 'rationales', "t5"."rationales", 'outline', "t5"."outline", 'tags', "t5"."tags",
      'retiredAt', "t5"."retiredAt", 'createdAt', "t5"."createdAt", 'updatedAt', "t5"."updatedAt") AS "__prisma_data__" FROM "public"."Question" AS "t5"
      WHERE "t2"."questionId" = "t5"."id" LIMIT $1) AS "Answer_question" ON true) AS "t3" WHERE "t3"."userId" = $2 ORDER BY "t3"."answeredAt" DESC, "t3"."id" DESC LIMIT $3 OFFSET $4) AS "t4") AS "User_answers" ON true
  LEFT JOIN LATERAL (SELECT COALESCE(JSONB_AGG("__prisma_data__"), '[]') AS "__prisma_data__" FROM (SELECT "t8"."__prisma_data__" FROM (SELECT JSONB_BUILD_OBJECT('id', "t7"."id",
    'userId', "t7"."userId", 'passed', "t7"."passed", 'examDate', "t7"."examDate", 'reportedScore', "t7"."reportedScore", 'readinessChance', "t7"."readinessChance",
    'readinessAbility', "t7"."readinessAbility", 'readinessStandardError', "t7"."readinessStandardError", 'readinessAnswers', "t7"."readinessAnswers",
    'createdAt', "t7"."createdAt") AS "__prisma_data__", "t7"."createdAt", "t7"."id" FROM (SELECT "t6".* FROM "public"."ExamOutcomeReport" AS "t6"
    WHERE "t0"."id" = "t6"."userId") AS "t7") AS "t8" ORDER BY "t8"."createdAt" DESC, "t8"."id" DESC) AS "t9") AS "User_examOutcomeReports" ON true
  WHERE ("t0"."id" = $5 AND 1=1) LIMIT $6`;

const run = <T>(db: Pick<BaselineDb, 'query'>, sql: Prisma.Sql, options?: { commit?: boolean }) => db.query<T>(sql.text, sql.values, options);

export function baselineHandlers(db: BaselineDb, secret: Uint8Array) {
  // Questions as graded, kept like the app's (graph/practice/answers.ts): the transaction checks the row is unchanged.
  const kept = new Map<string, Question>();
  async function viewerOf(authorization: string | undefined): Promise<Viewer | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const claims = token ? await verifyAccessToken(secret, token) : null;
    if (!claims) return null;
    const [user] = await run<Viewer>(db, viewerSql(claims.userId, claims.sessionId, new Date()));
    return user ?? null;
  }

  /** submitAnswer's work: the payload's answer, award, progress and review queue. */
  async function answer(authorization: string | undefined, body: unknown): Promise<Reply> {
    const viewer = await viewerOf(authorization);
    if (!viewer) return UNAUTHENTICATED;
    const input = (body ?? {}) as { questionId?: unknown; answer?: unknown; idempotencyKey?: unknown; timeSpentMs?: unknown };
    if (typeof input.questionId !== 'string' || typeof input.answer !== 'string' || typeof input.idempotencyKey !== 'string') {
      return { status: 400, body: { success: false, error: 'questionId, answer and idempotencyKey are required.' } };
    }
    const key = input.idempotencyKey.trim();
    if (!key || key.length > MAX_KEY_LENGTH)
      return { status: 400, body: { success: false, error: `The idempotency key must be 1 to ${MAX_KEY_LENGTH} characters.` } };
    const spent = input.timeSpentMs;
    if (spent !== undefined && spent !== null && (!Number.isInteger(spent) || (spent as number) < 0)) {
      return { status: 400, body: { success: false, error: 'The time spent must be a whole number of milliseconds, 0 or more.' } };
    }
    const timeSpentMs = typeof spent === 'number' && spent <= MAX_TIME_SPENT_MS ? spent : null;
    const questionId = questionIdFrom(input.questionId);
    const chosen = input.answer;
    const grade = async (fresh: boolean) => {
      const question = (!fresh && kept.get(questionId)) || (await run<Question>(db, questionSql(questionId)))[0];
      if (!question || question.retiredAt) throw new InputError('This question is not available.', 'questionId');
      kept.set(questionId, question);
      if (!question.options.includes(chosen)) throw new InputError('Choose one of the options.', 'answer');
      const data = { chosenOption: chosen, isCorrect: chosen === question.correctAnswer, selfReported: false, idempotencyKey: key, timeSpentMs };
      return {
        question,
        recorded: await retryingConflicts(() => db.transaction((tx) => recordInTransaction((sql, options) => run(tx, sql, options), viewer, question, data))),
      };
    };
    let graded: Awaited<ReturnType<typeof grade>>;
    try {
      graded = await grade(false).catch((error) => (error instanceof QuestionChanged ? grade(true) : Promise.reject(error)));
    } catch (error) {
      if (error instanceof InputError) return { status: 400, body: { success: false, error: error.message } };
      throw error;
    }
    const { question, recorded } = graded;
    if (recorded) {
      const { answer: a, award, progress, queue } = recorded;
      return {
        status: 200,
        body: {
          recorded: true,
          answer: {
            id: a.id,
            isCorrect: a.isCorrect,
            correctAnswer: question.correctAnswer,
            explanation: question.explanation,
            rationales: question.rationales,
          },
          award: {
            pointsEarned: award.pointsEarned,
            streakBonus: award.streakBonus,
            level: award.level,
            stats: statsView(award.stats),
            earned: award.earned,
            dailyChallengeCompleted: award.dailyChallengeCompleted,
          },
          progress,
          reviewQueue: queue && { dueCount: queue.dueCount, cardCount: queue.cardCount, nextDueAt: queue.nextDueAt },
        },
      };
    }
    const [earlier] = await db.query<{ id: string; questionId: string; chosenOption: string | null; isCorrect: boolean }>(
      `SELECT "id", "questionId", "chosenOption", "isCorrect" FROM "Answer" WHERE "userId" = $1::uuid AND "idempotencyKey" = $2`,
      [viewer.id, key],
    );
    if (!earlier || earlier.questionId !== question.id || earlier.chosenOption !== chosen || earlier.isCorrect !== (chosen === question.correctAnswer)) {
      return { status: 400, body: { success: false, error: 'This idempotency key was already used for a different answer.' } };
    }
    return { status: 200, body: { recorded: false, answer: { id: earlier.id, isCorrect: earlier.isCorrect, correctAnswer: question.correctAnswer } } };
  }

  /**
   * GET /api/progress's work: the token verified, then the session checked and the totals read in
   * the app's one statement (rest-adapter/progress.ts), in the legacy shape.
   */
  async function progress(authorization: string | undefined): Promise<Reply> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const claims = token ? await verifyAccessToken(secret, token) : null;
    if (!claims) return UNAUTHENTICATED;
    const [row] = await run<SessionTalliesRow>(db, sessionTalliesSql(claims.userId, claims.sessionId, new Date()));
    if (!row) return UNAUTHENTICATED;
    return { status: 200, body: { success: true, data: legacyProgress(progressFromTallies(row.tallies)) } };
  }

  /** The dashboard query's work: the same three statements, readiness estimated, the figures shaped. */
  async function dashboard(authorization: string | undefined): Promise<Reply> {
    const viewer = await viewerOf(authorization);
    if (!viewer) return UNAUTHENTICATED;
    const now = new Date();
    const [[user], [figures]] = await Promise.all([
      db.query<Record<string, unknown> & { answers: unknown[] }>(DASHBOARD_USER_SQL, [1, viewer.id, 6, 0, viewer.id, 1]),
      run<ViewerFiguresRow>(db, viewerFiguresSql(viewer.id, viewer.timeZone, DASHBOARD_PARTS, now)),
    ]);
    const stats = statsFromRow(figures.stats);
    return {
      status: 200,
      body: {
        data: {
          viewer: {
            ...user,
            answers: user.answers.slice(0, 5),
            progress: progressFromTallies(figures.tallies ?? []),
            stats: statsView(stats),
            achievements: figures.achievements ?? [],
            reviewQueue: figures.reviewQueue,
            dailyChallenge: figures.challenge,
            readiness: estimateReadiness(toReadinessAnswers(figures.readiness ?? [], now)),
          },
        },
      },
    };
  }

  /** Every active question kept at once, as graph/main.ts does once the app listens. */
  async function keepActiveQuestions(): Promise<number> {
    const rows = await db.query<Question>('SELECT * FROM "Question" WHERE "retiredAt" IS NULL', []);
    for (const row of rows) if (!kept.has(row.id)) kept.set(row.id, row);
    return kept.size;
  }

  return { answer, progress, dashboard, keepActiveQuestions };
}
