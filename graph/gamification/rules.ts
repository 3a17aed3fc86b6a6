/**
 * The rules of points, levels, streaks and badges, as pure functions of a learner's stats: what an
 * answer (or an exam score, or a completed daily challenge) earns. The database side
 * (./awards.ts) locks the learner's stats row, applies these and writes the outcome.
 */
import type { Domain } from '../generated/prisma/enums.ts';

export const POINTS = {
  correctAnswer: 10,
  wrongAnswer: 2,
  /** Bonus XP on the first answer of a new day: 5 x min(streak, 10), for a streak above 1. */
  streakBonusBase: 5,
  streakBonusCap: 10,
  dailyChallenge: 25,
  badgeUnlock: 100,
} as const;

/** How many of the newest achievements the learner sees. */
export const RECENT_ACHIEVEMENTS = 5;

export interface Level {
  level: number;
  /** The experience at which this level starts. */
  xp: number;
  title: string;
}

export const LEVELS: readonly Level[] = [
  { level: 1, xp: 0, title: 'Security Novice' },
  { level: 2, xp: 100, title: 'Apprentice' },
  { level: 3, xp: 250, title: 'Student' },
  { level: 4, xp: 500, title: 'Practitioner' },
  { level: 5, xp: 1000, title: 'Professional' },
  { level: 6, xp: 2000, title: 'Specialist' },
  { level: 7, xp: 3500, title: 'Expert' },
  { level: 8, xp: 5500, title: 'Master' },
  { level: 9, xp: 8000, title: 'Architect' },
  { level: 10, xp: 12000, title: 'CISSP Champion' },
];

/** The level an amount of experience reaches. */
export function levelFor(xp: number): Level {
  let reached = LEVELS[0];
  for (const level of LEVELS) if (xp >= level.xp) reached = level;
  return reached;
}

/** The experience at which the level after `level` starts; null at the top level. */
export function nextLevelXP(level: number): number | null {
  return LEVELS.find((l) => l.level === level + 1)?.xp ?? null;
}

type BadgeCategory = 'streak' | 'domain' | 'achievement' | 'milestone';
type BadgeRarity = 'common' | 'rare' | 'epic' | 'legendary';
type CriterionType = 'streak' | 'domainAccuracy' | 'correctInARow' | 'examScore' | 'questionsAnswered' | 'dailyChallenge';

export interface BadgeDefinition {
  id: string;
  name: string;
  /** How to earn it, shown on a locked badge. */
  description: string;
  /** A Material icon name the client draws. */
  icon: string;
  category: BadgeCategory;
  rarity: BadgeRarity;
  criteria: { type: CriterionType; value: number; domain?: Domain };
}

/**
 * Domain mastery needs this many answers in the domain besides 80% accuracy: one lucky answer is
 * 100% accuracy, and a mastery badge for it would mean nothing.
 */
export const MASTERY_MIN_ANSWERS = 20;
const MASTERY_ACCURACY = 80;

const mastery = (id: string, domain: Domain, name: string, label: string): BadgeDefinition => ({
  id,
  name,
  description: `Answer ${MASTERY_ACCURACY}% correctly in ${label} (at least ${MASTERY_MIN_ANSWERS} answers).`,
  icon: 'WorkspacePremium',
  category: 'domain',
  rarity: 'epic',
  criteria: { type: 'domainAccuracy', value: MASTERY_ACCURACY, domain },
});

