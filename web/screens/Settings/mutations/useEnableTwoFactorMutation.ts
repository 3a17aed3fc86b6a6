import { graphql } from 'react-relay';
import type { useEnableTwoFactorMutation as Mutation } from '../../../__generated__/useEnableTwoFactorMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Step 2: confirms the secret with a code; answers the backup codes (step 3). */
export function useEnableTwoFactorMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useEnableTwoFactorMutation($input: TwoFactorCodeInput!) {
      enableTwoFactor(input: $input) {
        __typename
        ... on BackupCodesPayload {
          backupCodes
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
