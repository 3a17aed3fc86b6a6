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
          examDate
          reviewQueue {
            dueCount
            cardCount
            nextDueAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
