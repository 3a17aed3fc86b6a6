import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box, Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ExamInProgressChip_exam$key } from '../__generated__/ExamInProgressChip_exam.graphql.ts';
import { clockText } from '../screens/Exam/clock.ts';

/**
 * The exam in progress, in the top bar on every screen: its clock, counting down locally from the
 * server's figure (every answer brings it anew), and a link back to it. Nothing once it has ended.
 */
export function ExamInProgressChip({ exam: examKey }: { exam: ExamInProgressChip_exam$key }) {
  const exam = useFragment(
    graphql`
      fragment ExamInProgressChip_exam on Exam {
        status
        secondsRemaining
      }
    `,
    examKey,
  );
  const remaining = useCountdown(exam.secondsRemaining);
  if (exam.status !== 'IN_PROGRESS') return null;
  const clock = remaining > 0 ? clockText(remaining) : 'time up';
  return (
    <Chip
      component={RouterLink}
      to="/exam"
      clickable
      color="primary"
      variant="outlined"
      icon={<TimerOutlined aria-hidden />}
      // Phones show the clock alone: the bar has no room for the words.
      label={
        <>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Exam in progress ·{' '}
          </Box>
          {clock}
        </>
      }
      aria-label={`Exam in progress, ${remaining > 0 ? `${clock} left` : 'time up'}: back to the exam`}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}

/** Seconds left, one less every second from the server's figure, starting again whenever it changes. */
function useCountdown(serverSeconds: number): number {
  const [counted, setCounted] = useState({ from: serverSeconds, elapsed: 0 });
  if (counted.from !== serverSeconds) setCounted({ from: serverSeconds, elapsed: 0 });
  useEffect(() => {
    const timer = setInterval(() => setCounted((c) => ({ ...c, elapsed: c.elapsed + 1 })), 1000);
    return () => clearInterval(timer);
  }, [serverSeconds]);
  return Math.max(0, serverSeconds - counted.elapsed);
}
