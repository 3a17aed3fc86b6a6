import { graphql } from 'react-relay';
import type { useVerifyTwoFactorSignInMutation as Mutation } from '../../__generated__/useVerifyTwoFactorSignInMutation.graphql.ts';
import { usePromiseMutation } from '../../app/usePromiseMutation.ts';

/** The second step: an authenticator code or a backup code. */
export function useVerifyTwoFactorSignInMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useVerifyTwoFactorSignInMutation($input: VerifyTwoFactorSignInInput!) {
      verifyTwoFactorSignIn(input: $input) {
        __typename
        ... on SignInPayload {
          accessToken
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
