import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { restAdapter } from '../rest-adapter/plugin.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE, serializeCookie } from './auth/cookies.ts';
import { createLimits } from './auth/limits.ts';
import { parseCookies } from './context.ts';
import { createMailer } from './mail/mailer.ts';
import { reportError } from './observability/sentry.ts';
import { createYogaApp, type Yoga } from './yoga.ts';

export const WEB_DIST = fileURLToPath(new URL('../dist/web', import.meta.url));

export interface ServerOptions {
  config: Config;
  db: Database;
  logger: Logger;
  /** The built web app; tests without a build leave it missing. */
  webDist?: string;
}

// GraphiQL is served by Yoga with its assets from unpkg; only /graphql's page may load them.
const GRAPHIQL_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'", 'https://unpkg.com'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://unpkg.com'],
  imgSrc: ["'self'", 'data:', 'https://unpkg.com'],
  fontSrc: ["'self'", 'data:', 'https://unpkg.com'],
  workerSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export interface AppServer {
  app: FastifyInstance;
  yoga: Yoga;
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
  const yoga = createYogaApp({ prisma: db.prisma, config, logger, mailer: createMailer(config, logger), limits: createLimits() });
  // JSON only: without a text/plain parser a cross-site form post cannot reach a handler.
  app.removeContentTypeParser('text/plain');

  // While shutting down, answers close their connection so keep-alive clients let go at once.
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const sentryHost = process.env.VITE_SENTRY_DSN ? new URL(process.env.VITE_SENTRY_DSN).origin : undefined;

  await app.register(helmet, {
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
      reply.header('set-cookie', serializeCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), { sameSite: 'strict', secure: config.production, path: '/' }));
    }
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    const guarded = request.url.startsWith('/graphql') || request.url.startsWith('/api/');
    if (unsafe && guarded && cookies[REFRESH_COOKIE]) {
      const header = request.headers[CSRF_HEADER];
      const expected = cookies[CSRF_COOKIE] ?? '';
      const sent = typeof header === 'string' ? header : '';
      const valid = expected.length > 0 && sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
      if (!valid) return reply.status(403).send({ success: false, error: 'Invalid or missing CSRF token. Please refresh the page and try again.' });
    }
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
    helmet: { contentSecurityPolicy: { directives: GRAPHIQL_CSP } },
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { ip: request.ip });
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  await app.register(restAdapter, { yoga });

  const hasWeb = existsSync(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Vite names built assets by content hash: they never change, so browsers may keep them.
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the app shell must always be checked for a new build.
        const policy = filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('index.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        res.header('cache-control', policy);
      },
      cacheControl: false,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isAppRoute =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (isAppRoute && hasWeb) {
      // Client-side routes fall back to the app shell.
      return reply.sendFile('index.html', webDist);
    }
    if (request.url.startsWith('/api/')) return reply.status(404).send({ success: false, error: 'Not found' });
    return reply.status(404).send({ error: 'Not found' });
  });
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

  return {
    app,
    yoga,
    shutdown: async () => {
      closing = true;
      await app.close();
    },
  };
}
