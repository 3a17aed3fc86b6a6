import { alpha } from '@mui/material/styles';
import { Chip, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { QuestionCard_answer$key } from '../../../__generated__/QuestionCard_answer.graphql.ts';
import type { QuestionCard_question$key } from '../../../__generated__/QuestionCard_question.graphql.ts';

interface Props {
  question: QuestionCard_question$key;
  /** The graded answer, once there is one: the choices lock and show right and wrong. */
  answer: QuestionCard_answer$key | null;
  position: number;
  total: number;
  choice: string | null;
  onChoose: (option: string) => void;
}

/** One question with its choices; the heading takes focus when the learner moves to it. */
export const QuestionCard = forwardRef<HTMLHeadingElement, Props>(function QuestionCard(
  { question: questionKey, answer: answerKey, position, total, choice, onChoose },
  headingRef,
) {
  const question = useFragment(
    graphql`
      fragment QuestionCard_question on Question {
        text
        options
        topicName
        difficulty
      }
    `,
    questionKey,
  );
  const answer = useFragment(
    graphql`
      fragment QuestionCard_answer on Answer {
        chosenOption
        correctAnswer
      }
    `,
    answerKey,
  );
  const textId = `question-text-${position}`;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ mr: 1, outline: 'none' }}>
          Question {position} of {total}
        </Typography>
        <Chip label={question.topicName} size="small" />
        <Chip label={question.difficulty} size="small" variant="outlined" />
      </Stack>
      <Typography id={textId} component="p" sx={{ fontSize: '1.1rem' }}>
        {question.text}
      </Typography>
      <RadioGroup aria-labelledby={textId} value={answer?.chosenOption ?? choice ?? ''} onChange={(event) => onChoose(event.target.value)}>
        {question.options.map((option, i) => (
          <FormControlLabel
            key={option}
            value={option}
            disabled={answer !== null}
            control={<Radio />}
            label={
              <>
                <Typography component="span" color="text.secondary" aria-hidden sx={{ mr: 1 }}>
                  {i + 1}.
                </Typography>
                {option}
              </>
            }
            sx={{
              borderRadius: 1,
              my: 0.25,
              mr: 0,
              bgcolor: (theme) =>
                answer && option === answer.correctAnswer
                  ? alpha(theme.palette.success.main, 0.14)
                  : answer && option === answer.chosenOption
                    ? alpha(theme.palette.error.main, 0.14)
                    : 'transparent',
            }}
          />
        ))}
      </RadioGroup>
    </Stack>
  );
});
