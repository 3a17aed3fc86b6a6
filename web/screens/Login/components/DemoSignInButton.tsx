import { Alert, Button, CircularProgress, Divider, Stack } from '@mui/material';
import { useState } from 'react';
import { useAuth } from '../../../app/AuthProvider.tsx';
import { useSignInAsDemoMutation } from '../mutations/useSignInAsDemoMutation.ts';
import { DEMO_FAILED } from './GoogleSignIn.tsx';

/** The demo sign-in under the email form: a throwaway learner of the visitor's own. */
export function DemoSignInButton() {
  const { signIn: startSession } = useAuth();
  const [signInAsDemo] = useSignInAsDemoMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const demo = async () => {
    setBusy(true);
    setError(null);
    try {
      const { signInAsDemo: result } = await signInAsDemo({});
      if (result.__typename === 'SignInPayload' && result.accessToken && (await startSession(result.accessToken))) return;
      // Too many demo sign-ins from one address says so; anything else is the spec's message.
      setError(result.__typename === 'RateLimitedError' && result.message ? result.message : DEMO_FAILED);
    } catch {
      setError(DEMO_FAILED);
    }
    setBusy(false);
  };

  return (
    <Stack spacing={2}>
      <Divider>or</Divider>
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        variant="text"
        onClick={() => void demo()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} aria-label="Signing in to the demo" /> : undefined}
      >
        Try the demo account
      </Button>
    </Stack>
  );
}
