import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../app/AuthProvider.tsx';
import { rememberReturnTo } from '../../../app/session.ts';
import { checkoutKey, followCheckout } from '../../../components/billing/planNames.ts';
import { useCreateCheckoutSessionMutation } from '../../../components/billing/useCreateCheckoutSessionMutation.ts';

const LANDING_PRICE_ID = 'price_monthly';
const CHECKOUT_FAILED = 'Failed to initiate checkout';

/** Starts checkout for the monthly plan; a signed-out visitor signs in first and comes back to the plans. */
export function PremiumButton() {
  const { auth } = useAuth();
  const navigate = useNavigate();
  const [createCheckout, busy] = useCreateCheckoutSessionMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    if (auth.status !== 'signedIn') {
      rememberReturnTo('/subscription');
      navigate('/login', { state: { from: '/subscription' } });
      return;
    }
    try {
      const { createCheckoutSession: result } = await createCheckout({
        input: { priceId: LANDING_PRICE_ID, source: 'landing', idempotencyKey: checkoutKey(LANDING_PRICE_ID) },
      });
      if (result.__typename === 'CreateCheckoutSessionPayload' && result.url) followCheckout(result.url, navigate);
      else setFailure(result.message ?? CHECKOUT_FAILED);
    } catch {
      setFailure(CHECKOUT_FAILED);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" color="secondary" size="large" onClick={start} disabled={busy}>
        Go Premium
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
