import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { VerifyEmailRoute } from '../VerifyEmailRoute.tsx';

describe('e-mail verification', () => {
  it('says so when the link has no token, without calling the server', () => {
    const { environment } = renderWithProviders(<VerifyEmailRoute />, { route: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link. No token provided.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('verifies on load: verifying, then success', async () => {
    const { environment } = renderWithProviders(<VerifyEmailRoute />, { route: '/verify-email?token=tok-1' });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address…');
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { token: 'tok-1' } });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { verifyEmail: { __typename: 'VerifyEmailPayload', viewer: null, message: 'Your email address is verified. You can sign in now.' } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your email address is verified. You can sign in now.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows failure with a note that the link may have expired', async () => {
    const { environment } = renderWithProviders(<VerifyEmailRoute />, { route: '/verify-email?token=used' });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          verifyEmail: {
            __typename: 'InvalidLinkError',
            __isError: 'InvalidLinkError',
            message: 'Email verification failed. The link may have expired or already been used.',
          },
        },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Email verification failedThe link may have expired/);
  });

  it("says 'Failed to verify email' when the request fails", async () => {
    const { environment } = renderWithProviders(<VerifyEmailRoute />, { route: '/verify-email?token=tok-2' });
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('Email verification failedFailed to verify email');
  });
});
