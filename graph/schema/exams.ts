/**
 * Everything the API says about the exam simulator: the viewer's exams (a connection), the exam in
 * progress with its current item, the result with its report by domain, and the review of every
 * item once the exam has ended. The key, the rationales and the item's domain leave the server
 * only after the exam has ended; pretest items are never marked.
 */
import { builder, ErrorInterface } from '../builder.ts';
import type { Context } from '../context.ts';
import { idOf } from '../globalIds.ts';
import {
  answerExamItem,
  currentItem,
  endExam,
  examInProgress,
  ExamError,
  examRules,
  isExpired,
  secondsRemaining,
  settle,
  startExam,
  type DomainResult,
  type ExamServices,
} from '../exam/exams.ts';
import { PASSING_SCORE, SECONDS_PER_ITEM } from '../exam/rules.ts';
import type { Exam } from '../generated/prisma/client.ts';
import { domainName } from '../practice/domains.ts';
import { DrawLimitError, drawsLeftToday } from '../practice/draws.ts';
import { DomainEnum } from './questions.ts';
import { NOBODY } from './users.ts';
import { interactionOutcome, interactionView, seededOrder, shuffledCount } from '../practice/interactive.ts';
import { InteractionOutcomeRef, InteractionResponseInput, InteractionUnion, QuestionTypeEnum, responseOf } from './interactive.ts';

/** The exam services of a request: the database and the server's clock. */
function examServices(context: Context): ExamServices {
  return { prisma: context.prisma, now: context.now };
}

const settledByRequest = new WeakMap<Context, Map<string, Promise<Exam>>>();

/**
 * The exam as it stands on the server's clock. An exam whose deadline has passed is settled
 * (graded by the time-out rule) by whichever read reaches it first, so node(), viewer.exams and
 * the review never show a finished exam as in progress. Only such an exam costs a query (a learner
 * has one in progress at most), and once per request.
 */
function asOfNow(context: Context, exam: Exam): Exam | Promise<Exam> {
  const services = examServices(context);
  if (!isExpired(services, exam)) return exam;
  let settled = settledByRequest.get(context);
  if (!settled) settledByRequest.set(context, (settled = new Map()));
  let found = settled.get(exam.id);
  if (!found) settled.set(exam.id, (found = settle(services, exam)));
  return found;
}

builder.objectType(ExamError, {
  name: 'ExamError',
  description: 'An exam request that cannot be done: an exam already in progress, an item already answered, an ended exam.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ExamError,
  fields: () => ({}),
});

const ExamStatusEnum = builder.enumType('ExamStatus', { values: ['IN_PROGRESS', 'FINISHED'] as const });
const ExamEndReasonEnum = builder.enumType('ExamEndReason', {
  description:
    'CONFIDENCE: from the minimum length on, the 95% interval of the ability cleared the passing standard; MAX_ITEMS: the maximum ' +
    'length was reached; TIME: the clock ran out (scored by the last-75 rule); ENDED: the learner ended it (scored as a time-out); ' +
    'POOL: the bank had no item left.',
  values: ['CONFIDENCE', 'MAX_ITEMS', 'TIME', 'ENDED', 'POOL'] as const,
});
const DomainStandingEnum = builder.enumType('DomainStanding', {
  description: 'A domain against the passing standard, like the official report: above, near, or below.',
  values: ['ABOVE', 'NEAR', 'BELOW'] as const,
});

const ExamDomainResult = builder.objectRef<DomainResult>('ExamDomainResult').implement({
  fields: (t) => ({
    domain: t.expose('domain', { type: DomainEnum }),
    name: t.string({ resolve: (result) => domainName(result.domain) }),
    scoredItems: t.exposeInt('scoredItems'),
    correct: t.exposeInt('correct'),
    standing: t.field({
      type: DomainStandingEnum,
      nullable: true,
      description: 'Null when the exam held no scored item of the domain (possible only in a shortened exam).',
      resolve: (result) => result.standing,
    }),
  }),
});

