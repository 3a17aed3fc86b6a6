// npm run explanations:measure [-- --requests 200 --questions 50 --seed 7]
// What the shared cache saves: a fresh embedded database, the local stand-in for the model
// (test/support/llm.ts), and simulated premium learners who answer questions from a fixed set and
// ask POST /api/ai/explanation. Prints the share of cache hits and the cost of a hit and a miss.
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { openSession } from '../graph/auth/sessions.ts';
import { openDatabase } from '../graph/db/database.ts';
import { migrate } from '../graph/db/migrate.ts';
import { seed } from '../graph/db/seed.ts';
import { buildServer } from '../graph/server.ts';
import { givePlan } from '../test/explanations/support.ts';
import { testConfig } from '../test/support/app.ts';
import { startFakeLlm } from '../test/support/llm.ts';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const REQUESTS = option('requests', 200);
const QUESTIONS = option('questions', 50);
const LEARNERS = option('learners', 20);
let state = option('seed', 7);
// A small seeded generator (mulberry32), so every run simulates the same learners.
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const llm = await startFakeLlm({ chunkDelayMs: 0 });
const db = await openDatabase({ pglite: await PGlite.create() });
await migrate(db.sql);
const logger = pino({ level: 'silent' });
await seed(db.prisma, logger);
const config = testConfig({ ...llm.env, EXPLANATIONS_PER_HOUR: '1000' });
const { app } = await buildServer({ config, db, logger, webDist: '/nonexistent' });

const all = await db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' } });
const set = Array.from({ length: QUESTIONS }, () => all.splice(Math.floor(random() * all.length), 1)[0]);
const learners = [];
for (let i = 0; i < LEARNERS; i++) {
  const user = await db.prisma.user.create({ data: { email: `sim-${i}@example.com`, name: `Learner ${i}` } });
  await givePlan(db.prisma, user.id, 'monthly');
  const { accessToken } = await openSession(db.prisma, config.jwtSecret, user);
  learners.push({ user, authorization: `Bearer ${accessToken}` });
}

// Learners choose the key about 60% of the time; a wrong answer falls more often on the most
// tempting distractor (half of wrong answers) than on the others.
function choose(question: (typeof set)[number]): string {
  if (random() < 0.6) return question.correctAnswer;
  const wrong = question.options.filter((o) => o !== question.correctAnswer);
  const tempting = Number(question.id.replace(/\D/g, '')) % wrong.length;
  if (random() < 0.5) return wrong[tempting];
  const others = wrong.filter((_o, i) => i !== tempting);
  return others[Math.floor(random() * others.length)];
}

const hits: number[] = [];
const misses: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  const learner = learners[Math.floor(random() * learners.length)];
  const question = set[Math.floor(random() * set.length)];
  const chosenOption = choose(question);
  await db.prisma.answer.create({
    data: {
      userId: learner.user.id,
      questionId: question.id,
      chosenOption,
      isCorrect: chosenOption === question.correctAnswer,
      topic: question.topic,
      difficulty: question.difficulty,
      idempotencyKey: `sim-${i}`,
    },
  });
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/ai/explanation',
    headers: { authorization: learner.authorization },
    payload: { questionId: question.id, includeReferences: true },
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`request ${i}: ${response.statusCode} ${response.body}`);
  (response.json().cached ? hits : misses).push(ms);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return `n=${values.length} median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(1)} ms`;
};
const tokens = await db.prisma.explanationRequest.aggregate({ _sum: { promptTokens: true, completionTokens: true } });
console.log(`${REQUESTS} requests by ${LEARNERS} learners over ${QUESTIONS} questions`);
console.log(
  `cache hits: ${hits.length} (${((hits.length / REQUESTS) * 100).toFixed(1)}%), misses: ${misses.length}, calls to the model: ${llm.requests.length}`,
);
console.log(`hit:  ${stats(hits)}`);
console.log(`miss: ${stats(misses)} (the stand-in answers at once; a real model adds its own seconds)`);
console.log(`tokens recorded: ${tokens._sum.promptTokens} prompt, ${tokens._sum.completionTokens} completion`);
await app.close();
await db.close();
await llm.close();
