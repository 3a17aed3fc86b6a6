import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { AuthState } from '../../../app/AuthProvider.tsx';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { PracticeRoute } from '../PracticeRoute.tsx';

const QUESTIONS = [
  { id: 'UXVlc3Rpb246ZDItMDAx', text: 'Who decides the classification of data?', options: ['The owner', 'The custodian', 'The user', 'The auditor'], topicName: 'Asset Security', difficulty: 'easy' },
  { id: 'UXVlc3Rpb246ZDItMDAy', text: 'Which control removes data from an SSD?', options: ['Degaussing', 'Crypto-erase', 'Overwriting once', 'Formatting'], topicName: 'Asset Security', difficulty: 'medium' },
];
const CORRECT = ['The owner', 'Crypto-erase'];
const paid: AuthState = { status: 'signedIn', user: { ...signedIn.user!, subscriptionStatus: 'monthly' } };

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPractice({ route = '/practice', auth = signedIn }: { route?: string; auth?: AuthState } = {}) {
  const environment = createMockEnvironment();
  const view = renderWithProviders(
    <>
      <PracticeRoute />
      <Location />
    </>,
    { route, auth, environment },
  );
  return { ...view, environment };
}

function resolveSet(environment: ReturnType<typeof createMockEnvironment>, questions = QUESTIONS, progress = { totalAnswered: 5, percent: 40 }) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) => {
      expect(operation.request.node.operation.name).toBe('PracticeRouteQuery');
      return MockPayloadGenerator.generate(operation, {
        Query: () => ({ practiceSet: questions, viewer: { id: 'VXNlcjox', progress } }),
      });
    });
  });
}

/** Answers the pending submit as the server would, for question `index`. */
function grade(environment: ReturnType<typeof createMockEnvironment>, index: number, progress = { totalAnswered: 6, correctAnswers: 3, percent: 50 }) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.operation.name).toBe('useSubmitAnswerMutation');
  const { answer } = operation.request.variables.input;
  act(() => {
    environment.mock.resolve(operation, {
      data: {
        submitAnswer: {
          __typename: 'SubmitAnswerPayload',
          recorded: true,
          answer: {
            id: `answer-${index}`,
            isCorrect: answer === CORRECT[index],
            chosenOption: answer,
            correctAnswer: CORRECT[index],
            answeredAt: '2026-11-21T10:00:00.000Z',
            domainName: 'Asset Security',
            difficulty: 'easy',
            question: { id: QUESTIONS[index].id, text: QUESTIONS[index].text },
          },
          viewer: { id: 'VXNlcjox', progress: { ...progress, byDomain: [] } },
        },
      },
    });
  });
  return operation;
}

describe('practice', () => {
  it('shows a spinner while the set loads, then question 1 of n', async () => {
    const { environment } = renderPractice();
    expect(screen.getByRole('progressbar', { name: 'Loading questions' })).toBeInTheDocument();
    resolveSet(environment);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText(QUESTIONS[0].text)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByLabelText('Overall progress')).toHaveTextContent('Overall: 5 answered, 40% correct');
  });

  it('says "Failed to load questions" when loading fails, and Retry loads again', async () => {
    const user = userEvent.setup();
    const { environment } = renderPractice();
    act(() => environment.mock.rejectMostRecentOperation(new Error('network down')));
    expect(await screen.findByText('Failed to load questions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    resolveSet(environment);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
  });

  it('says so when no question matches the filters', async () => {
    const { environment } = renderPractice({ route: '/practice?domain=ASSET_SECURITY&difficulty=hard' });
    resolveSet(environment, []);
    expect(await screen.findByText('No questions available for the selected filters. Try different filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('submits only with a choice, locks the choices, shows the grade, and Next resets for the next question', async () => {
    const user = userEvent.setup();
    const { environment } = renderPractice();
    resolveSet(environment);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /The custodian/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    const operation = grade(environment, 0);
    expect(operation.request.variables.input).toEqual({ questionId: QUESTIONS[0].id, answer: 'The custodian', idempotencyKey: expect.any(String) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect.The correct answer is: The owner');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    // The payload updated the viewer's figures in the store: no query was sent again.
    expect(screen.getByLabelText('Overall progress')).toHaveTextContent('Overall: 6 answered, 50% correct');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    const set = screen.getByRole('list', { name: 'Questions in this set' });
    expect(within(set).getByLabelText('Question 1: incorrect (current)')).toBeInTheDocument();
    expect(within(set).getByLabelText('Question 2: not answered')).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Next Question' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeEnabled();
      expect(radio).not.toBeChecked();
    }
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Crypto-erase/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct!The correct answer is: Crypto-erase');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    expect(screen.getByText('Set complete: 1 of 2 correct.')).toBeInTheDocument();
  });

  it('offers free learners the upgrade prompt, with no call made, and Next closes it', async () => {
    const user = userEvent.setup();
    const { environment } = renderPractice();
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    await user.click(await screen.findByRole('button', { name: 'Upgrade for Explanations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock explanations' });
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'View Explanation' })).not.toBeInTheDocument();
  });

  it('gives paid learners the explanation button instead of the upgrade prompt', async () => {
    const user = userEvent.setup();
    const { environment } = renderPractice({ auth: paid });
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    expect(screen.queryByRole('button', { name: 'Upgrade for Explanations' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'View Explanation' }));
    expect(screen.getByText(/Explanations for premium members/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.queryByText(/Explanations for premium members/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Explanation' })).not.toBeInTheDocument();
  });

  it('works from the keyboard: 1-4 choose, Enter submits, N goes on', async () => {
    const user = userEvent.setup();
    const { environment } = renderPractice();
    resolveSet(environment);
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: /The custodian/ })).toBeChecked();
    await user.keyboard('1');
    expect(screen.getByRole('radio', { name: /The owner/ })).toBeChecked();
    await user.keyboard('n');
    expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    grade(environment, 0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct!');
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.keyboard('3');
    expect(screen.getByRole('radio', { name: /The owner/ })).toBeChecked();
    await user.keyboard('N');
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();
  });

  it('keeps the answer and its idempotency key when a submit fails, so a retry is recorded once', async () => {
    const user = userEvent.setup();
    const { environment } = renderPractice();
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const failed = environment.mock.getMostRecentOperation();
    act(() => environment.mock.reject(failed, new Error('offline')));
    expect(await screen.findByText('Failed to record progress')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const retried = grade(environment, 0);
    expect(retried.request.variables.input.idempotencyKey).toBe(failed.request.variables.input.idempotencyKey);
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct!');
  });

  it('shows a typed error from the server', async () => {
    const user = userEvent.setup();
    const { environment } = renderPractice();
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { submitAnswer: { __typename: 'InputError', __isError: 'InputError', message: 'This question is not available.' } },
      });
    });
    expect(await screen.findByText('This question is not available.')).toBeInTheDocument();
  });

  it('loads the domain from the URL, and a new level reloads the set from question 1 with the URL updated', async () => {
    const user = userEvent.setup();
    const { environment } = renderPractice({ route: '/practice?domain=ASSET_SECURITY' });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ domain: 'ASSET_SECURITY', difficulty: null });
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Hard' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/practice?domain=ASSET_SECURITY&difficulty=hard');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ domain: 'ASSET_SECURITY', difficulty: 'hard' });
    resolveSet(environment, [QUESTIONS[1], QUESTIONS[0]]);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText(QUESTIONS[1].text)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Domain' }));
    await user.click(await screen.findByRole('option', { name: 'All domains' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/practice\?difficulty=hard$/);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ domain: null, difficulty: 'hard' });
  });
});
