import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { BillingSuccessRoute } from '../BillingSuccessRoute.tsx';

const synced = (subscription: object | null) => ({
  data: {
    syncSubscription: {
      __typename: 'SyncSubscriptionPayload',
      viewer: { ...signedIn.viewer, subscriptionStatus: subscription ? 'annual' : 'free', subscription },
    },
  },
});

const ANNUAL = {
  id: 'U3Vic2NyaXB0aW9uOjE=',
  status: 'active',
  planId: 'price_yearly',
  currentPeriodEnd: '2027-11-28T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  price: { id: 'UHJpY2U6Mg==', interval: 'year', product: { id: 'UHJvZHVjdDox', name: 'Premium' } },
};

function renderSuccess() {
  const environment = createMockEnvironment();
  renderWithProviders(<BillingSuccessRoute />, { route: '/billing/success?session_id=cs_test_42', auth: signedIn, environment });
  return environment;
}

describe('/billing/success', () => {
  it('syncs the checkout named in the address, then welcomes the learner naming the plan', async () => {
    const environment = renderSuccess();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription...');
    const sync = environment.mock.getMostRecentOperation();
    expect(sync.request.node.operation.name).toBe('useSyncSubscriptionMutation');
    expect(sync.request.variables).toEqual({ input: { sessionId: 'cs_test_42' } });
    act(() => environment.mock.resolve(sync, synced(ANNUAL)));
    expect(await screen.findByRole('heading', { name: 'Welcome to Premium!' })).toBeInTheDocument();
    expect(screen.getByText(/Your Premium yearly plan is active/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says "Failed to sync subscription" when the sync fails, and tries again on request', async () => {
    const environment = renderSuccess();
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline')));
    expect(await screen.findByText('Failed to sync subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to subscription' })).toHaveAttribute('href', '/subscription');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    act(() =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { syncSubscription: { __typename: 'BillingProviderError', __isError: 'BillingProviderError', message: 'Failed to sync subscription' } },
      }),
    );
    expect(await screen.findByText('Failed to sync subscription')).toBeInTheDocument();
  });

  it('thanks the learner when the payment is not confirmed yet', async () => {
    const environment = renderSuccess();
    act(() => environment.mock.resolve(environment.mock.getMostRecentOperation(), synced(null)));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });
});
