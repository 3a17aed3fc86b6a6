import { graphql } from 'react-relay';
import type { useFinishExamMutation as Mutation } from '../../../__generated__/useFinishExamMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Ends the exam now (or settles it when the clock has run out); the payload is its result. */
export function useFinishExamMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useFinishExamMutation($input: FinishExamInput!) {
      finishExam(input: $input) {
        __typename
        ... on ExamPayload {
          exam {
            id
            status
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