const ExamResult = builder.objectRef<Exam>('ExamResult').implement({
  description: 'The outcome of an ended exam.',
  fields: (t) => ({
    passed: t.boolean({ description: 'The pass/fail estimate.', resolve: (exam) => exam.passed! }),
    scaledScore: t.int({ description: 'A scaled-score-like figure on 0-1000; the standard is 700.', resolve: (exam) => exam.scaledScore! }),
    passingScore: t.int({ resolve: () => PASSING_SCORE }),
    endReason: t.field({ type: ExamEndReasonEnum, resolve: (exam) => exam.endReason as typeof ExamEndReasonEnum.$inferType }),
    ability: t.float({ description: 'The ability estimate (EAP) on the item scale; the standard is 0.', resolve: (exam) => exam.theta! }),
    standardError: t.float({ resolve: (exam) => exam.standardError! }),
    domains: t.field({
      type: [ExamDomainResult],
      description: 'Every domain in outline order.',
      resolve: (exam) => exam.domainReport as unknown as DomainResult[],
    }),
  }),
});

const ended = async (context: Context, item: { exam: Exam }) => (await asOfNow(context, item.exam)).status !== 'IN_PROGRESS';
// An item shown but never answered (the one on screen when time ran out or the learner ended the
// exam) keeps its key: otherwise starting and ending exams would hand keys out one at a time.
const revealed = async (context: Context, item: { exam: Exam; answeredAt: Date | null }) => item.answeredAt !== null && (await ended(context, item));

const ExamItemNode = builder.prismaNode('ExamItem', {
  id: { field: 'id' },
  description: 'One item of an exam. Its domain is shown once the exam has ended; its key and rationales too, if it was answered.',
  findUnique: (id, context) => ({ id, exam: { userId: context.viewer?.id ?? NOBODY } }),
  nullable: true,
  fields: (t) => ({
    number: t.int({ description: 'Its place in the exam, from 1.', resolve: (item) => item.position + 1 }),
    text: t.string({ select: { question: { select: { text: true } } }, resolve: (item) => item.question.text }),
    options: t.stringList({ select: { question: { select: { options: true } } }, resolve: (item) => item.question.options }),
    type: t.field({ type: QuestionTypeEnum, select: { question: { select: { type: true } } }, resolve: (item) => item.question.type }),
    interaction: t.field({
      type: InteractionUnion,
      nullable: true,
      description:
        "An ordering, matching or hotspot item as this exam shows it (a fixed shuffle of the item's own: stable across reloads); null for single choice.",
      select: { question: { select: { id: true, type: true, interaction: true, rationales: true, options: true } } },
      resolve: (item) => interactionView(item.question, seededOrder(shuffledCount(item.question), item.id)),
    }),
    interactionOutcome: t.field({
      type: InteractionOutcomeRef,
      nullable: true,
      description:
        'For an interactive item: what was given against the key, with a rationale per element. Null until the exam has ended, for an item left unanswered, and for single choice.',
      select: { exam: true, question: { select: { id: true, type: true, interaction: true, rationales: true, correctAnswer: true } } },
      resolve: async (item, _args, context) => ((await revealed(context, item)) ? interactionOutcome(item.question, item.chosenOption) : null),
    }),
    answered: t.boolean({ resolve: (item) => item.answeredAt !== null }),
    chosenOption: t.exposeString('chosenOption', { nullable: true }),
    isCorrect: t.boolean({
      nullable: true,
      description: 'Null until the exam has ended.',
      select: { exam: true },
      resolve: async (item, _args, context) => ((await ended(context, item)) ? item.isCorrect : null),
    }),
    correctAnswer: t.string({
      nullable: true,
      description: 'The key: null until the exam has ended, and for an item left unanswered.',
      select: { exam: true, question: { select: { correctAnswer: true } } },
      resolve: async (item, _args, context) => ((await revealed(context, item)) ? item.question.correctAnswer : null),
    }),
    rationales: t.stringList({
      nullable: true,
      description: 'Why each option is right or wrong, in the order of `options`: null until the exam has ended, and for an item left unanswered.',
      select: { exam: true, question: { select: { rationales: true } } },
      resolve: async (item, _args, context) => ((await revealed(context, item)) ? item.question.rationales : null),
    }),
    explanation: t.string({
      nullable: true,
      description: 'Why the key is right: null until the exam has ended, and for an item left unanswered.',
      select: { exam: true, question: { select: { explanation: true } } },
      resolve: async (item, _args, context) => ((await revealed(context, item)) ? item.question.explanation : null),
    }),
    domain: t.field({
      type: DomainEnum,
      nullable: true,
      select: { exam: true },
      resolve: async (item, _args, context) => ((await ended(context, item)) ? item.domain : null),
    }),
    domainName: t.string({
      nullable: true,
      select: { exam: true },
      resolve: async (item, _args, context) => ((await ended(context, item)) ? domainName(item.domain) : null),
    }),
  }),
});

