/**
 * The REST adapter's GraphQL documents, typed: `graphql` is gql.tada's document function over the
 * schema's introspection (graph/generated/graphql-env.d.ts, written by `npm run generate:schema`),
 * so each row's variables and result are checked against the schema by the compiler. Fragments are
 * not masked: a row reads its result whole.
 */
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../graph/generated/graphql-env.d.ts';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  // As the schema serialises it (graph/builder.ts): an ISO-8601 string.
  scalars: { DateTime: string };
  disableMasking: true;
}>();

export type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';

/** Every type that implements the schema's Error interface, by name. */
export type ErrorTypename = introspection['types']['Error']['possibleTypes'];
