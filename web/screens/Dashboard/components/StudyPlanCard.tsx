import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { StudyPlanCard_user$key } from '../../../__generated__/StudyPlanCard_user.graphql.ts';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useSetPlanExamDateMutation } from '../mutations/useSetPlanExamDateMutation.ts';

// Calendar days are the learner's own (the server's, in their time zone): formatted at noon UTC, the same day everywhere.
const longFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatted = (format: Intl.DateTimeFormat) => (day: string | null | undefined) => {
  const at = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? (day ?? '') : format.format(at);
};
const longDay = formatted(longFormat);
const shortDay = formatted(shortFormat);
// Read by screen readers only: the list's column says "answers" once for the eye.
// (In sx a width of 1 would mean 100%: the sizes are written in px.)
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

/**
 * The plan to the exam date: today's goal and progress, the catch-up when the last days fell short,
 * the coming days' domains; without an exam date (or with one gone by), a question for it with a
 * default eight weeks out.
 */
export function StudyPlanCard({ user: key }: { user: StudyPlanCard_user$key }) {
  const { studyPlan: plan } = useFragment(
    graphql`
      fragment StudyPlanCard_user on User {
        studyPlan {
          status
          examDate
          planExamDate
          suggestedExamDate
          today
          daysLeft
          dailyGoal
          pace
          catchUp
          catchUpDays
          shortfall
          doneToday
          days {
            date
            domain
            name
            goal
          }
        }
      }
    `,
    key,
  );
  const asking = plan.status === 'NO_EXAM_DATE' || plan.status === 'EXAM_PASSED';
  const [examDate, setExamDate] = useState(plan.suggestedExamDate);
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSetPlanExamDateMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { setExamDate: result } = await save({ input: { examDate } });
      if (result.__typename !== 'User') setError(result.message ?? UNEXPECTED_ERROR);
    } catch {
      setError(UNEXPECTED_ERROR);
    }
  };
  const today = plan.days[0];
  const met = plan.doneToday >= plan.dailyGoal;
  return (
    <Card variant="outlined" component="section" aria-labelledby="plan-title">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="plan-title" variant="h6" component="h2">
            Study plan
          </Typography>
          {plan.status === 'EXAM_TODAY' ? (
            <Typography>Your exam is today. Rest your eyes, read each question twice, and good luck.</Typography>
          ) : (
            <>
              {asking && (
                <Stack component="form" aria-label="Your exam date" spacing={1} onSubmit={(e) => void submit(e)} noValidate>
                  <Typography variant="body2">
                    {plan.status === 'EXAM_PASSED'
                      ? `Your exam date (${longDay(plan.examDate)}) has passed. When is the next one?`
                      : 'When is your exam? Your daily goal is worked out from it.'}{' '}
                    Until you say, the plan runs to {longDay(plan.planExamDate)}, eight weeks from today.
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField
                      label="Exam date"
                      type="date"
                      size="small"
                      value={examDate}
                      onChange={(e) => setExamDate(e.target.value)}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: plan.today } }}
                    />
                    <Button type="submit" variant="outlined" disabled={saving || !examDate}>
                      Set exam date
                    </Button>
                  </Stack>
                  {error && <Alert severity="error">{error}</Alert>}
                </Stack>
              )}
              {!asking && (
                <Typography variant="body2" color="text.secondary">
                  {plan.daysLeft} study {plan.daysLeft === 1 ? 'day' : 'days'} to your exam on {longDay(plan.examDate)}.
                </Typography>
              )}
              <Box>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  Today: {plan.doneToday} of {answers(plan.dailyGoal)}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  aria-label="Today's goal"
                  value={Math.min(100, plan.dailyGoal ? (plan.doneToday * 100) / plan.dailyGoal : 100)}
                  color={met ? 'success' : 'primary'}
                  sx={{ height: 8, borderRadius: 4, mt: 1 }}
                />
              </Box>
              <Typography variant="body2" color={met ? 'success.main' : 'text.secondary'}>
                {met ? "Today's goal is met. Anything more makes the coming days lighter." : `${answers(plan.dailyGoal - plan.doneToday)} to go today.`}
              </Typography>
              {plan.catchUp > 0 && (
                <Typography variant="body2" role="note">
                  Catching up: today&apos;s goal includes {plan.catchUp} more than your pace of {plan.pace} a day, because the last {plan.catchUpDays} days were{' '}
                  {answers(plan.shortfall)} short. It is spread over the next {plan.catchUpDays} days.
                </Typography>
              )}
              {today && (
                <div>
                  <Button component={RouterLink} to={today.domain ? `/practice?domain=${today.domain}` : '/practice'} variant="contained">
                    {today.name ? `Practise ${today.name}` : 'Practise a mixed set'}
                  </Button>
                </div>
              )}
              {plan.days.length > 1 && (
                <>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                    <Typography variant="subtitle2" component="h3" id="plan-days">
                      Coming days
                    </Typography>
                    <Typography variant="caption" color="text.secondary" aria-hidden>
                      answers
                    </Typography>
                  </Stack>
                  <Stack component="ol" aria-labelledby="plan-days" spacing={0.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                    {plan.days.map((day) => (
                      <Stack component="li" key={day.date} direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                        <Typography variant="body2" sx={{ fontWeight: day.date === plan.today ? 700 : 400 }}>
                          {day.date === plan.today ? 'Today' : shortDay(day.date)}: {day.name ?? 'Mixed review'}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                          {day.goal}
                          <Box component="span" sx={visuallyHidden}>
                            {' '}
                            answers
                          </Box>
                        </Typography>
                      </Stack>
                    ))}
                  </Stack>
                </>
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
