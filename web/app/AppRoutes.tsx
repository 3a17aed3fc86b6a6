import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useAuth, useViewer } from './AuthProvider.tsx';
import { loadDemoNotice, loadedDemoNotice } from './demo/loadDemoNotice.ts';
import { CookieConsent } from './CookieConsent.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { NoticeBanner } from './NoticeBanner.tsx';
import { FullPageSpinner, RequireAuth } from './RequireAuth.tsx';
import { RouteEffects } from './RouteEffects.tsx';
import { RouteQueries, RouteQuery } from './RouteQuery.tsx';
import { type AppRoute, ROUTES } from './routes.ts';
import { SessionBanner } from './SessionBanner.tsx';
import { SignOutAfterLeaving } from './SignOutAfterLeaving.tsx';
import { TopBar } from './TopBar.tsx';

// Keeps a member's plan current: a chunk of its own, loaded once someone is signed in.
const SubscriptionWatcher = lazy(() => import('./SubscriptionWatcher.tsx').then((m) => ({ default: m.SubscriptionWatcher })));

// A demo session's lasting notice ("Keep my progress"): its own chunk, loaded for a demo session
// only. The session has loaded it before signing a demo learner in, so it renders at once (a lazy
// component would wait a tick, and show after the screen under it).
const LazyDemoNotice = lazy(() => loadDemoNotice().then((notice) => ({ default: notice })));
function DemoNotice() {
  const Loaded = loadedDemoNotice();
  // eslint-disable-next-line react-hooks/static-components -- the chunk's own export, loaded once: the same component on every render
  return Loaded ? <Loaded /> : <LazyDemoNotice />;
}

function SignedInDemoNotice() {
  const { auth } = useAuth();
  return auth.status === 'signedIn' ? <DemoViewerNotice /> : null;
}

/**
 * Only a demo session loads the notice: the viewer in the store says whether it is one. The
 * session loads its chunk before it signs a demo learner in, so it renders at once, above the
 * screen, instead of arriving after the screen's content and pushing it down (a layout shift).
 */
function DemoViewerNotice() {
  if (!useViewer()?.isDemo) return null;
  return (
    <Suspense fallback={null}>
      <DemoNotice />
    </Suspense>
  );
}

function SignedInWatcher() {
  const { auth } = useAuth();
  if (auth.status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionWatcher />
    </Suspense>
  );
}

/** One screen in its own error boundary and suspense pair. */
function Screen({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A route of the table as its element: the guard, the screen's chunk and the queries it starts as it is entered. */
function element(route: AppRoute): ReactNode {
  const { component: Component, queries = [], signedIn } = route;
  const [first, second] = queries;
  const screen = second ? (
    <RouteQueries first={first.query} second={second.query} fetchPolicy={first.fetchPolicy} screen={Component} />
  ) : first ? (
    <RouteQuery query={first.query} variables={first.variables} fetchPolicy={first.fetchPolicy} screen={Component} />
  ) : (
    <Component />
  );
  return <Screen>{signedIn ? <RequireAuth>{screen}</RequireAuth> : screen}</Screen>;
}

const routes = ROUTES.map((route) => <Route key={route.path} path={route.path} element={element(route)} />);

/** The app's frame around the route table's screens (web/app/routes.ts). */
export function AppRoutes() {
  return (
    <>
      <RouteEffects />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <SignedInDemoNotice />
      <main id="main">
        <Routes>{routes}</Routes>
      </main>
      <SessionBanner />
      <NoticeBanner />
      <SignOutAfterLeaving />
      <SignedInWatcher />
      <CookieConsent />
    </>
  );
}
