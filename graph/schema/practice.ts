/**
 * Everything the API says about practice: the learner's answers, progress and mastery, the
 * questions connection, the practice set, and grading on the server (submitAnswer). The answer
 * key leaves the server only after an answer (Answer.correctAnswer, SubmitAnswerPayload); the
 * legacy REST client's keys are read by the REST adapter (rest-adapter/legacy.ts), never from a field here.
 */
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { idOf } from '../globalIds.ts';
import { type AnswerResult, legacyAnswer, ownedAnswerWhere, submitAnswer } from '../practice/answers.ts';
import { domainName } from '../practice/domains.ts';
import { DrawLimitError, recordDraws } from '../practice/draws.ts';
import { activeQuestionsWhere, PRACTICE_SET_SIZE, practiceSetQuestions, WEAKEST_MIN_ANSWERS, weakestDomain } from '../practice/practiceSet.ts';
import { type DomainTally, loadProgress, type Progress } from '../practice/progress.ts';
import { reviewSetQuestions } from '../review/queue.ts';
import { loadStats } from '../gamification/stats.ts';
import { levelFor } from '../gamification/rules.ts';
import { AnswerFilterInput, analyticsWhere } from './answerFilter.ts';
import { InputError } from '../errors.ts';
import { BadgeNode, UserStatsRef } from './gamification.ts';
import { DifficultyEnum, DomainEnum, QuestionNode } from './questions.ts';
import { NOBODY } from './users.ts';
import { showQuestionWith } from './viewerAnswer.ts';
import { rememberReviewQueue } from '../viewerData.ts';
import { interactionOutcome } from '../practice/interactive.ts';
import { InteractionOutcomeRef, InteractionResponseInput, QuestionTypeEnum, responseOf } from './interactive.ts';

// Scope failures become UNAUTHENTICATED / FORBIDDEN errors in builder.ts.

const OptionRationale = builder.objectRef<{ option: string; rationale: string; correct: boolean }>('OptionRationale').implement({
  description: "One option of an answered question with the bank's rationale for it.",
  fields: (t) => ({
    option: t.exposeString('option'),
    rationale: t.exposeString('rationale', { description: 'Why this option is right or wrong; empty when the bank has none.' }),
    correct: t.exposeBoolean('correct', { description: 'Whether this option is the key.' }),
  }),
});

builder.prismaNode('Answer', {
  id: { field: 'id' },
  description: 'One answer a learner gave, graded on the server. Visible only to that learner.',
  // node(id:) loads an answer only for its owner; anyone else gets null.
  findUnique: (id, context) => ownedAnswerWhere(id, context.viewer?.id),
  nullable: true,
  // And wherever else an answer might surface, it is refused to anyone but its owner.
  authScopes: (answer, context) => answer.userId === context.viewer?.id,
  fields: (t) => ({
    answeredAt: t.expose('answeredAt', { type: 'DateTime' }),
    chosenOption: t.exposeString('chosenOption', {
      nullable: true,
      description:
        'The option chosen; null for answers recorded through the legacy POST /api/progress. For an interactive item, the response ' +
        'in its canonical form (read interactionOutcome instead).',
    }),
    interactionOutcome: t.field({
      type: InteractionOutcomeRef,
      nullable: true,
      description: 'For an ordering, matching or hotspot item: what was given against the key, with a rationale per element; null for single choice.',
      select: { question: { select: { id: true, type: true, interaction: true, rationales: true, correctAnswer: true } } },
      resolve: (answer) => interactionOutcome(answer.question, answer.chosenOption),
    }),
    isCorrect: t.exposeBoolean('isCorrect'),
    correctAnswer: t.string({
      description: 'The correct option: the key is shown once the learner has answered. For an interactive item, the key as a canonical response.',
      select: { question: { select: { correctAnswer: true } } },
      resolve: (answer) => answer.question.correctAnswer,
    }),
    explanation: t.string({
      description: "The question bank's own explanation, shown once the learner has answered, on every plan (the model's explanations are premium).",
      select: { question: { select: { explanation: true } } },
      resolve: (answer) => answer.question.explanation,
    }),
    rationales: t.stringList({
      description: "The bank's rationale for each option, in the question's option order, shown once the learner has answered.",
      select: { question: { select: { rationales: true } } },
      resolve: (answer) => answer.question.rationales,
    }),
    optionRationales: t.field({
      type: [OptionRationale],
      description:
        "Each option with the bank's rationale for it (why it is right or wrong), named by the option itself so that any order of " +
        'showing matches; shown once the learner has answered, on every plan.',
      select: { question: { select: { options: true, rationales: true, correctAnswer: true } } },
      resolve: (answer) =>
        answer.question.options.map((option, i) => ({
          option,
          rationale: answer.question.rationales[i] ?? '',
          correct: option === answer.question.correctAnswer,
        })),
    }),
    domain: t.expose('topic', { type: DomainEnum }),
    domainName: t.string({ resolve: (answer) => domainName(answer.topic) }),
    difficulty: t.expose('difficulty', { type: DifficultyEnum }),
    question: t.relation('question'),
  }),
});

