/**
 * Whether a learner has answered a question, for everything that gives its key away or implies it
 * (explanations, rationales, option shares): an answer of theirs in practice, or an answered item
 * of an exam of theirs that has ended. A self-reported answer (the legacy client graded it itself)
 * counts only while LEGACY_CLIENT is on, when that client was handed the key anyway: otherwise
 * "I answered it" would be one unchecked call away from any key.
 */
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';

/** The ids of every question the learner has answered, as a subquery of one column, "questionId". */
export function answeredQuestionsSql(userId: string, legacyClient: boolean): Prisma.Sql {
  return Prisma.sql`
    SELECT a."questionId" FROM "Answer" a
     WHERE a."userId" = CAST(${userId} AS uuid) AND (NOT a."selfReported" OR ${legacyClient}::boolean)
    UNION
    SELECT i."questionId" FROM "ExamItem" i JOIN "Exam" e ON e."id" = i."examId"
     WHERE e."userId" = CAST(${userId} AS uuid) AND e."status" <> 'IN_PROGRESS' AND i."answeredAt" IS NOT NULL`;
}

/**
 * The learner's answer to a question as an explanation speaks to it: the option they chose last
 * (null when only a self-reported answer says they answered), or null when they have not answered.
 */
export async function viewerAnswer(
  prisma: PrismaClient,
  userId: string,
  questionId: string,
  legacyClient: boolean,
): Promise<{ chosenOption: string | null } | null> {
  const [practice, exam, selfReported] = await Promise.all([
    prisma.answer.findFirst({
      where: { userId, questionId, chosenOption: { not: null }, selfReported: false },
      orderBy: { answeredAt: 'desc' },
      select: { chosenOption: true, answeredAt: true },
    }),
    prisma.examItem.findFirst({
      where: { questionId, answeredAt: { not: null }, exam: { userId, status: { not: 'IN_PROGRESS' } } },
      orderBy: { answeredAt: 'desc' },
      select: { chosenOption: true, answeredAt: true },
    }),
    legacyClient ? prisma.answer.findFirst({ where: { userId, questionId, selfReported: true }, select: { id: true } }) : null,
  ]);
  const latest = [practice, exam].filter((a) => a !== null).sort((a, b) => b.answeredAt!.getTime() - a.answeredAt!.getTime())[0];
  if (latest) return { chosenOption: latest.chosenOption };
  return selfReported ? { chosenOption: null } : null;
}
