import { graphql } from 'react-relay';
import type { useRevokeApiTokenMutation as Mutation } from '../../../__generated__/useRevokeApiTokenMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Revokes a personal access token; the viewer's token list comes back without it. */
export function useRevokeApiTokenMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRevokeApiTokenMutation($input: RevokeApiTokenInput!) {
      revokeApiToken(input: $input) {
        __typename
        ... on RevokeApiTokenPayload {
          revokedApiTokenId
          viewer {
            ...ApiTokensTab_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
