import CheckIcon from '@mui/icons-material/Check';
import { Box, Card, CardContent, Chip, Container, Grid, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { PlansSection_query$key } from '../../../__generated__/PlansSection_query.graphql.ts';
import { PremiumButton } from './PremiumButton.tsx';
import { StartPracticingButton } from './StartPracticingButton.tsx';

interface PlanCard {
  id: string;
  name: string;
  price: string;
  interval: string | null;
  features: readonly string[];
  bestValue: boolean;
}

const FREE_PLAN: PlanCard = {
  id: 'free',
  name: 'Free',
  price: '$0',
  interval: null,
  features: ['Practice questions in all 8 domains', 'Instant grading, and why each option is right or wrong', 'Progress by domain'],
  bestValue: false,
};

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: amount % 1 ? 2 : 0 }).format(amount);

/** Plan cards from the catalogue: price and interval from the plan data; the yearly plan is BEST VALUE. */
export function PlansSection({ query }: { query: PlansSection_query$key }) {
  const data = useFragment(
    graphql`
      fragment PlansSection_query on Query {
        products(first: 10) {
          edges {
            node {
              name
              features
              prices {
                id
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
  const plans: PlanCard[] = [
    FREE_PLAN,
    ...data.products.edges.flatMap(({ node }) =>
      node.prices.map((price) => ({
        id: price.id,
        name: `${node.name} ${price.interval === 'year' ? 'Yearly' : 'Monthly'}`,
        price: money(price.amount, price.currency),
        interval: price.interval,
        features: node.features,
        bestValue: price.interval === 'year',
      })),
    ),
  ];

  return (
    <Box component="section" aria-labelledby="plans-title" sx={{ py: 8, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Typography id="plans-title" variant="h4" component="h2" gutterBottom sx={{ textAlign: 'center' }}>
          Plans
        </Typography>
        <Grid container spacing={3} sx={{ justifyContent: 'center', mt: 2 }}>
          {plans.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card
                variant="outlined"
                aria-label={`${plan.name} plan`}
                sx={{ height: '100%', borderColor: plan.bestValue ? 'secondary.main' : undefined, borderWidth: plan.bestValue ? 2 : 1 }}
              >
                <CardContent>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="h6" component="h3">
                      {plan.name}
                    </Typography>
                    {plan.bestValue && <Chip label="BEST VALUE" color="secondary" size="small" />}
                  </Box>
                  <Typography variant="h4" component="p" sx={{ my: 1 }}>
                    {plan.price}
                    {plan.interval && (
                      <Typography component="span" color="text.secondary">
                        {' '}
                        / {plan.interval}
                      </Typography>
                    )}
                  </Typography>
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
              </Card>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', gap: 2, mt: 4, flexWrap: 'wrap' }}>
          <StartPracticingButton />
          <PremiumButton />
        </Box>
      </Container>
    </Box>
  );
}
