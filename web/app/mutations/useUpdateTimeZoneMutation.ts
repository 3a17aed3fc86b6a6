import { graphql } from 'react-relay';
import type { useUpdateTimeZoneMutation as Mutation } from '../../__generated__/useUpdateTimeZoneMutation.graphql.ts';
import { usePromiseMutation } from '../usePromiseMutation.ts';

/** Tells the server the browser's time zone: streak days follow the learner's own midnight. */
export function useUpdateTimeZoneMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useUpdateTimeZoneMutation($input: UpdateTimeZoneInput!) {
      updateTimeZone(input: $input) {
        __typename
        ... on UpdateTimeZonePayload {
          viewer {
            id
            timeZone
          }
        }
      }
    }
  `);
}
