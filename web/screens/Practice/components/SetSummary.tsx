import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Card, CardContent, Chip, Divider, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { SetSummary_answer$key } from '../../../__generated__/SetSummary_answer.graphql.ts';
import type { SetSummary_question$key } from '../../../__generated__/SetSummary_question.graphql.ts';
import type { InteractiveOutcome_outcome$key } from '../../../__generated__/InteractiveOutcome_outcome.graphql.ts';
import { AnswerLesson } from '../../../components/questions/AnswerLesson.tsx';
import { PremiumExplanation } from './PremiumExplanation.tsx';

const InteractiveOutcome = lazy(() => import('../../../components/interactive/InteractiveOutcome.tsx'));

export interface SummaryItem {
  id: string;
  domain: string;
  isCorrect: boolean;
  question: SetSummary_question$key;
  answer: SetSummary_answer$key;
  /** An ordering, matching or hotspot item's graded outcome (read by the practice screen, within the API's depth limit); null for single choice. */
  outcome: InteractiveOutcome_outcome$key | null;
}

/** "4 min 05 s", "38 s". */
function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

/** Per domain, in the order the set first met it: right answers of those answered. */
function domainSplit(items: ReadonlyArray<{ domain: string; isCorrect: boolean }>) {
  const split = new Map<string, { correct: number; total: number }>();
  for (const { domain, isCorrect } of items) {
    const row = split.get(domain) ?? { correct: 0, total: 0 };
    row.total += 1;
    if (isCorrect) row.correct += 1;
    split.set(domain, row);
  }
  return [...split].map(([domain, { correct, total }]) => ({ domain, correct, total }));
}

/** One answered question: what was chosen, the key, the bank's explanation and every option's rationale. */
function ReviewItem({ item, position, paid, aiTutor }: { item: SummaryItem; position: number; paid: boolean; aiTutor: boolean }) {
  const question = useFragment(
    graphql`
      fragment SetSummary_question on Question {
        text
        options
      }
    `,
    item.question,
  );
  const answer = useFragment(
    graphql`
      fragment SetSummary_answer on Answer {
        isCorrect
        chosenOption
        correctAnswer
        ...AnswerLesson_answer
      }
    `,
    item.answer,
  );
  const [aiOpen, setAiOpen] = useState(false);
  const line = (label: string, option: string | null | undefined) => (
    <Typography variant="body2">
      <strong>{label}:</strong> {option ?? 'not recorded'}
    </Typography>
  );
  return (
    <Stack component="li" spacing={1} aria-label={`Question ${position}: ${answer.isCorrect ? 'correct' : 'incorrect'}`} sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Chip
          size="small"
          icon={answer.isCorrect ? <CheckIcon aria-hidden /> : <CloseIcon aria-hidden />}
          label={answer.isCorrect ? 'Correct' : 'Incorrect'}
          color={answer.isCorrect ? 'success' : 'error'}
          variant="outlined"
        />
        <Typography component="h4" sx={{ fontWeight: 600 }}>
          {position}. {question.text}
        </Typography>
      </Stack>
      {item.outcome ? (
        // An ordering, matching or hotspot item: the response against the key, part by part.
        <Suspense fallback={null}>
          <InteractiveOutcome outcome={item.outcome} headingLevel={5} />
        </Suspense>
      ) : (
        <>
          {line('Your answer', answer.chosenOption)}
          {!answer.isCorrect && line('Correct answer', answer.correctAnswer)}
        </>
      )}
      <AnswerLesson answer={answer} order={question.options} headingLevel={5} />
      {paid && aiTutor && (
        <Box>
          <Button size="small" variant="text" aria-expanded={aiOpen} onClick={() => setAiOpen(!aiOpen)} aria-label={`AI tutor on question ${position}`}>
            {aiOpen ? 'Hide the AI tutor' : 'Ask the AI tutor'}
          </Button>
          {aiOpen && <PremiumExplanation questionId={item.id} />}
        </Box>
      )}
    </Stack>
  );
}

/**
 * The end of a set: the score, the time it took, how each domain went, and a review of every answer
 * with the key, the bank's explanation and every option's rationale (every plan: only the AI tutor is
 * premium, offered where a language model is configured, and paid learners get a button for it here too).
 */
export function SetSummary({
  items,
  elapsedMs,
  paid,
  aiTutor = false,
  actions,
}: {
  items: SummaryItem[];
  elapsedMs: number;
  paid: boolean;
  aiTutor?: boolean;
  actions: ReactNode;
}) {
  const correct = items.filter((i) => i.isCorrect).length;
  const percent = items.length ? Math.round((correct / items.length) * 100) : 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby="set-summary-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="set-summary-title" variant="h5" component="h2">
            Set summary
          </Typography>
          <Typography role="status" sx={{ fontWeight: 600 }}>
            Set complete: {correct} of {items.length} correct.
          </Typography>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
            <Typography aria-label="Score">Score: {percent}%</Typography>
            <Typography aria-label="Time taken">Time: {formatDuration(elapsedMs)}</Typography>
          </Stack>
          <Table size="small" aria-label="Domain split">
            <TableHead>
              <TableRow>
                <TableCell>Domain</TableCell>
                <TableCell align="right">Correct</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {domainSplit(items).map((row) => (
                <TableRow key={row.domain}>
                  <TableCell component="th" scope="row">
                    {row.domain}
                  </TableCell>
                  <TableCell align="right">
                    {row.correct} of {row.total}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
          <Divider />
          <Typography variant="h6" component="h3">
            Review your answers
          </Typography>
          <Box component="ol" aria-label="Review of answers" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item, i) => (
              <ReviewItem key={item.id} item={item} position={i + 1} paid={paid} aiTutor={aiTutor} />
            ))}
          </Box>
          {!paid && aiTutor && (
            <Typography variant="body2" color="text.secondary">
              Premium members also get an AI tutor that explains the option they chose and answers follow-up questions.{' '}
              <Link component={RouterLink} to="/subscription">
                See plans
              </Link>
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
