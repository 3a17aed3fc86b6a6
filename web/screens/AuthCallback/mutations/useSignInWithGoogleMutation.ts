import { graphql } from 'react-relay';
import type { useSignInWithGoogleMutation as Mutation } from '../../../__generated__/useSignInWithGoogleMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Completes the redirect flow with Google's code and our state. */
export function useSignInWithGoogleMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSignInWithGoogleMutation($input: SignInWithGoogleInput!) {
      signInWithGoogle(input: $input) {
        __typename
        ... on SignInPayload {
          accessToken
          mfaRequired
          userId
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
