import { Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { PracticeScore_progress$key } from '../../../__generated__/PracticeScore_progress.graphql.ts';

/** The learner's overall figures, kept current by each graded answer's payload. */
export function PracticeScore({ progress: key }: { progress: PracticeScore_progress$key }) {
  const progress = useFragment(
    graphql`
      fragment PracticeScore_progress on ViewerProgress {
        totalAnswered
        percent
      }
    `,
    key,
  );
  return (
    <Typography color="text.secondary" aria-label="Overall progress">
      Overall: {progress.totalAnswered} answered, {progress.percent}% correct
    </Typography>
  );
}
