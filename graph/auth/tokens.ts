import { jwtVerify, SignJWT } from 'jose';

// Pinned so a token from another issuer, audience or algorithm is never accepted.
export const ACCESS_TOKEN = { alg: 'HS256', issuer: 'cissp-practice', audience: 'cissp-practice:api', ttl: '15m' } as const;

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

/** The user and session of a valid access token, or null for anything else. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ACCESS_TOKEN.alg],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
