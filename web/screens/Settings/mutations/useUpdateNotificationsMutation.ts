import { graphql } from 'react-relay';
import type { useUpdateNotificationsMutation as Mutation } from '../../../__generated__/useUpdateNotificationsMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/**
 * Saves one e-mail preference. It selects only the preferences (and the one error this mutation
 * can return), so the Notifications tab can answer optimistically with the whole of what it asks for.
 */
export function useUpdateNotificationsMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useUpdateNotificationsMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on UpdateProfilePayload {
          viewer {
            id
            notifyWeeklyProgress
            notifyProductUpdates
            notifyDailyReminder
            notifyReviewDue
            reminderHour
          }
        }
        ... on InputError {
          message
        }
      }
    }
  `);
}
