/**
 * Review of mistakes: every question a learner answers wrongly becomes a review card, and every
 * later answer to it is a review that FSRS (ts-fsrs) schedules. The rating comes from the answer:
 * wrong is Again, right is Good. Speed is not recall: a quick right answer to a four-option
 * question is as often a lucky guess as a sure one, and rating it Easy would push a card the
 * learner does not know weeks away.
 * The schedule aims at the learner's exam date: no card is due after the day before it.
 *
 * A card is keyed by the question first missed, and stays so. When its question has family siblings
 * (familyOf: the same option set, a different stem and key), the review set serves a sibling instead
 * (graph/review/queue.ts), and an answer to a question with no card of its own reviews a due card of
 * its family: the learner must recall the idea, not the stem they saw. Keying by the missed question
 * keeps one card per mistake (a unique key, the history that made it) however it comes back.
 */
import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from 'ts-fsrs';
import { notQuarantinedSql } from '../exam/itemStatistics.ts';
import { Prisma, type ReviewCard } from '../generated/prisma/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How an answer rates the recall of its question: wrong is Again, right is Good, however long it took. */
export function ratingFor(isCorrect: boolean): Grade {
  return isCorrect ? Rating.Good : Rating.Again;
}

/**
 * The last moment a review is worth scheduling for: the start of the day before the exam (UTC),
 * so the final review happens before exam day. Null when no exam date is set or it has passed.
 */
export function reviewDeadline(examDate: Date | null, now: Date): Date | null {
  if (!examDate) return null;
  const deadline = new Date(Date.UTC(examDate.getUTCFullYear(), examDate.getUTCMonth(), examDate.getUTCDate()) - DAY_MS);
  return deadline.getTime() > now.getTime() ? deadline : null;
}

// Day-based scheduling: the learner reviews in sessions, so FSRS's minute-long learning steps
// would only make a card due again within the same sitting. No fuzz: the same answers give the
// same schedule, which the learner (and the tests) can reason about.
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false, request_retention: 0.9 });

export type StoredCard = Pick<
  ReviewCard,
  'due' | 'stability' | 'difficulty' | 'scheduledDays' | 'learningSteps' | 'reps' | 'lapses' | 'state' | 'lastReviewAt'
>;

function toFsrs(card: StoredCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: State[card.state as keyof typeof State],
    last_review: card.lastReviewAt ?? undefined,
  };
}

function fromFsrs(card: Card): StoredCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: State[card.state],
    lastReviewAt: card.last_review ?? null,
  };
}

/**
 * The card after one more answer: FSRS's next state, its due date held before the review
 * deadline (a card is never due before now).
 */
export function scheduleReview(previous: StoredCard | null, rating: Grade, now: Date, deadline: Date | null): StoredCard {
  const next = fromFsrs(scheduler.next(previous ? toFsrs(previous) : createEmptyCard(now), now, rating).card);
  if (deadline && next.due.getTime() > deadline.getTime()) {
    next.due = deadline;
    next.scheduledDays = Math.max(0, Math.round((deadline.getTime() - now.getTime()) / DAY_MS));
  }
  return next;
}

export interface ReviewedAnswer {
  userId: string;
  questionId: string;
  isCorrect: boolean;
  timeSpentMs: number | null;
  answeredAt: Date;
  /** The answered question's family (familyOf): a due card of a sibling is reviewed by this answer. */
  family?: string;
}

/** The learner's exam date and the card the answer reviews, if any: what scheduling an answer's review needs. */
export type CardLookup = StoredCard & { examDate: Date | null; cardId: string | null };

// One read for both the learner's exam date and the card the answer reviews, if any; split so the
// answer's transaction can read it in a statement that does more (graph/practice/answers.ts). The
// card is the question's own, or else the most overdue due card of a family sibling still in review.
export const cardLookupColumns = Prisma.sql`u."examDate", c."id" AS "cardId", c."due", c."stability", c."difficulty", c."scheduledDays", c."learningSteps",
           c."reps", c."lapses", c."state", c."lastReviewAt"`;
