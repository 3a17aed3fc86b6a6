import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { paid, renderWithProviders, signedIn, type TestAuth } from '../../../test/render.tsx';
import { RouteQuery } from '../../../app/RouteQuery.tsx';
import { practiceVariables } from '../filters.ts';
import { PracticeRoute } from '../PracticeRoute.tsx';

// As the route table has it: the route starts the query, with variables from the address.
const PracticeRouteQuery = () => import('../../../__generated__/PracticeRouteQuery.graphql.ts');

const QUESTIONS = [
  {
    id: 'UXVlc3Rpb246ZDItMDAx',
    text: 'Who decides the classification of data?',
    options: ['The owner', 'The custodian', 'The user', 'The auditor'],
    domainName: 'Asset Security',
    difficulty: 'easy',
    type: 'SINGLE_CHOICE',
  },
  {
    id: 'UXVlc3Rpb246ZDItMDAy',
    text: 'Which control removes data from an SSD?',
    options: ['Degaussing', 'Crypto-erase', 'Overwriting once', 'Formatting'],
    domainName: 'Asset Security',
    difficulty: 'medium',
    type: 'SINGLE_CHOICE',
  },
];
const CORRECT = ['The owner', 'Crypto-erase'];

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderPractice({ route = '/practice', auth = signedIn }: { route?: string; auth?: TestAuth } = {}) {
  const environment = createMockEnvironment();
  const view = renderWithProviders(
    <>
      <RouteQuery query={PracticeRouteQuery} variables={practiceVariables} screen={PracticeRoute} />
      <Location />
    </>,
    { route, auth, environment },
  );
  // The query's artifact arrives (a dynamic import), then the query is sent.
  await waitFor(() => expect(environment.mock.getAllOperations()).not.toHaveLength(0));
  return { ...view, environment };
}

type MockQuestion = (typeof QUESTIONS)[number];
type MockAnswer = {
  id: string;
  isCorrect: boolean;
  chosenOption: string;
  correctAnswer: string;
  answeredAt: string;
  explanation: string;
  rationales: string[];
  optionRationales?: { option: string; rationale: string; correct: boolean }[];
  interactionOutcome?: null;
};

/** The set as the server keeps it: its questions, each with the options in this showing's order and the viewer's answer once given. */
function session(questions: readonly MockQuestion[], { current = 0, answers = [] as (MockAnswer | null)[], shown = [] as (string[] | undefined)[] } = {}) {
  if (!questions.length) return null;
  return {
    id: 'practice-set-1',
    createdAt: '2026-11-21T09:59:00.000Z',
    current,
    items: questions.map((question, i) => ({
      options: shown[i] ?? question.options,
      interaction: null,
      question: { ...question, viewerAnswer: answers[i] ?? null },
    })),
  };
}

/** The questions of the set last served (as resolveSet gave them), which a graded answer's payload carries again. */
let served: readonly MockQuestion[] = QUESTIONS;

function resolveSet(
  environment: ReturnType<typeof createMockEnvironment>,
  questions: readonly MockQuestion[] = QUESTIONS,
  progress = { totalAnswered: 5, percent: 40 },
  { aiTutor = true }: { aiTutor?: boolean } = {},
) {
  // Whether a language model is configured, asked once the set shows: answered as it is asked.
  environment.mock.queueOperationResolver((operation) => (operation.request.node.operation.name === 'useAiTutorQuery' ? { data: { aiTutor } } : null));
  served = questions;
  act(() => {
    environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) => {
      expect(operation.request.node.operation.name).toBe('PracticeRouteQuery');
      return MockPayloadGenerator.generate(operation, {
        Query: () => ({ practiceSession: session(questions), viewer: { id: 'VXNlcjox', progress } }),
      });
    });
  });
}

const STATS = {
  totalPoints: 140,
  level: 2,
  title: 'Apprentice',
  experiencePoints: 140,
  currentLevelXP: 100,
  nextLevelXP: 250,
  currentStreak: 3,
  longestStreak: 5,
  lastActivityDate: '2026-11-21',
  questionsAnswered: 6,
  correctAnswers: 3,
  accuracy: 50,
};
const NO_AWARD = { pointsEarned: 10, streakBonus: 0, levelUp: false, level: 2, dailyChallengeCompleted: false, newBadges: [] as unknown[] };

