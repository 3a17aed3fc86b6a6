import { graphql } from 'react-relay';
import type { useClosePracticeSetMutation as Mutation } from '../../../__generated__/useClosePracticeSetMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Ends the set kept on the server: the next load starts a new set. */
export function useClosePracticeSetMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useClosePracticeSetMutation($id: ID!) {
      closePracticeSet(id: $id)
    }
  `);
}
