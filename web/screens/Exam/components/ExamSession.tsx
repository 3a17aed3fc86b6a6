import { Alert, Box, Button, Card, CardContent, FormControlLabel, LinearProgress, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ExamSession_exam$data, ExamSession_exam$key } from '../../../__generated__/ExamSession_exam.graphql.ts';
import { AnswerKeysHint, useAnswerKeys } from '../../../components/quiz/answerKeys.tsx';
import { useAnswerExamItemMutation } from '../mutations/useAnswerExamItemMutation.ts';
import { useFinishExamMutation } from '../mutations/useFinishExamMutation.ts';
import { clockText } from '../clock.ts';
import { PacingCoach } from './PacingCoach.tsx';
import type { ResponseDraft } from '../../../components/interactive/InteractiveAnswer.tsx';

// The drag-and-drop library comes with the first interactive item, not with the exam screen.
const InteractiveAnswer = lazy(() => import('../../../components/interactive/InteractiveAnswer.tsx'));

const FINISH_FAILED = 'The exam could not be ended. Please try again.';
const ANSWER_FAILED = 'Your answer was not recorded. Please try again.';

/** The exam in progress: the current item, the clock (the server's), progress and the pacing coach. */
export function ExamSession({ exam: examKey }: { exam: ExamSession_exam$key }) {
  const exam = useFragment(
    graphql`
      fragment ExamSession_exam on Exam {
        id
        status
        itemsAnswered
        minItems
        maxItems
        secondsRemaining
        secondsPerItem
        timeLimitSeconds
        currentItem {
          id
          number
          text
          type
          options
          interaction {
            ...InteractiveAnswer_interaction
          }
        }
      }
    `,
    examKey,
  );
  // Each answer brings the server's clock anew: the page below starts counting from it again.
  return <ExamPage key={exam.itemsAnswered} exam={exam} />;
}

/** The payloads write the exam's next item, or its end and result, into the store: the route shows what follows. */
function ExamPage({ exam }: { exam: ExamSession_exam$data }) {
  const [choice, setChoice] = useState('');
  // An ordering, matching or hotspot item's response while it is given; the page is new for each item.
  const [draft, setDraft] = useState<ResponseDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [answer, answering] = useAnswerExamItemMutation();
  const [finish, finishing] = useFinishExamMutation();

  // The clock counts down locally from the server's figure.
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsed((seconds) => seconds + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const remaining = Math.max(0, exam.secondsRemaining - elapsed);

  const end = () =>
    finish({ input: { examId: exam.id } }).then(
      ({ finishExam }) => !finishExam.exam && setError(finishExam.message ?? FINISH_FAILED),
      () => setError(FINISH_FAILED),
    );
  const timeUp = remaining === 0 && exam.status === 'IN_PROGRESS';
  useEffect(() => {
    if (timeUp) void end();
    // Once, when the clock reaches zero: the server settles the exam by its own clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeUp]);

  const item = exam.currentItem;
  const interactive = item !== null && item !== undefined && item.type !== 'SINGLE_CHOICE';
  const ready = interactive ? Boolean(draft?.complete) : choice !== '';
  const submit = () => {
    if (!item || !ready || answering) return;
    setError(null);
    answer({ input: { itemId: item.id, ...(interactive ? { response: draft!.response } : { answer: choice }) } }).then(
      ({ answerExamItem: answered }) => {
        if (!answered.exam) return setError(answered.message ?? ANSWER_FAILED);
        setChoice('');
      },
      () => setError(ANSWER_FAILED),
    );
  };

  // The same keys as practice: 1-4 or A-D choose, Enter submits (and so moves on to the next item).
  useAnswerKeys({ options: item?.options ?? null, canChoose: !answering, onChoose: setChoice, onEnter: submit });

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h4" component="h1">
          Exam
        </Typography>
        <Typography aria-label="Time remaining" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {clockText(remaining)} left
        </Typography>
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {exam.itemsAnswered} answered · the exam has {exam.minItems} to {exam.maxItems} items
        </Typography>
        <LinearProgress variant="determinate" aria-label="Items answered" value={Math.min(100, (100 * exam.itemsAnswered) / exam.maxItems)} sx={{ mt: 1 }} />
      </Box>
      <PacingCoach
        answered={exam.itemsAnswered}
        elapsedSeconds={exam.timeLimitSeconds - remaining}
        budgetSeconds={exam.secondsPerItem}
        remainingSeconds={remaining}
        itemsLeft={exam.maxItems - exam.itemsAnswered}
      />
      {error && <Alert severity="error">{error}</Alert>}
      {item && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Question {item.number}
              </Typography>
              <Typography id={`exam-item-text-${item.number}`}>{item.text}</Typography>
              {interactive && item.interaction ? (
                <Suspense fallback={<Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading the item" />}>
                  <InteractiveAnswer
                    key={item.id}
                    interaction={item.interaction}
                    labelledBy={`exam-item-text-${item.number}`}
                    locked={answering}
                    onChange={setDraft}
                  />
                </Suspense>
              ) : (
                <RadioGroup aria-labelledby={`exam-item-text-${item.number}`} value={choice} onChange={(e) => setChoice(e.target.value)}>
                  {item.options.map((option) => (
                    <FormControlLabel key={option} value={option} control={<Radio />} label={option} disabled={answering} />
                  ))}
                </RadioGroup>
              )}
              <div>
                <Button variant="contained" onClick={submit} disabled={!ready || answering}>
                  Submit answer
                </Button>
              </div>
              <Typography variant="body2" color="text.secondary">
                An answer is final: the exam does not go back.
              </Typography>
              {!interactive && <AnswerKeysHint optionCount={item.options.length} />}
            </Stack>
          </CardContent>
        </Card>
      )}
      <div>
        {confirmEnd ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">End now? It is scored as if the time had run out.</Typography>
            <Button color="warning" onClick={() => void end()} disabled={finishing}>
              Yes, end the exam
            </Button>
            <Button onClick={() => setConfirmEnd(false)}>Keep going</Button>
          </Stack>
        ) : (
          <Button color="inherit" onClick={() => setConfirmEnd(true)}>
            End exam
          </Button>
        )}
      </div>
    </Stack>
  );
}
