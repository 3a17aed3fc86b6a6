import { graphql } from 'react-relay';
import type { useAnswerExamItemMutation as Mutation } from '../../../__generated__/useAnswerExamItemMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/**
 * Answers the item on show. The payload's exam updates the store: the next item, or the ended
 * exam with its result. A retry sends the same answer, which the server takes once.
 */
export function useAnswerExamItemMutation() {
  return usePromiseMutation<Mutation>(graphql`
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
}
