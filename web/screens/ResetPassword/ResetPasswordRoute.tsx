import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PasswordChecklist } from '../../components/auth/PasswordChecklist.tsx';
import { PasswordField } from '../../components/auth/PasswordField.tsx';
import { MISMATCH_MESSAGE, PASSWORD_MAX, passwordMeetsRules, TOO_LONG_MESSAGE } from '../../components/auth/passwordRules.ts';
import { useResetPasswordMutation } from './mutations/useResetPasswordMutation.ts';

const NO_TOKEN_MESSAGE = 'Invalid password reset link. No token provided.';
const RESET_FAILED_TITLE = 'Password reset failed';
const RESET_FAILED = 'Failed to reset password';

/** /reset-password?token=: a new password, with the same rules as registration. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [reset, isInFlight] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const mismatch = confirm.length > 0 && confirm !== password;
  const valid = passwordMeetsRules(password) && confirm === password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    try {
      const { resetPassword: result } = await reset({ input: { token, newPassword: password } });
      if (result.__typename === 'MessagePayload') setDone(result.message ?? '');
      else setError(result.message ?? RESET_FAILED);
    } catch {
      setError(RESET_FAILED);
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h4" component="h1">
              Choose a new password
            </Typography>
            {!token ? (
              <>
                <Alert severity="error">{NO_TOKEN_MESSAGE}</Alert>
                <Link component={RouterLink} to="/forgot-password">
                  Request a new link
                </Link>
              </>
            ) : done !== null ? (
              <>
                <Alert severity="success">{done}</Alert>
                <Button component={RouterLink} to="/login" variant="contained">
                  Sign in
                </Button>
              </>
            ) : (
              <Box component="form" noValidate onSubmit={submit} aria-label="Reset password">
                <Stack spacing={1}>
                  {error && (
                    <Alert severity="error">
                      <AlertTitle>{RESET_FAILED_TITLE}</AlertTitle>
                      {error}
                    </Alert>
                  )}
                  <PasswordField
                    id="reset-password"
                    label="New Password"
                    autoComplete="new-password"
                    required
                    fullWidth
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    error={password.length > PASSWORD_MAX}
                    helperText={password.length > PASSWORD_MAX ? TOO_LONG_MESSAGE : ' '}
                  />
                  <PasswordChecklist password={password} />
                  <PasswordField
                    id="reset-confirm"
                    label="Confirm New Password"
                    autoComplete="new-password"
                    required
                    fullWidth
                    value={confirm}
                    onChange={(e) => setConfirm(e.target.value)}
                    error={mismatch}
                    helperText={mismatch ? MISMATCH_MESSAGE : ' '}
                  />
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={!valid || isInFlight}
                    startIcon={isInFlight ? <CircularProgress size={18} color="inherit" aria-label="Saving" /> : undefined}
                  >
                    Reset Password
                  </Button>
                </Stack>
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
