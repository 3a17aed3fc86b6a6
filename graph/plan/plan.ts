/**
 * The study plan to the exam date: a daily goal (answers a day), today's progress towards it, a
 * catch-up when the last days fell short, and a schedule of the coming days over the domains, led by
 * readiness's "study next".
 *
 * The rules, in short:
 * - The plan asks for PLAN_TARGET_ANSWERS answers before the exam day (practice, review, the daily
 *   challenge and exam items alike; answers from before the plan count). Without an exam date (or
 *   with one gone by) it runs to a default DEFAULT_PLAN_WEEKS weeks out, and the learner is asked for
 *   the real date.
 * - Days are the learner's own calendar days, in their time zone (the zone streaks follow). The exam
 *   day itself is not a study day.
 * - The pace is what is left of the target before the last CATCH_UP_DAYS days, spread over those
 *   days and the days left: a learner who keeps the pace keeps the same pace to the end.
 * - What the last CATCH_UP_DAYS days fell short of the pace (net of any day above it; days before the
 *   account are not counted) is made up over the next CATCH_UP_DAYS days: today's goal is the pace
 *   plus that shortfall's share. A shortfall older than that is in the pace already.
 * - The goal stays between MIN_DAILY_GOAL (a little every day keeps what was learnt) and MAX_DAILY_GOAL.
 * - The schedule gives each coming day a domain, by smooth weighted round robin: when readiness can
 *   speak, each domain weighs its gain (what it costs on the exam), so the "study next" domains lead
 *   and come back most; before that, each weighs its outline weight, tripled for the domains with too
 *   few answers for readiness. The day before the exam is a mixed review (no domain).
 *
 * `dailyGoalStatus` is the part a reminder needs (the goal, today's answers, whether the goal is at
 * risk), without readiness.
 */
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import type { Domain } from '../generated/prisma/enums.ts';
import type { Readiness } from '../exam/readiness.ts';
import { LABEL_PRIORS, probability } from '../exam/irt.ts';
import { DOMAIN_WEIGHTS, PASSING_THETA } from '../exam/rules.ts';
import { localDate } from '../gamification/rules.ts';
import { DOMAINS } from '../practice/domains.ts';

/** Answers the plan asks for before the exam: about half the bank, 20 a day over eight weeks. */
export const PLAN_TARGET_ANSWERS = 1200;
/** Where the plan runs without an exam date: eight weeks is a common preparation. */
export const DEFAULT_PLAN_WEEKS = 8;
export const MIN_DAILY_GOAL = 10;
export const MAX_DAILY_GOAL = 150;
/** The days whose shortfall is made up, and the days it is made up over. */
export const CATCH_UP_DAYS = 3;
/** How many coming days the schedule lists (today first). */
const SCHEDULE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

type PlanStatus = 'ACTIVE' | 'NO_EXAM_DATE' | 'EXAM_PASSED' | 'EXAM_TODAY';

/** Answers counted by the learner's calendar days: before the catch-up window, each of its days (yesterday first), today. */
export interface PlanCounts {
  before: number;
  /** CATCH_UP_DAYS counts, yesterday first. */
  window: number[];
  today: number;
}

export interface PlanDay {
  /** YYYY-MM-DD, the learner's calendar. */
  date: string;
  /** The domain to practise; null for a mixed review (the day before the exam). */
  domain: Domain | null;
  /** Answers planned that day. */
  goal: number;
}

export interface StudyPlan {
  status: PlanStatus;
  /** The exam date set, YYYY-MM-DD, or null. */
  examDate: string | null;
  /** The date the plan runs to: the exam date, or the default when there is none (or it has gone by). */
  planExamDate: string;
  /** The default exam date offered to a learner without one: DEFAULT_PLAN_WEEKS weeks from today. */
  suggestedExamDate: string;
  /** Today in the learner's calendar. */
  today: string;
  timeZone: string;
  /** Study days left, today included, the exam day not. */
  daysLeft: number;
  /** Today's goal: the pace plus the catch-up. 0 on the exam day. */
  dailyGoal: number;
  pace: number;
  /** Answers added to today's goal to make up the last days' shortfall. */
  catchUp: number;
  /** What the last CATCH_UP_DAYS days fell short of the pace, net. */
  shortfall: number;
  doneToday: number;
  targetAnswers: number;
  /** Answers so far, today's included. */
  answered: number;
  days: PlanDay[];
}