export const cardLookupFrom = (
  answer: Pick<ReviewedAnswer, 'userId' | 'questionId' | 'answeredAt' | 'family'>,
  family = answer.family ?? answer.questionId,
) => Prisma.sql`
      FROM "User" u
      LEFT JOIN LATERAL (
        SELECT rc.* FROM "ReviewCard" rc
         WHERE rc."userId" = u."id"
           AND (rc."questionId" = ${answer.questionId}
                OR (rc."due" <= ${answer.answeredAt}
                    AND EXISTS (SELECT 1 FROM "Question" fq
                                 WHERE fq."id" = rc."questionId" AND (fq."id" = ${family} OR ${`family:${family}`} = ANY(fq."tags"))
                                   AND fq."retiredAt" IS NULL AND ${notQuarantinedSql('fq')})))
         ORDER BY (rc."questionId" = ${answer.questionId}) DESC, rc."due" ASC, rc."id" ASC
         LIMIT 1
      ) c ON true
     WHERE u."id" = CAST(${answer.userId} AS uuid)`;

/**
 * The card an answer makes or reschedules, from the lookup: the card to write and the one
 * statement that writes it; null for a right answer to a question never missed.
 */
export function cardWrite(answer: ReviewedAnswer, found: CardLookup | undefined): { next: StoredCard; sql: Prisma.Sql } | null {
  if (!found || (!found.cardId && answer.isCorrect)) return null;
  const next = scheduleReview(found.cardId ? found : null, ratingFor(answer.isCorrect), answer.answeredAt, reviewDeadline(found.examDate, answer.answeredAt));
  // One raw statement (what Prisma's update and upsert sent, without the model call's compiler and
  // interpreter on the answer's hot path). Timestamps as UTC text, as Prisma writes timestamp(3).
  const at = (date: Date | null) => (date ? date.toISOString() : null);
  const values = Prisma.sql`${at(next.due)}::timestamp(3), ${next.stability}::float8, ${next.difficulty}::float8, ${next.scheduledDays}::int,
    ${next.learningSteps}::int, ${next.reps}::int, ${next.lapses}::int, ${next.state}, ${at(next.lastReviewAt)}::timestamp(3), ${at(new Date())}::timestamp(3)`;
  const sql = found.cardId
    ? Prisma.sql`UPDATE "ReviewCard" SET ("due", "stability", "difficulty", "scheduledDays", "learningSteps", "reps", "lapses", "state", "lastReviewAt", "updatedAt")
        = (${values}) WHERE "id" = ${found.cardId}::uuid`
    : Prisma.sql`INSERT INTO "ReviewCard" ("id", "userId", "questionId", "due", "stability", "difficulty", "scheduledDays", "learningSteps", "reps", "lapses", "state", "lastReviewAt", "updatedAt")
        VALUES (gen_random_uuid(), ${answer.userId}::uuid, ${answer.questionId}, ${values})
        ON CONFLICT ("userId", "questionId") DO UPDATE SET ("due", "stability", "difficulty", "scheduledDays", "learningSteps", "reps", "lapses", "state", "lastReviewAt", "updatedAt")
        = (EXCLUDED."due", EXCLUDED."stability", EXCLUDED."difficulty", EXCLUDED."scheduledDays", EXCLUDED."learningSteps", EXCLUDED."reps", EXCLUDED."lapses",
           EXCLUDED."state", EXCLUDED."lastReviewAt", EXCLUDED."updatedAt")`;
  return { next, sql };
}

/**
 * After the exam date changes, cards due past the new deadline are brought forward to it, so
 * every open review still happens before the exam.
 */
export async function capReviewsAt(tx: Prisma.TransactionClient, userId: string, examDate: Date | null, now = new Date()): Promise<void> {
  const deadline = reviewDeadline(examDate, now);
  if (!deadline) return;
  await tx.reviewCard.updateMany({ where: { userId, due: { gt: deadline } }, data: { due: deadline } });
}
