import { Alert, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider.tsx';
import { OAUTH_STATE_KEY } from '../../app/session.ts';
import { UNEXPECTED_ERROR } from '../../app/usePromiseMutation.ts';
import { RedirectAfterSignIn } from '../../components/auth/RedirectAfterSignIn.tsx';
import { TwoFactorLogin } from '../../components/auth/TwoFactorLogin.tsx';
import { useSignInWithGoogleMutation } from './mutations/useSignInWithGoogleMutation.ts';

const STATE_MISMATCH = 'Invalid state parameter - possible CSRF attack';
const AUTH_FAILED = 'Authentication failed';
/** An OAuth error returns to /login after 3 seconds. */
export const ERROR_REDIRECT_MS = 3000;

type Phase = { kind: 'processing' } | { kind: 'twoFactor'; userId: string } | { kind: 'error'; message: string } | { kind: 'noCode' };

function initialPhase(params: URLSearchParams): Phase {
  const error = params.get('error');
  if (error) return { kind: 'error', message: `OAuth error: ${error}` };
  if (!params.get('code')) return { kind: 'noCode' };
  const expected = sessionStorage.getItem(OAUTH_STATE_KEY);
  if (!expected || params.get('state') !== expected) return { kind: 'error', message: STATE_MISMATCH };
  return { kind: 'processing' };
}

/** /auth/callback: Google's redirect back with code, state or error. */
export function AuthCallbackRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { auth, signIn: startSession } = useAuth();
  const [signInWithGoogle] = useSignInWithGoogleMutation();
  const [phase, setPhase] = useState<Phase>(() => initialPhase(params));
  // Google's code works once: exchange it once, even when StrictMode runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (phase.kind !== 'processing' || started.current) return;
    started.current = true;
    const code = params.get('code') ?? '';
    const state = params.get('state') ?? '';
    sessionStorage.removeItem(OAUTH_STATE_KEY);
    signInWithGoogle({ input: { code, state } })
      .then(async ({ signInWithGoogle: result }) => {
        if (result.__typename === 'SignInPayload' && result.mfaRequired && result.userId) return setPhase({ kind: 'twoFactor', userId: result.userId });
        if (result.__typename === 'SignInPayload' && result.accessToken) {
          if (!(await startSession(result.accessToken))) setPhase({ kind: 'error', message: AUTH_FAILED });
          return;
        }
        setPhase({ kind: 'error', message: result.message ?? AUTH_FAILED });
      })
      .catch(() => setPhase({ kind: 'error', message: UNEXPECTED_ERROR }));
  }, [params, phase.kind, signInWithGoogle, startSession]);

  useEffect(() => {
    if (phase.kind !== 'error') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, phase.kind]);

  if (phase.kind === 'noCode') return <Navigate to="/login?error=oauth_not_supported" replace />;
  if (auth.status === 'signedIn') return <RedirectAfterSignIn />;
  if (phase.kind === 'twoFactor') return <TwoFactorLogin userId={phase.userId} onCancel={() => navigate('/login', { replace: true })} />;

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          Signing in with Google
        </Typography>
        {phase.kind === 'processing' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-label="Completing sign-in" />
            <Typography>Completing your sign-in…</Typography>
          </Stack>
        ) : (
          <Alert severity="error" sx={{ width: '100%' }}>
            {phase.message}
            <Typography variant="body2" sx={{ mt: 1 }}>
              Taking you back to the sign-in page…
            </Typography>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
