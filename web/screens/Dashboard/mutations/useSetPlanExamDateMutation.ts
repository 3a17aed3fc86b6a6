import { graphql } from 'react-relay';
import type { useSetPlanExamDateMutation as Mutation } from '../../../__generated__/useSetPlanExamDateMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Sets the exam date from the plan card; the User in the answer brings the new plan (and the review queue it moves). */
export function useSetPlanExamDateMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSetPlanExamDateMutation($input: SetExamDateInput!) {
      setExamDate(input: $input) {
        __typename
        ... on User {
          id
          # What the date changes, as the cards read it (@alias: the result is a union, its references nullable).
          ...StudyPlanCard_user @alias
          ...ReviewDue_user @alias
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
