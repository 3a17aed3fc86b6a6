import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../app/AuthProvider.tsx';
import { PasswordField } from '../../../components/auth/PasswordField.tsx';
import { OutlinedTextField } from '../../../components/OutlinedTextField.tsx';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useSignInMutation } from '../mutations/useSignInMutation.ts';

const MISSING_CREDENTIALS = 'Email and password are required';

/** Email Address and Password, Forgot password, Sign In with a spinner. */
export function EmailSignInForm({ onTwoFactorRequired }: { onTwoFactorRequired(userId: string): void }) {
  const { signIn: startSession } = useAuth();
  const [signIn] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(MISSING_CREDENTIALS);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { signIn: result } = await signIn({ input: { email: email.trim(), password } });
      if (result.__typename === 'SignInPayload' && result.mfaRequired && result.userId) {
        onTwoFactorRequired(result.userId);
        return;
      }
      if (result.__typename === 'SignInPayload' && result.accessToken) {
        // Signed in: the screen redirects once the user is loaded.
        if (!(await startSession(result.accessToken))) setError(UNEXPECTED_ERROR);
        return;
      }
      setError(result.message ?? UNEXPECTED_ERROR);
    } catch {
      setError(UNEXPECTED_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign in with email">
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <OutlinedTextField
          id="login-email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Box sx={{ textAlign: 'right' }}>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label="Signing in" /> : undefined}
        >
          Sign In
        </Button>
      </Stack>
    </Box>
  );
}
