import { Alert, Button, Checkbox, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ExamOutcomeForm_user$key } from '../../../__generated__/ExamOutcomeForm_user.graphql.ts';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useDeleteExamOutcomeReportMutation, useReportExamOutcomeMutation } from '../mutations/useExamOutcomeMutations.ts';

type Feedback = { severity: 'success' | 'error'; text: string } | null;

/**
 * "Took the real exam? Tell us how it went": the learner's own report of their real result, kept
 * with the readiness shown now so that readiness can later be fitted to real outcomes. Opt-in (a
 * box to tick), and each report can be deleted here.
 */
export function ExamOutcomeForm({ user: key }: { user: ExamOutcomeForm_user$key }) {
  const { examOutcomeReports: reports } = useFragment(
    graphql`
      fragment ExamOutcomeForm_user on User {
        examOutcomeReports {
          id
          passed
          examDate
          reportedScore
        }
      }
    `,
    key,
  );
  const [report, isReporting] = useReportExamOutcomeMutation();
  const [remove, isDeleting] = useDeleteExamOutcomeReportMutation();
  const [open, setOpen] = useState(false);
  const [passed, setPassed] = useState<'yes' | 'no' | ''>('');
  const [examDate, setExamDate] = useState('');
  const [score, setScore] = useState('');
  const [consent, setConsent] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    if (passed === '') return setFeedback({ severity: 'error', text: 'Say whether you passed.' });
    const reportedScore = score.trim() === '' ? null : Number(score);
    if (reportedScore !== null && !Number.isInteger(reportedScore))
      return setFeedback({ severity: 'error', text: 'The score is a whole number from 100 to 1000.' });
    try {
      const { reportExamOutcome: result } = await report({ input: { passed: passed === 'yes', examDate, reportedScore, consent } });
      if (result.__typename === 'ReportExamOutcomePayload') {
        setOpen(false);
        setPassed('');
        setExamDate('');
        setScore('');
        setConsent(false);
        setFeedback({ severity: 'success', text: 'Thank you: your result is stored with your readiness today.' });
      } else {
        setFeedback({ severity: 'error', text: ('message' in result && result.message) || UNEXPECTED_ERROR });
      }
    } catch {
      setFeedback({ severity: 'error', text: UNEXPECTED_ERROR });
    }
  };

  const deleteReport = async (id: string) => {
    setFeedback(null);
    try {
      const { deleteExamOutcomeReport: result } = await remove({ input: { id } });
      setFeedback(
        result.__typename === 'DeleteExamOutcomeReportPayload'
          ? { severity: 'success', text: 'Your report has been deleted.' }
          : { severity: 'error', text: ('message' in result && result.message) || UNEXPECTED_ERROR },
      );
    } catch {
      setFeedback({ severity: 'error', text: UNEXPECTED_ERROR });
    }
  };

  return (
    <Stack spacing={1}>
      {reports.length > 0 && (
        <Stack component="ul" aria-label="Your exam results" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          {reports.map((r) => (
            <li key={r.id}>
              <Typography component="span" variant="body2">
                {r.passed ? 'Passed' : 'Did not pass'} on {r.examDate}
                {r.reportedScore !== null && r.reportedScore !== undefined ? ` (score ${r.reportedScore})` : ''}
              </Typography>{' '}
              <Button size="small" onClick={() => void deleteReport(r.id)} disabled={isDeleting} aria-label={`Delete the result of ${r.examDate}`}>
                Delete
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {!open ? (
        <Button variant="text" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
          Took the real exam? Tell us how it went
        </Button>
      ) : (
        <Stack component="form" spacing={1.5} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="exam-outcome-title">
          <Typography id="exam-outcome-title" variant="subtitle2" component="h3">
            Took the real exam? Tell us how it went
          </Typography>
          <FormControl>
            <FormLabel id="exam-outcome-passed">Result</FormLabel>
            <RadioGroup row aria-labelledby="exam-outcome-passed" value={passed} onChange={(e) => setPassed(e.target.value as 'yes' | 'no')}>
              <FormControlLabel value="yes" control={<Radio />} label="Passed" />
              <FormControlLabel value="no" control={<Radio />} label="Did not pass" />
            </RadioGroup>
          </FormControl>
          <TextField
            label="Exam date"
            type="date"
            required
            value={examDate}
            onChange={(e) => setExamDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 240 }}
          />
          <TextField
            label="Scaled score (optional)"
            type="number"
            value={score}
            onChange={(e) => setScore(e.target.value)}
            helperText="100 to 1000; 700 passes."
            slotProps={{ htmlInput: { min: 100, max: 1000, step: 1 } }}
            sx={{ maxWidth: 240 }}
          />
          <FormControlLabel
            control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
            label="Keep my result with my readiness today, to check and improve readiness. I can delete it here at any time, and it goes with my account."
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={isReporting || !consent}>
              Send my result
            </Button>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
          </Stack>
        </Stack>
      )}
      {feedback && <Alert severity={feedback.severity}>{feedback.text}</Alert>}
    </Stack>
  );
}
