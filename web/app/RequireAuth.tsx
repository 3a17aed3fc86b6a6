import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isPaid, useAuth } from './AuthProvider.tsx';
import { rememberReturnTo } from './session.ts';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * The login guard (spec 2): a spinner while auth loads; signed-out visitors go to / with their
 * destination remembered. `requirePaid` sends free users to /subscription (no route uses it yet).
 */
export function RequireAuth({ children, requirePaid = false }: { children: ReactNode; requirePaid?: boolean }) {
  const { auth } = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (auth.status === 'signedOut') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    rememberReturnTo(from);
    return <Navigate to="/" replace state={{ from }} />;
  }
  if (requirePaid && !isPaid(auth.user)) return <Navigate to="/subscription" replace />;
  return <>{children}</>;
}
