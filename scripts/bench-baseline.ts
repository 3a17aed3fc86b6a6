/**
 * The benchmark's baseline: what answering a question costs on this stack with nothing but
 * Fastify and the database driver (node-postgres, or PGlite for the embedded case). It does the
 * same work as `submitAnswer`: verify the access token, load the viewer if the session is open,
 * load the question, grade, insert once per idempotency key, add the answer to the learner's
 * per-domain totals, and read the totals back. Started by scripts/bench.ts; not part of the app.
 *
 *   PORT=4100 DATABASE_URL=postgresql://... JWT_SECRET=... npx tsx scripts/bench-baseline.ts
 *   PORT=4100 DATA_DIR=/tmp/copy-of-a-migrated-pglite JWT_SECRET=... npx tsx scripts/bench-baseline.ts
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const secret = new TextEncoder().encode(process.env.JWT_SECRET);
type Query = <T>(sql: string, params: unknown[]) => Promise<T[]>;

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: async (sql, params) => (await pool.query(sql, params)).rows, close: () => pool.end() };
  }
  const db = await PGlite.create(process.env.DATA_DIR!);
  return { query: async (sql, params) => (await db.query<any>(sql, params)).rows, close: () => db.close() };
}

const { query, close } = await connect();
const app = Fastify({ logger: false });

app.post('/answer', async (request, reply) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  let claims: { sub?: string; sid?: unknown } | null = null;
  try {
    if (token) claims = (await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: 'cissp-practice', audience: 'cissp-practice:api' })).payload;
  } catch {}
  if (!claims?.sub || typeof claims.sid !== 'string') return reply.status(401).send({ error: 'Please sign in.' });
  const [user] = await query<{ id: string }>(
    `SELECT u.id FROM "User" u WHERE u.id = $1 AND EXISTS (SELECT 1 FROM "Session" s WHERE s."userId" = u.id AND s.id = $2 AND s."revokedAt" IS NULL AND s."expiresAt" > now())`,
    [claims.sub, claims.sid],
  );
  if (!user) return reply.status(401).send({ error: 'Please sign in.' });

  const { questionId, answer, idempotencyKey } = request.body as { questionId: string; answer: string; idempotencyKey: string };
  const bankId = Buffer.from(questionId, 'base64').toString('utf8').replace(/^Question:/, '');
  const [question] = await query<{ id: string; options: string[]; correctAnswer: string; topic: string; difficulty: string; retiredAt: Date | null }>(
    `SELECT id, options, "correctAnswer", topic, difficulty, "retiredAt" FROM "Question" WHERE id = $1`,
    [bankId],
  );
  if (!question || question.retiredAt || !question.options.includes(answer)) return reply.status(400).send({ error: 'This question is not available.' });
  const isCorrect = answer === question.correctAnswer;
  const [created] = await query<{ id: string }>(
    `WITH inserted AS (
       INSERT INTO "Answer" (id, "userId", "questionId", "chosenOption", "isCorrect", topic, difficulty, "idempotencyKey")
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5::"Domain", $6::"Difficulty", $7)
       ON CONFLICT ("userId", "idempotencyKey") DO NOTHING RETURNING id, "userId", topic, "isCorrect"),
     tallied AS (
       INSERT INTO "DomainTally" ("userId", topic, answered, correct)
       SELECT "userId", topic, 1, CASE WHEN "isCorrect" THEN 1 ELSE 0 END FROM inserted
       ON CONFLICT ("userId", topic) DO UPDATE SET answered = "DomainTally".answered + EXCLUDED.answered, correct = "DomainTally".correct + EXCLUDED.correct)
     SELECT id FROM inserted`,
    [user.id, question.id, answer, isCorrect, question.topic, question.difficulty, idempotencyKey],
  );
  const id = created?.id ?? (await query<{ id: string }>(`SELECT id FROM "Answer" WHERE "userId" = $1 AND "idempotencyKey" = $2`, [user.id, idempotencyKey]))[0].id;
  const byDomain = await query<{ topic: string; answered: number; correct: number }>(`SELECT topic, answered, correct FROM "DomainTally" WHERE "userId" = $1`, [user.id]);
  return { recorded: Boolean(created), id, isCorrect, correctAnswer: question.correctAnswer, byDomain };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
