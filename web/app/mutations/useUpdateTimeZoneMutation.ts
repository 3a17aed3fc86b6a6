import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateTimeZoneMutation as Mutation } from '../../__generated__/useUpdateTimeZoneMutation.graphql.ts';

/** Tells the server the browser's time zone: streak days follow the learner's own midnight. */
export function useUpdateTimeZoneMutation(): (timeZone: string) => void {
  const [commit] = useMutation<Mutation>(graphql`
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
  // A failure changes nothing the learner sees: the next visit tries again.
  return useCallback((timeZone: string) => commit({ variables: { input: { timeZone } } }), [commit]);
}
