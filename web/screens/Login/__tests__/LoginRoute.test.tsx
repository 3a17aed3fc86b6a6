import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { OAUTH_STATE_KEY, RETURN_TO_KEY, setAccessToken } from '../../../app/session.ts';
import { renderWithProviders, signedIn, signedOut, type TestAuth } from '../../../test/render.tsx';
import { DEMO_FALLBACK_DELAY_MS, DEMO_FALLBACK_NOTICE, googleRedirect } from '../components/GoogleSignIn.tsx';
import { LoginRoute } from '../LoginRoute.tsx';
import { RouteQuery } from '../../../app/RouteQuery.tsx';

// As the route table has it: the route starts the query as the page is entered.
const LoginRouteQuery = () => import('../../../__generated__/LoginRouteQuery.graphql.ts');

const VIEWER = {
  id: 'VXNlcjox',
  userId: 'u-1',
  email: 'ada@example.com',
  name: 'Ada',
  picture: null,
  twoFactor: { enabled: false },
  subscriptionStatus: 'free',
  createdAt: '2026-11-01T00:00:00Z',
};

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

/** Resolves the pending operation of a name with a payload. */
async function resolve(environment: RelayMockEnvironment, name: string, data: object) {
  let operation;
  await waitFor(() => {
    operation = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    expect(operation).toBeDefined();
  });
  await act(async () => environment.mock.resolve(operation!, { data } as never));
  return operation!;
}

