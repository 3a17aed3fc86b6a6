import { graphql } from 'react-relay';
import type { useVerifyEmailMutation as Mutation } from '../../../__generated__/useVerifyEmailMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

export function useVerifyEmailMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useVerifyEmailMutation($input: VerifyEmailInput!) {
      verifyEmail(input: $input) {
        __typename
        ... on VerifyEmailPayload {
          message
          viewer {
            id
            emailVerified
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
