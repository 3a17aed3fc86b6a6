import { graphql } from 'react-relay';
import type { useSignInAsDemoMutation as Mutation } from '../../../__generated__/useSignInAsDemoMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

export function useSignInAsDemoMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSignInAsDemoMutation {
      signInAsDemo {
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
