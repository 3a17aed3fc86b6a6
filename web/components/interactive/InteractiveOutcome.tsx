import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { InteractiveOutcome_interaction$key } from '../../__generated__/InteractiveOutcome_interaction.graphql.ts';
import type { InteractiveOutcome_outcome$key } from '../../__generated__/InteractiveOutcome_outcome.graphql.ts';
import { GradeTag } from '../quiz/GradeTag.tsx';
import { HotspotDrawing } from './HotspotPicker.tsx';

/** Right or wrong for one element, in words and with an icon (not by colour alone). */
function Mark({ right }: { right: boolean }) {
  const Icon = right ? CheckCircle : Cancel;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        ml: 1,
        fontWeight: 700,
        color: right ? 'success.dark' : 'error.dark',
        verticalAlign: 'middle',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {right ? 'Right' : 'Wrong'}
    </Box>
  );
}

/**
 * An answered ordering, matching or hotspot item: the learner's response against the key, element
 * by element, right or wrong, with the bank's rationale for each (as the options' rationales of a
 * single-choice answer). A hotspot's drawing shows the key and a wrong choice when `interaction` is given.
 */
export default function InteractiveOutcome({
  outcome: outcomeKey,
  interaction: interactionKey = null,
  headingLevel = 3,
}: {
  outcome: InteractiveOutcome_outcome$key;
  interaction?: InteractiveOutcome_interaction$key | null;
  headingLevel?: 3 | 4 | 5;
}) {
  const outcome = useFragment(
    graphql`
      fragment InteractiveOutcome_outcome on InteractionOutcome {
        type
        correct
        chosenRegion
        correctRegion
        items {
          element {
            id
            text
          }
          correct
          chosen
          correctPosition
          givenPosition
          correctTarget {
            text
          }
          givenTarget {
            text
          }
          rationale
        }
      }
    `,
    outcomeKey,
  );
  const interaction = useFragment(
    graphql`
      fragment InteractiveOutcome_interaction on Interaction {
        ... on HotspotInteraction {
          image
        }
      }
    `,
    interactionKey,
  );
  const heading = `h${headingLevel}` as const;
  const title =
    outcome.type === 'ORDERING'
      ? 'Your order against the right one'
      : outcome.type === 'MATCHING'
        ? 'Your matches against the key'
        : 'Why each region is right or wrong';
  return (
    <Box component="section" aria-label={title}>
      {outcome.type === 'HOTSPOT' && interaction?.image && outcome.correctRegion && (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ mb: 1 }}>
            The right region is outlined in green{outcome.chosenRegion && outcome.chosenRegion !== outcome.correctRegion ? ', your choice in red' : ''}.
          </Typography>
          <HotspotDrawing image={interaction.image} graded={{ key: outcome.correctRegion, chosen: outcome.chosenRegion ?? null }} />
        </Box>
      )}
      <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <List dense aria-label={title} component="ol">
        {outcome.items.map((item, i) => {
          let primary;
          let detail: string | null = null;
          if (outcome.type === 'ORDERING') {
            const right = item.givenPosition === item.correctPosition;
            primary = (
              <>
                {item.correctPosition ?? i + 1}. {item.element.text}
                <Mark right={right} />
              </>
            );
            detail = right
              ? `You placed it ${item.givenPosition ?? '?'}: right.`
              : `You placed it ${item.givenPosition ?? 'nowhere'}; it belongs ${item.correctPosition ?? '?'}.`;
          } else if (outcome.type === 'MATCHING') {
            primary = (
              <>
                {item.element.text} → {item.correctTarget?.text ?? '?'}
                <Mark right={item.correct} />
              </>
            );
            detail = item.correct ? 'You matched it right.' : `You matched it to: ${item.givenTarget?.text ?? 'nothing'}.`;
          } else {
            primary = (
              <>
                {item.element.text}
                <GradeTag correct={item.correct} chosen={Boolean(item.chosen)} />
              </>
            );
          }
          return (
            <ListItem key={item.element.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={primary}
                secondary={
                  <>
                    {detail && (
                      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {detail}
                      </Box>
                    )}
                    {item.rationale}
                  </>
                }
                slotProps={{ secondary: { sx: { color: 'text.primary' } } }}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
