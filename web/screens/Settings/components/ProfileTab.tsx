import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileTab_viewer$key } from '../../../__generated__/ProfileTab_viewer.graphql.ts';
import { PasswordChecklist } from '../../../components/auth/PasswordChecklist.tsx';
import { PasswordField } from '../../../components/auth/PasswordField.tsx';
import { MISMATCH_MESSAGE, passwordMeetsRules } from '../../../components/auth/passwordRules.ts';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useChangePasswordMutation } from '../mutations/useChangePasswordMutation.ts';
import { useUpdateProfileMutation } from '../mutations/useUpdateProfileMutation.ts';
import { AccountDataCard } from './AccountDataCard.tsx';
import { ExamDateCard } from './ExamDateCard.tsx';
import { INCORRECT_PASSWORD } from './managementErrors.ts';
import { PASSWORD_REQUIRED } from './ConfirmPanel.tsx';

type Feedback = { severity: 'success' | 'error'; text: string } | null;

/** The Profile tab: the display name, the password (which needs the current one), the exam date, and the learner's data (download, delete). */
export function ProfileTab({ viewer }: { viewer: ProfileTab_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileTab_viewer on User {
        name
        email
        hasPassword
        ...ExamDateCard_viewer
        ...AccountDataCard_viewer
      }
    `,
    viewer,
  );
  const [updateProfile, isSaving] = useUpdateProfileMutation();
  const [changePassword, isChanging] = useChangePasswordMutation();
  const [name, setName] = useState(data.name);
  const [nameFeedback, setNameFeedback] = useState<Feedback>(null);
  const [passwords, setPasswords] = useState({ current: '', next: '', confirm: '' });
  const [passwordFeedback, setPasswordFeedback] = useState<Feedback>(null);

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameFeedback({ severity: 'error', text: 'Name is required' });
    try {
      const { updateProfile: result } = await updateProfile({ input: { name: name.trim() } });
      // The answer carries the viewer as saved: every screen showing the name updates from the store.
      if (result.__typename === 'UpdateProfilePayload') {
        setNameFeedback({ severity: 'success', text: 'Your name has been saved.' });
      } else {
        setNameFeedback({ severity: 'error', text: result.message ?? UNEXPECTED_ERROR });
      }
    } catch {
      setNameFeedback({ severity: 'error', text: UNEXPECTED_ERROR });
    }
  };

  const mismatch = passwords.confirm.length > 0 && passwords.confirm !== passwords.next;
  const passwordValid = passwordMeetsRules(passwords.next) && passwords.confirm === passwords.next;

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (data.hasPassword && !passwords.current) return setPasswordFeedback({ severity: 'error', text: PASSWORD_REQUIRED });
    if (!passwordValid) return;
    try {
      const { changePassword: result } = await changePassword({ input: { currentPassword: passwords.current, newPassword: passwords.next } });
      if (result.__typename === 'ChangePasswordPayload') {
        setPasswords({ current: '', next: '', confirm: '' });
        setPasswordFeedback({ severity: 'success', text: result.message ?? '' });
      } else {
        setPasswordFeedback({
          severity: 'error',
          text: result.__typename === 'InvalidCredentialsError' ? INCORRECT_PASSWORD : (result.message ?? UNEXPECTED_ERROR),
        });
      }
    } catch {
      setPasswordFeedback({ severity: 'error', text: UNEXPECTED_ERROR });
    }
  };

  const setPassword = (key: keyof typeof passwords) => (e: { target: { value: string } }) => setPasswords((p) => ({ ...p, [key]: e.target.value }));

  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby="profile-title">
        <CardContent>
          <Stack component="form" spacing={2} noValidate onSubmit={saveName}>
            <Typography id="profile-title" variant="h6" component="h2">
              Profile
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Signed in as {data.email}
            </Typography>
            {nameFeedback && <Alert severity={nameFeedback.severity}>{nameFeedback.text}</Alert>}
            <TextField
              id="profile-name"
              label="Display name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              sx={{ maxWidth: 400 }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={isSaving || name.trim() === data.name}>
                Save name
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="password-title">
        <CardContent>
          <Stack component="form" spacing={1} noValidate onSubmit={savePassword} sx={{ maxWidth: 400 }}>
            <Typography id="password-title" variant="h6" component="h2">
              {data.hasPassword ? 'Change password' : 'Set a password'}
            </Typography>
            {passwordFeedback && <Alert severity={passwordFeedback.severity}>{passwordFeedback.text}</Alert>}
            {data.hasPassword && (
              <PasswordField
                id="current-password"
                label="Current password"
                autoComplete="current-password"
                value={passwords.current}
                onChange={setPassword('current')}
              />
            )}
            <PasswordField id="new-password" label="New password" autoComplete="new-password" value={passwords.next} onChange={setPassword('next')} />
            <PasswordChecklist password={passwords.next} />
            <PasswordField
              id="confirm-new-password"
              label="Confirm new password"
              autoComplete="new-password"
              value={passwords.confirm}
              onChange={setPassword('confirm')}
              error={mismatch}
              helperText={mismatch ? MISMATCH_MESSAGE : ' '}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={!passwordValid || isChanging}
                startIcon={isChanging ? <CircularProgress size={18} color="inherit" aria-label="Saving" /> : undefined}
              >
                Change Password
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <ExamDateCard viewer={data} />
      <AccountDataCard viewer={data} />
    </Stack>
  );
}