/** Every badge, in the order the dashboard lists them. */
export const BADGES: readonly BadgeDefinition[] = [
  {
    id: 'streak-7',
    name: 'Week Warrior',
    description: 'Practise 7 days in a row.',
    icon: 'LocalFireDepartment',
    category: 'streak',
    rarity: 'common',
    criteria: { type: 'streak', value: 7 },
  },
  {
    id: 'streak-30',
    name: 'Monthly Dedication',
    description: 'Practise 30 days in a row.',
    icon: 'LocalFireDepartment',
    category: 'streak',
    rarity: 'rare',
    criteria: { type: 'streak', value: 30 },
  },
  {
    id: 'streak-100',
    name: 'Unstoppable',
    description: 'Practise 100 days in a row.',
    icon: 'LocalFireDepartment',
    category: 'streak',
    rarity: 'legendary',
    criteria: { type: 'streak', value: 100 },
  },
  mastery('mastery-security-operations', 'SECURITY_OPERATIONS', 'Security Operations Master', 'Security Operations'),
  mastery('mastery-risk-management', 'SECURITY_AND_RISK_MANAGEMENT', 'Risk Management Master', 'Security and Risk Management'),
  mastery('mastery-asset-security', 'ASSET_SECURITY', 'Asset Security Master', 'Asset Security'),
  {
    id: 'correct-10',
    name: 'On a Roll',
    description: 'Answer 10 questions correctly in a row.',
    icon: 'Bolt',
    category: 'achievement',
    rarity: 'rare',
    criteria: { type: 'correctInARow', value: 10 },
  },
  {
    id: 'correct-25',
    name: 'Flawless Run',
    description: 'Answer 25 questions correctly in a row.',
    icon: 'Bolt',
    category: 'achievement',
    rarity: 'epic',
    criteria: { type: 'correctInARow', value: 25 },
  },
  {
    id: 'perfect-exam',
    name: 'Perfect Score',
    description: 'Score 100% on a practice exam.',
    icon: 'EmojiEvents',
    category: 'achievement',
    rarity: 'legendary',
    criteria: { type: 'examScore', value: 100 },
  },
  {
    id: 'daily-challenge',
    name: 'Challenge Accepted',
    description: 'Complete a daily challenge.',
    icon: 'Flag',
    category: 'achievement',
    rarity: 'common',
    criteria: { type: 'dailyChallenge', value: 1 },
  },
  {
    id: 'answered-100',
    name: 'Getting Started',
    description: 'Answer 100 questions.',
    icon: 'QuestionAnswer',
    category: 'milestone',
    rarity: 'common',
    criteria: { type: 'questionsAnswered', value: 100 },
  },
  {
    id: 'answered-500',
    name: 'Dedicated Learner',
    description: 'Answer 500 questions.',
    icon: 'QuestionAnswer',
    category: 'milestone',
    rarity: 'rare',
    criteria: { type: 'questionsAnswered', value: 500 },
  },
  {
    id: 'answered-1000',
    name: 'Question Master',
    description: 'Answer 1,000 questions.',
    icon: 'QuestionAnswer',
    category: 'milestone',
    rarity: 'epic',
    criteria: { type: 'questionsAnswered', value: 1000 },
  },
  {
    id: 'answered-5000',
    name: 'CISSP Legend',
    description: 'Answer 5,000 questions.',
    icon: 'QuestionAnswer',
    category: 'milestone',
    rarity: 'legendary',
    criteria: { type: 'questionsAnswered', value: 5000 },
  },
];

export const badgeById = (id: string): BadgeDefinition | undefined => BADGES.find((badge) => badge.id === id);

export type DomainStats = Partial<Record<Domain, { correct: number; total: number }>>;

/** The figures gamification keeps per learner (one UserStats row). */
export interface Stats {
  points: number;
  currentStreak: number;
  longestStreak: number;
  /** The learner's local date of their latest answer, YYYY-MM-DD. */
  lastActivityDate: string | null;
  questionsAnswered: number;
  correctAnswers: number;
  correctRun: number;
  domainStats: DomainStats;
  badges: string[];
}

export const EMPTY_STATS: Stats = {
  points: 0,
  currentStreak: 0,
  longestStreak: 0,
  lastActivityDate: null,
  questionsAnswered: 0,
  correctAnswers: 0,
  correctRun: 0,
  domainStats: {},
  badges: [],
};

/** What just happened, for the criteria that are about an event rather than a running figure. */
export interface Occasion {
  examScore?: number;
  completedDailyChallenge?: boolean;
}

function meets(badge: BadgeDefinition, stats: Stats, occasion: Occasion): boolean {
  const { type, value, domain } = badge.criteria;
  switch (type) {
    case 'streak':
      return stats.currentStreak >= value;
    case 'questionsAnswered':
      return stats.questionsAnswered >= value;
    case 'correctInARow':
      return stats.correctRun >= value;
    case 'domainAccuracy': {
      const tally = domain && stats.domainStats[domain];
      return Boolean(tally && tally.total >= MASTERY_MIN_ANSWERS && tally.correct * 100 >= value * tally.total);
    }
    case 'examScore':
      return (occasion.examScore ?? -1) >= value;
    case 'dailyChallenge':
      return occasion.completedDailyChallenge === true;
  }
}

/** The badges the stats (and the occasion) earn that are not held yet; held badges are skipped. */
export function newBadges(stats: Stats, occasion: Occasion = {}): BadgeDefinition[] {
  return BADGES.filter((badge) => !stats.badges.includes(badge.id) && meets(badge, stats, occasion));
}

/** A learner's local calendar date (YYYY-MM-DD) at an instant, in their IANA time zone. */
export function localDate(at: Date, timeZone: string): string {
  return dateFormat(timeZone).format(at);
}

