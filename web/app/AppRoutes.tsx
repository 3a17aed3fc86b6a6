import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CookieConsent } from './CookieConsent.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FullPageSpinner, RequireAuth } from './RequireAuth.tsx';
import { SessionBanner } from './SessionBanner.tsx';
import { TopBar } from './TopBar.tsx';

// Every screen is its own chunk: the landing page loads nothing it does not show.
const LandingRoute = lazy(() => import('../screens/Landing/LandingRoute.tsx').then((m) => ({ default: m.LandingRoute })));
const PrivacyRoute = lazy(() => import('../screens/Privacy/PrivacyRoute.tsx').then((m) => ({ default: m.PrivacyRoute })));
const TermsRoute = lazy(() => import('../screens/Terms/TermsRoute.tsx').then((m) => ({ default: m.TermsRoute })));
const ComingSoon = lazy(() => import('../screens/ComingSoon/ComingSoonRoute.tsx').then((m) => ({ default: m.ComingSoonRoute })));
const DashboardRoute = lazy(() => import('../screens/Dashboard/DashboardRoute.tsx').then((m) => ({ default: m.DashboardRoute })));
const PracticeRoute = lazy(() => import('../screens/Practice/PracticeRoute.tsx').then((m) => ({ default: m.PracticeRoute })));
const LoginRoute = lazy(() => import('../screens/Login/LoginRoute.tsx').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('../screens/Register/RegisterRoute.tsx').then((m) => ({ default: m.RegisterRoute })));
const ForgotPasswordRoute = lazy(() => import('../screens/ForgotPassword/ForgotPasswordRoute.tsx').then((m) => ({ default: m.ForgotPasswordRoute })));
const ResetPasswordRoute = lazy(() => import('../screens/ResetPassword/ResetPasswordRoute.tsx').then((m) => ({ default: m.ResetPasswordRoute })));
const VerifyEmailRoute = lazy(() => import('../screens/VerifyEmail/VerifyEmailRoute.tsx').then((m) => ({ default: m.VerifyEmailRoute })));
const AuthCallbackRoute = lazy(() => import('../screens/AuthCallback/AuthCallbackRoute.tsx').then((m) => ({ default: m.AuthCallbackRoute })));
const SettingsRoute = lazy(() => import('../screens/Settings/SettingsRoute.tsx').then((m) => ({ default: m.SettingsRoute })));

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
          <Route path="/login" element={<Screen><LoginRoute /></Screen>} />
          <Route path="/register" element={<Screen><RegisterRoute /></Screen>} />
          <Route path="/forgot-password" element={<Screen><ForgotPasswordRoute /></Screen>} />
          <Route path="/reset-password" element={<Screen><ResetPasswordRoute /></Screen>} />
          <Route path="/verify-email" element={<Screen><VerifyEmailRoute /></Screen>} />
          <Route path="/auth/callback" element={<Screen><AuthCallbackRoute /></Screen>} />
          <Route path="/privacy" element={<Screen><PrivacyRoute /></Screen>} />
          <Route path="/terms" element={<Screen><TermsRoute /></Screen>} />
          <Route path="/billing/success" element={guarded(<ComingSoon feature="Subscription confirmation" />)} />
          <Route path="/billing/cancel" element={guarded(<ComingSoon feature="Checkout cancelled" />)} />
          <Route path="/dashboard" element={guarded(<DashboardRoute />)} />
          <Route path="/practice" element={guarded(<PracticeRoute />)} />
          <Route path="/subscription" element={guarded(<ComingSoon feature="Subscription" />)} />
          <Route path="/settings" element={guarded(<SettingsRoute />)} />
          {/* Any unknown path shows the dashboard behind the login guard (spec 2). */}
          <Route path="*" element={guarded(<DashboardRoute />)} />
        </Routes>
      </main>
      <SessionBanner />
      <CookieConsent />
    </>
  );
}
