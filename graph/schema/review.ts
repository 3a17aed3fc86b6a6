/**
 * Review of mistakes in the API: the learner's review cards (scheduled by FSRS), the review
 * queue on the viewer, the exam date the schedule aims at, and the review mode of practiceSet
 * (in practice.ts, which serves due cards when asked).
 */
import { builder, ErrorInterface } from '../builder.ts';
import { loadReviewQueueOnce } from '../viewerData.ts';
import { ReviewInputError } from '../review/errors.ts';
import { isoDay, type loadReviewQueue, reviewableCardWhere, setExamDate } from '../review/queue.ts';
import { NOBODY } from './users.ts';

builder.objectType(ReviewInputError, {
  name: 'ReviewInputError',
  description: 'Input the learner can fix (an exam date, a flag); `field` names the input field.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ReviewInputError,
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
});

const ReviewCardStateEnum = builder.enumType('ReviewCardState', {
  description: "A review card's FSRS state.",
  values: {
    NEW: { value: 'New' },
    LEARNING: { value: 'Learning' },
    REVIEW: { value: 'Review' },
    RELEARNING: { value: 'Relearning' },
  } as const,
});

const ReviewCardNode = builder.prismaNode('ReviewCard', {
  id: { field: 'id' },
  description:
    'A question the learner answered wrongly, scheduled for review by FSRS. Every later answer to the question ' +
    'reschedules it (wrong: Again; right: Good, however quick). When the question has family siblings (the same options, ' +
    "another stem), review serves a sibling, and an answer to a sibling with no card of its own reviews the family's due card. " +
    'Visible only to its learner.',
  findUnique: (id, context) => ({ id, userId: context.viewer?.id ?? NOBODY }),
  nullable: true,
  authScopes: (card, context) => card.userId === context.viewer?.id,
  fields: (t) => ({
    question: t.relation('question'),
    due: t.expose('due', { type: 'DateTime', description: 'When the card is due; never after the day before the exam date.' }),
    state: t.field({ type: ReviewCardStateEnum, resolve: (card) => card.state as 'New' | 'Learning' | 'Review' | 'Relearning' }),
    stability: t.exposeFloat('stability', { description: 'FSRS stability: days until recall falls to 90%.' }),
    difficulty: t.exposeFloat('difficulty', { description: 'FSRS difficulty, 1 (easy) to 10 (hard).' }),
    reps: t.exposeInt('reps', { description: 'Answers since the card was created.' }),
    lapses: t.exposeInt('lapses', { description: 'Times the learner answered it wrongly again after recalling it.' }),
    lastReviewAt: t.expose('lastReviewAt', { type: 'DateTime', nullable: true }),
  }),
});

type Queue = Awaited<ReturnType<typeof loadReviewQueue>>;

const ReviewQueue = builder.objectRef<Queue>('ReviewQueue').implement({
  description: "The learner's review of mistakes: cards due now and the rest of the schedule.",
  fields: (t) => ({
    dueCount: t.exposeInt('dueCount', { description: 'Cards due now ("Review due (N)").' }),
    cardCount: t.exposeInt('cardCount', { description: 'Cards in the schedule, due or not.' }),
    nextDueAt: t.expose('nextDueAt', { type: 'DateTime', nullable: true, description: 'When the next card not yet due falls due.' }),
    dueCards: t.prismaField({
      type: [ReviewCardNode],
      description: 'Cards due now, the most overdue first (at most 50).',
      args: { first: t.arg.int({ defaultValue: 10, description: 'How many, 1 to 50.' }) },
      resolve: (query, queue, args, context) =>
        context.prisma.reviewCard.findMany({
          ...query,
          where: { userId: queue.userId, due: { lte: queue.now }, ...reviewableCardWhere },
          orderBy: [{ due: 'asc' }, { id: 'asc' }],
          take: Math.min(Math.max(args.first ?? 10, 1), 50),
        }),
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  examDate: t.string({
    nullable: true,
    description: 'The day the learner sits the exam (YYYY-MM-DD); review is scheduled to finish before it.',
    resolve: (user) => isoDay(user.examDate),
  }),
  reviewQueue: t.field({
    type: ReviewQueue,
    description: 'Review of mistakes: every wrongly answered question, scheduled by FSRS toward the exam date.',
    resolve: (user, _args, context) => loadReviewQueueOnce(context, user.id),
  }),
}));

builder.mutationField('setExamDate', (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    description: "Sets the learner's exam date (or clears it with null); reviews due later are brought before it.",
    errors: { types: [ReviewInputError], directResult: true, union: { name: 'SetExamDateResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SetExamDateInput', {
          fields: (f) => ({
            examDate: f.string({ required: false, description: 'YYYY-MM-DD, today or later; null or empty clears it.' }),
          }),
        }),
      }),
    },
    resolve: async (query, _root, { input }, context) => {
      const user = await setExamDate(context.prisma, context.viewer.id, input.examDate ?? null);
      return context.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);
