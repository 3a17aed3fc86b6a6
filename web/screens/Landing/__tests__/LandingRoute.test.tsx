import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { RouteQuery } from '../../../app/RouteQuery.tsx';
import { renderWithProviders, signedIn, type TestAuth } from '../../../test/render.tsx';
import { LandingRoute } from '../LandingRoute.tsx';

// As the route table has it: the route starts the query as the page is entered.
const LandingRouteQuery = () => import('../../../__generated__/LandingRouteQuery.graphql.ts');

const QUESTION = {
  text: 'Who owns the risk of a business system?',
  options: ['The CISO', 'The business owner', 'The auditor', 'The vendor'],
  domainName: 'Security and Risk Management',
  difficulty: 'easy',
};

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

async function renderLanding(auth?: TestAuth) {
  const view = renderWithProviders(
    <Suspense fallback="loading">
      <RouteQuery query={LandingRouteQuery} fetchPolicy="store-or-network" screen={LandingRoute} />
      <Location />
    </Suspense>,
    auth ? { auth } : {},
  );
  // The query's artifact arrives (a dynamic import), then the query is sent.
  await waitFor(() => expect(view.environment.mock.getAllOperations()).not.toHaveLength(0));
  act(() => {
    view.environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) =>
      MockPayloadGenerator.generate(operation, {
        Question: () => QUESTION,
        ProductConnection: () => ({
          edges: [
            {
              node: {
                name: 'Premium',
                features: ['AI explanations for every answer'],
                prices: [
                  { id: 'p1', amount: 29, currency: 'usd', interval: 'month' },
                  { id: 'p2', amount: 290, currency: 'usd', interval: 'year' },
                ],
              },
            },
          ],
        }),
      }),
    );
  });
  return view;
}

describe('the landing page', () => {
  it('shows the hero, the three feature cards, testimonials, FAQ and footer links', async () => {
    await renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: 'Master the CISSP Exam with Confidence' })).toBeInTheDocument();
    expect(screen.getByText(/interactive practice questions/i)).toHaveTextContent(/LLM-powered explanations/i);
    for (const name of ['Comprehensive Question Bank', 'LLM-Powered Explanations', 'Track Your Progress']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'What learners say' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('shows plan cards from the catalogue with price and interval, the yearly one as BEST VALUE', async () => {
    await renderLanding();
    const monthly = await screen.findByLabelText('Premium Monthly plan');
    expect(monthly).toHaveTextContent('$29');
    expect(monthly).toHaveTextContent('/ month');
    expect(monthly).not.toHaveTextContent('BEST VALUE');
    const yearly = screen.getByLabelText('Premium Yearly plan');
    expect(yearly).toHaveTextContent('$290');
    expect(yearly).toHaveTextContent('/ year');
    expect(yearly).toHaveTextContent('BEST VALUE');
    expect(screen.getByLabelText('Free plan')).toHaveTextContent('$0');
  });

  it('sends Start practicing to /login when signed out and to /practice when signed in', async () => {
    const { unmount } = await renderLanding();
    for (const link of await screen.findAllByRole('link', { name: 'Start practicing' })) expect(link).toHaveAttribute('href', '/login');
    unmount();
    await renderLanding(signedIn);
    for (const link of await screen.findAllByRole('link', { name: 'Start practicing' })) expect(link).toHaveAttribute('href', '/practice');
  });

  it('lets a visitor answer the sample question, graded by the server, with the explanation locked', async () => {
    const user = userEvent.setup();
    const { environment } = await renderLanding();
    const section = await screen.findByRole('region', { name: 'Try a question' });
    const submit = within(section).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(within(section).getByRole('radio', { name: 'The CISO' }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useAnswerSampleQuestionMutation');
    expect(operation.request.variables).toEqual({ input: { answer: 'The CISO' } });
    act(() => {
      environment.mock.resolve(operation, {
        data: { answerSampleQuestion: { __typename: 'AnswerSampleQuestionPayload', isCorrect: false, correctAnswer: 'The business owner' } },
      });
    });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Incorrect. The correct answer is: The business owner');
    for (const radio of within(section).getAllByRole('radio')) expect(radio).toBeDisabled();
    // The words load with their own chunk once the answer is graded.
    expect(await within(section).findByRole('radio', { name: 'The business owner Correct answer' })).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'The CISO Your answer' })).toBeChecked();
    expect(within(section).getByLabelText('AI explanation (locked)')).toHaveTextContent(/Premium adds an AI tutor/);
  });

  it('sends a visitor\'s "Unlock explanations" to sign-in, to come back to the plans after it (not home with an error)', async () => {
    const user = userEvent.setup();
    await renderLanding();
    sessionStorage.clear();
    const section = await screen.findByRole('region', { name: 'Try a question' });
    await user.click(within(section).getByRole('link', { name: 'Unlock explanations' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/login$/);
    expect(sessionStorage.getItem('auth.returnTo')).toBe('/subscription');
  });

  it('takes a signed-in learner\'s "Unlock explanations" straight to the plans', async () => {
    const user = userEvent.setup();
    await renderLanding(signedIn);
    const section = await screen.findByRole('region', { name: 'Try a question' });
    await user.click(within(section).getByRole('link', { name: 'Unlock explanations' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/subscription$/);
  });

  it('shows a typed error from the server', async () => {
    const user = userEvent.setup();
    const { environment } = await renderLanding();
    const section = await screen.findByRole('region', { name: 'Try a question' });
    await user.click(within(section).getByRole('radio', { name: 'The vendor' }));
    await user.click(within(section).getByRole('button', { name: 'Submit' }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { answerSampleQuestion: { __typename: 'InputError', __isError: 'InputError', message: 'Choose one of the options.' } },
      });
    });
    await waitFor(() => expect(within(section).getByText('Choose one of the options.')).toBeInTheDocument());
  });
});
