import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import {
  calibrateItem,
  calibrateItems,
  calibrateMarginal,
  DIFFICULTY_MIN_RESPONSES,
  DISCRIMINATION_MIN_RESPONSES,
  loadItemParameters,
  type Observation,
} from '../../graph/exam/calibration.ts';
import { examPool } from '../../graph/exam/exams.ts';
import { GUESSING_FLOOR, guessingFloor, LABEL_PRIORS, normalRandom, probability, seededRandom } from '../../graph/exam/irt.ts';
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
  const truth = { a: 1.4, b: 0.8, c: GUESSING_FLOOR };
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

  it("stays near the label's prior on a few answers", () => {
    const random = seededRandom(3);
    const answers = learners(6, 4).map((theta) => ({ theta, correct: random() < probability(theta, truth) }));
    const estimate = calibrateItem(prior, answers);
    expect(Math.abs(estimate.b - prior.b)).toBeLessThan(Math.abs(truth.b - prior.b) * 0.75);
    expect(estimate.difficultySe).toBeGreaterThan(0.4);
  });

  it("keeps the discrimination at the prior's 1 below DISCRIMINATION_MIN_RESPONSES answers, and estimates it from there", () => {
    const steep = { a: 2.5, b: -0.5, c: GUESSING_FLOOR };
    const answersOf = (n: number) => {
      const random = seededRandom(7);
      return learners(n, 8).map((theta) => ({ theta, correct: random() < probability(theta, steep) }));
    };
    const below = calibrateItem(LABEL_PRIORS.medium, answersOf(DISCRIMINATION_MIN_RESPONSES - 1));
    expect(below.a).toBe(1);
    expect(below.discriminationEstimated).toBe(false);
    const from = calibrateItem(LABEL_PRIORS.medium, answersOf(DISCRIMINATION_MIN_RESPONSES));
    expect(from.discriminationEstimated).toBe(true);
    expect(from.a).toBeGreaterThan(1.5);
    expect(below.discriminationSe).toBeUndefined();
    expect(from.discriminationSe).toBeGreaterThan(0);
    expect(from.discriminationSe).toBeLessThan(0.5);
  });
});

