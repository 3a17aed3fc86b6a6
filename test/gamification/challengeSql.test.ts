/**
 * The daily challenge a screen's one-statement read makes (graph/viewerData.ts, in SQL) is the one
 * graph/gamification/challenge.ts makes: the same ten questions in the same order.
 */
import { dailyChallengeFor } from '../../graph/gamification/challenge.ts';
import { recountTallies } from '../../graph/practice/progress.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';
import { learner } from '../practice/support.ts';

const DASHBOARD_CHALLENGE = `{ viewer { progress { totalAnswered } dailyChallenge { questionIds targetScore date } } }`;

describe.each(ENGINES)('the daily challenge made in SQL on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['a learner with no answers', 0],
    ['a learner with answers in every domain, some wrong', 160],
  ])('matches the chooser for %s', async (_name, n) => {
    const { user, headers } = await learner(t);
    const bank = await t.db.prisma.question.findMany({ orderBy: { id: 'asc' } });
    const picked = bank.filter((_q, i) => i % 5 === 0).slice(0, n);
    await t.db.prisma.answer.createMany({
      data: picked.map((q, i) => ({
        userId: user.id,
        questionId: q.id,
        topic: q.topic,
        difficulty: q.difficulty,
        idempotencyKey: `c-${i}`,
        chosenOption: q.correctAnswer,
        isCorrect: i % 4 !== 0 && q.topic !== 'ASSET_SECURITY',
      })),
    });
    await recountTallies(t.db.prisma, user.id);

    const expected = await dailyChallengeFor({ prisma: t.db.prisma }, user);
    await t.db.prisma.dailyChallenge.delete({ where: { id: expected.id } });
    const { data, errors } = await t.graphql(DASHBOARD_CHALLENGE, {}, headers);
    expect(errors).toBeUndefined();
    expect(data.viewer.dailyChallenge).toEqual({ questionIds: expected.questionIds, targetScore: expected.targetScore, date: expected.date });
    expect(expected.questionIds).toHaveLength(10);
    // Made once: the next read finds it.
    const again = await t.graphql(DASHBOARD_CHALLENGE, {}, headers);
    expect(again.data.viewer.dailyChallenge.questionIds).toEqual(expected.questionIds);
    expect(await t.db.prisma.dailyChallenge.count({ where: { userId: user.id } })).toBe(1);
  });

  it('leaves out quarantined questions, as the chooser does', async () => {
    const { user, headers } = await learner(t);
    // Quarantine five of the questions the chooser would take first today.
    const first = await dailyChallengeFor({ prisma: t.db.prisma }, user);
    await t.db.prisma.dailyChallenge.delete({ where: { id: first.id } });
    const quarantined = first.questionIds.slice(0, 5);
    await t.db.prisma.itemStatistics.createMany({
      data: quarantined.map((questionId) => ({
        questionId,
        responses: 0,
        correct: 0,
        discriminationN: 0,
        optionCounts: {},
        openFlags: 3,
        flagsByReason: { WRONG_KEY: 3 },
        quarantined: true,
        quarantineReason: 'FLAGS',
        computedAt: new Date(),
      })),
    });
    try {
      const expected = await dailyChallengeFor({ prisma: t.db.prisma }, user);
      await t.db.prisma.dailyChallenge.delete({ where: { id: expected.id } });
      expect(expected.questionIds).toHaveLength(10);
      expect(expected.questionIds.filter((id) => quarantined.includes(id))).toEqual([]);
      const { data, errors } = await t.graphql(DASHBOARD_CHALLENGE, {}, headers);
      expect(errors).toBeUndefined();
      expect(data.viewer.dailyChallenge.questionIds).toEqual(expected.questionIds);
    } finally {
      await t.db.prisma.itemStatistics.deleteMany({ where: { questionId: { in: quarantined } } });
    }
  });
});
