/**
 * The filter every reader of the answer history shares (the answers connection, mastery by
 * difficulty, the CSV export), and how a filter the reader can fix becomes an error.
 */
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { AnalyticsInputError, type AnswerFilter, answerFilterWhere } from '../analytics/history.ts';
import { DifficultyEnum, DomainEnum } from './questions.ts';
import { QuestionTypeEnum } from './interactive.ts';

/** A filter the reader can fix answers as a BAD_USER_INPUT error naming the argument. */
export function refuseInput(error: unknown): never {
  if (error instanceof AnalyticsInputError) {
    throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', field: error.field } });
  }
  throw error;
}

export const AnswerFilterInput = builder.inputType('AnswerFilter', {
  description: 'Which answers to read. Every condition given must hold; omitted ones do not filter.',
  fields: (f) => ({
    since: f.field({ type: 'DateTime', required: false, description: 'Answered at or after this instant (ISO 8601, inclusive).' }),
    until: f.field({ type: 'DateTime', required: false, description: 'Answered before this instant (ISO 8601, exclusive). Must be after since.' }),
    domain: f.field({ type: DomainEnum, required: false, description: 'Only answers to questions of this domain.' }),
    difficulty: f.field({ type: DifficultyEnum, required: false, description: 'Only answers to questions of this difficulty.' }),
    type: f.field({
      type: QuestionTypeEnum,
      required: false,
      description: 'Only answers to questions of this type (single choice, ordering, matching, hotspot).',
    }),
    isCorrect: f.boolean({ required: false, description: 'true: only correct answers; false: only wrong ones.' }),
  }),
});

/** The Prisma where clause of an AnswerFilter argument. */
export function analyticsWhere(userId: string, filter: AnswerFilter | null | undefined) {
  try {
    return answerFilterWhere(userId, filter);
  } catch (error) {
    return refuseInput(error);
  }
}
