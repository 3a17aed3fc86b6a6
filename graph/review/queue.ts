import { notQuarantinedSql, notQuarantinedWhere } from '../exam/itemStatistics.ts';
import type { PrismaClient, Question } from '../generated/prisma/client.ts';
import { ReviewInputError } from './errors.ts';
import { capReviewsAt } from './schedule.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An exam date further out than this is a typo, not a plan. */
const MAX_YEARS_AHEAD = 3;

/** Cards of questions still in practice: retired and quarantined questions are not reviewed (the cards stay, and a lifted quarantine brings them back). */
export const reviewableCardWhere = { question: { retiredAt: null, ...notQuarantinedWhere } } as const;

export interface ReviewQueueFigures {
  userId: string;
  dueCount: number;
  cardCount: number;
  nextDueAt: Date | null;
  /** The instant the figures were taken at. */
  now: Date;
}

/** The learner's review queue: what is due now, how many cards in all, and when the next falls due. One statement. */
export async function loadReviewQueue(prisma: PrismaClient, userId: string, now = new Date()): Promise<ReviewQueueFigures> {
  const [row] = await prisma.$queryRaw<{ dueCount: number; cardCount: number; nextDueAt: Date | null }[]>`
    SELECT CAST(count(*) FILTER (WHERE c."due" <= ${now}) AS integer) AS "dueCount",
           CAST(count(*) AS integer) AS "cardCount",
           min(c."due") FILTER (WHERE c."due" > ${now}) AS "nextDueAt"
      FROM "ReviewCard" c
      JOIN "Question" q ON q."id" = c."questionId"
     WHERE c."userId" = CAST(${userId} AS uuid) AND q."retiredAt" IS NULL AND ${notQuarantinedSql('q')}`;
  return { userId, dueCount: row?.dueCount ?? 0, cardCount: row?.cardCount ?? 0, nextDueAt: row?.nextDueAt ?? null, now };
}

/**
 * A review set's questions whole, in one statement: the due cards of questions still in review (not
 * retired, not quarantined: the cards dueCount counts), the most overdue first. A card whose question
 * has family siblings comes back through one of them, a new stem on the same option set: the one the
 * learner has never answered, else answered least recently; the answer to it reviews the card
 * (graph/review/schedule.ts). A sibling serves one card of a set. Nothing is recorded as seen: review
 * never takes one of the day's new questions, and the answer makes the question the learner's.
 */
export async function reviewSetQuestions(prisma: PrismaClient, userId: string, size: number, now = new Date()): Promise<Question[]> {
  const rows = await prisma.$queryRaw<(Question & { ord: unknown })[]>`
    WITH due AS (
      SELECT c."id" AS "cardId", c."due", c."questionId",
             -- Families are single choice (decision 017): an interactive item comes back as itself.
             CASE WHEN q."type" = 'SINGLE_CHOICE'
                  THEN coalesce((SELECT substr(t, 8) FROM unnest(q."tags") t WHERE t LIKE 'family:%' LIMIT 1), q."id") END AS "family"
        FROM "ReviewCard" c JOIN "Question" q ON q."id" = c."questionId"
       WHERE c."userId" = CAST(${userId} AS uuid) AND c."due" <= ${now} AND q."retiredAt" IS NULL AND ${notQuarantinedSql('q')}
       ORDER BY c."due" ASC, c."id" ASC
       LIMIT ${size}
    ), served AS (
      SELECT d."due", d."cardId", coalesce((
               SELECT sib."id" FROM "Question" sib
                 LEFT JOIN LATERAL (
                   SELECT max(a."answeredAt") AS "at" FROM "Answer" a WHERE a."userId" = CAST(${userId} AS uuid) AND a."questionId" = sib."id"
                 ) last ON true
                WHERE (sib."id" = d."family" OR ('family:' || d."family") = ANY(sib."tags")) AND sib."id" <> d."questionId"
                  AND sib."type" = 'SINGLE_CHOICE' AND sib."retiredAt" IS NULL AND ${notQuarantinedSql('sib')}
                ORDER BY last."at" ASC NULLS FIRST, sib."id" ASC
                LIMIT 1
             ), d."questionId") AS "servedId"
        FROM due d
    ), picked AS (
      SELECT DISTINCT ON (sv."servedId") sv."servedId", row_number() OVER (ORDER BY sv."due", sv."cardId") AS "ord"
        FROM served sv
       ORDER BY sv."servedId", "ord"
    )
    SELECT q.*, p."ord" FROM picked p JOIN "Question" q ON q."id" = p."servedId" ORDER BY p."ord"`;
  return rows.map(({ ord: _ord, ...question }) => question);
}

/** The question ids of a review set: due cards, the most overdue first. */
export async function reviewSetIds(prisma: PrismaClient, userId: string, size: number, now = new Date()): Promise<string[]> {
  const cards = await prisma.reviewCard.findMany({
    where: { userId, due: { lte: now }, ...reviewableCardWhere },
    orderBy: [{ due: 'asc' }, { id: 'asc' }],
    take: size,
    select: { questionId: true },
  });
  return cards.map((card) => card.questionId);
}

/** "2027-03-14" as a date at midnight UTC, or a ReviewInputError naming what is wrong. */
function parseExamDate(value: string, now = new Date()): Date {
  const match = DATE.exec(value.trim());
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.getUTCDate() !== Number(match[3]) || date.getUTCMonth() !== Number(match[2]) - 1) {
    throw new ReviewInputError('Enter the exam date as YYYY-MM-DD.', 'examDate');
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (date.getTime() < today) throw new ReviewInputError('The exam date cannot be in the past.', 'examDate');
  if (date.getUTCFullYear() > now.getUTCFullYear() + MAX_YEARS_AHEAD) {
    throw new ReviewInputError(`The exam date must be within ${MAX_YEARS_AHEAD} years.`, 'examDate');
  }
  return date;
}

/** Sets (or clears, with null) the learner's exam date and pulls every review before it. */
export async function setExamDate(prisma: PrismaClient, userId: string, value: string | null) {
  const examDate = value === null || value.trim() === '' ? null : parseExamDate(value);
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.update({ where: { id: userId }, data: { examDate } });
    await capReviewsAt(tx, userId, examDate);
    return user;
  });
}

/** A date column as the learner's calendar day. */
export function isoDay(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
