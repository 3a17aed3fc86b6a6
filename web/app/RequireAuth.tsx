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
 * The login guard: a spinner while auth loads; signed-out visitors go to / with their destination
 * remembered and the session banner saying they need to sign in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { auth } = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (auth.status === 'signedOut') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    rememberReturnTo(from);
    // Say why (the session banner reads ?error=), unless the end of a session was just explained.
    return <Navigate to={sessionEndWasExplained() ? '/' : '/?error=login_required'} replace state={{ from }} />;
  }
  return <>{children}</>;
}
