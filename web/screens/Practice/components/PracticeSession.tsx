import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import PracticeRouteQueryNode, { type PracticeRouteQuery } from '../../../__generated__/PracticeRouteQuery.graphql.ts';
import { isPaid, useAuth } from '../../../app/AuthProvider.tsx';
import { type SubmittedAnswer, useSubmitAnswerMutation } from '../mutations/useSubmitAnswerMutation.ts';
import { AnswerFeedback } from './AnswerFeedback.tsx';
import { ExplanationSection } from './ExplanationSection.tsx';
import { PracticeScore } from './PracticeScore.tsx';
import { QuestionCard } from './QuestionCard.tsx';

/** Keys typed into fields and menus are theirs, not shortcuts. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="listbox"], [role="menu"], [role="dialog"]')) return true;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== 'radio');
}

/**
 * One practice set: question i of n, choose then Submit, graded feedback, the explanation button,
 * Next. Keyboard: 1-4 choose, Enter submits, N goes to the next question.
 */
export function PracticeSession({ queryRef, onNewSet }: { queryRef: PreloadedQuery<PracticeRouteQuery>; onNewSet: () => void }) {
  const data = usePreloadedQuery<PracticeRouteQuery>(PracticeRouteQueryNode, queryRef);
  const { auth } = useAuth();
  const questions = data.practiceSet;
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, SubmittedAnswer>>({});
  const [explanationOpen, setExplanationOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per question for as long as its answer is unconfirmed, so a retry is recorded once.
  const keys = useRef(new Map<string, string>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const [submit, isSubmitting] = useSubmitAnswerMutation(data.viewer?.id ?? null);

  const question = questions[index] ?? null;
  const answer = question ? (answers[question.id] ?? null) : null;
  const isLast = index === questions.length - 1;

  const choose = useCallback((option: string) => !answer && setChoice(option), [answer]);

  const send = useCallback(() => {
    if (!question || !choice || answer || isSubmitting) return;
    setError(null);
    let key = keys.current.get(question.id);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(question.id, key);
    }
    submit(
      { questionId: question.id, answer: choice, idempotencyKey: key },
      {
        onGraded: (graded) => setAnswers((current) => ({ ...current, [question.id]: graded })),
        onError: setError,
      },
    );
  }, [question, choice, answer, isSubmitting, submit]);

  const next = useCallback(() => {
    if (!answer || isLast) return;
    moved.current = true;
    setIndex((i) => i + 1);
    setChoice(null);
    setExplanationOpen(false);
    setError(null);
  }, [answer, isLast]);

  // The new question's heading takes focus, so a screen reader starts from it.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);
  // The grade takes focus once it arrives.
  useEffect(() => {
    if (answer) feedbackRef.current?.focus();
  }, [answer]);

  useEffect(() => {
    if (!question) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= Math.min(4, question.options.length) && !answer) {
        event.preventDefault();
        choose(question.options[digit - 1]);
      } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) {
        event.preventDefault();
        send();
      } else if (event.key === 'n' || event.key === 'N') {
        event.preventDefault();
        next();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [question, answer, choose, send, next]);

  if (!question) {
    return (
      <Alert severity="info" role="status">
        No questions available for the selected filters. Try different filters.
      </Alert>
    );
  }

  const graded = questions.map((q) => answers[q.id] ?? null);
  const done = graded.every(Boolean);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box component="ol" aria-label="Questions in this set" sx={{ display: 'flex', gap: 0.75, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap' }}>
          {graded.map((g, i) => (
            <li key={questions[i].id}>
              <Chip
                size="small"
                label={i + 1}
                icon={g ? g.isCorrect ? <CheckIcon aria-hidden /> : <CloseIcon aria-hidden /> : undefined}
                color={g ? (g.isCorrect ? 'success' : 'error') : 'default'}
                variant={i === index ? 'filled' : 'outlined'}
                aria-label={`Question ${i + 1}: ${g ? (g.isCorrect ? 'correct' : 'incorrect') : 'not answered'}${i === index ? ' (current)' : ''}`}
                aria-current={i === index ? 'step' : undefined}
              />
            </li>
          ))}
        </Box>
        {data.viewer && <PracticeScore progress={data.viewer.progress} />}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <QuestionCard
              key={question.id}
              ref={headingRef}
              question={question}
              answer={answer}
              position={index + 1}
              total={questions.length}
              choice={choice}
              onChoose={choose}
            />
            {answer && <AnswerFeedback ref={feedbackRef} answer={answer} />}
            {error && <Alert severity="error">{error}</Alert>}
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {!answer ? (
                <Button variant="contained" onClick={send} disabled={!choice || isSubmitting}>
                  Submit
                </Button>
              ) : (
                <>
                  <ExplanationSection paid={isPaid(auth.user)} questionId={question.id} open={explanationOpen} onOpenChange={setExplanationOpen} />
                  <Button variant="contained" onClick={next} disabled={isLast}>
                    Next Question
                  </Button>
                </>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Keys: 1 to {Math.min(4, question.options.length)} choose, Enter submits, N for the next question.
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      {done && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button color="inherit" onClick={onNewSet}>
              Practise another set
            </Button>
          }
        >
          Set complete: {graded.filter((g) => g?.isCorrect).length} of {questions.length} correct.
        </Alert>
      )}
    </Stack>
  );
}
