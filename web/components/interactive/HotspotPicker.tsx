import { Box, FormControlLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useState } from 'react';
import { GradeTag } from '../quiz/GradeTag.tsx';
import { gradedOptionSx } from '../quiz/gradedOptionSx.ts';
import { TOUCH_TARGET, type InteractionElement } from './types.ts';

const SHAPES = ':is(rect, circle, ellipse, polygon, path, polyline)';

/** How a region of the drawing is marked: the learner's choice, the one in focus, or after grading the key and a wrong choice. */
function regionSx(chosen: string | null, focused: string | null, graded: { key: string; chosen: string | null } | null) {
  return (theme: Theme) => {
    const mark = (id: string, colour: string, dashed = false) => ({
      [`& [data-region="${id}"] ${SHAPES}`]: {
        stroke: colour,
        strokeWidth: 4,
        strokeDasharray: dashed ? '8 4' : 'none',
        fill: alpha(colour, 0.18),
      },
    });
    return {
      lineHeight: 0,
      '& svg': { width: '100%', height: 'auto', maxWidth: 640, display: 'block' },
      ...(graded ? {} : { [`& [data-region]`]: { cursor: 'pointer' }, [`& [data-region]:hover ${SHAPES}`]: { stroke: theme.palette.primary.main } }),
      ...(focused && focused !== chosen && !graded ? mark(focused, theme.palette.primary.main, true) : {}),
      ...(graded
        ? {
            ...(graded.chosen && graded.chosen !== graded.key ? mark(graded.chosen, theme.palette.error.main) : {}),
            ...mark(graded.key, theme.palette.success.main),
          }
        : chosen
          ? mark(chosen, theme.palette.primary.main)
          : {}),
    };
  };
}

/**
 * A hotspot item: the drawing (the bank's SVG, checked by the server, each selectable region a
 * `[data-region]` group), where a region is chosen by pointer or touch, and the same regions as a
 * group of radio buttons beside it for the keyboard and screen readers (named by the regions'
 * labels). The chosen region is outlined in the drawing. After grading (`graded`), the key and a
 * wrong choice are marked, in words in the list and by colour in the drawing.
 */
export function HotspotPicker({
  image,
  regions,
  value,
  onChange,
  disabled = false,
  labelledBy,
  graded = null,
}: {
  image: string;
  regions: readonly InteractionElement[];
  value: string | null;
  onChange: (region: string) => void;
  disabled?: boolean;
  labelledBy: string;
  graded?: { key: string; chosen: string | null } | null;
}) {
  const [focused, setFocused] = useState<string | null>(null);
  const locked = disabled || graded !== null;
  const pick = (event: React.MouseEvent<HTMLElement>) => {
    if (locked || !(event.target instanceof Element)) return;
    const id = event.target.closest('[data-region]')?.getAttribute('data-region');
    if (id && regions.some((r) => r.id === id)) onChange(id);
  };
  return (
    <Stack data-interaction="hotspot" direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      {/* The drawing is for the eye and the pointer; the radio buttons carry the same choice for everyone else. */}
      <Box
        aria-hidden
        onClick={pick}
        sx={[
          { flex: { md: '1 1 60%' }, border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'background.paper' },
          regionSx(value, focused, graded),
        ]}
        // The server validated the SVG against the bank's allow-list (no script, style, links or event handlers).
        dangerouslySetInnerHTML={{ __html: image }}
      />
      <RadioGroup
        aria-labelledby={labelledBy}
        value={graded ? (graded.chosen ?? '') : (value ?? '')}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flex: { md: '1 1 40%' } }}
      >
        {regions.map((region) => {
          const grade = graded ? { correct: region.id === graded.key, chosen: region.id === graded.chosen } : null;
          return (
            <FormControlLabel
              key={region.id}
              value={region.id}
              disabled={locked}
              control={<Radio onFocus={() => setFocused(region.id)} onBlur={() => setFocused(null)} />}
              onMouseEnter={() => setFocused(region.id)}
              onMouseLeave={() => setFocused(null)}
              label={
                <>
                  {region.text}
                  {grade && <GradeTag {...grade} />}
                </>
              }
              sx={[{ minHeight: TOUCH_TARGET }, gradedOptionSx(grade)]}
            />
          );
        })}
      </RadioGroup>
    </Stack>
  );
}
