import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import { Chip } from '@mui/material';
import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { StreakChipQuery as Query } from '../__generated__/StreakChipQuery.graphql.ts';
import type { StreakChip_viewer$key } from '../__generated__/StreakChip_viewer.graphql.ts';
import { ExamInProgressChip } from './ExamInProgressChip.tsx';
import { gamificationStorageKey, TIME_ZONE_CHOSEN_KEY } from './gamificationStorage.ts';
import { useUpdateTimeZoneMutation } from './mutations/useUpdateTimeZoneMutation.ts';

const StreakChipQuery = graphql`
  query StreakChipQuery {
    viewer {
      userId
      timeZone
      examInProgress {
        ...ExamInProgressChip_exam
      }
      ...StreakChip_viewer
    }
  }
`;

/** The figures the top bar shows and keeps a copy of; every graded answer's payload spreads it. */
const StreakChipViewer = graphql`
  fragment StreakChip_viewer on User {
    stats {
      totalPoints
      level
      title
      experiencePoints
      nextLevelXP
      currentStreak
      longestStreak
      lastActivityDate
      questionsAnswered
      correctAnswers
      accuracy
    }
  }
`;

function browserTimeZone(): string | null {
  try {
    // A zone the learner chose in Settings wins over the device's.
    if (localStorage.getItem(TIME_ZONE_CHOSEN_KEY)) return null;
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/**
 * The signed-in learner's streak in the top bar, and the exam in progress when there is one (the
 * same query: the top bar asks once, not once a screen). Its figures come from the Relay store, which
 * every graded answer's payload updates; it also keeps the browser's copy of them per user, and
 * tells the server the browser's time zone when it differs.
 */
function StreakChip() {
  const { viewer } = useLazyLoadQuery<Query>(StreakChipQuery, {}, { fetchPolicy: 'store-and-network' });
  const [updateTimeZone] = useUpdateTimeZoneMutation();

  const zone = browserTimeZone();
  useEffect(() => {
    // A failure changes nothing the learner sees: the next visit tries again.
    if (viewer && zone && viewer.timeZone !== zone) updateTimeZone({ input: { timeZone: zone } }).catch(() => {});
  }, [viewer, zone, updateTimeZone]);

  const stats = useFragment<StreakChip_viewer$key>(StreakChipViewer, viewer)?.stats;
  const exam = viewer?.examInProgress;
  useEffect(() => {
    if (!viewer || !stats) return;
    try {
      const {
        totalPoints,
        level,
        title,
        experiencePoints,
        nextLevelXP,
        currentStreak,
        longestStreak,
        lastActivityDate,
        questionsAnswered,
        correctAnswers,
        accuracy,
      } = stats;
      const copy = {
        totalPoints,
        level,
        title,
        experiencePoints,
        nextLevelXP,
        currentStreak,
        longestStreak,
        lastActivityDate,
        questionsAnswered,
        correctAnswers,
        accuracy,
      };
      localStorage.setItem(gamificationStorageKey(viewer.userId), JSON.stringify(copy));
    } catch {
      // Storage full or blocked: the server keeps the figures; the copy is a convenience.
    }
  }, [viewer, stats]);

  if (!stats) return exam ? <ExamInProgressChip exam={exam} /> : null;
  const days = stats.currentStreak;
  return (
    <>
      {exam && <ExamInProgressChip exam={exam} />}
      <Chip
        icon={<LocalFireDepartment aria-hidden />}
        label={days}
        color={days > 0 ? 'warning' : 'default'}
        variant={days > 0 ? 'filled' : 'outlined'}
        aria-label={`Streak: ${days} ${days === 1 ? 'day' : 'days'}`}
        title={`Current streak ${days}, longest ${stats.longestStreak}`}
        // On a phone the bar holds the exam's clock or the streak, not both: the exam matters more.
        sx={exam ? { display: { xs: 'none', sm: 'inline-flex' } } : undefined}
      />
    </>
  );
}

/** A streak that failed to load leaves the top bar as it was, rather than taking the page down. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function TopBarStreak() {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <StreakChip />
      </Suspense>
    </Quiet>
  );
}
