import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { CookieSerializeOptions } from './cookies.ts';

/**
 * Device cookies (OWASP's "device cookie" pattern against lockouts): a browser that completed a
 * sign-in to an account gets a signed cookie naming the account and a random device id. Failed
 * attempts from that browser are counted against its device id alone, so strangers who fail on
 * the account from elsewhere, and reach its limit for unknown devices, never lock its owner out.
 */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_DAYS = 365;
const DEVICE = { alg: 'HS256', issuer: 'cissp-practice', audience: 'cissp-practice:device' } as const;

export function deviceCookieOptions(production: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge: DEVICE_COOKIE_DAYS * 86400 };
}

/** A new device cookie value for a user who has just signed in completely. */
export async function issueDeviceCookie(secret: Uint8Array, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: DEVICE.alg })
    .setSubject(userId)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(DEVICE.issuer)
    .setAudience(DEVICE.audience)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_COOKIE_DAYS}d`)
    .sign(secret);
}

/** The device id of a valid device cookie issued for this user, or null (no cookie, another account, forged, expired). */
export async function knownDeviceId(secret: Uint8Array, cookie: string | undefined, userId: string): Promise<string | null> {
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(cookie, secret, { algorithms: [DEVICE.alg], issuer: DEVICE.issuer, audience: DEVICE.audience });
    return payload.sub === userId && typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}
