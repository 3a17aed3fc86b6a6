import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useClosePracticeSetMutation as Mutation } from '../../../__generated__/useClosePracticeSetMutation.graphql.ts';

const ClosePracticeSetMutation = graphql`
  mutation useClosePracticeSetMutation($id: ID!) {
    closePracticeSet(id: $id)
  }
`;

/** Ends the set kept on the server, then `then` (load another): the next load starts a new set. */
export function useClosePracticeSetMutation(): [(id: string, then: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(ClosePracticeSetMutation);
  const close = useCallback(
    (id: string, then: () => void) => {
      // Whether or not it closed (already closed elsewhere), the next load asks the server again.
      commit({ variables: { id }, onCompleted: then, onError: then });
    },
    [commit],
  );
  return [close, isInFlight];
}
