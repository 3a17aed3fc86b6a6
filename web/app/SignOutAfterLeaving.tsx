import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider.tsx';
import { announce } from './NoticeBanner.tsx';

/** Raised on window by a screen whose session has ended on the server (the account was deleted). */
const LEAVE_AND_SIGN_OUT_EVENT = 'leave-and-sign-out';

/** Asks the app to go to / and forget the session there, then tell the learner `message`. */
export function leaveAndSignOut(message: string): void {
  window.dispatchEvent(new CustomEvent<string>(LEAVE_AND_SIGN_OUT_EVENT, { detail: message }));
}

/**
 * Lives above the routes, so it outlasts the screen that asked. It leaves for / first and signs
 * out only once / is showing: signing out while a guarded screen is still up (the navigation is a
 * transition that waits for the landing page's code) would make its guard send the visitor on
 * with "Login Required" and remember the screen as the place to come back to.
 */
export function SignOutAfterLeaving() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The message of a request not yet carried out, and where the app is now (read by the listener).
  const pending = useRef<string | null>(null);
  const where = useRef(pathname);

  const finish = useCallback(() => {
    const message = pending.current;
    pending.current = null;
    if (message) announce(message);
    void signOut();
  }, [signOut]);

  useEffect(() => {
    const onRequest = (event: Event) => {
      const message = (event as CustomEvent<string>).detail;
      pending.current = typeof message === 'string' ? message : '';
      if (where.current === '/') finish();
      else navigate('/', { replace: true });
    };
    window.addEventListener(LEAVE_AND_SIGN_OUT_EVENT, onRequest);
    return () => window.removeEventListener(LEAVE_AND_SIGN_OUT_EVENT, onRequest);
  }, [navigate, finish]);

  useEffect(() => {
    where.current = pathname;
    if (pending.current !== null && pathname === '/') finish();
  }, [pathname, finish]);

  return null;
}
