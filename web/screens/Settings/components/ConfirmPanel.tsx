import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../../components/auth/PasswordField.tsx';
import {
  INVALID_BACKUP_CODE_FORMAT,
  INVALID_CODE_FORMAT,
  isBackupCode,
  isSixDigitCode,
  TwoFactorCodeField,
} from '../../../components/auth/TwoFactorCodeField.tsx';

export const PASSWORD_REQUIRED = 'Please enter your current password';

/**
 * The confirm panel in front of disabling two-factor and regenerating backup codes: the current
 * password and a code. A backup code is accepted too, for a learner without their phone.
 */
export function ConfirmPanel({
  id,
  title,
  description,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: {
  id: string;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  /** Resolves with an error message, or null when done. */
  onConfirm(password: string, code: string): Promise<string | null>;
  onCancel(): void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(PASSWORD_REQUIRED);
    if (mode === 'totp' ? !isSixDigitCode(code) : !isBackupCode(code)) return setError(mode === 'totp' ? INVALID_CODE_FORMAT : INVALID_BACKUP_CODE_FORMAT);
    setError(null);
    setBusy(true);
    const problem = await onConfirm(password, code);
    setBusy(false);
    if (problem) {
      setError(problem);
      setCode('');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-labelledby={`${id}-title`}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <PasswordField
          id={`${id}-password`}
          label="Current password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          fullWidth
        />
        <TwoFactorCodeField
          id={`${id}-code`}
          mode={mode}
          label={mode === 'totp' ? 'Authentication code' : 'Backup code'}
          value={code}
          onChange={setCode}
          fullWidth
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label="Working" /> : undefined}
          >
            {confirmLabel}
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setMode((m) => (m === 'totp' ? 'backup' : 'totp'));
              setCode('');
              setError(null);
            }}
          >
            {mode === 'totp' ? 'Use a backup code instead' : 'Use an authenticator code instead'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