describe('the marginal calibration', () => {
  it("recovers difficulties under the guessing model from learners' first answers, without plug-in abilities", () => {
    const random = seededRandom(31);
    const items = Array.from({ length: 40 }, (_, i) => ({
      id: `q${i}`,
      truth: { a: 1, b: -1.5 + (i % 4) * 0.8 + 0.5 * normalRandom(random), c: GUESSING_FLOOR },
    }));
    const observations: Observation[] = [];
    for (let l = 0; l < 400; l += 1) {
      const theta = normalRandom(random);
      // Each learner answers a different half of the items, as practice does.
      for (const { id, truth } of items)
        if (random() < 0.5) observations.push({ userId: `u${l}`, questionId: id, correct: random() < probability(theta, truth) });
    }
    const prior = new Map(items.map(({ id }) => [id, LABEL_PRIORS.medium]));
    const estimates = calibrateMarginal(observations, prior, new Set(prior.keys()));
    const errors = items.map(({ id, truth }) => estimates.get(id)!.b - truth.b);
    const rmse = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length);
    expect(rmse).toBeLessThan(0.3);
    expect(Math.abs(errors.reduce((s, e) => s + e, 0) / errors.length)).toBeLessThan(0.15);
    // About 200 answers each: the difficulty is estimated, the discrimination left at 1.
    for (const estimate of estimates.values()) expect(estimate).toMatchObject({ a: 1, c: GUESSING_FLOOR, discriminationEstimated: false });
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

  it("re-estimates items from established learners' first answers once there are enough, leaves the rest on their prior, and the exam uses the result", async () => {
    const easy = bank.filter((q) => q.difficulty === 'easy');
    const target = easy[0]; // answered wrongly by most: harder than its label
    const thin = easy[1]; // one answer short of moving
    const fresh = easy[2]; // answered by many, but only by new accounts
    const others = bank.filter((q) => ![target.id, thin.id, fresh.id].includes(q.id)).slice(0, 50);
    const random = seededRandom(11);
    const wrong = (q: Question) => q.options.find((o) => o !== q.correctAnswer)!;
    const now = new Date();
    const rows = [];
    const learners = DIFFICULTY_MIN_RESPONSES + 10;
    const established = [];
    for (let i = 0; i < learners * 2; i += 1) {
      const user = await createUser(db.prisma);
      const isEstablished = i < learners;
      if (isEstablished) established.push(user.id);
      const when = new Date(now.getTime() - 86_400_000 + i * 60_000);
      const answer = (q: Question, right: boolean, at: Date, key: string) => ({
        userId: user.id,
        questionId: q.id,
        chosenOption: right ? q.correctAnswer : wrong(q),
        isCorrect: right,
        topic: q.topic,
        difficulty: q.difficulty,
        idempotencyKey: key,
        answeredAt: at,
      });
      if (!isEstablished) {
        // A new account's answers move nothing, however many such accounts there are.
        rows.push(answer(fresh, true, when, 'fresh'));
        rows.push(answer(target, true, when, 'first'));
        continue;
      }
      rows.push(answer(target, random() < 0.15, when, 'first'));
      // A second answer after seeing the key does not count: only the first answer to an item does.
      rows.push(answer(target, true, new Date(when.getTime() + 60_000), 'second'));
      if (i < DIFFICULTY_MIN_RESPONSES - 1) rows.push(answer(thin, false, when, 'thin'));
      others.forEach((q, k) => rows.push(answer(q, random() < 0.6, when, `o${k}`)));
    }
    await db.prisma.answer.createMany({ data: rows });
    await db.prisma.user.updateMany({ where: { id: { in: established } }, data: { createdAt: new Date(now.getTime() - 30 * 86_400_000) } });

    const report = await calibrateItems(db.prisma, now);
    expect(report.learners).toBe(learners);
    expect(report.calibrated).toBe(1 + others.length);
    const stored = await db.prisma.itemCalibration.findUniqueOrThrow({ where: { questionId: target.id } });
    expect(stored.responses).toBe(learners);
    // 15% right among average learners, a quarter of answers being guesses, is hard: far above the easy label's -1.5.
    expect(stored.difficulty).toBeGreaterThan(0.3);
    // Fewer than DISCRIMINATION_MIN_RESPONSES answers: the discrimination stays the prior's.
    expect(stored.discrimination).toBe(1);
    expect(stored.difficultySe).toBeLessThan(1);
    expect(stored.discriminationSe).toBeNull();
    expect(await db.prisma.itemCalibration.findUnique({ where: { questionId: thin.id } })).toBeNull();
    expect(await db.prisma.itemCalibration.findUnique({ where: { questionId: fresh.id } })).toBeNull();

    // Every item its own floor (irt.ts guessingFloor): a quarter for single choice, less for an interactive item.
    const questions = new Map((await db.prisma.question.findMany()).map((q) => [q.id, q]));
    const table = await loadItemParameters(db.prisma, (id) => guessingFloor(questions.get(id)!));
    expect(table.get(target.id)!.item).toEqual({ a: stored.discrimination, b: stored.difficulty, c: GUESSING_FLOOR });
    const pool = new Map((await examPool(db.prisma)).map((p) => [p.id, p]));
    expect(pool.get(target.id)!.item).toEqual({ a: 1, b: stored.difficulty, c: GUESSING_FLOOR });
    expect(pool.get(target.id)!.difficultySe).toBe(stored.difficultySe);
    expect(pool.get(thin.id)!.item).toEqual({ ...LABEL_PRIORS.easy, c: GUESSING_FLOOR });
    for (const item of pool.values()) expect(item.item.c).toBe(guessingFloor(questions.get(item.id)!));
    expect([...pool.values()].some((item) => item.item.c! < GUESSING_FLOOR)).toBe(true);
    // Running it again over the same answers gives the same result.
    await calibrateItems(db.prisma, now);
    expect((await db.prisma.itemCalibration.findUniqueOrThrow({ where: { questionId: target.id } })).difficulty).toBeCloseTo(stored.difficulty, 9);
  });

  it(`runs jobs ${engine === 'postgresql' ? 'through pg-boss' : 'on an in-process interval'}`, async () => {
    let runs = 0;
    const job: Job = {
      name: `test-job-${Date.now()}`,
      cron: '0 0 1 1 *',
      everyMs: 50,
      run: async () => {
        runs += 1;
      },
    };
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
