import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { AuthProvider, SESSION_ENDED_MESSAGE, useAuth, useViewer } from '../AuthProvider.tsx';
import { AUTH_ERROR_EVENT, getAccessToken, setAccessToken, USER_STORAGE_KEY } from '../session.ts';

function Status() {
  const { auth } = useAuth();
  return <p>{auth.status === 'signedIn' ? <SignedInAs /> : auth.status}</p>;
}

/** The name as the store holds it. */
function SignedInAs() {
  return <>signed in as {useViewer()?.name}</>;
}

const VIEWER = {
  id: 'VXNlcjox',
  userId: 'u-1',
  email: 'ada@example.com',
  name: 'Ada',
  picture: null,
  twoFactor: { enabled: true },
  subscriptionStatus: 'free',
  createdAt: '2026-11-01T00:00:00Z',
  isDemo: false,
};

function start(refreshAnswer: unknown) {
  globalThis.fetch = jest.fn(async () => ({ status: 200, json: async () => refreshAnswer }) as Response) as typeof fetch;
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <AuthProvider>
        <Status />
      </AuthProvider>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe('the session on start', () => {
  beforeEach(() => {
    setAccessToken(null);
    localStorage.clear();
  });

  it('tries a refresh, then loads the viewer, holds the user and caches it under `user`', async () => {
    const environment = start({ data: { refreshSession: { __typename: 'SignInPayload', accessToken: 'a.b.c' } } });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('AuthProviderViewerQuery');
    expect((globalThis.fetch as jest.Mock).mock.calls).toHaveLength(1);
    // The refresh goes out as its persisted operation (an id, not the document).
    const sent = JSON.parse(String(((globalThis.fetch as jest.Mock).mock.calls[0][1] as RequestInit).body));
    expect(sent.operationName).toBe('RelayEnvironmentRefreshSessionMutation');
    expect(sent.extensions.persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{32,64}$/);
    act(() => environment.mock.resolve(operation, { data: { viewer: VIEWER } }));
    await screen.findByText('signed in as Ada');
    expect(getAccessToken()).toBe('a.b.c');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toMatchObject({ email: 'ada@example.com', mfa_enabled: true, userId: 'u-1' });
  });

  it('stays signed out when there is no session to refresh', async () => {
    localStorage.setItem(USER_STORAGE_KEY, '{"name":"stale"}');
    const environment = start({ data: { refreshSession: { __typename: 'NotAllowedError', message: 'Your session has expired. Please sign in again.' } } });
    await screen.findByText('signedOut');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('tells a returning learner whose session was revoked why they are signed out', async () => {
    localStorage.setItem(USER_STORAGE_KEY, '{"name":"Ada"}');
    const events: unknown[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(AUTH_ERROR_EVENT, listen);
    try {
      start({ data: { refreshSession: { __typename: 'NotAllowedError', message: 'Your session has expired. Please sign in again.' } } });
      await screen.findByText('signedOut');
      expect(events).toEqual([{ reason: 'session_invalid', message: SESSION_ENDED_MESSAGE }]);
    } finally {
      window.removeEventListener(AUTH_ERROR_EVENT, listen);
    }
  });

  it('signs the user out when the session ends by itself (auth-error event)', async () => {
    const environment = start({ data: { refreshSession: { __typename: 'SignInPayload', accessToken: 'a.b.c' } } });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => environment.mock.resolveMostRecentOperation({ data: { viewer: VIEWER } }));
    await screen.findByText('signed in as Ada');
    act(() => {
      window.dispatchEvent(new CustomEvent(AUTH_ERROR_EVENT, { detail: { reason: 'session_expired' } }));
    });
    expect(screen.getByText('signedOut')).toBeInTheDocument();
  });
});
