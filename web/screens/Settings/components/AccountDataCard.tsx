import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AccountDataCard_viewer$data, AccountDataCard_viewer$key } from '../../../__generated__/AccountDataCard_viewer.graphql.ts';
import { refreshAccessToken, REQUEST_TIMEOUT_MS } from '../../../app/RelayEnvironment.ts';
import { getAccessToken } from '../../../app/session.ts';
import { leaveAndSignOut } from '../../../app/SignOutAfterLeaving.tsx';
import { PasswordField } from '../../../components/auth/PasswordField.tsx';
import {
  INVALID_BACKUP_CODE_FORMAT,
  INVALID_CODE_FORMAT,
  isBackupCode,
  isSixDigitCode,
  onlyCodeDigits,
  TwoFactorCodeField,
} from '../../../components/auth/TwoFactorCodeField.tsx';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useDeleteAccountMutation } from '../mutations/useDeleteAccountMutation.ts';
import { useRequestAccountDeletionCodeMutation } from '../mutations/useRequestAccountDeletionCodeMutation.ts';
import { PASSWORD_REQUIRED } from './ConfirmPanel.tsx';
import { INCORRECT_PASSWORD, INVALID_2FA_CODE } from './managementErrors.ts';

export const ACCOUNT_EXPORT_URL = '/api/account/export';
const ACCOUNT_EXPORT_FILE = 'cissp-practice-data.json';
const EXPORT_FAILED = 'The download failed. Please try again.';
export const ACCOUNT_DELETED = 'Your account and all its data have been deleted.';
export const EMAIL_CODE_REQUIRED = 'Enter the 6-digit code we e-mailed you.';
export const BILLING_FAILED = 'We could not cancel your subscription, so nothing was deleted. Please try again in a few minutes.';

/** Fetches the export with the access token (renewed once if it lapsed) and hands it to the browser as a download. */
async function downloadAccountData(): Promise<void> {
  const fetchExport = (token: string | null) =>
    fetch(ACCOUNT_EXPORT_URL, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      // The server streams a whole history; allow it more time than an API call.
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 8),
    });
  let response = await fetchExport(getAccessToken());
  if (response.status === 401) {
    const { token } = await refreshAccessToken();
    if (token) response = await fetchExport(token);
  }
  if (!response.ok) {
    // The server's own words for a limit ("several times this hour"); anything else is generic.
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(response.status === 429 && typeof body?.error === 'string' ? body.error : EXPORT_FAILED);
  }
  const named = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: named ?? ACCOUNT_EXPORT_FILE });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

type Rule = AccountDataCard_viewer$data['accountDeletion'];

