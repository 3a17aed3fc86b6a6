import { graphql } from 'react-relay';
import type { useCreateApiTokenMutation as Mutation } from '../../../__generated__/useCreateApiTokenMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Creates a personal access token; its secret comes back once, and the viewer's token list with it. */
export function useCreateApiTokenMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useCreateApiTokenMutation($input: CreateApiTokenInput!) {
      createApiToken(input: $input) {
        __typename
        ... on CreateApiTokenPayload {
          secret
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
