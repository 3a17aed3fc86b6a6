import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { FlagQuestionMutation, QuestionFlagReason } from '../../__generated__/FlagQuestionMutation.graphql.ts';

export const MAX_COMMENT = 1000;

const REASONS: readonly { value: QuestionFlagReason; label: string }[] = [
  { value: 'WRONG_KEY', label: 'The marked answer is wrong' },
  { value: 'AMBIGUOUS', label: 'More than one answer fits' },
  { value: 'OUTDATED', label: 'It is out of date' },
  { value: 'TYPO', label: 'A typo or unclear wording' },
];

/**
 * "Flag question" and its dialog: a reason, an optional comment, then a confirmation. One flag per
 * learner and question: flagging again replaces the earlier one (the button says so).
 */
export function FlagQuestion({ questionId, flagged }: { questionId: string; flagged: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" size="small" startIcon={<FlagOutlinedIcon aria-hidden />} onClick={() => setOpen(true)}>
        {flagged ? 'Flagged: edit your flag' : 'Flag question'}
      </Button>
      {open && <FlagQuestionDialog questionId={questionId} onClose={() => setOpen(false)} />}
    </>
  );
}

function FlagQuestionDialog({ questionId, onClose }: { questionId: string; onClose: () => void }) {
  const titleId = useId();
  const [reason, setReason] = useState<QuestionFlagReason | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'flagged' | 'updated' | null>(null);
  const [commit, sending] = useMutation<FlagQuestionMutation>(graphql`
    mutation FlagQuestionMutation($input: FlagQuestionInput!) {
      flagQuestion(input: $input) {
        __typename
        ... on FlagQuestionPayload {
          updated
          question {
            id
            viewerFlag {
              reason
              comment
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const tooLong = comment.length > MAX_COMMENT;

  const submit = () => {
    if (!reason || tooLong || sending) return;
    setError(null);
    commit({
      variables: { input: { questionId, reason, comment: comment.trim() || null } },
      onCompleted: ({ flagQuestion: result }) => {
        if (result.__typename === 'FlagQuestionPayload') setDone(result.updated ? 'updated' : 'flagged');
        else setError(result.message ?? 'The flag could not be sent.');
      },
      onError: () => setError('The flag could not be sent. Please try again.'),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Flag this question</DialogTitle>
      {done ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {done === 'updated' ? 'Your flag was updated.' : 'Thank you: your flag was sent.'} The editors review flagged questions, and a question flagged by
              several learners is taken out of exams and practice until it is fixed.
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>Tell the editors what is wrong with this question.</DialogContentText>
            <FormControl required>
              <FormLabel id={`${titleId}-reason`}>Reason</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-reason`} value={reason ?? ''} onChange={(event) => setReason(event.target.value as QuestionFlagReason)}>
                {REASONS.map((r) => (
                  <FormControlLabel key={r.value} value={r.value} control={<Radio />} label={r.label} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label="Comment (optional)"
              multiline
              minRows={3}
              fullWidth
              margin="normal"
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              error={tooLong}
              helperText={tooLong ? `At most ${MAX_COMMENT} characters (${comment.length} now).` : `${comment.length} / ${MAX_COMMENT}`}
            />
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" onClick={submit} disabled={!reason || tooLong || sending}>
              Send flag
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
