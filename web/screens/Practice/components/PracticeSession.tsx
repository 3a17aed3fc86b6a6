import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import PracticeRouteQueryNode, { type PracticeRouteQuery } from '../../../__generated__/PracticeRouteQuery.graphql.ts';
import type { PracticeSession_query$key } from '../../../__generated__/PracticeSession_query.graphql.ts';
import type { PracticeSession_questions$key } from '../../../__generated__/PracticeSession_questions.graphql.ts';
import { isPaid, useViewer } from '../../../app/AuthProvider.tsx';
import { type AnswerAward, useSubmitAnswerMutation } from '../mutations/useSubmitAnswerMutation.ts';
import { useClosePracticeSetMutation } from '../mutations/useClosePracticeSetMutation.ts';
import { AfterAnswer } from '../../../components/questions/AfterAnswer.tsx';
import { AnswerLesson } from '../../../components/questions/AnswerLesson.tsx';
import { useAiTutor } from '../../../components/questions/useAiTutor.ts';
import { AnswerFeedback } from './AnswerFeedback.tsx';
import { SetSummary } from './SetSummary.tsx';
import { Celebration, celebrations } from './Celebration.tsx';
import { AnswerKeysHint, useAnswerKeys } from '../../../components/quiz/answerKeys.tsx';
import { ExplanationSection } from './ExplanationSection.tsx';
import { PracticeScore } from './PracticeScore.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import type { PracticeMode } from '../filters.ts';
import type { ResponseDraft } from '../../../components/interactive/InteractiveAnswer.tsx';

// The drag-and-drop library comes with the first interactive item, not with every practice set.
const InteractiveAnswer = lazy(() => import('../../../components/interactive/InteractiveAnswer.tsx'));
const InteractiveOutcome = lazy(() => import('../../../components/interactive/InteractiveOutcome.tsx'));

/** The points an answer earned, with the streak bonus when there was one. */
function PointsEarned({ award }: { award: AnswerAward }) {
  if (award.pointsEarned === 0) return null;
  return (
    <Typography role="status" aria-label="Points earned" sx={{ fontWeight: 600, color: 'success.main' }}>
      +{award.pointsEarned} points
      {award.streakBonus > 0 && ` (including a ${award.streakBonus}-point streak bonus)`}
    </Typography>
  );
}

/** The set as the route's query gives it (PracticeRoute spreads this with the address's filters), and the viewer's score. */
const PracticeSessionQuery = graphql`
  fragment PracticeSession_query on Query
  @argumentDefinitions(
    domain: { type: "Domain" }
    difficulty: { type: "Difficulty" }
    type: { type: "QuestionType" }
    challenge: { type: "Boolean", defaultValue: false }
    review: { type: "Boolean", defaultValue: false }
    set: { type: "PracticeSetKind", defaultValue: NEW }
  ) {
    practiceSession(domain: $domain, difficulty: $difficulty, type: $type, review: $review, set: $set, challenge: $challenge) {
      id
      createdAt
      current
      items {
        options
        interaction {
          ...InteractiveAnswer_interaction
          ...InteractiveOutcome_interaction
        }
        question {
          ...PracticeSession_questions
        }
      }
    }
    viewer {
      id
      progress {
        ...PracticeScore_progress
      }
      weakestDomain {
        name
        percent
        totalAnswered
      }
    }
  }
`;

/*
 * The set's questions with the viewer's graded answer in this showing (null until answered). The
 * submit mutation's payload spreads this fragment, so an answer given now arrives in the store on
 * its question, where the query holds it: no copy in state, nothing for the garbage collector to take.
 */
const PracticeSessionQuestions = graphql`
  fragment PracticeSession_questions on Question @relay(plural: true) {
    id
    domainName
    type
    viewerAnswer {
      id
      isCorrect
      answeredAt
      interactionOutcome {
        ...InteractiveOutcome_outcome
      }
      ...QuestionCard_answer
      ...AnswerFeedback_answer
      ...AnswerLesson_answer
      ...SetSummary_answer
    }
    ...QuestionCard_question
    ...SetSummary_question
  }
`;

/** Which set is practised: it decides what an empty set means and where the end of it leads. */
export type { PracticeMode } from '../filters.ts';

/**
 * One practice set, kept on the server: it opens at the first unanswered question with the earlier
 * answers and their feedback (a reload or another device resumes it), each question's options in
 * the order of this showing. Question i of n, choose then Submit, graded feedback, the explanation button,
 * Next, and the set's summary once every question is answered. Keyboard: 1-4 or A-D choose, Enter
 * submits, N goes to the next question. An ordering, matching or hotspot item is answered with its
 * own widget (loaded with the first such item) and graded element by element once sent.
 */
