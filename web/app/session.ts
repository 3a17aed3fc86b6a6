/**
 * The access token lives in memory only; the signed-in user is cached in local storage
 * under the key `user`. The refresh token is an HttpOnly cookie the page never sees.
 */
let accessToken: string | null = null;

export const USER_STORAGE_KEY = 'user';
export const RETURN_TO_KEY = 'auth.returnTo';
/** The anti-forgery cookie the server sets, echoed in X-CSRF-Token on every write. */
const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
/** Raised on window when a signed-in session ends by itself; the session banner shows it. */
export const AUTH_ERROR_EVENT = 'auth-error';

/** Why a session ended, as the session banner and the ?error= parameter name it. */
export type AuthErrorReason = 'session_expired' | 'session_invalid' | 'refresh_failed' | 'login_required' | 'auth_error';

export interface AuthErrorDetail {
  reason: AuthErrorReason;
  message?: string;
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  if (token) sessionEndExplained = false;
}

// Whether the session banner already said why this tab's session ended (until the next sign-in).
let sessionEndExplained = false;

/** True once a session ended by itself was announced: the login guard need not say "Login Required" over it. */
export function sessionEndWasExplained(): boolean {
  return sessionEndExplained;
}

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1];
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** The value of the anti-forgery cookie, or null before the server has set it. */
export function readCsrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === CSRF_COOKIE) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return part.slice(index + 1).trim();
      }
    }
  }
  return null;
}

/** Forgets everything the browser holds about the session: token, cached user, session storage. */
export function clearSession(): void {
  accessToken = null;
  localStorage.removeItem(USER_STORAGE_KEY);
  sessionStorage.clear();
}

export function raiseAuthError(detail: AuthErrorDetail): void {
  sessionEndExplained = true;
  window.dispatchEvent(new CustomEvent<AuthErrorDetail>(AUTH_ERROR_EVENT, { detail }));
}

/** Remembers where an unauthenticated visitor was going, for after sign-in. */
export function rememberReturnTo(path: string): void {
  sessionStorage.setItem(RETURN_TO_KEY, path);
}

/** Where to go after sign-in (the page the user came from, else /dashboard), and forgets it. */
export function takeReturnTo(fallback = '/dashboard'): string {
  const path = peekReturnTo(fallback);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return path;
}

/** Where to go after sign-in, without forgetting it. */
export function peekReturnTo(fallback = '/dashboard'): string {
  const path = sessionStorage.getItem(RETURN_TO_KEY);
  // Only same-site paths (never an open redirect), and never back to a sign-in screen.
  const safe = path && path.startsWith('/') && !path.startsWith('//') && !/^\/(login|register|auth\/callback)\b/.test(path);
  return safe ? path : fallback;
}

/** The OAuth state of a Google redirect in progress, checked at /auth/callback. */
export const OAUTH_STATE_KEY = 'oauth_state';
