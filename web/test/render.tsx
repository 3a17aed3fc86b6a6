import { CssBaseline, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { type AuthState, AuthProvider } from '../app/AuthProvider.tsx';
import { theme } from '../app/theme.ts';

export const signedOut: AuthState = { status: 'signedOut', user: null };
export const signedIn: AuthState = {
  status: 'signedIn',
  user: { id: 'VXNlcjox', email: 'ada@example.com', name: 'Ada', picture: null, mfa_enabled: false, subscriptionStatus: 'free', createdAt: '2026-11-01T00:00:00Z' },
};

/** Renders UI with the app's providers: a Relay mock environment, a given auth state, a router. */
export function renderWithProviders(ui: ReactElement, { auth = signedOut, route = '/', environment = createMockEnvironment() } = {}) {
  const result = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RelayEnvironmentProvider environment={environment}>
        <AuthProvider initial={auth}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AuthProvider>
      </RelayEnvironmentProvider>
    </ThemeProvider>,
  );
  return { ...result, environment };
}
