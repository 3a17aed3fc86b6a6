import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { ResetPasswordRoute } from '../ResetPasswordRoute.tsx';

const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const GOOD = 'Tidal-Granite-42';

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(label('New Password')), password);
  await user.type(screen.getByLabelText(label('Confirm New Password')), confirm);
  return user;
}

describe('reset password', () => {
  it('says so when the link has no token', () => {
    renderWithProviders(<ResetPasswordRoute />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid password reset link. No token provided.');
    expect(screen.queryByLabelText(label('New Password'))).not.toBeInTheDocument();
  });

  it("checks the rules and the confirmation, then resets and shows the server's answer", async () => {
    const { environment } = renderWithProviders(<ResetPasswordRoute />, { route: '/reset-password?token=tok-1' });
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    const user = await fill(GOOD, 'other');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await user.clear(screen.getByLabelText(label('Confirm New Password')));
    await user.type(screen.getByLabelText(label('Confirm New Password')), GOOD);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { token: 'tok-1', newPassword: GOOD } });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { resetPassword: { __typename: 'MessagePayload', message: 'Your password has been reset. Sign in with your new password.' } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your password has been reset. Sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows a used or expired link under "Password reset failed"', async () => {
    const { environment } = renderWithProviders(<ResetPasswordRoute />, { route: '/reset-password?token=tok-1' });
    const user = await fill(GOOD, GOOD);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          resetPassword: {
            __typename: 'InvalidLinkError',
            __isError: 'InvalidLinkError',
            message: 'Failed to reset password. The link may have expired or already been used.',
          },
        },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Password reset failedFailed to reset password. The link may have expired or already been used.');
  });
});
