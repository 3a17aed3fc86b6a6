import { render, screen } from '@testing-library/react';
import { PacingCoach } from '../components/PacingCoach.tsx';

describe('the pacing coach', () => {
  it('states the 72-second budget before the first answer', () => {
    render(<PacingCoach answered={0} elapsedSeconds={5} budgetSeconds={72} remainingSeconds={10795} itemsLeft={150} />);
    expect(screen.getByRole('alert', { name: 'Pacing' })).toHaveTextContent('about 72 seconds an item');
  });

  it('says the learner is on pace when the mean time per item is within the budget', () => {
    render(<PacingCoach answered={10} elapsedSeconds={600} budgetSeconds={72} remainingSeconds={10200} itemsLeft={140} />);
    expect(screen.getByRole('alert', { name: 'Pacing' })).toHaveTextContent('On pace: 60 seconds an item so far, within the 72-second budget.');
  });

  it('gently says how much time remains per item when slower than the budget', () => {
    render(<PacingCoach answered={10} elapsedSeconds={1000} budgetSeconds={72} remainingSeconds={9800} itemsLeft={140} />);
    const coach = screen.getByRole('alert', { name: 'Pacing' });
    expect(coach).toHaveTextContent('A little slower than the 72-second budget: 100 seconds an item so far.');
    expect(coach).toHaveTextContent('about 70 seconds for each item that may remain');
    expect(coach.className).not.toMatch(/Error|Warning/);
  });
});
