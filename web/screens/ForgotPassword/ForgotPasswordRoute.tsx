import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Container, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRequestPasswordResetMutation } from './mutations/useRequestPasswordResetMutation.ts';

const EMAIL_REQUIRED = 'Email is required';
const REQUEST_FAILED = 'Failed to request password reset';
const SEND_FAILED = 'Failed to send password reset email';

/** /forgot-password: an e-mail address to send a reset link to. */
export function ForgotPasswordRoute() {
  const [request, isInFlight] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ title?: string; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError({ text: EMAIL_REQUIRED });
      return;
    }
    setError(null);
    try {
      const { requestPasswordReset: result } = await request({ input: { email: email.trim() } });
      if (result.__typename === 'MessagePayload') setDone(result.message ?? '');
      else setError({ title: REQUEST_FAILED, text: result.message ?? SEND_FAILED });
    } catch {
      setError({ title: REQUEST_FAILED, text: SEND_FAILED });
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h4" component="h1">
              Forgot your password?
            </Typography>
            {done !== null ? (
              <Alert severity="success">{done}</Alert>
            ) : (
              <Box component="form" noValidate onSubmit={submit} aria-label="Request a password reset">
                <Stack spacing={2}>
                  <Typography color="text.secondary">Enter the address you signed up with and we will e-mail you a link to choose a new password.</Typography>
                  {error && (
                    <Alert severity="error">
                      {error.title && <AlertTitle>{error.title}</AlertTitle>}
                      {error.text}
                    </Alert>
                  )}
                  <TextField
                    id="forgot-email"
                    label="Email Address"
                    type="email"
                    autoComplete="email"
                    required
                    fullWidth
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={isInFlight}
                    startIcon={isInFlight ? <CircularProgress size={18} color="inherit" aria-label="Sending" /> : undefined}
                  >
                    Send Reset Link
                  </Button>
                </Stack>
              </Box>
            )}
            <Link component={RouterLink} to="/login" variant="body2">
              Back to sign in
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
