/**
 * The per-domain running totals that progress reads: the migration counts the answers recorded
 * before it, and every answer recorded after (GraphQL or REST, retried or concurrent) is counted
 * exactly once, so the totals always equal a count over the answers.
 */
import type { Database } from '../../graph/db/database.ts';
import { migrate, readMigrations } from '../../graph/db/migrate.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createEmptyDatabase, ENGINES } from '../support/db.ts';
import { learner } from './support.ts';

const TALLY_MIGRATION = '20261125170500_domain_tally';

type Totals = Record<string, [number, number]>;

/** The totals as kept, and as a count over the answers would give them. */
async function totals(db: Database, userId: string): Promise<{ kept: Totals; counted: Totals }> {
  const kept = await db.sql.query<{ topic: string; answered: number; correct: number }>(
    `SELECT topic, answered, correct FROM "DomainTally" WHERE "userId" = $1 ORDER BY topic`,
    [userId],
  );
  const counted = await db.sql.query<{ topic: string; answered: number; correct: number }>(
    `SELECT topic, count(*)::int AS answered, (count(*) FILTER (WHERE "isCorrect"))::int AS correct FROM "Answer" WHERE "userId" = $1 GROUP BY topic ORDER BY topic`,
    [userId],
  );
  const shape = (rows: { topic: string; answered: number; correct: number }[]) =>
    Object.fromEntries(rows.map((r) => [r.topic, [r.answered, r.correct] as [number, number]]));
  return { kept: shape(kept), counted: shape(counted) };
}

describe.each(ENGINES)('per-domain totals on %s', (engine) => {
  describe('the migration', () => {
    let db: Database;
    afterEach(async () => {
      await db?.close();
    });

    // A database built from no migrations at all: seconds when the machine is quiet, more when not.
    it('counts the answers recorded before it', async () => {
      db = await createEmptyDatabase(engine);
      const migrations = readMigrations();
      const index = migrations.findIndex((m) => m.name === TALLY_MIGRATION);
      expect(index).toBeGreaterThan(0);
      await migrate(db.sql, migrations.slice(0, index));
      const [user] = await db.sql.query<{ id: string }>(
        `INSERT INTO "User" (id, email, name, "updatedAt") VALUES (gen_random_uuid(), 'old@example.com', 'Old', now()) RETURNING id`,
      );
      await db.sql
        .exec(`INSERT INTO "Question" (id, text, options, "correctAnswer", topic, difficulty, explanation, rationales, outline, tags, "updatedAt") VALUES
        ('q-a', 'A?', '{x,y}', 'x', 'ASSET_SECURITY', 'easy', 'e', '{}', '2.1', '{}', now()),
        ('q-b', 'B?', '{x,y}', 'x', 'SECURITY_OPERATIONS', 'hard', 'e', '{}', '7.1', '{}', now())`);
      const answers = [
        ['q-a', 'ASSET_SECURITY', 'easy', true],
        ['q-a', 'ASSET_SECURITY', 'easy', false],
        ['q-a', 'ASSET_SECURITY', 'easy', true],
        ['q-b', 'SECURITY_OPERATIONS', 'hard', false],
      ] as const;
      for (const [i, [questionId, topic, difficulty, isCorrect]] of answers.entries()) {
        await db.sql.query(
          `INSERT INTO "Answer" (id, "userId", "questionId", "isCorrect", topic, difficulty, "idempotencyKey") VALUES (gen_random_uuid(), $1, $2, $3, $4::"Domain", $5::"Difficulty", $6)`,
          [user.id, questionId, isCorrect, topic, difficulty, `k${i}`],
        );
      }
      await migrate(db.sql, migrations);
      const { kept, counted } = await totals(db, user.id);
      expect(kept).toEqual({ ASSET_SECURITY: [3, 2], SECURITY_OPERATIONS: [1, 0] });
      expect(kept).toEqual(counted);
    }, 120_000);
  });

  describe('recording answers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ engine });
    });
    afterAll(async () => {
      await t.close();
    });

    const SUBMIT = `mutation($input: SubmitAnswerInput!) { submitAnswer(input: $input) { __typename ... on SubmitAnswerPayload { recorded progress { totalAnswered correctAnswers } } } }`;

    it('counts each answer once, retries and concurrent submissions included, through GraphQL and REST', async () => {
      const { user, headers } = await learner(t);
      const questions = await t.db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' }, take: 12 });
      // Twelve answers sent at once, each twice with the same key (a retry racing the first try).
      const sends = questions.flatMap((q, i) => {
        const input = { questionId: q.id, answer: i % 3 ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!, idempotencyKey: `key-${i}` };
        return [t.graphql(SUBMIT, { input }, headers), t.graphql(SUBMIT, { input }, headers)];
      });
      const results = await Promise.all(sends);
      expect(results.every((r) => r.data.submitAnswer.__typename === 'SubmitAnswerPayload')).toBe(true);
      expect(results.filter((r) => r.data.submitAnswer.recorded)).toHaveLength(12);
      // The legacy endpoint records through the same path.
      const rest = await t.app.inject({
        method: 'POST',
        url: '/api/progress',
        headers,
        payload: { questionId: questions[0].id, isCorrect: true, idempotencyKey: 'rest-1' },
      });
      expect(rest.statusCode).toBe(200);
      expect(rest.json().data.totalAnswered).toBe(13);

      const { kept, counted } = await totals(t.db, user.id);
      expect(Object.values(kept).reduce((sum, [answered]) => sum + answered, 0)).toBe(13);
      expect(kept).toEqual(counted);
      const progress = (await t.graphql('{ viewer { progress { totalAnswered correctAnswers } } }', {}, headers)).data.viewer.progress;
      expect(progress).toEqual({ totalAnswered: 13, correctAnswers: 9 });
    });
  });
});
