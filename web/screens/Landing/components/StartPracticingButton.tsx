import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../app/AuthProvider.tsx';

/** Goes to /practice when signed in, else to /login (spec 2). */
export function StartPracticingButton(props: ButtonProps) {
  const { auth } = useAuth();
  return (
    <Button component={RouterLink} to={auth.status === 'signedIn' ? '/practice' : '/login'} variant="contained" size="large" {...props}>
      Start practicing
    </Button>
  );
}
