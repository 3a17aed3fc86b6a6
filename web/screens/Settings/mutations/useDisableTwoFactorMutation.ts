import { graphql } from 'react-relay';
import type { useDisableTwoFactorMutation as Mutation } from '../../../__generated__/useDisableTwoFactorMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Turns two-factor off; needs the current password and a code. */
export function useDisableTwoFactorMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useDisableTwoFactorMutation($input: TwoFactorCodeAndPasswordInput!) {
      disableTwoFactor(input: $input) {
        __typename
        ... on DisableTwoFactorPayload {
          viewer {
            ...AuthProvider_viewer
            ...SecurityTab_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
