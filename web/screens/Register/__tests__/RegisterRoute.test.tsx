import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULES as SERVER_RULES } from '../../../../graph/auth/passwords.ts';
import { PASSWORD_RULES } from '../../../components/auth/passwordRules.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegisterRoute } from '../RegisterRoute.tsx';

const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const GOOD = 'Tidal-Granite-42';

function rule(name: string) {
  return within(screen.getByRole('list', { name: 'Password requirements' })).getByRole('listitem', { name: new RegExp(`^${name}: `) });
}

describe('registration', () => {
  it('checks the same five rules as the server', () => {
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual(SERVER_RULES.map((r) => r.label));
    for (const sample of ['', 'short', 'alllowercase', 'ALLUPPER123', 'NoDigits!!aa', 'Good-Pass-123', 'Ünïcode-Pass-9']) {
      expect(PASSWORD_RULES.map((r) => r.test(sample))).toEqual(SERVER_RULES.map((r) => r.test(sample)));
    }
  });

  it('shows a live checklist of the five rules', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterRoute />, { route: '/register' });
    for (const name of ['At least 10 characters', 'An uppercase letter', 'A lowercase letter', 'A digit', 'A special character']) {
      expect(rule(name)).toHaveAccessibleName(`${name}: not met`);
    }
    await user.type(screen.getByLabelText(label('Password')), 'abcD1');
    expect(rule('A lowercase letter')).toHaveAccessibleName('A lowercase letter: met');
    expect(rule('An uppercase letter')).toHaveAccessibleName('An uppercase letter: met');
    expect(rule('A digit')).toHaveAccessibleName('A digit: met');
    expect(rule('A special character')).toHaveAccessibleName('A special character: not met');
    expect(rule('At least 10 characters')).toHaveAccessibleName('At least 10 characters: not met');
    await user.type(screen.getByLabelText(label('Password')), '-efghij');
    expect(rule('A special character')).toHaveAccessibleName('A special character: met');
    expect(rule('At least 10 characters')).toHaveAccessibleName('At least 10 characters: met');
  });

  it("keeps Create Account disabled until the form is valid, and says when passwords don't match", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterRoute />, { route: '/register' });
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(label('Full Name')), 'Ada Lovelace');
    await user.type(screen.getByLabelText(label('Email Address')), 'ada@example.com');
    await user.type(screen.getByLabelText(label('Password')), GOOD);
    await user.type(screen.getByLabelText(label('Confirm Password')), `${GOOD}x`);
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(label('Confirm Password')), '{Backspace}');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('refuses to submit an invalid form', () => {
    const { environment } = renderWithProviders(<RegisterRoute />, { route: '/register' });
    fireEvent.submit(screen.getByRole('form', { name: 'Registration' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the form errors before submitting.');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  async function fillAndSubmit() {
    const user = userEvent.setup();
    const view = renderWithProviders(<RegisterRoute />, { route: '/register' });
    await user.type(screen.getByLabelText(label('Full Name')), ' Ada Lovelace ');
    await user.type(screen.getByLabelText(label('Email Address')), 'ada@example.com');
    await user.type(screen.getByLabelText(label('Password')), GOOD);
    await user.type(screen.getByLabelText(label('Confirm Password')), GOOD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(view.environment.mock.getAllOperations()).toHaveLength(1));
    return view.environment;
  }

  it("registers and shows the server's answer", async () => {
    const environment = await fillAndSubmit();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { name: 'Ada Lovelace', email: 'ada@example.com', password: GOOD } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { register: { __typename: 'MessagePayload', message: 'Registration successful. Check your email for a link to verify your address.' } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Registration successful. Check your email for a link to verify your address.');
    expect(screen.queryByRole('form', { name: 'Registration' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under 'Registration failed'", async () => {
    const environment = await fillAndSubmit();
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          register: {
            __typename: 'InputError',
            __isError: 'InputError',
            message: 'This password is too common. Choose one that is harder to guess.',
            field: 'password',
          },
        },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failedThis password is too common. Choose one that is harder to guess.');
  });

  it("says 'Failed to register user' when the request fails", async () => {
    const environment = await fillAndSubmit();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failedFailed to register user');
  });
});
