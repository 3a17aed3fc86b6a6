import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import type { Difficulty, Domain } from '../generated/prisma/enums.ts';

/** Questions per practice set (spec 9: questions 10 per request). */
export const PRACTICE_SET_SIZE = 10;

export interface QuestionFilter {
  domain?: Domain | null;
  difficulty?: Difficulty | null;
}

/** The filter as a Prisma where clause: active questions only, retired ones never. */
export function activeQuestionsWhere({ domain, difficulty }: QuestionFilter): Prisma.QuestionWhereInput {
  return { retiredAt: null, ...(domain ? { topic: domain } : {}), ...(difficulty ? { difficulty } : {}) };
}

/**
 * The ids of a practice set for a learner, in the order to ask them: questions never answered
 * (shuffled), then those whose latest answer was wrong, then those answered correctly; within the
 * last two groups the longest ago first, so practice comes back to them in turn. One statement,
 * the latest answer per question found through the (userId, questionId, answeredAt) index.
 */
export async function practiceSetIds(prisma: PrismaClient, userId: string, filter: QuestionFilter, size: number): Promise<string[]> {
  const conditions = [Prisma.sql`q."retiredAt" IS NULL`];
  if (filter.domain) conditions.push(Prisma.sql`q."topic" = CAST(${filter.domain} AS "Domain")`);
  if (filter.difficulty) conditions.push(Prisma.sql`q."difficulty" = CAST(${filter.difficulty} AS "Difficulty")`);
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT q."id"
      FROM "Question" q
      LEFT JOIN LATERAL (
        SELECT a."isCorrect", a."answeredAt"
          FROM "Answer" a
         WHERE a."userId" = CAST(${userId} AS uuid) AND a."questionId" = q."id"
         ORDER BY a."answeredAt" DESC, a."id" DESC
         LIMIT 1
      ) latest ON true
     WHERE ${Prisma.join(conditions, ' AND ')}
     ORDER BY CASE WHEN latest."isCorrect" IS NULL THEN 0 WHEN latest."isCorrect" THEN 2 ELSE 1 END,
              latest."answeredAt" ASC NULLS FIRST,
              random()
     LIMIT ${size}`;
  return rows.map((row) => row.id);
}
