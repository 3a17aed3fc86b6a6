import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { StartHere_progress$key } from '../../../__generated__/StartHere_progress.graphql.ts';

/** Fewer answers than a first set: the learner has not started yet. */
const NEWCOMER_ANSWERS = 10;

/**
 * What to do first, for a learner with fewer answers than one set: a short set across the domains
 * (it tells readiness and the plan where to start), then the exam simulation. Nothing once they
 * have started.
 */
export function StartHere({ progress: key }: { progress: StartHere_progress$key }) {
  const { totalAnswered } = useFragment(
    graphql`
      fragment StartHere_progress on ViewerProgress {
        totalAnswered
      }
    `,
    key,
  );
  if (totalAnswered >= NEWCOMER_ANSWERS) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="start-here-title" sx={{ borderColor: 'primary.main' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="start-here-title" variant="h6" component="h2">
            Start here
          </Typography>
          <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
            <li>
              <Typography>
                <strong>Take a short starter set:</strong> 10 questions from across the eight domains. Your answers show where you stand and where your plan
                starts.
              </Typography>
            </li>
            <li>
              <Typography>
                <strong>Set your exam date</strong> in the study plan, for a daily goal that gets you there.
              </Typography>
            </li>
            <li>
              <Typography>
                <strong>When you are ready, sit a simulated exam:</strong> 100 to 150 adaptive questions in 3 hours, like the real one.
              </Typography>
            </li>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to="/practice" variant="contained">
              Start the starter set
            </Button>
            <Button component={RouterLink} to="/exam" variant="outlined">
              About the exam
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
