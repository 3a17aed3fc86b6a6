import { Box, FormControlLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useState } from 'react';
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

const drawingSx = { border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'background.paper' } as const;

/**
 * A hotspot's drawing after grading: the key outlined in green, a wrong choice in red (the lists
 * beside it say the same in words). For the eye only: screen readers read the list.
 */
export function HotspotDrawing({ image, graded }: { image: string; graded: { key: string; chosen: string | null } }) {
  return (
    <Box
      aria-hidden
      sx={[drawingSx, regionSx(null, null, graded)]}
      // The server validated the SVG against the bank's allow-list (no script, style, links or event handlers).
      dangerouslySetInnerHTML={{ __html: image }}
    />
  );
}

/**
 * A hotspot item: the drawing (the bank's SVG, checked by the server, each selectable region a
 * `[data-region]` group), where a region is chosen by pointer or touch, and the same regions as a
 * group of radio buttons beside it for the keyboard and screen readers (named by the regions'
 * labels). The chosen region is outlined in the drawing, the one under the pointer or in focus dashed.
 */
export function HotspotPicker({
  image,
  regions,
  value,
  onChange,
  disabled = false,
  labelledBy,
}: {
  image: string;
  regions: readonly InteractionElement[];
  value: string | null;
  onChange: (region: string) => void;
  disabled?: boolean;
  labelledBy: string;
}) {
  const [focused, setFocused] = useState<string | null>(null);
  const pick = (event: React.MouseEvent<HTMLElement>) => {
    if (disabled || !(event.target instanceof Element)) return;
    const id = event.target.closest('[data-region]')?.getAttribute('data-region');
    if (id && regions.some((r) => r.id === id)) onChange(id);
  };
  return (
    <Stack data-interaction="hotspot" direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      {/* The drawing is for the eye and the pointer; the radio buttons carry the same choice for everyone else. */}
      <Box
        aria-hidden
        onClick={pick}
        sx={[drawingSx, { flex: { md: '1 1 60%' } }, regionSx(value, focused, null)]}
        // The server validated the SVG against the bank's allow-list (no script, style, links or event handlers).
        dangerouslySetInnerHTML={{ __html: image }}
      />
      <RadioGroup aria-labelledby={labelledBy} value={value ?? ''} onChange={(event) => onChange(event.target.value)} sx={{ flex: { md: '1 1 40%' } }}>
        {regions.map((region) => (
          <FormControlLabel
            key={region.id}
            value={region.id}
            disabled={disabled}
            control={<Radio onFocus={() => setFocused(region.id)} onBlur={() => setFocused(null)} />}
            onMouseEnter={() => setFocused(region.id)}
            onMouseLeave={() => setFocused(null)}
            label={region.text}
            sx={{ minHeight: TOUCH_TARGET, mr: 0, borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
          />
        ))}
      </RadioGroup>
    </Stack>
  );
}
