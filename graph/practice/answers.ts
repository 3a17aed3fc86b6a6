import type { Answer, PrismaClient, Question, User } from '../generated/prisma/client.ts';
import { randomUUID } from 'node:crypto';
import { type Award, savingClauses, STATS_COLUMNS, type StatsRow, toStats } from '../gamification/awards.ts';
import { challengeScore } from '../gamification/challenge.ts';
import { answerOutcome, localDate } from '../gamification/rules.ts';
import { rememberStats } from '../gamification/stats.ts';
import { notQuarantinedSql } from '../exam/itemStatistics.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { ReviewQueueFigures } from '../review/queue.ts';
import { type CardLookup, cardLookupColumns, cardLookupFrom, cardWrite } from '../review/schedule.ts';
import { familyOf } from './families.ts';
import { attachAnswerSql } from './sessions.ts';
import { InputError } from '../errors.ts';
import { driverTransactionOf, rawQuery } from '../db/database.ts';
import { retryingConflicts } from '../db/errors.ts';
import { forgetProgress, progressFromTallies, rememberProgress } from './progress.ts';
import { canonicalResponse, type InteractionResponse, isInteractive } from './interactive.ts';

/** What a recorded (or replayed) answer hands back to the schema. */
export interface AnswerResult {
  answer: Answer;
  question: Question;
  /** False when the idempotency key was used before: the earlier answer stands, nothing new is recorded. */
  recorded: boolean;
  /** What the answer earned (points, streak, badges, level); null for a replay, which earns nothing again. */
  award: Award | null;
  /** The learner's review queue with this answer in it, when the answer worked it out (the schema keeps it for the request). */
  reviewQueue: ReviewQueueFigures | null;
}

interface PracticeContext {
  prisma: PrismaClient;
  /** The signed-in learner (the schema's signed-in scope guarantees one). */
  viewer: User;
}

const MAX_KEY_LENGTH = 200;
/** Longer than this is not time spent on one question (a tab left open): the time is dropped. */
const MAX_TIME_SPENT_MS = 60 * 60 * 1000;
// Answers of one learner queue on their stats row; on the embedded database every transaction
// queues. Generous waits keep a burst of answers from failing where it would only be slow.
const ANSWER_TRANSACTION = { maxWait: 10_000, timeout: 20_000 };
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The where clause that loads an answer only for its owner: anyone else (or a malformed id)
 * matches nothing, so `node(id:)` answers null rather than someone's history.
 */
export function ownedAnswerWhere(id: string, viewerId: string | undefined) {
  return { id: UUID.test(id) ? id : NIL_UUID, userId: viewerId ?? NIL_UUID };
}

/**
 * Questions as last read for grading, per database client (each test opens its own): the answer's
 * hot path reads no question before its transaction. Its first statement checks that the row is
 * still the one graded (its `updatedAt`), still active and not an item of the viewer's exam in
 * progress (recordInTransaction), so a question retired or rewritten since, here or by another
 * process, is never graded from this copy: a changed row is read again and the answer graded anew.
 * Retired questions are not kept; the bank holds a few thousand.
 */
const gradedQuestions = new WeakMap<PrismaClient, Map<string, Question>>();
const MAX_KEPT_QUESTIONS = 20_000;

/** The row changed between its read and the answer's transaction: grade against the new one. */
export class QuestionChanged extends Error {}

function keptFor(prisma: PrismaClient): Map<string, Question> {
  let kept = gradedQuestions.get(prisma);
  if (!kept) gradedQuestions.set(prisma, (kept = new Map()));
  return kept;
}

/** The question to grade, active when last read (the transaction checks it still is); an unknown or retired one is an InputError. */
async function answerableQuestion(prisma: PrismaClient, questionId: string, { fresh = false } = {}): Promise<Question> {
  const kept = keptFor(prisma);
  const known = fresh ? undefined : kept.get(questionId);
  if (known) return known;
  // Raw SQL on the driver: the same read as a findUnique, without the model call's runtime.
  const [found] = await rawQuery<Question>(prisma, questionSql(questionId));
  // A retired question is out of practice; its past answers stay in the history.
  if (!found || found.retiredAt) {
    kept.delete(questionId);
    throw new InputError('This question is not available.', 'questionId');
  }
  if (kept.size < MAX_KEPT_QUESTIONS) kept.set(questionId, found);
  return found;
}

