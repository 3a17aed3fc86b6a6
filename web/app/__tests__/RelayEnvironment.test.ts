import { jest } from '@jest/globals';
import { waitFor } from '@testing-library/dom';
import type { RequestParameters } from 'relay-runtime';
import { fetchGraphQL, REQUEST_TIMEOUT_MS, SESSION_EXPIRED_MESSAGE } from '../RelayEnvironment.ts';
import { errorCodes } from '../requestErrors.ts';
import { AUTH_ERROR_EVENT, getAccessToken, setAccessToken, USER_STORAGE_KEY } from '../session.ts';
import refreshMutation from '../../__generated__/RelayEnvironmentRefreshSessionMutation.graphql.ts';

const operation = { text: 'query Q { viewer { id } }', name: 'Q', operationKind: 'query' } as unknown as RequestParameters;
const run = () => Promise.resolve(fetchGraphQL(operation, {}, {}, undefined) as unknown as Promise<unknown>);

/** A JWT-shaped token (only its exp is read by the client). */
function token(name: string, expiresInSeconds = 900) {
  const payload = btoa(JSON.stringify({ sub: name, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

const json = (body: unknown, status = 200) => ({ status, json: async () => body }) as unknown as Response;

type Call = { body: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } }; headers: Record<string, string> };
/** The refresh goes out as its persisted id, like every compiled operation. */
const isRefresh = (call: Call) => call.body.extensions?.persistedQuery?.sha256Hash === refreshMutation.params.id;
let calls: Call[];

/** Stubs fetch: the refresh mutation gets `refresh()`, everything else `answer(call)`. */
function stubFetch(answer: (call: Call) => Response | Promise<Response>, refresh: () => Response | Promise<Response>) {
  calls = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const call = { body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> };
    calls.push(call);
    return isRefresh(call) ? refresh() : answer(call);
  }) as typeof fetch;
}

const refreshCalls = () => calls.filter(isRefresh).length;

