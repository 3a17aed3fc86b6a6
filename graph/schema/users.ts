import { builder } from '../builder.ts';
import { primeViewerData } from '../viewerData.ts';

/** A user id no one has: lookups scoped to a missing viewer find nothing. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

builder.prismaNode('User', {
  id: { field: 'id' },
  findUnique: (id, context) => ({ id: context.viewer?.id === id ? id : NOBODY }),
  // Anyone else's id (or one of no user) is null, not a fault.
  nullable: true,
  // A user is visible only to that user.
  authScopes: (user, context) => context.viewer?.id === user.id,
  fields: (t) => ({
    userId: t.exposeString('id', { description: 'The plain account id (the REST API and the two-factor step use it).' }),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    picture: t.exposeString('picture', { nullable: true }),
    mfaEnabled: t.exposeBoolean('mfaEnabled', { deprecationReason: 'Use twoFactor.enabled: the API names this "two-factor" everywhere.' }),
    subscriptionStatus: t.exposeString('subscriptionStatus', { description: 'free, monthly or annual.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    emailVerified: t.boolean({ resolve: (user) => user.emailVerifiedAt !== null }),
    isDemo: t.exposeBoolean('isDemo', {
      description: 'A temporary demo learner, deleted after a day unused unless kept (keepDemoProgress).',
    }),
    hasPassword: t.boolean({ resolve: (user) => user.passwordHash !== null }),
    googleLinked: t.boolean({ resolve: (user) => user.googleSubject !== null }),
    notifyWeeklyProgress: t.exposeBoolean('notifyWeeklyProgress'),
    notifyProductUpdates: t.exposeBoolean('notifyProductUpdates'),
    notifyDailyReminder: t.exposeBoolean('notifyDailyReminder', { description: "A reminder at reminderHour when the day's goal or the streak is at risk." }),
    notifyReviewDue: t.exposeBoolean('notifyReviewDue', { description: 'A reminder at reminderHour when questions are due for review.' }),
    reminderHour: t.exposeInt('reminderHour', { description: 'The hour (0-23, in the time zone) reminders go out.' }),
    sessions: t.relatedConnection('sessions', {
      description: 'Devices signed in now, most recently used first.',
      cursor: 'id',
      query: () => ({ where: { revokedAt: null, expiresAt: { gt: new Date() } }, orderBy: [{ lastUsedAt: 'desc' }, { id: 'asc' }] }),
    }),
  }),
});

builder.prismaNode('Session', {
  id: { field: 'id' },
  // node(id:) finds only the viewer's own sessions.
  findUnique: (id, context) => ({ id, userId: context.viewer?.id ?? NOBODY }),
  nullable: true,
  // Only the owner sees a session.
  authScopes: (session, context) => context.viewer?.id === session.userId,
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
    viaTwoFactor: t.exposeBoolean('viaMfa'),
    current: t.boolean({ description: 'This is the session making the request.', resolve: (session, _args, ctx) => session.id === ctx.sessionId }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null.',
    // The context has loaded the viewer already: loaded again only when relations are selected
    // (in the same statement as they are, joined).
    resolve: (query, _root, _args, context, info) => {
      if (!context.viewer) return null;
      // The screen's figures (progress, stats, review queue, challenge, readiness) in one statement.
      primeViewerData(context, info);
      if (!('include' in query || 'select' in query)) return context.viewer;
      return context.prisma.user.findUnique({ ...query, where: { id: context.viewer.id } });
    },
  }),
);

/** What a payload needs to show the viewer after a change: whose account changed. */
export interface ViewerChange {
  userId: string;
}

/**
 * A mutation payload carrying the viewer as stored after the change (the request's own copy
 * predates it), so a client's normalized store updates itself from the answer.
 */
export function viewerPayload<T extends ViewerChange>(name: string, description: string, fields: (t: any) => Record<string, any> = () => ({})) {
  return builder.objectRef<T>(name).implement({
    description,
    fields: (t) => ({
      ...fields(t),
      viewer: t.prismaField({
        type: 'User',
        description: 'The viewer after the change.',
        resolve: (query, payload, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });
}
