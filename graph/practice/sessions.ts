/**
 * Practice sets kept on the server (issue 22), as the exam already is: the set in progress, the
 * order each showing gives its options, and the answers given to it. A reload or another device
 * asks for the same set (same kind and filters) and resumes at the first unanswered question with
 * the earlier answers; a finished set stays until the learner asks for another, so its summary is
 * there after a reload.
 *
 * - One open set per learner and key (kind and filters). Asking for a set of another key drops the
 *   learner's open sets that have no answer yet and forgets their servings (SeenQuestion restored,
 *   so the day's new-question allowance and the "least recently seen" order are as before): a
 *   filter changed before the first answer burns nothing. A set with answers stays open, to resume
 *   when the learner comes back to its filters.
 * - Each showing orders the options afresh (a random order that differs from the question's last
 *   showing to this learner, the bank's order counting as the showing before the first), stored with
 *   the item so it is stable within the set and across reloads. Grading is by the option's text
 *   (answers.ts), never by its position.
 * - An answer is attached to the most recent open set that shows its question unanswered, in the
 *   answer's own transaction (answers.ts): no client change is needed, and no key is handed out
 *   before the answer (an item's `answer` is null until then).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { type Answer, Prisma, type PrismaClient, type Question } from '../generated/prisma/client.ts';
import type { Difficulty, Domain, QuestionType } from '../generated/prisma/enums.ts';
import { shuffledCount } from './interactive.ts';
import { startDailyChallenge } from '../gamification/challenge.ts';
import { reviewSetQuestions } from '../review/queue.ts';
import { localDate } from '../gamification/rules.ts';
import { loadProgress } from './progress.ts';
import { PRACTICE_SET_SIZE, practiceSetDraw, weakestDomain } from './practiceSet.ts';

type SessionMode = 'new' | 'mistakes' | 'weakest' | 'review' | 'challenge';

export interface SessionRequest {
  mode: SessionMode;
  domain?: Domain | null;
  difficulty?: Difficulty | null;
  /** Only questions of this type (new, mistakes and weakest sets); mixed when absent. */
  type?: QuestionType | null;
}

interface SessionContext {
  prisma: PrismaClient;
  /** The signed-in learner (the schema's signed-in scope guarantees one). */
  viewer: { id: string; timeZone: string };
  config: { newQuestionsPerDay: number };
}

/** Which set a request asks for: its kind and the filters that kind takes. */
function sessionKey({ mode, domain, difficulty, type }: SessionRequest, today: string): string {
  if (mode === 'review') return 'review';
  if (mode === 'challenge') return `challenge:${today}`;
  // A type filter adds a part; without one the key is what it was before there were types.
  const typed = type ? `:${type}` : '';
  if (mode === 'weakest') return `weakest:${difficulty ?? '*'}${typed}`;
  return `${mode}:${domain ?? '*'}:${difficulty ?? '*'}${typed}`;
}

/** A random order of n options that differs from `previous` (when more than one order exists). */
export function freshOrder(n: number, previous: readonly number[] | null): number[] {
  const last = previous && previous.length === n ? previous : Array.from({ length: n }, (_, i) => i);
  for (;;) {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    if (n < 2 || order.some((v, i) => v !== last[i])) return order;
  }
}

/** The options of a question in a showing's order (the bank's order when the stored one does not fit). */
export function shownOptions(options: readonly string[], order: readonly number[]): string[] {
  const fits = order.length === options.length && [...order].sort((a, b) => a - b).every((v, i) => v === i);
  return fits ? order.map((i) => options[i]) : [...options];
}

const withItems = {
  items: { orderBy: { position: 'asc' }, include: { question: true, answer: true } },
} satisfies Prisma.PracticeSetInclude;

export type PracticeSession = Prisma.PracticeSetGetPayload<{ include: typeof withItems }>;

/**
 * Drops the learner's open sets that have no answer (the challenge's aside: its questions are the
 * day's, not draws) and forgets their servings: a question first served by the set is unseen
 * again, one served before gets its earlier seenAt back (unless something served it since).
 * Challenge sets of other days than `todayChallengeKey`'s are closed: their day is over.
 */
