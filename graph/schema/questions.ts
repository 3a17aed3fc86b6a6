import { builder } from '../builder.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { Difficulty, Domain } from '../generated/prisma/enums.ts';
import { domainName } from '../practice/domains.ts';
import { SAMPLE_QUESTION_ID } from '../practice/sample.ts';
import { InputError } from '../errors.ts';
import { interactionView } from '../practice/interactive.ts';
import { InteractionUnion, QuestionTypeEnum } from './interactive.ts';

export const DomainEnum = builder.enumType(Domain, { name: 'Domain', description: 'A domain of the CISSP outline.' });
export const DifficultyEnum = builder.enumType(Difficulty, { name: 'Difficulty' });

/** A question as a learner sees it before answering: no answer key. */
export const QuestionNode = builder.prismaNode('Question', {
  id: { field: 'id' },
  // node(id:) and nodes(ids:) find the sample question for anyone, and the others only for a
  // learner who has been served them: reading the bank by id would go round the daily ceiling of
  // new questions (graph/practice/draws.ts). Anything else is null.
  findUnique: (id, context) => visibleQuestionWhere(id, context.viewer?.id),
  nullable: true,
  fields: (t) => ({
    questionId: t.exposeString('id', { description: 'The stable bank id, such as "d1-001".' }),
    text: t.exposeString('text'),
    options: t.exposeStringList('options', {
      description: 'The options of a single-choice question in the bank order; empty for the other types (see interaction).',
    }),
    type: t.expose('type', { type: QuestionTypeEnum }),
    interaction: t.field({
      type: InteractionUnion,
      nullable: true,
      description:
        'What an ordering, matching or hotspot item shows (no key); null for single choice. Read here, the order is a fixed ' +
        "shuffle of the question's own; a practice set's item and an exam item give their showing's order.",
      resolve: (q) => interactionView(q, null),
    }),
    topic: t.expose('topic', { type: DomainEnum }),
    topicName: t.string({ resolve: (q) => domainName(q.topic) }),
    difficulty: t.expose('difficulty', { type: DifficultyEnum }),
    outline: t.exposeString('outline', { description: 'The exam outline objective, such as "3.6".' }),
  }),
});

/** A question as the viewer may look it up by id: the sample, or one they were served, answered or met in an exam. */
function visibleQuestionWhere(id: string, viewerId: string | undefined): Prisma.QuestionWhereUniqueInput {
  if (!viewerId) return { id, AND: [{ id: SAMPLE_QUESTION_ID }] };
  return {
    id,
    OR: [
      { id: SAMPLE_QUESTION_ID },
      { seenBy: { some: { userId: viewerId } } },
      { answers: { some: { userId: viewerId } } },
      { examItems: { some: { exam: { userId: viewerId } } } },
    ],
  };
}

builder.queryField('sampleQuestion', (t) =>
  t.prismaField({
    type: 'Question',
    nullable: true,
    description: 'The question the landing page lets a visitor try.',
    resolve: (query, _root, _args, context) => context.prisma.question.findFirst({ ...query, where: { id: SAMPLE_QUESTION_ID, retiredAt: null } }),
  }),
);

const SampleAnswerResult = builder.objectRef<{ isCorrect: boolean; correctAnswer: string }>('AnswerSampleQuestionPayload').implement({
  fields: (t) => ({
    isCorrect: t.exposeBoolean('isCorrect'),
    correctAnswer: t.exposeString('correctAnswer'),
  }),
});

builder.mutationField('answerSampleQuestion', (t) =>
  t.field({
    type: SampleAnswerResult,
    description: "Grades a visitor's answer to the sample question. Records nothing.",
    errors: { types: [InputError], directResult: true, union: { name: 'AnswerSampleQuestionResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('AnswerSampleQuestionInput', {
          fields: (f) => ({ answer: f.string({ required: true }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) => {
      const question = await context.prisma.question.findFirst({ where: { id: SAMPLE_QUESTION_ID, retiredAt: null } });
      if (!question) throw new InputError('The sample question is not available.');
      if (!question.options.includes(input.answer)) throw new InputError('Choose one of the options.', 'answer');
      return { isCorrect: input.answer === question.correctAnswer, correctAnswer: question.correctAnswer };
    },
  }),
);
