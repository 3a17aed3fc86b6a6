import { graphql } from 'react-relay';
import type { useSyncSubscriptionMutation as Mutation } from '../../__generated__/useSyncSubscriptionMutation.graphql.ts';
import { usePromiseMutation } from '../../app/usePromiseMutation.ts';

/**
 * Brings the subscription up to date (demo: completes the checkout). The viewer in the answer
 * updates the store, so every screen showing the plan follows.
 */
export function useSyncSubscriptionMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSyncSubscriptionMutation($input: SyncSubscriptionInput) {
      syncSubscription(input: $input) {
        __typename
        ... on SyncSubscriptionPayload {
          # What shows the plan: the shell's paid status, the plan card, the plan list's current plan;
          # and what the callers read (whether it is active, the plan's name for the welcome).
          viewer {
            ...AuthProvider_viewer
            ...CurrentPlan_user
            ...SubscriptionRoute_viewer
            subscription {
              status
              price {
                interval
                product {
                  name
                }
              }
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
