/**
 * The access token lives in memory only (spec 4); the signed-in user is cached in local storage
 * under the key `user` so the top bar can paint before the session is confirmed.
 */
let accessToken: string | null = null;

export const USER_STORAGE_KEY = 'user';
export const RETURN_TO_KEY = 'auth.returnTo';

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Remembers where an unauthenticated visitor was going, for after sign-in. */
export function rememberReturnTo(path: string): void {
  sessionStorage.setItem(RETURN_TO_KEY, path);
}

export function takeReturnTo(fallback = '/dashboard'): string {
  const path = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  // Only same-site paths: never an open redirect.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
