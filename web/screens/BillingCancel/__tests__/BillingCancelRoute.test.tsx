import { screen } from '@testing-library/react';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { BillingCancelRoute } from '../BillingCancelRoute.tsx';

describe('/billing/cancel', () => {
  it('says checkout was cancelled with nothing charged, and offers the way back to the plans', () => {
    renderWithProviders(<BillingCancelRoute />, { route: '/billing/cancel', auth: signedIn });
    expect(screen.getByRole('heading', { name: 'Checkout cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/No payment was taken/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/subscription');
  });
});
