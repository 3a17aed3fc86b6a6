import { jwtVerify, SignJWT } from 'jose';

// Pinned so a token from another issuer, audience or algorithm is never accepted.
const ACCESS_TOKEN = { alg: 'HS256', issuer: 'cissp-practice', audience: 'cissp-practice:api', ttl: '15m' } as const;

export async function signAccessToken(secret: Uint8Array, userId: string, sessionId: string, ttl: string = ACCESS_TOKEN.ttl): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ACCESS_TOKEN.alg })
    .setSubject(userId)
    .setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(secret);
}

// Tokens whose signature and claims were checked, per secret, until they expire: a learner sends
// the same token with every request for 15 minutes, and its HMAC check through WebCrypto was about
// 6% of the server's CPU under load. Only verified tokens are kept (a forged one is never a key),
// the expiry is checked on every use as jose checks it, and the cache is bounded.
const VERIFIED_MAX = 10_000;
const verified = new WeakMap<Uint8Array, Map<string, { userId: string; sessionId: string; exp: number }>>();

/** The user and session of a valid access token, or null for anything else. */
const BEARER = /^Bearer\s+(\S+)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export const bearerToken = (header: string | null | undefined): string | null => BEARER.exec(header ?? '')?.[1] ?? null;

/** A verified access token's user and session, when both are well-formed ids (a query can bind them as uuid); null otherwise. */
export async function sessionClaims(secret: Uint8Array, token: string): Promise<{ userId: string; sessionId: string } | null> {
  const claims = await verifyAccessToken(secret, token);
  return claims && UUID.test(claims.userId) && UUID.test(claims.sessionId) ? claims : null;
}

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<{ userId: string; sessionId: string } | null> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const hit = known.get(token);
  if (hit) {
    // jose refuses a token once exp <= now (whole seconds).
    if (hit.exp > Math.floor(Date.now() / 1000)) return { userId: hit.userId, sessionId: hit.sessionId };
    known.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ACCESS_TOKEN.alg],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    // Only tokens with an expiry (ours always have one) are kept; the nbf claim, if any, has passed.
    if (typeof payload.exp === 'number') {
      if (known.size >= VERIFIED_MAX) known.clear();
      known.set(token, { ...claims, exp: payload.exp });
    }
    return claims;
  } catch {
    return null;
  }
}
