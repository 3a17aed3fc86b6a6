import { Chip, ListItem, ListItemText } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import type { AnswerListItem_answer$key } from '../../../__generated__/AnswerListItem_answer.graphql.ts';

export function AnswerListItem({ answer: key }: { answer: AnswerListItem_answer$key }) {
  const answer = useFragment(
    graphql`
      fragment AnswerListItem_answer on Answer {
        answeredAt
        isCorrect
        domainName
        difficulty
        question {
          text
        }
      }
    `,
    key,
  );
  const when = new Date(answer.answeredAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ListItem
      disableGutters
      secondaryAction={<Chip size="small" label={answer.isCorrect ? 'Correct' : 'Incorrect'} color={answer.isCorrect ? 'success' : 'error'} />}
    >
      <ListItemText
        primary={answer.question.text}
        secondary={`${answer.domainName} · ${answer.difficulty} · ${when}`}
        slotProps={{ primary: { noWrap: true, title: answer.question.text }, secondary: { component: 'span' } }}
        sx={{ pr: 12 }}
      />
    </ListItem>
  );
}
