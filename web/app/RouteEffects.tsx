import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const APP_NAME = 'CISSP Practice';

/** Each route's document title (what a tab, a bookmark and a screen reader announce). */
export const ROUTE_TITLES: Record<string, string> = {
  '/': 'CISSP Practice: master the CISSP exam with confidence',
  '/login': `Sign in · ${APP_NAME}`,
  '/register': `Create an account · ${APP_NAME}`,
  '/forgot-password': `Forgot password · ${APP_NAME}`,
  '/reset-password': `Choose a new password · ${APP_NAME}`,
  '/verify-email': `Verify your e-mail · ${APP_NAME}`,
  '/auth/callback': `Signing in with Google · ${APP_NAME}`,
  '/privacy': `Privacy policy · ${APP_NAME}`,
  '/terms': `Terms of service · ${APP_NAME}`,
  '/billing/success': `Welcome to Premium · ${APP_NAME}`,
  '/billing/cancel': `Checkout cancelled · ${APP_NAME}`,
  '/dashboard': `Dashboard · ${APP_NAME}`,
  '/practice': `Practice · ${APP_NAME}`,
  '/subscription': `Subscription · ${APP_NAME}`,
  '/settings': `Settings · ${APP_NAME}`,
};

function titleOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_TITLES[path] ?? APP_NAME;
}

/**
 * What every navigation does: the route's title, and the new page shown from its top (or at the
 * element its #hash names), not at the old page's scroll position.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    document.title = titleOf(pathname);
  }, [pathname]);
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
