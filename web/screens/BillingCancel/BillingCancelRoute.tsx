import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** /billing/cancel: where checkout returns when the learner turns back. Nothing was charged. */
export function BillingCancelRoute() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Checkout cancelled
        </Typography>
        <Typography>No payment was taken and your plan has not changed. You can choose a plan whenever you are ready.</Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button component={RouterLink} to="/subscription" variant="contained">
            Back to plans
          </Button>
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            Go to dashboard
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
