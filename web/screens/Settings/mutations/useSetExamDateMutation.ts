import { graphql } from 'react-relay';
import type { useSetExamDateMutation as Mutation } from '../../../__generated__/useSetExamDateMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Sets or clears the exam date; the User in the answer updates the store (and the review queue with it). */
export function useSetExamDateMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSetExamDateMutation($input: SetExamDateInput!) {
      setExamDate(input: $input) {
        __typename
        ... on User {
          id
          # The card reads the saved date from the answer.
          examDate
          # What the date changes, as the screens read it (@alias: the result is a union, its references nullable).
          ...ExamDateCard_viewer @alias
          ...ReviewDue_user @alias
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
