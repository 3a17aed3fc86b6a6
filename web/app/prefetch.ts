import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { IEnvironment as Environment, OperationType, Variables } from 'relay-runtime';
import { startSession } from './AuthProvider.tsx';
import { sessionToken } from './RelayEnvironment.ts';
import { matchRoute, type QueryModule, variablesOf } from './routes.ts';
import { USER_STORAGE_KEY } from './session.ts';

/**
 * Routes prepared before their screen renders, from the route table (web/app/routes.ts), as
 * relay-examples' issue-tracker does: a route's code (its screen's chunk and its queries'
 * artifacts) is fetched when a link to it is hovered, focused or touched, and its queries are
 * started too when the link is pressed and as the app starts (web/main.tsx), beside the session's
 * refresh and the viewer query instead of after them. The screen's RouteQuery then takes the load
 * prepared for it (same query, same variables) instead of starting its own.
 */

const started = new Map<() => Promise<unknown>, Promise<unknown>>();

/** Loads a chunk once; a failed fetch (offline) is tried again on the next intent, and the click still works. */
function loadOnce(load: () => Promise<unknown>): Promise<unknown> {
  let pending = started.get(load);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      started.delete(load);
      throw error;
    });
    pending.catch(() => {});
    started.set(load, pending);
  }
  return pending;
}

const pathOf = (to: string) => to.split(/[?#]/)[0];

/** Starts loading the code of the screen at `to` (once): its chunk and its queries' artifacts. */
function prefetchRoute(to: string): Promise<unknown> | undefined {
  const match = matchRoute(pathOf(to));
  if (!match) return undefined;
  const { route } = match;
  for (const { query } of route.queries ?? []) void loadOnce(query).catch(() => {});
  return loadOnce(route.load);
}

interface Prepared {
  query: QueryModule;
  /** The variables, as JSON (RouteQuery compares them by value). */
  key: string;
  /** The load, once started (its artifact arrived and, for a signed-in route, the session is there). */
  ref: PreloadedQuery<OperationType> | null;
  ready: Promise<PreloadedQuery<OperationType> | null>;
  /** Replaced by a later preparation before a screen took it: never started, or disposed. */
  dropped: boolean;
}

/** Per environment, the loads of the last route prepared that no screen has taken yet. */
const prepared = new WeakMap<Environment, Prepared[]>();

/**
 * Starts the route at `to`: its code, and its queries (signed-in routes' once the session's token
 * is there: after the refresh in flight, never without a session). A previous preparation no
 * screen took is dropped (its loads disposed).
 */
function prepareRoute(environment: Environment, to: string): void {
  const url = new URL(to, 'http://localhost');
  const match = matchRoute(url.pathname);
  if (!match) return;
  void prefetchRoute(url.pathname)?.catch(() => {});
  const { route, params } = match;
  const specs = route.queries ?? [];
  const keys = specs.map((spec) => JSON.stringify(variablesOf(spec, url.searchParams, params)));
  const previous = prepared.get(environment) ?? [];
  // The same route prepared again (a second press) keeps its loads.
  if (previous.length > 0 && previous.length === specs.length && previous.every((entry, i) => entry.query === specs[i].query && entry.key === keys[i])) return;
  for (const entry of previous) {
    entry.dropped = true;
    void entry.ready.then((ref) => ref?.dispose());
  }
  const entries = specs.map((spec, i) => {
    const variables = JSON.parse(keys[i]) as Variables;
    const open = route.signedIn ? sessionToken().then((token) => token !== null) : Promise.resolve(true);
    const entry: Prepared = { query: spec.query, key: keys[i], ref: null, ready: Promise.resolve(null), dropped: false };
    entry.ready = Promise.all([loadOnce(spec.query) as ReturnType<QueryModule>, open])
      .then(([{ default: request }, go]) => {
        if (!go || entry.dropped) return null;
        entry.ref = loadQuery(environment, request, variables, { fetchPolicy: spec.fetchPolicy ?? 'network-only' });
        return entry.ref;
      })
      .catch(() => null);
    return entry;
  });
  prepared.set(environment, entries);
}

/** The prepared load of `query` with these variables (JSON), if no screen has taken it yet. */
export function findPrepared(environment: Environment, query: QueryModule, key: string): Prepared | undefined {
  return prepared.get(environment)?.find((entry) => entry.query === query && entry.key === key && !entry.dropped);
}

/** A screen takes a prepared load: from now on it disposes of it, and no later preparation does. */
export function takePrepared(environment: Environment, entry: Prepared): void {
  const entries = prepared.get(environment);
  if (entries)
    prepared.set(
      environment,
      entries.filter((other) => other !== entry),
    );
}

let appEnvironment: Environment | null = null;

/** The app's Relay environment, which links prepare routes in (App sets it once). */
export function setAppEnvironment(environment: Environment | null): void {
  appEnvironment = environment;
}

/**
 * Props for a link to `to`: its screen's code loads when the pointer or focus comes to it, and its
 * queries start when it is pressed (before the click's navigation renders anything).
 */
export function prefetchOnIntent(to: string) {
  const prefetch = () => void prefetchRoute(to)?.catch(() => {});
  // The page already showing loads nothing again: only a move to another address prepares one.
  const prepare = () => (appEnvironment && new URL(to, location.href).href !== location.href ? prepareRoute(appEnvironment, to) : prefetch());
  return { onMouseEnter: prefetch, onFocus: prefetch, onMouseDown: prepare, onTouchStart: prepare };
}

/**
 * What the app does before React renders (web/main.tsx), as relay-examples' issue-tracker does:
 * the session's refresh goes out, the screen at the address loads its chunk and its queries'
 * artifacts beside it, and its queries start the moment the token is back, beside the viewer
 * query instead of after it (a signed-in route's queries never go out without a session). A
 * signed-in screen's code is fetched only for a returning learner (a user cached from a session):
 * anyone else is sent to sign in.
 */
export function startApp(environment: Environment, { pathname, search }: { pathname: string; search: string }): void {
  void startSession(environment);
  const hasSession = (() => {
    try {
      return localStorage.getItem(USER_STORAGE_KEY) !== null;
    } catch {
      return false; // storage blocked: the screen's code loads once the session is back
    }
  })();
  if (hasSession || !matchRoute(pathname)?.route.signedIn) prepareRoute(environment, `${pathname}${search}`);
}
