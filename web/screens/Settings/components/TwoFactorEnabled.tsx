import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDisableTwoFactorMutation } from '../mutations/useDisableTwoFactorMutation.ts';
import { useRegenerateBackupCodesMutation } from '../mutations/useRegenerateBackupCodesMutation.ts';
import { BackupCodes } from './BackupCodes.tsx';
import { ConfirmPanel } from './ConfirmPanel.tsx';
import { managementMessage } from './managementErrors.ts';

const DISABLE_FAILED = 'Failed to disable MFA';
const REGENERATE_FAILED = 'Failed to regenerate backup codes';

/** Two-factor on: Disable 2FA and Generate New Backup Codes, each behind a confirm panel. */
export function TwoFactorEnabled({ remainingBackupCodes }: { remainingBackupCodes: number }) {
  const [disable] = useDisableTwoFactorMutation();
  const [regenerate] = useRegenerateBackupCodesMutation();
  const [panel, setPanel] = useState<'disable' | 'regenerate' | null>(null);
  const [newCodes, setNewCodes] = useState<readonly string[] | null>(null);

  const confirmDisable = async (password: string, code: string) => {
    try {
      // The answer carries the viewer with two-factor off: the store, and so this tab, update from it.
      const { disableTwoFactor: result } = await disable({ input: { password, code } });
      return result.__typename === 'DisableTwoFactorPayload' ? null : managementMessage(result, DISABLE_FAILED);
    } catch {
      return DISABLE_FAILED;
    }
  };

  const confirmRegenerate = async (password: string, code: string) => {
    try {
      const { regenerateBackupCodes: result } = await regenerate({ input: { password, code } });
      if (result.__typename !== 'BackupCodesPayload' || !result.backupCodes) return managementMessage(result as { __typename: string }, REGENERATE_FAILED);
      setPanel(null);
      setNewCodes(result.backupCodes);
      return null;
    } catch {
      return REGENERATE_FAILED;
    }
  };

  if (newCodes) return <BackupCodes codes={newCodes} closeLabel="Close" onClose={() => setNewCodes(null)} />;

  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor authentication is on.</Alert>
      <Typography variant="body2" color="text.secondary">
        {remainingBackupCodes} unused backup {remainingBackupCodes === 1 ? 'code' : 'codes'} left.
      </Typography>
      {panel === null && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" color="error" onClick={() => setPanel('disable')}>
            Disable 2FA
          </Button>
          <Button variant="outlined" onClick={() => setPanel('regenerate')}>
            Generate New Backup Codes
          </Button>
        </Stack>
      )}
      {panel === 'disable' && (
        <ConfirmPanel
          id="disable-2fa"
          title="Disable two-factor authentication"
          description="Signing in will need only your password. Enter your current password and a code to confirm."
          confirmLabel="Disable 2FA"
          danger
          onConfirm={confirmDisable}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel === 'regenerate' && (
        <ConfirmPanel
          id="regenerate-codes"
          title="Generate new backup codes"
          description="Your old backup codes will stop working. Enter your current password and a code to confirm."
          confirmLabel="Generate codes"
          onConfirm={confirmRegenerate}
          onCancel={() => setPanel(null)}
        />
      )}
    </Stack>
  );
}
