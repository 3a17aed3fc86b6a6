import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { accountExportRoutes } from '../rest-adapter/accountExport.ts';
import { exportRoutes } from '../rest-adapter/export.ts';
import { restAdapter } from '../rest-adapter/plugin.ts';
import { stripeWebhook } from '../rest-adapter/stripeWebhook.ts';
import { createApiTokenLimiter } from './analytics/rateLimit.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { CSRF_COOKIE, CSRF_HEADER, newCsrfToken, REFRESH_COOKIE, serializeCookie } from './auth/cookies.ts';
import { DEMO_CLEANUP_INTERVAL_MS, deleteIdleDemoLearners } from './auth/demo.ts';
import { createLimits } from './auth/limits.ts';
import { createScryptHasher } from './auth/passwords.ts';
import { type AppServices, parseCookies } from './context.ts';
import { graphiqlAssets, graphiqlCsp } from './graphiql.ts';
import { registerCors } from './http/cors.ts';
import { docsRoutes } from './http/docs.ts';
import { registerInputChecks } from './http/input.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { createMailer } from './mail/mailer.ts';
import { unsubscribeRoutes } from './reminders/routes.ts';
import { reportError } from './observability/sentry.ts';
import { createYogaApp, type Yoga } from './yoga.ts';

const WEB_DIST = fileURLToPath(new URL('../dist/web', import.meta.url));
/** The checkout's root, where docs/ lives (the API guide is served from it). */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The response types Yoga streams: a subscription's server-sent events, multipart incremental delivery. */
const STREAMED = /^(text\/event-stream|multipart\/)/i;

export interface ServerOptions {
  config: Config;
  db: Database;
  logger: Logger;
  /** The built web app; tests without a build leave it missing. */
  webDist?: string;
}

export interface AppServer {
  app: FastifyInstance;
  yoga: Yoga;
  /** The services every request shares (tests read the limits). */
  services: AppServices;
  /** Stops accepting connections and resolves once every request in flight has been answered. */
  shutdown(): Promise<void>;
}

