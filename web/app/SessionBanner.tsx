import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AUTH_ERROR_EVENT, type AuthErrorDetail, type AuthErrorReason } from './session.ts';

/** The snackbar hides after 6 seconds. */
export const BANNER_HIDE_MS = 6000;

const SessionBannerView = lazy(() => import('./SessionBannerView.tsx').then((m) => ({ default: m.SessionBannerView })));

const ERROR_PARAM = 'error';
/** /login's own parameter (from /auth/callback without a code); the sign-in screen explains it. */
const LOGIN_SCREEN_ERRORS = new Set(['oauth_not_supported']);
/** Google's redirect carries its own ?error= (access_denied...): /auth/callback explains that one. */
const OAUTH_CALLBACK = '/auth/callback';

const BANNERS: Record<AuthErrorReason, { title: string; severity: 'warning' | 'error'; text: string }> = {
  session_expired: { title: 'Session Expired', severity: 'warning', text: 'Your session has expired. Please sign in again.' },
  refresh_failed: { title: 'Session Refresh Failed', severity: 'warning', text: 'We could not renew your session. Please sign in again.' },
  session_invalid: { title: 'Session Invalid', severity: 'error', text: 'Your session is no longer valid. Please sign in again.' },
  login_required: { title: 'Login Required', severity: 'error', text: 'Please sign in to continue.' },
  auth_error: { title: 'Authentication Error', severity: 'error', text: 'Something went wrong with your sign-in. Please sign in again.' },
};

/** The ?error= values the banner explains; any other value means login required. */
function reasonOfParam(value: string): AuthErrorReason {
  return value === 'session_expired' || value === 'session_invalid' || value === 'refresh_failed' ? value : 'login_required';
}

/**
 * The session banner: a snackbar for an auth-error event or an ?error= parameter, which
 * is then removed from the URL. It hides itself after 6 seconds.
 */
export function SessionBanner() {
  const [params, setParams] = useSearchParams();
  const [banner, setBanner] = useState<{ reason: AuthErrorReason; text: string; key: number } | null>(null);
  const [open, setOpen] = useState(false);

  const show = (reason: AuthErrorReason, text?: string) => {
    setBanner((previous) => ({ reason, text: text ?? BANNERS[reason].text, key: (previous?.key ?? 0) + 1 }));
    setOpen(true);
  };

  // A new ?error= value shows the banner (adjusting state while rendering, as React advises) ...
  const { pathname } = useLocation();
  const error = pathname === OAUTH_CALLBACK ? null : params.get(ERROR_PARAM);
  const [seenError, setSeenError] = useState<string | null>(null);
  if (error !== seenError) {
    setSeenError(error);
    if (error !== null && !LOGIN_SCREEN_ERRORS.has(error)) show(reasonOfParam(error));
  }
  // ... and the parameter is then removed from the URL.
  useEffect(() => {
    if (error === null || LOGIN_SCREEN_ERRORS.has(error)) return;
    const next = new URLSearchParams(params);
    next.delete(ERROR_PARAM);
    setParams(next, { replace: true });
  }, [error, params, setParams]);

  useEffect(() => {
    const onAuthError = (event: Event) => {
      const detail = (event as CustomEvent<AuthErrorDetail | undefined>).detail;
      show(detail?.reason && detail.reason in BANNERS ? detail.reason : 'auth_error', detail?.message);
    };
    window.addEventListener(AUTH_ERROR_EVENT, onAuthError);
    return () => window.removeEventListener(AUTH_ERROR_EVENT, onAuthError);
  }, []);

  if (!banner) return null;
  // The snackbar's chunk loads with the first banner: most visits never show one.
  return (
    <Suspense fallback={null}>
      <SessionBannerView
        key={banner.key}
        open={open}
        title={BANNERS[banner.reason].title}
        severity={BANNERS[banner.reason].severity}
        text={banner.text}
        hideAfterMs={BANNER_HIDE_MS}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
