import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { ForgotPasswordRoute } from '../ForgotPasswordRoute.tsx';

const label = /^Email Address\s*\*?$/;

describe('forgot password', () => {
  it('requires the email', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<ForgotPasswordRoute />);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("sends the request and shows the server's answer", async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<ForgotPasswordRoute />);
    await user.type(screen.getByLabelText(label), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { email: 'ada@example.com' } });
    const message = 'If an account exists for that address, we have sent a link to reset its password.';
    await act(async () => environment.mock.resolveMostRecentOperation({ data: { requestPasswordReset: { __typename: 'MessagePayload', message } } }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says the request failed when it could not be sent', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<ForgotPasswordRoute />);
    await user.type(screen.getByLabelText(label), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to request password resetFailed to send password reset email');
  });
});
