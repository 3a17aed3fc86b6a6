import { Box, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { SubscriptionRoutePlansQuery as PlansQuery } from '../../__generated__/SubscriptionRoutePlansQuery.graphql.ts';
import type { SubscriptionRouteQuery as Query } from '../../__generated__/SubscriptionRouteQuery.graphql.ts';
import { CurrentPlan } from './components/CurrentPlan.tsx';
import { LoadBoundary } from '../../app/QueryBoundary.tsx';
import type { RouteQueryProps } from '../../app/RouteQuery.tsx';
import { PlanList } from './components/PlanList.tsx';

const LOAD_SUBSCRIPTION_FAILED = 'Failed to load subscription';
const LOAD_PRODUCTS_FAILED = 'Failed to load products';

// Two queries, so the plan and the catalogue each fail (and say so) on their own.
const SubscriptionRouteQuery = graphql`
  query SubscriptionRouteQuery {
    viewer {
      ...CurrentPlan_user
    }
  }
`;

const SubscriptionRoutePlansQuery = graphql`
  query SubscriptionRoutePlansQuery {
    viewer {
      subscription {
        status
        planId
      }
    }
    ...PlanList_query
  }
`;

function Current({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const { viewer } = usePreloadedQuery<Query>(SubscriptionRouteQuery, queryRef);
  return viewer ? <CurrentPlan user={viewer} /> : null;
}

function Plans({ queryRef }: { queryRef: PreloadedQuery<PlansQuery> }) {
  const data = usePreloadedQuery<PlansQuery>(SubscriptionRoutePlansQuery, queryRef);
  const subscription = data.viewer?.subscription;
  return <PlanList query={data} currentPlanId={subscription?.status === 'active' ? subscription.planId : null} />;
}

const spinner = (label: string) => (
  <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
    <CircularProgress aria-label={label} />
  </Box>
);

/**
 * /subscription: the current plan and its state, cancelling, and the plans with checkout. The
 * route starts both queries as it is entered (RouteQueries): `first` the plan, `second` the
 * catalogue, each with its own failure and Try Again.
 */
export function SubscriptionRoute({ first: current, second: plans }: { first: RouteQueryProps<Query>; second: RouteQueryProps<PlansQuery> }) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Subscription
      </Typography>
      <Stack spacing={4}>
        <LoadBoundary message={LOAD_SUBSCRIPTION_FAILED} onRetry={current.reload}>
          <Suspense fallback={spinner('Loading your plan')}>
            {current.queryRef ? <Current queryRef={current.queryRef} /> : spinner('Loading your plan')}
          </Suspense>
        </LoadBoundary>
        <LoadBoundary message={LOAD_PRODUCTS_FAILED} onRetry={plans.reload}>
          <Suspense fallback={spinner('Loading plans')}>{plans.queryRef ? <Plans queryRef={plans.queryRef} /> : spinner('Loading plans')}</Suspense>
        </LoadBoundary>
      </Stack>
    </Container>
  );
}