const ExamNode = builder.prismaNode('Exam', {
  id: { field: 'id' },
  description: 'A simulated adaptive exam (100-150 items, 3 hours, no going back). Visible only to its learner.',
  findUnique: (id, context) => ({ id, userId: context.viewer?.id ?? NOBODY }),
  nullable: true,
  authScopes: (exam, context) => exam.userId === context.viewer?.id,
  fields: (t) => ({
    status: t.field({ type: ExamStatusEnum, resolve: async (exam, _args, context) => (await asOfNow(context, exam)).status as 'IN_PROGRESS' | 'FINISHED' }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    deadlineAt: t.expose('deadlineAt', { type: 'DateTime' }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: async (exam, _args, context) => (await asOfNow(context, exam)).finishedAt }),
    secondsRemaining: t.int({
      description: "On the server's clock; 0 once ended.",
      resolve: async (exam, _args, context) => secondsRemaining(examServices(context), await asOfNow(context, exam)),
    }),
    timeLimitSeconds: t.exposeInt('timeLimitSeconds'),
    minItems: t.exposeInt('minItems'),
    maxItems: t.exposeInt('maxItems'),
    secondsPerItem: t.int({ description: 'The pacing budget: 72 seconds an item (3 hours over 150 items).', resolve: () => SECONDS_PER_ITEM }),
    itemsAnswered: t.relationCount('items', { where: { answeredAt: { not: null } } }),
    currentItem: t.field({
      type: ExamItemNode,
      nullable: true,
      description: 'The item waiting for an answer; null once the exam has ended.',
      resolve: async (exam, _args, context) => currentItem(examServices(context), await asOfNow(context, exam)),
    }),
    result: t.field({
      type: ExamResult,
      nullable: true,
      description: 'Null while the exam is in progress.',
      resolve: async (exam, _args, context) => {
        const settled = await asOfNow(context, exam);
        return settled.status === 'FINISHED' ? settled : null;
      },
    }),
    review: t.prismaField({
      type: ['ExamItem'],
      nullable: true,
      description: 'Every answered item in order, with its key and rationales: null while the exam is in progress.',
      resolve: async (query, exam, _args, context) =>
        (await asOfNow(context, exam)).status === 'FINISHED'
          ? context.prisma.examItem.findMany({ ...query, where: { examId: exam.id, answeredAt: { not: null } }, orderBy: { position: 'asc' } })
          : null,
    }),
  }),
});

const ExamRulesType = builder.objectRef<{ minItems: number; maxItems: number; timeLimitSeconds: number; pretestItems: number }>('ExamRules').implement({
  description: 'The exam as this server gives it: 100-150 items, 25 of them unscored pretest items, 3 hours (shorter when EXAM_ITEMS is set).',
  fields: (t) => ({
    minItems: t.exposeInt('minItems'),
    maxItems: t.exposeInt('maxItems'),
    pretestItems: t.exposeInt('pretestItems'),
    timeLimitSeconds: t.exposeInt('timeLimitSeconds'),
    secondsPerItem: t.int({ resolve: () => SECONDS_PER_ITEM }),
    passingScore: t.int({ resolve: () => PASSING_SCORE }),
  }),
});

builder.queryField('examRules', (t) =>
  t.field({ type: ExamRulesType, resolve: (_root, _args, context) => examRules(context.config.examItems, context.config.examInteractiveItems) }),
);