describe("Relay's network layer", () => {
  beforeEach(() => {
    setAccessToken(null);
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'csrf_token=abc123; path=/';
  });

  it('sends the bearer token and the anti-forgery header from the cookie, with a 15 s timeout', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    setAccessToken(token('ada'));
    stubFetch(
      () => json({ data: { viewer: { id: '1' } } }),
      () => json({}),
    );
    await expect(run()).resolves.toEqual({ data: { viewer: { id: '1' } } });
    expect(calls[0].headers.authorization).toBe(`Bearer ${getAccessToken()}`);
    expect(calls[0].headers['X-CSRF-Token']).toBe('abc123');
    const init = (globalThis.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends a compiled operation as its persisted id, never its text', async () => {
    stubFetch(
      () => json({ data: { viewer: null } }),
      () => json({}),
    );
    const persisted = { id: 'ab'.repeat(32), text: null, name: 'DashboardRouteQuery', operationKind: 'query' } as unknown as RequestParameters;
    await fetchGraphQL(persisted, { count: 5 }, {}, undefined);
    expect(calls[0].body).toEqual({
      operationName: 'DashboardRouteQuery',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } },
      variables: { count: 5 },
    });
  });

  it('retries concurrent 401s once each after a single shared refresh', async () => {
    const old = token('old');
    const fresh = token('fresh');
    setAccessToken(old);
    let release!: () => void;
    const refreshed = new Promise<void>((resolve) => (release = resolve));
    stubFetch(
      (call) => (call.headers.authorization === `Bearer ${fresh}` ? json({ data: { viewer: { id: '1' } } }) : json({ error: 'Unauthorized' }, 401)),
      async () => {
        await refreshed;
        return json({ data: { refreshSession: { __typename: 'SignInPayload', accessToken: fresh } } });
      },
    );
    const requests = [run(), run(), run()];
    // All three are refused and waiting on the one refresh before it answers.
    await waitFor(() => expect(calls.filter((c) => !isRefresh(c))).toHaveLength(3));
    await waitFor(() => expect(refreshCalls()).toBe(1));
    release();
    await expect(Promise.all(requests)).resolves.toEqual([
      { data: { viewer: { id: '1' } } },
      { data: { viewer: { id: '1' } } },
      { data: { viewer: { id: '1' } } },
    ]);
    expect(refreshCalls()).toBe(1);
    expect(getAccessToken()).toBe(fresh);
    // Each request was sent twice: once refused, once with the new token.
    expect(calls.filter((c) => !isRefresh(c))).toHaveLength(6);
  });

  it('treats a GraphQL UNAUTHENTICATED error as a 401', async () => {
    const fresh = token('fresh');
    setAccessToken(token('old'));
    stubFetch(
      (call) =>
        call.headers.authorization === `Bearer ${fresh}`
          ? json({ data: { ok: true } })
          : json({ data: null, errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] }),
      () => json({ data: { refreshSession: { __typename: 'SignInPayload', accessToken: fresh } } }),
    );
    await expect(run()).resolves.toEqual({ data: { ok: true } });
    expect(refreshCalls()).toBe(1);
  });

  it('rejects every waiting request when the refresh fails, signs out and raises the auth-error event', async () => {
    setAccessToken(token('old'));
    localStorage.setItem(USER_STORAGE_KEY, '{"name":"Ada"}');
    sessionStorage.setItem('something', 'kept for the session');
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(AUTH_ERROR_EVENT, listener);
    stubFetch(
      () => json({ error: 'Unauthorized' }, 401),
      () => json({ data: { refreshSession: { __typename: 'NotAllowedError', message: 'Your session has expired. Please sign in again.' } } }),
    );
    const results = await Promise.allSettled([run(), run()]);
    window.removeEventListener(AUTH_ERROR_EVENT, listener);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe(SESSION_EXPIRED_MESSAGE);
    // Screens tell a session's end by its code, not by these words.
    expect(errorCodes((results[0] as PromiseRejectedResult).reason)).toEqual(['UNAUTHENTICATED']);
    expect(refreshCalls()).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(events).toEqual([{ reason: 'session_expired', message: SESSION_EXPIRED_MESSAGE }]);
  });

  it('keeps the learner signed in when a token cannot be renewed for want of a connection', async () => {
    const old = token('old', 5);
    setAccessToken(old);
    localStorage.setItem(USER_STORAGE_KEY, '{"name":"Ada"}');
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(AUTH_ERROR_EVENT, listener);
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      stubFetch(
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.reject(new TypeError('Failed to fetch')),
      );
      await expect(run()).rejects.toThrow('Failed to fetch');
    } finally {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
      window.removeEventListener(AUTH_ERROR_EVENT, listener);
    }
    // Offline is not signed out: the token and the cached user stay, and no banner says the session ended.
    expect(getAccessToken()).toBe(old);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBe('{"name":"Ada"}');
    expect(events).toEqual([]);
  });

  it('does not refresh for a visitor who holds no token', async () => {
    stubFetch(
      () => json({ data: null, errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] }),
      () => json({}),
    );
    const failure = await run().catch((error: unknown) => error);
    expect((failure as Error).message).toBe('Please sign in.');
    expect(errorCodes(failure)).toEqual(['UNAUTHENTICATED']);
    expect(refreshCalls()).toBe(0);
  });

  it('renews a token about to expire before sending', async () => {
    const fresh = token('fresh');
    setAccessToken(token('old', 5));
    stubFetch(
      () => json({ data: { ok: true } }),
      () => json({ data: { refreshSession: { __typename: 'SignInPayload', accessToken: fresh } } }),
    );
    await run();
    expect(refreshCalls()).toBe(1);
    expect(calls.at(-1)!.headers.authorization).toBe(`Bearer ${fresh}`);
  });

  it('sends a write again when it was refused for want of the anti-forgery cookie the refusal set', async () => {
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    let first = true;
    stubFetch(
      () => {
        if (first) {
          first = false;
          document.cookie = 'csrf_token=new-token; path=/';
          return json({ success: false, error: 'Invalid or missing CSRF token. Please refresh the page and try again.', code: 'CSRF_INVALID' }, 403);
        }
        return json({ data: { ok: true } });
      },
      () => json({}),
    );
    await expect(run()).resolves.toEqual({ data: { ok: true } });
    expect(calls[0].headers['X-CSRF-Token']).toBeUndefined();
    expect(calls[1].headers['X-CSRF-Token']).toBe('new-token');
  });
});
