/**
 * Explanations for paid learners: the whole explanation as a mutation (POST /api/ai/explanation
 * runs it), and the same explanation or a follow-up answer streamed as it is written
 * (subscriptions, served over server-sent events).
 */
import { GraphQLError } from 'graphql';
import { builder, ErrorInterface } from '../builder.ts';
import { idOf } from '../globalIds.ts';
import { ExplanationFailedError, ExplanationInputError, ExplanationLimitError } from '../explanations/errors.ts';
import { explanationText } from '../explanations/content.ts';
import { explanation, explanationStream, type ExplanationView, followUpStream, type FollowUpView } from '../explanations/service.ts';

// Signed-out callers are told to sign in; free learners that explanations are a premium feature.
const premiumRefusal = {
  unauthorizedError: (_parent: unknown, _args: unknown, context: { viewer: unknown }) =>
    context.viewer
      ? new GraphQLError('Premium subscription required for AI explanations', { extensions: { code: 'FORBIDDEN' } })
      : new GraphQLError('Please sign in.', { extensions: { code: 'UNAUTHENTICATED' } }),
} as const;

/** An expected failure as a stream event: graphql-js would raise an Error instance, so it travels as data. */
type ErrorEvent = { __error: string; message: string; retryAfterSeconds?: number; field?: string | null };
const isErrorEvent = (value: unknown): value is ErrorEvent => typeof value === 'object' && value !== null && '__error' in value;
/** The error itself (from a mutation) or its stream event. */
const isError = (type: { name: string }, value: unknown) => value instanceof (type as never) || (isErrorEvent(value) && value.__error === type.name);

