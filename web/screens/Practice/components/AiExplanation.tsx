import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { AiExplanationSubscription, AiExplanationSubscription$data } from '../../../__generated__/AiExplanationSubscription.graphql.ts';
import { explanationErrorMessage, LOAD_FAILED, PREMIUM_REQUIRED } from './explanationErrors.ts';
import { ExplanationView } from './ExplanationView.tsx';
import { FollowUpBox } from './FollowUpBox.tsx';

type Event = AiExplanationSubscription$data['explanation'];

/**
 * A paid learner's explanation of the question just answered, shown as the model writes it (a
 * cached one arrives at once), with a box for follow-up questions under the same quota.
 */
export function AiExplanation({ questionId }: { questionId: string }) {
  const [attempt, setAttempt] = useState(0);
  return <ExplanationStream key={attempt} questionId={questionId} onRetry={() => setAttempt((n) => n + 1)} />;
}

function ExplanationStream({ questionId, onRetry }: { questionId: string; onRetry: () => void }) {
  const [event, setEvent] = useState<Event | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const config = useMemo<GraphQLSubscriptionConfig<AiExplanationSubscription>>(
    () => ({
      subscription: graphql`
        subscription AiExplanationSubscription($questionId: ID!) {
          explanation(questionId: $questionId) {
            __typename
            ... on Explanation {
              complete
              ...ExplanationView_explanation @alias(as: "view")
            }
            ... on Error {
              message
            }
          }
        }
      `,
      variables: { questionId },
      onNext: (response) => response && setEvent(response.explanation),
      onError: (error) => setFailure(explanationErrorMessage(error)),
    }),
    [questionId],
  );
  useSubscription(config);

  const message = failure ?? (event && event.__typename !== 'Explanation' ? (event.message ?? LOAD_FAILED) : null);
  if (message) {
    return (
      <Alert
        severity="error"
        action={
          message !== PREMIUM_REQUIRED && (
            <Button color="inherit" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      >
        {message}
      </Alert>
    );
  }
  if (!event || event.__typename !== 'Explanation' || !event.view) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={20} aria-hidden /> Writing the explanation…
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      <ExplanationView explanation={event.view} />
      {event.complete && <FollowUpBox questionId={questionId} />}
    </Stack>
  );
}
