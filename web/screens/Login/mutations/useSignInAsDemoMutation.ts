import { graphql } from 'react-relay';
import type { useSignInAsDemoMutation as Mutation } from '../../../__generated__/useSignInAsDemoMutation.graphql.ts';
import { usePromiseMutation } from '../../../components/auth/usePromiseMutation.ts';

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