export async function buildServer({ config, db, logger, webDist = WEB_DIST }: ServerOptions): Promise<AppServer> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // X-Forwarded-For is believed only for the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
  });
  const services: AppServices = {
    prisma: db.prisma,
    config,
    logger,
    mailer: createMailer(config, logger),
    passwords: createScryptHasher(config.passwordHashN),
    limits: await createLimits({ pool: db.pool }),
    apiTokenLimiter: createApiTokenLimiter({ pool: db.pool, logger }),
  };
  const yoga = createYogaApp(services);

  // Every route handler still running, whether or not its client is still there. Closing the
  // server waits for the connections only, and a client that gave up (a timeout, a benchmark's
  // end) closes its connection while its handler goes on; the database must outlive the handler,
  // or its next query fails on a closed pool ("Cannot use a pool after calling end on the pool").
  const running = new Set<Promise<unknown>>();
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function tracked(this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (result instanceof Promise) {
        running.add(result);
        const done = () => running.delete(result);
        result.then(done, done);
      }
      return result;
    } as typeof handler;
  });
  // JSON only: without a text/plain parser a cross-site form post cannot reach a handler.
  app.removeContentTypeParser('text/plain');

  // One synchronous hook for both rules (each async hook costs a promise per response):
  // - while shutting down, answers close their connection so keep-alive clients let go at once;
  // - answers that carry a token or personal data (every API answer) are kept by no cache, shared
  //   or private; a handler that chose its own policy keeps it.
  let closing = false;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    if ((request.url.startsWith('/api/') || request.url.startsWith('/graphql')) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  registerCors(app, config.corsOrigins);
  registerInputChecks(app);
  const sentryHost = process.env.VITE_SENTRY_DSN ? new URL(process.env.VITE_SENTRY_DSN).origin : undefined;

  // Helmet's headers, computed once here rather than per response (graph/http/securityHeaders.ts).
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (MUI) writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
        connectSrc: ["'self'", ...(sentryHost ? [sentryHost] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  await app.register(compress, { global: true, threshold: 1024 });

  // Anti-forgery (double submit): every visitor gets a random token in a readable cookie; a
  // state-changing request that carries our session cookie must echo it in X-CSRF-Token, which a
  // cross-site page cannot read. Bearer-token requests do not rely on cookies and need no token.
  app.addHook('onRequest', async (request, reply) => {
    const cookies = parseCookies(request.headers.cookie ?? null);
    if (!cookies[CSRF_COOKIE]) {
      reply.header('set-cookie', serializeCookie(CSRF_COOKIE, newCsrfToken(), { sameSite: 'strict', secure: config.production, path: '/' }));
    }
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    const guarded = request.url.startsWith('/graphql') || request.url.startsWith('/api/');
    if (unsafe && guarded && cookies[REFRESH_COOKIE]) {
      const header = request.headers[CSRF_HEADER];
      const expected = cookies[CSRF_COOKIE] ?? '';
      const sent = typeof header === 'string' ? header : '';
      const valid = expected.length > 0 && sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
      if (!valid)
        return reply.status(403).send({ success: false, error: 'Invalid or missing CSRF token. Please refresh the page and try again.', code: 'CSRF_INVALID' });
    }
  });

  // Set before any plugin is registered: plugins keep the handler they were registered under, so
  // the REST adapter's transport errors (bad JSON, a content type we do not parse) answer in its shape.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      const errorId = randomUUID();
      request.log.error({ err: error, errorId }, 'unhandled request error');
      reportError(error, errorId);
      return reply.status(500).send({ success: false, error: 'An unexpected error occurred', errorId });
    }
    return reply.status(status).send({ success: false, error: error.message });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await db.sql.query('SELECT 1');
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // Browsers get GraphiQL here (its shell; the editor from /graphiql/).
    config: { securityHeaders: { contentSecurityPolicy: { directives: graphiqlCsp(config.production) } } },
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { ip: request.ip });
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      reply.status(response.status);
      // A subscription's events (and an incremental delivery) stream as they come; every other
      // answer is one string already, sent whole with its length: one write, where its body as a
      // stream cost a ReadableStream, a pipe and chunked encoding a response (issue 23).
      const type = response.headers.get('content-type') ?? '';
      reply.send(STREAMED.test(type) ? response.body : await response.text());
      return reply;
    },
  });

  if (config.graphqlIntrospection) await app.register(graphiqlAssets);
  await app.register(restAdapter, { yoga, services });
  await app.register(exportRoutes, { yoga, prisma: db.prisma });
  await app.register(accountExportRoutes, { services });
  await app.register(stripeWebhook, { services });
  await app.register(unsubscribeRoutes, { services });
  await app.register(docsRoutes, { root: REPO_ROOT });

  const hasWeb = existsSync(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes Brotli and gzip copies of its text files (vite.config.ts): sent as they
      // are to a browser that accepts them, rather than compressed again on every response.
      preCompressed: true,
      // Vite names built assets by content hash: they never change, so browsers may keep them.
      setHeaders: (res, filePath) => {
        // Hashed assets never change; every page (index.html, landing.html) and the service worker must
        // always be checked for a new build: a page kept an hour after a deploy names assets that are gone.
        const policy = filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('.html') || filePath.endsWith(`${path.sep}sw.js`)
            ? 'no-cache'
            : 'public, max-age=3600';
        res.header('cache-control', policy);
      },
      cacheControl: false,
    });
    // The root is the app, whatever the client accepts: curl and uptime monitors ask for */*.
    // (Fastify answers HEAD from this GET route.)
    // The landing page's first screen is already in landing.html (vite.config.ts), so it paints
    // before the scripts arrive; a build without it sends the plain shell.
    const home = existsSync(path.join(webDist, 'landing.html')) ? 'landing.html' : 'index.html';
    app.get('/', (_request, reply) => reply.sendFile(home, webDist));
  }
  app.setNotFoundHandler((request, reply) => {
    const isAppRoute = request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (isAppRoute && hasWeb) {
      // Client-side routes fall back to the app shell.
      return reply.sendFile('index.html', webDist);
    }
    if (request.url.startsWith('/api/')) return reply.status(404).send({ success: false, error: 'Not found' });
    return reply.status(404).send({ error: 'Not found' });
  });

  // Hourly: demo learners idle for a day go, with everything they did.
  const cleanUpDemoLearners = () =>
    deleteIdleDemoLearners(db.prisma)
      .then((deleted) => deleted && logger.info({ deleted }, 'idle demo learners deleted'))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not delete idle demo learners'));
  const demoCleanup = setInterval(() => void cleanUpDemoLearners(), DEMO_CLEANUP_INTERVAL_MS);
  demoCleanup.unref();
  app.addHook('onClose', async () => clearInterval(demoCleanup));
  // After the server stopped accepting: the handlers whose clients left before theirs finished.
  app.addHook('onClose', async () => {
    while (running.size) await Promise.allSettled(running);
  });

  return {
    app,
    yoga,
    services,
    shutdown: async () => {
      closing = true;
      await app.close();
    },
  };
}
