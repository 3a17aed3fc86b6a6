import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkoutKey } from '../../../components/billing/planNames.ts';
import { useCreateCheckoutSessionMutation } from '../../../components/billing/useCreateCheckoutSessionMutation.ts';
import { useSyncSubscriptionMutation } from '../../../components/billing/useSyncSubscriptionMutation.ts';
import { type CardErrors, formatCardNumber, formatCvc, formatExpiry, validateCard } from '../cardValidation.ts';

/** How long the demo "processes" the payment, and how long success shows before the dashboard. */
const PROCESSING_MS = 1500;
const SUCCESS_REDIRECT_MS = 2000;

const PAYMENT_FAILED = 'Failed to process payment. Please try again.';
const STATUS_UPDATE_FAILED = 'Failed to update subscription status';

export interface ChosenPlan {
  priceId: string;
  name: string;
  price: string;
  interval: string;
}

type Phase = 'form' | 'processing' | 'success';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The demo checkout: a card form that is checked here and never sent anywhere, 1.5 s of
 * processing (the demo checkout session is created and completed meanwhile), then success,
 * which closes after 2 s and goes to the dashboard. No payment is processed.
 */
export function DemoCheckoutDialog({ plan, onClose }: { plan: ChosenPlan | null; onClose: () => void }) {
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  const [createCheckout] = useCreateCheckoutSessionMutation();
  const [sync] = useSyncSubscriptionMutation();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => {
      onClose();
      navigate('/dashboard');
    }, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate, onClose]);

  if (!plan) return null;

  const pay = async () => {
    const found = validateCard(card);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setPhase('processing');
    // Only the plan goes to the server; the card stays in this form.
    const outcome = await Promise.all([runCheckout(plan.priceId), wait(PROCESSING_MS)]).then(([result]) => result);
    if (!mounted.current) return;
    if (outcome === null) setPhase('success');
    else {
      setFailure(outcome);
      setPhase('form');
    }
  };

  /** null when the subscription is active, else the message to show. */
  const runCheckout = async (priceId: string): Promise<string | null> => {
    try {
      const { createCheckoutSession: started } = await createCheckout({ input: { priceId, source: 'subscription', idempotencyKey: checkoutKey(priceId) } });
      if (started.__typename !== 'CreateCheckoutSessionPayload' || !started.sessionId)
        return started.__typename === 'InvalidPlanError' && started.message ? started.message : PAYMENT_FAILED;
      try {
        const { syncSubscription: synced } = await sync({ input: { sessionId: started.sessionId } });
        return synced.__typename === 'SyncSubscriptionPayload' && synced.viewer?.subscription?.status === 'active' ? null : STATUS_UPDATE_FAILED;
      } catch {
        return STATUS_UPDATE_FAILED;
      }
    } catch {
      return PAYMENT_FAILED;
    }
  };

  const field = (name: keyof typeof card, format: (value: string, previous: string) => string) => ({
    value: card[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setCard((current) => ({ ...current, [name]: format(event.target.value, current[name]) })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    disabled: phase !== 'form',
  });

  return (
    <Dialog open onClose={phase === 'form' ? onClose : undefined} aria-labelledby="checkout-title" fullWidth maxWidth="xs">
      <DialogTitle id="checkout-title">Subscribe to {plan.name}</DialogTitle>
      <DialogContent>
        {phase === 'success' ? (
          <Stack spacing={2} sx={{ py: 2 }} role="status">
            <Alert severity="success">Payment successful! Welcome to Premium.</Alert>
            <Typography color="text.secondary">Taking you to your dashboard...</Typography>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Typography>
              {plan.price} / {plan.interval}
            </Typography>
            <Alert severity="info">Demo checkout: no payment is processed and your card details never leave this page.</Alert>
            <TextField
              label="Card number"
              inputMode="numeric"
              autoComplete="off"
              placeholder="1234 1234 1234 1234"
              {...field('cardNumber', (v) => formatCardNumber(v))}
            />
            <Box sx={{ display: 'flex', gap: 2 }}>
              <TextField label="Expiry (MM/YY)" inputMode="numeric" autoComplete="off" placeholder="MM/YY" {...field('expiry', formatExpiry)} />
              <TextField label="CVC" inputMode="numeric" autoComplete="off" placeholder="123" {...field('cvc', (v) => formatCvc(v))} />
            </Box>
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        )}
      </DialogContent>
      {phase !== 'success' && (
        <DialogActions>
          <Button onClick={onClose} disabled={phase === 'processing'}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={pay}
            disabled={phase === 'processing'}
            startIcon={phase === 'processing' ? <CircularProgress size={16} aria-label="Processing payment" /> : undefined}
          >
            {phase === 'processing' ? 'Processing...' : `Pay ${plan.price}`}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
