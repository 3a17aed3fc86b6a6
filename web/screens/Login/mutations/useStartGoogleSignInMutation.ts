import { graphql } from 'react-relay';
import type { useStartGoogleSignInMutation as Mutation } from '../../../__generated__/useStartGoogleSignInMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** The state, nonce and authorization URL of a Google redirect sign-in. */
export function useStartGoogleSignInMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useStartGoogleSignInMutation {
      startGoogleSignIn {
        __typename
        ... on GoogleSignInStart {
          state
          nonce
          authorizationUrl
          clientId
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
