import { Container, Grid, Stack, Typography } from '@mui/material';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { DashboardRouteQuery as Query } from '../../__generated__/DashboardRouteQuery.graphql.ts';
import { QueryBoundary } from '../../app/QueryBoundary.tsx';
import type { RouteQueryProps } from '../../app/RouteQuery.tsx';
import { AnswerList } from './components/AnswerList.tsx';
import { BadgeList } from './components/BadgeList.tsx';
import { DailyChallengeCard } from './components/DailyChallengeCard.tsx';
import { LevelCard } from './components/LevelCard.tsx';
import { RecentAchievements } from './components/RecentAchievements.tsx';
import { ExportAnswersButton } from './components/ExportAnswersButton.tsx';
import { MasteryByDomain } from './components/MasteryByDomain.tsx';
import { OverallProgress } from './components/OverallProgress.tsx';
import { ProfileCard } from './components/ProfileCard.tsx';
import { ReadinessCard } from './components/ReadinessCard.tsx';
import { ReviewDue } from './components/ReviewDue.tsx';
import { StartHere } from './components/StartHere.tsx';
import { StudyPlanCard } from './components/StudyPlanCard.tsx';

const DashboardRouteQuery = graphql`
  query DashboardRouteQuery {
    viewer {
      ...ProfileCard_user
      ...AnswerList_user
      ...ReviewDue_user
      ...ReadinessCard_user
      ...StudyPlanCard_user
      progress {
        ...StartHere_progress
        ...OverallProgress_progress
        ...MasteryByDomain_progress
      }
      stats {
        ...LevelCard_stats
        ...RecentAchievements_stats
      }
      dailyChallenge {
        ...DailyChallengeCard_challenge
      }
    }
    ...BadgeList_query
  }
`;

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const data = usePreloadedQuery<Query>(DashboardRouteQuery, queryRef);
  const { viewer } = data;
  // The route is behind the login guard; a session that ended meanwhile shows nothing to read.
  if (!viewer) return null;
  return (
    <Grid container spacing={3}>
      <Grid size={12} sx={{ '&:empty': { display: 'none' } }}>
        <StartHere progress={viewer.progress} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3}>
          <StudyPlanCard user={viewer} />
          <ProfileCard user={viewer} />
          <ReadinessCard user={viewer} />
          <LevelCard stats={viewer.stats} />
          <DailyChallengeCard challenge={viewer.dailyChallenge} />
          <OverallProgress progress={viewer.progress} />
          <ReviewDue user={viewer} />
          <RecentAchievements stats={viewer.stats} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <MasteryByDomain progress={viewer.progress} />
          <BadgeList query={data} />
          <AnswerList user={viewer} />
          <ExportAnswersButton />
        </Stack>
      </Grid>
    </Grid>
  );
}

export const LOAD_DASHBOARD_FAILED = 'Failed to load your progress';

/**
 * /dashboard: what to do first (for a newcomer), the study plan, the profile card, readiness (the chance to pass), level, streak, daily challenge,
 * overall progress, recent achievements, per-domain mastery, badges and the answer history. The
 * route starts the query as it is entered (RouteQuery).
 */
export function DashboardRoute({ queryRef, reload }: RouteQueryProps<Query>) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Dashboard
      </Typography>
      <QueryBoundary loading="Loading your progress" failure={LOAD_DASHBOARD_FAILED} onRetry={reload}>
        {queryRef && <Dashboard queryRef={queryRef} />}
      </QueryBoundary>
    </Container>
  );
}
