import { CssBaseline, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { type AuthState, AuthProvider, type Viewer, viewerOperation } from '../app/AuthProvider.tsx';
import { theme } from '../app/theme.ts';

/** A session as a test starts it: signed in means this viewer is in the Relay store. */
export type TestAuth = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; viewer: Viewer };

export const signedOut: TestAuth = { status: 'signedOut' };
export const signedIn = {
  status: 'signedIn',
  viewer: {
    id: 'VXNlcjox',
    userId: 'u-1',
    email: 'ada@example.com',
    name: 'Ada',
    picture: null,
    twoFactor: { enabled: false },
    subscriptionStatus: 'free',
    createdAt: '2026-11-01T00:00:00Z',
    isDemo: false,
  },
} as const satisfies TestAuth;

/** The same learner on a paid plan. */
export const paid: TestAuth = { status: 'signedIn', viewer: { ...signedIn.viewer, subscriptionStatus: 'monthly' } };

/** Puts the signed-in viewer where the app keeps it (the store) and answers the provider's state. */
function startSession(auth: TestAuth, environment: ReturnType<typeof createMockEnvironment>): AuthState {
  if (auth.status !== 'signedIn') return auth;
  environment.commitPayload(viewerOperation(), { viewer: auth.viewer });
  return { status: 'signedIn', viewerId: auth.viewer.id };
}

/** Renders UI with the app's providers: a Relay mock environment, a given auth state, a router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    auth = signedOut,
    route = '/',
    environment = createMockEnvironment(),
  }: { auth?: TestAuth; route?: string; environment?: ReturnType<typeof createMockEnvironment> } = {},
) {
  const initial = startSession(auth, environment);
  const result = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RelayEnvironmentProvider environment={environment}>
        <AuthProvider initial={initial}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AuthProvider>
      </RelayEnvironmentProvider>
    </ThemeProvider>,
  );
  return { ...result, environment };
}
