import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { computeSecurityHeaders, type HelmetOptions, registerSecurityHeaders } from '../../graph/http/securityHeaders.ts';

// The server's options (graph/server.ts) in production and out of it, and GraphiQL's route override.
const serverOptions = (production: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
      connectSrc: ["'self'", 'https://sentry.example'],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: production ? [] : null,
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
  crossOriginEmbedderPolicy: false,
});
const routeOverride = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://cdn.example'] } } };

/** One server's answers: a plain route, a route with its own options, a refusal from a hook, a 404, an error. */
async function answers(setUp: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  await setUp(app);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/refused') return reply.status(403).send({ error: 'no' });
  });
  app.get('/plain', async () => ({ ok: true }));
  app.get('/refused', async () => ({ ok: true }));
  app.get('/failing', async () => {
    throw new Error('boom');
  });
  app.route({ method: 'GET', url: '/own', handler: async () => ({ ok: true }), ...(await routeOptions(app)) });
  const headers: Record<string, Record<string, unknown>> = {};
  for (const url of ['/plain', '/own', '/refused', '/missing', '/failing']) {
    const response = await app.inject({ method: 'GET', url });
    const { date: _date, 'content-length': _length, ...rest } = response.headers;
    headers[url] = rest;
  }
  await app.close();
  return headers;
}
const routeOptions = async (app: FastifyInstance) =>
  app.hasDecorator('securityHeadersUnderTest') ? { config: { securityHeaders: routeOverride } } : ({ helmet: routeOverride } as object);

describe('security headers computed once at start-up', () => {
  it.each([false, true])('are the headers @fastify/helmet sent with the same options, on every kind of answer (production %s)', async (production) => {
    const ours = await answers(async (app) => {
      app.decorate('securityHeadersUnderTest', true);
      registerSecurityHeaders(app, serverOptions(production));
    });
    const helmet = await answers(async (app) => {
      await app.register(fastifyHelmet, serverOptions(production) as FastifyHelmetOptions);
    });
    expect(ours).toEqual(helmet);
    expect(ours['/plain']['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(ours['/own']['content-security-policy']).toContain('https://cdn.example');
    expect(ours['/refused']['x-content-type-options']).toBe('nosniff');
    expect(ours['/plain']['strict-transport-security']).toBe(production ? 'max-age=31536000; includeSubDomains' : undefined);
  });

  it('takes every header from helmet itself', () => {
    const { set } = computeSecurityHeaders(serverOptions(true));
    const names = set.map(([name]) => name.toLowerCase());
    expect(names).toEqual(
      expect.arrayContaining(['content-security-policy', 'referrer-policy', 'strict-transport-security', 'x-frame-options', 'x-content-type-options']),
    );
  });
});
