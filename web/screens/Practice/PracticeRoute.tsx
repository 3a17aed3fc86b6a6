import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Component, type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { graphql, useQueryLoader } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { PracticeRouteQuery as Query } from '../../__generated__/PracticeRouteQuery.graphql.ts';
import { PracticeFilters } from './components/PracticeFilters.tsx';
import { PracticeSession } from './components/PracticeSession.tsx';
import { filterFromSearch, type PracticeFilter } from './filters.ts';

export const PracticeRouteQuery = graphql`
  query PracticeRouteQuery($domain: Domain, $difficulty: Difficulty) {
    practiceSet(domain: $domain, difficulty: $difficulty) {
      id
      options
      ...QuestionCard_question
    }
    viewer {
      id
      progress {
        ...PracticeScore_progress
      }
    }
  }
`;

/** Loading a set failed: the spec's message, and a retry that loads it again. */
class LoadError extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            Retry
          </Button>
        }
      >
        Failed to load questions
      </Alert>
    );
  }
}

/** /practice?domain=&difficulty=: a set of up to 10 questions, graded by the server. */
export function PracticeRoute() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromSearch(params);
  const [queryRef, loadQuery] = useQueryLoader<Query>(PracticeRouteQuery);

  // Every load asks the server: a set depends on what the learner has answered since the last one.
  const load = useCallback(
    () => loadQuery({ domain: filter.domain, difficulty: filter.difficulty }, { fetchPolicy: 'network-only' }),
    [loadQuery, filter.domain, filter.difficulty],
  );
  useEffect(load, [load]);

  const changeFilter = (next: PracticeFilter) => {
    const search = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) search.set(name, value);
      else search.delete(name);
    }
    setParams(search);
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Practice
        </Typography>
        <PracticeFilters filter={filter} onChange={changeFilter} />
        <LoadError key={`${filter.domain}:${filter.difficulty}`} onRetry={load}>
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
                <CircularProgress aria-label="Loading questions" />
              </Box>
            }
          >
            {/* A new set (new filters, a retry, another set) starts again from its first question. */}
            {queryRef && <PracticeSession key={queryRef.fetchKey} queryRef={queryRef} onNewSet={load} />}
          </Suspense>
        </LoadError>
      </Stack>
    </Container>
  );
}
