/**
 * Awards on a real database, through submitAnswer: points, streak and badges are written in the
 * answer's transaction, once per idempotency key, and concurrent answers of one learner apply one
 * after the other (no doubled badge, no skipped or doubled streak day). Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, where the answers really do run in parallel.
 */
import type { Question } from '../../graph/generated/prisma/client.ts';
import { awardAnswer, awardExamScore } from '../../graph/gamification/awards.ts';
import { BADGES, dayBefore, localDate } from '../../graph/gamification/rules.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';
import { globalId, learner } from '../practice/support.ts';
import { recountTallies } from '../../graph/practice/progress.ts';

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitAnswerInput!) {
    submitAnswer(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on SubmitAnswerPayload {
        recorded
        isCorrect
        pointsEarned
        streakBonus
        level
        levelUp
        dailyChallengeCompleted
        newBadges {
          badgeId
          name
          unlockedAt
        }
        stats {
          totalPoints
          experiencePoints
          level
          title
          currentStreak
          longestStreak
          lastActivityDate
          questionsAnswered
          correctAnswers
          accuracy
        }
        viewer {
          stats {
            totalPoints
            currentStreak
          }
        }
      }
    }
  }
`;

const STATS = /* GraphQL */ `
  query {
    viewer {
      timeZone
      stats {
        totalPoints
        experiencePoints
        level
        title
        currentLevelXP
        nextLevelXP
        currentStreak
        longestStreak
        lastActivityDate
        questionsAnswered
        correctAnswers
        correctInARow
        accuracy
        badges {
          badgeId
          name
          category
          rarity
          unlockedAt
          criteria {
            type
            value
            domain
          }
        }
        achievements {
          kind
          title
          points
          level
          badge {
            badgeId
          }
          achievedAt
        }
        domainStats {
          domain
          correct
          total
        }
      }
    }
    badges {
      badgeId
      name
      description
      unlockedAt
    }
  }
`;

const START_CHALLENGE = /* GraphQL */ `
  query {
    practiceSession(challenge: true) {
      items {
        question {
          id
        }
      }
    }
  }
`;

const CHALLENGE = /* GraphQL */ `
  query {
    viewer {
      dailyChallenge {
        id
        date
        description
        questionIds
        targetScore
        userScore
        completed
        answeredCount
        correctAnswers
        reward {
          points
          badge {
            badgeId
            name
          }
        }
        questions {
          questionId
          topic
        }
      }
    }
  }
`;

const TIME_ZONE = /* GraphQL */ `
  mutation Zone($input: UpdateTimeZoneInput!) {
    updateTimeZone(input: $input) {
      __typename
      ... on InputError {
        message
        field
      }
      ... on UpdateTimeZonePayload {
        viewer {
          timeZone
        }
      }
    }
  }
