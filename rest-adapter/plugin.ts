import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { type AppServices, responseCookies } from '../graph/context.ts';
import { reportError } from '../graph/observability/sentry.ts';
import type { Yoga } from '../graph/yoga.ts';
import { accountRoutes } from './accounts.ts';
import { billingRoutes } from './billing.ts';
import { checkDocument, errorResponse, runOperation } from './operation.ts';
import { fail, isRestResponse, type RestRequest, type RestRoute, routes } from './routes.ts';

/** Headers a REST call forwards to GraphQL, so the operation runs as the caller. */
const FORWARDED_HEADERS = ['authorization', 'cookie', 'x-csrf-token', 'user-agent'];

/** Every row of the adapter's table. */
export const restRoutes: readonly RestRoute[] = [...routes, ...accountRoutes, ...billingRoutes];

export async function restAdapter(app: FastifyInstance, { yoga, services }: { yoga: Yoga; services: AppServices }) {
  const schema = yoga.getEnveloped().schema;
  for (const route of restRoutes) {
    checkDocument(schema, route.document);
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

        if (route.direct) {
          let direct;
          try {
            direct = await route.direct(request.headers.authorization, { config: services.config, prisma: services.prisma });
          } catch (cause) {
            // A fault of ours, masked as the document path masks it: logged and reported with an id.
            const errorId = randomUUID();
            request.log.error({ err: cause, errorId, route: route.path }, 'REST direct read failed');
            reportError(cause, errorId);
            return reply.status(500).send(fail(500, route.failure).body);
          }
          if (direct) {
            if (direct.headers) reply.headers(direct.headers);
            return reply.status(direct.status).send(direct.body);
          }
        }

        // The caller's headers: the context resolves the caller from them, as for /graphql. (No
        // persisted-operation gate runs: the table's documents are ours.)
        const inner = new yoga.fetchAPI.Request('http://rest-adapter/graphql', { method: 'POST', headers: forwardedHeaders(request) });
        const result = await runOperation(yoga, inner, request.ip, route.document, variables);
        // Cookies that resolvers set (the refresh token) go out with the response.
        for (const cookie of responseCookies.get(inner) ?? []) reply.header('set-cookie', cookie);
        const error = result.errors?.[0];
        if (error || !result.data) {
          const refused = error && errorResponse(error, { unauthenticated: 'Please sign in.', forbidden: route.forbidden ?? route.failure });
          if (refused) {
            if (refused.headers) reply.headers(refused.headers);
            return reply.status(refused.status).send(refused.body);
          }
          request.log.warn({ errors: result.errors, route: route.path }, 'REST operation failed');
          return reply.status(500).send(fail(500, route.failure).body);
        }
        let shaped;
        try {
          shaped = await route.respond(result.data, rest, services);
        } catch (cause) {
          // A typed error without a status in the table, or a fault shaping the data: ours, masked.
          request.log.error({ err: cause, route: route.path }, 'REST response could not be shaped');
          return reply.status(500).send(fail(500, route.failure).body);
        }
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
