import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { planName } from '../../components/billing/planNames.ts';
import { useSyncSubscriptionMutation } from '../../components/billing/useSyncSubscriptionMutation.ts';

const SYNC_FAILED = 'Failed to sync subscription';

type State = { phase: 'syncing' } | { phase: 'welcome'; plan: string | null } | { phase: 'error' };

/** /billing/success: where checkout returns. Syncs the subscription, then welcomes the learner. */
export function BillingSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [sync] = useSyncSubscriptionMutation();
  const [state, setState] = useState<State>({ phase: 'syncing' });
  const started = useRef(false);

  const run = useCallback(async () => {
    setState({ phase: 'syncing' });
    try {
      const { syncSubscription: result } = await sync({ input: { sessionId } });
      if (result.__typename !== 'SyncSubscriptionPayload' || !result.viewer) return setState({ phase: 'error' });
      const subscription = result.viewer.subscription;
      const active = subscription?.status === 'active';
      setState({ phase: 'welcome', plan: active ? planName(subscription.price?.product.name, subscription.price?.interval) : null });
    } catch {
      setState({ phase: 'error' });
    }
  }, [sessionId, sync]);

  useEffect(() => {
    // Once per visit, even when StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      {state.phase === 'syncing' && (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress aria-label="Confirming your subscription" />
          <Typography>Confirming your subscription...</Typography>
        </Stack>
      )}
      {state.phase === 'welcome' && (
        <Stack spacing={3}>
          <Typography variant="h4" component="h1">
            {state.plan ? 'Welcome to Premium!' : 'Thank you!'}
          </Typography>
          <Typography>
            {state.plan
              ? `Your ${state.plan} plan is active. Thank you for supporting the question bank.`
              : 'Your payment is being confirmed. Your plan will show on the subscription page within a few minutes.'}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button component={RouterLink} to="/practice" variant="contained">
              Start practicing
            </Button>
            <Button component={RouterLink} to="/dashboard" variant="outlined">
              Go to dashboard
            </Button>
          </Box>
        </Stack>
      )}
      {state.phase === 'error' && (
        <Stack spacing={2}>
          <Alert severity="error">{SYNC_FAILED}</Alert>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button variant="contained" onClick={() => void run()}>
              Try Again
            </Button>
            <Button component={RouterLink} to="/subscription" variant="outlined">
              Go to subscription
            </Button>
          </Box>
        </Stack>
      )}
    </Container>
  );
}
