import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Yoga } from '../graph/yoga.ts';
import { accountRoutes } from './accounts.ts';
import { fail, type GraphQLResult, isRestResponse, type RestRequest, routes } from './routes.ts';

/** Headers a REST call forwards to GraphQL, so the operation runs as the caller. */
const FORWARDED_HEADERS = ['authorization', 'cookie', 'x-csrf-token', 'user-agent'];

export async function restAdapter(app: FastifyInstance, { yoga }: { yoga: Yoga }) {
  for (const route of [...routes, ...accountRoutes]) {
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

        const response = await yoga.fetch(
          'http://rest-adapter/graphql',
          {
            method: 'POST',
            headers: { ...forwardedHeaders(request), 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ query: route.operation, variables }),
          },
          { ip: request.ip },
        );
        for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
        const result = (await response.json()) as GraphQLResult;
        if (result.errors?.length || !result.data) {
          const code = result.errors?.[0]?.extensions?.code;
          if (code === 'UNAUTHENTICATED') return reply.status(401).send(fail(401, 'Please sign in.').body);
          if (code === 'FORBIDDEN') return reply.status(403).send(fail(403, route.failure).body);
          request.log.warn({ errors: result.errors, route: route.path }, 'REST operation failed');
          return reply.status(500).send(fail(500, route.failure).body);
        }
        const shaped = route.respond(result.data, rest);
        if (shaped.headers) reply.headers(shaped.headers);
        return reply.status(shaped.status).send(shaped.body);
      },
    });
  }
}

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
