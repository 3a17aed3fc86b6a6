import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { DIFFICULTIES, DOMAINS, type PracticeFilter, TYPES } from '../filters.ts';

const ALL = 'all';

/** Domain, level and type; a change goes into the URL, which reloads the set from its first question. */
export function PracticeFilters({ filter, onChange }: { filter: PracticeFilter; onChange: (filter: PracticeFilter) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl size="small" sx={{ minWidth: 280 }}>
        <InputLabel id="practice-domain-label">Domain</InputLabel>
        <Select
          labelId="practice-domain-label"
          label="Domain"
          value={filter.domain ?? ALL}
          onChange={(event) => onChange({ ...filter, domain: event.target.value === ALL ? null : (event.target.value as PracticeFilter['domain']) })}
        >
          <MenuItem value={ALL}>All domains</MenuItem>
          {DOMAINS.map((d) => (
            <MenuItem key={d.value} value={d.value}>
              {d.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id="practice-level-label">Level</InputLabel>
        <Select
          labelId="practice-level-label"
          label="Level"
          value={filter.difficulty ?? ALL}
          onChange={(event) => onChange({ ...filter, difficulty: event.target.value === ALL ? null : (event.target.value as PracticeFilter['difficulty']) })}
        >
          <MenuItem value={ALL}>All levels</MenuItem>
          {DIFFICULTIES.map((d) => (
            <MenuItem key={d.value} value={d.value}>
              {d.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id="practice-type-label">Type</InputLabel>
        <Select
          labelId="practice-type-label"
          label="Type"
          value={filter.type ?? ALL}
          onChange={(event) => onChange({ ...filter, type: event.target.value === ALL ? null : (event.target.value as PracticeFilter['type']) })}
        >
          <MenuItem value={ALL}>All types</MenuItem>
          {TYPES.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
