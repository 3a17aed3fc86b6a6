import { Alert, Button, Container, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ExamRouteQuery as Query } from '../../__generated__/ExamRouteQuery.graphql.ts';
import { QueryBoundary } from '../../app/QueryBoundary.tsx';
import type { RouteQueryProps } from '../../app/RouteQuery.tsx';
import { ExamResult } from './components/ExamResult.tsx';
import { ExamSession } from './components/ExamSession.tsx';
import { useStartExamMutation } from './mutations/useStartExamMutation.ts';

const ExamRouteQuery = graphql`
  query ExamRouteQuery {
    examRules {
      minItems
      maxItems
      timeLimitSeconds
      passingScore
    }
    viewer {
      id
      # The exam in progress, and once it ends here its result: the start's and the answers' payloads
      # write into this record, so the query holds all of it and the screen reads it from the store.
      examInProgress {
        id
        status
        ...ExamSession_exam
        ...ExamResult_exam
      }
      exams(first: 20) {
        edges {
          node {
            id
            status
            startedAt
            result {
              passed
              scaledScore
            }
          }
        }
      }
    }
  }
`;

const LOAD_EXAM_FAILED = 'Failed to load the exam';
const START_FAILED = 'The exam could not start. Please try again.';

/**
 * /exam: a simulated adaptive exam: start (or resume), answer, then the result and the review.
 * The route starts the query (network-only: an exam in progress is the server's).
 */
export function ExamRoute({ queryRef, reload }: RouteQueryProps<Query>) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <QueryBoundary loading="Loading the exam" failure={LOAD_EXAM_FAILED} onRetry={reload}>
        {queryRef && <ExamScreen queryRef={queryRef} onRestart={reload} />}
      </QueryBoundary>
    </Container>
  );
}

function ExamScreen({ queryRef, onRestart }: { queryRef: PreloadedQuery<Query>; onRestart: () => void }) {
  const data = usePreloadedQuery<Query>(ExamRouteQuery, queryRef);
  const [start, starting] = useStartExamMutation();
  const [error, setError] = useState<string | null>(null);

  const active = data.viewer?.examInProgress ?? null;
  // Ended here (an answer that settled it, End exam, the clock): its result, from the same record.
  if (active?.status === 'FINISHED') {
    return (
      <Stack spacing={3}>
        <ExamResult exam={active} />
        <Button variant="outlined" onClick={onRestart}>
          Back to exams
        </Button>
      </Stack>
    );
  }
  if (active) return <ExamSession exam={active} />;

  const begin = async () => {
    setError(null);
    try {
      const { startExam } = await start({});
      if (!startExam.exam) setError(startExam.message ?? START_FAILED);
    } catch {
      setError(START_FAILED);
    }
  };

  const rules = data.examRules;
  const hours = rules.timeLimitSeconds / 3600;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Exam simulator
      </Typography>
      <Typography>
        An adaptive exam like the CISSP CAT: {rules.minItems} to {rules.maxItems} items in {hours} hours, chosen for your level as you answer. Some items are
        unscored pretest items, and you are not told which. There is no going back to an answered item. It ends once the result is clear from {rules.minItems}{' '}
        items on, or at {rules.maxItems} items, or when the time is up. The passing standard is {rules.passingScore} on a 0-1000 scale.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button variant="contained" size="large" disabled={starting} onClick={() => void begin()}>
          Start exam
        </Button>
      </div>
      {data.viewer && data.viewer.exams.edges.length > 0 && (
        <section aria-labelledby="past-exams">
          <Typography id="past-exams" variant="h6" component="h2">
            Recent exams
          </Typography>
          <List dense>
            {data.viewer.exams.edges.map(({ node }) => (
              <ListItem key={node.id} disablePadding>
                {node.result ? (
                  // An ended exam opens again: its result, report and every item reviewed.
                  <ListItemButton component={RouterLink} to={`/exams/${encodeURIComponent(node.id)}`}>
                    <ListItemText
                      primary={`${node.result.passed ? 'Pass' : 'Fail'} · ${node.result.scaledScore} / 1000`}
                      secondary={new Date(node.startedAt as string).toLocaleString()}
                    />
                  </ListItemButton>
                ) : (
                  <ListItemText primary="In progress" secondary={new Date(node.startedAt as string).toLocaleString()} />
                )}
              </ListItem>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