export const DomainMastery = builder.objectRef<DomainTally>('DomainMastery').implement({
  description: "A learner's answers in one domain; percent = round(correct / answered * 100), 0 when none.",
  fields: (t) => ({
    domain: t.expose('domain', { type: DomainEnum }),
    name: t.exposeString('name'),
    totalAnswered: t.exposeInt('totalAnswered'),
    correctAnswers: t.exposeInt('correctAnswers'),
    percent: t.exposeInt('percent'),
  }),
});

export const ViewerProgress = builder.objectRef<Progress>('ViewerProgress').implement({
  description: "A learner's answers overall and per domain (every domain, in outline order).",
  fields: (t) => ({
    totalAnswered: t.exposeInt('totalAnswered'),
    correctAnswers: t.exposeInt('correctAnswers'),
    percent: t.exposeInt('percent'),
    byDomain: t.field({ type: [DomainMastery], resolve: (progress) => progress.byDomain }),
  }),
});

// The User node is visible only to that user, so these are the viewer's own.
builder.prismaObjectFields('User', (t) => ({
  progress: t.field({
    type: ViewerProgress,
    description: 'Totals and per-domain mastery over every answer, retired questions included.',
    resolve: (user, _args, context) => loadProgress(context, user.id),
  }),
  weakestDomain: t.field({
    type: DomainMastery,
    nullable: true,
    description: `The domain with the lowest mastery among those with at least ${WEAKEST_MIN_ANSWERS} answers; null while none has.`,
    resolve: async (user, _args, context) => weakestDomain((await loadProgress(context, user.id)).byDomain),
  }),
  answers: t.relatedConnection('answers', {
    cursor: 'id',
    totalCount: true,
    description:
      'The answer history, oldest first, for paging through (`last` gives the most recent), optionally filtered; ' +
      '`totalCount` counts every answer the filter matches. Pages hold at most 100 answers.',
    args: { filter: t.arg({ type: AnswerFilterInput, required: false, description: 'Which answers; all of them when omitted.' }) },
    query: (args, context) => ({ where: analyticsWhere(context.viewer?.id ?? NOBODY, args.filter), orderBy: [{ answeredAt: 'asc' }, { id: 'asc' }] }),
  }),
}));

builder.queryField('questions', (t) =>
  t.withAuth({ loggedIn: true }).prismaConnection(
    {
      type: 'Question',
      cursor: 'id',
      defaultSize: PRACTICE_SET_SIZE,
      maxSize: PRACTICE_SET_SIZE,
      description:
        'Active questions of the bank (retired ones never), by domain and difficulty, 10 per page at most. The questions of a page ' +
        "are recorded as seen, and those never seen before count among the day's new questions (RATE_LIMITED once none is left).",
      args: {
        domain: t.arg({ type: DomainEnum, required: false }),
        difficulty: t.arg({ type: DifficultyEnum, required: false }),
        type: t.arg({ type: QuestionTypeEnum, required: false, description: 'Only questions of this type; every type when omitted.' }),
      },
      // A page shows the questions' text, so the ones never served before are draws like a practice set's.
      resolve: async (query, _root, args, context) => {
        const rows = await context.prisma.question.findMany({ ...query, where: activeQuestionsWhere(args), orderBy: { id: 'asc' } });
        await withDrawLimit(recordDraws(context.prisma, context.viewer.id, servedPage(rows, query.take), context.config.newQuestionsPerDay));
        return rows;
      },
    },
    { name: 'QuestionConnection' },
    { name: 'QuestionEdge' },
  ),
);

export const PracticeSetKindEnum = builder.enumType('PracticeSetKind', {
  description: 'Which questions a practice set draws from.',
  values: {
    NEW: { description: 'The whole filter: questions not seen yet first, then the least recently seen.' },
    MISTAKES: { description: 'Questions the viewer last answered wrongly (within the filter), the least recently seen first.' },
    WEAKEST_DOMAIN: {
      description: `The viewer's weakest domain (viewer.weakestDomain; the domain argument is ignored): empty until a domain has ${WEAKEST_MIN_ANSWERS} answers.`,
    },
  } as const,
});

