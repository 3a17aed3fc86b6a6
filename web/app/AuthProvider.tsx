import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { commitMutation, fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import {
  commitLocalUpdate,
  createOperationDescriptor,
  type Disposable,
  type Environment,
  getRequest,
  type IEnvironment,
  type OperationDescriptor,
  type Snapshot,
} from 'relay-runtime';
import type { AuthProviderSignOutMutation } from '../__generated__/AuthProviderSignOutMutation.graphql.ts';
import type { AuthProviderViewerQuery, AuthProviderViewerQuery$data } from '../__generated__/AuthProviderViewerQuery.graphql.ts';
import { loadDemoNotice } from './demo/loadDemoNotice.ts';
import { setReportedUser } from './errorReporting.ts';
import { refreshAccessToken } from './RelayEnvironment.ts';
import { AUTH_ERROR_EVENT, clearSession, raiseAuthError, getAccessToken, setAccessToken, USER_STORAGE_KEY } from './session.ts';

/** Said when a returning learner's session was signed out elsewhere or expired. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended: it was signed out from another device or it expired. Please sign in again.';

/**
 * Whether someone is signed in, and which user record of the Relay store is them. The user's
 * fields are never copied here: they are read from the store (`useViewer`), which every mutation
 * payload that returns `viewer` keeps current.
 */
export type AuthState = { status: 'loading' } | { status: 'signedIn'; viewerId: string } | { status: 'signedOut' };

interface AuthContextValue {
  auth: AuthState;
  /** Stores a new access token (in memory) and loads the viewer it belongs to into the store. */
  signIn(token: string): Promise<string | null>;
  /** Ends the session on the server, then forgets token, cached user and session storage. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in user as the app shell shows it (top bar, paid features, the `user` cache). The query
 * spreads it unmasked, so its data is the viewer itself; the subscription watcher spreads it to refresh it.
 */
const _AuthProviderViewer = graphql`
  fragment AuthProvider_viewer on User {
    id
    userId
    email
    name
    picture
    twoFactor {
      enabled
    }
    subscriptionStatus
    createdAt
    isDemo
  }
`;

const ViewerQuery = graphql`
  query AuthProviderViewerQuery {
    viewer {
      ...AuthProvider_viewer @relay(mask: false)
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

export type Viewer = NonNullable<AuthProviderViewerQuery$data['viewer']>;

export function viewerOperation(): OperationDescriptor {
  return createOperationDescriptor(getRequest(ViewerQuery), {});
}

/**
 * Loads the viewer into the store; answers the viewer's record id, or null when signed out. A demo
 * session's notice is loaded before it answers (web/app/demo/loadDemoNotice.ts).
 */
async function fetchViewer(environment: IEnvironment): Promise<string | null> {
  if (!getAccessToken()) return null;
  const data = await fetchQuery<AuthProviderViewerQuery>(environment, ViewerQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (data?.viewer?.isDemo) await loadDemoNotice().catch(() => null);
  return data?.viewer?.id ?? null;
}

/** What starting the session gave: the refresh's outcome, and the viewer's record id (null when signed out). */
interface SessionStart {
  refreshed: boolean;
  /** The refresh could not be sent (offline): the session may well be there still. */
  unreachable?: boolean;
  viewerId: string | null;
  /** The viewer query, retained from before its fetch: the provider holds it for the session. */
  retained: Disposable | null;
}

const starts = new WeakMap<IEnvironment, Promise<SessionStart>>();

/**
 * Refreshes the session and loads the viewer into the store, once per environment. web/main.tsx
 * calls it before React renders, so the refresh goes out as soon as the shell's code has run and
 * the route's query (prepared beside it) can start the moment the token is back, in parallel with
 * the viewer query; the AuthProvider reads the same outcome. Never rejects (offline: signed out).
 */
export function startSession(environment: IEnvironment): Promise<SessionStart> {
  let start = starts.get(environment);
  if (!start) {
    start = refreshAccessToken()
      .then(async (outcome) => {
        if (!outcome.token) return { refreshed: false, viewerId: null, retained: null };
        const retained = environment.retain(viewerOperation());
        const viewerId = await fetchViewer(environment).catch(() => null);
        return { refreshed: true, viewerId, retained };
      })
      .catch(() => ({ refreshed: false, unreachable: true, viewerId: null, retained: null }));
    starts.set(environment, start);
  }
  return start;
}

/** Marks every record stale, so no screen shows the previous user's data from the store. */
function invalidateStore(environment: Environment) {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}

/** The `user` key of local storage: a cache of the store's viewer, in the User shape of the REST responses (mfa_enabled, createdAt as a string). */
function cacheUser(viewer: Viewer | null | undefined) {
  if (!viewer) return;
  // isDemo is the app's own (the demo notice reads it from the store), not a field of the spec's cache.
  const { id, userId, email, name, picture, twoFactor, subscriptionStatus, createdAt } = viewer;
  // The cache keeps the spec's REST names: mfa_enabled for the API's twoFactor.enabled.
  const user = { id, userId, email, name, picture: picture ?? null, mfa_enabled: twoFactor.enabled, subscriptionStatus, createdAt: String(createdAt) };
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the store holds the viewer; the cache is a convenience.
  }
}

/**
 * Holds the session: on start it tries a refresh and, when that works, loads the viewer
 * into the Relay store; otherwise the visitor stays signed out. While signed in the viewer's
 * record is kept in the store (retained) and written to local storage under `user` whenever it
 * changes there.
 */
export function AuthProvider({ children, initial }: { children: ReactNode; initial?: AuthState }) {
  const environment = useRelayEnvironment();
  const [auth, setAuth] = useState<AuthState>(initial ?? { status: 'loading' });
  const started = useRef(false);
  // The viewer query stays in the store for the whole session, even with no screen showing it.
  const held = useRef<Disposable | null>(null);
  const hold = useCallback(() => {
    held.current ??= environment.retain(viewerOperation());
  }, [environment]);
  const release = useCallback(() => {
    held.current?.dispose();
    held.current = null;
  }, []);

  const apply = useCallback(
    (viewerId: string | null) => {
      if (viewerId) {
        setAuth({ status: 'signedIn', viewerId });
      } else {
        release();
        localStorage.removeItem(USER_STORAGE_KEY);
        setAuth({ status: 'signedOut' });
      }
      setReportedUser(viewerId);
    },
    [release],
  );

  const viewerId = auth.status === 'signedIn' ? auth.viewerId : null;
  useEffect(() => {
    if (!viewerId) return;
    hold();
    // A snapshot with missing fields (another query wrote the viewer's record without them) is not
    // cached: the cache would lose what it had, and a missing nested field (twoFactor) would throw.
    const cache = (snapshot: Snapshot) => {
      if (!snapshot.isMissingData) cacheUser((snapshot.data as AuthProviderViewerQuery$data | null)?.viewer);
    };
    const snapshot = environment.lookup(viewerOperation().fragment);
    cache(snapshot);
    const subscription = environment.subscribe(snapshot, cache);
    return () => subscription.dispose();
  }, [environment, hold, viewerId]);

  useEffect(() => {
    // Once per mount, even when StrictMode runs effects twice: a second refresh would replay the cookie.
    if (initial || started.current) return;
    started.current = true;
    // A user cached from an earlier visit whose refresh now fails: the session was revoked or ran out.
    const hadSession = localStorage.getItem(USER_STORAGE_KEY) !== null;
    void startSession(environment).then(({ refreshed, unreachable, viewerId: id, retained }) => {
      if (retained) {
        if (held.current) retained.dispose();
        else held.current = retained;
      }
      if (!refreshed && !unreachable && hadSession) raiseAuthError({ reason: 'session_invalid', message: SESSION_ENDED_MESSAGE });
      apply(id);
    });
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
      hold();
      const id = await fetchViewer(environment).catch(() => null);
      apply(id);
      return id;
    },
    [apply, environment, hold],
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

  const value = useMemo<AuthContextValue>(() => ({ auth, signIn, signOut }), [auth, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * The signed-in user, read from the Relay store (never from the network: the AuthProvider loaded
 * it, and mutation payloads that carry `viewer` update it there). Null while no one is signed in.
 * Use it below a signed-in check; screens with their own query select what they need from `viewer`.
 */
export function useViewer(): Viewer | null {
  const { viewer } = useLazyLoadQuery<AuthProviderViewerQuery>(ViewerQuery, {}, { fetchPolicy: 'store-only' });
  return viewer ?? null;
}

/** Free, monthly and annual are the known plans; any other status is a premium member. */
export function isPaid(viewer: { subscriptionStatus: string } | null): boolean {
  return viewer !== null && viewer.subscriptionStatus !== 'free';
}
