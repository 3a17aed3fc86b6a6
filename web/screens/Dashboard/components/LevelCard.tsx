import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { LevelCard_stats$key } from '../../../__generated__/LevelCard_stats.graphql.ts';

/** Level and title with the progress to the next level, points, and the current and longest streak. */
export function LevelCard({ stats: key }: { stats: LevelCard_stats$key }) {
  const stats = useFragment(
    graphql`
      fragment LevelCard_stats on UserStats {
        level
        title
        totalPoints
        experiencePoints
        currentLevelXP
        nextLevelXP
        currentStreak
        longestStreak
      }
    `,
    key,
  );
  const next = stats.nextLevelXP ?? null;
  const span = next === null ? null : next - stats.currentLevelXP;
  const progress = span === null ? 100 : Math.min(100, Math.round(((stats.experiencePoints - stats.currentLevelXP) / span) * 100));
  return (
    <Card variant="outlined" component="section" aria-labelledby="level-title">
      <CardContent>
        <Stack spacing={2}>
          <Stack>
            <Typography id="level-title" variant="h6" component="h2">
              Level {stats.level}: {stats.title}
            </Typography>
            <Typography color="text.secondary" aria-label="Points">
              {stats.totalPoints.toLocaleString('en-US')} points
            </Typography>
          </Stack>
          <LinearProgress variant="determinate" value={progress} aria-label="Progress to the next level" sx={{ height: 8, borderRadius: 4 }} />
          <Typography variant="body2" color="text.secondary">
            {next === null ? 'Top level reached.' : `${(next - stats.experiencePoints).toLocaleString('en-US')} XP to level ${stats.level + 1}`}
          </Typography>
          <Stack direction="row" spacing={4}>
            <Stack role="group" aria-label="Current streak">
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <LocalFireDepartment color={stats.currentStreak > 0 ? 'warning' : 'disabled'} aria-hidden />
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  {stats.currentStreak}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                Current streak (days)
              </Typography>
            </Stack>
            <Stack role="group" aria-label="Longest streak">
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {stats.longestStreak}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Longest streak (days)
              </Typography>
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