/**
 * Keeps every active question at once, in one statement, rather than each at its first answer: a
 * process that has just started would otherwise read the question before nearly every answer until
 * the whole bank had been answered once (a round trip to the database each, 88% of the answers in
 * the bench's first 15 s). The copies are checked in the answer's transaction like any kept copy.
 * Returns how many are kept.
 */
export async function keepActiveQuestions(prisma: PrismaClient): Promise<number> {
  const kept = keptFor(prisma);
  const rows = await rawQuery<Question>(prisma, Prisma.sql`SELECT * FROM "Question" WHERE "retiredAt" IS NULL LIMIT ${MAX_KEPT_QUESTIONS}`);
  for (const row of rows) if (!kept.has(row.id) && kept.size < MAX_KEPT_QUESTIONS) kept.set(row.id, row);
  return kept.size;
}

/** Whether the question is kept for grading (tests). */
export const isKeptForGrading = (prisma: PrismaClient, questionId: string) => gradedQuestions.get(prisma)?.has(questionId) ?? false;

/** The question's row (the bench's baseline reads it too). */
export const questionSql = (questionId: string) => Prisma.sql`SELECT * FROM "Question" WHERE "id" = ${questionId}`;

/**
 * Grades against the question as kept, and once more against the row read again if the
 * transaction found it changed since (a rewrite, a retirement).
 */
async function gradedAnswer(prisma: PrismaClient, questionId: string, answer: (question: Question) => Promise<AnswerResult>): Promise<AnswerResult> {
  try {
    return await answer(await answerableQuestion(prisma, questionId));
  } catch (error) {
    if (!(error instanceof QuestionChanged)) throw error;
    return answer(await answerableQuestion(prisma, questionId, { fresh: true }));
  }
}

function checkKey(idempotencyKey: string): string {
  const key = idempotencyKey.trim();
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw new InputError(`The idempotency key must be 1 to ${MAX_KEY_LENGTH} characters.`, 'idempotencyKey');
  }
  return key;
}

function checkTimeSpent(timeSpentMs: number | null | undefined): number | null {
  if (timeSpentMs === null || timeSpentMs === undefined) return null;
  if (!Number.isInteger(timeSpentMs) || timeSpentMs < 0)
    throw new InputError('The time spent must be a whole number of milliseconds, 0 or more.', 'timeSpentMs');
  return timeSpentMs > MAX_TIME_SPENT_MS ? null : timeSpentMs;
}

/** The learner's review queue without the answered question's card, and whether that question is reviewable. */
interface QueueOthers {
  otherDue: number;
  otherCards: number;
  otherNextDueAt: Date | null;
  reviewable: boolean;
}

// The same figures and the same filter (questions in practice, not quarantined) as loadReviewQueue,
// without the card the answer reviews (`c`, from cardLookupFrom: the question's own or a sibling's).
const queueOthersColumns = (answer: { userId: string; questionId: string }, now: Date) => Prisma.sql`
  (SELECT CAST(count(*) FILTER (WHERE rc."due" <= ${now}) AS integer) FROM "ReviewCard" rc JOIN "Question" q ON q."id" = rc."questionId"
    WHERE rc."userId" = CAST(${answer.userId} AS uuid) AND rc."questionId" <> coalesce(c."questionId", ${answer.questionId}) AND q."retiredAt" IS NULL AND ${notQuarantinedSql('q')}) AS "otherDue",
  (SELECT CAST(count(*) AS integer) FROM "ReviewCard" rc JOIN "Question" q ON q."id" = rc."questionId"
    WHERE rc."userId" = CAST(${answer.userId} AS uuid) AND rc."questionId" <> coalesce(c."questionId", ${answer.questionId}) AND q."retiredAt" IS NULL AND ${notQuarantinedSql('q')}) AS "otherCards",
  (SELECT min(rc."due") FILTER (WHERE rc."due" > ${now}) FROM "ReviewCard" rc JOIN "Question" q ON q."id" = rc."questionId"
    WHERE rc."userId" = CAST(${answer.userId} AS uuid) AND rc."questionId" <> coalesce(c."questionId", ${answer.questionId}) AND q."retiredAt" IS NULL AND ${notQuarantinedSql('q')}) AS "otherNextDueAt",
  EXISTS (SELECT 1 FROM "Question" q WHERE q."id" = coalesce(c."questionId", ${answer.questionId}) AND q."retiredAt" IS NULL AND ${notQuarantinedSql('q')}) AS "reviewable"`;

