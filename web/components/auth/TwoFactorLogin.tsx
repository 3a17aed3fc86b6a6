import { Alert, Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../app/AuthProvider.tsx';
import { INVALID_BACKUP_CODE_FORMAT, INVALID_CODE_FORMAT, isBackupCode, isSixDigitCode, TwoFactorCodeField } from './TwoFactorCodeField.tsx';
import { UNEXPECTED_ERROR } from '../../app/usePromiseMutation.ts';
import { useVerifyTwoFactorSignInMutation } from './useVerifyTwoFactorSignInMutation.ts';

const INVALID_VERIFICATION_CODE = 'Invalid verification code. Please try again.';

/** The two-factor login screen: a 6-digit code, or a backup code. */
export function TwoFactorLogin({ userId, onCancel }: { userId: string; onCancel(): void }) {
  const { signIn: startSession } = useAuth();
  const [verify] = useVerifyTwoFactorSignInMutation();
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const switchMode = () => {
    setMode((m) => (m === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'totp' ? !isSixDigitCode(code) : !isBackupCode(code)) {
      setError(mode === 'totp' ? INVALID_CODE_FORMAT : INVALID_BACKUP_CODE_FORMAT);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { verifyTwoFactorSignIn: result } = await verify({ input: { userId, code } });
      if (result.__typename === 'SignInPayload' && result.accessToken) {
        if (!(await startSession(result.accessToken))) setError(UNEXPECTED_ERROR);
        return;
      }
      // The lower layer says 'Invalid MFA code'; the screen says it the spec's way.
      setError(result.__typename === 'InvalidCodeError' ? INVALID_VERIFICATION_CODE : (result.message ?? UNEXPECTED_ERROR));
      setCode('');
    } catch {
      setError(UNEXPECTED_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Two-factor verification">
            <Typography variant="h5" component="h1">
              Two-Factor Authentication Required
            </Typography>
            <Typography color="text.secondary">
              {mode === 'totp'
                ? 'Enter the 6-digit code from your authenticator app.'
                : 'Enter one of the backup codes you saved when you set up two-factor authentication. Each code works once.'}
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <TwoFactorCodeField id="two-factor-code" mode={mode} value={code} onChange={setCode} autoFocus fullWidth />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label="Verifying" /> : undefined}
            >
              Verify
            </Button>
            <Button onClick={switchMode}>{mode === 'totp' ? 'Use a backup code instead' : 'Use an authenticator code instead'}</Button>
            <Button color="inherit" onClick={onCancel}>
              Back to sign in
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
