/**
 * The study plan: calendar days in the learner's time zone, the pace and the catch-up, the
 * schedule led by readiness's "study next", the plan in the API (viewer.studyPlan), the day's goal
 * for reminders (dailyGoalStatus), and the mastery bars' pass line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Question } from '../../graph/generated/prisma/client.ts';
import type { Domain } from '../../graph/generated/prisma/enums.ts';
import type { Readiness } from '../../graph/exam/readiness.ts';
import {
  BANK_DIFFICULTY_MIX,
  CATCH_UP_DAYS,
  dailyGoal,
  dailyGoalStatus,
  DEFAULT_PLAN_WEEKS,
  domainRotation,
  MAX_DAILY_GOAL,
  MIN_DAILY_GOAL,
  passLinePercent,
  PLAN_TARGET_ANSWERS,
  planCalendar,
  scheduleWeights,
  startOfLocalDay,
  studyPlan,
} from '../../graph/plan/plan.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { learner } from '../practice/support.ts';

const NONE = { before: 0, window: [0, 0, 0], today: 0 };

describe("calendar days in the learner's time zone", () => {
  it("starts a day at the zone's own midnight, across a clock change", () => {
    expect(startOfLocalDay('2027-01-15', 'UTC').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(startOfLocalDay('2027-01-15', 'America/New_York').toISOString()).toBe('2027-01-15T05:00:00.000Z');
    expect(startOfLocalDay('2027-01-15', 'Asia/Kolkata').toISOString()).toBe('2027-01-14T18:30:00.000Z');
    // Berlin moves to summer time on 28 March 2027: the 28th starts in winter time, the 29th in summer time.
    expect(startOfLocalDay('2027-03-28', 'Europe/Berlin').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(startOfLocalDay('2027-03-29', 'Europe/Berlin').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    // Santiago springs forward at midnight (5 September 2027): that day begins at 01:00 local.
    expect(startOfLocalDay('2027-09-05', 'America/Santiago').toISOString()).toBe('2027-09-05T04:00:00.000Z');
  });

  it('takes today from the zone: the same instant is two different days', () => {
    const now = new Date('2027-01-15T23:30:00Z');
    expect(planCalendar(now, 'UTC').today).toBe('2027-01-15');
    expect(planCalendar(now, 'Asia/Tokyo').today).toBe('2027-01-16');
    const { boundaries } = planCalendar(now, 'Asia/Tokyo');
    expect(boundaries).toHaveLength(CATCH_UP_DAYS + 2);
    expect(boundaries.at(-2)!.toISOString()).toBe('2027-01-15T15:00:00.000Z');
    expect(boundaries.at(-1)!.toISOString()).toBe('2027-01-16T15:00:00.000Z');
  });

  it('is worked out once per zone and day: the next day, or another zone the same day, has its own', () => {
    const first = planCalendar(new Date('2027-01-15T12:00:00Z'), 'Europe/Berlin');
    expect(planCalendar(new Date('2027-01-15T18:00:00Z'), 'Europe/Berlin').boundaries).toBe(first.boundaries);
    const next = planCalendar(new Date('2027-01-16T12:00:00Z'), 'Europe/Berlin');
    expect(next.today).toBe('2027-01-16');
    expect(next.boundaries.at(-2)!.toISOString()).toBe('2027-01-15T23:00:00.000Z');
    expect(planCalendar(new Date('2027-01-16T12:00:00Z'), 'America/New_York').boundaries.at(-2)!.toISOString()).toBe('2027-01-16T05:00:00.000Z');
  });
});

describe('the daily goal', () => {
  it('spreads what is left over the days left, the window included, within its bounds', () => {
    expect(dailyGoal({ counts: NONE, daysLeft: 57, countedWindowDays: 0 })).toEqual({ goal: 20, pace: 20, catchUp: 0, shortfall: 0 });
    expect(dailyGoal({ counts: { ...NONE, before: 1190 }, daysLeft: 20, countedWindowDays: 0 }).goal).toBe(MIN_DAILY_GOAL);
    expect(dailyGoal({ counts: NONE, daysLeft: 1, countedWindowDays: 0 }).goal).toBe(MAX_DAILY_GOAL);
    expect(dailyGoal({ counts: NONE, daysLeft: 0, countedWindowDays: 3 }).goal).toBe(0);
  });

  it("makes up yesterday's shortfall over the next days, net of a day above the pace", () => {
    // Pace 20; yesterday none, the two days before it on pace: 20 short, 7 a day for 3 days.
    const behind = dailyGoal({ counts: { before: 0, window: [0, 20, 20], today: 0 }, daysLeft: 57, countedWindowDays: 3 });
    expect(behind).toEqual({ goal: 27, pace: 20, catchUp: 7, shortfall: 20 });
    // A day above the pace makes up for a day below it.
    expect(dailyGoal({ counts: { before: 0, window: [0, 40, 20], today: 0 }, daysLeft: 57, countedWindowDays: 3 }).catchUp).toBe(0);
    // Days before the account are not a shortfall: a learner who joined yesterday owes only yesterday.
    expect(dailyGoal({ counts: NONE, daysLeft: 57, countedWindowDays: 1 })).toEqual({ goal: 27, pace: 20, catchUp: 7, shortfall: 20 });
    expect(dailyGoal({ counts: NONE, daysLeft: 57, countedWindowDays: 0 }).catchUp).toBe(0);
    // Two days before the exam, the shortfall is made up over those two days.
    expect(dailyGoal({ counts: { before: 1150, window: [0, 10, 10], today: 0 }, daysLeft: 2, countedWindowDays: 3 }).catchUp).toBe(5);
  });

  it('keeps the pace for a learner who keeps it', () => {
    let before = 0;
    const window = [20, 20, 20];
    const paces: number[] = [];
    for (let daysLeft = 50; daysLeft > 40; daysLeft--) {
      const { pace, goal } = dailyGoal({ counts: { before, window, today: 0 }, daysLeft, countedWindowDays: 3 });
      paces.push(pace);
      // The day's goal is met; the window moves on by one day.
      before += window.pop()!;
      window.unshift(goal);
    }
    expect(new Set(paces).size).toBe(1);
  });
});

const readiness = (ready: boolean): Readiness => {
  const gains: Partial<Record<Domain, number>> = { SECURITY_OPERATIONS: 6, ASSET_SECURITY: 4, SOFTWARE_DEVELOPMENT_SECURITY: 3 };
  const domains = (
    [
      'SECURITY_AND_RISK_MANAGEMENT',
      'ASSET_SECURITY',
      'SECURITY_ARCHITECTURE_AND_ENGINEERING',
      'COMMUNICATION_AND_NETWORK_SECURITY',
      'IDENTITY_AND_ACCESS_MANAGEMENT',
      'SECURITY_ASSESSMENT_AND_TESTING',
      'SECURITY_OPERATIONS',
      'SOFTWARE_DEVELOPMENT_SECURITY',
    ] as Domain[]
  ).map((domain) => ({
    domain,
    weight: 12,
    answers: ready ? 20 : 2,
    ability: ready ? 0 : null,
    standardError: ready ? 0.3 : null,
    gain: ready ? (gains[domain] ?? 1) : null,
  }));
  return {
    status: ready ? 'READY' : 'NOT_ENOUGH_EVIDENCE',
    answers: ready ? 160 : 16,
    answersNeeded: ready ? 0 : 84,
    domainsNeeded: ready ? [] : ['IDENTITY_AND_ACCESS_MANAGEMENT', 'SOFTWARE_DEVELOPMENT_SECURITY'],
    ability: null,
    standardError: null,
    passProbability: null,
    interval: null,
    domains,
    studyNext: ready ? domains.filter((d) => gains[d.domain]).sort((a, b) => b.gain! - a.gain!) : [],
    narrowing: null,
  };
};

describe('the schedule', () => {
  it('is led by study next, which comes back most often', () => {
    const days = domainRotation(scheduleWeights(readiness(true)), 14);
    // The first days are study next's, in its order.
    expect(days.slice(0, 3)).toEqual(['SECURITY_OPERATIONS', 'ASSET_SECURITY', 'SOFTWARE_DEVELOPMENT_SECURITY']);
    const count = (d: Domain) => days.filter((x) => x === d).length;
    expect(count('SECURITY_OPERATIONS')).toBeGreaterThan(count('SOFTWARE_DEVELOPMENT_SECURITY'));
    expect(count('SOFTWARE_DEVELOPMENT_SECURITY')).toBeGreaterThan(count('SECURITY_AND_RISK_MANAGEMENT'));
  });

  it('puts the domains readiness lacks answers in first, before readiness can speak', () => {
    const days = domainRotation(scheduleWeights(readiness(false)), 2);
    expect(new Set(days)).toEqual(new Set(['IDENTITY_AND_ACCESS_MANAGEMENT', 'SOFTWARE_DEVELOPMENT_SECURITY']));
  });

  it('runs to the exam date, with a mixed review the day before it', () => {
    const plan = studyPlan({
      now: new Date('2027-03-01T10:00:00Z'),
      timeZone: 'UTC',
      examDate: new Date('2027-03-04T00:00:00Z'),
      createdAt: new Date('2027-01-01T00:00:00Z'),
      counts: NONE,
      readiness: readiness(true),
    });
    expect(plan.status).toBe('ACTIVE');
    expect(plan.daysLeft).toBe(3);
    expect(plan.days.map((d) => [d.date, d.domain])).toEqual([
      ['2027-03-01', 'SECURITY_OPERATIONS'],
      ['2027-03-02', 'ASSET_SECURITY'],
      ['2027-03-03', null],
    ]);
    // On the day before the exam, today is that review.
    const eve = studyPlan({
      now: new Date('2027-03-03T10:00:00Z'),
      timeZone: 'UTC',
      examDate: new Date('2027-03-04T00:00:00Z'),
      createdAt: new Date('2027-01-01T00:00:00Z'),
      counts: NONE,
      readiness: readiness(true),
    });
    expect(eve.days).toEqual([{ date: '2027-03-03', domain: null, goal: eve.dailyGoal }]);
  });

  it('runs to a default eight weeks out without a date, or with one gone by; has no goal on the exam day', () => {
    const base = { now: new Date('2027-03-01T10:00:00Z'), timeZone: 'UTC', createdAt: new Date('2027-03-01T09:00:00Z'), counts: NONE, readiness: null };
    const none = studyPlan({ ...base, examDate: null });
    expect(none).toMatchObject({
      status: 'NO_EXAM_DATE',
      examDate: null,
      planExamDate: '2027-04-26',
      suggestedExamDate: '2027-04-26',
      daysLeft: DEFAULT_PLAN_WEEKS * 7,
    });
    expect(none.dailyGoal).toBe(Math.ceil(PLAN_TARGET_ANSWERS / (DEFAULT_PLAN_WEEKS * 7 + CATCH_UP_DAYS)));
    expect(none.days).toHaveLength(7);
    expect(studyPlan({ ...base, examDate: new Date('2027-02-20T00:00:00Z') })).toMatchObject({
      status: 'EXAM_PASSED',
      examDate: '2027-02-20',
      planExamDate: '2027-04-26',
    });
    expect(studyPlan({ ...base, examDate: new Date('2027-03-01T00:00:00Z') })).toMatchObject({ status: 'EXAM_TODAY', daysLeft: 0, dailyGoal: 0, days: [] });
  });
});

describe('the pass line of the mastery bars', () => {
  it("is the accuracy at the passing standard over the bank's mix of difficulties", () => {
    const dir = 'prisma/seed/questions';
    const mix: Record<string, number> = { easy: 0, medium: 0, hard: 0 };
    for (const file of readdirSync(dir)) for (const q of JSON.parse(readFileSync(path.join(dir, file), 'utf8'))) mix[q.difficulty]++;
    // The constant is the bank's mix, to within a percentage point of the line it draws.
    expect(passLinePercent(mix as typeof BANK_DIFFICULTY_MIX)).toBe(passLinePercent());
    expect(passLinePercent()).toBe(67);
    // Only easy questions would put the line higher.
    expect(passLinePercent({ easy: 1, medium: 0, hard: 0 })).toBeGreaterThan(80);
  });
});

describe.each([DEFAULT_ENGINE])('the plan in the API on %s', (engine) => {
  let t: TestApp;
  let questions: Question[];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    questions = await t.db.prisma.question.findMany({ where: { retiredAt: null }, orderBy: { id: 'asc' }, take: 60 });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Answers recorded at given instants, straight to the table (the plan counts them wherever they came from). */
  const answersAt = async (userId: string, instants: Date[]) => {
    await t.db.prisma.answer.createMany({
      data: instants.map((answeredAt, i) => {
        const q = questions[i % questions.length];
        return {
          userId,
          questionId: q.id,
          topic: q.topic,
          difficulty: q.difficulty,
          idempotencyKey: crypto.randomUUID(),
          chosenOption: q.correctAnswer,
          isCorrect: true,
          answeredAt,
        };
      }),
    });
  };
  const PLAN = /* GraphQL */ `
    query {
      viewer {
        studyPlan {
          status
          examDate
          suggestedExamDate
          today
          daysLeft
          dailyGoal
          pace
          catchUp
          shortfall
          doneToday
          answered
          days {
            date
            domain
            name
            goal
          }
        }
        progress {
          passLine
        }
      }
    }
  `;

  it("counts today in the learner's time zone and asks for an exam date with a default", async () => {
    const { user, headers } = await learner(t);
    const now = new Date();
    // Tokyo is UTC+9: the instants of the learner's own today and of their yesterday evening.
    await t.db.prisma.user.update({ where: { id: user.id }, data: { timeZone: 'Asia/Tokyo', createdAt: new Date(now.getTime() - 30 * 86_400_000) } });
    const { boundaries, today } = planCalendar(now, 'Asia/Tokyo');
    const todayStart = boundaries.at(-2)!;
    await answersAt(user.id, [
      ...Array.from({ length: 4 }, (_, i) => new Date(todayStart.getTime() + i * 1000)),
      // One minute before the learner's midnight: yesterday, although it is the same UTC date in Tokyo's morning.
      new Date(todayStart.getTime() - 60_000),
    ]);
    const { data, errors } = await t.graphql(PLAN, {}, headers);
    expect(errors).toBeUndefined();
    const plan = data.viewer.studyPlan;
    expect(plan).toMatchObject({ status: 'NO_EXAM_DATE', examDate: null, today, doneToday: 4, answered: 5 });
    expect(plan.suggestedExamDate > today).toBe(true);
    // Behind: only one answer in the last three days, made up over the next three.
    expect(plan.shortfall).toBe(plan.pace * 3 - 1);
    expect(plan.catchUp).toBe(Math.ceil(plan.shortfall / 3));
    expect(plan.dailyGoal).toBe(plan.pace + plan.catchUp);
    expect(plan.days[0]).toMatchObject({ date: today, goal: plan.dailyGoal, domain: expect.any(String), name: expect.any(String) });
    expect(data.viewer.progress.passLine).toBe(67);

    const status = await dailyGoalStatus(t.db.prisma, user.id, now);
    expect(status).toEqual({ date: today, timeZone: 'Asia/Tokyo', goal: plan.dailyGoal, doneToday: 4, atRisk: true, examDateSet: false });
  });

  it('documents every field for GraphiQL', async () => {
    const result = await t.graphql(`{ __schema { types { name description fields { name description } enumValues { name description } } } }`);
    expect(result.errors).toBeUndefined();
    const ours = result.data.__schema.types.filter((type: { name: string }) => /^StudyPlan/.test(type.name));
    expect(ours.map((type: { name: string }) => type.name).sort()).toEqual(['StudyPlan', 'StudyPlanDay', 'StudyPlanStatus']);
    for (const type of ours) {
      expect(type.description).toEqual(expect.stringMatching(/\w/));
      for (const member of [...(type.fields ?? []), ...(type.enumValues ?? [])])
        expect([type.name, member.name, member.description]).toEqual([type.name, member.name, expect.stringMatching(/\w/)]);
    }
  });

  it('runs to the exam date the learner sets, and is not at risk once the goal is met', async () => {
    const { user, headers } = await learner(t);
    const now = new Date();
    const { boundaries } = planCalendar(now, 'UTC');
    const exam = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 10)).toISOString().slice(0, 10);
    const set = await t.graphql('mutation($input: SetExamDateInput!) { setExamDate(input: $input) { __typename } }', { input: { examDate: exam } }, headers);
    expect(set.data.setExamDate.__typename).toBe('User');
    const first = await t.graphql(PLAN, {}, headers);
    expect(first.data.viewer.studyPlan).toMatchObject({ status: 'ACTIVE', examDate: exam, daysLeft: 10, catchUp: 0, doneToday: 0 });
    // A new account owes nothing for the days before it: pace = 1200 / (10 + 3), rounded up.
    expect(first.data.viewer.studyPlan.dailyGoal).toBe(Math.ceil(PLAN_TARGET_ANSWERS / 13));
    const goal = first.data.viewer.studyPlan.dailyGoal as number;
    expect(await dailyGoalStatus(t.db.prisma, user.id, now)).toMatchObject({ goal, doneToday: 0, atRisk: true, examDateSet: true });
    await answersAt(
      user.id,
      Array.from({ length: goal }, (_, i) => new Date(boundaries.at(-2)!.getTime() + i * 1000)),
    );
    expect(await dailyGoalStatus(t.db.prisma, user.id, now)).toMatchObject({ goal, doneToday: goal, atRisk: false });
  });
});
