import { graphql } from 'react-relay';
import type { useExamOutcomeMutationsReportMutation as Report } from '../../../__generated__/useExamOutcomeMutationsReportMutation.graphql.ts';
import type { useExamOutcomeMutationsDeleteMutation as Delete } from '../../../__generated__/useExamOutcomeMutationsDeleteMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Reports the learner's real exam outcome; the viewer in the answer updates the card's list of reports. */
export function useReportExamOutcomeMutation() {
  return usePromiseMutation<Report>(graphql`
    mutation useExamOutcomeMutationsReportMutation($input: ReportExamOutcomeInput!) {
      reportExamOutcome(input: $input) {
        __typename
        ... on ReportExamOutcomePayload {
          viewer {
            id
            ...ExamOutcomeForm_user
          }
        }
        ... on Error {
          message
        }
        ... on InputError {
          field
        }
      }
    }
  `);
}

/** Deletes one of the learner's exam outcome reports. */
export function useDeleteExamOutcomeReportMutation() {
  return usePromiseMutation<Delete>(graphql`
    mutation useExamOutcomeMutationsDeleteMutation($input: DeleteExamOutcomeReportInput!) {
      deleteExamOutcomeReport(input: $input) {
        __typename
        ... on DeleteExamOutcomeReportPayload {
          viewer {
            id
            ...ExamOutcomeForm_user
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
