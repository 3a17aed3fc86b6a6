import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { OverallProgress_progress$key } from '../../../__generated__/OverallProgress_progress.graphql.ts';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack component="div" role="group" aria-label={label}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

export function OverallProgress({ progress: key }: { progress: OverallProgress_progress$key }) {
  const progress = useFragment(
    graphql`
      fragment OverallProgress_progress on ViewerProgress {
        totalAnswered
        correctAnswers
        percent
      }
    `,
    key,
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="overall-progress-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="overall-progress-title" variant="h6" component="h2">
            Overall progress
          </Typography>
          <Stack direction="row" spacing={4}>
            <Figure label="Questions answered" value={progress.totalAnswered} />
            <Figure label="Correct answers" value={progress.correctAnswers} />
            <Figure label="Accuracy" value={`${progress.percent}%`} />
          </Stack>
          <LinearProgress variant="determinate" value={progress.percent} aria-label="Overall accuracy" sx={{ height: 8, borderRadius: 4 }} />
          {progress.totalAnswered === 0 && (
            <Typography color="text.secondary">Answer your first questions in Practice and your progress shows here.</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
