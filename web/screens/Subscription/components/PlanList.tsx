import CheckIcon from '@mui/icons-material/Check';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Grid, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { PlanList_query$key } from '../../../__generated__/PlanList_query.graphql.ts';
import { checkoutKey, followCheckout, money, planName } from '../../../components/billing/planNames.ts';
import { useCreateCheckoutSessionMutation } from '../../../components/billing/useCreateCheckoutSessionMutation.ts';
import { type ChosenPlan, DemoCheckoutDialog } from './DemoCheckoutDialog.tsx';

const CHECKOUT_FAILED = 'Failed to initiate checkout';
const INVALID_PLAN = 'Invalid plan selected';

/**
 * The catalogue's plans with price and interval (the yearly one is BEST VALUE). Choosing one
 * opens the demo checkout, or in live billing goes to Stripe Checkout.
 */
export function PlanList({ query, currentPlanId }: { query: PlanList_query$key; currentPlanId: string | null }) {
  const data = useFragment(
    graphql`
      fragment PlanList_query on Query {
        billingMode
        products(first: 10) {
          edges {
            node {
              id
              name
              description
              features
              prices {
                id
                priceId
                amount
                currency
                interval
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [chosen, setChosen] = useState<ChosenPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [createCheckout, starting] = useCreateCheckoutSessionMutation();
  const navigate = useNavigate();

  const plans = data.products.edges.flatMap(({ node }) =>
    node.prices.map((price) => ({
      key: price.id,
      priceId: price.priceId,
      name: planName(node.name, price.interval),
      description: node.description,
      features: node.features,
      price: money(price.amount, price.currency),
      interval: price.interval,
      bestValue: price.interval === 'year',
    })),
  );

  const choose = async (plan: (typeof plans)[number]) => {
    setFailure(null);
    // Checkout takes only a plan that the catalogue offers.
    if (!plans.some((p) => p.priceId === plan.priceId)) return setFailure(INVALID_PLAN);
    if (data.billingMode === 'DEMO') return setChosen({ priceId: plan.priceId, name: plan.name, price: plan.price, interval: plan.interval });
    try {
      const { createCheckoutSession: result } = await createCheckout({
        input: { priceId: plan.priceId, source: 'subscription', idempotencyKey: checkoutKey(plan.priceId) },
      });
      if (result.__typename === 'CreateCheckoutSessionPayload' && result.url) followCheckout(result.url, navigate);
      else setFailure(result.__typename === 'InvalidPlanError' ? INVALID_PLAN : CHECKOUT_FAILED);
    } catch {
      setFailure(CHECKOUT_FAILED);
    }
  };

  return (
    <Box component="section" aria-labelledby="plans-title">
      <Typography id="plans-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Plans
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Grid container spacing={3}>
        {plans.map((plan) => {
          const current = plan.priceId === currentPlanId;
          return (
            <Grid key={plan.key} size={{ xs: 12, md: 6 }}>
              <Card
                variant="outlined"
                aria-label={`${plan.name} plan`}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderColor: plan.bestValue ? 'secondary.main' : undefined,
                  borderWidth: plan.bestValue ? 2 : 1,
                }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="h6" component="h3">
                      {plan.name}
                    </Typography>
                    {plan.bestValue && <Chip label="BEST VALUE" color="secondary" size="small" />}
                  </Box>
                  <Typography variant="h4" component="p" sx={{ my: 1 }}>
                    {plan.price}
                    <Typography component="span" color="text.secondary">
                      {' '}
                      / {plan.interval}
                    </Typography>
                  </Typography>
                  <Typography color="text.secondary">{plan.description}</Typography>
                  <List dense>
                    {plan.features.map((feature) => (
                      <ListItem key={feature} disableGutters>
                        <ListItemIcon sx={{ minWidth: 32 }}>
                          <CheckIcon color="secondary" fontSize="small" aria-hidden />
                        </ListItemIcon>
                        <ListItemText primary={feature} />
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
                <CardActions sx={{ p: 2 }}>
                  <Button variant="contained" fullWidth disabled={current || starting} onClick={() => choose(plan)}>
                    {current ? 'Current plan' : `Choose ${plan.name}`}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {chosen && <DemoCheckoutDialog plan={chosen} onClose={() => setChosen(null)} />}
    </Box>
  );
}
