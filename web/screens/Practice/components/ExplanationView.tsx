import { Alert, Box, Chip, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { ExplanationView_explanation$key } from '../../../__generated__/ExplanationView_explanation.graphql.ts';

/** An explanation laid out section by section; while it is being written, the sections fill in. */
export function ExplanationView({ explanation: key }: { explanation: ExplanationView_explanation$key }) {
  const explanation = useFragment(
    graphql`
      fragment ExplanationView_explanation on Explanation {
        correctAnswer
        chosenOption
        whyCorrect
        otherOptions {
          option
          whyWrong
        }
        whyTempting
        principle
        references
        source
        complete
      }
    `,
    key,
  );
  return (
    <Box component="section" aria-label="Explanation" aria-busy={!explanation.complete} aria-live="polite">
      <Stack spacing={2}>
        {explanation.source === 'BANK' && (
          <Chip sx={{ alignSelf: 'flex-start' }} size="small" variant="outlined" label="From the question bank's own rationales" />
        )}
        {explanation.whyCorrect && (
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Why &ldquo;{explanation.correctAnswer}&rdquo; is the best answer
            </Typography>
            <Typography variant="body1">{explanation.whyCorrect}</Typography>
          </div>
        )}
        {explanation.otherOptions.length > 0 && (
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Why the other options are wrong
            </Typography>
            <List dense aria-label="Why the other options are wrong">
              {explanation.otherOptions.map((other) => (
                <ListItem key={other.option} disableGutters>
                  <ListItemText primary={other.option} secondary={other.whyWrong} />
                </ListItem>
              ))}
            </List>
          </div>
        )}
        {explanation.chosenOption && explanation.whyTempting && (
          <Alert severity="warning" icon={false}>
            <Typography variant="subtitle2" component="h3">
              Why &ldquo;{explanation.chosenOption}&rdquo; was tempting
            </Typography>
            {explanation.whyTempting}
          </Alert>
        )}
        {explanation.principle && (
          <Alert severity="info" icon={false}>
            <Typography variant="subtitle2" component="h3">
              Think like a manager
            </Typography>
            {explanation.principle}
          </Alert>
        )}
        {!explanation.complete && <LinearProgress aria-label="Writing the explanation" />}
        {explanation.complete && explanation.references.length > 0 && (
          <div>
            <Typography variant="subtitle2" component="h3">
              References
            </Typography>
            <List dense aria-label="References">
              {explanation.references.map((reference) => (
                <ListItem key={reference} disableGutters>
                  <ListItemText primary={reference} />
                </ListItem>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Box>
  );
}
