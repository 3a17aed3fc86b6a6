import { Alert, AlertTitle } from '@mui/material';
import { forwardRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AnswerFeedback_answer$key } from '../../../__generated__/AnswerFeedback_answer.graphql.ts';

/** Correct or incorrect, with the correct option (an interactive item's key is shown part by part above), as graded by the server. Takes focus when shown. */
export const AnswerFeedback = forwardRef<HTMLDivElement, { answer: AnswerFeedback_answer$key }>(function AnswerFeedback({ answer: key }, ref) {
  const answer = useFragment(
    graphql`
      fragment AnswerFeedback_answer on Answer {
        isCorrect
        correctAnswer
        interactionOutcome {
          __typename
        }
      }
    `,
    key,
  );
  return (
    <Alert ref={ref} tabIndex={-1} role="alert" severity={answer.isCorrect ? 'success' : 'error'}>
      <AlertTitle>{answer.isCorrect ? 'Correct!' : 'Incorrect.'}</AlertTitle>
      {answer.interactionOutcome
        ? answer.isCorrect
          ? 'Every part of your answer is right.'
          : 'Scored all or nothing, as in the exam: each part is marked right or wrong above, with the key.'
        : `The correct answer is: ${answer.correctAnswer}`}
    </Alert>
  );
});
