/**
 * Everything the API says for analytics tools: the answer filter, progress over time, mastery by
 * difficulty, and the personal access tokens a learner makes for their tools. Which of these a
 * token may read is decided in graph/apiTokenPolicy.ts; the domain logic is in graph/analytics/.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { ApiTokenInputError, type ApiScope, createApiToken, revokeApiToken } from '../analytics/apiTokens.ts';
import { type DifficultyTally, masteryByDifficulty, MAX_BUCKETS, progressOverTime, type ProgressBucket } from '../analytics/history.ts';
import { DOMAINS } from '../practice/domains.ts';
import { AnswerFilterInput, refuseInput } from './answerFilter.ts';
import { InputError } from '../errors.ts';
import { DomainMastery } from './practice.ts';
import { DifficultyEnum } from './questions.ts';
import { NOBODY } from './users.ts';

const IntervalEnum = builder.enumType('ProgressInterval', {
  description: 'The width of a progressOverTime bucket.',
  values: {
    DAY: { value: 'DAY', description: 'One calendar day of the time zone.' },
    WEEK: { value: 'WEEK', description: 'One ISO week (Monday to Sunday) of the time zone.' },
  } as const,
});

const TallyFields = {
  totalAnswered: 'Answers given.',
  correctAnswers: 'Of those, answers that were correct.',
  percent: 'round(correctAnswers / totalAnswered * 100), halves rounded up; 0 when nothing was answered.',
} as const;

const ProgressBucketType = builder.objectRef<ProgressBucket>('ProgressBucket').implement({
  description: "A learner's answers in one day or week, overall and per domain.",
  fields: (t) => ({
    date: t.exposeString('date', { description: "The bucket's first calendar day in the requested time zone, YYYY-MM-DD." }),
    start: t.expose('start', { type: 'DateTime', description: 'The instant the bucket starts (midnight of date in the time zone), in UTC.' }),
    totalAnswered: t.exposeInt('totalAnswered', { description: TallyFields.totalAnswered }),
    correctAnswers: t.exposeInt('correctAnswers', { description: TallyFields.correctAnswers }),
    percent: t.exposeInt('percent', { description: TallyFields.percent }),
    byDomain: t.field({
      type: [DomainMastery],
      description: `All ${DOMAINS.length} domains in outline order, answered in this bucket or not.`,
      resolve: (bucket) => bucket.byDomain,
    }),
  }),
});

const DifficultyMastery = builder.objectRef<DifficultyTally>('DifficultyMastery').implement({
  description: "A learner's answers to questions of one difficulty.",
  fields: (t) => ({
    difficulty: t.expose('difficulty', { type: DifficultyEnum, description: 'easy, medium or hard.' }),
    totalAnswered: t.exposeInt('totalAnswered', { description: TallyFields.totalAnswered }),
    correctAnswers: t.exposeInt('correctAnswers', { description: TallyFields.correctAnswers }),
    percent: t.exposeInt('percent', { description: TallyFields.percent }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  progressOverTime: t.field({
    type: [ProgressBucketType],
    description:
      'Answered, correct and percent per day or ISO week, overall and per domain, for every bucket that overlaps ' +
      `[since, until), empty ones included, oldest first. At most ${MAX_BUCKETS} buckets.`,
    args: {
      interval: t.arg({ type: IntervalEnum, required: true, description: 'DAY or WEEK.' }),
      since: t.arg({ type: 'DateTime', required: false, description: 'Start (inclusive); default: 30 days (DAY) or 26 weeks (WEEK) before until.' }),
      until: t.arg({ type: 'DateTime', required: false, description: 'End (exclusive); default: now.' }),
      timeZone: t.arg.string({ required: false, description: 'IANA time zone whose calendar draws the buckets, such as "Europe/Berlin"; default "UTC".' }),
    },
    resolve: (user, args, context) => progressOverTime(context.prisma, user.id, args).catch(refuseInput),
  }),
  masteryByDifficulty: t.field({
    type: [DifficultyMastery],
    description: 'Answered, correct and percent per difficulty (easy, medium, hard, all three always), over the answers the filter matches.',
    args: { filter: t.arg({ type: AnswerFilterInput, required: false, description: 'Which answers; all of them when omitted.' }) },
    resolve: (user, args, context) => masteryByDifficulty(context.prisma, user.id, args.filter).catch(refuseInput),
  }),
  // A short list (20 working tokens at most, plus expired ones), so a plain list rather than a
  // connection: graphql-armor multiplies a connection's cost by its page size.
  apiTokens: t.relation('apiTokens', {
    description: "The viewer's personal access tokens not revoked (expired ones included, marked by expiresAt), newest first.",
    query: () => ({ where: { revokedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
}));

const ApiTokenScopeEnum = builder.enumType('ApiTokenScope', {
  description: 'What a personal access token may read. Every token is read-only.',
  values: {
    READ_PROGRESS: { value: 'read:progress', description: 'viewer.progress, progressOverTime and masteryByDifficulty.' },
    READ_ANSWERS: { value: 'read:answers', description: 'viewer.answers (each answer and its question) and the CSV export.' },
    READ_STATS: { value: 'read:stats', description: 'The gamification stats (points, level, streaks, badges).' },
  } as const,
});

const ApiTokenNode = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  description: 'A personal access token for analytics tools. The secret itself is shown once, when the token is created.',
  findUnique: (id, context) => ({ id, userId: context.viewer?.id ?? NOBODY }),
  nullable: true,
  authScopes: (token, context) => context.viewer?.id === token.userId,
  fields: (t) => ({
    name: t.exposeString('name', { description: "The owner's label for the token." }),
    scopes: t.field({ type: [ApiTokenScopeEnum], description: 'What the token may read.', resolve: (token) => token.scopes as ApiScope[] }),
    prefix: t.exposeString('prefix', { description: "The secret's first characters, to tell tokens apart." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'When the token stops working; null: until revoked.' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'The last request made with it (to the minute); null: never used.' }),
  }),
});

const CreateApiTokenPayload = builder
  .objectRef<{ secret: string; token: Awaited<ReturnType<typeof createApiToken>>['token'] }>('CreateApiTokenPayload')
  .implement({
    description: 'The new token and its secret, and the viewer (whose token list now holds it).',
    fields: (t) => ({
      secret: t.exposeString('secret', { description: 'Send it as "Authorization: Bearer <secret>". Shown this once: only a hash is kept.' }),
      apiToken: t.prismaField({ type: 'ApiToken', resolve: (_query, payload) => payload.token }),
      viewer: t.withAuth({ loggedIn: true }).prismaField({ type: 'User', resolve: (_query, _payload, _args, context) => context.viewer }),
    }),
  });

builder.mutationField('createApiToken', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: CreateApiTokenPayload,
    description: 'Creates a read-only personal access token with the scopes given. Needs a signed-in session: a token cannot make tokens.',
    errors: { types: [InputError], directResult: true, union: { name: 'CreateApiTokenResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CreateApiTokenInput', {
          fields: (f) => ({
            name: f.string({ required: true, description: 'A label, 1 to 100 characters, such as "Jupyter notebook".' }),
            scopes: f.field({ type: [ApiTokenScopeEnum], required: true, description: 'At least one.' }),
            expiresAt: f.field({ type: 'DateTime', required: false, description: 'When it stops working, at most 366 days away; omit for no expiry.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) => {
      try {
        return await createApiToken(context.prisma, context.viewer, input);
      } catch (error) {
        if (error instanceof ApiTokenInputError) throw new InputError(error.message, error.field);
        throw error;
      }
    },
  }),
);

const RevokeApiTokenPayload = builder.objectRef<{ id: string }>('RevokeApiTokenPayload').implement({
  description: "The revoked token's id, and the viewer (whose token list no longer holds it).",
  fields: (t) => ({
    revokedApiTokenId: t.exposeID('id', { description: 'The global id of the token revoked.' }),
    viewer: t.withAuth({ loggedIn: true }).prismaField({ type: 'User', resolve: (_query, _payload, _args, context) => context.viewer }),
  }),
});

builder.mutationField('revokeApiToken', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: RevokeApiTokenPayload,
    description: "Revokes one of the viewer's tokens at once: its next request is refused.",
    errors: { types: [InputError], directResult: true, union: { name: 'RevokeApiTokenResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RevokeApiTokenInput', {
          fields: (f) => ({ id: f.globalID({ required: true, for: [ApiTokenNode], description: "The token's global id." }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) => {
      const token = await revokeApiToken(context.prisma, context.viewer, input.id.id);
      if (!token) throw new InputError('No such token.', 'id');
      return { id: encodeGlobalID('ApiToken', token.id) };
    },
  }),
);
