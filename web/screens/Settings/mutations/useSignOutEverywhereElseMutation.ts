import { graphql } from 'react-relay';
import type { useSignOutEverywhereElseMutation as Mutation } from '../../../__generated__/useSignOutEverywhereElseMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Ends every other session of the signed-in user. */
export function useSignOutEverywhereElseMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSignOutEverywhereElseMutation {
      signOutEverywhereElse {
        revokedCount
        viewer {
          ...SessionList_viewer
        }
      }
    }
  `);
}
