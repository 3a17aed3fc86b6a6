import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders, signedIn, type TestAuth } from '../../../test/render.tsx';
import { PremiumButton } from '../components/PremiumButton.tsx';

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderButton(auth: TestAuth = signedIn) {
  const environment = createMockEnvironment();
  renderWithProviders(
    <>
      <PremiumButton />
      <Location />
    </>,
    { auth, environment },
  );
  return environment;
}

describe("the landing page's premium button", () => {
  it('starts checkout with price id price_monthly and follows the demo checkout', async () => {
    const environment = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Go Premium' }));
    const checkout = environment.mock.getMostRecentOperation();
    expect(checkout.request.node.operation.name).toBe('useCreateCheckoutSessionMutation');
    expect(checkout.request.variables.input).toMatchObject({ priceId: 'price_monthly', source: 'landing' });
    await act(async () => {
      environment.mock.resolve(checkout, {
        data: {
          createCheckoutSession: {
            __typename: 'CreateCheckoutSessionPayload',
            sessionId: 'cs_demo_9',
            url: '/billing/success?session_id=cs_demo_9',
            mode: 'DEMO',
          },
        },
      });
    });
    expect(screen.getByLabelText('location')).toHaveTextContent('/billing/success?session_id=cs_demo_9');
  });

  it('says "Failed to initiate checkout" when checkout cannot start', async () => {
    const environment = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Go Premium' }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline')));
    expect(await screen.findByText('Failed to initiate checkout')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const environment = renderButton({ status: 'signedOut' });
    await userEvent.click(screen.getByRole('button', { name: 'Go Premium' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(sessionStorage.getItem('auth.returnTo')).toBe('/subscription');
  });
});