export interface DailyGoalStatus {
  /** Today in the learner's calendar, YYYY-MM-DD, and their time zone. */
  date: string;
  timeZone: string;
  goal: number;
  doneToday: number;
  /** The goal is not met yet today (never on the exam day, which has no goal). */
  atRisk: boolean;
  /** Whether the learner has set an exam date still to come (else the plan runs to the default). */
  examDateSet: boolean;
}

/** The calendar day `n` days after a YYYY-MM-DD date. */
function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetMs(at: number, timeZone: string): number {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (partFormats.size < 1000) partFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** The instant a calendar day begins in a time zone (its first existing minute where a clock change skips midnight). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  let at = midnight - offsetMs(midnight, timeZone);
  at = midnight - offsetMs(at, timeZone);
  // A zone that springs forward at midnight has no 00:00: the day starts at the first hour it has.
  while (localDate(new Date(at), timeZone) < date) at += 60 * 60 * 1000;
  while (localDate(new Date(at - 60 * 60 * 1000), timeZone) === date) at -= 60 * 60 * 1000;
  return new Date(at);
}

const calendars = new Map<string, readonly Date[]>();

/** The learner's calendar at an instant: today, and the instants the counts are cut at. */
export function planCalendar(now: Date, timeZone: string): { today: string; boundaries: readonly Date[] } {
  const today = localDate(now, timeZone);
  // The boundaries depend on the zone and the local date alone: worked out once per zone and day
  // (a dozen Intl conversions; the dashboard read and the plan each asked for them per request).
  const key = `${timeZone} ${today}`;
  let boundaries = calendars.get(key);
  if (!boundaries) {
    // Boundaries, oldest first: the window's first day, ..., yesterday, today, tomorrow.
    boundaries = Object.freeze(Array.from({ length: CATCH_UP_DAYS + 2 }, (_, i) => startOfLocalDay(addDays(today, i - CATCH_UP_DAYS), timeZone)));
    if (calendars.size >= 1000) calendars.clear();
    calendars.set(key, boundaries);
  }
  return { today, boundaries };
}

/**
 * The learner's answers counted by calendar day, as one JSON value ({ before, window, today }):
 * practice answers (with review and the daily challenge) and answered exam items.
 */
export function planCountsSql(userId: string, boundaries: readonly Date[]): Prisma.Sql {
  const uid = Prisma.sql`CAST(${userId} AS uuid)`;
  const at = (i: number) => Prisma.sql`CAST(${boundaries[i]} AS timestamp(3))`;
  const windowDays = Array.from({ length: CATCH_UP_DAYS }, (_, k) => {
    // k = 0 is yesterday: from boundary CATCH_UP_DAYS - 1 to CATCH_UP_DAYS.
    const i = CATCH_UP_DAYS - 1 - k;
    return Prisma.sql`count(*) FILTER (WHERE a."at" >= ${at(i)} AND a."at" < ${at(i + 1)})`;
  });
  return Prisma.sql`(SELECT json_build_object(
      'before', count(*) FILTER (WHERE a."at" < ${at(0)}),
      'window', json_build_array(${Prisma.join(windowDays)}),
      'today', count(*) FILTER (WHERE a."at" >= ${at(CATCH_UP_DAYS)} AND a."at" < ${at(CATCH_UP_DAYS + 1)}))
    FROM (
      SELECT x."answeredAt" AS "at" FROM "Answer" x WHERE x."userId" = ${uid}
      UNION ALL
      SELECT i."answeredAt" FROM "ExamItem" i JOIN "Exam" e ON e."id" = i."examId" WHERE e."userId" = ${uid} AND i."answeredAt" IS NOT NULL
    ) a)`;
}

/** JSON numbers may come back as strings (count is bigint); both become numbers. */
export function toPlanCounts(raw: { before: unknown; window: unknown[]; today: unknown } | null | undefined): PlanCounts {
  if (!raw) return { before: 0, window: Array(CATCH_UP_DAYS).fill(0), today: 0 };
  return { before: Number(raw.before), window: raw.window.map(Number), today: Number(raw.today) };
}

