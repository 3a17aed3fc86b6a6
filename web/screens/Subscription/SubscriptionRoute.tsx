import { Box, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Suspense, useCallback } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import type { SubscriptionRoutePlansQuery as PlansQuery } from '../../__generated__/SubscriptionRoutePlansQuery.graphql.ts';
import type { SubscriptionRouteQuery as Query } from '../../__generated__/SubscriptionRouteQuery.graphql.ts';
import type { SubscriptionRoute_viewer$key } from '../../__generated__/SubscriptionRoute_viewer.graphql.ts';
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
      ...SubscriptionRoute_viewer
    }
    ...PlanList_query
  }
`;

/** The plan the list marks as current (the demo checkout's payload spreads it too). */
const SubscriptionRouteViewer = graphql`
  fragment SubscriptionRoute_viewer on User {
    subscription {
      status
      planId
    }
  }
`;

function Current({ queryRef, onPeriodEnd }: { queryRef: PreloadedQuery<Query>; onPeriodEnd: () => void }) {
  const { viewer } = usePreloadedQuery<Query>(SubscriptionRouteQuery, queryRef);
  return viewer ? <CurrentPlan user={viewer} onPeriodEnd={onPeriodEnd} /> : null;
}

function Plans({ queryRef }: { queryRef: PreloadedQuery<PlansQuery> }) {
  const data = usePreloadedQuery<PlansQuery>(SubscriptionRoutePlansQuery, queryRef);
  const subscription = useFragment<SubscriptionRoute_viewer$key>(SubscriptionRouteViewer, data.viewer)?.subscription;
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
  // At the period end of an active plan both are asked again: the plan's state and the list's current plan.
  const { reload: reloadCurrent } = current;
  const { reload: reloadPlans } = plans;
  const periodEnded = useCallback(() => {
    reloadCurrent();
    reloadPlans();
  }, [reloadCurrent, reloadPlans]);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Subscription
      </Typography>
      <Stack spacing={4}>
        <LoadBoundary message={LOAD_SUBSCRIPTION_FAILED} onRetry={current.reload}>
          <Suspense fallback={spinner('Loading your plan')}>
            {current.queryRef ? <Current queryRef={current.queryRef} onPeriodEnd={periodEnded} /> : spinner('Loading your plan')}
          </Suspense>
        </LoadBoundary>
        <LoadBoundary message={LOAD_PRODUCTS_FAILED} onRetry={plans.reload}>
          <Suspense fallback={spinner('Loading plans')}>{plans.queryRef ? <Plans queryRef={plans.queryRef} /> : spinner('Loading plans')}</Suspense>
        </LoadBoundary>
      </Stack>
    </Container>
  );
}
