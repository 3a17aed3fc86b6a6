import GoogleIcon from '@mui/icons-material/Google';
import { Alert, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { GoogleSignIn_query$key } from '../../../__generated__/GoogleSignIn_query.graphql.ts';
import { useAuth } from '../../../app/AuthProvider.tsx';
import { OAUTH_STATE_KEY } from '../../../app/session.ts';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useSignInAsDemoMutation } from '../mutations/useSignInAsDemoMutation.ts';
import { useStartGoogleSignInMutation } from '../mutations/useStartGoogleSignInMutation.ts';

const GOOGLE_NOT_READY = 'Google authentication is being set up. Please use the demo login for now.';
export const DEMO_FAILED = 'Demo authentication failed. Please try again.';
/** After a failed Google sign-in, the demo login is attempted 2 seconds later. */
export const DEMO_FALLBACK_DELAY_MS = 2000;

/** Said before the fallback signs the visitor in as a throwaway learner, with a way out. */
export const DEMO_FALLBACK_NOTICE = 'Signing you in to a temporary demo account in 2 seconds. It is deleted after a day unused, unless you keep its progress.';

/** Leaves the app for Google's consent page; a seam so tests need not navigate. */
export const googleRedirect = { go: (url: string) => window.location.assign(url) };

/**
 * The Google tab: the redirect sign-in when Google is configured; otherwise (or when it fails) the
 * spec's message and, 2 seconds later, the demo login. Google's one-tap script is not loaded: the
 * content security policy admits only our own scripts, and the redirect flow needs none.
 */
export function GoogleSignIn({ query }: { query: GoogleSignIn_query$key }) {
  const data = useFragment(
    graphql`
      fragment GoogleSignIn_query on Query {
        googleSignIn {
          enabled
        }
        demoSignIn
      }
    `,
    query,
  );
  const { signIn: startSession } = useAuth();
  const [startGoogle] = useStartGoogleSignInMutation();
  const [signInAsDemo] = useSignInAsDemoMutation();
  const [busy, setBusy] = useState<'google' | 'demo' | null>(null);
  const [message, setMessage] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const [pendingDemo, setPendingDemo] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const demo = async () => {
    setBusy('demo');
    try {
      const { signInAsDemo: result } = await signInAsDemo({});
      if (result.__typename === 'SignInPayload' && result.accessToken && (await startSession(result.accessToken))) return;
      setMessage({ severity: 'error', text: DEMO_FAILED });
    } catch {
      setMessage({ severity: 'error', text: DEMO_FAILED });
    }
    setBusy(null);
  };

  // The spec's fallback, said first: with demo sign-in on, the visitor sees where they are going and may cancel.
  const fallBackToDemo = (text: string) => {
    setMessage({ severity: data.googleSignIn.enabled ? 'error' : 'info', text });
    setBusy('demo');
    setPendingDemo(data.demoSignIn);
    timer.current = setTimeout(() => {
      setPendingDemo(false);
      void demo();
    }, DEMO_FALLBACK_DELAY_MS);
  };
  const cancelDemo = () => {
    clearTimeout(timer.current ?? undefined);
    setPendingDemo(false);
    setBusy(null);
  };

  const google = async () => {
    if (!data.googleSignIn.enabled) {
      fallBackToDemo(GOOGLE_NOT_READY);
      return;
    }
    setBusy('google');
    setMessage(null);
    try {
      const { startGoogleSignIn: result } = await startGoogle({});
      if (result.__typename === 'GoogleSignInStart' && result.authorizationUrl && result.state) {
        sessionStorage.setItem(OAUTH_STATE_KEY, result.state);
        googleRedirect.go(result.authorizationUrl);
        return;
      }
      fallBackToDemo(result.message ?? UNEXPECTED_ERROR);
    } catch {
      fallBackToDemo(UNEXPECTED_ERROR);
    }
  };

  return (
    <Stack spacing={2}>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      {pendingDemo && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={cancelDemo}>
              Cancel
            </Button>
          }
        >
          {DEMO_FALLBACK_NOTICE}
        </Alert>
      )}
      {!data.googleSignIn.enabled && !message && (
        <Typography variant="body2" color="text.secondary">
          Google sign-in is not available yet on this server.
        </Typography>
      )}
      <Button
        variant="outlined"
        size="large"
        startIcon={busy === 'google' ? <CircularProgress size={18} aria-label="Redirecting to Google" /> : <GoogleIcon />}
        onClick={google}
        disabled={busy !== null}
      >
        Sign in with Google
      </Button>
      {data.demoSignIn && (
        <>
          <Divider>or</Divider>
          <Button
            variant="text"
            onClick={() => {
              setMessage(null);
              void demo();
            }}
            disabled={busy !== null}
            startIcon={busy === 'demo' ? <CircularProgress size={18} aria-label="Signing in to the demo" /> : undefined}
          >
            Try the demo account
          </Button>
        </>
      )}
    </Stack>
  );
}
