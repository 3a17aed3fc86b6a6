/**
 * Route chunks fetched on intent: when a link to a screen is hovered, focused or touched, its
 * chunk (and the chunks it imports) starts loading, so the click finds it there. The imports name
 * the same modules as AppRoutes' lazy routes, so the bundler gives them the same chunks.
 */
const ROUTES: Record<string, () => Promise<unknown>> = {
  '/login': () => import('../screens/Login/LoginRoute.tsx'),
  '/register': () => import('../screens/Register/RegisterRoute.tsx'),
  '/forgot-password': () => import('../screens/ForgotPassword/ForgotPasswordRoute.tsx'),
  '/privacy': () => import('../screens/Privacy/PrivacyRoute.tsx'),
  '/terms': () => import('../screens/Terms/TermsRoute.tsx'),
  '/dashboard': () => import('../screens/Dashboard/DashboardRoute.tsx'),
  '/practice': () => import('../screens/Practice/PracticeRoute.tsx'),
  '/exam': () => import('../screens/Exam/ExamRoute.tsx'),
  '/subscription': () => import('../screens/Subscription/SubscriptionRoute.tsx'),
  '/settings': () => import('../screens/Settings/SettingsRoute.tsx'),
};

const started = new Map<string, Promise<unknown>>();

/** Starts loading the chunk of the screen at `to` (once); undefined for a path with no chunk. */
export function prefetchRoute(to: string): Promise<unknown> | undefined {
  const path = to.split(/[?#]/)[0];
  const load = ROUTES[path];
  if (!load) return undefined;
  let pending = started.get(path);
  if (!pending) {
    // A failed fetch (offline) is tried again on the next intent, and the click still works.
    pending = load().catch((error: unknown) => {
      started.delete(path);
      throw error;
    });
    pending.catch(() => {});
    started.set(path, pending);
  }
  return pending;
}

/** Props for a link to `to`: its screen's chunk loads when the pointer or focus comes to it. */
export function prefetchOnIntent(to: string) {
  const prefetch = () => void prefetchRoute(to)?.catch(() => {});
  return { onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}

/** The signed-in screens: behind RequireAuth, so their chunk is asked for only once the session is back. */
const SIGNED_IN = new Set(['/dashboard', '/practice', '/exam', '/subscription', '/settings']);

/**
 * The screen whose chunk to fetch as the app starts, or null: a signed-in screen opened by a
 * learner who has a session (a user cached from it). Its chunk then loads beside the session's
 * refresh and the viewer query instead of after them (on a slow phone, a second of LCP).
 */
export function startRoute(pathname: string, hasSession: boolean): string | null {
  return hasSession && SIGNED_IN.has(pathname) ? pathname : null;
}
