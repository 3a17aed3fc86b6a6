/**
 * Each item's own guessing floor (irt.ts guessingFloor, decision 017): an ordering, matching or
 * hotspot item answered at random is right far less often than a four-option item, and the exam's
 * pool, its scoring, calibration's priors and readiness all use the item's floor.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { abilityOf } from '../../graph/exam/cat.ts';
import { answerExamItem, currentItem, examInProgress, examPool, startExam, type ExamServices } from '../../graph/exam/exams.ts';
import { estimateAbilityEap, GUESSING_FLOOR, guessingFloor, LABEL_PRIORS, labelPrior, probability } from '../../graph/exam/irt.ts';
import { estimateReadiness, readinessAnswers, toReadinessAnswers, type ReadinessAnswerRow } from '../../graph/exam/readiness.ts';
import { shortenedRules } from '../../graph/exam/rules.ts';
import { DOMAINS } from '../../graph/practice/domains.ts';
import { SAMPLE_QUESTION_ID } from '../../graph/practice/sample.ts';
import { elementId, type HotspotData, type MatchingData } from '../../graph/practice/interactive.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';
import { createUser } from '../support/factories.ts';

const ordering = (n: number) => ({ type: 'ORDERING' as const, interaction: { elements: Array.from({ length: n }, (_, i) => `step ${i}`) } });
const matching = (m: number, k: number) => ({
  type: 'MATCHING' as const,
  interaction: { prompts: Array.from({ length: m }, (_, i) => `p${i}`), targets: Array.from({ length: k }, (_, i) => `t${i}`), key: [] },
});
const hotspot = (r: number) => ({
  type: 'HOTSPOT' as const,
  interaction: { image: '<svg/>', regions: Array.from({ length: r }, (_, i) => ({ id: `r${i + 1}`, label: `${i}` })) },
});

describe('the guessing floor by item type', () => {
  it('is the chance of a blind answer being right: hand-computed values', () => {
    expect(guessingFloor({ type: 'SINGLE_CHOICE' })).toBe(0.25);
    expect(guessingFloor({ type: 'SINGLE_CHOICE', interaction: null })).toBe(GUESSING_FLOOR);
    // An ordering of n: one of n! orders.
    expect(guessingFloor(ordering(3))).toBeCloseTo(1 / 6, 15);
    expect(guessingFloor(ordering(4))).toBeCloseTo(1 / 24, 15);
    expect(guessingFloor(ordering(5))).toBeCloseTo(1 / 120, 15);
    // A matching of m prompts onto k targets, each to a different one (the grading refuses a target twice): k!/(k-m)!.
    expect(guessingFloor(matching(4, 4))).toBeCloseTo(1 / 24, 15);
    expect(guessingFloor(matching(3, 5))).toBeCloseTo(1 / 60, 15);
    // A hotspot of r regions: one of them.
    expect(guessingFloor(hotspot(4))).toBeCloseTo(1 / 4, 15);
    expect(guessingFloor(hotspot(6))).toBeCloseTo(1 / 6, 15);
    // Malformed (the loader refuses these): the four-option floor rather than a floor of 1 or infinity.
    expect(guessingFloor({ type: 'ORDERING', interaction: null })).toBe(GUESSING_FLOOR);
    expect(guessingFloor(matching(4, 3))).toBe(GUESSING_FLOOR);
  });

  it('is the probability of a right answer at theta = -infinity, under the label prior with that floor', () => {
    for (const question of [{ type: 'SINGLE_CHOICE' as const }, ordering(4), matching(3, 5), hotspot(5)]) {
      const prior = labelPrior('medium', question);
      expect(prior).toEqual({ ...LABEL_PRIORS.medium, c: guessingFloor(question) });
      expect(probability(-Infinity, prior)).toBeCloseTo(guessingFloor(question), 15);
    }
    expect(probability(-Infinity, labelPrior('hard', ordering(4)))).toBeCloseTo(1 / 24, 15);
    expect(labelPrior('easy', { type: 'SINGLE_CHOICE' })).toEqual(LABEL_PRIORS.easy);
  });

  it('gives a learner who answers interactive items right a higher ability than one with as many single-choice items right', () => {
    // Ten answers each at the same difficulty, six right: the single-choice ones could be guesses.
    const answers = (question: { type: 'SINGLE_CHOICE' | 'ORDERING'; interaction?: unknown }) =>
      Array.from({ length: 10 }, (_, i) => ({ item: labelPrior('medium', question), correct: i < 6 }));
    const single = estimateAbilityEap(answers({ type: 'SINGLE_CHOICE' })).theta;
    const interactive = estimateAbilityEap(answers(ordering(4))).theta;
    expect(interactive).toBeGreaterThan(single + 0.2);
    // The same through the exam's scoring.
    const administered = (question: { type: 'SINGLE_CHOICE' | 'ORDERING'; interaction?: unknown }) =>
      answers(question).map((a, i) => ({ id: `q${i}`, domain: 'ASSET_SECURITY' as const, pretest: false, ...a }));
    expect(abilityOf(administered(ordering(4))).theta).toBeGreaterThan(abilityOf(administered({ type: 'SINGLE_CHOICE' })).theta + 0.2);

    // And through readiness, from its SQL rows: the same answers, once single choice, once ordering.
    const rows = (interactive: boolean): ReadinessAnswerRow[] =>
      DOMAINS.flatMap(({ domain }, d) =>
        Array.from({ length: 30 }, (_, i) => ({
          domain,
          difficulty: 'medium' as const,
          correct: i % 10 < 6,
          answeredAt: new Date(Date.UTC(2026, 10, 1, d, i)),
          discrimination: null,
          calibratedDifficulty: null,
          ...(interactive && i % 2 === 0 ? ordering(4) : { type: 'SINGLE_CHOICE' as const, interaction: null }),
        })),
      );
    const now = new Date(Date.UTC(2026, 10, 2));
    const withInteractive = toReadinessAnswers(rows(true), now);
    expect(withInteractive.filter((a) => a.item.c! < 0.05)).toHaveLength(DOMAINS.length * 15);
    const a = estimateReadiness(toReadinessAnswers(rows(false), now));
    const b = estimateReadiness(withInteractive);
    expect(a.status).toBe('READY');
    expect(b.status).toBe('READY');
    expect(b.ability!).toBeGreaterThan(a.ability! + 0.1);
  });
});

describe.each(ENGINES)('the floor in the database readers (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { EXAM_ITEMS: '12', EXAM_INTERACTIVE_ITEMS: '3' } });
  });
  afterAll(() => t.close());

  it("gives every item of the exam's pool its own floor", async () => {
    const questions = new Map((await t.db.prisma.question.findMany()).map((q) => [q.id, q]));
    const pool = await examPool(t.db.prisma);
    for (const p of pool) expect(p.item.c).toBe(guessingFloor(questions.get(p.id)!));
    const orderings = pool.filter((p) => p.type === 'ORDERING');
    expect(orderings.length).toBeGreaterThan(0);
    for (const p of orderings) expect(p.item.c).toBeLessThanOrEqual(1 / 6);
    expect(pool.filter((p) => p.type === 'SINGLE_CHOICE').every((p) => p.item.c === 0.25)).toBe(true);
  });

  it("reads the floor's inputs with readiness's answers, the hotspot's image left out", async () => {
    const user = await createUser(t.db.prisma);
    const spot = await t.db.prisma.question.findFirstOrThrow({ where: { type: 'HOTSPOT' }, orderBy: { id: 'asc' } });
    const order = await t.db.prisma.question.findFirstOrThrow({ where: { type: 'ORDERING' }, orderBy: { id: 'asc' } });
    // Not the sample question, whose key is public and which readiness leaves out.
    const single = await t.db.prisma.question.findFirstOrThrow({ where: { type: 'SINGLE_CHOICE', id: { not: SAMPLE_QUESTION_ID } }, orderBy: { id: 'asc' } });
    for (const [i, q] of [spot, order, single].entries()) {
      await t.db.prisma.answer.create({
        data: {
          userId: user.id,
          questionId: q.id,
          chosenOption: q.correctAnswer,
          isCorrect: true,
          topic: q.topic,
          difficulty: q.difficulty,
          idempotencyKey: `g${i}`,
        },
      });
    }
    const answers = await readinessAnswers(t.db.prisma, user.id);
    expect(answers.map((a) => a.item.c).sort((x, y) => x! - y!)).toEqual(
      [1 / (spot.interaction as unknown as HotspotData).regions.length, guessingFloor(order), 0.25].sort((x, y) => x - y),
    );
    const rows = await t.db.prisma.$queryRawUnsafe<{ interaction: Record<string, unknown> | null }[]>(
      `SELECT q."interaction" - 'image' AS "interaction" FROM "Question" q WHERE q."id" = $1`,
      spot.id,
    );
    expect(rows[0].interaction).not.toHaveProperty('image');
  });

  it("scores an exam's interactive items with their own floor", async () => {
    const user = await createUser(t.db.prisma);
    const services: ExamServices = { prisma: t.db.prisma };
    const rules = shortenedRules(12, 3);
    const questions = new Map((await t.db.prisma.question.findMany()).map((q) => [q.id, q]));
    await startExam(services, user.id, rules);
    for (let exam = await examInProgress(services, user.id); exam; exam = await examInProgress(services, user.id)) {
      const item = (await currentItem(services, exam))!;
      const q = questions.get(item.questionId)!;
      const data = q.interaction as Record<string, unknown>;
      // Interactive items right (the key as a response), single choice wrong.
      const given =
        q.type === 'SINGLE_CHOICE'
          ? q.options.find((o) => o !== q.correctAnswer)!
          : q.type === 'ORDERING'
            ? { response: { order: (data.elements as string[]).map((text) => elementId(q.id, 'e', text)) } }
            : q.type === 'MATCHING'
              ? {
                  response: {
                    matches: (data as unknown as MatchingData).prompts.map((p, i) => ({
                      promptId: elementId(q.id, 'p', p),
                      targetId: elementId(q.id, 't', (data as unknown as MatchingData).targets[(data as unknown as MatchingData).key[i]]),
                    })),
                  },
                }
              : { response: { region: (data as unknown as HotspotData).correctRegion } };
      await answerExamItem(services, user.id, item.id, given);
    }
    const exam = await t.db.prisma.exam.findFirstOrThrow({ where: { userId: user.id }, include: { items: true } });
    const scored = exam.items.filter((i) => !i.pretest);
    const interactive = scored.filter((i) => questions.get(i.questionId)!.type !== 'SINGLE_CHOICE');
    // Three slots among the first eight positions and two pretest positions: at least one scored.
    expect(interactive.length).toBeGreaterThan(0);
    expect(interactive.every((i) => i.isCorrect)).toBe(true);
    const withFloor = scored.map((i) => ({
      item: { a: i.discrimination, b: i.difficulty, c: guessingFloor(questions.get(i.questionId)!) },
      correct: i.isCorrect!,
    }));
    const quarter = scored.map((i) => ({ item: { a: i.discrimination, b: i.difficulty, c: GUESSING_FLOOR }, correct: i.isCorrect! }));
    expect(exam.theta).toBeCloseTo(estimateAbilityEap(withFloor).theta, 9);
    expect(exam.theta!).toBeGreaterThan(estimateAbilityEap(quarter).theta + 0.01);
  }, 60_000);
});
