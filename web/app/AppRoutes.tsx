import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useAuth } from './AuthProvider.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { NoticeBanner } from './NoticeBanner.tsx';
import { FullPageSpinner, RequireAuth } from './RequireAuth.tsx';
import { RouteEffects } from './RouteEffects.tsx';
import { RouteQueries, RouteQuery } from './RouteQuery.tsx';
import { practiceVariables } from '../screens/Practice/filters.ts';
import { SessionBanner } from './SessionBanner.tsx';
import { SignOutAfterLeaving } from './SignOutAfterLeaving.tsx';
import { TopBar } from './TopBar.tsx';

// Every screen is its own chunk: the landing page loads nothing it does not show.
const LandingRoute = lazy(() => import('../screens/Landing/LandingRoute.tsx').then((m) => ({ default: m.LandingRoute })));
const PrivacyRoute = lazy(() => import('../screens/Privacy/PrivacyRoute.tsx').then((m) => ({ default: m.PrivacyRoute })));
const TermsRoute = lazy(() => import('../screens/Terms/TermsRoute.tsx').then((m) => ({ default: m.TermsRoute })));
const SubscriptionRoute = lazy(() => import('../screens/Subscription/SubscriptionRoute.tsx').then((m) => ({ default: m.SubscriptionRoute })));
const BillingSuccessRoute = lazy(() => import('../screens/BillingSuccess/BillingSuccessRoute.tsx').then((m) => ({ default: m.BillingSuccessRoute })));
const BillingCancelRoute = lazy(() => import('../screens/BillingCancel/BillingCancelRoute.tsx').then((m) => ({ default: m.BillingCancelRoute })));
const DashboardRoute = lazy(() => import('../screens/Dashboard/DashboardRoute.tsx').then((m) => ({ default: m.DashboardRoute })));
const PracticeRoute = lazy(() => import('../screens/Practice/PracticeRoute.tsx').then((m) => ({ default: m.PracticeRoute })));
const ExamRoute = lazy(() => import('../screens/Exam/ExamRoute.tsx').then((m) => ({ default: m.ExamRoute })));
const PastExamRoute = lazy(() => import('../screens/Exam/PastExamRoute.tsx').then((m) => ({ default: m.PastExamRoute })));
const LoginRoute = lazy(() => import('../screens/Login/LoginRoute.tsx').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('../screens/Register/RegisterRoute.tsx').then((m) => ({ default: m.RegisterRoute })));
const ForgotPasswordRoute = lazy(() => import('../screens/ForgotPassword/ForgotPasswordRoute.tsx').then((m) => ({ default: m.ForgotPasswordRoute })));
const ResetPasswordRoute = lazy(() => import('../screens/ResetPassword/ResetPasswordRoute.tsx').then((m) => ({ default: m.ResetPasswordRoute })));
const VerifyEmailRoute = lazy(() => import('../screens/VerifyEmail/VerifyEmailRoute.tsx').then((m) => ({ default: m.VerifyEmailRoute })));
const AuthCallbackRoute = lazy(() => import('../screens/AuthCallback/AuthCallbackRoute.tsx').then((m) => ({ default: m.AuthCallbackRoute })));
const SettingsRoute = lazy(() => import('../screens/Settings/SettingsRoute.tsx').then((m) => ({ default: m.SettingsRoute })));

// Keeps a member's plan current: a chunk of its own, loaded once someone is signed in.
const SubscriptionWatcher = lazy(() => import('./SubscriptionWatcher.tsx').then((m) => ({ default: m.SubscriptionWatcher })));

// A demo session's lasting notice ("Keep my progress"): its own chunk, loaded once someone is signed in.
const DemoNotice = lazy(() => import('./demo/DemoNotice.tsx').then((m) => ({ default: m.DemoNotice })));