builder.queryField('practiceSet', (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: [QuestionNode],
    description:
      'Up to 10 active questions for the viewer, recorded as seen: questions never seen (served or answered) first, then the ' +
      "least recently seen, so no question comes back before the filter's bank is exhausted. With review: true, the viewer's review cards due now instead, the most overdue first, " +
      'each through a family sibling (a new stem on the same options) where one exists, quarantined questions never ' +
      "(domain and difficulty are then ignored). No answer key: submitAnswer grades. Questions never seen count among the day's " +
      'new questions (NEW_QUESTIONS_PER_DAY, 1,000 by default, every route together, reset at midnight UTC): a set takes no more ' +
      'than are left, and once none is left a set that needs one fails with RATE_LIMITED (MISTAKES and review never need one).',
    args: {
      review: t.arg.boolean({ defaultValue: false, description: 'Serve review cards due now (review of mistakes).' }),
      set: t.arg({ type: PracticeSetKindEnum, defaultValue: 'NEW', description: 'Which questions to draw from.' }),
      domain: t.arg({ type: DomainEnum, required: false }),
      difficulty: t.arg({ type: DifficultyEnum, required: false }),
      type: t.arg({ type: QuestionTypeEnum, required: false, description: 'Only questions of this type; every type, mixed, when omitted.' }),
      first: t.arg.int({ defaultValue: PRACTICE_SET_SIZE, description: 'At most 10; more counts as 10.' }),
    },
    // A question exposes no relation, so the set's own statement loads everything it shows.
    resolve: async (_query, _root, args, context) => {
      const size = Math.min(args.first ?? PRACTICE_SET_SIZE, PRACTICE_SET_SIZE);
      if (size < 1) throw new GraphQLError('first must be at least 1.', { extensions: { code: 'BAD_USER_INPUT' } });
      if (args.review) {
        return reviewSetQuestions(context.prisma, context.viewer.id, size);
      }
      const viewerId = context.viewer.id;
      const newPerDay = context.config.newQuestionsPerDay;
      if (args.set === 'WEAKEST_DOMAIN') {
        // The request's progress (the practice screen shows it too): one read of the running totals.
        const weakest = weakestDomain((await loadProgress(context, viewerId)).byDomain);
        return weakest
          ? withDrawLimit(
              practiceSetQuestions(context.prisma, viewerId, { difficulty: args.difficulty, type: args.type, domain: weakest.domain }, size, { newPerDay }),
            )
          : [];
      }
      return withDrawLimit(practiceSetQuestions(context.prisma, viewerId, args, size, { kind: args.set === 'MISTAKES' ? 'mistakes' : 'new', newPerDay }));
    },
  }),
);

const SubmitAnswerPayload = builder.objectRef<AnswerResult>('SubmitAnswerPayload').implement({
  description: 'The graded answer. Explanations are not here: they are a premium feature with their own API.',
  fields: (t) => ({
    recorded: t.exposeBoolean('recorded', {
      description: 'False when this idempotency key was used before: the earlier answer stands and nothing new was recorded.',
    }),
    isCorrect: t.boolean({ resolve: (result) => result.answer.isCorrect }),
    correctAnswer: t.string({ resolve: (result) => result.question.correctAnswer }),
    // Answer's only relation exposed is its question, already loaded: attached, nothing is loaded twice.
    answer: t.prismaField({ type: 'Answer', resolve: (_query, result) => ({ ...result.answer, question: result.question }) }),
    // Its viewerAnswer is the answer just given (a client updates the question it shows from here).
    question: t.field({ type: QuestionNode, resolve: (result, _args, context) => showQuestionWith(context, result.question, result.answer) }),
    progress: t.field({
      type: ViewerProgress,
      description: "The viewer's progress including this answer.",
      resolve: (result, _args, context) => loadProgress(context, result.answer.userId),
    }),
    pointsEarned: t.int({
      description:
        "Every point this answer earned: 10 if correct or 2, the day's streak bonus, the daily challenge's 25 and 100 per new badge. 0 for a replay.",
      resolve: (result) => result.award?.pointsEarned ?? 0,
    }),
    streakBonus: t.int({ description: 'The streak bonus within pointsEarned.', resolve: (result) => result.award?.streakBonus ?? 0 }),
    newBadges: t.field({
      type: [BadgeNode],
      description: 'Badges this answer unlocked (a replay unlocks none).',
      resolve: (result) => (result.award?.badges ?? []).map((badge) => ({ badge, unlockedAt: result.answer.answeredAt })),
    }),
    level: t.int({
      description: "The viewer's level after this answer.",
      resolve: async (result, _args, context) => result.award?.level ?? levelFor((await loadStats(context, result.answer.userId)).points).level,
    }),
    levelUp: t.boolean({
      description: 'This answer took the viewer to a new level.',
      resolve: (result) => Boolean(result.award && result.award.level > result.award.levelBefore),
    }),
    dailyChallengeCompleted: t.boolean({
      description: "This answer completed today's daily challenge.",
      resolve: (result) => result.award?.dailyChallengeCompleted ?? false,
    }),
    stats: t.field({
      type: UserStatsRef,
      description: "The viewer's stats including this answer.",
      resolve: async (result, _args, context) => ({
        userId: result.answer.userId,
        stats: result.award?.stats ?? (await loadStats(context, result.answer.userId)),
      }),
    }),
    viewer: t.withAuth({ loggedIn: true }).prismaField({
      type: 'User',
      description: 'The viewer, for clients that keep progress on it (Relay updates its store from here).',
      resolve: (_query, _result, _args, context) => context.viewer,
    }),
  }),
});

