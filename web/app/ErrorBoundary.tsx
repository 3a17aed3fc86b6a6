import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from './errorReporting.ts';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  errorId: string | null;
}

/** Catches render errors, reports them, and shows the error screen with the report's id. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.setState({ errorId: reportRenderError(error) });
  }

  private reset = () => this.setState({ error: null, errorId: null });

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorScreen errorId={this.state.errorId} onRetry={this.reset} />;
  }
}

function ErrorScreen({ errorId, onRetry }: { errorId: string | null; onRetry: () => void }) {
  const tryAgain = () => {
    if (window.confirm('Reload the page to try again?')) window.location.reload();
    else onRetry();
  };
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Stack spacing={3} role="alert" sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          Something went wrong
        </Typography>
        <Typography color="text.secondary">We have been told about it. If it keeps happening, quote this error ID when you contact us.</Typography>
        <Box component="code" sx={{ p: 1, bgcolor: 'grey.100', borderRadius: 1 }} aria-label="Error ID">
          Error ID: {errorId ?? 'pending'}
        </Box>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={tryAgain}>
            Try Again
          </Button>
          <Button variant="outlined" href="/">
            Go to Home
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
