import CheckCircle from '@mui/icons-material/CheckCircle';
import { Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DailyChallengeCard_challenge$key } from '../../../__generated__/DailyChallengeCard_challenge.graphql.ts';

/** Today's challenge: what it asks, the score so far against the target, and a button to start. */
export function DailyChallengeCard({ challenge: key }: { challenge: DailyChallengeCard_challenge$key }) {
  const challenge = useFragment(
    graphql`
      fragment DailyChallengeCard_challenge on DailyChallenge {
        description
        questionIds
        answeredCount
        userScore
        targetScore
        completed
      }
    `,
    key,
  );
  const total = challenge.questionIds.length;
  return (
    <Card variant="outlined" component="section" aria-labelledby="challenge-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="challenge-title" variant="h6" component="h2">
            Daily challenge
          </Typography>
          <Typography>{challenge.description}</Typography>
          <LinearProgress
            variant="determinate"
            value={challenge.userScore}
            color={challenge.completed ? 'success' : 'primary'}
            aria-label="Challenge score"
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" aria-label="Challenge progress">
            {challenge.answeredCount} of {total} answered · score {challenge.userScore}% (target {challenge.targetScore}%)
          </Typography>
          {challenge.completed ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.main' }}>
              <CheckCircle aria-hidden />
              <Typography sx={{ fontWeight: 600 }}>Completed today. A new challenge comes tomorrow.</Typography>
            </Stack>
          ) : (
            <Button variant="contained" component={RouterLink} to="/practice?challenge=daily" sx={{ alignSelf: 'flex-start' }} disabled={total === 0}>
              {challenge.answeredCount > 0 ? 'Continue challenge' : 'Start challenge'}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
