import { graphql } from 'react-relay';
import type { useCreateCheckoutSessionMutation as Mutation } from '../../__generated__/useCreateCheckoutSessionMutation.graphql.ts';
import { usePromiseMutation } from '../../app/usePromiseMutation.ts';

/** Starts a checkout for a plan: Stripe Checkout's address in live billing, a demo session otherwise. */
export function useCreateCheckoutSessionMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useCreateCheckoutSessionMutation($input: CreateCheckoutSessionInput!) {
      createCheckoutSession(input: $input) {
        __typename
        ... on CreateCheckoutSessionPayload {
          sessionId
          url
          mode
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
