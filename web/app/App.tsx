import { CssBaseline, ThemeProvider } from '@mui/material';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './AuthProvider.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { createRelayEnvironment } from './RelayEnvironment.ts';
import { theme } from './theme.ts';

export function App() {
  const [environment] = useState(createRelayEnvironment);
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
