import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';
import type { ConcreteRequest, FetchPolicy, Variables } from 'relay-runtime';
import { practiceVariables } from '../screens/Practice/filters.ts';

export const APP_NAME = 'CISSP Practice';

/** A screen query's compiled artifact, imported on its own so the shell does not carry it. */
export type QueryModule = () => Promise<{ default: ConcreteRequest }>;

/** A route query's variables: fixed, or computed from the address (search parameters, path parameters). */
export type RouteVariables<V extends Variables = Variables> = V | ((search: URLSearchParams, params: Params) => V);

/** A query a route starts as it is entered: the artifact, its variables and the first load's policy. */
export interface RouteQuerySpec {
  query: QueryModule;
  variables?: RouteVariables;
  fetchPolicy?: FetchPolicy;
}

/**
 * A screen: its props are what its route gives it (RouteQuery's `queryRef` and `reload`,
 * RouteQueries' `first` and `second`, or none), which a table of routes cannot type one by one.
 */
type ScreenComponent = ComponentType<any>;

/** One entry of the route table. */
export interface AppRoute {
  /** A react-router path (`/exams/:examId`, `*`). */
  path: string;
  /** The document title (what a tab, a bookmark and a screen reader announce); the app's name when absent. */
  title?: string;
  /** Behind the login guard. */
  signedIn?: boolean;
  /** Loads the screen's chunk (the same import as `component`, so the bundler gives them one chunk). */
  load: () => Promise<{ default: ScreenComponent }>;
  component: LazyExoticComponent<ScreenComponent>;
  /** The route's queries, started with its chunk as the route is entered (two: each fails and retries alone). */
  queries?: readonly RouteQuerySpec[];
}

/** A route: the screen's chunk loaded once, by `React.lazy` and by prefetch alike. */
function route(spec: Omit<AppRoute, 'component'>): AppRoute {
  return { ...spec, component: lazy(spec.load) };
}

// Each query's artifact is its own small chunk, named here so the route can start it at once.
const DashboardRouteQuery: QueryModule = () => import('../__generated__/DashboardRouteQuery.graphql.ts');
const dashboard = {
  signedIn: true,
  load: () => import('../screens/Dashboard/DashboardRoute.tsx').then((m) => ({ default: m.DashboardRoute })),
  queries: [{ query: DashboardRouteQuery }],
} as const;

/**
 * The spec's route table (section 2), the one list of the app's routes: each route's path, title,
 * guard, screen (its own chunk: the landing page loads nothing it does not show) and the queries
 * it starts as it is entered. AppRoutes renders it, `prepareRoute` (web/app/prepare.ts) starts a
 * route's chunk and queries on first load and on a link's intent, RouteEffects reads the titles.
 */