function withOwnCard(userId: string, others: QueueOthers, own: { due: Date } | null, now: Date): ReviewQueueFigures {
  const counted = own && others.reviewable ? own : null;
  const later = [others.otherNextDueAt, counted && counted.due.getTime() > now.getTime() ? counted.due : null].filter((d): d is Date => d !== null);
  return {
    userId,
    dueCount: others.otherDue + (counted && counted.due.getTime() <= now.getTime() ? 1 : 0),
    cardCount: others.otherCards + (counted ? 1 : 0),
    nextDueAt: later.length ? new Date(Math.min(...later.map((d) => d.getTime()))) : null,
    now,
  };
}

/**
 * Runs one statement of the answer's transaction and returns its rows: Prisma's `$queryRaw` on
 * the transaction in the app, the bare driver's connection in the bench's baseline
 * (scripts/bench-baseline.ts), so both do the same work with the same SQL. `commit` marks the
 * transaction's last statement: the driver's transaction on PostgreSQL sends its COMMIT with it.
 */
export type AnswerQuery = <T>(sql: Prisma.Sql, options?: { commit?: boolean }) => Promise<T[]>;

/** What the answer's transaction settled: null when the idempotency key was used before. */
export interface RecordedAnswer {
  answer: Answer;
  award: Award;
  progress: ReturnType<typeof progressFromTallies> | null;
  queue: ReviewQueueFigures | null;
}

