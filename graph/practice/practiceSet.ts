import { Prisma, type PrismaClient, type Question } from '../generated/prisma/client.ts';
import type { Difficulty, Domain, QuestionType } from '../generated/prisma/enums.ts';
import { notQuarantinedSql, notQuarantinedWhere } from '../exam/itemStatistics.ts';
import { DOMAINS } from './domains.ts';
import { DrawLimitError, drawnTodaySql } from './draws.ts';
import type { DomainTally } from './progress.ts';

/** Questions per practice set: a request for questions returns at most this many. */
export const PRACTICE_SET_SIZE = 10;

/** Answers a domain needs before its mastery can name it the learner's weakest. */
export const WEAKEST_MIN_ANSWERS = 5;

export interface QuestionFilter {
  domain?: Domain | null;
  difficulty?: Difficulty | null;
  /** Only questions of this type; every type (mixed) when absent. */
  type?: QuestionType | null;
}

/** Which questions a set draws from: the whole filter, or only those last answered wrongly. */
export type PracticeSetKind = 'new' | 'mistakes';

/** The filter as a Prisma where clause: active questions only, retired and quarantined ones never. */
export function activeQuestionsWhere({ domain, difficulty, type }: QuestionFilter): Prisma.QuestionWhereInput {
  return { retiredAt: null, ...notQuarantinedWhere, ...(domain ? { topic: domain } : {}), ...(difficulty ? { difficulty } : {}), ...(type ? { type } : {}) };
}

/**
 * The learner's weakest domain: the lowest mastery among domains with at least
 * WEAKEST_MIN_ANSWERS answers (more answers first on a tie, then outline order); null while no
 * domain has that many.
 */
export function weakestDomain(byDomain: DomainTally[]): DomainTally | null {
  const order = new Map(DOMAINS.map((d, i) => [d.domain, i]));
  const [weakest] = byDomain
    .filter((d) => d.totalAnswered >= WEAKEST_MIN_ANSWERS)
    .sort((a, b) => a.percent - b.percent || b.totalAnswered - a.totalAnswered || order.get(a.domain)! - order.get(b.domain)!);
  return weakest ?? null;
}

/**
 * A practice set for a learner, and the record that they have seen it, in one statement. Questions
 * the learner has never seen (served in a set or answered anywhere) come first, shuffled; once every
 * question of the filter has been seen, the least recently seen come back first, so a set repeats
 * nothing until the filter's bank is exhausted. The `mistakes` kind draws only from questions whose
 * latest answer was wrong. The latest answer per question is found through the
 * (userId, questionId, answeredAt) index; the serving is written by a data-modifying CTE.
 *
 * Never-seen questions count against the day's `newPerDay` (graph/practice/draws.ts): a set takes
 * no more of them than the day has left, and once none is left a set that would need one is
 * refused with a DrawLimitError (the mistakes kind never needs one).
 */
export async function practiceSetQuestions(
  prisma: PrismaClient,
  userId: string,
  filter: QuestionFilter,
  size: number,
  options: { kind?: PracticeSetKind; newPerDay: number; now?: Date },
): Promise<Question[]> {
  return (await practiceSetDraw(prisma, userId, filter, size, options)).map((drawn) => drawn.question);
}

/**
 * practiceSetQuestions with what the serving changed: whether it served the question first
 * (firstServed) and when it was seen before (prevSeenAt), so a set dropped unanswered can forget
 * the serving (graph/practice/sessions.ts). The questions of the learner's daily challenge, once
 * started and still unanswered, are drawn in no set: the challenge serves them.
 */