function SignedInDemoNotice() {
  const { auth } = useAuth();
  if (auth.status !== 'signedIn') return null;
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

const guarded = (children: ReactNode) => (
  <Screen>
    <RequireAuth>{children}</RequireAuth>
  </Screen>
);

// A screen with a query gets it from its route: the fetch starts with the chunk, at navigation.
// Each query's artifact is its own small chunk, named here so the route can start it at once.
const LandingRouteQuery = () => import('../__generated__/LandingRouteQuery.graphql.ts');
const LoginRouteQuery = () => import('../__generated__/LoginRouteQuery.graphql.ts');
const DashboardRouteQuery = () => import('../__generated__/DashboardRouteQuery.graphql.ts');
const ExamRouteQuery = () => import('../__generated__/ExamRouteQuery.graphql.ts');
const PastExamRouteQuery = () => import('../__generated__/PastExamRouteQuery.graphql.ts');
const SettingsRouteQuery = () => import('../__generated__/SettingsRouteQuery.graphql.ts');
const PracticeRouteQuery = () => import('../__generated__/PracticeRouteQuery.graphql.ts');
const SubscriptionRouteQuery = () => import('../__generated__/SubscriptionRouteQuery.graphql.ts');
const SubscriptionRoutePlansQuery = () => import('../__generated__/SubscriptionRoutePlansQuery.graphql.ts');
// The landing page's sample question and plans, and the sign-in methods, may come from the store.
const landing = <RouteQuery query={LandingRouteQuery} fetchPolicy="store-or-network" screen={LandingRoute} />;
const login = <RouteQuery query={LoginRouteQuery} fetchPolicy="store-or-network" screen={LoginRoute} />;
const dashboard = <RouteQuery query={DashboardRouteQuery} screen={DashboardRoute} />;
const exam = <RouteQuery query={ExamRouteQuery} screen={ExamRoute} />;
const settings = <RouteQuery query={SettingsRouteQuery} screen={SettingsRoute} />;
// A past exam's variables come from the path: /exams/:examId.
function PastExam() {
  const { examId = '' } = useParams();
  return <RouteQuery query={PastExamRouteQuery} variables={{ id: examId }} screen={PastExamRoute} />;
}
// Practice's variables come from the address (filters, set): a change of them loads a new set.
const practice = <RouteQuery query={PracticeRouteQuery} variables={practiceVariables} screen={PracticeRoute} />;
// The plan and the catalogue, each failing on its own; the store's copy shows while the server answers.
const subscription = <RouteQueries first={SubscriptionRouteQuery} second={SubscriptionRoutePlansQuery} fetchPolicy="store-and-network" screen={SubscriptionRoute} />;

/** Every route of the app, each with its guard. */
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
        <Routes>
          <Route path="/" element={<Screen>{landing}</Screen>} />
          <Route path="/login" element={<Screen>{login}</Screen>} />
          <Route path="/register" element={<Screen><RegisterRoute /></Screen>} />
          <Route path="/forgot-password" element={<Screen><ForgotPasswordRoute /></Screen>} />
          <Route path="/reset-password" element={<Screen><ResetPasswordRoute /></Screen>} />
          <Route path="/verify-email" element={<Screen><VerifyEmailRoute /></Screen>} />
          <Route path="/auth/callback" element={<Screen><AuthCallbackRoute /></Screen>} />
          <Route path="/privacy" element={<Screen><PrivacyRoute /></Screen>} />
          <Route path="/terms" element={<Screen><TermsRoute /></Screen>} />
          <Route path="/billing/success" element={guarded(<BillingSuccessRoute />)} />
          <Route path="/billing/cancel" element={guarded(<BillingCancelRoute />)} />
          <Route path="/dashboard" element={guarded(dashboard)} />
          <Route path="/practice" element={guarded(practice)} />
          <Route path="/exam" element={guarded(exam)} />
          <Route path="/exams/:examId" element={guarded(<PastExam />)} />
          <Route path="/subscription" element={guarded(subscription)} />
          <Route path="/settings" element={guarded(settings)} />
          {/* Any unknown path shows the dashboard behind the login guard. */}
          <Route path="*" element={guarded(dashboard)} />
        </Routes>
      </main>
      <SessionBanner />
      <NoticeBanner />
      <SignOutAfterLeaving />
      <SignedInWatcher />
      <CookieConsent />
    </>
  );
}
