import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater, VariablesOf } from 'relay-runtime';

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** A typed error from a mutation's result union (`... on Error { message }`). */
export interface TypedError {
  __typename: string;
  message?: string | null;
  retryAfterSeconds?: number | null;
}

interface Options<T extends MutationParameters> {
  updater?: SelectorStoreUpdater<T['response']>;
  optimisticUpdater?: SelectorStoreUpdater<T['response']>;
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
          updater: options.updater,
          optimisticUpdater: options.optimisticUpdater,
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
