/**
 * Reminders that are sent: the weekly progress e-mail, the daily reminder when the day's goal or
 * the streak is at risk, and the review-due reminder. A scheduled job (./job.ts) calls
 * sendReminders; each reminder is claimed with a row (learner, kind, period) inserted before it is
 * sent, whose unique key lets exactly one of any number of concurrent runs, on any number of
 * servers, before or after a restart, send it. A send that fails gives its claim back, so a later
 * run tries again; a crash between claim and send loses that one reminder rather than doubling it.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { dayBefore, localDate } from '../gamification/rules.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { dailyGoalStatus } from '../plan/plan.ts';
import { DOMAINS } from '../practice/domains.ts';
import { reviewableCardWhere } from '../review/queue.ts';
import { type ReminderKind, unsubscribeToken } from './unsubscribe.ts';

/** The weekly e-mail goes out from this local hour on Monday (or at the first run after it). */
const WEEKLY_FROM_HOUR = 8;
const BATCH = 500;

export interface ReminderDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  /** The public base URL, for the links in the mail. */
  appUrl: string;
  /** The key unsubscribe tokens are signed with. */
  key: Uint8Array;
  logger?: Logger;
  now?: Date;
}

export type ReminderReport = Record<ReminderKind, number>;

/** The learner's wall clock at an instant: local date, hour (0-23) and ISO weekday (1 = Monday). */
export function localClock(at: Date, timeZone: string): { date: string; hour: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23', weekday: 'short' }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.find((p) => p.type === 'weekday')?.value ?? 'Mon') + 1;
  return { date: localDate(at, timeZone), hour, weekday };
}

