import { render, screen } from '@testing-library/react';
import { Celebration } from '../components/Celebration.tsx';
import type { AnswerAward } from '../mutations/useSubmitAnswerMutation.ts';

const award: AnswerAward = {
  pointsEarned: 35,
  streakBonus: 0,
  levelUp: true,
  level: 2,
  title: 'Apprentice',
  dailyChallengeCompleted: false,
  newBadges: [],
};

describe('the celebration toast', () => {
  it('says what it celebrates, and keeps saying it while it closes (never an empty "Congratulations!")', () => {
    const view = render(<Celebration award={award} onClose={() => {}} />);
    const toast = screen.getByRole('status', { name: 'Celebration' });
    expect(toast).toHaveTextContent('Congratulations!Level up! You reached level 2: Apprentice');
    // Closed: the snackbar slides out over its exit transition, still on screen meanwhile.
    view.rerender(<Celebration award={null} onClose={() => {}} />);
    const closing = screen.queryByRole('status', { name: 'Celebration' });
    expect(closing).toBeInTheDocument();
    expect(closing).toHaveTextContent('Level up! You reached level 2: Apprentice');
  });
});
