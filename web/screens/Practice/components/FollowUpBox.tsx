import { Alert, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { FollowUpBoxSubscription } from '../../../__generated__/FollowUpBoxSubscription.graphql.ts';
import { explanationErrorMessage } from './explanationErrors.ts';

const MAX_LENGTH = 500;

const FollowUpSubscription = graphql`
  subscription FollowUpBoxSubscription($questionId: ID!, $question: String!) {
    explanationFollowUp(questionId: $questionId, question: $question) {
      __typename
      ... on FollowUpAnswer {
        text
        complete
      }
      ... on Error {
        message
      }
    }
  }
`;

/** "Why not B?": a follow-up question about the explained question, answered as it is written. */
export function FollowUpBox({ questionId }: { questionId: string }) {
  const environment = useRelayEnvironment();
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ text: string; complete: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<Disposable | null>(null);
  useEffect(() => () => running.current?.dispose(), []);

  const busy = asked !== null && !answer?.complete && !error;
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text || busy) return;
    running.current?.dispose();
    setAsked(text);
    setAnswer(null);
    setError(null);
    running.current = requestSubscription<FollowUpBoxSubscription>(environment, {
      subscription: FollowUpSubscription,
      variables: { questionId, question: text },
      onNext: (response) => {
        const result = response?.explanationFollowUp;
        if (!result) return;
        if (result.__typename === 'FollowUpAnswer') setAnswer({ text: result.text ?? '', complete: result.complete ?? false });
        else setError(result.message ?? 'Failed to generate explanation. Please try again.');
      },
      onError: (failure) => setError(explanationErrorMessage(failure)),
    });
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={ask} aria-label="Follow-up question">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label="Ask a follow-up question"
          placeholder="Why not B?"
          size="small"
          fullWidth
          value={question}
          onChange={(event) => setQuestion(event.target.value.slice(0, MAX_LENGTH))}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
        />
        <Button type="submit" variant="outlined" disabled={!question.trim() || busy}>
          Ask
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {asked && !error && (
        <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-live="polite" aria-busy={busy} aria-label="Follow-up answer">
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {asked}
          </Typography>
          {answer && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {answer.text}
            </Typography>
          )}
          {busy && <LinearProgress aria-label="Writing the answer" sx={{ mt: 1 }} />}
        </Paper>
      )}
    </Stack>
  );
}
