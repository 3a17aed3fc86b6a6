import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { AiExplanation } from '../components/AiExplanation.tsx';

type Env = ReturnType<typeof createMockEnvironment>;
const QUESTION_ID = 'UXVlc3Rpb246ZDctMDMy';

const explanation = (fields: Record<string, unknown>) => ({
  __typename: 'Explanation',
  correctAnswer: 'Crypto-erase',
  chosenOption: 'Degaussing',
  whyCorrect: '',
  otherOptions: [],
  whyTempting: null,
  principle: null,
  references: [],
  source: 'MODEL',
  complete: false,
  ...fields,
});

function send(environment: Env, name: string, payload: Record<string, unknown>) {
  const operation = environment.mock.getAllOperations().find((o) => o.request.node.operation.name === name)!;
  act(() => environment.mock.nextValue(operation, { data: payload }));
  return operation;
}

describe('the explanation of an answer', () => {
  it('lays out the explanation as it streams in, then offers follow-up questions', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<AiExplanation questionId={QUESTION_ID} />, { auth: signedIn });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('AiExplanationSubscription');
    expect(operation.request.variables).toEqual({ questionId: QUESTION_ID });
    expect(screen.getByRole('status')).toHaveTextContent('Writing the explanation…');

    send(environment, 'AiExplanationSubscription', { explanation: explanation({ whyCorrect: 'It reaches every block' }) });
    const section = screen.getByRole('region', { name: 'Explanation' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('heading', { name: 'Why “Crypto-erase” is the best answer' })).toBeInTheDocument();
    expect(within(section).getByText('It reaches every block')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ask a follow-up question' })).not.toBeInTheDocument();

    send(environment, 'AiExplanationSubscription', {
      explanation: explanation({
        whyCorrect: 'It reaches every block of the drive, spare ones included.',
        otherOptions: [{ option: 'Degaussing', whyWrong: 'Flash is not magnetic.' }],
        whyTempting: 'Degaussing is the classic answer for magnetic media.',
        principle: 'Choose the sanitisation the media and its next owner call for.',
        references: ['CISSP exam outline 7.5: Apply resource protection', 'NIST SP 800-88'],
        complete: true,
      }),
    });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(within(section).getByText('It reaches every block of the drive, spare ones included.')).toBeInTheDocument();
    const others = within(section).getByRole('list', { name: 'Why the other options are wrong' });
    expect(within(others).getByText('Flash is not magnetic.')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Why “Degaussing” was tempting' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Think like a manager' })).toBeInTheDocument();
    const references = within(section).getByRole('list', { name: 'References' });
    expect(
      within(references)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CISSP exam outline 7.5: Apply resource protection', 'NIST SP 800-88']);

    await user.type(screen.getByRole('textbox', { name: 'Ask a follow-up question' }), 'Why not degaussing?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const followUp = environment.mock.getAllOperations().find((o) => o.request.node.operation.name === 'FollowUpBoxSubscription')!;
    expect(followUp.request.variables).toEqual({ questionId: QUESTION_ID, question: 'Why not degaussing?' });
    send(environment, 'FollowUpBoxSubscription', { explanationFollowUp: { __typename: 'FollowUpAnswer', text: 'Because flash', complete: false } });
    const answer = screen.getByRole('region', { name: 'Follow-up answer' });
    expect(answer).toHaveTextContent('Because flash');
    expect(answer).toHaveAttribute('aria-busy', 'true');
    send(environment, 'FollowUpBoxSubscription', {
      explanationFollowUp: { __typename: 'FollowUpAnswer', text: 'Because flash memory is not magnetic.', complete: true },
    });
    expect(answer).toHaveTextContent('Because flash memory is not magnetic.');
    expect(answer).toHaveAttribute('aria-busy', 'false');
  });

  it('marks an explanation built from the bank', () => {
    const { environment } = renderWithProviders(<AiExplanation questionId={QUESTION_ID} />, { auth: signedIn });
    send(environment, 'AiExplanationSubscription', { explanation: explanation({ whyCorrect: 'From the bank.', source: 'BANK', complete: true }) });
    expect(screen.getByText("From the question bank's own rationales")).toBeInTheDocument();
  });

  it('says when the hourly limit is reached, and offers to try again', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<AiExplanation questionId={QUESTION_ID} />, { auth: signedIn });
    send(environment, 'AiExplanationSubscription', {
      explanation: { __typename: 'ExplanationLimitError', __isError: 'ExplanationLimitError', message: 'Rate limit exceeded. Please try again later.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Rate limit exceeded. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(environment.mock.getAllOperations().filter((o) => o.request.node.operation.name === 'AiExplanationSubscription')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Writing the explanation…');
  });

  it("shows the premium message when the server refuses (FORBIDDEN), and the spec's fallback for any other failure", () => {
    const { environment, unmount } = renderWithProviders(<AiExplanation questionId={QUESTION_ID} />, { auth: signedIn });
    // As the server sends it: an event with errors and no data; the code decides, not the wording.
    act(() =>
      environment.mock.nextValue(environment.mock.getMostRecentOperation(), {
        data: null,
        errors: [{ message: 'Not for free plans', extensions: { code: 'FORBIDDEN' } }],
      } as never),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Premium subscription required for AI explanations');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();
    // The same words without the code are just a failure.
    const worded = renderWithProviders(<AiExplanation questionId={QUESTION_ID} />, { auth: signedIn });
    act(() => worded.environment.mock.rejectMostRecentOperation(new Error('Premium subscription required for AI explanations')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load explanation. Please try again.');
    worded.unmount();
    const other = renderWithProviders(<AiExplanation questionId={QUESTION_ID} />, { auth: signedIn });
    act(() => other.environment.mock.rejectMostRecentOperation(new Error('network down')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load explanation. Please try again.');
  });
});
