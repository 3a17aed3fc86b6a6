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
          # The exam's screen data on the exam's record; the viewer's examInProgress links to the same
          # record (by id), so the exam screen's query and the top bar show it from the store. Selected
          # here rather than under the viewer: an interactive item's fields would pass the depth limit of 12.
          exam {
            id
            status
            ...ExamSession_exam
          }
          viewer {
            id
            examInProgress {
              id
              status
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
