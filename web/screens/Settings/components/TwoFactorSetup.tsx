import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { INVALID_CODE_FORMAT, isSixDigitCode, TwoFactorCodeField } from '../../../components/auth/TwoFactorCodeField.tsx';
import { useEnableTwoFactorMutation } from '../mutations/useEnableTwoFactorMutation.ts';
import { useStartTwoFactorSetupMutation } from '../mutations/useStartTwoFactorSetupMutation.ts';
import { BackupCodes } from './BackupCodes.tsx';
import { managementMessage, MFA_ALREADY_ENABLED } from './managementErrors.ts';

const INIT_FAILED = 'Failed to initialize MFA setup. Please try again.';
const SETUP_FAILED = 'Failed to setup MFA';
const ENABLE_FAILED = 'Failed to verify and enable MFA';
const INVALID_BACKUP_CODES = 'Invalid backup codes response';
/** How long 'MFA is already enabled' shows before the return to /settings. */
export const ALREADY_ENABLED_REDIRECT_MS = 2000;
const STEPS = ['Scan the QR code', 'Enter a code', 'Save your backup codes'];

interface Secret {
  secret: string;
  uri: string;
  algorithm: string;
  qr: string | null;
}

/** Two-factor setup in three steps: QR and manual secret, a 6-digit code, backup codes. */
export function TwoFactorSetup() {
  const navigate = useNavigate();
  const [start] = useStartTwoFactorSetupMutation();
  const [enable, isEnabling] = useEnableTwoFactorMutation();
  const [step, setStep] = useState(0);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [error, setError] = useState<{ title?: string; text: string } | null>(null);
  const [alreadyEnabled, setAlreadyEnabled] = useState(false);
  // One secret per visit, even when StrictMode runs effects twice: a second would replace the first.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // SHA-1, RFC 6238's default: Microsoft Authenticator, Authy and older Google Authenticator
    // releases ignore the URI's algorithm and would never produce a SHA-256 code.
    start({ input: { algorithm: 'SHA1' } })
      .then(async ({ startTwoFactorSetup: result }) => {
        if (result.__typename === 'TwoFactorSetup' && result.secret && result.uri) {
          const qr = await QRCode.toDataURL(result.uri, { margin: 1, width: 220 }).catch(() => null);
          setSecret({ secret: result.secret, uri: result.uri, algorithm: result.algorithm ?? 'SHA1', qr });
        } else if (result.__typename === 'TwoFactorAlreadyEnabledError') {
          setAlreadyEnabled(true);
        } else {
          setError({ title: SETUP_FAILED, text: result.message ?? INIT_FAILED });
        }
      })
      .catch(() => setError({ text: INIT_FAILED }));
  }, [start]);

  useEffect(() => {
    if (!alreadyEnabled) return;
    const timer = setTimeout(() => navigate('/settings', { replace: true }), ALREADY_ENABLED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [alreadyEnabled, navigate]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSixDigitCode(code)) return setError({ text: INVALID_CODE_FORMAT });
    setError(null);
    try {
      // The answer carries the viewer with two-factor on: the store updates from it.
      const { enableTwoFactor: result } = await enable({ input: { code } });
      if (result.__typename === 'BackupCodesPayload') {
        if (!result.backupCodes?.length) return setError({ text: INVALID_BACKUP_CODES });
        setCodes(result.backupCodes);
        setStep(2);
      } else if (result.__typename === 'TwoFactorAlreadyEnabledError') {
        setAlreadyEnabled(true);
      } else {
        setError({ text: managementMessage(result, ENABLE_FAILED) });
        setCode('');
      }
    } catch {
      setError({ text: ENABLE_FAILED });
    }
  };

  if (alreadyEnabled) {
    return (
      <Alert severity="info">
        {MFA_ALREADY_ENABLED}
        <Typography variant="body2">Taking you back to your settings…</Typography>
      </Alert>
    );
  }

  return (
    <Stack spacing={3} aria-label="Set up two-factor authentication" role="region">
      <Stepper activeStep={step} alternativeLabel>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {error && (
        <Alert severity="error">
          {error.title && <AlertTitle>{error.title}</AlertTitle>}
          {error.text}
        </Alert>
      )}
      {step === 0 &&
        (secret ? (
          <Stack spacing={2}>
            <Typography>Scan this QR code with your authenticator app (such as Google Authenticator, 1Password or Authy).</Typography>
            {secret.qr && <Box component="img" src={secret.qr} alt="QR code for your authenticator app" sx={{ width: 220, height: 220 }} />}
            <Typography variant="body2" data-testid="manual-entry">
              Can&apos;t scan it? Enter this key by hand:{' '}
              <Box
                component="code"
                aria-label="Secret key"
                sx={{ fontSize: '1rem', bgcolor: 'grey.100', px: 1, py: 0.5, borderRadius: 1, wordBreak: 'break-all' }}
              >
                {secret.secret}
              </Box>{' '}
              (time-based, {secret.algorithm}, 6 digits, every 30 seconds).
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => setStep(1)}>
                Next
              </Button>
              <Button onClick={() => navigate('/settings')}>Cancel</Button>
            </Stack>
          </Stack>
        ) : (
          !error && <CircularProgress aria-label="Preparing two-factor setup" />
        ))}
      {step === 1 && (
        <Stack component="form" spacing={2} noValidate onSubmit={verify} aria-label="Confirm your authenticator">
          <Typography>Enter the 6-digit code your authenticator app shows now.</Typography>
          <TwoFactorCodeField id="setup-code" value={code} onChange={setCode} autoFocus sx={{ maxWidth: 240 }} />
          <Stack direction="row" spacing={1}>
            <Button
              type="submit"
              variant="contained"
              disabled={isEnabling}
              startIcon={isEnabling ? <CircularProgress size={18} color="inherit" aria-label="Verifying" /> : undefined}
            >
              Verify and Enable
            </Button>
            <Button onClick={() => setStep(0)}>Back</Button>
          </Stack>
        </Stack>
      )}
      {step === 2 && codes && (
        <Stack spacing={2}>
          <Alert severity="success">Two-factor authentication is on.</Alert>
          <BackupCodes codes={codes} closeLabel="Done" onClose={() => navigate('/settings')} />
        </Stack>
      )}
    </Stack>
  );
}
