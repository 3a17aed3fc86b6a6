import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { useSubmitAnswerMutation } from '../mutations/useSubmitAnswerMutation.ts';
import { OFFLINE_MESSAGE, PENDING_ANSWERS_KEY, pendingAnswers } from '../offlineAnswers.ts';

const INPUT = { questionId: 'q-1', answer: 'The owner', idempotencyKey: 'key-1' };

/** The hook as the practice screen uses it: one answer, and what became of it. */
function Harness() {
  const [submit] = useSubmitAnswerMutation(signedIn.viewer.id);
  const [said, setSaid] = useState('');
  return (
    <>
      <button
        onClick={() =>
          void submit(INPUT, setSaid).then((outcome) => setSaid('error' in outcome ? outcome.error : `graded: ${outcome.award.pointsEarned} points`))
        }
      >
        Submit
      </button>
      <p role="status">{said}</p>
    </>
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const graded = {
  submitAnswer: {
    __typename: 'SubmitAnswerPayload',
    recorded: true,
    pointsEarned: 10,
    streakBonus: 0,
    levelUp: false,
    level: 1,
    dailyChallengeCompleted: false,
    newBadges: [],
    question: {
      id: 'UXVlc3Rpb246cS0x',
      domainName: 'Asset Security',
      text: 'Who owns it?',
      options: ['The owner', 'The user'],
      difficulty: 'easy',
      type: 'SINGLE_CHOICE',
      viewerAnswer: null,
    },
    answer: {
      id: 'QW5zd2VyOjE=',
      answeredAt: '2026-11-21T10:00:00.000Z',
      isCorrect: true,
      chosenOption: 'The owner',
      domainName: 'Asset Security',
      difficulty: 'easy',
      question: { id: 'UXVlc3Rpb246cS0x', text: 'Who owns it?' },
    },
    viewer: null,
  },
};

describe('an answer given offline', () => {
  afterEach(() => {
    setOnline(true);
    localStorage.clear();
  });

  it('is kept on the device, said calmly, and sent with the same key when the connection returns', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<Harness />, { auth: signedIn });
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const first = environment.mock.getMostRecentOperation();
    act(() => environment.mock.reject(first, new TypeError('Failed to fetch')));
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(screen.queryByText('Failed to record progress')).toBeNull();
    // Kept: what was chosen and its key, never a grade.
    expect(pendingAnswers()).toEqual([{ viewerId: signedIn.viewer.id, input: INPUT }]);
    expect(localStorage.getItem(PENDING_ANSWERS_KEY)).not.toMatch(/isCorrect|correctAnswer/);

    act(() => setOnline(true));
    let retried;
    await waitFor(() => {
      retried = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'useSubmitAnswerMutation');
      expect(retried).toBeDefined();
    });
    expect(retried!.request.variables.input).toEqual(INPUT);
    // Only one send, though the flush of left-over answers also listens for the connection.
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    act(() => environment.mock.resolve(retried!, { data: graded } as never));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('graded: 10 points'));
    expect(pendingAnswers()).toEqual([]);
  });

  it('is a failure when the browser is online (the server could not be reached)', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<Harness />, { auth: signedIn });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new TypeError('Failed to fetch')));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Failed to record progress'));
    expect(pendingAnswers()).toEqual([]);
  });

  it('left by a page closed offline, is sent when the learner is back (and not for another learner)', async () => {
    localStorage.setItem(
      PENDING_ANSWERS_KEY,
      JSON.stringify([
        { viewerId: signedIn.viewer.id, input: { questionId: 'q-9', answer: 'B', idempotencyKey: 'left-over' } },
        { viewerId: 'someone-else', input: { questionId: 'q-8', answer: 'C', idempotencyKey: 'not-mine' } },
      ]),
    );
    const { environment } = renderWithProviders(<Harness />, { auth: signedIn });
    let sent;
    await waitFor(() => {
      sent = environment.mock.getAllOperations();
      expect(sent).toHaveLength(1);
    });
    expect(sent![0].request.variables.input.idempotencyKey).toBe('left-over');
    act(() => environment.mock.resolve(sent![0], { data: graded } as never));
    await waitFor(() => expect(pendingAnswers().map((p) => p.input.idempotencyKey)).toEqual(['not-mine']));
  });
});
