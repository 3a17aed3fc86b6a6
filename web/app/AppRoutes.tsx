import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CookieConsent } from './CookieConsent.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FullPageSpinner, RequireAuth } from './RequireAuth.tsx';
import { TopBar } from './TopBar.tsx';

// Every screen is its own chunk: the landing page loads nothing it does not show.
const LandingRoute = lazy(() => import('../screens/Landing/LandingRoute.tsx').then((m) => ({ default: m.LandingRoute })));
const PrivacyRoute = lazy(() => import('../screens/Privacy/PrivacyRoute.tsx').then((m) => ({ default: m.PrivacyRoute })));
const TermsRoute = lazy(() => import('../screens/Terms/TermsRoute.tsx').then((m) => ({ default: m.TermsRoute })));
const ComingSoon = lazy(() => import('../screens/ComingSoon/ComingSoonRoute.tsx').then((m) => ({ default: m.ComingSoonRoute })));

/** One screen in its own error boundary and suspense pair. */
function Screen({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

const guarded = (children: ReactNode) => (
  <Screen>
    <RequireAuth>{children}</RequireAuth>
  </Screen>
);

/** The spec's route table (section 2). */
export function AppRoutes() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <main id="main">
        <Routes>
          <Route path="/" element={<Screen><LandingRoute /></Screen>} />
          <Route path="/login" element={<Screen><ComingSoon feature="Sign-in" /></Screen>} />
          <Route path="/register" element={<Screen><ComingSoon feature="Registration" /></Screen>} />
          <Route path="/forgot-password" element={<Screen><ComingSoon feature="Password reset request" /></Screen>} />
          <Route path="/reset-password" element={<Screen><ComingSoon feature="Password reset" /></Screen>} />
          <Route path="/verify-email" element={<Screen><ComingSoon feature="E-mail verification" /></Screen>} />
          <Route path="/auth/callback" element={<Screen><ComingSoon feature="Google sign-in" /></Screen>} />
          <Route path="/privacy" element={<Screen><PrivacyRoute /></Screen>} />
          <Route path="/terms" element={<Screen><TermsRoute /></Screen>} />
          <Route path="/billing/success" element={guarded(<ComingSoon feature="Subscription confirmation" />)} />
          <Route path="/billing/cancel" element={guarded(<ComingSoon feature="Checkout cancelled" />)} />
          <Route path="/dashboard" element={guarded(<ComingSoon feature="Dashboard" />)} />
          <Route path="/practice" element={guarded(<ComingSoon feature="Practice" />)} />
          <Route path="/subscription" element={guarded(<ComingSoon feature="Subscription" />)} />
          <Route path="/settings" element={guarded(<ComingSoon feature="Settings" />)} />
          {/* Any unknown path shows the dashboard behind the login guard (spec 2). */}
          <Route path="*" element={guarded(<ComingSoon feature="Dashboard" />)} />
        </Routes>
      </main>
      <CookieConsent />
    </>
  );
}
