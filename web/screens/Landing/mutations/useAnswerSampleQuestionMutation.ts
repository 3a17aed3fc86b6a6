import { graphql } from 'react-relay';
import type { useAnswerSampleQuestionMutation as Mutation } from '../../../__generated__/useAnswerSampleQuestionMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Grades a visitor's answer to the sample question; nothing is recorded. */
export function useAnswerSampleQuestionMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useAnswerSampleQuestionMutation($input: AnswerSampleQuestionInput!) {
      answerSampleQuestion(input: $input) {
        __typename
        ... on AnswerSampleQuestionPayload {
          isCorrect
          correctAnswer
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
