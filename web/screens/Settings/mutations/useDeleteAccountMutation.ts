import { graphql } from 'react-relay';
import type { useDeleteAccountMutation as Mutation } from '../../../__generated__/useDeleteAccountMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Deletes the account and all its data after the confirmation viewer.accountDeletion names. */
export function useDeleteAccountMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
      deleteAccount(input: $input) {
        __typename
        ... on DeleteAccountPayload {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