export async function loadPlanCounts(prisma: PrismaClient, userId: string, boundaries: readonly Date[]): Promise<PlanCounts> {
  const [row] = await prisma.$queryRaw<{ counts: Parameters<typeof toPlanCounts>[0] }[]>`SELECT ${planCountsSql(userId, boundaries)} AS "counts"`;
  return toPlanCounts(row?.counts);
}

const clampGoal = (n: number) => Math.min(MAX_DAILY_GOAL, Math.max(MIN_DAILY_GOAL, n));

export interface GoalInput {
  counts: PlanCounts;
  /** Study days left, today included. */
  daysLeft: number;
  /** How many of the window's days (yesterday first) the learner had an account on; the rest are not counted. */
  countedWindowDays: number;
}

/** The pace, the catch-up and today's goal (see the rules at the top). */
export function dailyGoal({ counts, daysLeft, countedWindowDays }: GoalInput): { goal: number; pace: number; catchUp: number; shortfall: number } {
  if (daysLeft <= 0) return { goal: 0, pace: 0, catchUp: 0, shortfall: 0 };
  const pace = clampGoal(Math.ceil(Math.max(0, PLAN_TARGET_ANSWERS - counts.before) / (daysLeft + CATCH_UP_DAYS)));
  const counted = counts.window.slice(0, Math.max(0, Math.min(CATCH_UP_DAYS, countedWindowDays)));
  const shortfall = Math.max(
    0,
    counted.reduce((sum, done) => sum + (pace - done), 0),
  );
  const catchUp = Math.min(MAX_DAILY_GOAL - pace, Math.ceil(shortfall / Math.min(CATCH_UP_DAYS, daysLeft)));
  return { goal: pace + catchUp, pace, catchUp, shortfall };
}

/** The order of domains over the coming days: smooth weighted round robin (the heaviest first, each as often as its weight). */
export function domainRotation(weights: ReadonlyArray<{ domain: Domain; weight: number }>, length: number): Domain[] {
  const entries = weights.filter((w) => w.weight > 0);
  if (entries.length === 0) return [];
  const total = entries.reduce((sum, w) => sum + w.weight, 0);
  const current = new Map(entries.map((w) => [w.domain, 0]));
  const order: Domain[] = [];
  for (let i = 0; i < length; i++) {
    let best = entries[0];
    for (const w of entries) {
      current.set(w.domain, current.get(w.domain)! + w.weight);
      if (current.get(w.domain)! > current.get(best.domain)!) best = w;
    }
    current.set(best.domain, current.get(best.domain)! - total);
    order.push(best.domain);
  }
  return order;
}

/** What each domain weighs in the schedule: its gain once readiness speaks (study next leads), else its outline weight, tripled where answers are missing. */
export function scheduleWeights(readiness: Readiness | null): { domain: Domain; weight: number }[] {
  if (readiness?.status === 'READY' && readiness.domains.every((d) => d.gain !== null)) {
    const lead = new Set(readiness.studyNext.map((d) => d.domain));
    // Study next leads by construction: its domains are the largest gains; a tie goes to them.
    return [...readiness.domains]
      .sort((a, b) => Number(lead.has(b.domain)) - Number(lead.has(a.domain)) || b.gain! - a.gain!)
      .map((d) => ({ domain: d.domain, weight: Math.max(d.gain!, 0.01) }));
  }
  const needed = new Set(readiness?.domainsNeeded ?? []);
  return DOMAINS.map(({ domain }) => ({ domain, weight: DOMAIN_WEIGHTS[domain] * (needed.has(domain) ? 3 : 1) })).sort((a, b) => b.weight - a.weight);
}

export interface PlanInput {
  now: Date;
  timeZone: string;
  /** The exam date as stored (midnight UTC of the day), or null. */
  examDate: Date | null;
  /** When the account was made: days before it are never a shortfall. */
  createdAt: Date;
  counts: PlanCounts;
  /** Readiness, for the schedule; null when only the goal is wanted. */
  readiness: Readiness | null;
}

