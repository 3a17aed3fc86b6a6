import { graphql } from 'react-relay';
import type { useCancelSubscriptionMutation as Mutation } from '../../../__generated__/useCancelSubscriptionMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Cancels at the period's end or at once; the viewer in the answer is the reloaded subscription. */
export function useCancelSubscriptionMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useCancelSubscriptionMutation($input: CancelSubscriptionInput!) {
      cancelSubscription(input: $input) {
        __typename
        ... on CancelSubscriptionPayload {
          viewer {
            id
            subscriptionStatus
            ...CurrentPlan_user
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