/** The ISO week (such as 2026-W48) of a YYYY-MM-DD date. */
export function isoWeek(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of the week names its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export interface DayStatus {
  /** The learner's local date now. */
  today: string;
  /** The local date of their latest answer. */
  lastActivityDate: string | null;
  currentStreak: number;
  /** The day's goal where there is one (answers planned and done today); null without a plan. */
  goal?: { target: number; done: number } | null;
}

/**
 * Why the day is at risk, or null when it is not: the day's goal is not met, or the learner has a
 * live streak (their latest answer was yesterday) and has not answered today. The one place that
 * decides; the study plan's daily goal plugs in through `goal`.
 */
export function dailyReminderReason(status: DayStatus): 'goal' | 'streak' | null {
  if (status.goal && status.goal.target > 0 && status.goal.done < status.goal.target) return 'goal';
  const answeredToday = status.lastActivityDate === status.today;
  if (!answeredToday && status.currentStreak >= 1 && status.lastActivityDate === dayBefore(status.today)) return 'streak';
  return null;
}

interface Learner {
  id: string;
  email: string;
  name: string;
  timeZone: string;
  reminderHour: number;
  notifyWeeklyProgress: boolean;
  notifyDailyReminder: boolean;
  notifyReviewDue: boolean;
  examDate: Date | null;
  stats: { currentStreak: number; lastActivityDate: string | null; points: number } | null;
}

/** Sends every reminder due now, each once per learner and period. Returns how many of each went. */
export async function sendReminders(deps: ReminderDeps): Promise<ReminderReport> {
  const now = deps.now ?? new Date();
  const report: ReminderReport = { weekly: 0, daily: 0, review: 0 };
  let after: string | undefined;
  for (;;) {
    const learners: Learner[] = await deps.prisma.user.findMany({
      where: {
        // Only addresses the learner has proved are theirs; demo learners have none.
        emailVerifiedAt: { not: null },
        isDemo: false,
        OR: [{ notifyWeeklyProgress: true }, { notifyDailyReminder: true }, { notifyReviewDue: true }],
        ...(after ? { id: { gt: after } } : {}),
      },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: {
        id: true,
        email: true,
        name: true,
        timeZone: true,
        reminderHour: true,
        notifyWeeklyProgress: true,
        notifyDailyReminder: true,
        notifyReviewDue: true,
        examDate: true,
        stats: { select: { currentStreak: true, lastActivityDate: true, points: true } },
      },
    });
    const batch = await batchFigures(
      deps.prisma,
      learners.map((learner) => learner.id),
      now,
    );
    for (const learner of learners) {
      for (const kind of await remindersFor(deps, learner, now, batch)) report[kind] += 1;
    }
    if (learners.length < BATCH) return report;
    after = learners.at(-1)!.id;
  }
}

/**
 * What a batch of learners needs decided, in three statements for the batch rather than several per
 * learner on every run: the reminders already claimed lately, who answered in the last 7 days, and
 * how many review cards each has due.
 */
interface BatchFigures {
  claimed: Set<string>;
  activeThisWeek: Set<string>;
  dueCards: Map<string, number>;
}

const claimKey = (userId: string, kind: ReminderKind, period: string) => `${userId}|${kind}|${period}`;

async function batchFigures(prisma: PrismaClient, ids: string[], now: Date): Promise<BatchFigures> {
  const [claims, active, due] = await Promise.all([
    // A week and a day back covers every period that can still be current anywhere on Earth.
    prisma.reminderSent.findMany({
      where: { userId: { in: ids }, createdAt: { gte: new Date(now.getTime() - 8 * 86_400_000) } },
      select: { userId: true, kind: true, period: true },
    }),
    prisma.answer.groupBy({
      by: ['userId'],
      where: { userId: { in: ids }, answeredAt: { gte: new Date(now.getTime() - 7 * 86_400_000), lte: now } },
      _count: { _all: true },
    }),
    prisma.reviewCard.groupBy({ by: ['userId'], where: { userId: { in: ids }, due: { lte: now }, ...reviewableCardWhere }, _count: { _all: true } }),
  ]);
  return {
    claimed: new Set(claims.map((c) => claimKey(c.userId, c.kind as ReminderKind, c.period))),
    activeThisWeek: new Set(active.map((row) => row.userId)),
    dueCards: new Map(due.map((row) => [row.userId, row._count._all])),
  };
}

async function remindersFor(deps: ReminderDeps, learner: Learner, now: Date, batch: BatchFigures): Promise<ReminderKind[]> {
  const sent: ReminderKind[] = [];
  let clock;
  try {
    clock = localClock(now, learner.timeZone);
  } catch {
    clock = localClock(now, 'UTC');
  }
  const attempt = async (kind: ReminderKind, period: string, compose: () => Promise<Omit<Mail, 'to'> | null>) => {
    try {
      if (batch.claimed.has(claimKey(learner.id, kind, period))) return;
      const mail = await compose();
      if (!mail) return;
      if (!(await claim(deps.prisma, learner.id, kind, period))) return;
      try {
        await deps.mailer.send({ ...mail, to: learner.email });
        sent.push(kind);
      } catch (error) {
        // Give the claim back: the next run tries again.
        await deps.prisma.reminderSent.deleteMany({ where: { userId: learner.id, kind, period } });
        deps.logger?.warn({ err: error, userId: learner.id, kind }, 'reminder not sent; it will be tried again');
      }
    } catch (error) {
      deps.logger?.warn({ err: error, userId: learner.id, kind }, 'reminder failed');
    }
  };
  // Nothing answered in the week: nothing to report (the daily reminder is the nudge).
  if (learner.notifyWeeklyProgress && batch.activeThisWeek.has(learner.id) && !(clock.weekday === 1 && clock.hour < WEEKLY_FROM_HOUR)) {
    await attempt('weekly', isoWeek(clock.date), () => weeklyMail(deps, learner, now));
  }
  if (clock.hour >= learner.reminderHour) {
    if (learner.notifyDailyReminder && !batch.claimed.has(claimKey(learner.id, 'daily', clock.date))) {
      // The study plan's goal counts once the learner has chosen an exam date; before that the
      // plan runs to a default date, which is no promise of theirs to remind them of. Read only for
      // those learners, and only until today's reminder has gone.
      const plan = learner.examDate ? await dailyGoalStatus(deps.prisma, learner.id, now) : null;
      const reason = dailyReminderReason({
        today: clock.date,
        lastActivityDate: learner.stats?.lastActivityDate ?? null,
        currentStreak: learner.stats?.currentStreak ?? 0,
        goal: plan?.examDateSet ? { target: plan.goal, done: plan.doneToday } : null,
      });
      if (reason) await attempt('daily', clock.date, async () => dailyMail(deps, learner, reason));
    }
    const due = batch.dueCards.get(learner.id) ?? 0;
    if (learner.notifyReviewDue && due > 0) await attempt('review', clock.date, async () => reviewMail(deps, learner, due));
  }
  return sent;
}

/** Inserts the claim; true only for the one run whose row went in. */
async function claim(prisma: PrismaClient, userId: string, kind: ReminderKind, period: string): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    INSERT INTO "ReminderSent" ("id", "userId", "kind", "period")
    VALUES (CAST(${randomUUID()} AS uuid), CAST(${userId} AS uuid), ${kind}, ${period})
    ON CONFLICT ("userId", "kind", "period") DO NOTHING
    RETURNING "id"`;
  return rows.length === 1;
}

/** The footer every reminder ends with, and the headers that make unsubscribing one click. */
function envelope(deps: ReminderDeps, userId: string, kind: ReminderKind, what: string): { footer: string; headers: Record<string, string> } {
  const base = deps.appUrl.replace(/\/$/, '');
  const unsubscribe = `${base}/unsubscribe?token=${unsubscribeToken(deps.key, userId, kind)}`;
  return {
    footer: [
      '',
      '--',
      `You get this because ${what} is switched on in your settings: ${base}/settings?tab=notifications`,
      `Stop these e-mails with one click: ${unsubscribe}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

async function weeklyMail(deps: ReminderDeps, learner: Learner, now: Date): Promise<Omit<Mail, 'to'> | null> {
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const rows = await deps.prisma.$queryRaw<{ topic: string; answered: number; correct: number }[]>`
    SELECT a."topic"::text AS "topic", CAST(count(*) AS integer) AS "answered", CAST(count(*) FILTER (WHERE a."isCorrect") AS integer) AS "correct"
      FROM "Answer" a
     WHERE a."userId" = CAST(${learner.id} AS uuid) AND a."answeredAt" >= ${since} AND a."answeredAt" <= ${now}
     GROUP BY a."topic"`;
  const total = rows.reduce((sum, row) => sum + row.answered, 0);
  // Nothing answered in the week: nothing to report (the daily reminder is the nudge).
  if (total === 0) return null;
  const right = rows.reduce((sum, row) => sum + row.correct, 0);
  const lines = DOMAINS.flatMap(({ domain, name, number }) => {
    const row = rows.find((r) => r.topic === domain);
    if (!row) return [];
    return [`  ${number}. ${name}: ${row.correct} of ${row.answered} correct (${Math.round((row.correct * 100) / row.answered)}%)`];
  });
  const { footer, headers } = envelope(deps, learner.id, 'weekly', '"Weekly progress e-mails"');
  const streak = learner.stats?.currentStreak ?? 0;
  return {
    subject: `Your week: ${total} question${total === 1 ? '' : 's'} answered, ${Math.round((right * 100) / total)}% correct`,
    text: [
      `Hello ${learner.name},`,
      '',
      `In the last 7 days you answered ${total} question${total === 1 ? '' : 's'} and got ${right} right.`,
      ...(streak ? [`Your streak: ${streak} day${streak === 1 ? '' : 's'}.`] : []),
      '',
      'By domain:',
      ...lines,
      '',
      `Keep going: ${deps.appUrl.replace(/\/$/, '')}/dashboard`,
      footer,
    ].join('\n'),
    headers,
  };
}

function dailyMail(deps: ReminderDeps, learner: Learner, reason: 'goal' | 'streak'): Omit<Mail, 'to'> {
  const streak = learner.stats?.currentStreak ?? 0;
  const { footer, headers } = envelope(deps, learner.id, 'daily', 'the daily reminder');
  const why =
    reason === 'streak' ? `You have not practised yet today, and your ${streak}-day streak ends at midnight.` : "You have not reached today's goal yet.";
  return {
    subject: reason === 'streak' ? `Keep your ${streak}-day streak: a few questions today` : "Today's study goal is waiting",
    text: [`Hello ${learner.name},`, '', why, `A short set is enough: ${deps.appUrl.replace(/\/$/, '')}/practice`, footer].join('\n'),
    headers,
  };
}

function reviewMail(deps: ReminderDeps, learner: Learner, due: number): Omit<Mail, 'to'> {
  const { footer, headers } = envelope(deps, learner.id, 'review', 'the review-due reminder');
  return {
    subject: `${due} question${due === 1 ? '' : 's'} due for review`,
    text: [
      `Hello ${learner.name},`,
      '',
      `${due} question${due === 1 ? ' you missed is' : 's you missed are'} due for review: reviewing now, just before you would forget, is what makes them stick.`,
      `Review them: ${deps.appUrl.replace(/\/$/, '')}/practice?review=1`,
      footer,
    ].join('\n'),
    headers,
  };
}