/** The answer's transaction's statements (see recordOnce); call it inside a transaction. */
export async function recordInTransaction(
  query: AnswerQuery,
  viewer: Pick<User, 'id' | 'timeZone'>,
  question: Question,
  data: { chosenOption: string | null; isCorrect: boolean; selfReported: boolean; idempotencyKey: string; timeSpentMs: number | null },
): Promise<RecordedAnswer | null> {
  const answer: Answer = {
    id: randomUUID(),
    userId: viewer.id,
    questionId: question.id,
    chosenOption: data.chosenOption,
    isCorrect: data.isCorrect,
    topic: question.topic,
    difficulty: question.difficulty,
    idempotencyKey: data.idempotencyKey,
    timeSpentMs: data.timeSpentMs,
    selfReported: data.selfReported,
    // Milliseconds, as the column keeps them.
    answeredAt: new Date(),
  };
  // A question of a family also reviews a due card of its siblings (graph/review/schedule.ts).
  const reviewed = { ...answer, family: familyOf(question) };
  const today = localDate(answer.answeredAt, viewer.timeZone);
  const [row] = await query<
    StatsRow & {
      challengeCorrect: number | null;
      challengeQuestionIds: string[] | null;
      challengeTarget: number | null;
      active: boolean;
      current: boolean;
      inExam: boolean;
      recorded: boolean;
    }
  >(Prisma.sql`
    WITH learner AS (
      SELECT 1 FROM "User" WHERE "id" = ${answer.userId}::uuid FOR KEY SHARE
    ),
    guard AS (
      SELECT q."retiredAt" IS NULL AS "active", q."updatedAt" = ${question.updatedAt.toISOString()}::timestamp(3) AS "current",
             EXISTS (SELECT 1 FROM "ExamItem" i JOIN "Exam" e ON e."id" = i."examId"
                      WHERE i."questionId" = q."id" AND i."answeredAt" IS NULL AND e."inProgressFor" = ${answer.userId}::uuid) AS "inExam"
        FROM "Question" q WHERE q."id" = ${answer.questionId}
    ),
    inserted AS (
      INSERT INTO "Answer" ("id", "userId", "questionId", "chosenOption", "isCorrect", "selfReported", "topic", "difficulty", "idempotencyKey", "timeSpentMs", "answeredAt")
      SELECT ${answer.id}::uuid, ${answer.userId}::uuid, ${answer.questionId}, ${answer.chosenOption}::text, ${answer.isCorrect}::boolean, ${answer.selfReported}::boolean,
             ${answer.topic}::"Domain", ${answer.difficulty}::"Difficulty", ${answer.idempotencyKey}, ${answer.timeSpentMs}::int,
             ${answer.answeredAt.toISOString()}::timestamp(3)
        FROM (SELECT 1) one LEFT JOIN learner ON true
       WHERE EXISTS (SELECT 1 FROM guard WHERE "active" AND "current" AND NOT "inExam")
      ON CONFLICT DO NOTHING
      RETURNING "id", "userId", "questionId", "topic", "isCorrect"
    ),
    attached AS (${attachAnswerSql}),
    stats AS (
      INSERT INTO "UserStats" ("userId", "domainStats", "badges") SELECT "userId", '{}'::jsonb, '{}' FROM inserted
      ON CONFLICT ("userId") DO UPDATE SET "userId" = EXCLUDED."userId"
      RETURNING ${STATS_COLUMNS}
    ),
    tallied AS (
      INSERT INTO "DomainTally" ("userId", "topic", "answered", "correct")
      SELECT i."userId", i."topic", 1, CASE WHEN i."isCorrect" THEN 1 ELSE 0 END FROM inserted i CROSS JOIN (SELECT 1 FROM stats) locked
      ON CONFLICT ("userId", "topic") DO UPDATE SET "answered" = "DomainTally"."answered" + 1, "correct" = "DomainTally"."correct" + EXCLUDED."correct"
    ),
    challenge AS (
      UPDATE "DailyChallenge" d SET
        "answeredQuestionIds" = array_append(coalesce(d."answeredQuestionIds", '{}'), ${answer.questionId}),
        "correctAnswers" = d."correctAnswers" + ${answer.isCorrect ? 1 : 0}::int
        FROM (SELECT 1 FROM stats) locked
       WHERE d."userId" = ${answer.userId}::uuid AND d."date" = ${today} AND d."startedAt" IS NOT NULL
         AND ${answer.questionId} = ANY(d."questionIds") AND NOT (${answer.questionId} = ANY(coalesce(d."answeredQuestionIds", '{}')))
      RETURNING d."correctAnswers", d."questionIds", d."targetScore"
    )
    SELECT s.*, c."correctAnswers" AS "challengeCorrect", c."questionIds" AS "challengeQuestionIds", c."targetScore" AS "challengeTarget",
           g."active", g."current", g."inExam", s."points" IS NOT NULL AS "recorded"
      FROM guard g LEFT JOIN stats s ON true LEFT JOIN challenge c ON true`);
  // The question as graded must still be the row, active, and not waiting in the viewer's exam
  // (practice would grade it and show its key); nothing was written otherwise.
  if (!row?.active) throw new InputError('This question is not available.', 'questionId');
  if (!row.current) throw new QuestionChanged();
  if (row.inExam) throw new InputError('This question is in your exam in progress: answer it there.', 'questionId');
  if (!row.recorded) return null;
  const gained = answer.isCorrect ? 1 : 0;
  const completedNow =
    row.challengeCorrect !== null &&
    row.challengeQuestionIds !== null &&
    row.challengeTarget !== null &&
    challengeScore({ correctAnswers: row.challengeCorrect, questionIds: row.challengeQuestionIds }) >= row.challengeTarget &&
    challengeScore({ correctAnswers: row.challengeCorrect - gained, questionIds: row.challengeQuestionIds }) < row.challengeTarget;
  const outcome = answerOutcome(toStats(row), { isCorrect: answer.isCorrect, domain: answer.topic, today, completesDailyChallenge: completedNow });
  const queueAt = new Date();
  const [written] = await query<CardLookup & QueueOthers & { tallies: unknown }>(Prisma.sql`
    WITH ${savingClauses(viewer.id, outcome)},
    completed AS (
      UPDATE "DailyChallenge" SET "completedAt" = now() WHERE ${completedNow}::boolean AND "userId" = ${viewer.id}::uuid AND "date" = ${today}
    )
    SELECT ${cardLookupColumns},
           (SELECT coalesce(json_agg(json_build_object('topic', t."topic", 'answered', t."answered", 'correct', t."correct")), '[]'::json)
              FROM "DomainTally" t WHERE t."userId" = u."id") AS "tallies",
           ${queueOthersColumns(answer, queueAt)}
    ${cardLookupFrom(reviewed)}`);
  const write = cardWrite(reviewed, written);
  const card = write?.next ?? null;
  const tallies = written && (typeof written.tallies === 'string' ? JSON.parse(written.tallies) : written.tallies);
  const award: Award = { ...outcome, dailyChallengeCompleted: completedNow };
  // The queue as loadReviewQueue would read it after the commit: the other cards, and this
  // question's card as written now (or as it was, when this answer left it alone).
  const ownCard = card ?? (written?.cardId ? written : null);
  const queue = written ? withOwnCard(answer.userId, written, ownCard, queueAt) : null;
  const recorded = { answer, award, progress: Array.isArray(tallies) ? progressFromTallies(tallies) : null, queue };
  // The last statement, once everything that could still throw is done: the transaction commits
  // with it (one round trip on PostgreSQL, graph/db/database.ts), so nothing may fail after it.
  if (write) await query(write.sql, { commit: true });
  return recorded;
}

