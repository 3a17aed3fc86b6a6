/**
 * Everything the API says about gamification: the viewer's stats (points, level, streak, badges,
 * recent achievements, per-domain figures), today's daily challenge, the badge catalogue, and the
 * learner's time zone. Awards happen in submitAnswer (graph/schema/practice.ts), inside the
 * answer's transaction.
 */
import { builder } from '../builder.ts';
import { primeViewerData, primedChallenge } from '../viewerData.ts';
import type { BadgeDefinition, Stats } from '../gamification/rules.ts';
import { BADGES, badgeById, isTimeZone, POINTS } from '../gamification/rules.ts';
import { challengeScore, dailyChallengeFor } from '../gamification/challenge.ts';
import { achievementTitle, loadAchievements, loadStats, statsView } from '../gamification/stats.ts';
import { DOMAINS, domainName } from '../practice/domains.ts';
import { InputError } from './errors.ts';
import { DomainEnum, QuestionNode } from './questions.ts';
import { NOBODY } from './users.ts';

/** A badge of the catalogue as one learner sees it: unlockedAt is theirs (null while locked). */
export interface BadgeView {
  badge: BadgeDefinition;
  unlockedAt: Date | null;
}

const BadgeCategoryEnum = builder.enumType('BadgeCategory', { values: ['streak', 'domain', 'achievement', 'milestone'] as const });
const BadgeRarityEnum = builder.enumType('BadgeRarity', { values: ['common', 'rare', 'epic', 'legendary'] as const });
const BadgeCriterionTypeEnum = builder.enumType('BadgeCriterionType', {
  values: ['streak', 'domainAccuracy', 'correctInARow', 'examScore', 'questionsAnswered', 'dailyChallenge'] as const,
});

const BadgeCriteria = builder.objectRef<BadgeDefinition['criteria']>('BadgeCriteria').implement({
  description: 'What earns a badge: a streak of `value` days, `value`% accuracy in `domain`, `value` correct in a row, and so on.',
  fields: (t) => ({
    type: t.field({ type: BadgeCriterionTypeEnum, resolve: (c) => c.type }),
    value: t.exposeInt('value'),
    domain: t.field({ type: DomainEnum, nullable: true, resolve: (c) => c.domain ?? null }),
  }),
});

/** The viewer's unlock times for every badge of the catalogue. */
async function badgeViews(context: Parameters<typeof loadAchievements>[0] & { viewer: { id: string } | null }, held?: string[]): Promise<BadgeView[]> {
  if (!context.viewer) return BADGES.map((badge) => ({ badge, unlockedAt: null }));
  const { badgeUnlocks } = await loadAchievements(context, context.viewer.id);
  return BADGES.filter((badge) => !held || held.includes(badge.id)).map((badge) => ({ badge, unlockedAt: badgeUnlocks.get(badge.id) ?? null }));
}

export const BadgeNode = builder.node(builder.objectRef<BadgeView>('Badge'), {
  description: 'A badge of the catalogue. Each is earned once and awards 100 points.',
  id: { resolve: (view) => view.badge.id },
  loadOne: async (id, context) => (await badgeViews(context)).find((view) => view.badge.id === id) ?? null,
  fields: (t) => ({
    badgeId: t.string({ description: 'The plain badge id, such as "streak-7".', resolve: (view) => view.badge.id }),
    name: t.string({ resolve: (view) => view.badge.name }),
    description: t.string({ description: 'How to earn it.', resolve: (view) => view.badge.description }),
    icon: t.string({ description: 'A Material icon name.', resolve: (view) => view.badge.icon }),
    category: t.field({ type: BadgeCategoryEnum, resolve: (view) => view.badge.category }),
    rarity: t.field({ type: BadgeRarityEnum, resolve: (view) => view.badge.rarity }),
    criteria: t.field({ type: BadgeCriteria, resolve: (view) => view.badge.criteria }),
    unlockedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the viewer earned it; null while locked.', resolve: (view) => view.unlockedAt }),
  }),
});

const AchievementKindEnum = builder.enumType('AchievementKind', {
  description: 'What an achievement is.',
  values: {
    BADGE: { value: 'badge', description: 'A badge earned.' },
    LEVEL: { value: 'level', description: 'A level reached.' },
    CHALLENGE: { value: 'challenge', description: 'A daily challenge completed.' },
  } as const,
});