export const ROUTES: readonly AppRoute[] = [
  route({
    path: '/',
    title: 'CISSP Practice: master the CISSP exam with confidence',
    load: () => import('../screens/Landing/LandingRoute.tsx').then((m) => ({ default: m.LandingRoute })),
    // The landing page's sample question and plans may come from the store.
    queries: [{ query: () => import('../__generated__/LandingRouteQuery.graphql.ts'), fetchPolicy: 'store-or-network' }],
  }),
  route({
    path: '/login',
    title: `Sign in · ${APP_NAME}`,
    load: () => import('../screens/Login/LoginRoute.tsx').then((m) => ({ default: m.LoginRoute })),
    // The sign-in methods may come from the store.
    queries: [{ query: () => import('../__generated__/LoginRouteQuery.graphql.ts'), fetchPolicy: 'store-or-network' }],
  }),
  route({
    path: '/register',
    title: `Create an account · ${APP_NAME}`,
    load: () => import('../screens/Register/RegisterRoute.tsx').then((m) => ({ default: m.RegisterRoute })),
  }),
  route({
    path: '/forgot-password',
    title: `Forgot password · ${APP_NAME}`,
    load: () => import('../screens/ForgotPassword/ForgotPasswordRoute.tsx').then((m) => ({ default: m.ForgotPasswordRoute })),
  }),
  route({
    path: '/reset-password',
    title: `Choose a new password · ${APP_NAME}`,
    load: () => import('../screens/ResetPassword/ResetPasswordRoute.tsx').then((m) => ({ default: m.ResetPasswordRoute })),
  }),
  route({
    path: '/verify-email',
    title: `Verify your e-mail · ${APP_NAME}`,
    load: () => import('../screens/VerifyEmail/VerifyEmailRoute.tsx').then((m) => ({ default: m.VerifyEmailRoute })),
  }),
  route({
    path: '/auth/callback',
    title: `Signing in with Google · ${APP_NAME}`,
    load: () => import('../screens/AuthCallback/AuthCallbackRoute.tsx').then((m) => ({ default: m.AuthCallbackRoute })),
  }),
  route({
    path: '/privacy',
    title: `Privacy policy · ${APP_NAME}`,
    load: () => import('../screens/Privacy/PrivacyRoute.tsx').then((m) => ({ default: m.PrivacyRoute })),
  }),
  route({
    path: '/terms',
    title: `Terms of service · ${APP_NAME}`,
    load: () => import('../screens/Terms/TermsRoute.tsx').then((m) => ({ default: m.TermsRoute })),
  }),
  route({
    path: '/billing/success',
    title: `Welcome to Premium · ${APP_NAME}`,
    signedIn: true,
    load: () => import('../screens/BillingSuccess/BillingSuccessRoute.tsx').then((m) => ({ default: m.BillingSuccessRoute })),
  }),
  route({
    path: '/billing/cancel',
    title: `Checkout cancelled · ${APP_NAME}`,
    signedIn: true,
    load: () => import('../screens/BillingCancel/BillingCancelRoute.tsx').then((m) => ({ default: m.BillingCancelRoute })),
  }),
  route({ path: '/dashboard', title: `Dashboard · ${APP_NAME}`, ...dashboard }),
  route({
    path: '/practice',
    title: `Practice · ${APP_NAME}`,
    signedIn: true,
    load: () => import('../screens/Practice/PracticeRoute.tsx').then((m) => ({ default: m.PracticeRoute })),
    // The variables come from the address (filters, set): a change of them loads a new set.
    queries: [{ query: () => import('../__generated__/PracticeRouteQuery.graphql.ts'), variables: practiceVariables }],
  }),
  route({
    path: '/exam',
    signedIn: true,
    load: () => import('../screens/Exam/ExamRoute.tsx').then((m) => ({ default: m.ExamRoute })),
    queries: [{ query: () => import('../__generated__/ExamRouteQuery.graphql.ts') }],
  }),
  route({
    path: '/exams/:examId',
    signedIn: true,
    load: () => import('../screens/Exam/PastExamRoute.tsx').then((m) => ({ default: m.PastExamRoute })),
    queries: [{ query: () => import('../__generated__/PastExamRouteQuery.graphql.ts'), variables: (_search, params) => ({ id: params.examId ?? '' }) }],
  }),
  route({
    path: '/subscription',
    title: `Subscription · ${APP_NAME}`,
    signedIn: true,
    load: () => import('../screens/Subscription/SubscriptionRoute.tsx').then((m) => ({ default: m.SubscriptionRoute })),
    // The plan and the catalogue, each failing on its own; the store's copy shows while the server answers.
    queries: [
      { query: () => import('../__generated__/SubscriptionRouteQuery.graphql.ts'), fetchPolicy: 'store-and-network' },
      { query: () => import('../__generated__/SubscriptionRoutePlansQuery.graphql.ts'), fetchPolicy: 'store-and-network' },
    ],
  }),
  route({
    path: '/settings',
    title: `Settings · ${APP_NAME}`,
    signedIn: true,
    load: () => import('../screens/Settings/SettingsRoute.tsx').then((m) => ({ default: m.SettingsRoute })),
    queries: [{ query: () => import('../__generated__/SettingsRouteQuery.graphql.ts') }],
  }),
  // Any unknown path shows the dashboard behind the login guard.
  route({ path: '*', ...dashboard }),
];

/** The route an address shows (react-router's ranking: `*` last), with its path parameters. */
export function matchRoute(pathname: string): { route: AppRoute; params: Params } | null {
  const match = matchRoutes(ROUTES as AppRoute[], pathname)?.[0];
  return match ? { route: match.route, params: match.params } : null;
}

/** A route query's variables for an address. */
export function variablesOf(spec: RouteQuerySpec, search: URLSearchParams, params: Params): Variables {
  const { variables = {} } = spec;
  return typeof variables === 'function' ? variables(search, params) : variables;
}
