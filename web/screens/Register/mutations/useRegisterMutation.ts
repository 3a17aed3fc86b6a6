import { graphql } from 'react-relay';
import type { useRegisterMutation as Mutation } from '../../../__generated__/useRegisterMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';

/** Creates the account; the server answers the same for a new and a known address. */
export function useRegisterMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRegisterMutation($input: RegisterInput!) {
      register(input: $input) {
        __typename
        ... on MessagePayload {
          message
        }
        ... on Error {
          message
        }
        ... on InputError {
          field
        }
      }
    }
  `);
}
