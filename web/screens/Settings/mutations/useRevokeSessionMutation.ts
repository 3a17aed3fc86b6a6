import { graphql } from 'react-relay';
import type { useRevokeSessionMutation as Mutation } from '../../../__generated__/useRevokeSessionMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Ends one session of the signed-in user. */
export function useRevokeSessionMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRevokeSessionMutation($input: RevokeSessionInput!) {
      revokeSession(input: $input) {
        __typename
        ... on RevokeSessionPayload {
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
