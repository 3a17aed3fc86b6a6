import { Alert, Card, CardContent, FormControlLabel, FormGroup, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NotificationsTab_viewer$key } from '../../../__generated__/NotificationsTab_viewer.graphql.ts';
import { UNEXPECTED_ERROR } from '../../../components/auth/usePromiseMutation.ts';
import { useUpdateNotificationsMutation } from '../mutations/useUpdateNotificationsMutation.ts';

type Preference = 'notifyWeeklyProgress' | 'notifyProductUpdates';

/** The Notifications tab: the two e-mail preferences, saved as they are switched. */
export function NotificationsTab({ viewer }: { viewer: NotificationsTab_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationsTab_viewer on User {
        id
        notifyWeeklyProgress
        notifyProductUpdates
      }
    `,
    viewer,
  );
  const [updateProfile] = useUpdateNotificationsMutation();
  const [error, setError] = useState<string | null>(null);

  const toggle = (key: Preference) => async (_event: unknown, checked: boolean) => {
    setError(null);
    try {
      const { updateProfile: result } = await updateProfile(
        { input: { [key]: checked } },
        // The switch moves at once; Relay rolls it back if the save fails.
        {
          optimisticResponse: {
            updateProfile: {
              __typename: 'UpdateProfilePayload',
              viewer: { id: data.id, notifyWeeklyProgress: data.notifyWeeklyProgress, notifyProductUpdates: data.notifyProductUpdates, [key]: checked },
            },
          },
        },
      );
      if (result.__typename === 'InputError') setError(result.message);
      else if (result.__typename !== 'UpdateProfilePayload') setError(UNEXPECTED_ERROR);
    } catch {
      setError(UNEXPECTED_ERROR);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="notifications-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="notifications-title" variant="h6" component="h2">
            E-mail notifications
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <FormGroup>
            <FormControlLabel
              control={<Switch checked={data.notifyWeeklyProgress} onChange={toggle('notifyWeeklyProgress')} />}
              label="Weekly progress e-mails"
            />
            <FormHelperText sx={{ mt: 0, mb: 1 }}>A summary of your week: questions answered and mastery per domain.</FormHelperText>
            <FormControlLabel
              control={<Switch checked={data.notifyProductUpdates} onChange={toggle('notifyProductUpdates')} />}
              label="Product updates"
            />
            <FormHelperText sx={{ mt: 0 }}>New features and question sets, a few times a year.</FormHelperText>
          </FormGroup>
        </Stack>
      </CardContent>
    </Card>
  );
}