export async function practiceSetDraw(
  prisma: PrismaClient,
  userId: string,
  filter: QuestionFilter,
  size: number,
  { kind = 'new', newPerDay, now = new Date() }: { kind?: PracticeSetKind; newPerDay: number; now?: Date },
): Promise<{ question: Question; firstServed: boolean; prevSeenAt: Date | null }[]> {
  // Quarantined items (graph/exam/itemStatistics.ts) are drawn in no set.
  const conditions = [Prisma.sql`q."retiredAt" IS NULL`, notQuarantinedSql('q')];
  if (filter.domain) conditions.push(Prisma.sql`q."topic" = CAST(${filter.domain} AS "Domain")`);
  if (filter.difficulty) conditions.push(Prisma.sql`q."difficulty" = CAST(${filter.difficulty} AS "Difficulty")`);
  if (filter.type) conditions.push(Prisma.sql`q."type" = CAST(${filter.type} AS "QuestionType")`);
  if (kind === 'mistakes') conditions.push(Prisma.sql`latest."isCorrect" = false`);
  conditions.push(Prisma.sql`NOT EXISTS (
    SELECT 1 FROM "DailyChallenge" d
     WHERE d."userId" = CAST(${userId} AS uuid) AND d."startedAt" IS NOT NULL AND d."createdAt" > CAST(${now} AS timestamp(3)) - interval '2 days'
       AND q."id" = ANY(d."questionIds") AND NOT (q."id" = ANY(coalesce(d."answeredQuestionIds", '{}'))))`);
  const rows = await prisma.$queryRaw<
    (Question & { blocked: boolean; ord: unknown; lastSeen: unknown; shuffle: unknown; newRank: unknown; prevSeenAt: Date | null; wasSeen: boolean })[]
  >`
    WITH candidates AS (
      SELECT q.*, GREATEST(s."seenAt", latest."answeredAt") AS "lastSeen", random() AS "shuffle", s."seenAt" AS "prevSeenAt", s."userId" IS NOT NULL AS "wasSeen"
        FROM "Question" q
        LEFT JOIN "SeenQuestion" s ON s."userId" = CAST(${userId} AS uuid) AND s."questionId" = q."id"
        LEFT JOIN LATERAL (
          SELECT a."isCorrect", a."answeredAt"
            FROM "Answer" a
           WHERE a."userId" = CAST(${userId} AS uuid) AND a."questionId" = q."id"
           ORDER BY a."answeredAt" DESC, a."id" DESC
           LIMIT 1
        ) latest ON true
       WHERE ${Prisma.join(conditions, ' AND ')}
    ), allowance AS (
      SELECT ${newPerDay} - ${drawnTodaySql(userId, now)} AS "left"
    ), verdict AS (
      SELECT a."left" <= 0 AND EXISTS (SELECT 1 FROM candidates c WHERE c."lastSeen" IS NULL) AS "blocked" FROM allowance a
    ), picked AS (
      SELECT c.*, row_number() OVER (ORDER BY c."lastSeen" ASC NULLS FIRST, c."shuffle") AS "ord"
        FROM (SELECT c.*, row_number() OVER (PARTITION BY c."lastSeen" IS NULL ORDER BY c."shuffle") AS "newRank" FROM candidates c) c,
             allowance a, verdict v
       WHERE NOT v."blocked" AND (c."lastSeen" IS NOT NULL OR c."newRank" <= a."left")
       ORDER BY "ord"
       LIMIT ${size}
    ), seen AS (
      INSERT INTO "SeenQuestion" ("userId", "questionId", "seenAt", "firstSeenAt")
      SELECT CAST(${userId} AS uuid), p."id", CAST(${now} AS timestamp(3)), CAST(${now} AS timestamp(3)) FROM picked p
      ON CONFLICT ("userId", "questionId") DO UPDATE SET "seenAt" = EXCLUDED."seenAt"
    )
    SELECT v."blocked", p.* FROM verdict v LEFT JOIN picked p ON true ORDER BY p."ord"`;
  if (rows[0]?.blocked) throw new DrawLimitError(newPerDay, now);
  return rows
    .filter((row) => row.id !== null)
    .map(({ blocked: _blocked, ord: _ord, lastSeen: _lastSeen, shuffle: _shuffle, newRank: _newRank, prevSeenAt, wasSeen, ...question }) => ({
      question,
      firstServed: !wasSeen,
      prevSeenAt: wasSeen ? prevSeenAt : null,
    }));
}
