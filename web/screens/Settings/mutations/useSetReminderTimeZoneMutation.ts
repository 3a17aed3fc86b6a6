import { graphql } from 'react-relay';
import type { useSetReminderTimeZoneMutation as Mutation } from '../../../__generated__/useSetReminderTimeZoneMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Saves the time zone the learner chose for reminders (and their streak days), as a promise the tab can report on. */
export function useSetReminderTimeZoneMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSetReminderTimeZoneMutation($input: UpdateTimeZoneInput!) {
      updateTimeZone(input: $input) {
        __typename
        ... on UpdateTimeZonePayload {
          viewer {
            id
            timeZone
          }
        }
        ... on InputError {
          message
        }
      }
    }
  `);
}
