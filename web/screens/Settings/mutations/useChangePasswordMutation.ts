import { graphql } from 'react-relay';
import type { useChangePasswordMutation as Mutation } from '../../../__generated__/useChangePasswordMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Changes the password; needs the current one (an account made with Google may set its first). */
export function useChangePasswordMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        __typename
        ... on ChangePasswordPayload {
          message
          viewer {
            ...SessionList_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
