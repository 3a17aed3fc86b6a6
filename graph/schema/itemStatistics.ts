/**
 * Item statistics and flags in the API: `Question.statistics` (p-value, discrimination, option
 * shares, responses; shown to a learner who has answered the question), `Question.viewerFlag`, the
 * exam review's `ExamItem.question`, and the `flagQuestion` mutation. The statistics come from the
 * hourly job (graph/exam/itemStatistics.ts); see docs/decisions/008-exam.md.
 */
import type { ItemStatistics, QuestionFlag } from '../generated/prisma/client.ts';
import { QuestionFlagReason } from '../generated/prisma/enums.ts';
import type { QuestionType } from '../generated/prisma/enums.ts';
import type { HotspotData } from '../practice/interactive.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { idOf } from '../globalIds.ts';
import { RateLimitedError } from '../auth/limits.ts';
import { flagQuestion, FLAGS_PER_HOUR, MAX_FLAG_COMMENT } from '../exam/flags.ts';
import { PUBLIC_MIN_RESPONSES, QUARANTINE_FLAGS, QUARANTINE_MIN_RESPONSES } from '../exam/itemStatistics.ts';
import { answeredQuestionsSql } from '../practice/answered.ts';
import { InputError, resultOf } from './errors.ts';
import './exams.ts';
import { QuestionNode } from './questions.ts';

const QuestionFlagReasonEnum = builder.enumType(QuestionFlagReason, {
  name: 'QuestionFlagReason',
  description: 'Why a question is flagged: WRONG_KEY (the marked answer is wrong), AMBIGUOUS (more than one answer fits), OUTDATED, TYPO.',
});

