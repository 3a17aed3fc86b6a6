import { Alert } from '@mui/material';

interface Props {
  answered: number;
  elapsedSeconds: number;
  /** The budget per item: 72 seconds (3 hours over 150 items). */
  budgetSeconds: number;
  remainingSeconds: number;
  itemsLeft: number;
}

/**
 * A calm indication of pace: the average time per item so far against the budget. Never red and
 * never a countdown per item: a nudge, not pressure.
 */
export function PacingCoach({ answered, elapsedSeconds, budgetSeconds, remainingSeconds, itemsLeft }: Props) {
  if (answered === 0) {
    return (
      <Alert severity="info" variant="outlined" aria-label="Pacing">
        Take your time: about {budgetSeconds} seconds an item keeps you on pace for the longest exam.
      </Alert>
    );
  }
  const average = Math.round(elapsedSeconds / answered);
  const perItemLeft = itemsLeft > 0 ? Math.floor(remainingSeconds / itemsLeft) : remainingSeconds;
  const onPace = average <= budgetSeconds;
  return (
    <Alert severity={onPace ? 'success' : 'info'} variant="outlined" aria-label="Pacing">
      {onPace
        ? `On pace: ${average} seconds an item so far, within the ${budgetSeconds}-second budget.`
        : `A little slower than the ${budgetSeconds}-second budget: ${average} seconds an item so far. You have about ${perItemLeft} seconds for each item that may remain.`}
    </Alert>
  );
}
