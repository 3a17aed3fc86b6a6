import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import type { ConsentChoice } from './consent.ts';

/** The cookie dialog's switches, one per category, shown under Customize. */
export function CookieChoices({
  choice,
  dnt,
  toggle,
}: {
  choice: ConsentChoice;
  dnt: boolean;
  toggle: (key: keyof ConsentChoice) => (event: unknown, checked: boolean) => void;
}) {
  return (
    <FormGroup sx={{ mt: 2 }}>
      <FormControlLabel control={<Switch checked disabled />} label="Necessary (always on)" />
      <FormControlLabel control={<Switch checked disabled />} label="Authentication (always on)" />
      <FormControlLabel control={<Switch checked={choice.functional} onChange={toggle('functional')} />} label="Functional" />
      <FormControlLabel control={<Switch checked={choice.analytics && !dnt} disabled={dnt} onChange={toggle('analytics')} />} label="Analytics" />
      <FormControlLabel control={<Switch checked={choice.marketing && !dnt} disabled={dnt} onChange={toggle('marketing')} />} label="Marketing" />
    </FormGroup>
  );
}
