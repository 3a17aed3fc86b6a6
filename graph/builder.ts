import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Context } from './context.ts';
import { decodeInputID } from './globalIds.ts';
import type { User } from './generated/prisma/client.ts';
import type PrismaTypes from './generated/pothos-prisma-types.ts';
import { getDatamodel } from './generated/pothos-prisma-types.ts';

/** The context of a field that a signed-in scope guards: its viewer is known (t.withAuth narrows to it). */
export type SignedInContext = Context & { viewer: User };

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; premium: boolean };
  AuthContexts: { loggedIn: SignedInContext; premium: SignedInContext };
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  // scope-auth first, so authorization runs before any other plugin's wrapping.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // 401-like when nobody is signed in, 403-like otherwise; the REST adapter maps the codes.
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } })
        : new GraphQLError('Please sign in.', { extensions: { code: 'UNAUTHENTICATED' } }),
    // Subscriptions are checked when they start, not only on each event they send.
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      loggedIn: context.viewer !== null,
      premium: context.viewer !== null && context.viewer.subscriptionStatus !== 'free',
    }),
  },
  errors: { defaultTypes: [] },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Defined in schema/nodes.ts: a bounded number of ids, and null for an id that finds nothing.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    // globalID inputs that also take a row's own id (graph/globalIds.ts).
    decodeGlobalID: decodeInputID,
  },
});

builder.queryType({});
builder.mutationType({});
// "Subscription" is the billing subscription's type, so the root of streamed operations is named apart.
builder.subscriptionType({ name: 'Streams' });

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});

/** The interface every expected failure implements: clients select `... on Error { message }`. */
export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});
