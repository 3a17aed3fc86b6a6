import { Chip, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { forwardRef, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { QuestionCard_answer$key } from '../../../__generated__/QuestionCard_answer.graphql.ts';
import type { QuestionCard_question$key } from '../../../__generated__/QuestionCard_question.graphql.ts';
import { GradeTag } from '../../../components/quiz/GradeTag.tsx';
import { gradedOptionSx } from '../../../components/quiz/gradedOptionSx.ts';

interface Props {
  question: QuestionCard_question$key;
  /** The options in the order this showing gives them (the set's own shuffle); the bank's order when absent. */
  options?: readonly string[];
  /** The graded answer, once there is one: the choices lock and show right and wrong. */
  answer: QuestionCard_answer$key | null;
  position: number;
  total: number;
  choice: string | null;
  onChoose: (option: string) => void;
  /** An ordering, matching or hotspot item's own widget (or its graded outcome), in place of the options. */
  children?: ReactNode;
}

/** One question with its choices (or an interactive item's widget); the heading takes focus when the learner moves to it. */
export const QuestionCard = forwardRef<HTMLHeadingElement, Props>(function QuestionCard(
  { question: questionKey, options: shown, answer: answerKey, position, total, choice, onChoose, children },
  headingRef,
) {
  const question = useFragment(
    graphql`
      fragment QuestionCard_question on Question {
        text
        type
        options
        domainName
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
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ mr: 1, outline: 'none' }}>
          Question {position} of {total}
        </Typography>
        <Chip label={question.domainName} size="small" />
        <Chip label={question.difficulty} size="small" variant="outlined" />
      </Stack>
      <Typography id={textId} component="p" sx={{ fontSize: '1.1rem' }}>
        {question.text}
      </Typography>
      {question.type !== 'SINGLE_CHOICE' ? (
        children
      ) : (
        <RadioGroup aria-labelledby={textId} value={answer?.chosenOption ?? choice ?? ''} onChange={(event) => onChoose(event.target.value)}>
          {(shown ?? question.options).map((option, i) => {
            const grade = answer ? { correct: option === answer.correctAnswer, chosen: option === answer.chosenOption } : null;
            return (
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
                    {grade && <GradeTag {...grade} />}
                  </>
                }
                sx={gradedOptionSx(grade)}
              />
            );
          })}
        </RadioGroup>
      )}
    </Stack>
  );
});
