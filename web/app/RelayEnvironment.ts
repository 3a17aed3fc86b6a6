import { graphql } from 'react-relay';
import {
  type ConcreteRequest,
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  RecordSource,
  type RequestParameters,
  Store,
  type Variables,
} from 'relay-runtime';
import { type AuthErrorReason, clearSession, CSRF_HEADER, getAccessToken, raiseAuthError, readCsrfToken, setAccessToken, tokenExpiry } from './session.ts';
import { RequestError, type ServerError } from './requestErrors.ts';
import { subscribeOverSse } from './subscriptions.ts';

export const REQUEST_TIMEOUT_MS = 15_000;
const GRAPHQL_URL = '/graphql';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
/** A token this close to its expiry is renewed before use rather than sent to fail. */
const EXPIRY_MARGIN_SECONDS = 30;

// Sent by hand rather than committed through Relay: the refresh runs beneath Relay's network
// layer, so it must not pass through the retry logic it serves. Compiled all the same, so it is
// one of the persisted operations the server accepts.
const REFRESH_MUTATION = graphql`
  mutation RelayEnvironmentRefreshSessionMutation {
    refreshSession {
      __typename
      ... on SignInPayload {
        accessToken
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * The request body: the persisted operation's id when the compiler assigned one (the server runs
 * only known ids from browsers in production), else the document itself.
 */
function requestBody(operation: RequestParameters, variables: Variables): string {
  return JSON.stringify(
    operation.id
      ? { operationName: operation.name, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } }, variables }
      : { query: operation.text, variables },
  );
}

interface Sent {
  status: number;
  json: { data?: unknown; errors?: ServerError[]; error?: string; code?: string } | null;
}

/**
 * One POST to /graphql with the bearer token (when held) and the anti-forgery header.
 * The anti-forgery cookie arrives with the server's first answer, so a write refused for want of
 * it is sent once more with the cookie the refusal set.
 */
async function send(body: string, token: string | null): Promise<Sent> {
  const attempt = async () => {
    const csrf = readCsrfToken();
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (csrf) headers[CSRF_HEADER] = csrf;
    const response = await fetch(GRAPHQL_URL, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => null)) as Sent['json'];
    return { sent: csrf, result: { status: response.status, json } };
  };
  const first = await attempt();
  const { status, json } = first.result;
  if (status === 403 && json?.code === 'CSRF_INVALID' && readCsrfToken() && readCsrfToken() !== first.sent) {
    return (await attempt()).result;
  }
  return first.result;
}

const isUnauthenticated = ({ status, json }: Sent) => status === 401 || Boolean(json?.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED'));

type RefreshOutcome = { token: string } | { token: null; reason: AuthErrorReason };

let refreshing: Promise<RefreshOutcome> | null = null;

/** Other tabs share the refresh cookie: one refresh at a time across tabs, or rotation would look like reuse. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks?.request ? (locks.request('cissp-practice:refresh', task) as Promise<T>) : task();
}

async function requestNewToken(): Promise<RefreshOutcome> {
  const signedIn = getAccessToken() !== null;
  let outcome: RefreshOutcome;
  try {
    const { json } = await send(requestBody((REFRESH_MUTATION as ConcreteRequest).params, {}), null);
    const token = (json?.data as { refreshSession?: { accessToken?: string | null } } | undefined)?.refreshSession?.accessToken;
    outcome = token ? { token } : { token: null, reason: 'session_expired' };
  } catch (error) {
    // Without a connection the session has not ended: the request fails as offline, the learner stays signed in.
    if (globalThis.navigator?.onLine === false) throw error;
    outcome = { token: null, reason: 'refresh_failed' };
  }
  if (outcome.token !== null) {
    setAccessToken(outcome.token);
  } else if (signedIn) {
    // The session ended under a signed-in user: sign out everywhere in this tab, and say why.
    clearSession();
    raiseAuthError({ reason: outcome.reason, message: SESSION_EXPIRED_MESSAGE });
  }
  return outcome;
}

/**
 * Exchanges the refresh cookie for a new access token. Callers that ask while a refresh is in
 * flight share it (concurrent failures wait for a single refresh).
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshing ??= withRefreshLock(requestNewToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The access token once the refresh in flight (if any) has settled: null when there is no session.
 * A signed-in route's query prepared on first load waits on this, so it goes out the moment the
 * session is back (beside the viewer query), and not at all for a visitor without one.
 */
export function sessionToken(): Promise<string | null> {
  if (!refreshing) return Promise.resolve(getAccessToken());
  return refreshing.then(
    (outcome) => outcome.token,
    () => null,
  );
}

const sessionExpired = () => new RequestError(SESSION_EXPIRED_MESSAGE, [{ message: SESSION_EXPIRED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }]);

async function renewedToken(): Promise<string> {
  const outcome = await refreshAccessToken();
  if (outcome.token === null) throw sessionExpired();
  return outcome.token;
}

/**
 * Relay's network: adds the bearer token and the anti-forgery header, renews a token about to
 * expire, and retries a request answered as unauthenticated (HTTP 401 or UNAUTHENTICATED) once
 * after a single shared refresh. If the refresh fails the request is rejected and the user is
 * signed out (the session banner says so).
 */
export const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const body = requestBody(operation, variables);
  let token = getAccessToken();
  if (refreshing) token = (await refreshing).token;
  if (token && (tokenExpiry(token) ?? Infinity) - Date.now() / 1000 < EXPIRY_MARGIN_SECONDS) token = await renewedToken();

  let sent = await send(body, token);
  if (isUnauthenticated(sent) && (token !== null || refreshing !== null)) {
    const current = getAccessToken();
    // Another request may have renewed the token while this one was out.
    const next = current && current !== token ? current : await renewedToken();
    sent = await send(body, next);
  }

  const { status, json } = sent;
  // Failures carry the server's error codes (a 401 is UNAUTHENTICATED): screens branch on codes, not on wording.
  if (!json || (!json.data && !json.errors)) {
    const message = json?.error ?? `The server answered ${status}.`;
    throw new RequestError(message, status === 401 ? [{ message, extensions: { code: 'UNAUTHENTICATED' } }] : []);
  }
  if (Array.isArray(json.errors) && json.errors.length && !json.data) {
    throw new RequestError(json.errors.map((e) => e.message).join('; '), json.errors);
  }
  return json as GraphQLResponse;
};

/** The token a subscription starts with, renewed first when it is about to expire. */
async function subscriptionToken(): Promise<string | null> {
  const token = refreshing ? (await refreshing).token : getAccessToken();
  if (token && (tokenExpiry(token) ?? Infinity) - Date.now() / 1000 < EXPIRY_MARGIN_SECONDS) return (await refreshAccessToken()).token;
  return token;
}

/**
 * The store's key for a record: its id, except for an interactive item's elements, prompts, targets
 * and regions, whose ids are unique only within their question (every hotspot has regions r1, r2, ...):
 * keyed by id they would share one record across the items of a set, and one hotspot would show
 * another's labels. Without an id Relay keys them by their place under their item.
 */
const getDataID = (fieldValue: { [key: string]: unknown }, typeName: string): unknown => (typeName === 'InteractionElement' ? null : fieldValue.id);

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeOverSse(GRAPHQL_URL, subscriptionToken)),
    store: new Store(new RecordSource()),
    getDataID,
  });
}
