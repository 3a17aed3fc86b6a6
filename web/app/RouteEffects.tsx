import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_NAME, ROUTES } from './routes.ts';

/** Each route's document title (what a tab, a bookmark and a screen reader announce), from the route table. */
export const ROUTE_TITLES: Record<string, string> = Object.fromEntries(ROUTES.flatMap((route) => (route.title ? [[route.path, route.title]] : [])));

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