const QuestionFlagType = builder.objectRef<QuestionFlag>('QuestionFlag').implement({
  description: "The viewer's report of a question. One per learner and question: flagging again updates it.",
  fields: (t) => ({
    reason: t.field({ type: QuestionFlagReasonEnum, resolve: (flag) => flag.reason }),
    comment: t.exposeString('comment', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    resolved: t.boolean({ description: 'The editors have dealt with it.', resolve: (flag) => flag.resolvedAt !== null }),
  }),
});

interface OptionShare {
  option: string;
  count: number;
  share: number;
  correct: boolean;
}

type Statistics = ItemStatistics & { options: string[]; correctAnswer: string; type: QuestionType; interaction: unknown };

/**
 * The shares of first answers: per option for single choice; per region for a hotspot item (its
 * responses are "region:<id>"); for ordering and matching, where responses are whole arrangements,
 * the "all right" share against every other response (decision 017).
 */
function responseShares(s: Statistics): OptionShare[] {
  const counts = (s.optionCounts ?? {}) as Record<string, number>;
  const share = (count: number) => (s.responses ? count / s.responses : 0);
  if (s.type === 'HOTSPOT') {
    return (s.interaction as HotspotData).regions.map((r) => {
      const count = counts[`region:${r.id}`] ?? 0;
      return { option: r.label, count, share: share(count), correct: `region:${r.id}` === s.correctAnswer };
    });
  }
  if (s.type === 'ORDERING' || s.type === 'MATCHING') {
    return [
      { option: s.type === 'ORDERING' ? 'Every element in its place' : 'Every prompt matched right', count: s.correct, share: share(s.correct), correct: true },
      { option: 'Any other response', count: s.responses - s.correct, share: share(s.responses - s.correct), correct: false },
    ];
  }
  return s.options.map((option) => ({ option, count: counts[option] ?? 0, share: share(counts[option] ?? 0), correct: option === s.correctAnswer }));
}

const OptionShareType = builder.objectRef<OptionShare>('OptionShare').implement({
  description: 'How often learners chose one option with their first answer.',
  fields: (t) => ({
    option: t.exposeString('option'),
    count: t.exposeInt('count'),
    share: t.exposeFloat('share', { description: 'count / responses, 0 to 1.' }),
    correct: t.exposeBoolean('correct', { description: 'It is the key.' }),
  }),
});

const ItemStatisticsType = builder.objectRef<Statistics>('ItemStatistics').implement({
  description:
    "Classical statistics of a question from learners' first answers (practice and exams), recomputed hourly. " +
    `Items whose discrimination is negative over at least ${QUARANTINE_MIN_RESPONSES} learners, or with ${QUARANTINE_FLAGS} open flags from established learners, ` +
    'are quarantined: drawn in no exam or practice set until the editors have looked at them.',
  fields: (t) => ({
    responses: t.exposeInt('responses', { description: 'Learners whose first answer counts.' }),
    pValue: t.float({ description: 'The share of them who answered correctly, 0 to 1 (higher is easier).', resolve: (s) => s.pValue ?? 0 }),
    discrimination: t.exposeFloat('discrimination', {
      nullable: true,
      description:
        "Point-biserial correlation (-1 to 1) between answering this question correctly and the learner's share right on their other " +
        'questions: positive when stronger learners do better on it. Null when it cannot be computed yet.',
    }),
    discriminationResponses: t.exposeInt('discriminationN', { description: 'Learners the discrimination rests on (those who answered another question too).' }),
    options: t.field({
      type: [OptionShareType],
      description:
        "Every option in the question's order, with how often it was chosen. A hotspot item: every region (by its label); an " +
        'ordering or matching item: the share with everything right against any other response.',
      resolve: responseShares,
    }),
    openFlags: t.exposeInt('openFlags', { description: 'Open flags learners have raised on it.' }),
    quarantined: t.exposeBoolean('quarantined', { description: 'Out of exams and practice until the editors have reviewed it.' }),
    computedAt: t.expose('computedAt', { type: 'DateTime' }),
  }),
});

interface ViewerItemData {
  statistics: Map<string, ItemStatistics>;
  flags: Map<string, QuestionFlag>;
}

const perRequest = new WeakMap<Context, Promise<ViewerItemData>>();

/**
 * The viewer's view of item statistics and their own flags, read once per request (three
 * statements whatever the number of questions, so a 150-item exam review costs no more than one
 * question): statistics only of questions the viewer has answered (in practice, or in an ended
 * exam) and with enough responses. Before answering, option shares would give the key away.
 */
function viewerItemData(context: Context): Promise<ViewerItemData> {
  let loaded = perRequest.get(context);
  if (!loaded) {
    loaded = (async () => {
      const viewerId = context.viewer?.id;
      if (!viewerId) return { statistics: new Map(), flags: new Map() };
      const answered = await context.prisma.$queryRaw<{ questionId: string }[]>(answeredQuestionsSql(viewerId, context.config.legacyClient));
      const ids = answered.map((r) => r.questionId);
      const [statistics, flags] = await Promise.all([
        ids.length
          ? context.prisma.itemStatistics.findMany({ where: { questionId: { in: ids }, responses: { gte: PUBLIC_MIN_RESPONSES } } })
          : Promise.resolve([]),
        context.prisma.questionFlag.findMany({ where: { userId: viewerId } }),
      ]);
      return { statistics: new Map(statistics.map((s) => [s.questionId, s])), flags: new Map(flags.map((f) => [f.questionId, f])) };
    })();
    perRequest.set(context, loaded);
  }
  return loaded;
}

builder.prismaObjectFields('Question', (t) => ({
  statistics: t.field({
    type: ItemStatisticsType,
    nullable: true,
    description:
      `How learners answered this question. Null until the viewer has answered it (the shares would give the key away) and while fewer ` +
      `than ${PUBLIC_MIN_RESPONSES} learners have.`,
    select: { options: true, correctAnswer: true, type: true, interaction: true },
    resolve: async (question, _args, context) => {
      const found = (await viewerItemData(context)).statistics.get(question.id);
      return found
        ? { ...found, options: question.options, correctAnswer: question.correctAnswer, type: question.type, interaction: question.interaction }
        : null;
    },
  }),
  viewerFlag: t.field({
    type: QuestionFlagType,
    nullable: true,
    description: "The viewer's flag on this question, if they raised one.",
    resolve: async (question, _args, context) => (await viewerItemData(context)).flags.get(question.id) ?? null,
  }),
}));

builder.prismaObjectField('ExamItem', 'question', (t) =>
  t.field({
    type: QuestionNode,
    nullable: true,
    description: 'The bank question, for its statistics and to flag it: null until the exam has ended (its id names its domain).',
    select: { exam: { select: { status: true } }, question: true },
    resolve: (item) => (item.exam.status !== 'IN_PROGRESS' ? item.question : null),
  }),
);

const FlagQuestionPayload = builder.objectRef<{ flag: QuestionFlag; updated: boolean }>('FlagQuestionPayload').implement({
  fields: (t) => ({
    flag: t.field({ type: QuestionFlagType, resolve: (payload) => payload.flag }),
    updated: t.exposeBoolean('updated', { description: "True when it replaced the viewer's earlier flag of the question." }),
    question: t.prismaField({
      type: 'Question',
      resolve: (query, payload, _args, context) => context.prisma.question.findUniqueOrThrow({ ...query, where: { id: payload.flag.questionId } }),
    }),
  }),
});

builder.mutationField('flagQuestion', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: FlagQuestionPayload,
    description:
      `Flags a question the viewer has answered (in practice, or in an ended exam) for the editors, with an optional comment of at most ${MAX_FLAG_COMMENT} ` +
      `characters. One flag per learner and question: flagging again updates it. At most ${FLAGS_PER_HOUR} flags an hour.`,
    errors: resultOf('FlagQuestionResult', [InputError, RateLimitedError]),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('FlagQuestionInput', {
          fields: (f) => ({
            questionId: f.globalID({ required: true, description: "The question's node id (its bank id is accepted too)." }),
            reason: f.field({ type: QuestionFlagReasonEnum, required: true }),
            comment: f.string({ required: false, description: `What is wrong, at most ${MAX_FLAG_COMMENT} characters.` }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, context) =>
      flagQuestion(context.prisma, context.viewer.id, { questionId: idOf('Question', input.questionId), reason: input.reason, comment: input.comment }),
  }),
);
