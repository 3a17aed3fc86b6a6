import { graphql } from 'react-relay';
import type { useRequestAccountDeletionCodeMutation as Mutation } from '../../../__generated__/useRequestAccountDeletionCodeMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** E-mails the code that confirms deleting an account without a password. */
export function useRequestAccountDeletionCodeMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRequestAccountDeletionCodeMutation {
      requestAccountDeletionCode {
        __typename
        ... on AccountDeletionCodePayload {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
