import { graphql } from 'react-relay';
import type { useResumeSubscriptionMutation as Mutation } from '../../../__generated__/useResumeSubscriptionMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Takes back a cancellation at the period's end; the viewer in the answer is the reloaded subscription. */
export function useResumeSubscriptionMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useResumeSubscriptionMutation {
      resumeSubscription {
        __typename
        ... on ResumeSubscriptionPayload {
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
