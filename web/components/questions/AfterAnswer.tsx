import { Skeleton, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { AfterAnswerQuery as Query } from '../../__generated__/AfterAnswerQuery.graphql.ts';
import { FlagQuestion } from './FlagQuestion.tsx';
import { HowOthersAnswered } from './HowOthersAnswered.tsx';

// Asked once answered: the server shows the statistics only to a learner who answered.
const AfterAnswerQuery = graphql`
  query AfterAnswerQuery($id: ID!) {
    node(id: $id) {
      ... on Question {
        id
        # Whether the viewer flagged it (FlagQuestion's label).
        viewerFlag {
          __typename
        }
        ...HowOthersAnswered_question @alias(as: "statistics")
      }
    }
  }
`;

function AfterAnswerContent({ questionId }: { questionId: string }) {
  // Already fetched (below): read from the store, never suspending.
  const data = useLazyLoadQuery<Query>(AfterAnswerQuery, { id: questionId }, { fetchPolicy: 'store-only' });
  const question = data.node;
  if (!question?.id || !question.statistics) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <HowOthersAnswered question={question.statistics} />
      <FlagQuestion questionId={question.id} flagged={Boolean(question.viewerFlag)} />
    </Stack>
  );
}

/**
 * In practice, after an answer: how others answered the question, and "Flag question". Fetched
 * without suspending, so a slow answer here never holds up the next question; a failed fetch
 * shows nothing (the statistics are a bonus, not the lesson).
 */
export function AfterAnswer({ questionId }: { questionId: string }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Keyed by question where it is used, so the state starts at loading for each question.
  useEffect(() => {
    const subscription = fetchQuery<Query>(environment, AfterAnswerQuery, { id: questionId }).subscribe({
      complete: () => setState('ready'),
      error: () => setState('failed'),
    });
    return () => subscription.unsubscribe();
  }, [environment, questionId]);
  if (state === 'failed') return null;
  if (state === 'loading') return <Skeleton variant="text" width="60%" role="progressbar" aria-label="Loading how others answered" />;
  return <AfterAnswerContent questionId={questionId} />;
}
