import { graphql } from 'react-relay';
import type { useStartExamMutation as Mutation } from '../../../__generated__/useStartExamMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Starts an exam: the payload makes it the viewer's exam in progress, with its first item. */
export function useStartExamMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useStartExamMutation {
      startExam {
        __typename
        ... on ExamPayload {
          exam {
            id
          }
          # The exam in progress, on the viewer: the exam screen's query and the top bar show it from the store.
          viewer {
            id
            examInProgress {
              id
              status
              ...ExamSession_exam
              ...ExamInProgressChip_exam
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