export function PracticeSession({
  queryRef,
  onNewSet,
  mode = 'new',
}: {
  queryRef: PreloadedQuery<PracticeRouteQuery>;
  onNewSet: () => void;
  mode?: PracticeMode;
}) {
  const data = useFragment<PracticeSession_query$key>(PracticeSessionQuery, usePreloadedQuery<PracticeRouteQuery>(PracticeRouteQueryNode, queryRef));
  const viewer = useViewer();
  const aiTutor = useAiTutor();
  // A daily challenge (?challenge=daily) is a set of its ten questions.
  const session = data.practiceSession;
  const items = session?.items ?? [];
  const questions = useFragment<PracticeSession_questions$key>(
    PracticeSessionQuestions,
    items.map((item) => item.question),
  );
  const [index, setIndex] = useState(() => session?.current ?? 0);
  const [choice, setChoice] = useState<string | null>(null);
  // An ordering, matching or hotspot item's response while it is given (whole once it can be sent).
  const [draft, setDraft] = useState<ResponseDraft | null>(null);
  const [awards, setAwards] = useState<Record<string, AnswerAward>>({});
  const [celebration, setCelebration] = useState<AnswerAward | null>(null);
  const [explanationOpen, setExplanationOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An answer given offline, kept until the connection returns: said calmly, not as a failure.
  const [waiting, setWaiting] = useState<string | null>(null);
  // One key per question for as long as its answer is unconfirmed, so a retry is recorded once.
  const keys = useRef(new Map<string, string>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // When the current question was shown: the time to answer rates the recall for review.
  const shownAt = useRef(0);
  // When the set was first shown, and when its last answer was graded: the summary's time taken.
  const [startedAt] = useState(() => Date.now());
  const [gradedAt, setGradedAt] = useState<Record<string, number>>({});
  // A resumed set's time so far, by the server's clock: from its start to its latest answer.
  const [earlierMs] = useState(() =>
    session
      ? Math.max(0, ...questions.map((q) => (q.viewerAnswer ? Date.parse(String(q.viewerAnswer.answeredAt)) - Date.parse(String(session.createdAt)) : 0)))
      : 0,
  );
  const [closeSet, isClosing] = useClosePracticeSetMutation();
  const [submit, isSubmitting] = useSubmitAnswerMutation(data.viewer?.id ?? null);

  const question = questions[index] ?? null;
  const options = items[index]?.options ?? [];
  const interaction = items[index]?.interaction ?? null;
  const interactive = question !== null && question.type !== 'SINGLE_CHOICE';
  const answer = question?.viewerAnswer ?? null;
  const ready = interactive ? Boolean(draft?.complete) : choice !== null;
  const isLast = index === items.length - 1;

  const choose = useCallback((option: string) => !answer && setChoice(option), [answer]);

  const send = useCallback(() => {
    if (!question || !ready || answer || isSubmitting || waiting) return;
    setError(null);
    let key = keys.current.get(question.id);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(question.id, key);
    }
    const input = {
      questionId: question.id,
      ...(interactive ? { response: draft!.response } : { answer: choice! }),
      idempotencyKey: key,
      timeSpentMs: Math.max(0, Math.round(Date.now() - shownAt.current)),
    };
    // The set's time runs to the last answer sent, recorded now: the summary can show as soon as the
    // grade reaches the store, before this promise settles.
    const sentAt = Date.now();
    setGradedAt((current) => ({ ...current, [question.id]: sentAt }));
    void submit(input, setWaiting).then((outcome) => {
      // The grade itself is in the store (the question's viewerAnswer); what it earned is this answer's news.
      setWaiting(null);
      if ('error' in outcome) return setError(outcome.error);
      setAwards((current) => ({ ...current, [question.id]: outcome.award }));
      if (celebrations(outcome.award).length) setCelebration(outcome.award);
    });
  }, [question, ready, interactive, draft, choice, answer, isSubmitting, waiting, submit]);

  const next = useCallback(() => {
    if (!answer || isLast) return;
    moved.current = true;
    setIndex((i) => i + 1);
    setChoice(null);
    setDraft(null);
    setExplanationOpen(false);
    setError(null);
  }, [answer, isLast]);

  // Back to a question answered earlier in the set (its grade and feedback), or on to the one to answer.
  const goTo = useCallback((i: number) => {
    moved.current = true;
    setIndex(i);
    setChoice(null);
    setDraft(null);
    setExplanationOpen(false);
    setError(null);
  }, []);

  // The new question's heading takes focus, so a screen reader starts from it.
  useEffect(() => {
    shownAt.current = Date.now();
    if (moved.current) headingRef.current?.focus();
  }, [index]);
  // The grade takes focus once it arrives.
  useEffect(() => {
    if (answer) feedbackRef.current?.focus();
  }, [answer]);

  useAnswerKeys({ options: question ? options : null, canChoose: !answer, onChoose: choose, onEnter: send, onNext: next });

  if (!question && mode === 'review') {
    return (
      <Alert severity="success" role="status">
        Nothing is due for review now. Questions you miss come back here when it is time.
      </Alert>
    );
  }
  if (!question && mode === 'mistakes') {
    return (
      <Alert severity="success" role="status">
        No mistakes to practise: questions you answer wrongly come back here.
      </Alert>
    );
  }
  if (!question && mode === 'weakest') {
    return (
      <Alert severity="info" role="status">
        Answer at least 5 questions in a domain first: your weakest domain is the one with the lowest mastery among those.
      </Alert>
    );
  }
  if (!question) {
    return (
      <Alert severity="info" role="status">
        No questions available for the selected filters. Try different filters.
      </Alert>
    );
  }

  const graded = questions.map((q) => q.viewerAnswer);
  const done = graded.every(Boolean);
  const wrongCount = graded.filter((g) => g && !g.isCorrect).length;
  const firstOpen = graded.findIndex((g) => !g);
  const weakest = mode === 'weakest' ? data.viewer?.weakestDomain : null;
  return (
    <Stack spacing={3}>
      {weakest && (
        <Typography aria-label="Weakest domain">
          Your weakest domain: <strong>{weakest.name}</strong>, {weakest.percent}% correct over {weakest.totalAnswered} answers.
        </Typography>
      )}
      <Celebration award={celebration} onClose={() => setCelebration(null)} />
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
                onClick={i !== index && (g || i === firstOpen) ? () => goTo(i) : undefined}
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
              options={options}
              answer={answer}
              position={index + 1}
              total={questions.length}
              choice={choice}
              onChoose={choose}
            >
              {interactive && interaction && (
                <Suspense fallback={<Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading the item" />}>
                  {answer?.interactionOutcome ? (
                    <InteractiveOutcome key={`outcome-${question.id}`} outcome={answer.interactionOutcome} interaction={interaction} />
                  ) : (
                    !answer && (
                      <InteractiveAnswer
                        key={question.id}
                        interaction={interaction}
                        labelledBy={`question-text-${index + 1}`}
                        locked={isSubmitting || waiting !== null}
                        onChange={setDraft}
                      />
                    )
                  )}
                </Suspense>
              )}
            </QuestionCard>
            {answer && <AnswerFeedback ref={feedbackRef} answer={answer} />}
            {answer && <AnswerLesson answer={answer} order={options} />}
            {answer && awards[question.id] && <PointsEarned award={awards[question.id]} />}
            {error && <Alert severity="error">{error}</Alert>}
            {waiting && !answer && (
              <Alert severity="info" role="status">
                {waiting}
              </Alert>
            )}
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {!answer ? (
                <Button variant="contained" onClick={send} disabled={!ready || isSubmitting || waiting !== null}>
                  Submit
                </Button>
              ) : (
                <>
                  <ExplanationSection
                    paid={isPaid(viewer)}
                    aiTutor={aiTutor}
                    questionId={question.id}
                    open={explanationOpen}
                    onOpenChange={setExplanationOpen}
                  />
                  <Button variant="contained" onClick={next} disabled={isLast}>
                    Next Question
                  </Button>
                </>
              )}
            </Stack>
            {/* Below the actions: it arrives after the grade (its own fetch) and grows, and above them it
                moved Next Question under a pointer that was pressing it, which lost the click. */}
            {answer && <AfterAnswer key={`after-${question.id}`} questionId={question.id} />}
            {!interactive && <AnswerKeysHint optionCount={options.length} next />}
          </Stack>
        </CardContent>
      </Card>
      {done && (
        <SetSummary
          items={questions.flatMap((q) =>
            q.viewerAnswer
              ? [
                  {
                    id: q.id,
                    domain: q.domainName,
                    isCorrect: q.viewerAnswer.isCorrect,
                    question: q,
                    answer: q.viewerAnswer,
                    outcome: q.viewerAnswer.interactionOutcome ?? null,
                  },
                ]
              : [],
          )}
          elapsedMs={earlierMs + Math.max(startedAt, ...Object.values(gradedAt)) - startedAt}
          paid={isPaid(viewer)}
          aiTutor={aiTutor === true}
          actions={
            mode === 'challenge' ? (
              // A daily challenge is one set a day: its next step is the dashboard, not the same set again.
              <Button variant="contained" component={RouterLink} to="/dashboard">
                Back to the dashboard
              </Button>
            ) : (
              <>
                <Button
                  variant="contained"
                  disabled={isClosing}
                  // Whether or not it closed (already closed elsewhere), the next load asks the server again.
                  onClick={() => (session ? void closeSet({ id: session.id }).then(onNewSet, onNewSet) : onNewSet())}
                >
                  Practise another set
                </Button>
                {wrongCount > 0 && mode !== 'mistakes' && (
                  <Button variant="outlined" component={RouterLink} to="/practice?set=mistakes">
                    Practise my mistakes
                  </Button>
                )}
              </>
            )
          }
        />
      )}
    </Stack>
  );
}
