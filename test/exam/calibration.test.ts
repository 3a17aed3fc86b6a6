import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { calibrateItem, calibrateItems, loadItemParameters, MIN_RESPONSES } from '../../graph/exam/calibration.ts';
import { examPool } from '../../graph/exam/exams.ts';
import { LABEL_PRIORS, normalRandom, probability, seededRandom } from '../../graph/exam/irt.ts';
import type { Database } from '../../graph/db/database.ts';
import type { Question } from '../../graph/generated/prisma/client.ts';
import { startJobs, type Job } from '../../graph/jobs/queue.ts';
import { createTestDatabase, ENGINES } from '../support/db.ts';
import { createUser } from '../support/factories.ts';

describe('calibrating one item', () => {
  const learners = (n: number, seed: number) => {
    const random = seededRandom(seed);
    return Array.from({ length: n }, () => normalRandom(random));
  };
  const truth = { a: 1.4, b: 0.8 };
  const prior = LABEL_PRIORS.easy; // labelled easy (b -1.5), really fairly hard

  it('moves to where many answers put the item', () => {
    const random = seededRandom(1);
    const answers = learners(2000, 2).map((theta) => ({ theta, correct: random() < probability(theta, truth) }));
    const estimate = calibrateItem(prior, answers);
    expect(estimate.b).toBeGreaterThan(truth.b - 0.2);
    expect(estimate.b).toBeLessThan(truth.b + 0.2);
    expect(estimate.a).toBeGreaterThan(truth.a - 0.3);
    expect(estimate.a).toBeLessThan(truth.a + 0.3);
    expect(estimate.difficultySe).toBeLessThan(0.1);
  });

  it('stays near the label\'s prior on a few answers', () => {
    const random = seededRandom(3);
    const answers = learners(6, 4).map((theta) => ({ theta, correct: random() < probability(theta, truth) }));
    const estimate = calibrateItem(prior, answers);
    expect(Math.abs(estimate.b - prior.b)).toBeLessThan(Math.abs(truth.b - prior.b) * 0.75);
    expect(estimate.difficultySe).toBeGreaterThan(0.4);
  });
});

describe.each(ENGINES)('the calibration job on %s', (engine) => {
  let db: Database;
  let bank: Question[];

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    bank = await db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' } });
  });
  afterAll(async () => {
    await db.close();
  });

  it('re-estimates items with enough first answers, leaves the rest on their prior, and the exam uses the result', async () => {
    const easy = bank.filter((q) => q.difficulty === 'easy');
    const target = easy[0]; // answered wrongly by most: harder than its label
    const thin = easy[1]; // too few answers to move
    const others = bank.filter((q) => q.id !== target.id && q.id !== thin.id).slice(0, 10);
    const random = seededRandom(11);
    const wrong = (q: Question) => q.options.find((o) => o !== q.correctAnswer)!;
    const rows = [];
    for (let i = 0; i < MIN_RESPONSES + 10; i += 1) {
      const user = await createUser(db.prisma);
      const when = new Date(Date.UTC(2026, 10, 1, 0, i));
      const answer = (q: Question, right: boolean, at: Date, key: string) => ({
        userId: user.id, questionId: q.id, chosenOption: right ? q.correctAnswer : wrong(q), isCorrect: right,
        topic: q.topic, difficulty: q.difficulty, idempotencyKey: key, answeredAt: at,
      });
      rows.push(answer(target, random() < 0.15, when, 'first'));
      // A second answer after seeing the key does not count: only the first answer to an item does.
      rows.push(answer(target, true, new Date(when.getTime() + 60_000), 'second'));
      if (i < 5) rows.push(answer(thin, false, when, 'thin'));
      others.forEach((q, k) => rows.push(answer(q, random() < 0.6, when, `o${k}`)));
    }
    await db.prisma.answer.createMany({ data: rows });

    const report = await calibrateItems(db.prisma, new Date('2026-11-25T10:00:00Z'));
    expect(report.calibrated).toBe(1 + others.length);
    const stored = await db.prisma.itemCalibration.findUniqueOrThrow({ where: { questionId: target.id } });
    expect(stored.responses).toBe(MIN_RESPONSES + 10);
    // 15% right among average learners is hard, far above the easy label's -1.5.
    expect(stored.difficulty).toBeGreaterThan(0.3);
    expect(await db.prisma.itemCalibration.findUnique({ where: { questionId: thin.id } })).toBeNull();

    const table = await loadItemParameters(db.prisma);
    expect(table.get(target.id)!.item).toEqual({ a: stored.discrimination, b: stored.difficulty });
    const pool = new Map((await examPool(db.prisma)).map((p) => [p.id, p]));
    expect(pool.get(target.id)!.item.b).toBe(stored.difficulty);
    expect(pool.get(thin.id)!.item).toEqual(LABEL_PRIORS.easy);
    // Running it again over the same answers gives the same result.
    await calibrateItems(db.prisma);
    expect((await db.prisma.itemCalibration.findUniqueOrThrow({ where: { questionId: target.id } })).difficulty).toBeCloseTo(stored.difficulty, 9);
  });

  it(`runs jobs ${engine === 'postgresql' ? 'through pg-boss' : 'on an in-process interval'}`, async () => {
    let runs = 0;
    const job: Job = { name: `test-job-${Date.now()}`, cron: '0 0 1 1 *', everyMs: 50, run: async () => { runs += 1; } };
    const databaseUrl = engine === 'postgresql' ? (db.pool!.options as { connectionString: string }).connectionString : undefined;
    const runner = await startJobs([job], { prisma: db.prisma, logger: pino({ level: 'silent' }), databaseUrl });
    try {
      const deadline = Date.now() + 20_000;
      const wanted = engine === 'postgresql' ? 1 : 3;
      while (runs < wanted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runs).toBeGreaterThanOrEqual(wanted);
    } finally {
      await runner.stop();
    }
  });
});