async function renderLogin({
  auth = signedOut,
  google = false,
  demo = true,
  route = '/login',
}: { auth?: TestAuth; google?: boolean; demo?: boolean; route?: string } = {}) {
  const view = renderWithProviders(
    <Suspense fallback="loading">
      <Routes>
        <Route path="/login" element={<RouteQuery query={LoginRouteQuery} fetchPolicy="store-or-network" screen={LoginRoute} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </Suspense>,
    { auth, route },
  );
  if (auth.status === 'signedOut') {
    await resolve(view.environment, 'LoginRouteQuery', { googleSignIn: { enabled: google }, demoSignIn: demo });
    await screen.findByRole('heading', { name: 'Sign in' });
  }
  return view;
}

const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(label('Email Address')), email);
  if (password) await user.type(screen.getByLabelText(label('Password')), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('the sign-in screen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setAccessToken(null);
  });

  it('has Google and Email tabs, the email form with a password toggle, and the links', async () => {
    const user = userEvent.setup();
    await renderLogin();
    expect(screen.getByRole('tab', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    const email = screen.getByLabelText(label('Email Address'));
    expect(email).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText(label('Password'));
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('requires email and password', async () => {
    const { environment } = await renderLogin();
    await fillAndSubmit('ada@example.com', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Email and password are required');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows the server's message for wrong credentials, and a spinner while busy", async () => {
    const { environment } = await renderLogin();
    await fillAndSubmit('ada@example.com', 'wrong-password');
    expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign In/ })).toBeDisabled();
    const op = await resolve(environment, 'useSignInMutation', {
      signIn: { __typename: 'InvalidCredentialsError', __isError: 'InvalidCredentialsError', message: 'Invalid email or password' },
    });
    expect(op.request.variables).toEqual({ input: { email: 'ada@example.com', password: 'wrong-password' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('shows the unexpected-error message when the request fails', async () => {
    const { environment } = await renderLogin();
    await fillAndSubmit('ada@example.com', 'pw');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('signs in and returns to the page the user came from', async () => {
    sessionStorage.setItem(RETURN_TO_KEY, '/practice?domain=ASSET_SECURITY');
    const { environment } = await renderLogin();
    await fillAndSubmit('ada@example.com', 'Correct-Horse-1!');
    await resolve(environment, 'useSignInMutation', { signIn: { __typename: 'SignInPayload', accessToken: 'a.b.c', mfaRequired: false, userId: 'u-1' } });
    await resolve(environment, 'AuthProviderViewerQuery', { viewer: VIEWER });
    expect(await screen.findByText('at /practice')).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('goes to /dashboard when there is nowhere to return to, and redirects an already signed-in visitor at once', async () => {
    await renderLogin({ auth: signedIn });
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
  });

  it('asks for the second factor: digits only, at most 6, then verifies', async () => {
    const { environment } = await renderLogin();
    const user = await fillAndSubmit('ada@example.com', 'Correct-Horse-1!');
    await resolve(environment, 'useSignInMutation', { signIn: { __typename: 'SignInPayload', accessToken: null, mfaRequired: true, userId: 'u-1' } });
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication Required' })).toBeInTheDocument();
    const input = screen.getByLabelText('Verification code');
    await user.type(input, '12a3b45678');
    expect(input).toHaveValue('123456');
    await user.clear(input);
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit code');

    await user.type(input, '456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const op = await resolve(environment, 'useVerifyTwoFactorSignInMutation', {
      verifyTwoFactorSignIn: { __typename: 'InvalidCodeError', __isError: 'InvalidCodeError', message: 'Invalid MFA code' },
    });
    expect(op.request.variables).toEqual({ input: { userId: 'u-1', code: '123456' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code. Please try again.');

    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await resolve(environment, 'useVerifyTwoFactorSignInMutation', { verifyTwoFactorSignIn: { __typename: 'SignInPayload', accessToken: 'a.b.c' } });
    await resolve(environment, 'AuthProviderViewerQuery', { viewer: { ...VIEWER, twoFactor: { enabled: true } } });
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });

  it('takes a backup code instead, which really works', async () => {
    const { environment } = await renderLogin();
    const user = await fillAndSubmit('ada@example.com', 'Correct-Horse-1!');
    await resolve(environment, 'useSignInMutation', { signIn: { __typename: 'SignInPayload', accessToken: null, mfaRequired: true, userId: 'u-1' } });
    await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    expect(screen.queryByText('Backup code functionality coming soon')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Backup code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const op = await resolve(environment, 'useVerifyTwoFactorSignInMutation', { verifyTwoFactorSignIn: { __typename: 'SignInPayload', accessToken: 'a.b.c' } });
    expect(op.request.variables).toEqual({ input: { userId: 'u-1', code: 'ABCDE-FGHJK' } });
    await resolve(environment, 'AuthProviderViewerQuery', { viewer: VIEWER });
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });

  it('explains /auth/callback without a code', async () => {
    await renderLogin({ route: '/login?error=oauth_not_supported' });
    expect(screen.getByText('OAuth redirect is deprecated. Please use the Google sign-in button above instead.')).toBeInTheDocument();
  });

  describe('the Google tab', () => {
    it('without Google: the spec message, then the demo login after 2 seconds', async () => {
      jest.useFakeTimers();
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        const { environment } = await renderLogin({ google: false });
        await user.click(screen.getByRole('tab', { name: 'Google' }));
        await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
        expect(screen.getByText('Google authentication is being set up. Please use the demo login for now.')).toBeInTheDocument();
        // Said before it happens, with a way out.
        expect(screen.getByText(DEMO_FALLBACK_NOTICE)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(DEMO_FALLBACK_DELAY_MS - 100));
        expect(environment.mock.getAllOperations()).toHaveLength(0);
        act(() => jest.advanceTimersByTime(100));
        expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('useSignInAsDemoMutation');
        act(() =>
          environment.mock.resolveMostRecentOperation({
            data: { signInAsDemo: { __typename: 'UnavailableError', __isError: 'UnavailableError', message: 'Demo authentication failed. Please try again.' } },
          }),
        );
        await act(async () => {});
        expect(screen.getByRole('alert')).toHaveTextContent('Demo authentication failed. Please try again.');
      } finally {
        jest.useRealTimers();
      }
    });

    it('Cancel stops the demo fallback and gives the buttons back', async () => {
      jest.useFakeTimers();
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        const { environment } = await renderLogin({ google: false });
        await user.click(screen.getByRole('tab', { name: 'Google' }));
        await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(screen.queryByText(DEMO_FALLBACK_NOTICE)).toBeNull();
        act(() => jest.advanceTimersByTime(DEMO_FALLBACK_DELAY_MS * 2));
        expect(environment.mock.getAllOperations()).toHaveLength(0);
        expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Try the demo account' })).toBeEnabled();
      } finally {
        jest.useRealTimers();
      }
    });

    it('with demo sign-in off, no demo account is announced', async () => {
      const user = userEvent.setup();
      await renderLogin({ google: false, demo: false });
      await user.click(screen.getByRole('tab', { name: 'Google' }));
      await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      expect(screen.queryByText(DEMO_FALLBACK_NOTICE)).toBeNull();
    });

    it('with Google: stores the state and goes to the authorization URL', async () => {
      const go = jest.spyOn(googleRedirect, 'go').mockImplementation(() => {});
      const user = userEvent.setup();
      const { environment } = await renderLogin({ google: true });
      expect(screen.getByRole('tab', { name: 'Google' })).toHaveAttribute('aria-selected', 'true');
      await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      await resolve(environment, 'useStartGoogleSignInMutation', {
        startGoogleSignIn: { __typename: 'GoogleSignInStart', state: 'st-1', nonce: 'n', authorizationUrl: 'https://accounts.example/auth?x=1', clientId: 'c' },
      });
      await waitFor(() => expect(go).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
      expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBe('st-1');
      go.mockRestore();
    });

    it('offers the demo account on the Email tab too, and says when an address made too many', async () => {
      const user = userEvent.setup();
      const { environment } = await renderLogin();
      expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
      const panel = screen.getByRole('tabpanel');
      await user.click(within(panel).getByRole('button', { name: 'Try the demo account' }));
      await resolve(environment, 'useSignInAsDemoMutation', {
        signInAsDemo: { __typename: 'RateLimitedError', __isError: 'RateLimitedError', message: 'Too many attempts. Please try again later.' },
      });
      expect(await within(panel).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
      await user.click(within(panel).getByRole('button', { name: 'Try the demo account' }));
      await resolve(environment, 'useSignInAsDemoMutation', { signInAsDemo: { __typename: 'SignInPayload', accessToken: 'a.b.c' } });
      await resolve(environment, 'AuthProviderViewerQuery', { viewer: { ...VIEWER, name: 'Demo Learner' } });
      expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
    });

    it('offers no demo on the Email tab when demo sign-in is off', async () => {
      await renderLogin({ demo: false });
      expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Try the demo account' })).toBeNull();
    });

    it('offers the demo account directly', async () => {
      const user = userEvent.setup();
      const { environment } = await renderLogin();
      await user.click(screen.getByRole('tab', { name: 'Google' }));
      const panel = screen.getByRole('tabpanel');
      await user.click(within(panel).getByRole('button', { name: 'Try the demo account' }));
      await resolve(environment, 'useSignInAsDemoMutation', { signInAsDemo: { __typename: 'SignInPayload', accessToken: 'a.b.c' } });
      await resolve(environment, 'AuthProviderViewerQuery', { viewer: { ...VIEWER, name: 'Demo Learner' } });
      expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
    });
  });
});
