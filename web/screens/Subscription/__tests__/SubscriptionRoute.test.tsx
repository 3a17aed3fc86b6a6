import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { SESSION_EXPIRED_MESSAGE } from '../../../app/RelayEnvironment.ts';
import { RequestError } from '../../../app/requestErrors.ts';
import { browser } from '../../../components/billing/planNames.ts';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { RouteQueries } from '../../../app/RouteQuery.tsx';
import { SubscriptionRoute } from '../SubscriptionRoute.tsx';

// As the route table has it: the route starts both queries.
const SubscriptionRouteQuery = () => import('../../../__generated__/SubscriptionRouteQuery.graphql.ts');
const SubscriptionRoutePlansQuery = () => import('../../../__generated__/SubscriptionRoutePlansQuery.graphql.ts');

type Env = ReturnType<typeof createMockEnvironment>;

const PRODUCTS = {
  edges: [
    {
      node: {
        id: 'UHJvZHVjdDox',
        name: 'Premium',
        description: 'Every question with AI explanations.',
        features: ['AI explanations for every answer'],
        prices: [
          { id: 'UHJpY2U6MQ==', priceId: 'price_monthly', amount: 29, currency: 'usd', interval: 'month' },
          { id: 'UHJpY2U6Mg==', priceId: 'price_yearly', amount: 290, currency: 'usd', interval: 'year' },
        ],
      },
    },
  ],
};

const PERIOD_END = '2026-12-23T12:00:00.000Z';
const activeMonthly = (cancelAtPeriodEnd = false) => ({
  id: 'U3Vic2NyaXB0aW9uOjE=',
  status: 'active',
  planId: 'price_monthly',
  currentPeriodEnd: PERIOD_END,
  cancelAtPeriodEnd,
  price: { id: 'UHJpY2U6MQ==', interval: 'month', product: { id: 'UHJvZHVjdDox', name: 'Premium' } },
});

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function operation(environment: Env, name: string): OperationDescriptor {
  const found = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
  if (!found) throw new Error(`no pending ${name}; pending: ${environment.mock.getAllOperations().map((op) => op.request.node.operation.name)}`);
  return found;
}

function resolveScreen(environment: Env, { subscription = null as object | null, billingMode = 'DEMO' } = {}) {
  for (const name of ['SubscriptionRouteQuery', 'SubscriptionRoutePlansQuery']) {
    const op = operation(environment, name);
    act(() => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          Query: () => ({ billingMode }),
          User: () => ({ id: 'VXNlcjox', subscriptionStatus: subscription ? 'monthly' : 'free', subscription }),
          ProductConnection: () => PRODUCTS,
        }),
      );
    });
  }
}

async function renderScreen() {
  const environment = createMockEnvironment();
  renderWithProviders(
    <>
      <RouteQueries first={SubscriptionRouteQuery} second={SubscriptionRoutePlansQuery} fetchPolicy="store-and-network" screen={SubscriptionRoute} />
      <Location />
    </>,
    { route: '/subscription', auth: signedIn, environment },
  );
  // Both artifacts arrive (dynamic imports), then both queries are sent.
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(2));
  return environment;
}

