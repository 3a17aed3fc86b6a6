import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setReportedUser } from './errorReporting.ts';
import { getAccessToken, setAccessToken, USER_STORAGE_KEY } from './session.ts';

export interface SessionUser {
  id: string;
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
  /** Stores a new access token and loads the user it belongs to. */
  signIn(token: string): Promise<SessionUser | null>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const VIEWER_QUERY = 'query AuthViewer { viewer { id email name picture mfaEnabled subscriptionStatus createdAt } }';

async function fetchViewer(): Promise<SessionUser | null> {
  const token = getAccessToken();
  if (!token) return null;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: VIEWER_QUERY }),
  });
  if (!response.ok) return null;
  const viewer = (await response.json())?.data?.viewer;
  if (!viewer) return null;
  const { mfaEnabled, ...rest } = viewer;
  return { ...rest, mfa_enabled: mfaEnabled };
}

/**
 * Holds the session (spec 4). On start it asks the server for a session; until the accounts
 * work lands there is none to restore, so visitors start signed out.
 */
export function AuthProvider({ children, initial }: { children: ReactNode; initial?: AuthState }) {
  const [auth, setAuth] = useState<AuthState>(initial ?? { status: 'loading', user: null });

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
    if (initial) return;
    let cancelled = false;
    fetchViewer()
      .catch(() => null)
      .then((user) => {
        if (!cancelled) apply(user);
      });
    return () => {
      cancelled = true;
    };
  }, [apply, initial]);

  const value = useMemo<AuthContextValue>(
    () => ({
      auth,
      signIn: async (token) => {
        setAccessToken(token);
        const user = await fetchViewer();
        apply(user);
        return user;
      },
      signOut: async () => {
        setAccessToken(null);
        sessionStorage.clear();
        apply(null);
      },
    }),
    [auth, apply],
  );
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
