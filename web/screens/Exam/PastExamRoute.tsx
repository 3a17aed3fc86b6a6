import { Alert, Button, Container, Stack } from '@mui/material';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { PastExamRouteQuery as Query } from '../../__generated__/PastExamRouteQuery.graphql.ts';
import { QueryBoundary } from '../../app/QueryBoundary.tsx';
import type { RouteQueryProps } from '../../app/RouteQuery.tsx';
import { ExamResult } from './components/ExamResult.tsx';

const PastExamRouteQuery = graphql`
  query PastExamRouteQuery($id: ID!) {
    node(id: $id) {
      ... on Exam {
        id
        status
        ...ExamResult_exam @alias(as: "result")
      }
    }
  }
`;

const LOAD_PAST_EXAM_FAILED = 'Failed to load the exam';

/** /exams/:examId: an exam taken before, opened again: its result, report by domain and every item reviewed. */
export function PastExamRoute({ queryRef, reload }: RouteQueryProps<Query>) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <QueryBoundary loading="Loading the exam" failure={LOAD_PAST_EXAM_FAILED} onRetry={reload}>
        {queryRef && <PastExam queryRef={queryRef} />}
      </QueryBoundary>
    </Container>
  );
}

function PastExam({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const { node } = usePreloadedQuery<Query>(PastExamRouteQuery, queryRef);
  const back = (
    <div>
      <Button variant="outlined" component={RouterLink} to="/exam">
        Back to exams
      </Button>
    </div>
  );
  // Another learner's exam is no more found than one that never was.
  if (!node?.id || !node.result) {
    return (
      <Stack spacing={3}>
        <Alert severity="warning">This exam was not found.</Alert>
        {back}
      </Stack>
    );
  }
  if (node.status === 'IN_PROGRESS') {
    return (
      <Stack spacing={3}>
        <Alert severity="info">This exam is still in progress: its result and review come once it ends.</Alert>
        <div>
          <Button variant="contained" component={RouterLink} to="/exam">
            Back to the exam
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <ExamResult exam={node.result} />
      {back}
    </Stack>
  );
}
