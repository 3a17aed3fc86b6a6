/**
 * Reading a learner's gamification figures, once per request however many fields ask: the stats
 * row and their achievements (every badge held, and the newest few of the rest). An award in the
 * request replaces the cached stats with what it wrote, so a mutation's payload costs no read.
 */
import { createContextCache } from '@pothos/core';
import { type Achievement, Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { percent } from '../practice/progress.ts';
import { badgeById, EMPTY_STATS, levelFor, LEVELS, nextLevelXP, RECENT_ACHIEVEMENTS, type Stats } from './rules.ts';

type Context = { prisma: PrismaClient };

const statsCache = createContextCache(() => new Map<string, Promise<Stats>>());
const achievementsCache = createContextCache(() => new Map<string, Promise<Achievements>>());

async function readStats(prisma: PrismaClient, userId: string): Promise<Stats> {
  return statsFromRow(await prisma.userStats.findUnique({ where: { userId } }));
}

/** A stats row (or none yet) as the learner's stats. */
export function statsFromRow(row: (Omit<Partial<Stats>, 'domainStats'> & { domainStats?: unknown }) | null): Stats {
  if (!row) return EMPTY_STATS;
  return { ...EMPTY_STATS, ...row, badges: row.badges ?? [], domainStats: (row.domainStats ?? {}) as Stats['domainStats'] };
}

/** Stats and achievements read some other way (graph/viewerData.ts), each unless already read. */
export function primeGamification(
  context: object,
  userId: string,
  parts: { stats?: () => Promise<Stats>; achievements?: () => Promise<Achievement[]> },
): { stats: boolean; achievements: boolean } {
  const primed = { stats: false, achievements: false };
  if (parts.stats && !statsCache(context).has(userId)) {
    const stats = parts.stats();
    // Primed for resolvers that may never run (the client went away): not an unhandled rejection.
    stats.catch(() => {});
    statsCache(context).set(userId, stats);
    primed.stats = true;
  }
  if (parts.achievements && !achievementsCache(context).has(userId)) {
    const achievements = parts.achievements().then(achievementsFrom);
    achievements.catch(() => {});
    achievementsCache(context).set(userId, achievements);
    primed.achievements = true;
  }
  return primed;
}

function achievementsFrom(rows: Achievement[]): Achievements {
  return {
    badgeUnlocks: new Map(rows.filter((a) => a.badgeId).map((a) => [a.badgeId!, a.createdAt])),
    recent: rows.slice(0, RECENT_ACHIEVEMENTS),
  };
}

/** Every badge achievement and the newest few of all (newest first): the SQL, to run alone or within another statement. */
export function achievementsSql(userId: string): Prisma.Sql {
  return Prisma.sql`
      SELECT "id", "userId", "kind", "badgeId", "level", "points", "createdAt" FROM (
        SELECT a.*, row_number() OVER (ORDER BY a."createdAt" DESC, a."id" DESC) AS "rank"
          FROM "Achievement" a WHERE a."userId" = ${userId}::uuid
      ) ranked
       WHERE "rank" <= ${RECENT_ACHIEVEMENTS} OR "kind" = 'badge'
       ORDER BY "createdAt" DESC, "id" DESC`;
}

export function loadStats(context: Context, userId: string): Promise<Stats> {
  const cache = statsCache(context);
  let stats = cache.get(userId);
  if (!stats) {
    stats = readStats(context.prisma, userId);
    cache.set(userId, stats);
  }
  return stats;
}

/** After an award: the stats it wrote are the learner's now; their achievements are read again if asked. */
export function rememberStats(context: object, userId: string, stats: Stats): void {
  statsCache(context).set(userId, Promise.resolve(stats));
  achievementsCache(context).delete(userId);
}

export interface Achievements {
  /** When each held badge was earned. */
  badgeUnlocks: Map<string, Date>;
  /** The newest achievements, newest first. */
  recent: Achievement[];
}

/** Every badge achievement and the newest five of all, in one query. */
export function loadAchievements(context: Context, userId: string): Promise<Achievements> {
  const cache = achievementsCache(context);
  let found = cache.get(userId);
  if (!found) {
    found = context.prisma.$queryRaw<Achievement[]>(achievementsSql(userId)).then(achievementsFrom);
    cache.set(userId, found);
  }
  return found;
}

/** The user-stats figures a learner sees, derived from their stats row. */
export function statsView(stats: Stats) {
  const level = levelFor(stats.points);
  return {
    totalPoints: stats.points,
    // Every point counts as experience: the two figures are one.
    experiencePoints: stats.points,
    level: level.level,
    title: level.title,
    currentLevelXP: level.xp,
    nextLevelXP: nextLevelXP(level.level),
    accuracy: percent(stats.correctAnswers, stats.questionsAnswered),
  };
}

/** How an achievement reads in the recent list. */
export function achievementTitle(achievement: Pick<Achievement, 'kind' | 'badgeId' | 'level'>): string {
  switch (achievement.kind) {
    case 'badge':
      return `Badge earned: ${badgeById(achievement.badgeId ?? '')?.name ?? achievement.badgeId}`;
    case 'level':
      return `Reached level ${achievement.level}: ${LEVELS.find((l) => l.level === achievement.level)?.title ?? ''}`;
    default:
      return 'Completed the daily challenge';
  }
}
