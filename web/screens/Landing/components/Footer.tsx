import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { prefetchOnIntent } from '../../../app/prefetch.ts';

export function Footer() {
  return (
    <Box component="footer" sx={{ py: 4 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Typography color="text.secondary">CISSP Practice. CISSP is a registered mark of ISC2, Inc.; this product is not affiliated with ISC2.</Typography>
          <Stack direction="row" spacing={3} component="nav" aria-label="Legal">
            <Link component={RouterLink} to="/privacy" {...prefetchOnIntent('/privacy')}>
              Privacy Policy
            </Link>
            <Link component={RouterLink} to="/terms" {...prefetchOnIntent('/terms')}>
              Terms of Service
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
