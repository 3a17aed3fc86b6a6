import { Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { RecentAchievements_stats$key } from '../../../__generated__/RecentAchievements_stats.graphql.ts';

/** The five newest achievements: badges, levels and completed daily challenges. */
export function RecentAchievements({ stats: key }: { stats: RecentAchievements_stats$key }) {
  const { achievements } = useFragment(
    graphql`
      fragment RecentAchievements_stats on UserStats {
        achievements {
          id
          title
          points
          achievedAt
        }
      }
    `,
    key,
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="achievements-title">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="achievements-title" variant="h6" component="h2">
            Recent achievements
          </Typography>
          {achievements.length === 0 ? (
            <Typography color="text.secondary">Badges, new levels and daily challenges you complete show here.</Typography>
          ) : (
            <List dense aria-label="Recent achievements" disablePadding>
              {achievements.map((a) => (
                <ListItem key={a.id} disableGutters>
                  <ListItemText
                    primary={a.title}
                    secondary={`${new Date(a.achievedAt as string).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}${a.points ? ` · +${a.points} points` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
