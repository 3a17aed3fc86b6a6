import { Box, CircularProgress, Container, Grid, Stack, Typography } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { DashboardRouteQuery as Query } from '../../__generated__/DashboardRouteQuery.graphql.ts';
import { AnswerList } from './components/AnswerList.tsx';
import { MasteryByDomain } from './components/MasteryByDomain.tsx';
import { OverallProgress } from './components/OverallProgress.tsx';
import { ProfileCard } from './components/ProfileCard.tsx';

export const DashboardRouteQuery = graphql`
  query DashboardRouteQuery {
    viewer {
      ...ProfileCard_user
      ...AnswerList_user
      progress {
        ...OverallProgress_progress
        ...MasteryByDomain_progress
      }
    }
  }
`;

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const { viewer } = usePreloadedQuery<Query>(DashboardRouteQuery, queryRef);
  // The route is behind the login guard; a session that ended meanwhile shows nothing to read.
  if (!viewer) return null;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3}>
          <ProfileCard user={viewer} />
          <OverallProgress progress={viewer.progress} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <MasteryByDomain progress={viewer.progress} />
          <AnswerList user={viewer} />
        </Stack>
      </Grid>
    </Grid>
  );
}

/** /dashboard: the profile card, overall progress and per-domain mastery (spec 2). */
export function DashboardRoute() {
  const [queryRef, loadQuery] = useQueryLoader<Query>(DashboardRouteQuery);
  // What practice already put in the store shows at once; the server's figures follow.
  useEffect(() => loadQuery({}, { fetchPolicy: 'store-and-network' }), [loadQuery]);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Dashboard
      </Typography>
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label="Loading your progress" />
          </Box>
        }
      >
        {queryRef && <Dashboard queryRef={queryRef} />}
      </Suspense>
    </Container>
  );
}
