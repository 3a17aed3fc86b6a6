import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAnswerExamItemMutation as Mutation, useAnswerExamItemMutation$data } from '../../../__generated__/useAnswerExamItemMutation.graphql.ts';

export type AnsweredExam = NonNullable<useAnswerExamItemMutation$data['answerExamItem']['exam']>;

/**
 * Answers the item on show. The payload's exam updates the store: the next item, or the ended
 * exam with its result. A retry sends the same answer, which the server takes once.
 */
export function useAnswerExamItemMutation(): [
  (input: { itemId: string; answer: string }, callbacks: { onAnswered: (exam: AnsweredExam) => void; onError: (message: string) => void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useAnswerExamItemMutation($input: AnswerExamItemInput!) {
      answerExamItem(input: $input) {
        __typename
        ... on AnswerExamItemPayload {
          exam {
            id
            status
            ...ExamSession_exam
            ...ExamResult_exam
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const answer = useCallback(
    (input: { itemId: string; answer: string }, { onAnswered, onError }: { onAnswered: (exam: AnsweredExam) => void; onError: (message: string) => void }) =>
      commit({
        variables: { input },
        onCompleted: ({ answerExamItem }) => {
          if (answerExamItem.exam) onAnswered(answerExamItem.exam);
          else onError(answerExamItem.message ?? 'Your answer was not recorded. Please try again.');
        },
        onError: () => onError('Your answer was not recorded. Please try again.'),
      }),
    [commit],
  );
  return [answer, isInFlight];
}
