import { Alert, AlertTitle } from '@mui/material';
import { forwardRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AnswerFeedback_answer$key } from '../../../__generated__/AnswerFeedback_answer.graphql.ts';

/** Correct or incorrect, with the correct option, as graded by the server. Takes focus when shown. */
export const AnswerFeedback = forwardRef<HTMLDivElement, { answer: AnswerFeedback_answer$key }>(function AnswerFeedback({ answer: key }, ref) {
  const answer = useFragment(
    graphql`
      fragment AnswerFeedback_answer on Answer {
        isCorrect
        correctAnswer
      }
    `,
    key,
  );
  return (
    <Alert ref={ref} tabIndex={-1} role="alert" severity={answer.isCorrect ? 'success' : 'error'}>
      <AlertTitle>{answer.isCorrect ? 'Correct!' : 'Incorrect.'}</AlertTitle>
      The correct answer is: {answer.correctAnswer}
    </Alert>
  );
});