/** Answers the pending submit as the server would, for question `index`. */
function grade(
  environment: ReturnType<typeof createMockEnvironment>,
  index: number,
  progress = { totalAnswered: 6, correctAnswers: 3, percent: 50 },
  award: Partial<typeof NO_AWARD> = {},
  stats: Partial<typeof STATS> = {},
) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.operation.name).toBe('useSubmitAnswerMutation');
  const { answer } = operation.request.variables.input;
  const graded = {
    id: `answer-${index}`,
    isCorrect: answer === CORRECT[index],
    chosenOption: answer,
    interactionOutcome: null,
    correctAnswer: CORRECT[index],
    answeredAt: '2026-11-21T10:00:00.000Z',
    domainName: 'Asset Security',
    difficulty: 'easy',
    explanation: `Why: ${CORRECT[index]} is the answer.`,
    optionRationales: QUESTIONS[index].options.map((o) => ({ option: o, rationale: `Rationale for ${o}.`, correct: o === CORRECT[index] })),
  };
  act(() => {
    environment.mock.resolve(operation, {
      data: {
        submitAnswer: {
          __typename: 'SubmitAnswerPayload',
          ...NO_AWARD,
          ...award,
          // The graded answer arrives on its question, where the screen reads it.
          question: { ...(served.find((q) => q.id === QUESTIONS[index].id) ?? QUESTIONS[index]), viewerAnswer: graded },
          answer: { ...graded, question: { id: QUESTIONS[index].id, text: QUESTIONS[index].text } },
          viewer: {
            id: 'VXNlcjox',
            examDate: null,
            reviewQueue: { dueCount: 0, cardCount: 0, nextDueAt: null },
            progress: { ...progress, byDomain: [], passLine: 70 },
            stats: { ...STATS, ...stats },
          },
        },
      },
    });
  });
  return operation;
}

