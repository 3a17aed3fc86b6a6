/**
 * Classical item statistics from learners' answers, and the quarantine they decide. One statement
 * computes every item (SQL over the answers) and upserts it into ItemStatistics; the statistics job
 * runs it hourly (graph/jobs).
 *
 * - Responses: each learner's **first** answer to the item, from practice and from exams, among the
 *   answers that count for the bank (countedAnswers.ts: graded by the server, no demo learner's), as
 *   calibration counts them (later answers come after seeing the key).
 * - p-value: the share of those answers that are right.
 * - Discrimination: the point-biserial correlation (Pearson's r of a 0/1 with a score) between
 *   being right on the item and the learner's **rest score**, their share right over their other
 *   first answers. The item itself is left out of the score (the corrected item-total correlation):
 *   learners answer different items, often few, and an item correlates with itself. Learners whose
 *   only answer is this item have no rest score and count in the p-value but not here.
 * - Option shares: how many first answers chose each option.
 * - Flags: the open flags, in all and by reason, whoever raised them.
 *
 * Quarantine (both constants below): an item whose discrimination is negative (the better learners
 * do worse on it: a wrong key or a trap) once it rests on QUARANTINE_MIN_RESPONSES learners, or
 * that has QUARANTINE_FLAGS open flags from established learners (countedAnswers.ts). A quarantined item is drawn in no exam and no practice set
 * (nor daily challenge or review session) and is kept in history and exam reviews; each run decides
 * afresh, so resolving the flags or fixing the key (new answers) lifts it.
 */
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { bankAnswersSql, countedFlagSql } from './countedAnswers.ts';

/**
 * Learners the discrimination must rest on before a negative value quarantines the item: over 30,
 * a load test answering at random made five items negative by chance; the standard error of a
 * correlation near 0 is about 1/sqrt(n), 0.07 over 200.
 */
export const QUARANTINE_MIN_RESPONSES = 200;
/** Open flags from established learners (each a different one; countedAnswers.ts) that quarantine an item whatever its statistics. */
export const QUARANTINE_FLAGS = 3;
/** Below this many responses the statistics are not shown to learners (a share of a few says little). */
export const PUBLIC_MIN_RESPONSES = 10;

/** Prisma's where clause for questions that may be drawn: not quarantined. */
export const notQuarantinedWhere = {
  OR: [{ statistics: { is: null } }, { statistics: { is: { quarantined: false } } }],
} satisfies Prisma.QuestionWhereInput;

/** The same, as SQL on a question aliased `alias` (raw draws). */
export const notQuarantinedSql = (alias: string) =>
  Prisma.sql`NOT EXISTS (SELECT 1 FROM "ItemStatistics" s WHERE s."questionId" = ${Prisma.raw(`${alias}."id"`)} AND s."quarantined")`;

export interface StatisticsReport {
  /** Items with statistics (answered or flagged). */
  items: number;
  quarantined: number;
  /** Items quarantined by this run that were not before. */
  newlyQuarantined: string[];
}

