import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { AnswerLesson_answer$key } from '../../__generated__/AnswerLesson_answer.graphql.ts';
import { GradeTag } from '../quiz/GradeTag.tsx';

/**
 * What an answer teaches, on every plan: the bank's explanation, and why each option (all of
 * them, the learner's choice and the key marked) is right or wrong. The server sends it only with
 * a graded answer. Options follow `order` (the order they were shown in) where given.
 */
export function AnswerLesson({
  answer: key,
  order,
  headingLevel = 3,
}: {
  answer: AnswerLesson_answer$key;
  order?: readonly string[];
  headingLevel?: 3 | 4 | 5;
}) {
  const answer = useFragment(
    graphql`
      fragment AnswerLesson_answer on Answer {
        chosenOption
        explanation
        interactionOutcome {
          __typename
        }
        optionRationales {
          option
          rationale
          correct
        }
      }
    `,
    key,
  );
  const rank = (option: string) => {
    const i = order ? order.indexOf(option) : -1;
    return i >= 0 ? i : Number.MAX_SAFE_INTEGER;
  };
  const options = [...answer.optionRationales].sort((a, b) => rank(a.option) - rank(b.option));
  const heading = `h${headingLevel}` as const;
  // An interactive item's rationales are given part by part with its outcome: here, the explanation.
  if (answer.interactionOutcome) {
    return (
      <Box component="section" aria-label="Explanation">
        <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600 }}>
          Explanation
        </Typography>
        <Typography variant="body1">{answer.explanation}</Typography>
      </Box>
    );
  }
  return (
    <Box component="section" aria-label="Why each option is right or wrong">
      <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600 }}>
        Explanation
      </Typography>
      <Typography variant="body1" sx={{ mb: 1 }}>
        {answer.explanation}
      </Typography>
      <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600 }}>
        Why each option is right or wrong
      </Typography>
      <List dense aria-label="Option rationales">
        {options.map((item) => (
          <ListItem key={item.option} disableGutters alignItems="flex-start">
            <ListItemText
              primary={
                <>
                  {item.option}
                  <GradeTag correct={item.correct} chosen={item.option === answer.chosenOption} />
                </>
              }
              secondary={item.rationale || 'The bank gives no rationale for this option.'}
              slotProps={{ secondary: { sx: { color: 'text.primary' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