// Making a formatter costs far more than using one (it was 1% of the server's CPU under load):
// one per time zone, kept. Only zones that construct (valid ones) are kept, and there are a few hundred.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dateFormats.size < 1000) dateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day before a YYYY-MM-DD date. */
export function dayBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The streak after activity on `today`: the first activity of a new day grows the streak by one if
 * the last was yesterday, else starts it again at 1; the longest is kept. A streak above 1 then
 * gives bonus XP of 5 x min(streak, 10). More activity the same day changes nothing, and neither
 * does a day before the last one (a learner who moved west of their last time zone).
 */
export function streakOn(stats: Pick<Stats, 'currentStreak' | 'longestStreak' | 'lastActivityDate'>, today: string) {
  const last = stats.lastActivityDate;
  if (last !== null && today <= last) {
    return { currentStreak: stats.currentStreak, longestStreak: stats.longestStreak, lastActivityDate: last, bonus: 0 };
  }
  const currentStreak = last === dayBefore(today) ? stats.currentStreak + 1 : 1;
  const bonus = currentStreak > 1 ? POINTS.streakBonusBase * Math.min(currentStreak, POINTS.streakBonusCap) : 0;
  return { currentStreak, longestStreak: Math.max(stats.longestStreak, currentStreak), lastActivityDate: today, bonus };
}

/** An achievement earned by an award, as the Achievement table keeps it. */
export type Earned = { kind: 'badge'; badgeId: string; points: number } | { kind: 'level'; level: number; points: 0 } | { kind: 'challenge'; points: number };

export interface Outcome {
  stats: Stats;
  /** Every point this award gave: the answer's, the streak bonus, the challenge's and the badges'. */
  pointsEarned: number;
  streakBonus: number;
  badges: BadgeDefinition[];
  levelBefore: number;
  /** The level after the award; above levelBefore when the learner levelled up. */
  level: number;
  earned: Earned[];
}

/**
 * Adds points, then settles: new badges (+100 each) and levels, until nothing more is earned, since
 * a level gained triggers another badge check.
 */
function settle(before: Stats, after: Stats, occasion: Occasion, earned: Earned[], streakBonus: number): Outcome {
  const levelBefore = levelFor(before.points).level;
  let stats = after;
  let level = levelBefore;
  const badges: BadgeDefinition[] = [];
  for (;;) {
    const reached = levelFor(stats.points).level;
    for (let l = level + 1; l <= reached; l++) earned.push({ kind: 'level', level: l, points: 0 });
    level = reached;
    const fresh = newBadges(stats, occasion);
    if (!fresh.length) break;
    badges.push(...fresh);
    for (const badge of fresh) earned.push({ kind: 'badge', badgeId: badge.id, points: POINTS.badgeUnlock });
    stats = { ...stats, points: stats.points + fresh.length * POINTS.badgeUnlock, badges: [...stats.badges, ...fresh.map((b) => b.id)] };
  }
  return { stats, pointsEarned: stats.points - before.points, streakBonus, badges, levelBefore, level, earned };
}

/** What one answer earns, on the learner's local date `today`. */
export function answerOutcome(before: Stats, answer: { isCorrect: boolean; domain: Domain; today: string; completesDailyChallenge?: boolean }): Outcome {
  const streak = streakOn(before, answer.today);
  const tally = before.domainStats[answer.domain] ?? { correct: 0, total: 0 };
  const earned: Earned[] = [];
  let points = before.points + (answer.isCorrect ? POINTS.correctAnswer : POINTS.wrongAnswer) + streak.bonus;
  if (answer.completesDailyChallenge) {
    points += POINTS.dailyChallenge;
    earned.push({ kind: 'challenge', points: POINTS.dailyChallenge });
  }
  const after: Stats = {
    ...before,
    points,
    currentStreak: streak.currentStreak,
    longestStreak: streak.longestStreak,
    lastActivityDate: streak.lastActivityDate,
    questionsAnswered: before.questionsAnswered + 1,
    correctAnswers: before.correctAnswers + (answer.isCorrect ? 1 : 0),
    correctRun: answer.isCorrect ? before.correctRun + 1 : 0,
    domainStats: {
      ...before.domainStats,
      [answer.domain]: { correct: tally.correct + (answer.isCorrect ? 1 : 0), total: tally.total + 1 },
    },
  };
  return settle(before, after, { completedDailyChallenge: answer.completesDailyChallenge }, earned, streak.bonus);
}

/** What an exam score earns: a score of 100 earns the perfect-score badge, once. */
export function examOutcome(before: Stats, scorePercent: number): Outcome {
  return settle(before, before, { examScore: scorePercent }, [], 0);
}
