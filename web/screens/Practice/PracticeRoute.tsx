import { Alert, Button, Container, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { graphql } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PracticeRouteQuery as Query } from '../../__generated__/PracticeRouteQuery.graphql.ts';
import { QueryBoundary, QueryLoading } from '../../app/QueryBoundary.tsx';
import type { RouteQueryProps } from '../../app/RouteQuery.tsx';
import { PracticeFilters } from './components/PracticeFilters.tsx';
import { PracticeSession } from './components/PracticeSession.tsx';
import { filterFromSearch, type PracticeFilter, type PracticeMode, practiceModeFromSearch } from './filters.ts';

// The screen's query, defined beside it; the route table and PracticeSession load its compiled artifact.
// What it selects is PracticeSession's fragment, which reads it.
const _PracticeRouteQuery = graphql`
  query PracticeRouteQuery(
    $domain: Domain
    $difficulty: Difficulty
    $type: QuestionType
    $challenge: Boolean = false
    $review: Boolean = false
    $set: PracticeSetKind = NEW
  ) {
    ...PracticeSession_query @arguments(domain: $domain, difficulty: $difficulty, type: $type, challenge: $challenge, review: $review, set: $set)
  }
`;

const LOAD_QUESTIONS_FAILED = 'Failed to load questions';

/** The set choices a learner can switch between, as URL parameters. */
const SETS: ReadonlyArray<{ mode: Exclude<PracticeMode, 'challenge'>; label: string }> = [
  { mode: 'new', label: 'New questions' },
  { mode: 'mistakes', label: 'My mistakes' },
  { mode: 'weakest', label: 'My weakest domain' },
  { mode: 'review', label: 'Review due' },
];

const TITLES: Record<PracticeMode, string> = {
  new: 'Practice',
  mistakes: 'Practise my mistakes',
  weakest: 'My weakest domain',
  review: 'Review of mistakes',
  challenge: 'Daily challenge',
};

/**
 * /practice?domain=&difficulty=&type=: a set of up to 10 questions, graded by the server and kept there
 * (practiceSession: a reload resumes it, its options in the order of this showing); ?set=mistakes
 * the questions last answered wrongly, ?set=weakest the weakest domain's, ?review=1 the review
 * cards due, ?challenge=daily the day's challenge. The route starts the query (RouteQuery with
 * practiceVariables) as the address is entered or changed.
 */
export function PracticeRoute({ queryRef, reload }: RouteQueryProps<Query>) {
  const [params, setParams] = useSearchParams();
  const filter = filterFromSearch(params);
  // The route loads the set from the same address (practiceVariables), and again when it changes;
  // every load asks the server: a set depends on what the learner has answered since the last one.
  const mode = practiceModeFromSearch(params);
  const challenge = mode === 'challenge';
  // /practice?review=1: the review cards due now instead of a new set.
  const review = mode === 'review';

  const changeFilter = (next: PracticeFilter) => {
    const search = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) search.set(name, value);
      else search.delete(name);
    }
    setParams(search);
  };

  const changeSet = (next: PracticeMode) => {
    const search = new URLSearchParams(params);
    search.delete('review');
    search.delete('set');
    if (next === 'review') search.set('review', '1');
    else if (next !== 'new') search.set('set', next);
    setParams(search);
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {TITLES[mode]}
        </Typography>
        {!challenge && (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-label="Practice set"
            value={mode}
            onChange={(_event, next: PracticeMode | null) => next && next !== mode && changeSet(next)}
            sx={{ flexWrap: 'wrap' }}
          >
            {SETS.map((s) => (
              <ToggleButton key={s.mode} value={s.mode}>
                {s.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {challenge ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" component={RouterLink} to="/practice">
                Free practice
              </Button>
            }
          >
            Ten questions from your weaker domains: score at least 70% to earn 25 points and a badge.
          </Alert>
        ) : review ? (
          <Typography color="text.secondary">Questions you missed, due for review now, the most overdue first.</Typography>
        ) : mode === 'weakest' ? (
          <Typography color="text.secondary">Ten questions from the domain where your mastery is lowest.</Typography>
        ) : (
          <>
            {mode === 'mistakes' && <Typography color="text.secondary">Questions whose latest answer was wrong, the least recently seen first.</Typography>}
            <PracticeFilters filter={filter} onChange={changeFilter} />
          </>
        )}
        {/* The one boundary of a screen's query: its spinner, and "Failed to load questions" with Try Again. */}
        <QueryBoundary
          key={`${filter.domain}:${filter.difficulty}:${filter.type}:${mode}`}
          loading="Loading questions"
          failure={LOAD_QUESTIONS_FAILED}
          onRetry={reload}
        >
          {/* A new set (new filters, a retry, another set) starts again from its first question. */}
          {queryRef ? (
            <PracticeSession key={queryRef.fetchKey} queryRef={queryRef} onNewSet={reload} mode={mode} />
          ) : (
            <QueryLoading label="Loading questions" />
          )}
        </QueryBoundary>
      </Stack>
    </Container>
  );
}