async function dropUnansweredSets(prisma: PrismaClient, userId: string, todayChallengeKey: string): Promise<void> {
  await prisma.$executeRaw`
    WITH past AS (
      UPDATE "PracticeSet" SET "closedAt" = now()
       WHERE "userId" = CAST(${userId} AS uuid) AND "closedAt" IS NULL AND "key" LIKE 'challenge:%' AND "key" <> ${todayChallengeKey}
    ), dropped AS (
      DELETE FROM "PracticeSet" s
       WHERE s."userId" = CAST(${userId} AS uuid) AND s."closedAt" IS NULL AND s."key" NOT LIKE 'challenge:%'
         AND NOT EXISTS (SELECT 1 FROM "PracticeSetItem" i WHERE i."setId" = s."id" AND i."answerId" IS NOT NULL)
      RETURNING s."id", s."createdAt"
    ), items AS (
      SELECT i."questionId", i."firstServed", i."prevSeenAt", d."createdAt" FROM "PracticeSetItem" i JOIN dropped d ON d."id" = i."setId"
    ), forgotten AS (
      DELETE FROM "SeenQuestion" sq USING items i
       WHERE sq."userId" = CAST(${userId} AS uuid) AND sq."questionId" = i."questionId" AND i."firstServed" AND sq."seenAt" = i."createdAt"
         AND NOT EXISTS (SELECT 1 FROM "Answer" a WHERE a."userId" = CAST(${userId} AS uuid) AND a."questionId" = i."questionId")
    )
    UPDATE "SeenQuestion" sq SET "seenAt" = i."prevSeenAt" FROM items i
     WHERE sq."userId" = CAST(${userId} AS uuid) AND sq."questionId" = i."questionId" AND NOT i."firstServed"
       AND i."prevSeenAt" IS NOT NULL AND sq."seenAt" = i."createdAt"`;
}

/** The latest order each question was shown in to the learner, for the questions given. */
async function lastOrders(prisma: PrismaClient, userId: string, questionIds: string[]): Promise<Map<string, number[]>> {
  if (!questionIds.length) return new Map();
  const rows = await prisma.$queryRaw<{ questionId: string; optionOrder: number[] }[]>`
    SELECT DISTINCT ON (i."questionId") i."questionId", i."optionOrder"
      FROM "PracticeSetItem" i JOIN "PracticeSet" s ON s."id" = i."setId"
     WHERE s."userId" = CAST(${userId} AS uuid) AND i."questionId" = ANY(CAST(${questionIds} AS text[]))
     ORDER BY i."questionId", s."createdAt" DESC`;
  return new Map(rows.map((r) => [r.questionId, r.optionOrder]));
}

interface Drawn {
  question: Question;
  firstServed: boolean;
  prevSeenAt: Date | null;
}

/** The questions of a new set of this kind, with what their serving changed (to undo it if the set is dropped). */
async function draw(context: SessionContext, userId: string, request: SessionRequest, now: Date): Promise<Drawn[]> {
  const newPerDay = context.config.newQuestionsPerDay;
  const plain = (questions: Question[]) => questions.map((question) => ({ question, firstServed: false, prevSeenAt: null }));
  switch (request.mode) {
    case 'review':
      return plain(await reviewSetQuestions(context.prisma, userId, PRACTICE_SET_SIZE, now));
    case 'challenge': {
      const challenge = await startDailyChallenge(context, context.viewer, now);
      const questions = await context.prisma.question.findMany({ where: { id: { in: challenge.questionIds } } });
      const byId = new Map(questions.map((q) => [q.id, q]));
      return plain(challenge.questionIds.map((id) => byId.get(id)).filter((q): q is Question => q !== undefined));
    }
    case 'weakest': {
      const weakest = weakestDomain((await loadProgress(context, userId)).byDomain);
      if (!weakest) return [];
      return practiceSetDraw(context.prisma, userId, { domain: weakest.domain, difficulty: request.difficulty, type: request.type }, PRACTICE_SET_SIZE, {
        newPerDay,
        now,
      });
    }
    default:
      return practiceSetDraw(context.prisma, userId, request, PRACTICE_SET_SIZE, { kind: request.mode, newPerDay, now });
  }
}

/**
 * The learner's set for this request: the open one of the same key, resumed; else a new one
 * (after dropping unanswered open sets of other keys). An empty draw makes no set: null.
 */
