/**
 * CPU time per answer's transaction (graph/practice/answers.ts `recordInTransaction`), through
 * Prisma's interactive transaction and `$queryRaw` against the driver's own transaction
 * (graph/db/database.ts `driverTransactionOf`), and the question read through `$queryRaw` against
 * the pool's own query: one answer at a time, so the figures are each call's own cost, not queueing.
 * A fresh PostgreSQL database, dropped after. Not part of the app (issue 23).
 *
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-answer-cost.ts [--answers 300]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import pino from 'pino';
import { driverTransactionOf, openDatabase } from '../graph/db/database.ts';
import { migrate } from '../graph/db/migrate.ts';
import { seed } from '../graph/db/seed.ts';
import type { Question, User } from '../graph/generated/prisma/client.ts';
import { questionSql, recordInTransaction } from '../graph/practice/answers.ts';

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) throw new Error('Set BENCH_DATABASE_URL (a PostgreSQL server this script may create a database on)');
const index = process.argv.indexOf('--answers');
const ANSWERS = index >= 0 ? Number(process.argv[index + 1]) : 300;

const admin = new pg.Client({ connectionString: base });
await admin.connect();
const name = `cissp_cost_${randomBytes(6).toString('hex')}`;
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const db = await openDatabase({ databaseUrl: url.toString() });
try {
  await migrate(db.sql);
  await seed(db.prisma, pino({ level: 'silent' }));
  const users: User[] = [];
  for (let i = 0; i < 20; i++) users.push(await db.prisma.user.create({ data: { email: `cost-${i}-${randomUUID()}@bench.example`, name: 'cost' } }));
  const questions = await db.prisma.question.findMany({ where: { retiredAt: null }, take: 300, orderBy: { id: 'asc' } });
  const driver = driverTransactionOf(db.prisma)!;
  const data = (question: Question) => ({
    chosenOption: question.options[0],
    isCorrect: question.options[0] === question.correctAnswer,
    selfReported: false,
    idempotencyKey: randomUUID(),
    timeSpentMs: null,
  });
  const ways: Record<string, (user: User, question: Question) => Promise<unknown>> = {
    'answer: Prisma transaction': (user, question) =>
      db.prisma.$transaction((tx) => recordInTransaction((sql) => tx.$queryRaw(sql), user, question, data(question))),
    'answer: driver transaction': (user, question) => driver((query) => recordInTransaction(query, user, question, data(question))),
    'question read: $queryRaw': (user, question) => db.prisma.$queryRaw(questionSql(question.id)),
    'question read: pool query': (user, question) => {
      const sql = questionSql(question.id);
      return db.pool!.query(sql.text, sql.values);
    },
  };
  console.log(
    `${ANSWERS} calls each, one at a time; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  // Round 0 warms up (JIT, Prisma's first queries, the connections); rounds 1 and 2 are printed.
  for (const round of [0, 1, 2]) {
    for (const [way, call] of Object.entries(ways)) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < ANSWERS; i++) await call(users[i % users.length], questions[(i * 7 + round) % questions.length]);
      const used = process.cpuUsage(cpu);
      const wall = performance.now() - started;
      if (round)
        console.log(
          `round ${round}  ${way.padEnd(28)} CPU ${((used.user + used.system) / 1000 / ANSWERS).toFixed(2)} ms a call, wall ${(wall / ANSWERS).toFixed(2)} ms`,
        );
    }
  }
  console.log(
    `load average at the end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