/** Computes every item's statistics and quarantine in one statement (plus a clean-up), in a transaction. */
export async function computeItemStatistics(prisma: PrismaClient, now: Date = new Date()): Promise<StatisticsReport> {
  return prisma.$transaction(
    async (tx) => {
      const before = new Set((await tx.itemStatistics.findMany({ where: { quarantined: true }, select: { questionId: true } })).map((r) => r.questionId));
      const rows = await tx.$queryRaw<{ questionId: string; quarantined: boolean }[]>`
      WITH answers AS (${bankAnswersSql()}),
      first AS (
        SELECT DISTINCT ON ("userId", "questionId") "userId", "questionId", "correct", "chosen"
          FROM answers ORDER BY "userId", "questionId", "answeredAt"
      ),
      learners AS (
        SELECT "userId", count(*) AS n, count(*) FILTER (WHERE "correct") AS "right" FROM first GROUP BY "userId"
      ),
      scored AS (
        SELECT f.*, CASE WHEN l.n > 1 THEN (l."right" - f."correct"::int)::float8 / (l.n - 1) END AS rest
          FROM first f JOIN learners l ON l."userId" = f."userId"
      ),
      items AS (
        SELECT "questionId",
               count(*)::int AS responses,
               (count(*) FILTER (WHERE "correct"))::int AS correct,
               corr(CASE WHEN "correct" THEN 1.0 ELSE 0.0 END::float8, rest) AS discrimination,
               count(rest)::int AS "discriminationN"
          FROM scored GROUP BY "questionId"
      ),
      choices AS (
        SELECT "questionId", jsonb_object_agg("chosen", n) AS counts
          FROM (SELECT "questionId", "chosen", count(*)::int AS n FROM first GROUP BY "questionId", "chosen") c
         GROUP BY "questionId"
      ),
      flags AS (
        SELECT "questionId", sum(n)::int AS open, sum(counted)::int AS counted, jsonb_object_agg(reason, n) AS "byReason"
          FROM (SELECT f."questionId", f."reason"::text AS reason, count(*)::int AS n,
                       (count(*) FILTER (WHERE ${countedFlagSql('f', now)}))::int AS counted
                  FROM "QuestionFlag" f WHERE f."resolvedAt" IS NULL GROUP BY f."questionId", f."reason") r
         GROUP BY "questionId"
      ),
      computed AS (
        SELECT q."id" AS "questionId",
               COALESCE(i.responses, 0) AS responses,
               COALESCE(i.correct, 0) AS correct,
               CASE WHEN i.responses > 0 THEN i.correct::float8 / i.responses END AS "pValue",
               i.discrimination,
               COALESCE(i."discriminationN", 0) AS "discriminationN",
               COALESCE(c.counts, '{}'::jsonb) AS "optionCounts",
               COALESCE(f.open, 0) AS "openFlags",
               COALESCE(f."byReason", '{}'::jsonb) AS "flagsByReason",
               CASE WHEN i.discrimination < 0 AND i."discriminationN" >= ${QUARANTINE_MIN_RESPONSES} THEN 'NEGATIVE_DISCRIMINATION'
                    WHEN COALESCE(f.counted, 0) >= ${QUARANTINE_FLAGS} THEN 'FLAGS' END AS "quarantineReason"
          FROM "Question" q
          LEFT JOIN items i ON i."questionId" = q."id"
          LEFT JOIN choices c ON c."questionId" = q."id"
          LEFT JOIN flags f ON f."questionId" = q."id"
         WHERE i."questionId" IS NOT NULL OR f."questionId" IS NOT NULL
      )
      INSERT INTO "ItemStatistics" AS s ("questionId", "responses", "correct", "pValue", "discrimination", "discriminationN",
                                         "optionCounts", "openFlags", "flagsByReason", "quarantined", "quarantineReason",
                                         "quarantinedAt", "computedAt")
      SELECT "questionId", responses, correct, "pValue", discrimination, "discriminationN", "optionCounts", "openFlags",
             "flagsByReason", "quarantineReason" IS NOT NULL, "quarantineReason",
             CASE WHEN "quarantineReason" IS NOT NULL THEN ${now}::timestamp END, ${now}::timestamp
        FROM computed
      ON CONFLICT ("questionId") DO UPDATE SET
        "responses" = EXCLUDED."responses", "correct" = EXCLUDED."correct", "pValue" = EXCLUDED."pValue",
        "discrimination" = EXCLUDED."discrimination", "discriminationN" = EXCLUDED."discriminationN",
        "optionCounts" = EXCLUDED."optionCounts", "openFlags" = EXCLUDED."openFlags", "flagsByReason" = EXCLUDED."flagsByReason",
        "quarantined" = EXCLUDED."quarantined", "quarantineReason" = EXCLUDED."quarantineReason",
        -- The start of an unbroken quarantine is kept; leaving quarantine clears it.
        "quarantinedAt" = CASE WHEN EXCLUDED."quarantined" THEN COALESCE(s."quarantinedAt", EXCLUDED."quarantinedAt") END,
        "computedAt" = EXCLUDED."computedAt"
      RETURNING "questionId", "quarantined"`;
      // An item with neither answers nor open flags any more (its flags resolved, say) has no statistics.
      // By id, not by computedAt: a run overlapping this one (bank:review beside the job) keeps its rows.
      await tx.itemStatistics.deleteMany({ where: { questionId: { notIn: rows.map((r) => r.questionId) } } });
      const quarantined = rows.filter((r) => r.quarantined).map((r) => r.questionId);
      return { items: rows.length, quarantined: quarantined.length, newlyQuarantined: quarantined.filter((id) => !before.has(id)).sort() };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}