`;

describe.each(ENGINES)('gamification awards on %s', (engine) => {
  let t: TestApp;
  let bank: Question[];
  const byId = (id: string) => bank.find((q) => q.id === id)!;
  const wrong = (q: Question) => q.options.find((o) => o !== q.correctAnswer)!;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    bank = await t.db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (headers: Record<string, string>, q: Question, correct: boolean, idempotencyKey: string = crypto.randomUUID()) =>
    t.graphql(SUBMIT, { input: { questionId: globalId('Question', q.id), answer: correct ? q.correctAnswer : wrong(q), idempotencyKey } }, headers);

  /** Opens today's challenge as the practice screen does: it starts, and its questions are final. */
  const startChallenge = async (headers: Record<string, string>): Promise<string[]> => {
    const { data, errors } = await t.graphql(START_CHALLENGE, {}, headers);
    expect(errors).toBeUndefined();
    return data.practiceSession.items.map((item: { question: { id: string } }) => Buffer.from(item.question.id, 'base64').toString().split(':')[1]);
  };

  /** Puts a learner's stats where a test needs them, as earlier answers would have left them. */
  const setStats = (userId: string, data: Record<string, unknown>) => t.db.prisma.userStats.create({ data: { userId, domainStats: {}, badges: [], ...data } });

  it('awards 10 for a correct answer and 2 for a wrong one, and starts the streak', async () => {
    const { headers } = await learner(t);
    const right = await submit(headers, bank[0], true);
    expect(right.errors).toBeUndefined();
    expect(right.data.submitAnswer).toMatchObject({
      recorded: true,
      pointsEarned: 10,
      streakBonus: 0,
      level: 1,
      levelUp: false,
      newBadges: [],
      stats: {
        totalPoints: 10,
        experiencePoints: 10,
        level: 1,
        title: 'Security Novice',
        currentStreak: 1,
        longestStreak: 1,
        questionsAnswered: 1,
        correctAnswers: 1,
        accuracy: 100,
      },
      viewer: { stats: { totalPoints: 10, currentStreak: 1 } },
    });
    const wrongOne = await submit(headers, bank[1], false);
    expect(wrongOne.data.submitAnswer).toMatchObject({
      pointsEarned: 2,
      stats: { totalPoints: 12, questionsAnswered: 2, correctAnswers: 1, accuracy: 50, currentStreak: 1 },
    });

    const { data } = await t.graphql(STATS, {}, headers);
    expect(data.viewer.stats).toMatchObject({ totalPoints: 12, level: 1, currentLevelXP: 0, nextLevelXP: 100, correctInARow: 0, badges: [], achievements: [] });
    expect(data.viewer.stats.lastActivityDate).toBe(localDate(new Date(), 'UTC'));
    expect(data.viewer.stats.domainStats.find((d: any) => d.domain === bank[0].topic).total).toBeGreaterThan(0);
    expect(data.badges).toHaveLength(BADGES.length);
    expect(data.badges.every((b: any) => b.unlockedAt === null)).toBe(true);
  });

  it('awards nothing twice for a retried answer', async () => {
    const { headers } = await learner(t);
    const key = crypto.randomUUID();
    const first = await submit(headers, bank[2], true, key);
    const retry = await submit(headers, bank[2], true, key);
    expect(first.data.submitAnswer).toMatchObject({ recorded: true, pointsEarned: 10 });
    expect(retry.data.submitAnswer).toMatchObject({ recorded: false, pointsEarned: 0, newBadges: [], stats: { totalPoints: 10, questionsAnswered: 1 } });
  });

  it('grows the streak on the first answer of the next day, with its bonus, and levels up with an achievement', async () => {
    const { user, headers } = await learner(t);
    const today = localDate(new Date(), 'UTC');
    await setStats(user.id, { points: 80, currentStreak: 3, longestStreak: 5, lastActivityDate: dayBefore(today), questionsAnswered: 8, correctAnswers: 8 });
    const { data } = await submit(headers, bank[3], true);
    // 10 for the answer and 5 x 4 for a 4-day streak: 110 points, level 2.
    expect(data.submitAnswer).toMatchObject({
      pointsEarned: 30,
      streakBonus: 20,
      level: 2,
      levelUp: true,
      stats: { totalPoints: 110, currentStreak: 4, longestStreak: 5, title: 'Apprentice' },
    });
    const again = await submit(headers, bank[4], true);
    expect(again.data.submitAnswer).toMatchObject({ pointsEarned: 10, streakBonus: 0, levelUp: false, stats: { currentStreak: 4 } });
    const stats = (await t.graphql(STATS, {}, headers)).data.viewer.stats;
    expect(stats.achievements).toEqual([expect.objectContaining({ kind: 'LEVEL', level: 2, title: 'Reached level 2: Apprentice', points: 0 })]);
  });

  it('awards a badge with its 100 points, once, and lists it as earned and as a recent achievement', async () => {
    const { user, headers } = await learner(t);
    await setStats(user.id, {
      points: 300,
      questionsAnswered: 99,
      correctAnswers: 50,
      currentStreak: 1,
      longestStreak: 1,
      lastActivityDate: localDate(new Date(), 'UTC'),
    });
    const { data } = await submit(headers, bank[5], false);
    expect(data.submitAnswer).toMatchObject({
      pointsEarned: 102,
      newBadges: [{ badgeId: 'answered-100', name: 'Getting Started' }],
      stats: { totalPoints: 402, questionsAnswered: 100 },
    });
    expect((await submit(headers, bank[6], false)).data.submitAnswer).toMatchObject({ pointsEarned: 2, newBadges: [] });
    const { data: read } = await t.graphql(STATS, {}, headers);
    expect(read.viewer.stats.badges).toEqual([
      expect.objectContaining({
        badgeId: 'answered-100',
        category: 'milestone',
        rarity: 'common',
        criteria: { type: 'questionsAnswered', value: 100, domain: null },
      }),
    ]);
    expect(read.viewer.stats.achievements[0]).toMatchObject({
      kind: 'BADGE',
      title: 'Badge earned: Getting Started',
      points: 100,
      badge: { badgeId: 'answered-100' },
    });
    expect(read.badges.find((b: any) => b.badgeId === 'answered-100').unlockedAt).not.toBeNull();
  });

  it('keeps only the 5 newest achievements in the recent list, but every badge', async () => {
    const { user, headers } = await learner(t);
    // Three levels and four badges from one answer: a 7-day streak (bonus 35), mastery of Asset
    // Security, 10 correct in a row and 100 answered. 90 + 10 + 35 + 400 = 535 points, level 4.
    const asset = bank.find((q) => q.topic === 'ASSET_SECURITY')!;
    await setStats(user.id, {
      points: 90,
      questionsAnswered: 99,
      correctAnswers: 99,
      correctRun: 9,
      currentStreak: 6,
      longestStreak: 6,
      lastActivityDate: dayBefore(localDate(new Date(), 'UTC')),
      domainStats: { ASSET_SECURITY: { correct: 19, total: 19 } },
    });
    const { data } = await submit(headers, asset, true);
    expect(data.submitAnswer.newBadges.map((b: any) => b.badgeId)).toEqual(['streak-7', 'mastery-asset-security', 'correct-10', 'answered-100']);
    expect(data.submitAnswer).toMatchObject({ pointsEarned: 445, level: 4, levelUp: true, stats: { title: 'Practitioner', totalPoints: 535 } });
    const stats = (await t.graphql(STATS, {}, headers)).data.viewer.stats;
    expect(stats.nextLevelXP).toBe(1000);
    expect(await t.db.prisma.achievement.count({ where: { userId: user.id } })).toBe(7);
    expect(stats.achievements).toHaveLength(5);
    expect(stats.achievements[0]).toMatchObject({ kind: 'LEVEL', level: 4 });
    expect(stats.badges.map((b: any) => b.badgeId)).toEqual(['streak-7', 'mastery-asset-security', 'correct-10', 'answered-100']);
    const times = stats.achievements.map((a: any) => Date.parse(a.achievedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  describe('concurrent answers of one learner', () => {
    it("award a badge once and every answer's points exactly once", async () => {
      const { user, headers } = await learner(t);
      await setStats(user.id, {
        points: 500,
        questionsAnswered: 95,
        correctAnswers: 95,
        currentStreak: 1,
        longestStreak: 1,
        lastActivityDate: localDate(new Date(), 'UTC'),
      });
      const results = await Promise.all(bank.slice(10, 22).map((q) => submit(headers, q, true)));
      for (const r of results) expect(r.errors).toBeUndefined();
      const badgeAwards = results.flatMap((r) => r.data.submitAnswer.newBadges.map((b: any) => b.badgeId));
      // The 100th answer earns the badge, and the 10th correct in a row (from 0) another.
      expect(badgeAwards.sort()).toEqual(['answered-100', 'correct-10']);
      const row = await t.db.prisma.userStats.findUniqueOrThrow({ where: { userId: user.id } });
      expect(row).toMatchObject({ questionsAnswered: 107, correctAnswers: 107, correctRun: 12, points: 500 + 12 * 10 + 200 });
      expect(results.reduce((sum, r) => sum + r.data.submitAnswer.pointsEarned, 0)).toBe(12 * 10 + 200);
      expect(await t.db.prisma.achievement.count({ where: { userId: user.id, kind: 'badge' } })).toBe(2);
    });

    it('grow the streak by one day, with one bonus', async () => {
      const { user, headers } = await learner(t);
      await setStats(user.id, { currentStreak: 2, longestStreak: 2, lastActivityDate: dayBefore(localDate(new Date(), 'UTC')) });
      const results = await Promise.all(bank.slice(30, 40).map((q) => submit(headers, q, false)));
      expect(results.map((r) => r.data.submitAnswer.streakBonus).sort((a, b) => b - a)).toEqual([15, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
      const row = await t.db.prisma.userStats.findUniqueOrThrow({ where: { userId: user.id } });
      expect(row).toMatchObject({ currentStreak: 3, longestStreak: 3, points: 10 * 2 + 15 });
    });

    it('with one idempotency key record and award one answer', async () => {
      const { user, headers } = await learner(t);
      const key = crypto.randomUUID();
      const results = await Promise.all(Array.from({ length: 8 }, () => submit(headers, bank[40], true, key)));
      expect(results.filter((r) => r.data.submitAnswer.recorded)).toHaveLength(1);
      expect(results.reduce((sum, r) => sum + r.data.submitAnswer.pointsEarned, 0)).toBe(10);
      expect(await t.db.prisma.answer.count({ where: { userId: user.id } })).toBe(1);
      expect(await t.db.prisma.userStats.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ points: 10, questionsAnswered: 1 });
    });

    it('and exam scores award the perfect-score badge once', async () => {
      const { user } = await learner(t);
      const awards = await Promise.all(
        Array.from({ length: 4 }, () => t.db.prisma.$transaction((tx) => awardExamScore(tx, user.id, 100), { maxWait: 10_000, timeout: 20_000 })),
      );
      expect(awards.flatMap((a) => a.badges.map((b) => b.id))).toEqual(['perfect-exam']);
      expect(await t.db.prisma.userStats.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ points: 100, badges: ['perfect-exam'] });
      const below = await t.db.prisma.$transaction((tx) => awardExamScore(tx, user.id, 99));
      expect(below.pointsEarned).toBe(0);
    });
  });

  it("counts the day in the learner's time zone: 23:30 then 00:30 local is a two-day streak", async () => {
    const { user } = await learner(t);
    const zone = { id: user.id, timeZone: 'America/New_York' };
    const answerAt = (iso: string) =>
      t.db.prisma.$transaction((tx) => awardAnswer(tx, zone, { questionId: bank[50].id, isCorrect: true, topic: bank[50].topic, answeredAt: new Date(iso) }));
    // 23:30 and 00:30 in New York (UTC-5) are 04:30 and 05:30 UTC on one UTC day.
    const late = await answerAt('2026-11-25T04:30:00Z');
    expect(late.stats).toMatchObject({ currentStreak: 1, lastActivityDate: '2026-11-24' });
    const early = await answerAt('2026-11-25T05:30:00Z');
    expect(early.stats).toMatchObject({ currentStreak: 2, lastActivityDate: '2026-11-25' });
    expect(early.streakBonus).toBe(10);
  });

  it('takes the time zone from the browser and refuses an unknown one', async () => {
    const { headers } = await learner(t);
    const set = await t.graphql(TIME_ZONE, { input: { timeZone: 'Asia/Tokyo' } }, headers);
    expect(set.data.updateTimeZone).toEqual({ __typename: 'UpdateTimeZonePayload', viewer: { timeZone: 'Asia/Tokyo' } });
    const bad = await t.graphql(TIME_ZONE, { input: { timeZone: 'Nowhere/Land' } }, headers);
    expect(bad.data.updateTimeZone).toEqual({ __typename: 'InputError', message: 'Unknown time zone.', field: 'timeZone' });
    expect((await t.graphql(STATS, {}, headers)).data.viewer.timeZone).toBe('Asia/Tokyo');
    const anonymous = await t.graphql(TIME_ZONE, { input: { timeZone: 'Asia/Tokyo' } });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  describe('the daily challenge', () => {
    it("is 10 questions from the learner's three weakest domains, the same all day", async () => {
      const { user, headers } = await learner(t);
      // Strong in every domain but Asset Security (all wrong) and Security Operations (half right).
      const spread = [...new Set(bank.map((q) => q.topic))].flatMap((topic) => bank.filter((q) => q.topic === topic).slice(0, 25));
      const answers = spread.map((q, i) => ({
        userId: user.id,
        questionId: q.id,
        topic: q.topic,
        difficulty: q.difficulty,
        idempotencyKey: `seed-${i}`,
        isCorrect: q.topic === 'ASSET_SECURITY' ? false : q.topic === 'SECURITY_OPERATIONS' ? i % 2 === 0 : true,
      }));
      await t.db.prisma.answer.createMany({ data: answers });
      // Written straight to the table: counted into the running totals progress reads.
      await recountTallies(t.db.prisma, user.id);
      const { data, errors } = await t.graphql(CHALLENGE, {}, headers);
      expect(errors).toBeUndefined();
      const challenge = data.viewer.dailyChallenge;
      expect(challenge).toMatchObject({
        date: localDate(new Date(), 'UTC'),
        targetScore: 70,
        userScore: 0,
        completed: false,
        answeredCount: 0,
        reward: { points: 25, badge: { badgeId: 'daily-challenge' } },
      });
      expect(challenge.questionIds).toHaveLength(10);
      expect(new Set(challenge.questionIds).size).toBe(10);
      const topics = new Set(challenge.questions.map((q: any) => q.topic));
      expect(topics.has('ASSET_SECURITY')).toBe(true);
      expect(topics.has('SECURITY_OPERATIONS')).toBe(true);
      expect(topics.size).toBe(3);
      expect((await t.graphql(CHALLENGE, {}, headers)).data.viewer.dailyChallenge.id).toBe(challenge.id);
    });

    it('is completed by the answer that reaches 70%: +25 points and the badge, once', async () => {
      const { user, headers } = await learner(t);
      const questions: Question[] = (await startChallenge(headers)).map(byId);
      // Two wrong, then correct ones: the 7th correct (the 9th answer) reaches 70%.
      const outcomes = [];
      for (const [i, q] of questions.entries()) outcomes.push((await submit(headers, q, i >= 2)).data.submitAnswer);
      expect(outcomes.map((o) => o.dailyChallengeCompleted)).toEqual([false, false, false, false, false, false, false, false, true, false]);
      expect(outcomes[8]).toMatchObject({ pointsEarned: 10 + 25 + 100, newBadges: [{ badgeId: 'daily-challenge' }] });
      expect(outcomes[9]).toMatchObject({ pointsEarned: 10, newBadges: [] });
      // Answering a challenge question again counts once.
      expect((await submit(headers, questions[0], true)).data.submitAnswer.dailyChallengeCompleted).toBe(false);
      const after = (await t.graphql(CHALLENGE, {}, headers)).data.viewer.dailyChallenge;
      expect(after).toMatchObject({ completed: true, userScore: 80, answeredCount: 10, correctAnswers: 8 });
      const achievements = await t.db.prisma.achievement.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
      expect(achievements.filter((a) => a.kind === 'challenge')).toHaveLength(1);
      expect(achievements.filter((a) => a.badgeId === 'daily-challenge')).toHaveLength(1);
    });

    it('is not completed below the target, and concurrent answers each count once', async () => {
      const { headers } = await learner(t);
      const questions: Question[] = (await startChallenge(headers)).map(byId);
      // 6 right of 10 is 60%: below the target.
      const results = await Promise.all(questions.map((q, i) => submit(headers, q, i < 6)));
      expect(results.some((r) => r.data.submitAnswer.dailyChallengeCompleted)).toBe(false);
      expect((await t.graphql(CHALLENGE, {}, headers)).data.viewer.dailyChallenge).toMatchObject({ completed: false, userScore: 60, answeredCount: 10 });
    });

    it('is fair: an answer given before it starts does not count, that question is not served again, and it draws from the weaker domains of its start', async () => {
      const { headers } = await learner(t);
      // The dashboard makes the day's challenge before the learner has practised: a newcomer's
      // "weaker domains" are then the outline's first three.
      const made = (await t.graphql(CHALLENGE, {}, headers)).data.viewer.dailyChallenge;
      const madeQuestions: Question[] = made.questionIds.map(byId);
      const best = madeQuestions[0].topic;
      expect(madeQuestions.filter((q) => q.topic === best)).toHaveLength(4);
      // An ordinary set in that domain, all right: it takes in one of the challenge's questions.
      const own = [madeQuestions[0], ...bank.filter((q) => q.topic === best && !made.questionIds.includes(q.id)).slice(0, 9)];
      for (const q of own) expect((await submit(headers, q, true)).errors).toBeUndefined();
      // Not counted: the challenge has not started.
      expect((await t.graphql(CHALLENGE, {}, headers)).data.viewer.dailyChallenge).toMatchObject({ answeredCount: 0, userScore: 0 });
      // Started, its questions come from the domains weakest now, and the answered one is not among them.
      const started = (await startChallenge(headers)).map(byId);
      expect(started).toHaveLength(10);
      expect(started.map((q) => q.id)).not.toContain(madeQuestions[0].id);
      expect(started.filter((q) => q.topic === best)).toHaveLength(0);
      // Its answers count from now on, and the challenge keeps the same questions.
      await submit(headers, started[0], true);
      expect((await t.graphql(CHALLENGE, {}, headers)).data.viewer.dailyChallenge).toMatchObject({ answeredCount: 1, questionIds: started.map((q) => q.id) });
      expect(await startChallenge(headers)).toEqual(started.map((q) => q.id));
    });

    it('keeps its questions out of ordinary sets once started', async () => {
      const { headers } = await learner(t);
      const started = await startChallenge(headers);
      const domain = byId(started[0]).topic;
      const inDomain = bank.filter((q) => q.topic === domain).length;
      // Every question of the domain, set after set: the challenge's pending ones never come.
      const served = new Set<string>();
      for (let i = 0; i < Math.ceil(inDomain / 10) + 1; i++) {
        const { data, errors } = await t.graphql(`query($d: Domain) { practiceSet(domain: $d) { id } }`, { d: domain }, headers);
        expect(errors).toBeUndefined();
        for (const q of data.practiceSet) served.add(Buffer.from(q.id, 'base64').toString().split(':')[1]);
      }
      expect(served.size).toBe(inDomain - started.filter((id) => byId(id).topic === domain).length);
      for (const id of started) expect(served.has(id)).toBe(false);
    });

    it('completes once when the deciding answers arrive together', async () => {
      const { headers } = await learner(t);
      const questions: Question[] = (await startChallenge(headers)).map(byId);
      const results = await Promise.all(questions.map((q) => submit(headers, q, true)));
      expect(results.filter((r) => r.data.submitAnswer.dailyChallengeCompleted)).toHaveLength(1);
      expect(results.flatMap((r) => r.data.submitAnswer.newBadges.map((b: any) => b.badgeId)).sort()).toEqual(['correct-10', 'daily-challenge']);
    });
  });
});
