import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, VariablesOf } from 'relay-runtime';

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** A typed error from a mutation's result union (`... on Error { message }`). */
export interface TypedError {
  __typename: string;
  message?: string | null;
  retryAfterSeconds?: number | null;
}

/**
 * The store updates itself from the nodes a payload carries (the viewer, its sessions); an
 * optimistic answer may stand in for the response until it arrives.
 */
interface Options<T extends MutationParameters> {
  optimisticResponse?: T['rawResponse'] extends object ? T['rawResponse'] : T['response'];
}

/**
 * Relay's useMutation as a promise: resolves with the response, rejects when the request fails
 * (network, timeout, unexpected server error). Typed errors arrive in the response.
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: VariablesOf<T>, options?: Options<T>) => Promise<T['response']>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: VariablesOf<T>, options: Options<T> = {}) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          optimisticResponse: options.optimisticResponse,
          onCompleted: (response, errors) => {
            if (errors?.length && !response) reject(new Error(errors[0].message));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
