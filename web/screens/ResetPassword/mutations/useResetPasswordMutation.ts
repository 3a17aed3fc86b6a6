import { graphql } from 'react-relay';
import type { useResetPasswordMutation as Mutation } from '../../../__generated__/useResetPasswordMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

export function useResetPasswordMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
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
