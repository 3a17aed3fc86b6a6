/**
 * Personal access tokens for analytics tools. A token belongs to one learner, reads only, and
 * reads only what its scopes name. The secret is shown once, when it is made; only its SHA-256
 * is stored (the secret is 256 random bits, so a fast hash is as good as a slow one here).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken, PrismaClient, User } from '../generated/prisma/client.ts';

const API_SCOPES = ['read:progress', 'read:answers', 'read:stats'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every token starts with this, so the server (and secret scanners) can tell it from a session token. */
const API_TOKEN_PREFIX = 'cpat_';
const MAX_ACTIVE_TOKENS = 20;
const MAX_NAME_LENGTH = 100;
/** A token lasts at most this long when it has an expiry; without one it lasts until revoked. */
const MAX_LIFETIME_DAYS = 366;
/** How stale `lastUsedAt` may get before a request writes it again: one write a minute at most. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Input the owner can fix: `field` names the input field. */
export class ApiTokenInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'ApiTokenInputError';
  }
}

export const hashApiToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Whether a bearer is meant as a personal access token, in any letter case: a mis-cased one must
 * be refused as a bad token, never read as some other kind of credential (or as none).
 */
export const isApiTokenSecret = (bearer: string) => bearer.slice(0, API_TOKEN_PREFIX.length).toLowerCase() === API_TOKEN_PREFIX;

/** The token's stored record and its secret, which is never seen again. */
export interface CreatedApiToken {
  token: ApiToken;
  secret: string;
}

export async function createApiToken(
  prisma: PrismaClient,
  user: User,
  input: { name: string; scopes: readonly string[]; expiresAt?: Date | null },
  now = new Date(),
): Promise<CreatedApiToken> {
  const name = input.name.trim();
  if (!name || name.length > MAX_NAME_LENGTH) throw new ApiTokenInputError(`Give the token a name of 1 to ${MAX_NAME_LENGTH} characters.`, 'name');
  const scopes = [...new Set(input.scopes)];
  if (!scopes.length) throw new ApiTokenInputError('Choose at least one scope.', 'scopes');
  const unknown = scopes.find((scope) => !(API_SCOPES as readonly string[]).includes(scope));
  if (unknown) throw new ApiTokenInputError(`Unknown scope: ${unknown}.`, 'scopes');
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new ApiTokenInputError('The expiry must be in the future.', 'expiresAt');
  if (expiresAt && expiresAt.getTime() > now.getTime() + MAX_LIFETIME_DAYS * 86_400_000) {
    throw new ApiTokenInputError(`The expiry may be at most ${MAX_LIFETIME_DAYS} days away.`, 'expiresAt');
  }
  const active = await prisma.apiToken.count({ where: activeTokensWhere(user.id, now) });
  if (active >= MAX_ACTIVE_TOKENS) throw new ApiTokenInputError(`You have ${MAX_ACTIVE_TOKENS} tokens; revoke one first.`, 'name');

  const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const token = await prisma.apiToken.create({
    data: { userId: user.id, name, scopes, expiresAt, tokenHash: hashApiToken(secret), prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6) },
  });
  return { token, secret };
}

/** Tokens that still work: neither revoked nor expired. */
function activeTokensWhere(userId: string, now = new Date()) {
  return { userId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
}

/** Revokes one of the owner's tokens; another learner's token id (or an unknown one) changes nothing. */
export async function revokeApiToken(prisma: PrismaClient, user: User, tokenId: string): Promise<ApiToken | null> {
  const token = await prisma.apiToken.findFirst({ where: { id: tokenId, userId: user.id } });
  if (!token) return null;
  if (token.revokedAt) return token;
  return prisma.apiToken.update({ where: { id: token.id }, data: { revokedAt: new Date() } });
}

/** Who a bearer secret speaks for, and with which scopes; null when it is unknown, revoked or expired. */
export async function authenticateApiToken(
  prisma: PrismaClient,
  secret: string,
  now = new Date(),
): Promise<{ user: User; tokenId: string; scopes: ApiScope[] } | null> {
  const token = await prisma.apiToken.findUnique({ where: { tokenHash: hashApiToken(secret) }, include: { user: true } });
  if (!token || token.revokedAt || (token.expiresAt && token.expiresAt.getTime() <= now.getTime())) return null;
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await prisma.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: now } });
  }
  const scopes = token.scopes.filter((scope): scope is ApiScope => (API_SCOPES as readonly string[]).includes(scope));
  return { user: token.user, tokenId: token.id, scopes };
}
