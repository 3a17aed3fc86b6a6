import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ReviewDue_user$key } from '../../../__generated__/ReviewDue_user.graphql.ts';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "2027-03-14" as a date to format (noon UTC, the same day in every time zone), or null. */
function calendarDay(value: string | null | undefined): Date | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : null;
}

/** Review of mistakes: how many missed questions are due now, and the way into the review. */
export function ReviewDue({ user: key }: { user: ReviewDue_user$key }) {
  const user = useFragment(
    graphql`
      fragment ReviewDue_user on User {
        examDate
        reviewQueue {
          dueCount
          cardCount
          nextDueAt
        }
      }
    `,
    key,
  );
  const { dueCount, cardCount, nextDueAt } = user.reviewQueue;
  const examDay = calendarDay(user.examDate);
  const next = nextDueAt ? new Date(nextDueAt) : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="review-due-title">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="review-due-title" variant="h6" component="h2">
            Review of mistakes
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {cardCount === 0
              ? 'Questions you answer wrongly come back here for review, spaced so they stick.'
              : dueCount > 0
                ? `${dueCount} of ${cardCount} missed questions are due for review.`
                : `Nothing due now.${next && !Number.isNaN(next.getTime()) ? ` Next review: ${dateTimeFormat.format(next)}.` : ''}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {examDay ? (
              `Scheduled to finish before your exam on ${dayFormat.format(examDay)}.`
            ) : (
              <>
                Set your exam date in <RouterLink to="/settings?tab=profile">Settings</RouterLink> to aim the reviews at it.
              </>
            )}
          </Typography>
          <div>
            <Button component={RouterLink} to="/practice?review=1" variant="contained" disabled={dueCount === 0}>
              Review due ({dueCount})
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
