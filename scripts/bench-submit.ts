/**
 * Latency of submitAnswer, in process (yoga.fetch, as the REST adapter and tests call it), over
 * 1,000 sequential calls after a warm-up, on a fresh migrated and seeded database:
 *
 *   npx tsx scripts/bench-submit.ts                       # embedded PGlite, in memory
 *   TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-submit.ts
 *                                                         # a scratch database on that server, dropped after
 *
 * Single-choice questions only. Also prints the process's CPU time per call (user and system).
 *
 * Options: --calls N (default 1000), --warmup N (default 50).
 */
import { PGlite } from '@electric-sql/pglite';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import pino from 'pino';
import { openSession } from '../graph/auth/sessions.ts';
import { loadConfig } from '../graph/config.ts';
import { type Database, openDatabase } from '../graph/db/database.ts';
import { migrate } from '../graph/db/migrate.ts';
import { seed } from '../graph/db/seed.ts';
import { buildServer } from '../graph/server.ts';

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const CALLS = option('calls', 1000);
const WARMUP = option('warmup', 50);
const baseUrl = process.env.TEST_DATABASE_URL;

async function scratchDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (!baseUrl) return { db: await openDatabase({ pglite: await PGlite.create() }), drop: async () => {} };
  const name = `cissp_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    db: await openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const SUBMIT = `mutation($input: SubmitAnswerInput!) { submitAnswer(input: $input) { __typename
  ... on SubmitAnswerPayload { recorded isCorrect correctAnswer answer { id } progress { totalAnswered correctAnswers percent byDomain { domain percent } } }
  ... on Error { message } } }`;

const { db, drop } = await scratchDatabase();
try {
  const logger = pino({ level: 'silent' });
  await migrate(db.sql);
  await seed(db.prisma, logger);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cissp-bench-')), JWT_SECRET: randomBytes(32).toString('hex') });
  const { yoga, shutdown } = await buildServer({ config, db, logger, webDist: path.join(tmpdir(), 'no-web-build') });
  const user = await db.prisma.user.create({ data: { email: `bench-${randomUUID()}@example.com`, name: 'Bench' } });
  const { accessToken } = await openSession(db.prisma, config.jwtSecret, user);
  const authorization = `Bearer ${accessToken}`;
  const questions = await db.prisma.question.findMany({ where: { retiredAt: null, type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' } });

  const timings: number[] = [];
  let cpuAtStart = process.cpuUsage();
  for (let i = 0; i < WARMUP + CALLS; i++) {
    if (i === WARMUP) cpuAtStart = process.cpuUsage();
    const question = questions[i % questions.length];
    const answer = question.options[i % question.options.length];
    const started = performance.now();
    const response = await yoga.fetch('http://bench/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ query: SUBMIT, variables: { input: { questionId: question.id, answer, idempotencyKey: randomUUID() } } }),
    });
    const result = (await response.json()) as { data?: { submitAnswer?: { __typename: string } } };
    const elapsed = performance.now() - started;
    if (result.data?.submitAnswer?.__typename !== 'SubmitAnswerPayload') throw new Error(`call ${i} failed: ${JSON.stringify(result)}`);
    if (i >= WARMUP) timings.push(elapsed);
  }
  const cpu = process.cpuUsage(cpuAtStart);
  const recorded = await db.prisma.answer.count({ where: { userId: user.id } });
  timings.sort((a, b) => a - b);
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)];
  const ms = (n: number) => Number(n.toFixed(2));
  console.log(
    JSON.stringify({
      engine: db.engine,
      calls: timings.length,
      recorded,
      p50ms: ms(at(50)),
      p99ms: ms(at(99)),
      meanMs: ms(timings.reduce((a, b) => a + b, 0) / timings.length),
      maxMs: ms(timings[timings.length - 1]),
      // The whole process's CPU (user and system) per call: the app's share of each answer's cost.
      cpuMsPerCall: ms((cpu.user + cpu.system) / 1000 / timings.length),
    }),
  );
  await shutdown();
} finally {
  await db.close();
  await drop();
}
