import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient, User } from '../generated/prisma/client.ts';
import { signAccessToken } from './tokens.ts';

const SESSION_DAYS = 30;
/** A session opened with a second factor lasts 24 hours: the two-factor sign-in token expires then. */
const MFA_SESSION_HOURS = 24;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface Issued {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  expiresAt: Date;
  user: User;
}

export interface ClientInfo {
  ip?: string | null;
  userAgent?: string | null;
}

/** Opens a session for a user who has proved who they are. */
export async function openSession(
  prisma: PrismaClient,
  secret: Uint8Array,
  user: User,
  { viaMfa = false, client = {} }: { viaMfa?: boolean; client?: ClientInfo } = {},
): Promise<Issued> {
  const expiresAt = new Date(Date.now() + (viaMfa ? MFA_SESSION_HOURS * 3600_000 : SESSION_DAYS * 86400_000));
  const refreshToken = newToken();
  const session = await prisma.session.create({
    data: {
      userId: user.id,
      expiresAt,
      viaMfa,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      refreshTokens: { create: { tokenHash: hashToken(refreshToken) } },
    },
  });
  return { accessToken: await signAccessToken(secret, user.id, session.id), refreshToken, sessionId: session.id, expiresAt, user };
}

/**
 * How long a refresh token, once exchanged, may be exchanged again: two tabs of one browser
 * that refresh at the same moment both send the same cookie, and the slower one must not end
 * the session. Past this, presenting a used token is treated as theft.
 */
export const REFRESH_GRACE_MS = 20_000;

/**
 * Exchanges a refresh token for a new pair. Each token works once: presenting a used one means
 * it was stolen or replayed, so the whole session is revoked, unless it was used within the last
 * REFRESH_GRACE_MS (a concurrent refresh of the same browser), which gets a new token of the same
 * session. Returns null when refused.
 */
export async function rotateSession(prisma: PrismaClient, secret: Uint8Array, refreshToken: string, client: ClientInfo = {}): Promise<Issued | null> {
  const token = await prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, include: { session: { include: { user: true } } } });
  if (!token) return null;
  const { session } = token;
  if (session.revokedAt || session.expiresAt <= new Date()) return null;
  // Mark used only if nobody else did first: a concurrent replay loses this race.
  const marked = await prisma.refreshToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: new Date() } });
  if (marked.count === 0) {
    const usedAt = (await prisma.refreshToken.findUnique({ where: { id: token.id }, select: { usedAt: true } }))?.usedAt;
    const withinGrace = usedAt && Date.now() - usedAt.getTime() <= REFRESH_GRACE_MS;
    if (!withinGrace) {
      await prisma.session.update({ where: { id: session.id }, data: { revokedAt: new Date() } });
      return null;
    }
  }
  const next = newToken();
  await prisma.$transaction([
    prisma.refreshToken.create({ data: { sessionId: session.id, tokenHash: hashToken(next) } }),
    prisma.session.update({
      where: { id: session.id },
      data: { lastUsedAt: new Date(), ip: client.ip ?? session.ip, userAgent: client.userAgent?.slice(0, 300) ?? session.userAgent },
    }),
  ]);
  return {
    accessToken: await signAccessToken(secret, session.userId, session.id),
    refreshToken: next,
    sessionId: session.id,
    expiresAt: session.expiresAt,
    user: session.user,
  };
}

export async function revokeByRefreshToken(prisma: PrismaClient, refreshToken: string): Promise<void> {
  const token = await prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
  if (token) await prisma.session.update({ where: { id: token.sessionId }, data: { revokedAt: new Date() } });
}

/** Ends every session of a user except `keepSessionId`; returns how many ended. */
export async function revokeOtherSessions(prisma: PrismaClient, userId: string, keepSessionId: string | null): Promise<number> {
  const { count } = await prisma.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return count;
}
