import { GraphQLError } from 'graphql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERNAL_CALLER_HEADER, INTERNAL_CALLER_SECRET } from '../graph/persistedOperations.ts';
import { type AppServices, responseCookies } from '../graph/context.ts';
import type { Yoga } from '../graph/yoga.ts';
import { accountRoutes } from './accounts.ts';
import { billingRoutes } from './billing.ts';
import { fail, type GraphQLResult, isRestResponse, type RestRequest, routes } from './routes.ts';

/** Headers a REST call forwards to GraphQL, so the operation runs as the caller. */
const FORWARDED_HEADERS = ['authorization', 'cookie', 'x-csrf-token', 'user-agent'];

/** GraphQL error codes that mean the request was wrong, not the server. */
const CLIENT_ERROR_CODES = ['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'];

export async function restAdapter(app: FastifyInstance, { yoga, services }: { yoga: Yoga; services: AppServices }) {
  for (const route of [...routes, ...accountRoutes, ...billingRoutes]) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const rest: RestRequest = {
          query: request.query as RestRequest['query'],
          body: request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {},
        };
        const variables = route.variables?.(rest) ?? {};
        if (isRestResponse(variables)) return reply.status(variables.status).send(variables.body);

        // The document runs through Yoga's own operation pipeline (the persisted-operation gate,
        // envelop's parse and validation caches, graphql-armor, the token policy, the context,
        // error masking), as the caller, without an inner HTTP request: no URL and body to parse,
        // no Response to build and no JSON written and read back.
        const inner = new yoga.fetchAPI.Request('http://rest-adapter/graphql', {
          method: 'POST',
          // The table's documents are ours: the internal-caller mark lets them through where
          // browsers may send only persisted operation ids.
          headers: { ...forwardedHeaders(request), 'content-type': 'application/json', accept: 'application/json', [INTERNAL_CALLER_HEADER]: INTERNAL_CALLER_SECRET },
        });
        const result = await runOperation(yoga, inner, { query: route.operation, variables }, request.ip);
        // Cookies that resolvers set (the refresh token) go out with the response.
        for (const cookie of responseCookies.get(inner) ?? []) reply.header('set-cookie', cookie);
        if (result.errors?.length || !result.data) {
          const code = result.errors?.[0]?.extensions?.code;
          if (code === 'UNAUTHENTICATED') return reply.status(401).send(fail(401, 'Please sign in.').body);
          if (code === 'FORBIDDEN') return reply.status(403).send(fail(403, route.forbidden ?? route.failure).body);
          // A limit reached (an API token's request budget, the day's new questions): its own
          // message, and when to come back, as the CSV route does.
          if (code === 'RATE_LIMITED') {
            const retryAfter = Number(result.errors![0].extensions?.retryAfterSeconds);
            if (retryAfter > 0) reply.header('retry-after', String(Math.ceil(retryAfter)));
            return reply.status(429).send(fail(429, result.errors![0].message).body);
          }
          // The caller sent a value the operation's types refuse: their mistake, told as it is.
          if (typeof code === 'string' && CLIENT_ERROR_CODES.includes(code)) {
            return reply.status(400).send(fail(400, result.errors![0].message).body);
          }
          request.log.warn({ errors: result.errors, route: route.path }, 'REST operation failed');
          return reply.status(500).send(fail(500, route.failure).body);
        }
        const shaped = await route.respond(result.data, rest, services);
        if (shaped.headers) reply.headers(shaped.headers);
        return reply.status(shaped.status).send(shaped.body);
      },
    });
  }
}

/**
 * One GraphQL operation through Yoga as its HTTP handler runs it (`getResultForParams`: the
 * onParams hooks, then parse, validate, context and execute through envelop, errors masked), for
 * a request that never went over HTTP. A result that is a stream (not one of the table's documents)
 * is refused as a fault.
 */
async function runOperation(yoga: Yoga, request: Request, params: { query: string; variables: Record<string, unknown> }, ip: string): Promise<GraphQLResult> {
  const result = await yoga.getResultForParams({ params, request }, { ip } as Parameters<Yoga['getResultForParams']>[1]);
  if (!result || isAsyncIterable(result)) return { errors: [new GraphQLError('The operation did not answer with one result.')] };
  return result as GraphQLResult;
}

function isAsyncIterable(value: object): value is AsyncIterable<unknown> {
  return Symbol.asyncIterator in value;
}

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
