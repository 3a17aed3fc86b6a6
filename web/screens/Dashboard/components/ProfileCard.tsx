import { Avatar, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfileCard_user$key } from '../../../__generated__/ProfileCard_user.graphql.ts';

/** free, monthly and annual are the known plans; anything else is shown as a premium member. */
function planLabel(status: string): string {
  if (status === 'free') return 'Free plan';
  if (status === 'monthly') return 'Premium, monthly';
  if (status === 'annual') return 'Premium, annual';
  return 'Premium member';
}

export function ProfileCard({ user: key }: { user: ProfileCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment ProfileCard_user on User {
        name
        email
        picture
        subscriptionStatus
        createdAt
      }
    `,
    key,
  );
  const since = new Date(user.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <Card variant="outlined" component="section" aria-label="Profile">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar alt={user.name} src={user.picture ?? undefined} sx={{ width: 56, height: 56 }}>
              {user.name.charAt(0).toUpperCase()}
            </Avatar>
            <div>
              <Typography variant="h6" component="h2">
                {user.name}
              </Typography>
              <Typography color="text.secondary">{user.email}</Typography>
            </div>
          </Stack>
          <Chip label={planLabel(user.subscriptionStatus)} color={user.subscriptionStatus === 'free' ? 'default' : 'secondary'} />
          <Typography variant="body2" color="text.secondary">
            Member since {since}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/practice" variant="contained">
              Practise now
            </Button>
            {user.subscriptionStatus === 'free' && (
              <Button component={RouterLink} to="/subscription">
                Upgrade
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
