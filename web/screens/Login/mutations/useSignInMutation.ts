import { graphql } from 'react-relay';
import type { useSignInMutation as Mutation } from '../../../__generated__/useSignInMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** The password step: a session, or the request for a second factor. */
export function useSignInMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
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
