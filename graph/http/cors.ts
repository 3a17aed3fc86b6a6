import type { FastifyInstance } from 'fastify';

/** Headers a cross-origin page of ours may send: JSON, the bearer token and the anti-forgery token. */
const ALLOWED_HEADERS = 'content-type, authorization, x-csrf-token';
const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin access to /graphql and /api: only APP_URL's origin and the configured
 * CORS_ORIGINS may read answers, with credentials, each named exactly. Any other origin (and
 * the opaque origin "null" of sandboxed frames and file: pages) gets no CORS headers at all, so
 * the browser keeps the answer from it; a wildcard is never sent.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/graphql') && !request.url.startsWith('/api/')) return;
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    const permitted = typeof origin === 'string' && allowed.has(origin);
    if (permitted) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      if (permitted) {
        reply.header('access-control-allow-methods', ALLOWED_METHODS);
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
      return reply.status(204).send();
    }
  });
}
