import { type ComponentType, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { loadQuery, type PreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLocation, useParams } from 'react-router-dom';
import type { FetchPolicy, OperationType } from 'relay-runtime';
import { findPrepared, takePrepared } from './prefetch.ts';
import { FullPageSpinner } from './RequireAuth.tsx';
import { type QueryModule, type RouteVariables, variablesOf } from './routes.ts';

export type { QueryModule, RouteVariables } from './routes.ts';

/** What a routed screen gets: its query as loaded when the route was entered, and a way to load it again. */
export interface RouteQueryProps<Q extends OperationType> {
  /** Null only until the load has started (the query's artifact, a few KB, is on its way). */
  queryRef: PreloadedQuery<Q> | null | undefined;
  /** Loads the query again from the server (Try Again, a new set). */
  reload(): void;
}

/**
 * Loads a route's query as soon as its artifact arrives, again when its variables change (by
 * value: the address's filters, say) and on `reload()`. Used by `RouteQuery` and `RouteQueries`.
 */
function useRouteQuery<Q extends OperationType>(
  query: QueryModule,
  variables: RouteVariables<Q['variables']> = {} as Q['variables'],
  fetchPolicy: FetchPolicy = 'network-only',
): RouteQueryProps<Q> {
  const environment = useRelayEnvironment();
  const { search } = useLocation();
  const params = useParams();
  // Reloads (Try Again, a new set) ask the server, whatever the first load's policy.
  const [attempt, setAttempt] = useState(0);
  // The variables by value: a new object with the same values (every render) is the same load.
  const key = JSON.stringify(variablesOf({ query, variables }, new URLSearchParams(search), params));
  // Which load the reference belongs to: moving from one route to another may keep this same
  // component (same place in the tree), and a screen must never get the previous screen's query;
  // nor, once its variables changed or it asked again, the previous answer (a failed one would
  // fail again the boundary that was just reset). A load the route table prepared (on first load,
  // on a link's press) that has started already is there from the first render.
  const [loaded, setLoaded] = useState<{ query: QueryModule; key: string; attempt: number; ref: PreloadedQuery<Q> } | null>(() => {
    const ref = findPrepared(environment, query, key)?.ref as PreloadedQuery<Q> | null | undefined;
    return ref ? { query, key, attempt: 0, ref } : null;
  });
  const queryRef = loaded?.query === query && loaded.key === key && loaded.attempt === attempt ? loaded.ref : null;
  const current = useRef<PreloadedQuery<Q> | null>(null);

  useEffect(() => {
    let live = true;
    // The first load takes the one prepared for this query and these variables, when there is one.
    const entry = attempt === 0 ? findPrepared(environment, query, key) : undefined;
    void (entry?.ready ?? Promise.resolve(null)).then(async (ready) => {
      if (!live) return;
      let next = ready as PreloadedQuery<Q> | null;
      if (next && entry) {
        takePrepared(environment, entry);
      } else {
        const { default: request } = await query();
        if (!live) return;
        next = loadQuery<Q>(environment, request, JSON.parse(key) as Q['variables'], { fetchPolicy: attempt === 0 ? fetchPolicy : 'network-only' });
      }
      if (current.current !== next) current.current?.dispose();
      current.current = next;
      setLoaded((previous) =>
        previous?.ref === next && previous.query === query && previous.key === key && previous.attempt === attempt
          ? previous
          : { query, key, attempt, ref: next },
      );
    });
    return () => {
      live = false;
    };
  }, [environment, query, key, fetchPolicy, attempt]);
  useEffect(
    () => () => {
      current.current?.dispose();
      current.current = null;
    },
    [],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { queryRef, reload };
}

/**
 * Starts a screen's query when its route is entered, beside the screen's code: the route table
 * (in the shell) names the query's artifact by a dynamic import, which arrives (a few KB) and
 * starts the fetch while the screen's own chunk is still loading, rather than the fetch waiting
 * for that chunk to load and render. The screen reads the query with `usePreloadedQuery` inside
 * a `QueryBoundary` (one loading and one error pattern). `variables` may be a function of the
 * address's search parameters (/practice's filters): a change of them loads the query again.
 */
export function RouteQuery<Q extends OperationType>({
  query,
  variables,
  fetchPolicy,
  screen: Screen,
}: {
  query: QueryModule;
  variables?: RouteVariables<Q['variables']>;
  fetchPolicy?: FetchPolicy;
  screen: ComponentType<RouteQueryProps<Q>>;
}) {
  const { queryRef, reload } = useRouteQuery<Q>(query, variables, fetchPolicy);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Screen queryRef={queryRef} reload={reload} />
    </Suspense>
  );
}

/**
 * A route whose screen has two queries that load, fail and retry each on its own (/subscription:
 * the plan and the catalogue), both started as the route is entered.
 */
export function RouteQueries<A extends OperationType, B extends OperationType>({
  first,
  second,
  fetchPolicy,
  screen: Screen,
}: {
  first: QueryModule;
  second: QueryModule;
  fetchPolicy?: FetchPolicy;
  screen: ComponentType<{ first: RouteQueryProps<A>; second: RouteQueryProps<B> }>;
}) {
  const a = useRouteQuery<A>(first, undefined, fetchPolicy);
  const b = useRouteQuery<B>(second, undefined, fetchPolicy);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Screen first={a} second={b} />
    </Suspense>
  );
}