/**
 * Records one answer once per (learner, key), and awards it in the same transaction. The insert is
 * `ON CONFLICT DO NOTHING` on the (userId, idempotencyKey) unique index, so concurrent retries never
 * raise a unique violation, on PGlite or PostgreSQL: the one that wins is recorded, counted in the
 * learner's per-domain totals and awarded, the others find it and do nothing more. Whatever else
 * must happen exactly once per answer belongs in this transaction too.
 *
 * The hot path of the app, so it is two statements in the transaction (and a third when the answer
 * makes or reschedules a review card), where the same steps one by one took seven:
 *  1. the question checked to be the row graded (unchanged since it was read and kept), active,
 *     and not an item of the learner's exam in progress (nothing is written otherwise, and the
 *     caller is told which); the learner's row locked for key share first (as every insert naming
 *     the learner does, but those checks run at the statement's end, after the stats row is
 *     locked: an account deletion holding the learner's row and cascading to the stats row then
 *     deadlocks with it; taken first, the answer waits for the deletion and fails as signed out,
 *     or the deletion waits for the answer), then the insert (it still goes in when the learner is
 *     gone, so its foreign key fails as the schema layer expects), and only when it inserted: the
 *     learner's stats row locked (the upsert of `lockStats`, returning the latest committed
 *     figures), then the per-domain totals counted and the daily challenge's conditional update
 *     (as `tallyAnswer` and `recordChallengeAnswer`; only once the challenge is started), and the
 *     answer attached to its practice set's item (graph/practice/sessions.ts). Both read the
 *     lock's row, so they run after it: two answers of one learner take the locks in one order,
 *     and the increments and the challenge's condition apply to the latest rows.
 *  2. the award written (as `awardAnswer` saves it), the challenge stamped completed by the answer
 *     that completed it, and, read after the lock so no earlier answer of the learner is missed, the
 *     review card with the exam date (as `reviewAfterAnswer` reads them) and the per-domain totals
 *     with this answer in them: the payload's progress, with no read after the commit.
 */
async function recordOnce(
  context: PracticeContext,
  viewer: User,
  question: Question,
  data: { chosenOption: string | null; isCorrect: boolean; selfReported: boolean; idempotencyKey: string; timeSpentMs: number | null },
): Promise<AnswerResult> {
  // A deadlock with another transaction of the learner (an account deletion) rolls this one back
  // whole; the idempotency key makes running it again safe.
  // On the driver's own connection when the client came from openDatabase (Prisma's interactive
  // transaction costs twice the CPU while it holds a pool connection: graph/db/database.ts).
  const driver = driverTransactionOf(context.prisma);
  const recorded = await retryingConflicts(() =>
    driver
      ? driver((query) => recordInTransaction(query, viewer, question, data))
      : context.prisma.$transaction((tx) => recordInTransaction((sql) => tx.$queryRaw(sql), viewer, question, data), ANSWER_TRANSACTION),
  );
  if (recorded) {
    if (recorded.progress) rememberProgress(context, viewer.id, recorded.progress);
    else forgetProgress(context, viewer.id);
    rememberStats(context, viewer.id, recorded.award.stats);
    return { answer: recorded.answer, award: recorded.award, question, recorded: true, reviewQueue: recorded.queue };
  }
  const earlier = await context.prisma.answer.findUniqueOrThrow({
    where: { userId_idempotencyKey: { userId: viewer.id, idempotencyKey: data.idempotencyKey } },
  });
  const sameAnswer = earlier.questionId === question.id && earlier.chosenOption === data.chosenOption && earlier.isCorrect === data.isCorrect;
  if (!sameAnswer) throw new InputError('This idempotency key was already used for a different answer.', 'idempotencyKey');
  return { answer: earlier, question, recorded: false, award: null, reviewQueue: null };
}

