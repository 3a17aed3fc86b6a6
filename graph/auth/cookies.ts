import { stringifySetCookie } from 'cookie';

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