export async function practiceSessionFor(context: SessionContext, request: SessionRequest, now = new Date()): Promise<PracticeSession | null> {
  const viewer = context.viewer;
  const key = sessionKey(request, localDate(now, viewer.timeZone));
  const open = await context.prisma.practiceSet.findFirst({
    where: { userId: viewer.id, key, closedAt: null },
    orderBy: { createdAt: 'desc' },
    include: withItems,
  });
  if (open) return open;
  await dropUnansweredSets(context.prisma, viewer.id, sessionKey({ mode: 'challenge' }, localDate(now, viewer.timeZone)));
  const drawn = await draw(context, viewer.id, request, now);
  if (!drawn.length) return null;
  const previous = await lastOrders(
    context.prisma,
    viewer.id,
    drawn.map((d) => d.question.id),
  );
  // The set and its items in one statement; what it shows is already in hand (nothing answered yet).
  const id = randomUUID();
  const items = drawn.map((d, position) => ({
    setId: id,
    position,
    questionId: d.question.id,
    // Options, or an interactive item's elements (ordering), targets (matching) or regions (hotspot).
    optionOrder: freshOrder(shuffledCount(d.question), previous.get(d.question.id) ?? null),
    answerId: null,
    firstServed: d.firstServed,
    prevSeenAt: d.prevSeenAt,
  }));
  const rows = items.map(({ position, questionId, optionOrder, firstServed, prevSeenAt }) => ({
    position,
    questionId,
    optionOrder,
    firstServed,
    prevSeenAt: prevSeenAt?.toISOString() ?? null,
  }));
  await context.prisma.$executeRaw`
    WITH created AS (
      INSERT INTO "PracticeSet" ("id", "userId", "key", "createdAt")
      VALUES (CAST(${id} AS uuid), CAST(${viewer.id} AS uuid), ${key}, CAST(${now} AS timestamp(3)))
      RETURNING "id"
    )
    INSERT INTO "PracticeSetItem" ("setId", "position", "questionId", "optionOrder", "firstServed", "prevSeenAt")
    SELECT c."id", x."position", x."questionId", x."optionOrder", x."firstServed", x."prevSeenAt"
      FROM created c,
           jsonb_to_recordset(CAST(${JSON.stringify(rows)} AS jsonb))
             AS x("position" integer, "questionId" text, "optionOrder" integer[], "firstServed" boolean, "prevSeenAt" timestamp(3))`;
  return {
    id,
    userId: viewer.id,
    key,
    createdAt: now,
    closedAt: null,
    items: items.map((item, i) => ({ ...item, question: drawn[i].question, answer: null })),
  };
}

/** Closes the learner's set (another set is wanted); false when it is not theirs or already closed. */
export async function closePracticeSet(prisma: PrismaClient, userId: string, id: string): Promise<boolean> {
  const { count } = await prisma.practiceSet.updateMany({ where: { id, userId, closedAt: null }, data: { closedAt: new Date() } });
  return count > 0;
}

/**
 * The SQL (a data-modifying CTE of the answer's first statement) that attaches a new answer to the
 * item of the learner's most recent open set showing its question unanswered. `inserted` is the
 * answer's insert, returning "id", "userId" and "questionId".
 */
export const attachAnswerSql = Prisma.sql`
  UPDATE "PracticeSetItem" it SET "answerId" = ins."id"
    FROM inserted ins
   WHERE (it."setId", it."position") = (
     SELECT i."setId", i."position" FROM "PracticeSetItem" i JOIN "PracticeSet" s ON s."id" = i."setId"
      WHERE s."userId" = ins."userId" AND s."closedAt" IS NULL AND i."questionId" = ins."questionId" AND i."answerId" IS NULL
      ORDER BY s."createdAt" DESC, i."position" LIMIT 1)`;

/**
 * The learner's answer to a question in its latest showing: the item of their most recent practice
 * set that shows it, answered or not. Null before they answer it there (a question shown again in a
 * newer set is unanswered again), and for anyone it was never shown to: no key before an answer.
 */
export async function answerInLatestShowing(prisma: PrismaClient, userId: string, questionId: string): Promise<Answer | null> {
  const item = await prisma.practiceSetItem.findFirst({
    where: { questionId, set: { userId } },
    orderBy: [{ set: { createdAt: 'desc' } }, { position: 'asc' }],
    select: { answer: true },
  });
  return item?.answer ?? null;
}
