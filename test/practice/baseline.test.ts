/**
 * The bench's baseline (scripts/bench-baseline-handlers.ts) must do the app's work, or its ratios
 * flatter nobody: the same answers sent to submitAnswer for one learner and to the baseline's
 * answer handler for another leave the same rows behind (answers, per-domain totals, stats,
 * achievements, review cards, the daily challenge) and earn the same points; a replayed key
 * records nothing on either; the baseline's progress and dashboard handlers read what the app reads.
 */
import { localDate } from '../../graph/gamification/rules.ts';
import { DAILY_CHALLENGE } from '../../graph/gamification/challenge.ts';
import { type BaselineDb, baselineHandlers } from '../../scripts/bench-baseline-handlers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { globalId, learner } from './support.ts';

const SUBMIT = `mutation ($input: SubmitAnswerInput!) {
  submitAnswer(input: $input) {
    __typename
    ... on SubmitAnswerPayload { recorded isCorrect pointsEarned level dailyChallengeCompleted }
    ... on InputError { message }
  }
}`;

describe('the bench baseline does the work of submitAnswer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const baselineDb = (): BaselineDb => ({
    query: (text, values) => t.db.sql.query(text, values) as never,
    transaction: (fn) => t.db.sql.transaction((tx) => fn({ query: (text, values) => tx.query(text, values) as never })),
  });

  /** What an answer left behind for a learner, without ids and clocks. */
  async function effects(userId: string) {
    const rows = (sql: string) => t.db.sql.query<Record<string, unknown>>(sql, [userId]);
    return {
      answers: await rows(
        `SELECT "questionId", "chosenOption", "isCorrect", "topic", "difficulty", "idempotencyKey", "selfReported", "timeSpentMs" FROM "Answer" WHERE "userId" = $1 ORDER BY "answeredAt", "idempotencyKey"`,
      ),
      tallies: await rows(`SELECT "topic", "answered", "correct" FROM "DomainTally" WHERE "userId" = $1 ORDER BY "topic"`),
      stats: await rows(
        `SELECT "points", "currentStreak", "longestStreak", "lastActivityDate", "questionsAnswered", "correctAnswers", "correctRun", "domainStats", "badges" FROM "UserStats" WHERE "userId" = $1`,
      ),
      achievements: await rows(`SELECT "kind", "badgeId", "level", "points" FROM "Achievement" WHERE "userId" = $1 ORDER BY "createdAt", "kind", "badgeId"`),
      cards:
        await rows(`SELECT "questionId", "stability", "difficulty", "scheduledDays", "learningSteps", "reps", "lapses", "state", "lastReviewAt" IS NOT NULL AS "reviewed",
        round(extract(epoch FROM "due" - "lastReviewAt") / 3600) AS "dueInHours" FROM "ReviewCard" WHERE "userId" = $1 ORDER BY "questionId"`),
      challenge: await rows(
        `SELECT "questionIds", "answeredQuestionIds", "correctAnswers", "targetScore", "completedAt" IS NOT NULL AS "completed" FROM "DailyChallenge" WHERE "userId" = $1`,
      ),
    };
  }

  it('leaves the same rows and earns the same points as the app, replays included', async () => {
    const app = await learner(t);
    const base = await learner(t);
    const handlers = baselineHandlers(baselineDb(), t.config.jwtSecret);
    // Kept at start, as the app keeps them once it listens (graph/main.ts).
    expect(await handlers.keepActiveQuestions()).toBe(await t.db.prisma.question.count({ where: { retiredAt: null } }));
    const questions = await t.db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' }, take: 12 });
    // Today's challenge, started, the same ten questions for both learners (the app would pick per learner).
    const today = localDate(new Date(), app.user.timeZone);
    for (const who of [app, base]) {
      await t.db.prisma.dailyChallenge.create({
        data: {
          userId: who.user.id,
          date: today,
          questionIds: questions.slice(0, 10).map((q) => q.id),
          answeredQuestionIds: [],
          targetScore: DAILY_CHALLENGE.targetScore,
          startedAt: new Date(),
        },
      });
    }
    const wrong = (q: (typeof questions)[number]) => q.options.find((o) => o !== q.correctAnswer)!;
    // Right and wrong, the challenge completed on the way, a missed question answered again
    // (its card rescheduled), questions outside the challenge, and a key replayed.
    const plan = [
      ...questions.slice(0, 10).map((q, i) => ({ q, answer: i === 2 ? wrong(q) : q.correctAnswer, key: `k${i}` })),
      { q: questions[2], answer: questions[2].correctAnswer, key: 'again' },
      { q: questions[10], answer: wrong(questions[10]), key: 'k10' },
      { q: questions[11], answer: questions[11].correctAnswer, key: 'k11' },
      { q: questions[11], answer: questions[11].correctAnswer, key: 'k11' },
    ];
    const outcomes: { app: unknown; base: unknown }[] = [];
    for (const { q, answer, key } of plan) {
      const input = { questionId: globalId('Question', q.id), answer, idempotencyKey: key };
      const fromApp = (await t.graphql(SUBMIT, { input }, app.headers)).data!.submitAnswer;
      const fromBase = await handlers.answer(base.headers.authorization, input);
      expect(fromBase.status).toBe(200);
      const body = fromBase.body as {
        recorded: boolean;
        answer: { isCorrect: boolean };
        award?: { pointsEarned: number; level: number; dailyChallengeCompleted: boolean };
      };
      outcomes.push({
        app: { recorded: fromApp.recorded, isCorrect: fromApp.isCorrect, points: fromApp.pointsEarned, completed: fromApp.dailyChallengeCompleted },
        base: {
          recorded: body.recorded,
          isCorrect: body.answer.isCorrect,
          points: body.award?.pointsEarned ?? 0,
          completed: body.award?.dailyChallengeCompleted ?? false,
        },
      });
    }
    for (const { app: a, base: b } of outcomes) expect(b).toEqual(a);
    // The replayed key recorded nothing on either side; the challenge was completed on both.
    expect(outcomes.at(-1)!.app).toEqual(expect.objectContaining({ recorded: false, points: 0 }));
    expect(outcomes.some(({ app: a }) => (a as { completed: boolean }).completed)).toBe(true);

    const [fromApp, fromBase] = [await effects(app.user.id), await effects(base.user.id)];
    expect(fromBase).toEqual(fromApp);
    expect(fromApp.answers).toHaveLength(13);
    expect(fromApp.cards).toHaveLength(2);
    expect(fromApp.achievements.length).toBeGreaterThan(0);

    // A key used for a different answer is refused by both.
    const other = { questionId: globalId('Question', questions[11].id), answer: wrong(questions[11]), idempotencyKey: 'k11' };
    expect((await t.graphql(SUBMIT, { input: other }, app.headers)).data!.submitAnswer.__typename).toBe('InputError');
    expect((await handlers.answer(base.headers.authorization, other)).status).toBe(400);
  });

  it('reads the progress and the dashboard figures the app reads', async () => {
    const who = await learner(t);
    const handlers = baselineHandlers(baselineDb(), t.config.jwtSecret);
    const [q] = await t.db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' }, take: 1 });
    await handlers.answer(who.headers.authorization, { questionId: q.id, answer: q.correctAnswer, idempotencyKey: 'p1' });
    const rest = await t.app.inject({ method: 'GET', url: '/api/progress', headers: who.headers });
    expect((await handlers.progress(who.headers.authorization)).body).toEqual(rest.json());
    const dashboard = (await handlers.dashboard(who.headers.authorization)).body as { data: { viewer: Record<string, any> } };
    const fromApp = (
      await t.graphql('{ viewer { progress { totalAnswered } stats { totalPoints } dailyChallenge { questionIds } readiness { answers } } }', {}, who.headers)
    ).data!.viewer;
    expect(dashboard.data.viewer.progress.totalAnswered).toBe(fromApp.progress.totalAnswered);
    expect(dashboard.data.viewer.stats.totalPoints).toBe(fromApp.stats.totalPoints);
    expect(dashboard.data.viewer.readiness.answers).toBe(fromApp.readiness.answers);
    expect(dashboard.data.viewer.dailyChallenge.questionIds).toHaveLength(fromApp.dailyChallenge.questionIds.length);
    expect(dashboard.data.viewer.answers).toHaveLength(1);
    expect((await handlers.answer(undefined, {})).status).toBe(401);
  });
});
