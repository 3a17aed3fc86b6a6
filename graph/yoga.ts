import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { randomUUID } from 'node:crypto';
import { type AppServices, type Context, createContext, responseCookies, type ServerContext } from './context.ts';
import { reportError } from './observability/sentry.ts';
import { schema } from './schema/index.ts';

export type Yoga = YogaServerInstance<ServerContext, Context>;

/**
 * The GraphQL API as a fetch handler, without a listener: the HTTP server, the REST adapter and
 * the tests all call it.
 */
export function createYogaApp(services: AppServices): Yoga {
  const { logger, config } = services;
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, ip }) => createContext(services, request, { ip }),
    logging: logger,
    landingPage: false,
    graphiql: { title: 'CISSP Practice API', defaultQuery: '{\n  viewer { name }\n  sampleQuestion { text options }\n}\n' },
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        // GraphQLErrors raised on purpose (validation, auth) pass through unmasked.
        if (error instanceof GraphQLError && !error.originalError) return error;
        if (original instanceof GraphQLError && original.extensions?.code) return original;
        const errorId = randomUUID();
        logger.error({ err: original, errorId }, 'unexpected GraphQL error');
        reportError(original, errorId);
        return new GraphQLError(`${message} (error id ${errorId})`, {
          extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
        });
      },
    },
    plugins: [
      {
        // Cookies that resolvers set (the refresh token) go out with the response.
        onResponse({ request, response }) {
          for (const cookie of responseCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
        },
      },
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 5000 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 25 },
        blockFieldSuggestion: { enabled: config.production },
      }),
    ],
  });
}