/** The whole plan, from the counts and readiness: pure, no database. */
export function studyPlan(input: PlanInput): StudyPlan {
  const { today } = planCalendar(input.now, input.timeZone);
  const suggestedExamDate = addDays(today, DEFAULT_PLAN_WEEKS * 7);
  const examDate = input.examDate ? input.examDate.toISOString().slice(0, 10) : null;
  const status: PlanStatus = !examDate ? 'NO_EXAM_DATE' : examDate < today ? 'EXAM_PASSED' : examDate === today ? 'EXAM_TODAY' : 'ACTIVE';
  const planExamDate = status === 'ACTIVE' || status === 'EXAM_TODAY' ? examDate! : suggestedExamDate;
  const daysLeft = Math.max(0, daysBetween(today, planExamDate));
  const created = localDate(input.createdAt, input.timeZone);
  const countedWindowDays = Math.max(0, Math.min(CATCH_UP_DAYS, daysBetween(created, today)));
  const goal = dailyGoal({ counts: input.counts, daysLeft, countedWindowDays });
  const shown = Math.min(SCHEDULE_DAYS, daysLeft);
  const rotation = domainRotation(scheduleWeights(input.readiness), shown);
  const days: PlanDay[] = Array.from({ length: shown }, (_, i) => ({
    date: addDays(today, i),
    // The day before the exam goes over everything once more.
    domain: i === daysLeft - 1 ? null : (rotation[i] ?? null),
    // The catch-up is spread over its days if each goal is met; later days keep the pace.
    goal: i === 0 ? goal.goal : i < Math.min(CATCH_UP_DAYS, daysLeft) ? goal.goal : goal.pace,
  }));
  const answered = input.counts.before + input.counts.window.reduce((s, n) => s + n, 0) + input.counts.today;
  return {
    status,
    examDate,
    planExamDate,
    suggestedExamDate,
    today,
    timeZone: input.timeZone,
    daysLeft,
    dailyGoal: goal.goal,
    pace: goal.pace,
    catchUp: goal.catchUp,
    shortfall: goal.shortfall,
    doneToday: input.counts.today,
    targetAnswers: PLAN_TARGET_ANSWERS,
    answered,
    days,
  };
}

/**
 * The day's goal for one learner at an instant: what a reminder needs. Two statements (the learner,
 * the counts); no readiness.
 */
export async function dailyGoalStatus(prisma: PrismaClient, userId: string, now = new Date()): Promise<DailyGoalStatus> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true, examDate: true, createdAt: true } });
  const { boundaries } = planCalendar(now, user.timeZone);
  const counts = await loadPlanCounts(prisma, userId, boundaries);
  const plan = studyPlan({ now, timeZone: user.timeZone, examDate: user.examDate, createdAt: user.createdAt, counts, readiness: null });
  return {
    date: plan.today,
    timeZone: plan.timeZone,
    goal: plan.dailyGoal,
    doneToday: plan.doneToday,
    atRisk: plan.dailyGoal > 0 && plan.doneToday < plan.dailyGoal,
    examDateSet: plan.status === 'ACTIVE' || plan.status === 'EXAM_TODAY',
  };
}

/**
 * The accuracy in practice of a learner at the passing standard, per cent: the chance of a right
 * answer at ability 0 under the items' label priors (graph/exam/irt.ts), over the bank's mix of
 * difficulties (BANK_DIFFICULTY_MIX, checked against the bank by test/plan/plan.test.ts). Bars above it
 * are above the standard; it is a guide, not the exam's cut.
 */
export const BANK_DIFFICULTY_MIX = { easy: 440, medium: 1109, hard: 932 } as const;

export function passLinePercent(mix: Readonly<Record<keyof typeof LABEL_PRIORS, number>> = BANK_DIFFICULTY_MIX): number {
  const labels = Object.keys(mix) as (keyof typeof LABEL_PRIORS)[];
  const total = labels.reduce((sum, label) => sum + mix[label], 0);
  const expected = labels.reduce((sum, label) => sum + mix[label] * probability(PASSING_THETA, LABEL_PRIORS[label]), 0) / total;
  return Math.round(expected * 100);
}
