import { graphql } from 'react-relay';
import type { useUpdateNotificationsMutation as Mutation } from '../../../__generated__/useUpdateNotificationsMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/**
 * Saves one e-mail preference. Its payload is the Notifications tab's fragment (and the one error
 * this mutation can return); `@raw_response_type` types the tab's optimistic answer as that whole
 * fragment, so Relay can write it before the server replies and roll it back on a failure.
 */
export function useUpdateNotificationsMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useUpdateNotificationsMutation($input: UpdateProfileInput!) @raw_response_type {
      updateProfile(input: $input) {
        __typename
        ... on UpdateProfilePayload {
          viewer {
            ...NotificationsTab_viewer
          }
        }
        ... on InputError {
          message
        }
      }
    }
  `);
}