builder.objectType(ExplanationLimitError, {
  name: 'ExplanationLimitError',
  description: 'The hourly quota of explanations and follow-ups is spent.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => isError(ExplanationLimitError, value),
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

builder.objectType(ExplanationFailedError, {
  name: 'ExplanationFailedError',
  description: 'The language model could not answer, after its retries or in time. Nothing was kept; try again.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => isError(ExplanationFailedError, value),
  fields: () => ({}),
});

builder.objectType(ExplanationInputError, {
  name: 'ExplanationInputError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => isError(ExplanationInputError, value),
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
});

const ExplanationSourceEnum = builder.enumType('ExplanationSource', {
  values: {
    MODEL: { description: 'Written by the language model, checked against the answer key.' },
    BANK: { description: "Built from the question bank's own explanation and rationales." },
  } as const,
});

const OptionExplanation = builder.objectRef<{ option: string; whyWrong: string }>('OptionExplanation').implement({
  fields: (t) => ({ option: t.exposeString('option'), whyWrong: t.exposeString('whyWrong') }),
});

const Explanation = builder.objectRef<ExplanationView>('Explanation').implement({
  description: 'Why the key is the best answer and why each other option is not, as written so far (complete: false while streaming).',
  fields: (t) => ({
    questionId: t.exposeString('questionId', { description: 'The bank id of the question.' }),
    chosenOption: t.exposeString('chosenOption', { nullable: true, description: 'The wrong option the learner chose; null when they were right.' }),
    correctAnswer: t.exposeString('correctAnswer'),
    whyCorrect: t.string({ resolve: (v) => v.content.whyCorrect ?? '' }),
    otherOptions: t.field({
      type: [OptionExplanation],
      description: 'Each other option with why it is wrong (while streaming, those written so far).',
      resolve: (v) =>
        (v.content.otherOptions ?? []).filter((o) => o && typeof o.option === 'string').map((o) => ({ option: o.option, whyWrong: o.whyWrong ?? '' })),
    }),
    whyTempting: t.string({
      nullable: true,
      description: "Why the learner's choice looked right.",
      resolve: (v) => (v.chosenOption && v.content.whyTempting) || null,
    }),
    principle: t.string({ nullable: true, description: "The manager's-eye principle to remember.", resolve: (v) => v.content.principle || null }),
    references: t.exposeStringList('references', { description: 'The outline objective, then the standards and publications the bank cites.' }),
    source: t.field({ type: ExplanationSourceEnum, resolve: (v) => v.source }),
    cached: t.exposeBoolean('cached', { description: 'Served from the shared cache, without a call to the model.' }),
    complete: t.exposeBoolean('complete'),
    text: t.string({ description: 'The whole explanation as plain text.', resolve: (v) => explanationText(v.content, v.chosenOption) }),
  }),
});

const FollowUpAnswer = builder.objectRef<FollowUpView>('FollowUpAnswer').implement({
  fields: (t) => ({
    questionId: t.exposeString('questionId'),
    text: t.exposeString('text', { description: 'The answer so far.' }),
    complete: t.exposeBoolean('complete'),
  }),
});

const errorTypes = [ExplanationLimitError, ExplanationFailedError, ExplanationInputError] as const;
const isExpected = (error: unknown): error is Error => errorTypes.some((type) => error instanceof type);

/** A stream whose expected failures become its last event, as typed errors. */
async function* typedErrors<T>(source: AsyncIterable<T>): AsyncGenerator<T | ErrorEvent> {
  try {
    yield* source;
  } catch (error) {
    if (!isExpected(error)) throw error;
    yield { ...(error as unknown as ErrorEvent), __error: error.name, message: error.message };
  }
}

const ExplanationEvent = builder.unionType('ExplanationEvent', {
  types: [Explanation, ExplanationLimitError, ExplanationFailedError, ExplanationInputError],
  resolveType: (value) => (isErrorEvent(value) ? value.__error : 'Explanation'),
});

const FollowUpEvent = builder.unionType('FollowUpEvent', {
  types: [FollowUpAnswer, ExplanationLimitError, ExplanationFailedError, ExplanationInputError],
  resolveType: (value) => (isErrorEvent(value) ? value.__error : 'FollowUpAnswer'),
});

builder.queryField('aiTutor', (t) =>
  t.boolean({
    description:
      "Whether a language model is configured: the AI tutor (an explanation of the learner's own choice, follow-up questions) is on offer. " +
      "Without one, explanations come from the bank's rationales, which every learner sees after each answer anyway.",
    resolve: (_root, _args, context) => Boolean(context.config.openai),
  }),
);

builder.subscriptionField('explanation', (t) =>
  t.withAuth({ premium: true }).field({
    ...premiumRefusal,
    type: ExplanationEvent,
    description:
      "The explanation of the viewer's answer to a question, as it is written: partial explanations, then a complete one " +
      '(at once when cached), or one typed error.',
    args: { questionId: t.arg.globalID({ required: true, description: "The question's node id (its bank id is accepted too)." }) },
    subscribe: (_root, args, context) =>
      typedErrors(explanationStream(context, context.viewer.id, idOf('Question', args.questionId), { signal: context.request.signal })),
    resolve: (event: ExplanationView | ErrorEvent) => event as ExplanationView,
  }),
);

builder.subscriptionField('explanationFollowUp', (t) =>
  t.withAuth({ premium: true }).field({
    ...premiumRefusal,
    type: FollowUpEvent,
    description: 'An answer to a follow-up question about an explained question, as it is written. Counts against the same quota.',
    args: {
      questionId: t.arg.globalID({ required: true }),
      question: t.arg.string({ required: true, description: 'What the learner asks, such as "Why not B?" (500 characters at most).' }),
    },
    subscribe: (_root, args, context) =>
      typedErrors(followUpStream(context, context.viewer.id, idOf('Question', args.questionId), args.question, context.request.signal)),
    resolve: (event: FollowUpView | ErrorEvent) => event as FollowUpView,
  }),
);

const ExplainAnswerPayload = builder.objectRef<ExplanationView>('ExplainAnswerPayload').implement({
  fields: (t) => ({ explanation: t.field({ type: Explanation, resolve: (v) => v }) }),
});

builder.mutationField('explainAnswer', (t) =>
  t.withAuth({ premium: true }).field({
    ...premiumRefusal,
    type: ExplainAnswerPayload,
    description: "The whole explanation of the viewer's answer to a question, in one response (the model is not streamed).",
    errors: { types: [...errorTypes], directResult: true, union: { name: 'ExplainAnswerResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('ExplainAnswerInput', {
          fields: (f) => ({ questionId: f.globalID({ required: true, description: "The question's node id (its bank id is accepted too)." }) }),
        }),
      }),
    },
    resolve: (_root, { input }, context) => explanation(context, context.viewer.id, idOf('Question', input.questionId)),
  }),
);