describe('/subscription', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("shows the free plan and the catalogue's plans with price and interval, the yearly one BEST VALUE", async () => {
    const environment = await renderScreen();
    resolveScreen(environment);
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Free');
    expect(within(plan).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    const monthly = screen.getByLabelText('Premium monthly plan');
    expect(monthly).toHaveTextContent('$29 / month');
    expect(monthly).not.toHaveTextContent('BEST VALUE');
    const yearly = screen.getByLabelText('Premium yearly plan');
    expect(yearly).toHaveTextContent('$290 / year');
    expect(yearly).toHaveTextContent('BEST VALUE');
  });

  it('shows the current plan, its status and period end', async () => {
    const environment = await renderScreen();
    resolveScreen(environment, { subscription: activeMonthly() });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Premium monthly');
    expect(within(plan).getByLabelText('Status: Active')).toBeInTheDocument();
    expect(plan).toHaveTextContent('Renews on December 23, 2026.');
    expect(within(screen.getByLabelText('Premium monthly plan')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  });

  it("asks for the plan and the list again once an active plan's period ends while the screen is open", async () => {
    jest.useFakeTimers();
    jest.setSystemTime(Date.parse(PERIOD_END) - 10 * 60_000);
    const environment = await renderScreen();
    resolveScreen(environment, { subscription: activeMonthly(true) });
    expect(await screen.findByLabelText(/^Status: Ends on/)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    // A second after the end: the plan's state (Expired) and the list's current plan come from the server.
    await act(async () => jest.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(
        environment.mock
          .getAllOperations()
          .map((op) => op.request.node.operation.name)
          .sort(),
      ).toEqual(['SubscriptionRoutePlansQuery', 'SubscriptionRouteQuery']),
    );
  });

  it('says "Failed to load subscription" and "Failed to load products" when each load fails, and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const environment = await renderScreen();
    act(() => environment.mock.reject(operation(environment, 'SubscriptionRouteQuery'), new Error('boom')));
    act(() => environment.mock.reject(operation(environment, 'SubscriptionRoutePlansQuery'), new Error('boom')));
    expect(await screen.findByText('Failed to load subscription')).toBeInTheDocument();
    expect(screen.getByText('Failed to load products')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Try Again' })[0]);
    expect(operation(environment, 'SubscriptionRouteQuery')).toBeTruthy();
  });

  it('stays silent when the load is refused for want of a session (401)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const environment = await renderScreen();
    // As the network layer fails a request whose session cannot be renewed: code UNAUTHENTICATED.
    const ended = new RequestError(SESSION_EXPIRED_MESSAGE, [{ message: SESSION_EXPIRED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }]);
    act(() => environment.mock.reject(operation(environment, 'SubscriptionRouteQuery'), ended));
    await waitFor(() => expect(screen.queryByLabelText('Loading your plan')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load subscription')).not.toBeInTheDocument();
  });

  it('cancels at the period end after a confirmation, and shows the plan ending', async () => {
    const environment = await renderScreen();
    resolveScreen(environment, { subscription: activeMonthly() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByRole('radio', { name: /At the end of the period/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    const cancel = environment.mock.getMostRecentOperation();
    expect(cancel.request.node.operation.name).toBe('useCancelSubscriptionMutation');
    expect(cancel.request.variables).toEqual({ input: { immediately: false } });
    act(() => {
      environment.mock.resolve(cancel, {
        data: {
          cancelSubscription: {
            __typename: 'CancelSubscriptionPayload',
            viewer: { id: 'VXNlcjox', subscriptionStatus: 'monthly', subscription: activeMonthly(true) },
          },
        },
      });
    });
    // The plan says once when it ends: the chip, not a green Active, and no second notice repeating the date.
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByLabelText('Status: Ends on December 23, 2026')).toBeInTheDocument();
    expect(within(plan).queryByLabelText('Status: Active')).not.toBeInTheDocument();
    expect(plan.textContent!.match(/December 23, 2026/g)).toHaveLength(1);
    expect(plan).toHaveTextContent('Canceled: premium access continues until then, and the plan will not renew.');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('resumes a plan set to end, which then renews as before', async () => {
    const environment = await renderScreen();
    resolveScreen(environment, { subscription: activeMonthly(true) });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    await userEvent.click(within(plan).getByRole('button', { name: 'Resume subscription' }));
    const resume = environment.mock.getMostRecentOperation();
    expect(resume.request.node.operation.name).toBe('useResumeSubscriptionMutation');
    act(() => {
      environment.mock.resolve(resume, {
        data: {
          resumeSubscription: {
            __typename: 'ResumeSubscriptionPayload',
            viewer: { id: 'VXNlcjox', subscriptionStatus: 'monthly', subscription: activeMonthly(false) },
          },
        },
      });
    });
    expect(await within(plan).findByLabelText('Status: Active')).toBeInTheDocument();
    expect(plan).toHaveTextContent('Renews on December 23, 2026.');
    expect(plan).toHaveTextContent('Your subscription is back on: it will renew as before.');
    expect(within(plan).queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('says "Failed to resume subscription" when resuming fails, and keeps the plan ending', async () => {
    const environment = await renderScreen();
    resolveScreen(environment, { subscription: activeMonthly(true) });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    await userEvent.click(within(plan).getByRole('button', { name: 'Resume subscription' }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('network down')));
    expect(await within(plan).findByText('Failed to resume subscription')).toBeInTheDocument();
    expect(within(plan).getByLabelText('Status: Ends on December 23, 2026')).toBeInTheDocument();
  });

  it('cancels now when chosen, and says "Failed to cancel subscription" when it fails', async () => {
    const environment = await renderScreen();
    resolveScreen(environment, { subscription: activeMonthly() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Now/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    const cancel = environment.mock.getMostRecentOperation();
    expect(cancel.request.variables).toEqual({ input: { immediately: true } });
    act(() => environment.mock.reject(cancel, new Error('network down')));
    expect(await within(dialog).findByText('Failed to cancel subscription')).toBeInTheDocument();
  });

  it('runs the demo checkout: the card rules, 1.5 s of processing, success, then the dashboard after 2 s; no card data sent', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const environment = await renderScreen();
    resolveScreen(environment);
    await user.click(await screen.findByRole('button', { name: 'Choose Premium monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to Premium monthly' });

    await user.click(within(dialog).getByRole('button', { name: 'Pay $29' }));
    expect(dialog).toHaveTextContent('Please enter a valid 16-digit card number');
    expect(dialog).toHaveTextContent('Please enter a valid expiry date (MM/YY)');
    expect(dialog).toHaveTextContent('Please enter a valid CVC (3-4 digits)');

    const cardNumber = within(dialog).getByLabelText('Card number');
    await user.type(cardNumber, '4242 4242 4242 4242 123');
    expect(cardNumber).toHaveValue('4242 4242 4242 4242');
    const expiry = within(dialog).getByLabelText('Expiry (MM/YY)');
    await user.type(expiry, '13');
    expect(expiry).toHaveValue('13/');
    await user.type(expiry, '30');
    const cvc = within(dialog).getByLabelText('CVC');
    await user.type(cvc, '12a345');
    expect(cvc).toHaveValue('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29' }));
    expect(dialog).toHaveTextContent('Please enter a valid expiry date (MM/YY)');
    expect(dialog).not.toHaveTextContent('Please enter a valid 16-digit card number');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.clear(expiry);
    await user.type(expiry, '1230');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29' }));
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();

    const checkout = environment.mock.getMostRecentOperation();
    expect(checkout.request.node.operation.name).toBe('useCreateCheckoutSessionMutation');
    expect(checkout.request.variables.input).toMatchObject({ priceId: 'price_monthly', source: 'subscription' });
    await act(async () => {
      environment.mock.resolve(checkout, {
        data: {
          createCheckoutSession: {
            __typename: 'CreateCheckoutSessionPayload',
            sessionId: 'cs_demo_1',
            url: '/billing/success?session_id=cs_demo_1',
            mode: 'DEMO',
          },
        },
      });
    });
    const sync = environment.mock.getMostRecentOperation();
    expect(sync.request.node.operation.name).toBe('useSyncSubscriptionMutation');
    expect(sync.request.variables).toEqual({ input: { sessionId: 'cs_demo_1' } });
    // No card data in what was sent. The idempotency key carries the clock, whose digits can hold "4242"
    // or "1234" (1795942421410 did, and failed CI): it is checked for its own form, the rest by value.
    expect(checkout.request.variables.input.idempotencyKey).toMatch(/^price_monthly-\d+$/);
    const sent = JSON.stringify([checkout.request.variables, sync.request.variables], (key, value) => (key === 'idempotencyKey' ? 'key' : value));
    expect(sent).not.toMatch(/4242|1234|12\/30/);
    act(() => {
      environment.mock.resolve(sync, {
        data: {
          syncSubscription: {
            __typename: 'SyncSubscriptionPayload',
            viewer: { ...signedIn.viewer, subscriptionStatus: 'monthly', subscription: activeMonthly() },
          },
        },
      });
    });
    // Still processing until 1.5 s have passed.
    await act(async () => {
      jest.advanceTimersByTime(1400);
    });
    expect(screen.queryByText('Payment successful! Welcome to Premium.')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByText('Payment successful! Welcome to Premium.')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/subscription');
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard');
  });

  it('says "Failed to process payment. Please try again." when checkout fails, and "Failed to update subscription status" when the sync does', async () => {
    const environment = await renderScreen();
    resolveScreen(environment);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Premium yearly' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
    await userEvent.type(within(dialog).getByLabelText('CVC'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $290' }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline')));
    expect(await within(dialog).findByText('Failed to process payment. Please try again.', {}, { timeout: 3000 })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $290' }));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { createCheckoutSession: { __typename: 'CreateCheckoutSessionPayload', sessionId: 'cs_demo_2', url: '/billing/success', mode: 'DEMO' } },
      });
    });
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline')));
    expect(await within(dialog).findByText('Failed to update subscription status', {}, { timeout: 3000 })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $290' }));
    act(() => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { createCheckoutSession: { __typename: 'InvalidPlanError', __isError: 'InvalidPlanError', message: 'Invalid plan selected' } },
      });
    });
    expect(await within(dialog).findByText('Invalid plan selected', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('in live billing goes to Stripe Checkout, or says "Failed to initiate checkout"', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    const environment = await renderScreen();
    resolveScreen(environment, { billingMode: 'LIVE' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Premium yearly' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const checkout = environment.mock.getMostRecentOperation();
    expect(checkout.request.variables.input.priceId).toBe('price_yearly');
    act(() => {
      environment.mock.resolve(checkout, {
        data: {
          createCheckoutSession: {
            __typename: 'CreateCheckoutSessionPayload',
            sessionId: 'cs_test_1',
            url: 'https://checkout.stripe.com/c/pay/cs_test_1',
            mode: 'LIVE',
          },
        },
      });
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));

    await userEvent.click(screen.getByRole('button', { name: 'Choose Premium monthly' }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline')));
    expect(await screen.findByText('Failed to initiate checkout')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Premium monthly' }));
    act(() => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { createCheckoutSession: { __typename: 'InvalidPlanError', __isError: 'InvalidPlanError', message: 'Invalid plan selected' } },
      });
    });
    expect(await screen.findByText('Invalid plan selected')).toBeInTheDocument();
  });

  it('with billing off shows no demo card form: the checkout is asked for and its refusal shown', async () => {
    const environment = await renderScreen();
    resolveScreen(environment, { billingMode: 'OFF' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Premium monthly' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          createCheckoutSession: { __typename: 'BillingProviderError', __isError: 'BillingProviderError', message: 'Failed to create checkout session' },
        },
      });
    });
    expect(await screen.findByText('Failed to initiate checkout')).toBeInTheDocument();
  });
});
