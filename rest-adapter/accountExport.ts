/**
 * GET /api/account/export: the signed-in learner's copy of everything we hold about them, as a
 * JSON download (graph/account/export.ts), streamed section by section. Only a session's access
 * token may ask (a personal access token is read-only analytics and is refused), a few times an
 * hour per learner; the answer is never cached.
 */
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { accountExport } from '../graph/account/export.ts';
import { isApiTokenSecret } from '../graph/analytics/apiTokens.ts';
import { consume, RateLimitedError } from '../graph/auth/limits.ts';
import { type AppServices, resolveCaller } from '../graph/context.ts';

export async function accountExportRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  app.get('/api/account/export', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const authorization = typeof request.headers.authorization === 'string' ? request.headers.authorization : '';
    const bearer = authorization.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
    if (bearer && isApiTokenSecret(bearer)) {
      return reply.status(403).send({ success: false, error: 'An API token cannot export the account. Sign in to download your data.' });
    }
    const { viewer } = await resolveCaller(services, new Request('http://rest-adapter/api/account/export', { headers: { authorization } }));
    if (!viewer) return reply.status(401).send({ success: false, error: 'Please sign in.' });
    try {
      await consume(services.limits.accountExportsPerUser, viewer.id);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(429).send({
        success: false,
        error: `You have downloaded your data several times this hour. Try again in ${Math.ceil(error.retryAfterSeconds / 60)} minutes.`,
      });
    }
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="cissp-practice-data-${day}.json"`)
      .header('x-content-type-options', 'nosniff');
    return reply.send(Readable.from(accountExport(services.prisma, viewer.id)));
  });
}
