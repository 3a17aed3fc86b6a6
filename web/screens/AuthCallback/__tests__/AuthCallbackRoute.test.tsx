import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SessionBanner } from '../../../app/SessionBanner.tsx';
import { OAUTH_STATE_KEY, RETURN_TO_KEY } from '../../../app/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AuthCallbackRoute, ERROR_REDIRECT_MS } from '../AuthCallbackRoute.tsx';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const renderCallback = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/auth/callback" element={<AuthCallbackRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );

describe('the OAuth callback', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes to /login?error=oauth_not_supported without a code', () => {
    renderCallback('/auth/callback');
    expect(screen.getByText('at /login?error=oauth_not_supported')).toBeInTheDocument();
  });

  it("shows Google's error, then returns to /login after 3 seconds", () => {
    jest.useFakeTimers();
    try {
      renderCallback('/auth/callback?error=access_denied');
      expect(screen.getByRole('alert')).toHaveTextContent('OAuth error: access_denied');
      act(() => jest.advanceTimersByTime(ERROR_REDIRECT_MS - 100));
      expect(screen.queryByText('at /login')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByText('at /login')).toBeInTheDocument();
      expect(ERROR_REDIRECT_MS).toBe(3000);
    } finally {
      jest.useRealTimers();
    }
  });

  it("in the app, Google's error is the callback's to explain: no session banner, and the screen still shows it", () => {
    // The screen loads lazily, after the app's session banner has seen the URL.
    function AfterFirstRender({ children }: { children: ReactNode }) {
      const [ready, setReady] = useState(false);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a second render on purpose, as React.lazy gives
      useEffect(() => setReady(true), []);
      return ready ? children : null;
    }
    jest.useFakeTimers();
    try {
      renderWithProviders(
        <>
          <SessionBanner />
          <AfterFirstRender>
            <Routes>
              <Route path="/auth/callback" element={<AuthCallbackRoute />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </AfterFirstRender>
        </>,
        { route: '/auth/callback?error=access_denied' },
      );
      expect(screen.getByText('OAuth error: access_denied')).toBeInTheDocument();
      expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
      expect(screen.queryByText(/OAuth redirect is deprecated/)).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(ERROR_REDIRECT_MS));
      expect(screen.getByText('at /login')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a state that does not match the stored one, without calling the server', () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'expected');
    const { environment } = renderCallback('/auth/callback?code=c&state=forged');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid state parameter - possible CSRF attack');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('exchanges the code and goes to the stored destination', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'st-1');
    sessionStorage.setItem(RETURN_TO_KEY, '/settings');
    const { environment } = renderCallback('/auth/callback?code=c-1&state=st-1');
    expect(screen.getByRole('status')).toHaveTextContent('Completing your sign-in…');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { code: 'c-1', state: 'st-1' } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { signInWithGoogle: { __typename: 'SignInPayload', accessToken: 'a.b.c', mfaRequired: false, userId: 'u-1' } },
      }),
    );
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('AuthProviderViewerQuery'));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          viewer: {
            id: 'VXNlcjox',
            userId: 'u-1',
            email: 'ada@example.com',
            name: 'Ada',
            picture: null,
            twoFactor: { enabled: false },
            subscriptionStatus: 'free',
            createdAt: '2026-11-01T00:00:00Z',
          },
        },
      }),
    );
    expect(await screen.findByText('at /settings')).toBeInTheDocument();
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  it("shows the server's refusal", async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'st-1');
    const { environment } = renderCallback('/auth/callback?code=c-1&state=st-1');
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { signInWithGoogle: { __typename: 'NotAllowedError', __isError: 'NotAllowedError', message: 'Authentication failed' } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('asks for the second factor when the account has one', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'st-1');
    const { environment } = renderCallback('/auth/callback?code=c-1&state=st-1');
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { signInWithGoogle: { __typename: 'SignInPayload', accessToken: null, mfaRequired: true, userId: 'u-1' } },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication Required' })).toBeInTheDocument();
  });
});
