import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAnswerSampleQuestionMutation as Mutation } from '../../../__generated__/useAnswerSampleQuestionMutation.graphql.ts';

type Result = { isCorrect: boolean; correctAnswer: string };

export function useAnswerSampleQuestionMutation(): [
  (answer: string, callbacks: { onResult: (result: Result) => void; onError: (message: string) => void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
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
  const answer = useCallback(
    (answerText: string, { onResult, onError }: { onResult: (result: Result) => void; onError: (message: string) => void }) => {
      commit({
        variables: { input: { answer: answerText } },
        onCompleted: ({ answerSampleQuestion: payload }) => {
          if (payload.isCorrect !== undefined && payload.correctAnswer !== undefined) {
            onResult({ isCorrect: payload.isCorrect, correctAnswer: payload.correctAnswer });
          } else {
            onError(payload.message ?? 'An unexpected error occurred. Please try again.');
          }
        },
        onError: () => onError('An unexpected error occurred. Please try again.'),
      });
    },
    [commit],
  );
  return [answer, isInFlight];
}
