import { stringifySetCookie } from 'cookie';
import { randomFillSync } from 'node:crypto';

export const REFRESH_COOKIE = 'refresh_token';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const GOOGLE_COOKIE = 'google_oauth';

export interface CookieSerializeOptions {
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieSerializeOptions): string {
  return stringifySetCookie({ name, value, path: '/', ...options });
}

/** The refresh token cookie: HttpOnly, SameSite=Strict, Secure in production. */
export function refreshCookieOptions(production: boolean, expires: Date): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure: production, path: '/', expires };
}

export function clearedCookieOptions(production: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure: production, path: '/', maxAge: 0 };
}

/** Bytes of entropy in an anti-forgery token (32 characters of base64url). */
const CSRF_TOKEN_BYTES = 24;
// Drawn from one buffer of the same CSPRNG, refilled when used up, as Node's randomUUID does: a
// randomBytes call per visitor without the cookie was a getrandom call per response (16% of
// /healthz's busy time). Every slice is handed out once.
const csrfPool = Buffer.alloc(CSRF_TOKEN_BYTES * 256);
let csrfPoolOffset = csrfPool.length;

/** A fresh random anti-forgery token for the double-submit cookie. */
export function newCsrfToken(): string {
  if (csrfPoolOffset + CSRF_TOKEN_BYTES > csrfPool.length) {
    randomFillSync(csrfPool);
    csrfPoolOffset = 0;
  }
  const token = csrfPool.toString('base64url', csrfPoolOffset, csrfPoolOffset + CSRF_TOKEN_BYTES);
  csrfPoolOffset += CSRF_TOKEN_BYTES;
  return token;
}
