import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { PothosValidationError } from '@pothos/core';
import { GraphQLError, Kind, NoSchemaIntrospectionCustomRule, parse } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { randomUUID } from 'node:crypto';
import { apiTokenPolicyPlugin } from './apiTokenPolicy.ts';
import { renderGraphiQL } from './graphiql.ts';
import { type AppServices, callerOf, type Context, createContext, responseCookies, type ServerContext } from './context.ts';
import { isForeignKeyViolation, isMalformedIdError } from './db/errors.ts';
import { reportError } from './observability/sentry.ts';
import { loadPersistedOperations, persistedOperationsPlugin } from './persistedOperations.ts';
import { schema } from './schema/index.ts';

/** Query limits for every document, the web app's included (a test checks its operations fit). */
export const ARMOR_LIMITS = {
  // The depth of the data: a fragment (spread or inline) is not a level, so a query that spreads its
  // components' fragments, as Relay's do (docs/decisions/011), counts as deep as its fields.
  maxDepth: { n: 12, flattenFragments: true },
  maxAliases: { n: 15 },
  // Two-factor and session payloads carry the viewer with its sessions as a connection (edges, node): up to about 28,500.
  costLimit: { maxCost: 40000 },
  maxTokens: { n: 2000 },
  maxDirectives: { n: 25 },
};

// What GraphiQL opens with: an analytics read, runnable with a personal access token.
export const GRAPHIQL_EXAMPLE = `# Create a token in Settings > API, then add under Headers:
#   { "Authorization": "Bearer cpat_..." }
# docs/api.md describes every field, filter and limit.
query MyProgress {
  viewer {
    name
    progress { totalAnswered correctAnswers percent }
    masteryByDifficulty { difficulty totalAnswered percent }
    progressOverTime(interval: WEEK, timeZone: "UTC") { date totalAnswered correctAnswers percent }
    answers(last: 5, filter: { isCorrect: false }) {
      totalCount
      edges { node { answeredAt domain difficulty chosenOption correctAnswer } }
    }
  }
}
`;

export type Yoga = YogaServerInstance<ServerContext, Context>;

/** Whether a document only asks about the schema (what GraphiQL sends to draw its docs). */
function isIntrospectionOnly(query: string): boolean {
  let document;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  return document.definitions.every(
    (definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ||
      (definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === 'query' &&
        definition.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'))),
  );
}

/**
 * Introspection on: GraphiQL's schema query may run from any browser, production included, so its
 * docs show before a token is entered. Off: no __schema or __type in any document.
 */
function introspectionPlugin({ enabled, production }: { enabled: boolean; production: boolean }, introspectionRequests: WeakSet<Request>): Plugin {
  if (!enabled) {
    return {
      onValidate({ addValidationRule }) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      },
    };
  }
  // Outside production every document may run anyway.
  if (!production) return {};
  return {
    onParams({ params, request }) {
      if (typeof params.query === 'string' && isIntrospectionOnly(params.query)) introspectionRequests.add(request);
    },
  };
}

/**
 * The message to show when an error is the caller's mistake rather than a fault of ours:
 * variables or arguments that do not coerce to their type, connection arguments and cursors
 * the relay plugins refuse, global ids that do not decode, and ids that reach the database but
 * are not ids at all (PostgreSQL: invalid_text_representation).
 */
function clientInputProblem(error: unknown, original: unknown): string | null {
  if (original instanceof PothosValidationError) return original.message;
  if (error instanceof GraphQLError && /^(Variable "\$|Argument ")/.test(error.message)) return error.message;
  // A scalar's parseValue/parseLiteral refusing a value throws a plain GraphQLError.
  if (original instanceof GraphQLError && error instanceof GraphQLError && !error.path) return error.message;
  if (isMalformedIdError(original)) return 'Malformed id.';
  return null;
}

/**
 * A refusal (not signed in, not allowed) or another error raised on purpose is an answer, not a
 * fault: one line at info, without a stack, and never an error report.
 */
function logExpected(logger: AppServices['logger'], error: GraphQLError) {
  const code = error.extensions?.code;
  if (typeof code !== 'string') return;
  logger.info({ code, ...(error.path ? { path: error.path.join('.') } : {}) }, error.message);
}

/**
 * The GraphQL API as a fetch handler, without a listener: the HTTP server, the REST adapter and
 * the tests all call it.
 */
export function createYogaApp(
  services: AppServices,
  { persistedOperations = loadPersistedOperations() }: { persistedOperations?: Record<string, string> } = {},
): Yoga {
  const { logger, config } = services;
  const introspectionRequests = new WeakSet<Request>();
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, ip }) => createContext(services, request, { ip }),
    logging: logger,
    landingPage: false,
    // GraphiQL sends no cookie: it reads with the personal access token entered under Headers.
    graphiql: config.graphqlIntrospection ? { title: 'CISSP Practice API', defaultQuery: GRAPHIQL_EXAMPLE, endpoint: '/graphql', credentials: 'omit' } : false,
    renderGraphiQL,
    // Cross-origin callers are answered by the HTTP server's own CORS rule (graph/http/cors.ts).
    cors: false,
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        // GraphQLErrors raised on purpose (validation, auth) pass through unmasked.
        if (error instanceof GraphQLError && !error.originalError) {
          logExpected(logger, error);
          return error;
        }
        // Raised on purpose in a resolver (a refusal, a limit): the located error already carries
        // its message and code. The same object goes back, or Yoga logs it as a fault with its stack.
        if (error instanceof GraphQLError && original instanceof GraphQLError && original.extensions?.code) {
          logExpected(logger, error);
          return error;
        }
        // A row the request wrote refers to the caller's account, deleted while the request was on
        // its way (questions are never deleted): the caller is signed out now, not failed by us.
        if (isForeignKeyViolation(original) && error instanceof GraphQLError) {
          const refusal = Object.assign(error, { message: 'Please sign in.', extensions: { ...error.extensions, code: 'UNAUTHENTICATED' } });
          logExpected(logger, refusal);
          return refusal;
        }
        // The caller's mistakes (a wrongly typed variable, a bad cursor or id): say what was wrong.
        // The same error object goes back (Yoga logs every error it sees replaced as a fault).
        const problem = clientInputProblem(error, original);
        if (problem && error instanceof GraphQLError) {
          return Object.assign(error, { message: problem, extensions: { ...error.extensions, code: 'BAD_USER_INPUT' } });
        }
        const errorId = randomUUID();
        logger.error({ err: original, errorId }, 'unexpected GraphQL error');
        reportError(original, errorId);
        return new GraphQLError(`${message} (error id ${errorId})`, {
          extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
        });
      },
    },
    plugins: [
      introspectionPlugin({ enabled: config.graphqlIntrospection, production: config.production }, introspectionRequests),
      persistedOperationsPlugin({
        production: config.production,
        operations: persistedOperations,
        introspectionRequests,
        isApiTokenCaller: async (request) => (await callerOf(services, request)).apiToken !== null,
      }),
      apiTokenPolicyPlugin(),
      {
        // Cookies that resolvers set (the refresh token) go out with the response.
        onResponse({ request, response }) {
          for (const cookie of responseCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
        },
      },
      EnvelopArmorPlugin({ ...ARMOR_LIMITS, blockFieldSuggestion: { enabled: config.production } }),
    ],
  });
}
