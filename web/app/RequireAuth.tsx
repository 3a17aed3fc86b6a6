import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './AuthProvider.tsx';
import { rememberReturnTo, sessionEndWasExplained } from './session.ts';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * The spinner while the session is checked, in the middle of the window and out of the page's flow:
 * a demo session's notice, which appears above the page once the session is back, moved the
 * in-flow spinner down (a layout shift on every signed-in screen's first load).
 */
const sessionSpinner = { position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' } as const;
function SessionSpinner() {
  return (
    <Box sx={sessionSpinner}>
      <CircularProgress aria-label="Checking your session" />
    </Box>
  );
}

/**
 * The login guard: a spinner while auth loads; signed-out visitors go to / with their destination
 * remembered and the session banner saying they need to sign in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { auth } = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <SessionSpinner />;
  if (auth.status === 'signedOut') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    rememberReturnTo(from);
    // Say why (the session banner reads ?error=), unless the end of a session was just explained.
    return <Navigate to={sessionEndWasExplained() ? '/' : '/?error=login_required'} replace state={{ from }} />;
  }
  return <>{children}</>;
}