builder.prismaNode('Achievement', {
  id: { field: 'id' },
  description: 'Something the viewer earned: a badge, a level or a completed daily challenge.',
  findUnique: (id, context) => ({ id, userId: context.viewer?.id ?? NOBODY }),
  nullable: true,
  authScopes: (achievement, context) => achievement.userId === context.viewer?.id,
  fields: (t) => ({
    kind: t.field({ type: AchievementKindEnum, resolve: (achievement) => achievement.kind as 'badge' | 'level' | 'challenge' }),
    title: t.string({ resolve: (achievement) => achievementTitle(achievement) }),
    points: t.exposeInt('points', { description: 'Points it awarded (a level awards none by itself).' }),
    level: t.exposeInt('level', { nullable: true }),
    badge: t.field({
      type: BadgeNode,
      nullable: true,
      resolve: (achievement) => {
        const badge = achievement.badgeId ? badgeById(achievement.badgeId) : undefined;
        return badge ? { badge, unlockedAt: achievement.createdAt } : null;
      },
    }),
    achievedAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DomainStatsRef = builder.objectRef<{ domain: (typeof DOMAINS)[number]['domain']; correct: number; total: number }>('DomainStats').implement({
  description: 'Answers counted for gamification in one domain (domain mastery badges read these).',
  fields: (t) => ({
    domain: t.expose('domain', { type: DomainEnum }),
    name: t.string({ resolve: (d) => domainName(d.domain) }),
    correct: t.exposeInt('correct'),
    total: t.exposeInt('total'),
  }),
});

/** The stats of one learner, keyed so badge and achievement lists load for the right one. */
export interface StatsSource {
  userId: string;
  stats: Stats;
}

export const UserStatsRef = builder.objectRef<StatsSource>('UserStats').implement({
  description:
    'Points, level, streak and badges. Correct answers earn 10 points, wrong ones 2; the first answer of a day grows the streak ' +
    "(if the last was yesterday, in the learner's time zone) and a streak above 1 earns 5 x min(streak, 10) bonus points; " +
    'each badge earns 100 and a completed daily challenge 25. Every point is experience: the level follows the XP table.',
  fields: (t) => ({
    totalPoints: t.int({ resolve: ({ stats }) => statsView(stats).totalPoints }),
    experiencePoints: t.int({
      description: 'Equal to totalPoints: every point counts towards the level.',
      resolve: ({ stats }) => statsView(stats).experiencePoints,
    }),
    level: t.int({ resolve: ({ stats }) => statsView(stats).level }),
    title: t.string({ description: 'The level\'s title, such as "Security Novice".', resolve: ({ stats }) => statsView(stats).title }),
    currentLevelXP: t.int({ description: 'The experience at which the current level starts.', resolve: ({ stats }) => statsView(stats).currentLevelXP }),
    nextLevelXP: t.int({
      nullable: true,
      description: 'The experience at which the next level starts; null at the top level.',
      resolve: ({ stats }) => statsView(stats).nextLevelXP,
    }),
    currentStreak: t.int({ resolve: ({ stats }) => stats.currentStreak }),
    longestStreak: t.int({ resolve: ({ stats }) => stats.longestStreak }),
    lastActivityDate: t.string({
      nullable: true,
      description: "The learner's local date of their latest answer (YYYY-MM-DD).",
      resolve: ({ stats }) => stats.lastActivityDate,
    }),
    questionsAnswered: t.int({ resolve: ({ stats }) => stats.questionsAnswered }),
    correctAnswers: t.int({ resolve: ({ stats }) => stats.correctAnswers }),
    correctInARow: t.int({ description: 'Correct answers in a row up to the latest answer.', resolve: ({ stats }) => stats.correctRun }),
    accuracy: t.int({ description: 'Percent correct, rounded.', resolve: ({ stats }) => statsView(stats).accuracy }),
    badges: t.field({
      type: [BadgeNode],
      description: 'The badges earned, in catalogue order.',
      resolve: async ({ userId, stats }, _args, context) => {
        const { badgeUnlocks } = await loadAchievements(context, userId);
        return BADGES.filter((badge) => stats.badges.includes(badge.id)).map((badge) => ({ badge, unlockedAt: badgeUnlocks.get(badge.id) ?? null }));
      },
    }),
    achievements: t.prismaField({
      type: ['Achievement'],
      description: 'The 5 most recent achievements, newest first.',
      resolve: async (_query, { userId }, _args, context) => (await loadAchievements(context, userId)).recent,
    }),
    domainStats: t.field({
      type: [DomainStatsRef],
      description: 'Every domain in outline order.',
      resolve: ({ stats }) => DOMAINS.map(({ domain }) => ({ domain, correct: 0, total: 0, ...stats.domainStats[domain] })),
    }),
  }),
});

const ChallengeReward = builder.objectRef<{ points: number; badge: BadgeView }>('DailyChallengeReward').implement({
  fields: (t) => ({
    points: t.exposeInt('points'),
    badge: t.field({ type: BadgeNode, resolve: (reward) => reward.badge }),
  }),
});

builder.prismaNode('DailyChallenge', {
  id: { field: 'id' },
  description:
    "The viewer's challenge for one of their days: ten questions from their weaker domains. It is completed when the score " +
    '(percent of its questions answered correctly, each at its first answer) reaches the target.',
  findUnique: (id, context) => ({ id, userId: context.viewer?.id ?? NOBODY }),
  nullable: true,
  authScopes: (challenge, context) => challenge.userId === context.viewer?.id,
  fields: (t) => ({
    date: t.exposeString('date', { description: "The learner's local date, YYYY-MM-DD." }),
    description: t.string({
      resolve: (c) =>
        `Answer ${c.questionIds.length} questions from your weaker domains and score at least ${c.targetScore}% ` +
        `to earn ${POINTS.dailyChallenge} points and the ${badgeById('daily-challenge')!.name} badge.`,
    }),
    questionIds: t.exposeStringList('questionIds', { description: "The questions' bank ids." }),
    questions: t.prismaField({
      type: [QuestionNode],
      description: "The challenge's questions, in order. No answer key: submitAnswer grades.",
      resolve: async (query, c, _args, context) => {
        const found = new Map((await context.prisma.question.findMany({ ...query, where: { id: { in: c.questionIds } } })).map((q) => [q.id, q]));
        return c.questionIds.flatMap((id) => found.get(id) ?? []);
      },
    }),
    answeredCount: t.int({ resolve: (c) => (c.answeredQuestionIds ?? []).length }),
    correctAnswers: t.exposeInt('correctAnswers'),
    targetScore: t.exposeInt('targetScore', { description: 'Percent.' }),
    userScore: t.int({ description: 'Percent of the questions answered correctly so far.', resolve: (c) => challengeScore(c) }),
    completed: t.boolean({ resolve: (c) => c.completedAt !== null }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    reward: t.field({
      type: ChallengeReward,
      resolve: async (_c, _args, context) => ({
        points: POINTS.dailyChallenge,
        badge: (await badgeViews(context)).find((view) => view.badge.id === 'daily-challenge')!,
      }),
    }),
  }),
});

// The User node is visible only to that user, so these are the viewer's own.
builder.prismaObjectFields('User', (t) => ({
  timeZone: t.exposeString('timeZone', { description: 'The IANA time zone streak days and the daily challenge follow.' }),
  stats: t.field({
    type: UserStatsRef,
    resolve: async (user, _args, context) => ({ userId: user.id, stats: await loadStats(context, user.id) }),
  }),
  dailyChallenge: t.withAuth({ loggedIn: true }).prismaField({
    type: 'DailyChallenge',
    description: "Today's challenge in the viewer's time zone, made when first asked for.",
    // The node is the viewer's own, and the viewer's row (with its time zone) is in the context.
    resolve: async (_query, user, _args, context) => (await primedChallenge(context, user.id)) ?? dailyChallengeFor(context, context.viewer),
  }),
}));

builder.queryField('badges', (t) =>
  t.field({
    type: [BadgeNode],
    description: 'The badge catalogue; unlockedAt says which the viewer holds.',
    resolve: (_root, _args, context, info) => {
      // The dashboard asks for the catalogue beside the viewer: their figures are read together.
      primeViewerData(context, info);
      return badgeViews(context);
    },
  }),
);

const UpdateTimeZonePayload = builder.objectRef<{ viewerId: string }>('UpdateTimeZonePayload').implement({
  fields: (t) => ({
    viewer: t.prismaField({
      type: 'User',
      resolve: (query, payload, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.viewerId } }),
    }),
  }),
});

builder.mutationField('updateTimeZone', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: UpdateTimeZonePayload,
    description: "Sets the viewer's IANA time zone (the web app sends the browser's): streak days follow the learner's own midnight.",
    errors: { types: [InputError], directResult: true, union: { name: 'UpdateTimeZoneResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdateTimeZoneInput', { fields: (f) => ({ timeZone: f.string({ required: true, description: 'Such as "Europe/Paris".' }) }) }),
      }),
    },
    resolve: async (_root, { input }, context) => {
      const timeZone = input.timeZone.trim();
      if (!isTimeZone(timeZone)) throw new InputError('Unknown time zone.', 'timeZone');
      await context.prisma.user.update({ where: { id: context.viewer.id }, data: { timeZone } });
      return { viewerId: context.viewer.id };
    },
  }),
);
