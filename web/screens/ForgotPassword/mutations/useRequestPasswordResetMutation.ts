import { graphql } from 'react-relay';
import type { useRequestPasswordResetMutation as Mutation } from '../../../__generated__/useRequestPasswordResetMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** E-mails a reset link; the answer is the same whether or not the account exists. */
export function useRequestPasswordResetMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        __typename
        ... on MessagePayload {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
