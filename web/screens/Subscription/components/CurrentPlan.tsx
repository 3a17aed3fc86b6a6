import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CurrentPlan_user$key } from '../../../__generated__/CurrentPlan_user.graphql.ts';
import { formatDate, planName } from '../../../components/billing/planNames.ts';
import { useResumeSubscriptionMutation } from '../mutations/useResumeSubscriptionMutation.ts';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';

const STATE_LABEL = { active: 'Active', canceled: 'Canceled', expired: 'Expired' } as const;
// setTimeout holds at most 2^31-1 ms; a later period end is met by the next visit's load.
const MAX_TIMER_MS = 2 ** 31 - 1;
const RESUME_FAILED = 'Failed to resume subscription';

/**
 * The learner's plan and its state, the period's end, and the way to cancel; a plan set to end
 * says when ("Ends on ..."), once, and offers to resume it. When an active plan's period ends while
 * the screen is open, `onPeriodEnd` reloads it (a plan set to end shows as ended).
 */
export function CurrentPlan({ user, onPeriodEnd }: { user: CurrentPlan_user$key; onPeriodEnd?: () => void }) {
  const data = useFragment(
    graphql`
      fragment CurrentPlan_user on User {
        subscription {
          status
          currentPeriodEnd
          cancelAtPeriodEnd
          price {
            interval
            product {
              name
            }
          }
        }
      }
    `,
    user,
  );
  const [cancelOpen, setCancelOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resume, resuming] = useResumeSubscriptionMutation();
  const subscription = data.subscription;
  const active = subscription?.status === 'active';
  const ending = Boolean(subscription && active && subscription.cancelAtPeriodEnd);
  const name = subscription ? planName(subscription.price?.product.name, subscription.price?.interval) : 'Free';
  const state = subscription
    ? ending
      ? `Ends on ${formatDate(subscription.currentPeriodEnd)}`
      : (STATE_LABEL[subscription.status as keyof typeof STATE_LABEL] ?? 'Expired')
    : null;

  const periodEnd = active && subscription?.currentPeriodEnd ? String(subscription.currentPeriodEnd) : null;
  useEffect(() => {
    if (!periodEnd || !onPeriodEnd) return;
    const due = Date.parse(periodEnd) - Date.now();
    if (Number.isNaN(due) || due > MAX_TIMER_MS) return;
    const timer = setTimeout(onPeriodEnd, Math.max(due, 0) + 1000);
    return () => clearTimeout(timer);
  }, [periodEnd, onPeriodEnd]);

  const resumePlan = async () => {
    setNotice(null);
    setFailure(null);
    try {
      const { resumeSubscription: result } = await resume({});
      if (result.__typename === 'ResumeSubscriptionPayload') setNotice('Your subscription is back on: it will renew as before.');
      else setFailure(result.message ?? RESUME_FAILED);
    } catch {
      setFailure(RESUME_FAILED);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="current-plan-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="current-plan-title" variant="h6" component="h2">
            Your plan
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="p">
              {active ? name : 'Free'}
            </Typography>
            {state && <Chip label={state} color={ending ? 'warning' : active ? 'success' : 'default'} aria-label={`Status: ${state}`} />}
          </Box>
          {subscription && active && !subscription.cancelAtPeriodEnd && <Typography>Renews on {formatDate(subscription.currentPeriodEnd)}.</Typography>}
          {ending && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={resumePlan} disabled={resuming}>
                  Resume subscription
                </Button>
              }
            >
              Canceled: premium access continues until then, and the plan will not renew.
            </Alert>
          )}
          {subscription && !active && (
            <Typography color="text.secondary">
              Your {name} plan ended{subscription.currentPeriodEnd ? ` (period end ${formatDate(subscription.currentPeriodEnd)})` : ''}. Choose a plan below to
              subscribe again.
            </Typography>
          )}
          {!subscription && <Typography color="text.secondary">You are on the free plan.</Typography>}
          {notice && <Alert severity="success">{notice}</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          {subscription && active && !subscription.cancelAtPeriodEnd && (
            <Box>
              <Button variant="outlined" color="error" onClick={() => setCancelOpen(true)}>
                Cancel subscription
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
      {subscription && (
        <CancelSubscriptionDialog
          open={cancelOpen}
          periodEnd={subscription.currentPeriodEnd}
          onClose={() => setCancelOpen(false)}
          onCanceled={(message) => {
            setCancelOpen(false);
            setFailure(null);
            setNotice(message);
          }}
        />
      )}
    </Card>
  );
}
