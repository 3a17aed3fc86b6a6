import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Container, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider.tsx';
import { PasswordChecklist } from '../../components/auth/PasswordChecklist.tsx';
import { PasswordField } from '../../components/auth/PasswordField.tsx';
import { MISMATCH_MESSAGE, PASSWORD_MAX, passwordMeetsRules, TOO_LONG_MESSAGE } from '../../components/auth/passwordRules.ts';
import { useRegisterMutation } from './mutations/useRegisterMutation.ts';

const FIX_ERRORS_MESSAGE = 'Please fix the form errors before submitting.';
const REGISTRATION_FAILED = 'Registration failed';
const FAILED_TO_REGISTER = 'Failed to register user';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /register: name, email, password with the live checklist, and its confirmation. */
export function RegisterRoute() {
  const { auth } = useAuth();
  const [register, isInFlight] = useRegisterMutation();
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const problems = {
    name: form.name.trim() ? null : 'Name is required',
    email: !form.email.trim() ? 'Email is required' : EMAIL.test(form.email.trim()) ? null : 'Enter a valid email address.',
    password:
      form.password.length > PASSWORD_MAX ? TOO_LONG_MESSAGE : passwordMeetsRules(form.password) ? null : 'Password does not meet the requirements below.',
    confirm: form.confirm && form.confirm !== form.password ? MISMATCH_MESSAGE : form.confirm ? null : 'Confirm your password',
  };
  const valid = Object.values(problems).every((p) => p === null);
  const shown = (field: keyof typeof problems) => (touched[field] || (field === 'confirm' && form.confirm) ? problems[field] : null);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: Boolean(shown(name)),
    helperText: shown(name) ?? ' ',
    fullWidth: true,
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setTouched({ name: true, email: true, password: true, confirm: true });
      setError(FIX_ERRORS_MESSAGE);
      return;
    }
    setError(null);
    try {
      const { register: result } = await register({ input: { name: form.name.trim(), email: form.email.trim(), password: form.password } });
      if (result.__typename === 'MessagePayload') setDone(result.message ?? '');
      else setError(result.message ?? FAILED_TO_REGISTER);
    } catch {
      setError(FAILED_TO_REGISTER);
    }
  };

  if (auth.status === 'signedIn') return <Navigate to="/dashboard" replace />;

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={3}>
            <Typography variant="h4" component="h1">
              Create your account
            </Typography>
            {done !== null ? (
              <>
                <Alert severity="success">{done}</Alert>
                <Typography>
                  Already verified?{' '}
                  <Link component={RouterLink} to="/login">
                    Sign in
                  </Link>
                </Typography>
              </>
            ) : (
              <Box component="form" noValidate onSubmit={submit} aria-label="Registration">
                <Stack spacing={1}>
                  {error && (
                    <Alert severity="error">
                      {error === FIX_ERRORS_MESSAGE ? (
                        error
                      ) : (
                        <>
                          <AlertTitle>{REGISTRATION_FAILED}</AlertTitle>
                          {error}
                        </>
                      )}
                    </Alert>
                  )}
                  <TextField id="register-name" label="Full Name" autoComplete="name" {...field('name')} />
                  <TextField id="register-email" label="Email Address" type="email" autoComplete="email" {...field('email')} />
                  <PasswordField id="register-password" label="Password" autoComplete="new-password" {...field('password')} />
                  <PasswordChecklist password={form.password} />
                  <PasswordField id="register-confirm" label="Confirm Password" autoComplete="new-password" {...field('confirm')} />
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={!valid || isInFlight}
                    startIcon={isInFlight ? <CircularProgress size={18} color="inherit" aria-label="Creating your account" /> : undefined}
                  >
                    Create Account
                  </Button>
                  <Typography variant="body2" sx={{ textAlign: 'center', pt: 1 }}>
                    Already have an account?{' '}
                    <Link component={RouterLink} to="/login">
                      Sign in
                    </Link>
                  </Typography>
                </Stack>
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
