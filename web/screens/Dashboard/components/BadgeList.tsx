import Bolt from '@mui/icons-material/Bolt';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Flag from '@mui/icons-material/Flag';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import Lock from '@mui/icons-material/Lock';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { type ComponentType, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BadgeList_query$key } from '../../../__generated__/BadgeList_query.graphql.ts';

// The icon names the server gives, drawn with the matching Material icons.
const ICONS: Record<string, ComponentType<{ fontSize?: 'large'; color?: 'warning' | 'disabled'; 'aria-hidden'?: boolean }>> = {
  LocalFireDepartment,
  WorkspacePremium,
  Bolt,
  EmojiEvents,
  Flag,
  QuestionAnswer,
};

/**
 * Every badge: those earned first, with when; the locked ones, which say how to earn them, folded
 * behind a button so that a newcomer's first view is not a wall of locks.
 */
export function BadgeList({ query: key }: { query: BadgeList_query$key }) {
  const { badges } = useFragment(
    graphql`
      fragment BadgeList_query on Query {
        badges {
          id
          name
          description
          icon
          rarity
          unlockedAt
        }
      }
    `,
    key,
  );
  const earned = badges.filter((b) => b.unlockedAt);
  const locked = badges.filter((b) => !b.unlockedAt);
  const [showLocked, setShowLocked] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby="badges-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="badges-title" variant="h6" component="h2">
            Badges ({earned.length} of {badges.length})
          </Typography>
          {earned.length === 0 && <Typography color="text.secondary">No badges yet: each one you earn adds 100 points.</Typography>}
          <Box
            component="ul"
            aria-label="Badges"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
          >
            {[...earned, ...(showLocked ? locked : [])].map((badge) => {
              const Icon = ICONS[badge.icon] ?? EmojiEvents;
              const unlocked = Boolean(badge.unlockedAt);
              return (
                <Stack
                  component="li"
                  key={badge.id}
                  direction="row"
                  spacing={1.5}
                  aria-label={`${badge.name}: ${unlocked ? 'earned' : 'locked'}`}
                  sx={{ alignItems: 'center' }}
                >
                  {unlocked ? <Icon fontSize="large" color="warning" aria-hidden /> : <Lock fontSize="large" color="disabled" aria-hidden />}
                  <Stack>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: 600 }}>{badge.name}</Typography>
                      <Chip label={badge.rarity} size="small" variant="outlined" />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {unlocked ? `Earned ${new Date(badge.unlockedAt as string).toLocaleDateString('en-US', { dateStyle: 'medium' })}` : badge.description}
                    </Typography>
                  </Stack>
                </Stack>
              );
            })}
          </Box>
          {locked.length > 0 && (
            <div>
              <Button size="small" onClick={() => setShowLocked((shown) => !shown)} aria-expanded={showLocked}>
                {showLocked ? 'Hide the badges to earn' : `Show ${locked.length} badges to earn`}
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
