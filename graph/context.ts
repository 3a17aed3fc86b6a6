import { parseCookie } from 'cookie';
import { GraphQLError } from 'graphql';
import { type ApiScope, authenticateApiToken, isApiTokenSecret } from './analytics/apiTokens.ts';
import { spendApiTokenRequest } from './analytics/rateLimit.ts';
import { type CookieSerializeOptions, serializeCookie } from './auth/cookies.ts';
import { bearerToken, sessionClaims } from './auth/tokens.ts';
import { withCurrentPlan } from './billing/subscriptions.ts';
import { rawQuery } from './db/database.ts';
import { Prisma, type User } from './generated/prisma/client.ts';
import type { AppServices } from './services.ts';

/** What the HTTP layer tells GraphQL about the caller. */
export interface ServerContext {
  ip?: string;
}

export type { AppServices } from './services.ts';

/** What every resolver receives. */
export interface Context extends AppServices {
  request: Request;
  /** The signed-in user, or null. */
  viewer: User | null;
  /** The session the access token belongs to, when it names one. */
  sessionId: string | null;
  /** Set when the caller is a personal access token: it may only read, and only its scopes. */
  apiToken: { id: string; scopes: ApiScope[] } | null;
  ip: string;
  userAgent: string | null;
  cookies: Record<string, string | undefined>;
  /** Queues a Set-Cookie header for the response. */
  setCookie(name: string, value: string, options: CookieSerializeOptions): void;
}

/** Set-Cookie headers queued by resolvers, appended to the response by the Yoga plugin. */
export const responseCookies = new WeakMap<Request, string[]>();

/** The request's cookies; a value that cannot be decoded is kept as sent. */
export function parseCookies(header: string | null): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/** The condition on `"User" u` that it is the user and their session is still open (not revoked, not expired). */
export const userWithOpenSession = (userId: string, sessionId: string, now: Date) => Prisma.sql`
  u."id" = ${userId}::uuid
  AND EXISTS (SELECT 1 FROM "Session" s WHERE s."id" = ${sessionId}::uuid AND s."userId" = u."id" AND s."revokedAt" IS NULL AND s."expiresAt" > ${now.toISOString()}::timestamp(3))`;

/** The user whose session is still open: every column of the row. */
export const viewerSql = (userId: string, sessionId: string, now: Date) =>
  Prisma.sql`SELECT u.* FROM "User" u WHERE ${userWithOpenSession(userId, sessionId, now)}`;

/**
 * The viewer of an access token. Every token names its session, and a token whose session was
 * revoked or has expired is worth nothing (one query: the user, if the session is still open; a
 * paying user costs a second, for the plan).
 */
async function resolveViewer(services: AppServices, token: string | null): Promise<{ viewer: User | null; sessionId: string | null }> {
  const claims = token ? await sessionClaims(services.config.jwtSecret, token) : null;
  if (!claims) return { viewer: null, sessionId: null };
  // Raw SQL on the driver: the read every signed-in request makes, without a model call's query
  // compiler and interpreter (the same statement as the findFirst with a `sessions.some` filter it
  // replaces) and without $queryRaw's runtime (graph/db/database.ts `rawQuery`).
  const found = (await rawQuery<User>(services.prisma, viewerSql(claims.userId, claims.sessionId, new Date())))[0] ?? null;
  // The plan is checked against the clock here, so the premium scope never outlives a paid period.
  const viewer = found && (await withCurrentPlan(services.prisma, found));
  return { viewer, sessionId: viewer ? claims.sessionId : null };
}

/**
 * The owner of a personal access token. A token that is unknown, revoked or expired is refused
 * outright (401) rather than read as "signed out", so a script learns at once that its token
 * stopped working; past its request budget it is refused with 429 and Retry-After.
 */
async function resolveApiToken(services: AppServices, secret: string): Promise<{ viewer: User; apiToken: { id: string; scopes: ApiScope[] } }> {
  const found = await authenticateApiToken(services.prisma, secret);
  if (!found) {
    throw new GraphQLError('This API token is invalid, expired or revoked.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
  const retryAfterSeconds = await spendApiTokenRequest(services.apiTokenLimiter, found.tokenId);
  if (retryAfterSeconds !== null) {
    throw new GraphQLError(`Too many requests with this API token. Try again in ${retryAfterSeconds} seconds.`, {
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds, http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } } },
    });
  }
  return { viewer: found.user, apiToken: { id: found.tokenId, scopes: found.scopes } };
}

export interface Caller {
  viewer: User | null;
  sessionId: string | null;
  apiToken: { id: string; scopes: ApiScope[] } | null;
}

/** Who is asking: a personal access token, a session's access token, or nobody. */
export async function resolveCaller(services: AppServices, request: Request): Promise<Caller> {
  const bearer = bearerToken(request.headers.get('authorization'));
  if (bearer && isApiTokenSecret(bearer)) return { ...(await resolveApiToken(services, bearer)), sessionId: null };
  return { ...(await resolveViewer(services, bearer)), apiToken: null };
}

const callers = new WeakMap<Request, Promise<Caller>>();

/**
 * The caller of one request, resolved once: the production gate (which documents may run) and the
 * context (who runs them) must decide on the same caller, and a token's request is counted once.
 */
export function callerOf(services: AppServices, request: Request): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = resolveCaller(services, request);
    callers.set(request, caller);
  }
  return caller;
}

export async function createContext(services: AppServices, request: Request, server: ServerContext = {}): Promise<Context> {
  const { viewer, sessionId, apiToken } = await callerOf(services, request);
  const queued: string[] = [];
  responseCookies.set(request, queued);
  return {
    ...services,
    request,
    viewer,
    sessionId,
    apiToken,
    ip: server.ip ?? 'unknown',
    userAgent: request.headers.get('user-agent'),
    cookies: parseCookies(request.headers.get('cookie')),
    setCookie: (name, value, options) => queued.push(serializeCookie(name, value, options)),
  };
}
