import { Box, Button, Card, CardContent, Chip, List, ListItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ExamResult_exam$key } from '../../../__generated__/ExamResult_exam.graphql.ts';
import { FlagQuestion } from '../../../components/questions/FlagQuestion.tsx';
import { HowOthersAnswered } from '../../../components/questions/HowOthersAnswered.tsx';
import { GradeTag } from '../../../components/quiz/GradeTag.tsx';
import { clockText } from '../clock.ts';

const InteractiveOutcome = lazy(() => import('../../../components/interactive/InteractiveOutcome.tsx'));

const STANDING = { ABOVE: 'Above the standard', NEAR: 'Near the standard', BELOW: 'Below the standard' } as const;
const STANDING_COLOR = { ABOVE: 'success', NEAR: 'default', BELOW: 'warning' } as const;

type Domains = ReadonlyArray<{
  readonly domain: string;
  readonly name: string;
  readonly scoredItems: number;
  readonly correct: number;
  readonly standing: string | null | undefined;
}>;
const STANDING_ORDER: Record<string, number> = { BELOW: 0, NEAR: 1, ABOVE: 2 };

/** The domains to practise after an exam, the weakest first: those below the standard, else near it, else the weakest one. */
function domainsToPractise<D extends Domains[number]>(domains: readonly D[]): D[] {
  const ranked = domains
    .filter((d) => d.scoredItems > 0)
    .sort(
      (a, b) =>
        (STANDING_ORDER[a.standing ?? 'NEAR'] ?? 1) - (STANDING_ORDER[b.standing ?? 'NEAR'] ?? 1) || a.correct / a.scoredItems - b.correct / b.scoredItems,
    );
  if (ranked.length === 0) return [];
  const worst = ranked[0].standing;
  return worst === 'ABOVE' ? ranked.slice(0, 1) : ranked.filter((d) => d.standing === worst);
}

/** The exam's time used: from its start to its end, never more than the time allowed. */
function timeUsedSeconds(startedAt: string, finishedAt: string | null, limitSeconds: number): number {
  if (!finishedAt) return 0;
  return Math.min(limitSeconds, Math.max(0, Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 1000)));
}

/**
 * The result (pass/fail estimate, scaled score, raw count and time used, report by domain, the
 * domains to practise), then the review of every item: the chosen answer, the key and the
 * rationales (an item left unanswered has no key: the server keeps it).
 */
export function ExamResult({ exam: examKey }: { exam: ExamResult_exam$key }) {
  const exam = useFragment(
    graphql`
      fragment ExamResult_exam on Exam {
        itemsAnswered
        startedAt
        finishedAt
        timeLimitSeconds
        result {
          passed
          scaledScore
          passingScore
          endReason
          domains {
            domain
            name
            scoredItems
            correct
            standing
          }
        }
        review {
          id
          number
          text
          type
          options
          interaction {
            ...InteractiveOutcome_interaction
          }
          interactionOutcome {
            ...InteractiveOutcome_outcome
          }
          answered
          chosenOption
          correctAnswer
          isCorrect
          rationales
          domainName
          question {
            id
            # Whether the viewer flagged it (FlagQuestion's label).
            viewerFlag {
              __typename
            }
            ...HowOthersAnswered_question
          }
        }
      }
    `,
    examKey,
  );
  const result = exam.result;
  if (!result) return null;
  const review = exam.review ?? [];
  const rightCount = review.filter((item) => item.isCorrect).length;
  const practise = domainsToPractise(result.domains);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Exam result
      </Typography>
      <Card variant="outlined" component="section" aria-label="Result">
        <CardContent>
          <Typography variant="h5" component="p">
            {result.passed ? 'Pass' : 'Fail'} (estimate)
          </Typography>
          <Typography>
            Scaled score {result.scaledScore} of 1000; the passing standard is {result.passingScore}. {exam.itemsAnswered} items answered
            {result.endReason === 'TIME'
              ? '; the time ran out, so the last-75 rule decided.'
              : result.endReason === 'ENDED'
                ? '; ended early, scored as a time-out.'
                : '.'}
          </Typography>
          <Typography>
            {rightCount} of {exam.itemsAnswered} answered right (every item, pretest ones too) · time used{' '}
            {clockText(timeUsedSeconds(exam.startedAt as string, exam.finishedAt as string | null, exam.timeLimitSeconds))}
          </Typography>
          {practise.length > 0 && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
              <Button variant="contained" component={RouterLink} to={`/practice?domain=${practise[0].domain}`}>
                Practise these domains
              </Button>
              <Typography variant="body2" color="text.secondary">
                {practise.map((d) => d.name).join(', ')}
              </Typography>
            </Stack>
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="domain-report">
        <Typography id="domain-report" variant="h6" component="h2">
          Report by domain
        </Typography>
        <Table size="small" aria-labelledby="domain-report">
          <TableHead>
            <TableRow>
              <TableCell>Domain</TableCell>
              <TableCell>Standing</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.domains.map((d) => (
              <TableRow key={d.domain}>
                <TableCell>{d.name}</TableCell>
                <TableCell>
                  {d.standing ? (
                    <Chip size="small" label={STANDING[d.standing as keyof typeof STANDING]} color={STANDING_COLOR[d.standing as keyof typeof STANDING]} />
                  ) : (
                    'Not enough items'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section aria-labelledby="exam-review">
        <Typography id="exam-review" variant="h6" component="h2">
          Review
        </Typography>
        <Stack spacing={2}>
          {review.map((item) => (
            <Card key={item.id} variant="outlined" component="article" aria-label={`Question ${item.number}`}>
              <CardContent>
                <Typography variant="subtitle2" color="text.secondary">
                  Question {item.number} · {item.domainName} · {!item.answered ? 'Not answered' : item.isCorrect ? 'Right' : 'Wrong'}
                </Typography>
                <Typography sx={{ my: 1 }}>{item.text}</Typography>
                {item.type !== 'SINGLE_CHOICE' ? (
                  item.interactionOutcome ? (
                    <Suspense fallback={null}>
                      <InteractiveOutcome outcome={item.interactionOutcome} interaction={item.interaction} />
                    </Suspense>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      Not answered: the key stays with the server.
                    </Typography>
                  )
                ) : (
                  <List dense disablePadding>
                    {item.options.map((option, i) => (
                      <ListItem key={option} disableGutters sx={{ display: 'block' }}>
                        <Box component="span" sx={{ fontWeight: option === item.correctAnswer ? 700 : 400 }}>
                          {option}
                        </Box>
                        <GradeTag correct={option === item.correctAnswer} chosen={option === item.chosenOption} />
                        <Typography variant="body2" color="text.secondary">
                          {item.rationales?.[i]}
                        </Typography>
                      </ListItem>
                    ))}
                  </List>
                )}
                {item.question && (
                  <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
                    <HowOthersAnswered question={item.question} />
                    <FlagQuestion questionId={item.question.id} flagged={Boolean(item.question.viewerFlag)} />
                  </Stack>
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