/** The confirmation in front of deleting the account: what viewer.accountDeletion asks for. */
function DeleteAccountDialog({ rule, email, onClose, onDeleted }: { rule: Rule; email: string; onClose(): void; onDeleted(): void }) {
  const [deleteAccount, isDeleting] = useDeleteAccountMutation();
  const [requestCode, isRequesting] = useRequestAccountDeletionCodeMutation();
  const [password, setPassword] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [codeMode, setCodeMode] = useState<'totp' | 'backup'>('totp');
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    setError(null);
    try {
      const { requestAccountDeletionCode: result } = await requestCode({});
      if (result.__typename === 'AccountDeletionCodePayload') setCodeSent(result.message ?? '');
      else setError(result.message ?? UNEXPECTED_ERROR);
    } catch {
      setError(UNEXPECTED_ERROR);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rule.confirmWith === 'PASSWORD' && !password) return setError(PASSWORD_REQUIRED);
    if (rule.confirmWith === 'EMAIL_CODE' && !isSixDigitCode(emailCode)) return setError(EMAIL_CODE_REQUIRED);
    if (rule.twoFactorCode && (codeMode === 'totp' ? !isSixDigitCode(twoFactorCode) : !isBackupCode(twoFactorCode))) {
      return setError(codeMode === 'totp' ? INVALID_CODE_FORMAT : INVALID_BACKUP_CODE_FORMAT);
    }
    setError(null);
    try {
      const { deleteAccount: result } = await deleteAccount({
        input: {
          password: rule.confirmWith === 'PASSWORD' ? password : null,
          emailCode: rule.confirmWith === 'EMAIL_CODE' ? emailCode : null,
          twoFactorCode: rule.twoFactorCode ? twoFactorCode : null,
        },
      });
      if (result.__typename === 'DeleteAccountPayload') return onDeleted();
      if (result.__typename === 'InvalidCredentialsError') setError(INCORRECT_PASSWORD);
      else if (result.__typename === 'InvalidCodeError')
        setError(result.message === 'Invalid MFA code' ? INVALID_2FA_CODE : (result.message ?? INVALID_2FA_CODE));
      else if (result.__typename === 'BillingProviderError') setError(BILLING_FAILED);
      else setError(result.message ?? UNEXPECTED_ERROR);
      setTwoFactorCode('');
    } catch {
      setError(UNEXPECTED_ERROR);
    }
  };

  return (
    <Dialog
      open
      onClose={isDeleting ? undefined : onClose}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-warning"
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="delete-account-warning">
              This deletes {email} and everything we hold about you at once: your answers, progress, exams, review cards, points and badges, API tokens and
              sessions. An active subscription is cancelled immediately. It cannot be undone; download your data first if you want a copy.
            </DialogContentText>
            {error && <Alert severity="error">{error}</Alert>}
            {rule.confirmWith === 'PASSWORD' && (
              <PasswordField
                id="delete-account-password"
                label="Current password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                fullWidth
              />
            )}
            {rule.confirmWith === 'EMAIL_CODE' && (
              <>
                <Typography variant="body2">Your account has no password, so we confirm it is you with a code sent to {email}.</Typography>
                {codeSent && <Alert severity="info">{codeSent}</Alert>}
                <Box>
                  <Button variant="outlined" onClick={sendCode} disabled={isRequesting}>
                    {codeSent ? 'Send another code' : 'E-mail me a code'}
                  </Button>
                </Box>
                <TextField
                  id="delete-account-email-code"
                  label="Code from the e-mail"
                  value={emailCode}
                  onChange={(e) => setEmailCode(onlyCodeDigits(e.target.value))}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                  fullWidth
                />
              </>
            )}
            {rule.confirmWith === 'NOTHING' && (
              <Typography variant="body2">This demo account has no password or e-mail address: no further confirmation is needed.</Typography>
            )}
            {rule.twoFactorCode && (
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TwoFactorCodeField
                  id="delete-account-2fa"
                  mode={codeMode}
                  label={codeMode === 'totp' ? 'Authentication code' : 'Backup code'}
                  value={twoFactorCode}
                  onChange={setTwoFactorCode}
                  fullWidth
                />
                <Button
                  size="small"
                  onClick={() => {
                    setCodeMode((m) => (m === 'totp' ? 'backup' : 'totp'));
                    setTwoFactorCode('');
                    setError(null);
                  }}
                >
                  {codeMode === 'totp' ? 'Use a backup code instead' : 'Use an authenticator code instead'}
                </Button>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isDeleting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={isDeleting}
            startIcon={isDeleting ? <CircularProgress size={18} color="inherit" aria-label="Deleting" /> : undefined}
          >
            Delete my account
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Profile tab, "Your data": download everything we hold (JSON), or delete the account (privacy policy, terms). */
export function AccountDataCard({ viewer }: { viewer: AccountDataCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AccountDataCard_viewer on User {
        email
        accountDeletion {
          confirmWith
          twoFactorCode
        }
      }
    `,
    viewer,
  );
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadAccountData();
    } catch (error) {
      setDownloadError(error instanceof Error && error.message ? error.message : EXPORT_FAILED);
    } finally {
      setDownloading(false);
    }
  };

  // The account is gone: the app leaves for /, forgets the session there and says so.
  const deleted = () => leaveAndSignOut(ACCOUNT_DELETED);

  return (
    <Card variant="outlined" component="section" aria-labelledby="your-data-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="your-data-title" variant="h6" component="h2">
            Your data
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Download a copy of everything we hold about you, as a JSON file: your profile, practice history, exams, review cards, points and badges, sessions,
            API tokens and billing records. Secrets such as your password are never included.
          </Typography>
          {downloadError && <Alert severity="error">{downloadError}</Alert>}
          <Box>
            <Button
              variant="outlined"
              onClick={download}
              disabled={downloading}
              startIcon={downloading ? <CircularProgress size={18} color="inherit" aria-label="Preparing" /> : undefined}
            >
              {downloading ? 'Preparing your data…' : 'Download my data'}
            </Button>
          </Box>
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Delete account
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Deletes your account and all its data for good, and cancels an active subscription at once.
          </Typography>
          <Box>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              Delete my account…
            </Button>
          </Box>
        </Stack>
      </CardContent>
      {confirming && <DeleteAccountDialog rule={data.accountDeletion} email={data.email} onClose={() => setConfirming(false)} onDeleted={deleted} />}
    </Card>
  );
}