/**
 * The answer as it is recorded: the option's text for single choice, the canonical response for an
 * interactive item (graph/practice/interactive.ts). The wrong kind of answer, or an incomplete one, is an InputError.
 */
export function chosenResponse(question: Question, input: { answer?: string | null; response?: InteractionResponse | null }): string {
  if (isInteractive(question)) {
    if (input.answer !== null && input.answer !== undefined) throw new InputError('This is an interactive item: send response, not answer.', 'answer');
    return canonicalResponse(question, input.response);
  }
  if (input.response) throw new InputError('This is a single-choice question: send answer (the option chosen), not response.', 'response');
  if (input.answer === null || input.answer === undefined || !question.options.includes(input.answer))
    throw new InputError('Choose one of the options.', 'answer');
  return input.answer;
}

/** Grades a learner's answer on the server and records it once per idempotency key. */
export async function submitAnswer(
  context: PracticeContext,
  input: { questionId: string; answer?: string | null; response?: InteractionResponse | null; idempotencyKey: string; timeSpentMs?: number | null },
  { singleChoiceOnly = false }: { singleChoiceOnly?: boolean } = {},
): Promise<AnswerResult> {
  const viewer = context.viewer;
  const idempotencyKey = checkKey(input.idempotencyKey);
  const timeSpentMs = checkTimeSpent(input.timeSpentMs);
  return gradedAnswer(context.prisma, input.questionId, (question) => {
    // The legacy routes know single choice only (decision 017): an interactive item is not theirs to answer.
    if (singleChoiceOnly && isInteractive(question)) throw new InputError('This question is not available.', 'questionId');
    const chosen = chosenResponse(question, input);
    return recordOnce(context, viewer, question, {
      chosenOption: chosen,
      isCorrect: chosen === question.correctAnswer,
      selfReported: false,
      idempotencyKey,
      timeSpentMs,
    });
  });
}

/**
 * The legacy POST /api/progress. With the chosen option it is graded here like any answer. The old
 * client instead graded the answer itself and reports only whether it was correct: the chosen
 * option is then unknown and the claim is the learner's own, so it is recorded as self-reported,
 * and only while that client is served (LEGACY_CLIENT on); otherwise a bare claim would both skip
 * grading and hand back the key of any question.
 */
export async function legacyAnswer(
  context: PracticeContext & { config: { legacyClient: boolean } },
  input: { questionId: string; answer: string | null; isCorrect: boolean | null; idempotencyKey: string },
): Promise<AnswerResult> {
  if (input.answer !== null) {
    return submitAnswer(context, { questionId: input.questionId, answer: input.answer, idempotencyKey: input.idempotencyKey }, { singleChoiceOnly: true });
  }
  if (input.isCorrect === null || !context.config.legacyClient) {
    throw new InputError('Send answer: the text of the option chosen. This server grades answers itself.', 'answer');
  }
  const viewer = context.viewer;
  const idempotencyKey = checkKey(input.idempotencyKey);
  const isCorrect = input.isCorrect;
  return gradedAnswer(context.prisma, input.questionId, (question) => {
    if (isInteractive(question)) throw new InputError('This question is not available.', 'questionId');
    return recordOnce(context, viewer, question, { chosenOption: null, isCorrect, selfReported: true, idempotencyKey, timeSpentMs: null });
  });
}
