import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ExamDateCard_viewer$key } from '../../../__generated__/ExamDateCard_viewer.graphql.ts';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useSetExamDateMutation } from '../mutations/useSetExamDateMutation.ts';

type Feedback = { severity: 'success' | 'error'; text: string } | null;

/** The exam date: review of mistakes is scheduled to finish the day before it. */
export function ExamDateCard({ viewer }: { viewer: ExamDateCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ExamDateCard_viewer on User {
        examDate
      }
    `,
    viewer,
  );
  const [setExamDate, isSaving] = useSetExamDateMutation();
  const [value, setValue] = useState(data.examDate ?? '');
  const [feedback, setFeedback] = useState<Feedback>(null);

  const save = async (examDate: string | null) => {
    setFeedback(null);
    try {
      const { setExamDate: result } = await setExamDate({ input: { examDate } });
      if (result.__typename === 'User') {
        setValue(result.examDate ?? '');
        setFeedback({ severity: 'success', text: result.examDate ? 'Your exam date has been saved.' : 'Your exam date has been cleared.' });
      } else {
        setFeedback({ severity: 'error', text: result.message ?? UNEXPECTED_ERROR });
      }
    } catch {
      setFeedback({ severity: 'error', text: UNEXPECTED_ERROR });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(value || null);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="exam-date-title">
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          <Typography id="exam-date-title" variant="h6" component="h2">
            Exam date
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Reviews of the questions you missed are scheduled to finish the day before your exam.
          </Typography>
          <TextField
            label="Exam date"
            type="date"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 240 }}
          />
          {feedback && <Alert severity={feedback.severity}>{feedback.text}</Alert>}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={isSaving}>
              Save exam date
            </Button>
            {data.examDate && (
              <Button onClick={() => void save(null)} disabled={isSaving}>
                Clear
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
