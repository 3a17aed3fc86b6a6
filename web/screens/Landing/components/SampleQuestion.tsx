import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Card, CardContent, Chip, Container, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { SampleQuestion_question$key } from '../../../__generated__/SampleQuestion_question.graphql.ts';
import { useAuth } from '../../../app/AuthProvider.tsx';
import { rememberReturnTo } from '../../../app/session.ts';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { gradedOptionSx } from '../../../components/quiz/gradedOptionSx.ts';
import { useAnswerSampleQuestionMutation } from '../mutations/useAnswerSampleQuestionMutation.ts';

// Right and wrong in words, needed only once the visitor has answered: not part of the first page.
const GradeTag = lazy(() => import('../../../components/quiz/GradeTag.tsx').then((m) => ({ default: m.GradeTag })));

const UNLOCK_TARGET = '/subscription';

/** The sample question a visitor can answer, graded by the server, with a locked AI explanation. */
export function SampleQuestion({ question: key }: { question: SampleQuestion_question$key }) {
  const question = useFragment(
    graphql`
      fragment SampleQuestion_question on Question {
        text
        options
        domainName
        difficulty
      }
    `,
    key,
  );
  const [choice, setChoice] = useState<string | null>(null);
  const [answer, isGrading] = useAnswerSampleQuestionMutation();
  const [result, setResult] = useState<{ isCorrect: boolean; correctAnswer: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { auth } = useAuth();
  const navigate = useNavigate();
  // A visitor signs in first and comes back to the plans (the guard would only send them home with an error).
  const unlock = (event: { preventDefault: () => void }) => {
    if (auth.status === 'signedIn') return;
    event.preventDefault();
    rememberReturnTo(UNLOCK_TARGET);
    navigate('/login', { state: { from: UNLOCK_TARGET } });
  };

  const submit = async () => {
    if (!choice) return;
    setError(null);
    try {
      const { answerSampleQuestion: graded } = await answer({ input: { answer: choice } });
      if (graded.isCorrect !== undefined && graded.correctAnswer !== undefined) setResult({ isCorrect: graded.isCorrect, correctAnswer: graded.correctAnswer });
      else setError(graded.message ?? UNEXPECTED_ERROR);
    } catch {
      setError(UNEXPECTED_ERROR);
    }
  };

  return (
    <Box component="section" aria-labelledby="sample-title" sx={{ py: 8 }}>
      <Container maxWidth="md">
        <Typography id="sample-title" variant="h4" component="h2" gutterBottom>
          Try a question
        </Typography>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1}>
                <Chip label={question.domainName} size="small" />
                <Chip label={question.difficulty} size="small" variant="outlined" />
              </Stack>
              <Typography id="sample-question-text" component="p" sx={{ fontSize: '1.1rem' }}>
                {question.text}
              </Typography>
              <RadioGroup aria-labelledby="sample-question-text" value={choice ?? ''} onChange={(e) => setChoice(e.target.value)}>
                {question.options.map((option) => {
                  const grade = result ? { correct: option === result.correctAnswer, chosen: option === choice } : null;
                  return (
                    <FormControlLabel
                      key={option}
                      value={option}
                      disabled={result !== null}
                      control={<Radio />}
                      label={
                        <>
                          {option}
                          {grade && (
                            <Suspense fallback={null}>
                              <GradeTag {...grade} />
                            </Suspense>
                          )}
                        </>
                      }
                      sx={gradedOptionSx(grade)}
                    />
                  );
                })}
              </RadioGroup>
              {result === null ? (
                <Box>
                  <Button variant="contained" onClick={() => void submit()} disabled={!choice || isGrading}>
                    Submit
                  </Button>
                </Box>
              ) : (
                <Alert severity={result.isCorrect ? 'success' : 'error'}>
                  {result.isCorrect ? 'Correct!' : 'Incorrect.'} The correct answer is: {result.correctAnswer}
                </Alert>
              )}
              {error && <Alert severity="error">{error}</Alert>}
              <Card variant="outlined" sx={{ bgcolor: 'grey.50' }} aria-label="AI explanation (locked)">
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <LockIcon fontSize="small" aria-hidden />
                    <Typography sx={{ fontWeight: 600 }}>AI explanation</Typography>
                  </Stack>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    Signed-in learners see the explanation and why each option is right or wrong after every answer; Premium adds an AI tutor for follow-up
                    questions.
                  </Typography>
                  <Button component={RouterLink} to={UNLOCK_TARGET} onClick={unlock} sx={{ mt: 1 }}>
                    Unlock explanations
                  </Button>
                </CardContent>
              </Card>
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