builder.prismaObjectFields('User', (t) => ({
  exams: t.relatedConnection('exams', {
    cursor: 'id',
    totalCount: true,
    description: "The viewer's exams, most recent first.",
    query: () => ({ orderBy: [{ startedAt: 'desc' }, { id: 'desc' }] }),
  }),
  examInProgress: t.field({
    type: ExamNode,
    nullable: true,
    description: 'The exam in progress, to resume after a reload; null when there is none (or its clock ran out, which ends it).',
    resolve: (user, _args, context) => examInProgress(examServices(context), user.id),
  }),
}));

const ExamPayload = builder.objectRef<{ exam: Exam }>('ExamPayload').implement({
  fields: (t) => ({
    exam: t.field({ type: ExamNode, resolve: (payload) => payload.exam }),
    viewer: t.withAuth({ loggedIn: true }).prismaField({ type: 'User', resolve: (_query, _payload, _args, context) => context.viewer }),
  }),
});

builder.mutationField('startExam', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ExamPayload,
    description:
      'Starts an exam with its first item; refused while another is in progress (resume that one), and when fewer new questions ' +
      "are left in the day than the exam may draw (its items count among the day's new questions).",
    errors: { types: [ExamError], directResult: true, union: { name: 'StartExamResult' } },
    resolve: async (_root, _args, context) => {
      const rules = examRules(context.config.examItems, context.config.examInteractiveItems);
      // Its items are drawn one by one and never refused mid-exam, so the room for all of them is checked now.
      const limit = context.config.newQuestionsPerDay;
      const left = await drawsLeftToday(context.prisma, context.viewer.id, limit);
      if (left < rules.maxItems) {
        throw new ExamError(
          new DrawLimitError(limit, new Date(), `An exam draws up to ${rules.maxItems} questions and you have ${left} new ones left today`).message,
        );
      }
      return { exam: await startExam(examServices(context), context.viewer.id, rules) };
    },
  }),
);

const AnswerExamItemPayload = builder.objectRef<{ exam: Exam; recorded: boolean; itemId: string }>('AnswerExamItemPayload').implement({
  fields: (t) => ({
    recorded: t.exposeBoolean('recorded', { description: 'False when this same answer had been given before: nothing changed.' }),
    answeredItem: t.prismaField({
      type: 'ExamItem',
      resolve: (query, payload, _args, context) => context.prisma.examItem.findUniqueOrThrow({ ...query, where: { id: payload.itemId } }),
    }),
    exam: t.field({ type: ExamNode, description: 'The exam after the answer: its next item, or its result.', resolve: (payload) => payload.exam }),
  }),
});

builder.mutationField('answerExamItem', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: AnswerExamItemPayload,
    description:
      'Answers the item on show. Answering again with the same option changes nothing (recorded: false); another option is refused: ' +
      'an exam does not go back. No feedback until the exam has ended.',
    errors: { types: [ExamError], directResult: true, union: { name: 'AnswerExamItemResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('AnswerExamItemInput', {
          fields: (f) => ({
            itemId: f.globalID({ required: true }),
            answer: f.string({ required: false, description: 'The option text chosen (single-choice items).' }),
            response: f.field({
              type: InteractionResponseInput,
              required: false,
              description: 'The answer to an ordering, matching or hotspot item (instead of answer); the wrong one or an incomplete one is refused.',
            }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) => {
      const outcome = await answerExamItem(examServices(context), context.viewer.id, idOf('ExamItem', input.itemId), {
        answer: input.answer,
        response: responseOf(input.response),
      });
      return { exam: outcome.exam, recorded: outcome.recorded, itemId: outcome.item.id };
    },
  }),
);

builder.mutationField('finishExam', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ExamPayload,
    description:
      'Ends the exam now, scored like a time-out: short of the minimum length it fails, else the last-75 rule decides. ' +
      'An exam that has already ended is returned as it is.',
    errors: { types: [ExamError], directResult: true, union: { name: 'FinishExamResult' } },
    args: {
      input: t.arg({ required: true, type: builder.inputType('FinishExamInput', { fields: (f) => ({ examId: f.globalID({ required: true }) }) }) }),
    },
    resolve: async (_root, { input }, context) => {
      return { exam: await endExam(examServices(context), context.viewer.id, idOf('Exam', input.examId)) };
    },
  }),
);
