import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../app/AuthProvider.tsx';
import { prefetchOnIntent } from '../../../app/prefetch.ts';

/** Goes to /practice when signed in, else to /login. */
export function StartPracticingButton(props: ButtonProps) {
  const { auth } = useAuth();
  const to = auth.status === 'signedIn' ? '/practice' : '/login';
  return (
    <Button component={RouterLink} to={to} variant="contained" size="large" {...prefetchOnIntent(to)} {...props}>
      Start practicing
    </Button>
  );
}
