import { parseCookie } from 'cookie';
import { type CookieSerializeOptions, serializeCookie } from './auth/cookies.ts';
import type { Limits } from './auth/limits.ts';
import { verifyAccessToken } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { PrismaClient, User } from './generated/prisma/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Logger } from 'pino';

/** What the HTTP layer tells GraphQL about the caller. */
export interface ServerContext {
  ip?: string;
}

/** Long-lived services shared by every request. */
export interface AppServices {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  limits: Limits;
}

/** What every resolver receives. */
export interface Context extends AppServices {
  request: Request;
  /** The signed-in user, or null. */
  viewer: User | null;
  /** The session the access token belongs to, when it names one. */
  sessionId: string | null;
  ip: string;
  userAgent: string | null;
  cookies: Record<string, string | undefined>;
  /** Queues a Set-Cookie header for the response. */
  setCookie(name: string, value: string, options: CookieSerializeOptions): void;
}

/** Set-Cookie headers queued by resolvers, appended to the response by the Yoga plugin. */
export const responseCookies = new WeakMap<Request, string[]>();

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/** The request's cookies; a value that cannot be decoded is kept as sent. */
export function parseCookies(header: string | null): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/**
 * The viewer of an access token. Every token names its session, and a token whose session was
 * revoked or has expired is worth nothing (one query: the user, if the session is still open).
 */
async function resolveViewer(services: AppServices, token: string | null): Promise<{ viewer: User | null; sessionId: string | null }> {
  const claims = token ? await verifyAccessToken(services.config.jwtSecret, token) : null;
  if (!claims) return { viewer: null, sessionId: null };
  const viewer = await services.prisma.user.findFirst({
    where: { id: claims.userId, sessions: { some: { id: claims.sessionId, revokedAt: null, expiresAt: { gt: new Date() } } } },
  });
  return { viewer, sessionId: viewer ? claims.sessionId : null };
}

export async function createContext(services: AppServices, request: Request, server: ServerContext = {}): Promise<Context> {
  const { viewer, sessionId } = await resolveViewer(services, bearerToken(request));
  const queued: string[] = [];
  responseCookies.set(request, queued);
  return {
    ...services,
    request,
    viewer,
    sessionId,
    ip: server.ip ?? 'unknown',
    userAgent: request.headers.get('user-agent'),
    cookies: parseCookies(request.headers.get('cookie')),
    setCookie: (name, value, options) => queued.push(serializeCookie(name, value, options)),
  };
}
