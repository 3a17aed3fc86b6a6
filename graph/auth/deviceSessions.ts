/**
 * The devices a learner is signed in on: starting a session on this device (its refresh cookie),
 * refreshing it, signing out here, and ending the sessions of other devices.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Context } from '../context.ts';
import { InputError } from '../errors.ts';
import type { User } from '../generated/prisma/client.ts';
import { clearedCookieOptions, REFRESH_COOKIE, refreshCookieOptions } from './cookies.ts';
import { NotAllowedError } from './errors.ts';
import { type Issued, revokeByRefreshToken, revokeOtherSessions, rotateSession } from './sessions.ts';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * Hands a new session to this device: the refresh token goes into its HttpOnly cookie, and from
 * here on the request acts as the signed-in user (so the payload may show the viewer).
 */
export function startSessionOnDevice(ctx: Context, issued: Issued): Issued {
  ctx.viewer = issued.user;
  ctx.sessionId = issued.sessionId;
  ctx.setCookie(REFRESH_COOKIE, issued.refreshToken, refreshCookieOptions(ctx.config.production, issued.expiresAt));
  return issued;
}

const forgetRefreshCookie = (ctx: Context) => ctx.setCookie(REFRESH_COOKIE, '', clearedCookieOptions(ctx.config.production));

/** Exchanges the device's refresh cookie for a new pair; a refused cookie is cleared. */
export async function refreshSession(ctx: Context): Promise<Issued> {
  const token = ctx.cookies[REFRESH_COOKIE];
  const issued = token ? await rotateSession(ctx.prisma, ctx.config.jwtSecret, token, ctx) : null;
  if (!issued) {
    forgetRefreshCookie(ctx);
    throw new NotAllowedError(SESSION_EXPIRED_MESSAGE);
  }
  return startSessionOnDevice(ctx, issued);
}

/** Ends this device's session, named by its refresh cookie or its access token. */
export async function signOut(ctx: Context): Promise<void> {
  const token = ctx.cookies[REFRESH_COOKIE];
  if (token) await revokeByRefreshToken(ctx.prisma, token);
  if (ctx.sessionId) await ctx.prisma.session.updateMany({ where: { id: ctx.sessionId }, data: { revokedAt: new Date() } });
  forgetRefreshCookie(ctx);
  ctx.viewer = null;
  ctx.sessionId = null;
}

/** Ends one of the user's own open sessions, named by its global id; returns the id it ended. */
export async function revokeSession(ctx: Context, user: User, sessionGlobalId: string): Promise<string> {
  let id = '';
  try {
    const decoded = decodeGlobalID(sessionGlobalId);
    if (decoded.typename === 'Session' && /^[0-9a-f-]{36}$/i.test(decoded.id)) id = decoded.id;
  } catch {}
  const { count } = id
    ? await ctx.prisma.session.updateMany({ where: { id, userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } })
    : { count: 0 };
  if (count === 0) throw new InputError('No such session.', 'sessionId');
  return id;
}

/** Ends every session of the user but this device's; returns how many ended. */
export function signOutEverywhereElse(ctx: Context, user: User): Promise<number> {
  return revokeOtherSessions(ctx.prisma, user.id, ctx.sessionId);
}
