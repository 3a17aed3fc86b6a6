import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CurrentPlan_user$key } from '../../../__generated__/CurrentPlan_user.graphql.ts';
import { formatDate, planName } from '../../../components/billing/planNames.ts';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';

const STATE_LABEL = { active: 'Active', canceled: 'Canceled', expired: 'Expired' } as const;

/** The learner's plan and its state, the period's end, and the way to cancel. */
export function CurrentPlan({ user }: { user: CurrentPlan_user$key }) {
  const data = useFragment(
    graphql`
      fragment CurrentPlan_user on User {
        subscriptionStatus
        subscription {
          status
          planId
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
  const subscription = data.subscription;
  const active = subscription?.status === 'active';
  const name = subscription ? planName(subscription.price?.product.name, subscription.price?.interval) : 'Free';

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
            {subscription && <Chip label={STATE_LABEL[subscription.status as keyof typeof STATE_LABEL] ?? 'Expired'} color={active ? 'success' : 'default'} aria-label={`Status: ${STATE_LABEL[subscription.status as keyof typeof STATE_LABEL] ?? 'Expired'}`} />}
          </Box>
          {subscription && active && !subscription.cancelAtPeriodEnd && (
            <Typography>Renews on {formatDate(subscription.currentPeriodEnd)}.</Typography>
          )}
          {subscription && active && subscription.cancelAtPeriodEnd && (
            <Alert severity="warning">
              Cancels at the end of the period: premium access continues until {formatDate(subscription.currentPeriodEnd)}.
            </Alert>
          )}
          {subscription && !active && (
            <Typography color="text.secondary">
              Your {name} plan ended{subscription.currentPeriodEnd ? ` (period end ${formatDate(subscription.currentPeriodEnd)})` : ''}. Choose a plan below to subscribe again.
            </Typography>
          )}
          {!subscription && <Typography color="text.secondary">You are on the free plan. Upgrade for AI explanations of every answer.</Typography>}
          {notice && <Alert severity="success">{notice}</Alert>}
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
            setNotice(message);
          }}
        />
      )}
    </Card>
  );
}
