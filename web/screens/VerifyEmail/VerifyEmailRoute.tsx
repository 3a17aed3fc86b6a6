import { Alert, AlertTitle, Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useVerifyEmailMutation } from './mutations/useVerifyEmailMutation.ts';

const NO_TOKEN_MESSAGE = 'Invalid verification link. No token provided.';
const VERIFICATION_FAILED = 'Email verification failed';
const FAILED_TO_VERIFY = 'Failed to verify email';
const EXPIRED_NOTE = 'The link may have expired or already been used. Sign in to have a new one sent to you.';

type State = { kind: 'verifying' } | { kind: 'noToken' } | { kind: 'success'; message: string } | { kind: 'failure'; message: string };

/** /verify-email?token=: verifies on load, then success or failure. */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [verify] = useVerifyEmailMutation();
  const [state, setState] = useState<State>(token ? { kind: 'verifying' } : { kind: 'noToken' });
  // The link works once: verify once per screen, even when StrictMode runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify({ input: { token } })
      .then(({ verifyEmail: result }) =>
        setState(
          result.__typename === 'VerifyEmailPayload'
            ? { kind: 'success', message: result.message ?? '' }
            : { kind: 'failure', message: result.__typename === 'InvalidLinkError' ? EXPIRED_NOTE : (result.message ?? FAILED_TO_VERIFY) },
        ),
      )
      .catch(() => setState({ kind: 'failure', message: FAILED_TO_VERIFY }));
  }, [token, verify]);

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h4" component="h1">
              Email verification
            </Typography>
            {state.kind === 'verifying' && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={24} aria-label="Verifying" />
                <Typography>Verifying your email address…</Typography>
              </Stack>
            )}
            {state.kind === 'success' && (
              <>
                <Alert severity="success">{state.message}</Alert>
                <Button component={RouterLink} to="/login" variant="contained">
                  Sign in
                </Button>
              </>
            )}
            {(state.kind === 'failure' || state.kind === 'noToken') && (
              <>
                <Alert severity="error" sx={{ width: '100%' }}>
                  {state.kind === 'noToken' ? (
                    NO_TOKEN_MESSAGE
                  ) : (
                    <>
                      <AlertTitle>{VERIFICATION_FAILED}</AlertTitle>
                      {state.message}
                    </>
                  )}
                </Alert>
                <Button component={RouterLink} to="/login">
                  Go to sign in
                </Button>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
