import Check from '@mui/icons-material/Check';
import { Alert, Box, Card, CardContent, FormControlLabel, FormGroup, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NotificationsTab_viewer$data, NotificationsTab_viewer$key } from '../../../__generated__/NotificationsTab_viewer.graphql.ts';
import { TIME_ZONE_CHOSEN_KEY } from '../../../app/gamificationStorage.ts';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useSetReminderTimeZoneMutation } from '../mutations/useSetReminderTimeZoneMutation.ts';
import { useUpdateNotificationsMutation } from '../mutations/useUpdateNotificationsMutation.ts';

type Preference = 'notifyWeeklyProgress' | 'notifyProductUpdates' | 'notifyDailyReminder' | 'notifyReviewDue';
type Field = Preference | 'reminderHour' | 'timeZone';
type SaveState = 'saving' | 'saved';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The zones this browser knows, with the learner's own first if it is not among them (Chrome's list has no "UTC"). */
function timeZones(current: string): string[] {
  let zones: string[];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

/** "Saving..." while a change is on its way, then "Saved": read out by screen readers too. */
function Saved({ state, id }: { state: SaveState | undefined; id: string }) {
  return (
    <Box id={id} role="status" aria-live="polite" sx={{ minHeight: 24, display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
      {state === 'saved' && <Check fontSize="small" aria-hidden />}
      <Typography variant="body2" component="span" color={state === 'saved' ? 'success.main' : 'text.secondary'}>
        {state === 'saving' ? 'Saving...' : state === 'saved' ? 'Saved' : ''}
      </Typography>
    </Box>
  );
}

/**
 * The Notifications tab: the e-mails the learner wants, each saved as it is switched, and the hour
 * and time zone the daily and review reminders go out at. Each control says when it has saved.
 */
export function NotificationsTab({ viewer }: { viewer: NotificationsTab_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationsTab_viewer on User {
        id
        notifyWeeklyProgress
        notifyProductUpdates
        notifyDailyReminder
        notifyReviewDue
        reminderHour
        timeZone
      }
    `,
    viewer,
  );
  const [updateProfile] = useUpdateNotificationsMutation();
  const [setTimeZone] = useSetReminderTimeZoneMutation();
  const [error, setError] = useState<string | null>(null);
  const [saves, setSaves] = useState<Partial<Record<Field, SaveState>>>({});
  const zones = useMemo(() => timeZones(data.timeZone), [data.timeZone]);
  const mark = (field: Field, state: SaveState | undefined) => setSaves((current) => ({ ...current, [field]: state }));

  const save = async (field: Exclude<Field, 'timeZone'>, value: boolean | number) => {
    setError(null);
    mark(field, 'saving');
    const current: Omit<NotificationsTab_viewer$data, ' $fragmentType'> = data;
    try {
      const { updateProfile: result } = await updateProfile(
        { input: { [field]: value } },
        // The control moves at once; Relay rolls it back if the save fails.
        {
          optimisticResponse: {
            updateProfile: {
              __typename: 'UpdateProfilePayload',
              viewer: {
                id: current.id,
                notifyWeeklyProgress: current.notifyWeeklyProgress,
                notifyProductUpdates: current.notifyProductUpdates,
                notifyDailyReminder: current.notifyDailyReminder,
                notifyReviewDue: current.notifyReviewDue,
                reminderHour: current.reminderHour,
                timeZone: current.timeZone,
                [field]: value,
              },
            },
          },
        },
      );
      if (result.__typename === 'UpdateProfilePayload') return mark(field, 'saved');
      setError(result.__typename === 'InputError' ? result.message : UNEXPECTED_ERROR);
    } catch {
      setError(UNEXPECTED_ERROR);
    }
    mark(field, undefined);
  };

  const saveTimeZone = async (timeZone: string) => {
    setError(null);
    mark('timeZone', 'saving');
    try {
      const { updateTimeZone: result } = await setTimeZone({ input: { timeZone } });
      if (result.__typename === 'UpdateTimeZonePayload') {
        // A zone chosen here is kept: the app no longer follows this device's zone.
        try {
          localStorage.setItem(TIME_ZONE_CHOSEN_KEY, timeZone);
        } catch {
          // Storage blocked: the server has the zone all the same.
        }
        return mark('timeZone', 'saved');
      }
      setError(result.__typename === 'InputError' ? result.message : UNEXPECTED_ERROR);
    } catch {
      setError(UNEXPECTED_ERROR);
    }
    mark('timeZone', undefined);
  };

  const toggle = (key: Preference) => (_event: unknown, checked: boolean) => void save(key, checked);
  const remindersOff = !data.notifyDailyReminder && !data.notifyReviewDue;

  const switchRow = (key: Preference, label: string, help: string) => (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={data[key]} onChange={toggle(key)} slotProps={{ input: { 'aria-describedby': `${key}-help ${key}-saved` } }} />}
          label={label}
        />
        <Saved state={saves[key]} id={`${key}-saved`} />
      </Stack>
      <FormHelperText id={`${key}-help`} sx={{ mt: 0, mb: 1 }}>
        {help}
      </FormHelperText>
    </Box>
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby="notifications-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="notifications-title" variant="h6" component="h2">
            E-mail notifications
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <FormGroup>
            {switchRow(
              'notifyWeeklyProgress',
              'Weekly progress e-mails',
              'A summary of your week: questions answered and how you did per domain, on Monday morning.',
            )}
            {switchRow('notifyDailyReminder', 'Daily reminder', 'At the hour below, only on a day your streak or your daily goal is at risk.')}
            {switchRow('notifyReviewDue', 'Review-due reminder', 'At the hour below, when questions you missed are due for review.')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1 }}>
              <Box sx={{ minWidth: 140 }}>
                <TextField
                  select
                  label="Reminder hour"
                  value={String(data.reminderHour)}
                  onChange={(event) => void save('reminderHour', Number(event.target.value))}
                  disabled={remindersOff}
                  size="small"
                  fullWidth
                  slotProps={{ select: { native: true }, htmlInput: { 'aria-describedby': 'reminderHour-saved' } }}
                >
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {`${String(hour).padStart(2, '0')}:00`}
                    </option>
                  ))}
                </TextField>
                <Saved state={saves.reminderHour} id="reminderHour-saved" />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <TextField
                  select
                  label="Time zone"
                  value={data.timeZone}
                  onChange={(event) => void saveTimeZone(event.target.value)}
                  size="small"
                  fullWidth
                  slotProps={{ select: { native: true }, htmlInput: { 'aria-describedby': 'timeZone-help timeZone-saved' } }}
                >
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replace(/_/g, ' ')}
                    </option>
                  ))}
                </TextField>
                <FormHelperText id="timeZone-help">Your streak days and reminders follow this zone.</FormHelperText>
                <Saved state={saves.timeZone} id="timeZone-saved" />
              </Box>
            </Stack>
            {switchRow('notifyProductUpdates', 'Product updates', 'New features and question sets, a few times a year.')}
          </FormGroup>
          <Typography variant="body2" color="text.secondary">
            Every e-mail has a one-click unsubscribe link.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
