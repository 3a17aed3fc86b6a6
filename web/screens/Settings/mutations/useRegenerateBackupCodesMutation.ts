import { graphql } from 'react-relay';
import type { useRegenerateBackupCodesMutation as Mutation } from '../../../__generated__/useRegenerateBackupCodesMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** New backup codes (the old ones stop working); needs the current password and a code. */
export function useRegenerateBackupCodesMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRegenerateBackupCodesMutation($input: TwoFactorCodeAndPasswordInput!) {
      regenerateBackupCodes(input: $input) {
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
