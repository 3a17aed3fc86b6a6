import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../app/AuthProvider.tsx';
import { StartPracticingButton } from './StartPracticingButton.tsx';

export function CallToAction() {
  const { auth } = useAuth();
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: 8, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container maxWidth="md">
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography id="cta-title" variant="h4" component="h2">
            Ready to start?
          </Typography>
          <Typography>Sign in to practise, track your progress by domain, and pick up where you left off on any device.</Typography>
          {auth.status === 'signedIn' ? (
            <StartPracticingButton color="secondary" />
          ) : (
            <Button component={RouterLink} to="/login" variant="contained" color="secondary" size="large">
              Sign in
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
