import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { AfterAnswer } from '../AfterAnswer.tsx';
import { FlagQuestion, MAX_COMMENT } from '../FlagQuestion.tsx';

const QUESTION_ID = 'UXVlc3Rpb246ZDEtMDAx';

describe('flagging a question', () => {
  it('asks for a reason, takes a comment, sends the flag and confirms it', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<FlagQuestion questionId={QUESTION_ID} flagged={false} />, { auth: signedIn });
    await user.click(screen.getByRole('button', { name: 'Flag question' }));
    const dialog = screen.getByRole('dialog', { name: 'Flag this question' });
    const send = within(dialog).getByRole('button', { name: 'Send flag' });
    expect(send).toBeDisabled();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['WRONG_KEY', 'AMBIGUOUS', 'OUTDATED', 'TYPO']);

    await user.click(within(dialog).getByRole('radio', { name: 'The marked answer is wrong' }));
    expect(send).toBeEnabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'B is the key per NIST.');
    expect(within(dialog).getByText(`22 / ${MAX_COMMENT}`)).toBeInTheDocument();
    await user.click(send);

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('FlagQuestionMutation');
    expect(operation.request.variables).toEqual({ input: { questionId: QUESTION_ID, reason: 'WRONG_KEY', comment: 'B is the key per NIST.' } });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          flagQuestion: {
            __typename: 'FlagQuestionPayload',
            updated: false,
            question: { id: QUESTION_ID, viewerFlag: { reason: 'WRONG_KEY', comment: 'B is the key per NIST.' } },
          },
        },
      }),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Thank you: your flag was sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refuses a comment over the limit before sending, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<FlagQuestion questionId={QUESTION_ID} flagged />, { auth: signedIn });
    await user.click(screen.getByRole('button', { name: 'Flagged: edit your flag' }));
    const dialog = screen.getByRole('dialog', { name: 'Flag this question' });
    await user.click(within(dialog).getByRole('radio', { name: 'A typo or unclear wording' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    fireEvent.change(comment, { target: { value: 'x'.repeat(MAX_COMMENT + 1) } });
    expect(within(dialog).getByText(`At most ${MAX_COMMENT} characters (${MAX_COMMENT + 1} now).`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send flag' })).toBeDisabled();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(comment, { target: { value: 'Typo in option C' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { flagQuestion: { __typename: 'InputError', __isError: 'InputError', message: 'You can flag a question once you have answered it.' } },
      }),
    );
    expect(within(dialog).getByText('You can flag a question once you have answered it.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('how others answered, after an answer in practice', () => {
  const node = (statistics: unknown) => ({ data: { node: { __typename: 'Question', id: QUESTION_ID, viewerFlag: null, statistics } } });

  it('shows the share right, a bar per option and the flag button', async () => {
    const { environment } = renderWithProviders(<AfterAnswer questionId={QUESTION_ID} />, { auth: signedIn });
    // While it loads, a progress indicator a screen reader can name (axe: a span may not carry a label without a role).
    expect(screen.getByRole('progressbar', { name: 'Loading how others answered' })).toBeInTheDocument();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('AfterAnswerQuery');
    expect(operation.request.variables).toEqual({ id: QUESTION_ID });
    act(() =>
      environment.mock.resolve(
        operation,
        node({
          responses: 143,
          pValue: 0.62,
          discrimination: 0.35,
          quarantined: false,
          options: [
            { option: 'Crypto-erase', share: 0.62, correct: true },
            { option: 'Degaussing', share: 0.3, correct: false },
            { option: 'Overwriting', share: 0.08, correct: false },
          ],
        }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'How others answered' });
    expect(section).toHaveTextContent('62% of 143 learners chose the correct answer; stronger learners get it right more often.');
    const bars = within(section).getByRole('list', { name: 'Answers chosen' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Crypto-erase: 62% (correct answer)', 'Degaussing: 30%', 'Overwriting: 8%']);
    expect(screen.getByRole('button', { name: 'Flag question' })).toBeInTheDocument();
  });

  it('says so when too few learners have answered', async () => {
    const { environment } = renderWithProviders(<AfterAnswer questionId={QUESTION_ID} />, { auth: signedIn });
    act(() => environment.mock.resolveMostRecentOperation(node(null)));
    expect(await screen.findByText('How others answered: not enough answers yet to compare.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flag question' })).toBeInTheDocument();
  });
});
