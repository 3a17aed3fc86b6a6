import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderWithProviders, signedIn } from '../../test/render.tsx';
import { App } from '../App.tsx';
import { startSession } from '../AuthProvider.tsx';
import { loadedDemoNotice } from '../demo/loadDemoNotice.ts';
import { prefetchOnIntent, setAppEnvironment, startApp } from '../prefetch.ts';
import { RouteQuery } from '../RouteQuery.tsx';
import { matchRoute } from '../routes.ts';
import { setAccessToken, USER_STORAGE_KEY } from '../session.ts';

const VIEWER = {
  id: 'VXNlcjox',
  userId: 'u-1',
  email: 'ada@example.com',
  name: 'Ada',
  picture: null,
  twoFactor: { enabled: false },
  subscriptionStatus: 'free',
  createdAt: '2026-11-01T00:00:00Z',
  isDemo: false,
};

type MockEnvironment = ReturnType<typeof createMockEnvironment>;
const pending = (environment: MockEnvironment) => environment.mock.getAllOperations().map((operation) => operation.request.node.operation.name);
const named = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.operation.name === name) as OperationDescriptor;

describe("a demo session's notice", () => {
  it('is loaded before the demo learner is signed in, so it shows in the same render as the screen under it', async () => {
    setAccessToken(null);
    globalThis.fetch = jest.fn(
      async () => ({ status: 200, json: async () => ({ data: { refreshSession: { __typename: 'SignInPayload', accessToken: 'a.b.c' } } }) }) as Response,
    ) as typeof fetch;
    const environment = createMockEnvironment();
    const started = startSession(environment);
    await waitFor(() => expect(pending(environment)).toEqual(['AuthProviderViewerQuery']));
    expect(loadedDemoNotice()).toBeNull();
    act(() => environment.mock.resolveMostRecentOperation({ data: { viewer: { ...VIEWER, isDemo: true } } }));
    expect((await started).viewerId).toBe(VIEWER.id);
    expect(loadedDemoNotice()).not.toBeNull();
    setAccessToken(null);
  });
});

describe('a returning learner opening a signed-in screen', () => {
  beforeEach(() => {
    setAccessToken(null);
    localStorage.clear();
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    setAppEnvironment(null);
    window.history.replaceState(null, '', '/');
  });

  it("sends the screen's query with the viewer query once the session is back, not after it, and the screen reads that answer", async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: VIEWER.email }));
    window.history.replaceState(null, '', '/settings');
    // The refresh is the one request the app sends by hand (beneath Relay's network).
    globalThis.fetch = jest.fn(
      async () => ({ status: 200, json: async () => ({ data: { refreshSession: { __typename: 'SignInPayload', accessToken: 'a.b.c' } } }) }) as Response,
    ) as typeof fetch;
    const environment = createMockEnvironment();

    startApp(environment, window.location);
    render(<App environment={environment} />);

    // Both are out at once: the viewer has not answered, and the screen's query is already sent.
    await waitFor(() => expect(pending(environment)).toEqual(expect.arrayContaining(['AuthProviderViewerQuery', 'SettingsRouteQuery'])));
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    const settings = named(environment, 'SettingsRouteQuery');
    act(() =>
      environment.mock.resolve(
        settings,
        MockPayloadGenerator.generate(settings, { User: () => VIEWER, TwoFactorStatus: () => ({ enabled: false, remainingBackupCodes: 0 }) }),
      ),
    );
    act(() => environment.mock.resolve(named(environment, 'AuthProviderViewerQuery'), { data: { viewer: VIEWER } }));

    expect(await screen.findByRole('button', { name: 'Set Up 2FA' })).toBeInTheDocument();
    // The screen took the answer prepared for it: no second query of its own.
    expect(pending(environment)).not.toContain('SettingsRouteQuery');
  });

  it('sends no screen query when the session cannot be refreshed (the guard sends the visitor to sign in)', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: VIEWER.email }));
    window.history.replaceState(null, '', '/dashboard');
    globalThis.fetch = jest.fn(
      async () => ({ status: 200, json: async () => ({ data: { refreshSession: { __typename: 'NotAllowedError', message: 'expired' } } }) }) as Response,
    ) as typeof fetch;
    const environment = createMockEnvironment();

    startApp(environment, window.location);
    render(<App environment={environment} />);

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(pending(environment)).not.toContain('DashboardRouteQuery');
    expect(pending(environment)).not.toContain('AuthProviderViewerQuery');
  });
});

describe('a link to a screen', () => {
  it("starts the screen's query when pressed, before the click navigates, and the screen reads that answer", async () => {
    const user = userEvent.setup();
    setAccessToken('a.b.c');
    const settings = matchRoute('/settings')!.route;
    const environment = createMockEnvironment();
    setAppEnvironment(environment);
    try {
      renderWithProviders(
        <>
          <Link to="/settings" {...prefetchOnIntent('/settings')}>
            Settings
          </Link>
          <Routes>
            <Route path="/" element={<p>Home</p>} />
            <Route path="/settings" element={<RouteQuery query={settings.queries![0].query} screen={settings.component} />} />
          </Routes>
        </>,
        { auth: signedIn, route: '/', environment },
      );
      const link = screen.getByRole('link', { name: 'Settings' });
      await user.pointer({ keys: '[MouseLeft>]', target: link });
      await waitFor(() => expect(pending(environment)).toEqual(['SettingsRouteQuery']));
      expect(screen.getByText('Home')).toBeInTheDocument();

      await user.pointer({ keys: '[/MouseLeft]', target: link });
      await waitFor(() => expect(screen.queryByText('Home')).not.toBeInTheDocument());
      expect(pending(environment)).toEqual(['SettingsRouteQuery']);
      act(() =>
        environment.mock.resolveMostRecentOperation((operation) =>
          MockPayloadGenerator.generate(operation, { TwoFactorStatus: () => ({ enabled: false, remainingBackupCodes: 0 }) }),
        ),
      );
      expect(await screen.findByRole('button', { name: 'Set Up 2FA' })).toBeInTheDocument();
      // The screen took the prepared load: nothing else went out.
      expect(pending(environment)).toEqual([]);
    } finally {
      setAppEnvironment(null);
      setAccessToken(null);
    }
  });
});
