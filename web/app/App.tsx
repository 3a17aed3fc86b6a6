import { CssBaseline, ThemeProvider } from '@mui/material';
import { useState } from 'react';
import type { IEnvironment } from 'relay-runtime';
import { RelayEnvironmentProvider } from 'react-relay';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './AuthProvider.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { setAppEnvironment } from './prefetch.ts';
import { createRelayEnvironment } from './RelayEnvironment.ts';
import { theme } from './theme.ts';

/** The app; `environment` is the one web/main.tsx created to start the session and the route before rendering. */
export function App({ environment: given }: { environment?: IEnvironment }) {
  const [environment] = useState(() => {
    const created = given ?? createRelayEnvironment();
    setAppEnvironment(created);
    return created;
  });
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <RelayEnvironmentProvider environment={environment}>
          <AuthProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AuthProvider>
        </RelayEnvironmentProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
