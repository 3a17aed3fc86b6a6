import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import type { KeepProgressDialogMutation as Mutation } from '../../__generated__/KeepProgressDialogMutation.graphql.ts';
import { OutlinedTextField } from '../../components/OutlinedTextField.tsx';
import { PasswordChecklist } from '../../components/auth/PasswordChecklist.tsx';
import { PasswordField } from '../../components/auth/PasswordField.tsx';
import { PASSWORD_MAX, passwordMeetsRules, TOO_LONG_MESSAGE } from '../../components/auth/passwordRules.ts';
import { usePromiseMutation } from '../usePromiseMutation.ts';
import { announce } from '../NoticeBanner.tsx';

const KEEP_FAILED = 'Your progress could not be kept. Please try again.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const KeepMutation = graphql`
  mutation KeepProgressDialogMutation($input: RegisterInput!) {
    keepDemoProgress(input: $input) {
      __typename
      ... on KeepDemoProgressPayload {
        message
        # The shell's viewer (isDemo turns false: the notice goes; the name and address in the menu)
        # and the Settings profile (a password now, the account's deletion by password).
        viewer {
          ...AuthProvider_viewer
          ...ProfileTab_viewer
        }
      }
      ... on InputError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;

/** "Keep my progress": name, address and password make the demo learner a registered account, history and all. */
export function KeepProgressDialog({ onClose }: { onClose: () => void }) {
  const [keep, isInFlight] = usePromiseMutation<Mutation>(KeepMutation);
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);

  const problems = {
    name: form.name.trim() ? null : 'Name is required',
    email: !form.email.trim() ? 'Email is required' : EMAIL.test(form.email.trim()) ? null : 'Enter a valid email address.',
    password:
      form.password.length > PASSWORD_MAX ? TOO_LONG_MESSAGE : passwordMeetsRules(form.password) ? null : 'Password does not meet the requirements below.',
  };
  const valid = Object.values(problems).every((p) => p === null);
  const shown = (name: keyof typeof problems) => (failure?.field === name ? failure.message : touched[name] ? problems[name] : null);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      if (failure?.field === name) setFailure(null);
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: Boolean(shown(name)),
    helperText: shown(name) ?? ' ',
    fullWidth: true,
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setTouched({ name: true, email: true, password: true });
      return;
    }
    setFailure(null);
    try {
      const { keepDemoProgress: result } = await keep({ input: { name: form.name.trim(), email: form.email.trim(), password: form.password } });
      if (result.__typename === 'KeepDemoProgressPayload') {
        announce(result.message ?? '');
        onClose();
        return;
      }
      setFailure({ field: result.__typename === 'InputError' ? (result.field ?? null) : null, message: result.message ?? KEEP_FAILED });
    } catch {
      setFailure({ field: null, message: KEEP_FAILED });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="keep-progress-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit} aria-label="Keep my progress">
        <DialogTitle id="keep-progress-title">Keep my progress</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <DialogContentText>
              Your answers, points and badges move to an account of your own. We send a link to verify the address; after that you sign in with it and this
              password.
            </DialogContentText>
            {failure && !failure.field && <Alert severity="error">{failure.message}</Alert>}
            <OutlinedTextField id="keep-name" label="Full Name" autoComplete="name" {...field('name')} />
            <OutlinedTextField id="keep-email" label="Email Address" type="email" autoComplete="email" {...field('email')} />
            <PasswordField id="keep-password" label="Password" autoComplete="new-password" {...field('password')} />
            <PasswordChecklist password={form.password} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Not now</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isInFlight}
            startIcon={isInFlight ? <CircularProgress size={18} color="inherit" aria-label="Keeping your progress" /> : undefined}
          >
            Keep my progress
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
