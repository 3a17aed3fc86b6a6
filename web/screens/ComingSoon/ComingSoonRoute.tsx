import { Container, Typography } from '@mui/material';

/** A screen whose feature has not shipped yet; it names the feature. */
export function ComingSoonRoute({ feature }: { feature: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {feature}
      </Typography>
      <Typography color="text.secondary">{feature} is on its way and will appear here soon.</Typography>
    </Container>
  );
}
