import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { startJobs } from '../../graph/jobs/queue.ts';
import { createMailer, type Mailer } from '../../graph/mail/mailer.ts';
import { reminderJob } from '../../graph/reminders/job.ts';
import { dailyReminderReason, isoWeek, localClock, sendReminders } from '../../graph/reminders/reminders.ts';
import { unsubscribeToken } from '../../graph/reminders/unsubscribe.ts';
import { createAccount } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { authHeaders } from '../support/factories.ts';
import { startSmtp } from '../support/smtp.ts';

// A Wednesday, 19:30 UTC.
const WEDNESDAY = new Date('2026-11-25T19:30:00Z');

describe('reminders', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'https://cissp.example.com' } });
    mailer = createMailer(t.config, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const run = (now: Date, using: Mailer = mailer) =>
    sendReminders({ prisma: t.db.prisma, mailer: using, appUrl: t.config.appUrl, key: t.config.jwtSecret, now });
  const mailTo = (email: string) => smtp.messages.filter((m) => m.to === email);

  /** A verified learner with only the given reminder switched on, and a streak that ended yesterday (UTC). */
  async function learner(
    data: {
      weekly?: boolean;
      daily?: boolean;
      review?: boolean;
      timeZone?: string;
      reminderHour?: number;
      streak?: number;
      lastActivityDate?: string | null;
    } = {},
  ) {
    const user = await createAccount(t.db.prisma);
    await t.db.prisma.user.update({
      where: { id: user.id },
      data: {
        notifyWeeklyProgress: data.weekly ?? false,
        notifyDailyReminder: data.daily ?? false,
        notifyReviewDue: data.review ?? false,
        notifyProductUpdates: false,
        timeZone: data.timeZone ?? 'UTC',
        reminderHour: data.reminderHour ?? 18,
        stats: {
          create: {
            domainStats: {},
            badges: [],
            currentStreak: data.streak ?? 3,
            lastActivityDate: data.lastActivityDate === undefined ? '2026-11-24' : data.lastActivityDate,
          },
        },
      },
    });
    return user;
  }

  async function answer(userId: string, answeredAt: Date, isCorrect = true) {
    const question = await t.db.prisma.question.findFirstOrThrow({ where: { retiredAt: null }, orderBy: { id: 'asc' } });
    await t.db.prisma.answer.create({
      data: {
        userId,
        questionId: question.id,
        chosenOption: question.correctAnswer,
        isCorrect,
        topic: question.topic,
        difficulty: question.difficulty,
        idempotencyKey: randomUUID(),
        answeredAt,
      },
    });
  }

  async function dueCard(userId: string, due: Date) {
    const question = await t.db.prisma.question.findFirstOrThrow({ where: { retiredAt: null }, orderBy: { id: 'desc' } });
    await t.db.prisma.reviewCard.create({
      data: { userId, questionId: question.id, due, stability: 1, difficulty: 5, scheduledDays: 0, learningSteps: 0, reps: 1, lapses: 1, state: 'Review' },
    });
  }

  it('knows the learner clock and the ISO week', () => {
    expect(localClock(new Date('2026-11-25T09:30:00Z'), 'Asia/Tokyo')).toEqual({ date: '2026-11-25', hour: 18, weekday: 3 });
    expect(localClock(new Date('2026-11-30T03:00:00Z'), 'America/New_York')).toEqual({ date: '2026-11-29', hour: 22, weekday: 7 });
    expect(isoWeek('2026-11-25')).toBe('2026-W48');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
  });

  it('puts a day at risk only when the streak is alive and today has no answer, or the day goal is not met', () => {
    expect(dailyReminderReason({ today: '2026-11-25', lastActivityDate: '2026-11-24', currentStreak: 2 })).toBe('streak');
    expect(dailyReminderReason({ today: '2026-11-25', lastActivityDate: '2026-11-25', currentStreak: 3 })).toBeNull();
    expect(dailyReminderReason({ today: '2026-11-25', lastActivityDate: '2026-11-20', currentStreak: 3 })).toBeNull();
    expect(dailyReminderReason({ today: '2026-11-25', lastActivityDate: null, currentStreak: 0 })).toBeNull();
    expect(dailyReminderReason({ today: '2026-11-25', lastActivityDate: '2026-11-25', currentStreak: 3, goal: { target: 20, done: 5 } })).toBe('goal');
    expect(dailyReminderReason({ today: '2026-11-25', lastActivityDate: '2026-11-25', currentStreak: 3, goal: { target: 20, done: 20 } })).toBeNull();
  });

  it('sends the daily reminder once a day, at the chosen hour, with one-click unsubscribe and the settings link', async () => {
    const user = await learner({ daily: true });
    await run(new Date('2026-11-25T17:59:00Z'));
    expect(mailTo(user.email)).toHaveLength(0);

    expect((await run(WEDNESDAY)).daily).toBeGreaterThanOrEqual(1);
    const [mail] = mailTo(user.email);
    expect(mail.subject).toBe('Keep your 3-day streak: a few questions today');
    const token = unsubscribeToken(t.config.jwtSecret, user.id, 'daily');
    expect(mail.headers).toContain(`List-Unsubscribe: <https://cissp.example.com/unsubscribe?token=${token}>`);
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail.text).toContain('https://cissp.example.com/settings?tab=notifications');

    // Later the same day: already sent. The next day (streak still alive, no answer): sent again.
    await run(new Date('2026-11-25T22:00:00Z'));
    expect(mailTo(user.email)).toHaveLength(1);
    await t.db.prisma.userStats.update({ where: { userId: user.id }, data: { lastActivityDate: '2026-11-25', currentStreak: 4 } });
    await run(new Date('2026-11-26T19:00:00Z'));
    expect(mailTo(user.email)).toHaveLength(2);
  });

  it('follows the learner time zone for the hour and the day', async () => {
    const user = await learner({ daily: true, timeZone: 'Asia/Tokyo', lastActivityDate: '2026-11-24' });
    await run(new Date('2026-11-25T08:30:00Z')); // 17:30 in Tokyo
    expect(mailTo(user.email)).toHaveLength(0);
    await run(new Date('2026-11-25T09:30:00Z')); // 18:30 in Tokyo
    expect(mailTo(user.email)).toHaveLength(1);
  });

  it('sends no daily reminder when nothing is at risk or the learner switched it off', async () => {
    const answeredToday = await learner({ daily: true, lastActivityDate: '2026-11-25' });
    const noStreak = await learner({ daily: true, streak: 0, lastActivityDate: null });
    const lapsed = await learner({ daily: true, lastActivityDate: '2026-11-20' });
    const off = await learner({ daily: false });
    const unverified = await learner({ daily: true });
    await t.db.prisma.user.update({ where: { id: unverified.id }, data: { emailVerifiedAt: null } });
    await run(WEDNESDAY);
    for (const user of [answeredToday, noStreak, lapsed, off, unverified]) expect(mailTo(user.email)).toHaveLength(0);
  });

  it("reminds a learner with an exam date of the study plan's goal, and not one without a date", async () => {
    const planned = await learner({ daily: true, streak: 0, lastActivityDate: null });
    await t.db.prisma.user.update({ where: { id: planned.id }, data: { examDate: new Date('2027-01-20T00:00:00Z') } });
    const undated = await learner({ daily: true, streak: 0, lastActivityDate: null });
    await run(WEDNESDAY);
    expect(mailTo(planned.email).map((m) => m.subject)).toEqual(["Today's study goal is waiting"]);
    expect(mailTo(undated.email)).toHaveLength(0);
  });

  it('sends the weekly progress e-mail once a week from Monday morning, only with something to report', async () => {
    const user = await learner({ weekly: true });
    const idle = await learner({ weekly: true });
    await answer(user.id, new Date('2026-11-24T10:00:00Z'), true);
    await answer(user.id, new Date('2026-11-23T10:00:00Z'), false);
    await run(WEDNESDAY);
    await run(WEDNESDAY);
    expect(mailTo(idle.email)).toHaveLength(0);
    const mails = mailTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your week: 2 questions answered, 50% correct');
    expect(mails[0].text).toMatch(/1 of 2 correct \(50%\)/);
    expect(mails[0].headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Next Monday before 8: not yet; at 8: the new week's e-mail.
    await answer(user.id, new Date('2026-11-29T10:00:00Z'));
    await run(new Date('2026-11-30T07:59:00Z'));
    expect(mailTo(user.email)).toHaveLength(1);
    await run(new Date('2026-11-30T08:00:00Z'));
    expect(mailTo(user.email)).toHaveLength(2);
  });

  it('sends the review-due reminder once a day while cards are due', async () => {
    const user = await learner({ review: true });
    const nothingDue = await learner({ review: true });
    const off = await learner({ review: false });
    await dueCard(user.id, new Date('2026-11-25T12:00:00Z'));
    await dueCard(nothingDue.id, new Date('2026-11-27T12:00:00Z'));
    await dueCard(off.id, new Date('2026-11-25T12:00:00Z'));
    await run(WEDNESDAY);
    await run(WEDNESDAY);
    expect(mailTo(nothingDue.email)).toHaveLength(0);
    expect(mailTo(off.email)).toHaveLength(0);
    const mails = mailTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('1 question due for review');
    expect(mails[0].text).toContain('https://cissp.example.com/practice?review=1');
    expect(mails[0].headers).toContain(`unsubscribe?token=${unsubscribeToken(t.config.jwtSecret, user.id, 'review')}`);
  });

  it('sends once when two servers run at the same moment, and not again after a restart', async () => {
    const user = await learner({ weekly: true, daily: true, review: true });
    await answer(user.id, new Date('2026-11-24T10:00:00Z'));
    await dueCard(user.id, new Date('2026-11-25T12:00:00Z'));
    // Two servers: two mailers, two runs racing on the same database.
    const other = createMailer(t.config, pino({ level: 'silent' }));
    await Promise.all([run(WEDNESDAY), run(WEDNESDAY, other), run(WEDNESDAY, other)]);
    expect(
      mailTo(user.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['1 question due for review', 'Keep your 3-day streak: a few questions today', 'Your week: 1 question answered, 100% correct']);
    // A restarted server keeps nothing in memory: what was sent is in the database.
    await run(new Date('2026-11-25T20:30:00Z'), createMailer(t.config, pino({ level: 'silent' })));
    expect(mailTo(user.email)).toHaveLength(3);
    expect(await t.db.prisma.reminderSent.count({ where: { userId: user.id } })).toBe(3);
  });

  it('gives the claim back when the mail cannot be sent, so a later run sends it', async () => {
    const user = await learner({ daily: true });
    const broken: Mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    await run(WEDNESDAY, broken);
    expect(await t.db.prisma.reminderSent.count({ where: { userId: user.id } })).toBe(0);
    await run(WEDNESDAY);
    expect(mailTo(user.email)).toHaveLength(1);
  });

  it('runs as a scheduled job that sends at start-up', async () => {
    const user = await learner({ review: true, reminderHour: 0 });
    await dueCard(user.id, new Date(Date.now() - 60_000));
    const runner = await startJobs([reminderJob], {
      prisma: t.db.prisma,
      logger: pino({ level: 'silent' }),
      databaseUrl: undefined,
      services: { config: t.config, mailer },
    });
    try {
      expect((await smtp.lastTo(user.email, 15_000)).subject).toBe('1 question due for review');
    } finally {
      await runner.stop();
    }
  });

  describe('the unsubscribe link', () => {
    it('unsubscribes with one POST and no sign-in (RFC 8058), only from that kind', async () => {
      const user = await learner({ weekly: true, daily: true, review: true });
      const token = unsubscribeToken(t.config.jwtSecret, user.id, 'daily');
      const response = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('You are unsubscribed');
      const after = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(after).toMatchObject({ notifyDailyReminder: false, notifyWeeklyProgress: true, notifyReviewDue: true });
      // And the learner is not reminded any more.
      await run(WEDNESDAY);
      expect(mailTo(user.email)).toHaveLength(0);
    });

    it('only asks on GET (link scanners fetch links), and refuses a forged or changed token', async () => {
      const user = await learner({ weekly: true });
      const token = unsubscribeToken(t.config.jwtSecret, user.id, 'weekly');
      const page = await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${token}`, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<form method="post"');
      expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).notifyWeeklyProgress).toBe(true);

      const [payload, signature] = token.split('.');
      const otherKind = Buffer.from(`${user.id}.daily`).toString('base64url');
      for (const bad of [`${otherKind}.${signature}`, `${payload}.${'A'.repeat(signature.length)}`, 'nonsense', '']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/unsubscribe?token=${encodeURIComponent(bad)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode).toBe(400);
      }
      const forged = unsubscribeToken(new TextEncoder().encode('another-servers-key-another-servers-key'), user.id, 'weekly');
      expect((await t.app.inject({ method: 'POST', url: `/unsubscribe?token=${forged}` })).statusCode).toBe(400);
      expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).notifyWeeklyProgress).toBe(true);
    });
  });

  it('saves the reminder switches and hour, and refuses an hour that is not one', async () => {
    const user = await learner();
    const headers = await authHeaders(t, user.id);
    const mutation = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
      __typename ... on UpdateProfilePayload { viewer { notifyDailyReminder notifyReviewDue reminderHour } } ... on InputError { message field } } }`;
    const saved = await t.graphql(mutation, { input: { notifyDailyReminder: true, notifyReviewDue: true, reminderHour: 7 } }, headers);
    expect(saved.data.updateProfile.viewer).toEqual({ notifyDailyReminder: true, notifyReviewDue: true, reminderHour: 7 });
    const refused = await t.graphql(mutation, { input: { reminderHour: 24 } }, headers);
    expect(refused.data.updateProfile).toEqual({
      __typename: 'InputError',
      message: 'The reminder hour must be a whole hour from 0 to 23.',
      field: 'reminderHour',
    });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).reminderHour).toBe(7);
  });
});
