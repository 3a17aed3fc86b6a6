import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { commitMutation, fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, type Environment } from 'relay-runtime';
import type { AuthProviderSignOutMutation } from '../__generated__/AuthProviderSignOutMutation.graphql.ts';
import type { AuthProviderViewerQuery, AuthProviderViewerQuery$data } from '../__generated__/AuthProviderViewerQuery.graphql.ts';
import { setReportedUser } from './errorReporting.ts';
import { refreshAccessToken } from './RelayEnvironment.ts';
import { AUTH_ERROR_EVENT, clearSession, getAccessToken, setAccessToken, USER_STORAGE_KEY } from './session.ts';

export interface SessionUser {
  id: string;
  /** The plain account id (the two-factor step and the REST API use it). */
  userId?: string;
  email: string;
  name: string;
  picture: string | null;
  mfa_enabled: boolean;
  subscriptionStatus: string;
  createdAt: string;
}

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut'; user: null };

interface AuthContextValue {
  auth: AuthState;
  /** Stores a new access token (in memory) and loads the user it belongs to. */
  signIn(token: string): Promise<SessionUser | null>;
  /** Ends the session on the server, then forgets token, cached user and session storage. */
  signOut(): Promise<void>;
  /** Loads the signed-in user again (after a profile or two-factor change). */
  reload(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const viewerQuery = graphql`
  query AuthProviderViewerQuery {
    viewer {
      id
      userId
      email
      name
      picture
      mfaEnabled
      subscriptionStatus
      createdAt
    }
  }
`;

const signOutMutation = graphql`
  mutation AuthProviderSignOutMutation {
    signOut {
      message
    }
  }
`;

function toSessionUser(viewer: AuthProviderViewerQuery$data['viewer']): SessionUser | null {
  if (!viewer) return null;
  const { mfaEnabled, createdAt, picture, ...rest } = viewer;
  return { ...rest, picture: picture ?? null, createdAt: String(createdAt), mfa_enabled: mfaEnabled };
}

async function fetchViewer(environment: Environment): Promise<SessionUser | null> {
  if (!getAccessToken()) return null;
  const data = await fetchQuery<AuthProviderViewerQuery>(environment, viewerQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  return toSessionUser(data?.viewer ?? null);
}

/** Marks every record stale, so no screen shows the previous user's data from the store. */
function invalidateStore(environment: Environment) {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}

/**
 * Holds the session (spec 4): on start it tries a refresh and, when that works, loads the viewer;
 * otherwise the visitor stays signed out. The user is cached in local storage under `user`.
 */
export function AuthProvider({ children, initial }: { children: ReactNode; initial?: AuthState }) {
  const environment = useRelayEnvironment();
  const [auth, setAuth] = useState<AuthState>(initial ?? { status: 'loading', user: null });
  const started = useRef(false);

  const apply = useCallback((user: SessionUser | null) => {
    if (user) {
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      setAuth({ status: 'signedIn', user });
    } else {
      localStorage.removeItem(USER_STORAGE_KEY);
      setAuth({ status: 'signedOut', user: null });
    }
    setReportedUser(user?.id ?? null);
  }, []);

  useEffect(() => {
    // Once per mount, even when StrictMode runs effects twice: a second refresh would replay the cookie.
    if (initial || started.current) return;
    started.current = true;
    refreshAccessToken()
      .then((outcome) => (outcome.token ? fetchViewer(environment) : null))
      .catch(() => null)
      .then(apply);
  }, [apply, environment, initial]);

  // A session that ends by itself (failed refresh) signs the user out here too.
  useEffect(() => {
    const ended = () => {
      invalidateStore(environment);
      apply(null);
    };
    window.addEventListener(AUTH_ERROR_EVENT, ended);
    return () => window.removeEventListener(AUTH_ERROR_EVENT, ended);
  }, [apply, environment]);

  const signIn = useCallback(
    async (token: string) => {
      setAccessToken(token);
      invalidateStore(environment);
      const user = await fetchViewer(environment).catch(() => null);
      apply(user);
      return user;
    },
    [apply, environment],
  );

  const signOut = useCallback(async () => {
    // The server revokes the session named by the refresh cookie; a failure still signs out here.
    await new Promise<void>((resolve) => {
      commitMutation<AuthProviderSignOutMutation>(environment, {
        mutation: signOutMutation,
        variables: {},
        onCompleted: () => resolve(),
        onError: () => resolve(),
      });
    });
    clearSession();
    invalidateStore(environment);
    apply(null);
  }, [apply, environment]);

  const reload = useCallback(async () => {
    const user = await fetchViewer(environment).catch(() => null);
    if (user) apply(user);
  }, [apply, environment]);

  const value = useMemo<AuthContextValue>(() => ({ auth, signIn, signOut, reload }), [auth, signIn, signOut, reload]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Free, monthly and annual are the known plans; any other status is a premium member (spec 3). */
export function isPaid(user: SessionUser | null): boolean {
  return user !== null && user.subscriptionStatus !== 'free';
}
