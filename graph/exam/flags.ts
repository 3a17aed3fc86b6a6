/**
 * Flag and dispute: a learner reports a question they have answered (wrong key, ambiguous,
 * outdated, typo) with a comment. One flag per learner and question: flagging again updates it
 * (and reopens it if the editors had resolved it). The statistics job counts the open flags and
 * quarantines an item that collects QUARANTINE_FLAGS of them from established learners
 * (itemStatistics.ts, countedAnswers.ts); the others are kept for the editors to read.
 */
import type { PrismaClient, QuestionFlag } from '../generated/prisma/client.ts';
import { QuestionFlagReason } from '../generated/prisma/enums.ts';
import { RateLimitedError } from '../auth/limits.ts';
import { InputError } from '../errors.ts';
import { serverGradedSql } from './countedAnswers.ts';

export const MAX_FLAG_COMMENT = 1000;
/** Flags a learner may write (new or updated) per hour: plenty for honest reports, few for a flood. */
export const FLAGS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export interface FlagInput {
  questionId: string;
  reason: string;
  comment?: string | null;
}

export interface FlagOutcome {
  flag: QuestionFlag;
  /** False for the learner's first flag of the question, true when it replaced an earlier one. */
  updated: boolean;
}

/**
 * Has the learner answered the question: in practice (graded by the server: a self-reported answer
 * proves nothing), or in an exam that has ended (its review)?
 */
async function hasAnswered(prisma: PrismaClient, userId: string, questionId: string): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ answered: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Answer" a WHERE a."userId" = CAST(${userId} AS uuid) AND a."questionId" = ${questionId} AND ${serverGradedSql('a')})
        OR EXISTS (SELECT 1 FROM "ExamItem" i JOIN "Exam" e ON e."id" = i."examId"
                    WHERE e."userId" = CAST(${userId} AS uuid) AND e."status" = 'FINISHED'
                      AND i."questionId" = ${questionId} AND i."answeredAt" IS NOT NULL) AS answered`;
  return Boolean(row?.answered);
}

export async function flagQuestion(prisma: PrismaClient, userId: string, input: FlagInput, now: Date = new Date()): Promise<FlagOutcome> {
  const reason = input.reason as QuestionFlagReason;
  if (!Object.values(QuestionFlagReason).includes(reason)) {
    throw new InputError(`The reason must be one of ${Object.values(QuestionFlagReason).join(', ')}.`, 'reason');
  }
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > MAX_FLAG_COMMENT) {
    throw new InputError(`The comment must be at most ${MAX_FLAG_COMMENT} characters.`, 'comment');
  }
  const questionId = input.questionId;
  const question = await prisma.question.findUnique({ where: { id: questionId }, select: { id: true } });
  if (!question) throw new InputError('This question does not exist.', 'questionId');
  if (!(await hasAnswered(prisma, userId, questionId))) {
    throw new InputError('You can flag a question once you have answered it.', 'questionId');
  }
  // Rate: flags written in the last hour; the window frees up as the oldest of them ages out.
  const recent = await prisma.questionFlag.findMany({
    where: { userId, updatedAt: { gt: new Date(now.getTime() - HOUR_MS) } },
    select: { updatedAt: true },
    orderBy: { updatedAt: 'asc' },
  });
  if (recent.length >= FLAGS_PER_HOUR) {
    throw new RateLimitedError(Math.max(1, Math.ceil((recent[0].updatedAt.getTime() + HOUR_MS - now.getTime()) / 1000)));
  }
  const existing = await prisma.questionFlag.findUnique({ where: { userId_questionId: { userId, questionId } }, select: { id: true } });
  const data = { reason, comment, resolvedAt: null, updatedAt: now };
  // An upsert on the unique (learner, question): two racing flags leave one row, the later text.
  const flag = await prisma.questionFlag.upsert({
    where: { userId_questionId: { userId, questionId } },
    create: { userId, questionId, createdAt: now, ...data },
    update: data,
  });
  return { flag, updated: existing !== null };
}

/** The editors' resolution: closes every open flag of the question; returns how many. */
export async function resolveFlags(prisma: PrismaClient, questionId: string, now: Date = new Date()): Promise<number> {
  // Raw, so updatedAt (the learner's last edit, which their hourly budget counts) stays theirs.
  return prisma.$executeRaw`UPDATE "QuestionFlag" SET "resolvedAt" = ${now} WHERE "questionId" = ${questionId} AND "resolvedAt" IS NULL`;
}
