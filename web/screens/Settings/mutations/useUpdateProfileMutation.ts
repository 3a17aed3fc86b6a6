import { graphql } from 'react-relay';
import type { useUpdateProfileMutation as Mutation } from '../../../__generated__/useUpdateProfileMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Saves the display name or the e-mail preferences; the User in the answer updates the store. */
export function useUpdateProfileMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on UpdateProfilePayload {
          viewer {
            name
            ...ProfileTab_viewer
            ...NotificationsTab_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