/** The review queue an answer worked out is the one the rest of the request reads (graph/viewerData.ts). */
function keptForRequest(context: object, result: AnswerResult): AnswerResult {
  if (result.reviewQueue) rememberReviewQueue(context, result.reviewQueue);
  return result;
}

builder.mutationField('submitAnswer', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SubmitAnswerPayload,
    description:
      'Grades an answer on the server and records it once per idempotency key: a retry with the same key records nothing ' +
      'new and says so (recorded: false).',
    errors: { types: [InputError], directResult: true, union: { name: 'SubmitAnswerResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SubmitAnswerInput', {
          fields: (f) => ({
            questionId: f.globalID({ required: true, description: "The question's node id (its bank id is accepted too)." }),
            answer: f.string({ required: false, description: 'The option text chosen (single-choice questions).' }),
            response: f.field({
              type: InteractionResponseInput,
              required: false,
              description:
                'The answer to an ordering, matching or hotspot item (instead of answer). The wrong one, or an incomplete response, is an InputError.',
            }),
            idempotencyKey: f.string({ required: true, description: 'Unique per answer attempt; reuse it when retrying.' }),
            timeSpentMs: f.int({
              required: false,
              description: 'Milliseconds from showing the question to submitting; rates the recall for review (over an hour is ignored).',
            }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) =>
      keptForRequest(context, await submitAnswer(context, { ...input, response: responseOf(input.response), questionId: idOf('Question', input.questionId) })),
  }),
);

builder.mutationField('recordProgress', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SubmitAnswerPayload,
    description:
      'Legacy, for POST /api/progress. With `answer` (the option chosen) it grades on the server, as submitAnswer does. ' +
      'A bare `isCorrect` (the old client graded itself) is recorded as self-reported only while the server serves that client ' +
      '(LEGACY_CLIENT on); otherwise it is refused. New clients use submitAnswer.',
    errors: { types: [InputError], directResult: true, union: { name: 'RecordProgressResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RecordProgressInput', {
          fields: (f) => ({
            questionId: f.globalID({ required: true }),
            answer: f.string({ required: false, description: 'The option text chosen: graded on the server. Takes precedence over isCorrect.' }),
            isCorrect: f.boolean({ required: false, description: "The old client's own grading; accepted only while LEGACY_CLIENT is on." }),
            idempotencyKey: f.string({ required: false, description: 'Optional; without it every call records an answer.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) =>
      keptForRequest(
        context,
        await legacyAnswer(context, {
          questionId: idOf('Question', input.questionId),
          answer: input.answer ?? null,
          isCorrect: input.isCorrect ?? null,
          idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
        }),
      ),
  }),
);

/**
 * The day's ceiling of new questions as a GraphQL error: RATE_LIMITED (the REST adapter answers 429
 * with Retry-After), with the ceiling and when it resets.
 */
export async function withDrawLimit<T>(drawing: Promise<T>): Promise<T> {
  try {
    return await drawing;
  } catch (error) {
    if (!(error instanceof DrawLimitError)) throw error;
    throw new GraphQLError(error.message, {
      extensions: { code: 'RATE_LIMITED', limit: error.limit, resetsAt: error.resetsAt.toISOString(), retryAfterSeconds: error.retryAfterSeconds },
    });
  }
}

/** The ids of a connection page's rows: the plugin reads one row more than it serves, to know if there is another page. */
function servedPage(rows: { id: string }[], take: number | undefined): string[] {
  const full = take !== undefined && rows.length === Math.abs(take);
  const served = full ? (take < 0 ? rows.slice(1) : rows.slice(0, -1)) : rows;
  return served.map((row) => row.id);
}