/** Runs Relay's garbage collection as the store schedules it when queries are released. */
async function collectGarbage(environment: ReturnType<typeof createMockEnvironment>) {
  // The Store type leaves it out; RelayModernStore has it, and it honours holdGC() as releases do.
  (environment.getStore() as unknown as { scheduleGC(): void }).scheduleGC();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('practice', () => {
  beforeEach(() => {
    served = QUESTIONS;
  });

  it('shows a spinner while the set loads, then question 1 of n', async () => {
    const { environment } = await renderPractice();
    expect(screen.getByRole('progressbar', { name: 'Loading questions' })).toBeInTheDocument();
    resolveSet(environment);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText(QUESTIONS[0].text)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByLabelText('Overall progress')).toHaveTextContent('Overall: 5 answered, 40% correct');
  });

  it('says "Failed to load questions" when loading fails, and Try Again loads again', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice();
    act(() => environment.mock.rejectMostRecentOperation(new Error('network down')));
    expect(await screen.findByText('Failed to load questions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    resolveSet(environment);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
  });

  it('says so when no question matches the filters', async () => {
    const { environment } = await renderPractice({ route: '/practice?domain=ASSET_SECURITY&difficulty=hard' });
    resolveSet(environment, []);
    expect(await screen.findByText('No questions available for the selected filters. Try different filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('submits only with a choice, locks the choices, shows the grade, and Next resets for the next question', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice();
    resolveSet(environment);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /The custodian/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    const operation = grade(environment, 0);
    expect(operation.request.variables.input).toEqual({
      questionId: QUESTIONS[0].id,
      answer: 'The custodian',
      idempotencyKey: expect.any(String),
      timeSpentMs: expect.any(Number),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect.The correct answer is: The owner');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    // Right and wrong in words on the choices themselves, not by colour alone.
    expect(screen.getByRole('radio', { name: 'The owner Correct answer' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'The custodian Your answer' })).toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => /answer/.test(radio.closest('label')?.textContent ?? ''))).toHaveLength(2);
    // The payload updated the viewer's figures in the store: no query was sent again, only the
    // question's statistics ("How others answered"), which the server gives once it is answered.
    expect(screen.getByLabelText('Overall progress')).toHaveTextContent('Overall: 6 answered, 50% correct');
    expect(environment.mock.getAllOperations().map((o) => o.request.node.operation.name)).toEqual(['AfterAnswerQuery']);
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

  it('shows every learner, free ones too, the explanation and why each of the four options is right or wrong', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice();
    resolveSet(environment, QUESTIONS, undefined, { aiTutor: false });
    // Nothing of it before the answer.
    expect(screen.queryByRole('region', { name: 'Why each option is right or wrong' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /The custodian/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    const lesson = await screen.findByRole('region', { name: 'Why each option is right or wrong' });
    expect(lesson).toHaveTextContent('Why: The owner is the answer.');
    const options = within(lesson).getAllByRole('listitem');
    expect(options.map((item) => item.textContent)).toEqual([
      'The ownerCorrect answerRationale for The owner.',
      'The custodianYour answerRationale for The custodian.',
      'The userRationale for The user.',
      'The auditorRationale for The auditor.',
    ]);
    // No language model configured: no tutor, no follow-up box, nothing to upgrade to.
    expect(screen.queryByRole('button', { name: /AI tutor/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ask a follow-up question' })).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations().map((o) => o.request.node.operation.name)).toEqual(['AfterAnswerQuery']);
  });

  it('gives paid learners no tutor and no follow-up box where no model is configured', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice({ auth: paid });
    resolveSet(environment, [QUESTIONS[0]], undefined, { aiTutor: false });
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    // After the answer, and again in the summary of this one-question set.
    const [lesson] = await screen.findAllByRole('region', { name: 'Why each option is right or wrong' });
    expect(lesson).toHaveTextContent('Rationale for The auditor.');
    const summary = await screen.findByRole('region', { name: 'Set summary' });
    expect(screen.queryByRole('button', { name: /AI tutor/ })).not.toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ask a follow-up question' })).not.toBeInTheDocument();
  });

  it("offers free learners the AI tutor's upgrade prompt where a model is configured, with no call made, and Next closes it", async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice();
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    await user.click(await screen.findByRole('button', { name: 'AI tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'The AI tutor' });
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    // No explanation call: the one operation is the question's statistics.
    expect(environment.mock.getAllOperations().map((o) => o.request.node.operation.name)).toEqual(['AfterAnswerQuery']);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Ask the AI tutor' })).not.toBeInTheDocument();
  });

  it('gives paid learners the AI tutor instead of the upgrade prompt', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice({ auth: paid });
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    expect(screen.queryByRole('button', { name: 'AI tutor' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ask the AI tutor' }));
    const explanation = environment.mock.getMostRecentOperation();
    expect(explanation.request.node.operation.name).toBe('AiExplanationSubscription');
    expect(explanation.request.variables).toEqual({ questionId: QUESTIONS[0].id });
    expect(screen.getByText('Writing the explanation…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.queryByText('Writing the explanation…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /AI tutor/ })).not.toBeInTheDocument();
  });

  it('chooses with A-D as well as 1-4, in either case', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice();
    resolveSet(environment);
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await user.keyboard('b');
    expect(screen.getByRole('radio', { name: /The custodian/ })).toBeChecked();
    await user.keyboard('D');
    expect(screen.getByRole('radio', { name: /The auditor/ })).toBeChecked();
    await user.keyboard('e');
    expect(screen.getByRole('radio', { name: /The auditor/ })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(grade(environment, 0).request.variables.input.answer).toBe('The auditor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect.');
  });

  it('works from the keyboard: 1-4 choose, Enter submits, N goes on', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice();
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
    const { environment } = await renderPractice();
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
    const { environment } = await renderPractice();
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
    const { environment } = await renderPractice({ route: '/practice?domain=ASSET_SECURITY' });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      domain: 'ASSET_SECURITY',
      difficulty: null,
      type: null,
      challenge: false,
      review: false,
      set: 'NEW',
    });
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Hard' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/practice?domain=ASSET_SECURITY&difficulty=hard');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      domain: 'ASSET_SECURITY',
      difficulty: 'hard',
      type: null,
      challenge: false,
      review: false,
      set: 'NEW',
    });
    resolveSet(environment, [QUESTIONS[1], QUESTIONS[0]]);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText(QUESTIONS[1].text)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Domain' }));
    await user.click(await screen.findByRole('option', { name: 'All domains' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/practice\?difficulty=hard$/);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      domain: null,
      difficulty: 'hard',
      type: null,
      challenge: false,
      review: false,
      set: 'NEW',
    });
  });

  it('shows the points each answer earned, with the streak bonus', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice();
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0, undefined, { pointsEarned: 25, streakBonus: 15 });
    expect(await screen.findByLabelText('Points earned')).toHaveTextContent('+25 points (including a 15-point streak bonus)');
    expect(screen.queryByLabelText('Celebration')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(screen.getByRole('radio', { name: /Degaussing/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 1, undefined, { pointsEarned: 2 });
    expect(await screen.findByLabelText('Points earned')).toHaveTextContent(/^\+2 points$/);
  });

  it('celebrates a new badge, a new level and a completed daily challenge', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice();
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(
      environment,
      0,
      undefined,
      {
        pointsEarned: 135,
        levelUp: true,
        level: 3,
        dailyChallengeCompleted: true,
        newBadges: [{ id: 'QmFkZ2U6ZGFpbHk=', name: 'Challenge Accepted', description: 'Complete a daily challenge.' }],
      },
      { level: 3, title: 'Student' },
    );
    const celebration = await screen.findByLabelText('Celebration');
    expect(celebration).toHaveTextContent('Congratulations!');
    expect(celebration).toHaveTextContent('Badge unlocked: Challenge Accepted (+100 points)');
    expect(celebration).toHaveTextContent('Level up! You reached level 3: Student');
    expect(celebration).toHaveTextContent('Daily challenge complete! +25 points');
    await user.click(within(celebration).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByLabelText('Celebration')).not.toBeInTheDocument());
  });

  it("practises the daily challenge's questions with ?challenge=daily", async () => {
    const { environment } = await renderPractice({ route: '/practice?challenge=daily' });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ domain: null, difficulty: null, type: null, challenge: true, review: false, set: 'NEW' });
    act(() => {
      environment.mock.resolve(operation, {
        data: { practiceSession: session(QUESTIONS), viewer: { id: 'VXNlcjox', progress: { totalAnswered: 5, percent: 40 }, weakestDomain: null } },
      });
    });
    expect(screen.getByRole('heading', { name: 'Daily challenge' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText(QUESTIONS[0].text)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Domain' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Free practice' })).toHaveAttribute('href', '/practice');
    // Once its questions are answered, the challenge leads back to the dashboard, not to itself again.
    const user = userEvent.setup();
    for (let i = 0; i < QUESTIONS.length; i++) {
      await user.click(screen.getByRole('radio', { name: new RegExp(CORRECT[i]) }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      grade(environment, i);
      if (i < QUESTIONS.length - 1) await user.click(await screen.findByRole('button', { name: 'Next Question' }));
      else await screen.findByText('Set complete: 2 of 2 correct.');
    }
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Practise another set' })).not.toBeInTheDocument();
  });

  it("ends a set with its summary: score, time, domain split, and a review of each answer with the bank's explanation", async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice();
    resolveSet(environment, [QUESTIONS[0], { ...QUESTIONS[1], domainName: 'Security Operations' }]);
    await user.click(await screen.findByRole('radio', { name: /The custodian/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    expect(screen.queryByRole('region', { name: 'Set summary' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(screen.getByRole('radio', { name: /Crypto-erase/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 1);

    const summary = await screen.findByRole('region', { name: 'Set summary' });
    expect(within(summary).getByRole('status')).toHaveTextContent('Set complete: 1 of 2 correct.');
    expect(within(summary).getByLabelText('Score')).toHaveTextContent('Score: 50%');
    expect(within(summary).getByLabelText('Time taken')).toHaveTextContent(/^Time: \d+ s$/);
    const split = within(summary).getByRole('table', { name: 'Domain split' });
    expect(within(split).getByRole('row', { name: 'Asset Security 0 of 1' })).toBeInTheDocument();
    expect(within(split).getByRole('row', { name: 'Security Operations 1 of 1' })).toBeInTheDocument();

    const review = within(summary).getByRole('list', { name: 'Review of answers' });
    const wrong = within(review).getByLabelText('Question 1: incorrect');
    expect(wrong).toHaveTextContent(QUESTIONS[0].text);
    expect(wrong).toHaveTextContent('Your answer: The custodian');
    expect(wrong).toHaveTextContent('Correct answer: The owner');
    expect(wrong).toHaveTextContent('ExplanationWhy: The owner is the answer.');
    // All four options with their rationales, not only the chosen one and the key.
    expect(
      within(wrong)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The ownerCorrect answerRationale for The owner.',
      'The custodianYour answerRationale for The custodian.',
      'The userRationale for The user.',
      'The auditorRationale for The auditor.',
    ]);
    const right = within(review).getByLabelText('Question 2: correct');
    expect(right).toHaveTextContent('Your answer: Crypto-erase');
    expect(right).not.toHaveTextContent('Correct answer:');
    expect(within(right).getAllByRole('listitem')).toHaveLength(4);
    // Free learners: the key and the bank's words, no AI tutor (a pointer to the plans instead, a model being configured).
    expect(within(summary).queryByRole('button', { name: /AI tutor/ })).not.toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    expect(within(summary).getByRole('link', { name: 'Practise my mistakes' })).toHaveAttribute('href', '/practice?set=mistakes');

    // Another set: the server's set is closed first, then a new one is loaded.
    await user.click(within(summary).getByRole('button', { name: 'Practise another set' }));
    const close = environment.mock.getMostRecentOperation();
    expect(close.request.node.operation.name).toBe('useClosePracticeSetMutation');
    expect(close.request.variables).toEqual({ id: 'practice-set-1' });
    act(() => environment.mock.resolve(close, { data: { closePracticeSet: true } }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('PracticeRouteQuery'));
  });

  it('keeps the graded answers on screen when the store collects its garbage', async () => {
    // The answer arrives on its question (viewerAnswer), which the screen's query retains: Relay's
    // collection, run as other queries are released, leaves it under the feedback and the summary.
    const user = userEvent.setup();
    const { environment } = await renderPractice();
    resolveSet(environment);
    await user.click(await screen.findByRole('radio', { name: /The custodian/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    await act(() => collectGarbage(environment));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect.The correct answer is: The owner');
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(screen.getByRole('radio', { name: /Crypto-erase/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 1);
    await act(() => collectGarbage(environment));
    const summary = await screen.findByRole('region', { name: 'Set summary' });
    expect(within(summary).getByLabelText('Question 1: incorrect')).toHaveTextContent('Your answer: The custodian');
    expect(within(summary).getByLabelText('Question 2: correct')).toHaveTextContent('Your answer: Crypto-erase');
    expect(screen.queryByText('Failed to load questions')).not.toBeInTheDocument();
  });

  it('offers paid learners the AI tutor on each answer in the summary', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice({ auth: paid });
    resolveSet(environment, [QUESTIONS[0]]);
    await user.click(await screen.findByRole('radio', { name: /The owner/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 0);
    const summary = await screen.findByRole('region', { name: 'Set summary' });
    expect(within(summary).queryByRole('link', { name: 'Practise my mistakes' })).not.toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'AI tutor on question 1' }));
    const explanation = environment.mock.getMostRecentOperation();
    expect(explanation.request.node.operation.name).toBe('AiExplanationSubscription');
    expect(explanation.request.variables).toEqual({ questionId: QUESTIONS[0].id });
  });

  it('switches between a new set, my mistakes, my weakest domain and the review through the URL', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice({ route: '/practice?domain=ASSET_SECURITY' });
    resolveSet(environment);
    const sets = await screen.findByRole('group', { name: 'Practice set' });
    expect(within(sets).getByRole('button', { name: 'New questions' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(sets).getByRole('button', { name: 'My mistakes' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/practice?domain=ASSET_SECURITY&set=mistakes');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      domain: 'ASSET_SECURITY',
      difficulty: null,
      type: null,
      challenge: false,
      review: false,
      set: 'MISTAKES',
    });
    expect(screen.getByRole('heading', { name: 'Practise my mistakes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Domain' })).toBeInTheDocument();
    resolveSet(environment, []);
    expect(await screen.findByText('No mistakes to practise: questions you answer wrongly come back here.')).toBeInTheDocument();

    await user.click(within(sets).getByRole('button', { name: 'My weakest domain' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/practice?domain=ASSET_SECURITY&set=weakest');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ set: 'WEAKEST_DOMAIN', review: false });
    expect(screen.queryByRole('combobox', { name: 'Domain' })).not.toBeInTheDocument();
    act(() => {
      environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) =>
        MockPayloadGenerator.generate(operation, {
          Query: () => ({
            practiceSession: session(QUESTIONS),
            viewer: { id: 'VXNlcjox', progress: { totalAnswered: 12, percent: 50 }, weakestDomain: { name: 'Asset Security', percent: 40, totalAnswered: 5 } },
          }),
        }),
      );
    });
    expect(await screen.findByLabelText('Weakest domain')).toHaveTextContent('Your weakest domain: Asset Security, 40% correct over 5 answers.');

    await user.click(within(sets).getByRole('button', { name: 'Review due' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/practice?domain=ASSET_SECURITY&review=1');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ set: 'NEW', review: true });

    await user.click(within(sets).getByRole('button', { name: 'New questions' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/practice\?domain=ASSET_SECURITY$/);
  });

  it('resumes a set the server kept: at its first unanswered question, with the earlier answers, their feedback and the chips', async () => {
    // The page's own clock, moved by hand: the time shown must not depend on how long the test takes.
    let clock = Date.parse('2026-11-21T10:05:00.000Z');
    const now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
    const { environment } = await renderPractice();
    const earlier: MockAnswer = {
      id: 'answer-0',
      isCorrect: false,
      chosenOption: 'The custodian',
      interactionOutcome: null,
      correctAnswer: 'The owner',
      answeredAt: '2026-11-21T10:00:00.000Z',
      explanation: 'Why: The owner is the answer.',
      rationales: QUESTIONS[0].options.map((o) => `Rationale for ${o}.`),
      optionRationales: QUESTIONS[0].options.map((o) => ({ option: o, rationale: `Rationale for ${o}.`, correct: o === 'The owner' })),
    };
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          practiceSession: session(QUESTIONS, { current: 1, answers: [earlier] }),
          viewer: { id: 'VXNlcjox', progress: { totalAnswered: 5, percent: 40 }, weakestDomain: null },
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Question 1: incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Question 2: not answered (current)')).toBeInTheDocument();
    // The earlier question, from its chip: the answer given and its feedback, then back to the open one.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Question 1: incorrect' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect.The correct answer is: The owner');
    expect(screen.getByRole('radio', { name: /The custodian/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Question 2: not answered' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Crypto-erase/ }));
    clock += 7_000;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    grade(environment, 1);
    const summary = await screen.findByRole('region', { name: 'Set summary' });
    now.mockRestore();
    expect(within(summary).getByRole('status')).toHaveTextContent('Set complete: 1 of 2 correct.');
    expect(within(summary).getByLabelText('Question 1: incorrect')).toHaveTextContent(
      /Correct answer: The owner.*The ownerCorrect answerRationale for The owner\./,
    );
    // The time taken counts the minute the server saw before the reload, then this page's 7 seconds.
    expect(within(summary).getByLabelText('Time taken')).toHaveTextContent(/^Time: 1 min 0?7 s$/);
  });

  it('shows the options in the order of this showing, and sends the option itself', async () => {
    const { environment } = await renderPractice();
    const shown = ['The auditor', 'The owner', 'The user', 'The custodian'];
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          practiceSession: session(QUESTIONS, { shown: [shown] }),
          viewer: { id: 'VXNlcjox', progress: { totalAnswered: 5, percent: 40 }, weakestDomain: null },
        },
      });
    });
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(shown);
    // Key 2 chooses the second option shown, and the answer sent is its text.
    const user = userEvent.setup();
    await user.keyboard('2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({ answer: 'The owner' });
  });

  it('says how to get a weakest domain when none has enough answers yet', async () => {
    const { environment } = await renderPractice({ route: '/practice?set=weakest' });
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { practiceSession: null, viewer: { id: 'VXNlcjox', progress: { totalAnswered: 2, percent: 50 }, weakestDomain: null } },
      });
    });
    expect(await screen.findByText(/Answer at least 5 questions in a domain first/)).toBeInTheDocument();
  });

  it('filters by type, and answers an ordering item with its response: the outcome, part by part, comes from the store', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice({ route: '/practice?type=ORDERING' });
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ type: 'ORDERING', set: 'NEW' });
    const ordering = {
      id: 'UXVlc3Rpb246ZDEtb3JkLTkwMA==',
      text: 'Place the steps of a risk assessment in order.',
      options: [],
      topicName: 'Security and Risk Management',
      difficulty: 'medium',
      type: 'ORDERING',
      viewerAnswer: null,
    };
    // Shown shuffled: Conduct, Prepare, Communicate.
    const elements = [
      { id: 'e2', text: 'Conduct' },
      { id: 'e1', text: 'Prepare' },
      { id: 'e3', text: 'Communicate' },
    ];
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          practiceSession: {
            id: 'practice-set-2',
            createdAt: '2026-11-21T09:59:00.000Z',
            current: 0,
            items: [{ options: [], interaction: { __typename: 'OrderingInteraction', elements }, question: ordering }],
          },
          viewer: { id: 'VXNlcjox', progress: { totalAnswered: 5, percent: 40 }, weakestDomain: null },
        },
      });
    });
    const list = await screen.findByRole('list', { name: ordering.text });
    // No option keys for an interactive item.
    expect(screen.queryByText(/Keys: 1 to/)).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Move up: Prepare' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useSubmitAnswerMutation');
    const input = operation.request.variables.input;
    expect(input).toMatchObject({ questionId: ordering.id, response: { order: ['e1', 'e2', 'e3'] } });
    expect(input.answer).toBeUndefined();

    const step = (id: string, text: string, correctPosition: number, givenPosition: number) => ({
      element: { id, text },
      correct: correctPosition === givenPosition,
      chosen: null,
      correctPosition,
      givenPosition,
      correctTarget: null,
      givenTarget: null,
      rationale: `Why ${text} is step ${correctPosition}.`,
    });
    const graded = {
      id: 'answer-ord',
      isCorrect: false,
      chosenOption: 'e1,e2,e3',
      correctAnswer: 'e1,e3,e2',
      answeredAt: '2026-11-21T10:00:00.000Z',
      explanation: 'Prepare first, conduct the assessment, then communicate its results.',
      optionRationales: [],
      interactionOutcome: {
        type: 'ORDERING',
        correct: false,
        chosenRegion: null,
        correctRegion: null,
        items: [step('e1', 'Prepare', 1, 1), step('e3', 'Communicate', 2, 3), step('e2', 'Conduct', 3, 2)],
      },
    };
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          SubmitAnswerPayload: () => ({ __typename: 'SubmitAnswerPayload', ...NO_AWARD, question: { ...ordering, viewerAnswer: graded }, answer: graded }),
        }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect\.Scored all or nothing/);
    // On the question, and again in the summary of this one-item set.
    const [outcome, inSummary] = await screen.findAllByRole('list', { name: 'Your order against the right one' });
    expect(within(screen.getByRole('region', { name: 'Set summary' })).getByRole('list', { name: 'Your order against the right one' })).toBe(inSummary);
    const rows = within(outcome).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1. PrepareRightYou placed it 1: right.Why Prepare is step 1.',
      '2. CommunicateWrongYou placed it 3; it belongs 2.Why Communicate is step 2.',
      '3. ConductWrongYou placed it 2; it belongs 3.Why Conduct is step 3.',
    ]);
    // The widget is gone once graded: the outcome replaces it.
    expect(screen.queryByRole('button', { name: /^Move up/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Explanation' })[0]).toHaveTextContent(graded.explanation);
  });

  it('puts the Type filter into the URL and the query', async () => {
    const user = userEvent.setup();
    const { environment } = await renderPractice({ route: '/practice?domain=ASSET_SECURITY' });
    resolveSet(environment);
    await user.click(await screen.findByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Hotspot' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/practice?domain=ASSET_SECURITY&type=HOTSPOT');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ domain: 'ASSET_SECURITY', type: 'HOTSPOT' });
  });
});
