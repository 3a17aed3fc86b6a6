import { graphql } from 'react-relay';
import type { useStartTwoFactorSetupMutation as Mutation } from '../../../__generated__/useStartTwoFactorSetupMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Step 1 of setup: a new secret and its otpauth:// URI, with the algorithm the caller asks for. */
export function useStartTwoFactorSetupMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useStartTwoFactorSetupMutation($input: StartTwoFactorSetupInput) {
      startTwoFactorSetup(input: $input) {
        __typename
        ... on TwoFactorSetup {
          secret
          uri
          algorithm
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
