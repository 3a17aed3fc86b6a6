import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Component, type ReactNode, Suspense } from 'react';
import { reportRenderError } from './errorReporting.ts';
import { isUnauthenticated, limitMessage } from './requestErrors.ts';

interface Props {
  /** The catalogue message shown when loading fails. */
  message: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The one error boundary of a screen's query: a section that failed to load says so with its own
 * message and offers a retry. A load refused because the session ended (UNAUTHENTICATED) is
 * silent: the session banner and the login guard handle that. A load refused for a limit the
 * learner reached (RATE_LIMITED) shows the server's message, which says when it lifts: no fault.
 */
export class LoadBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!isUnauthenticated(error) && limitMessage(error) === null) reportRenderError(error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    if (isUnauthenticated(this.state.error)) return null;
    const limit = limitMessage(this.state.error);
    return (
      <Alert
        severity={limit === null ? 'error' : 'warning'}
        action={
          <Button color="inherit" size="small" onClick={this.retry}>
            Try Again
          </Button>
        }
      >
        {limit ?? this.props.message}
      </Alert>
    );
  }
}

/** The one loading pattern of a screen's query: a spinner named for what is loading. */
export function QueryLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * Where a screen shows its route's query (see RouteQuery): the spinner while it loads, the
 * failure with Try Again (which loads it again) if it fails.
 */
export function QueryBoundary({ loading, failure, onRetry, children }: { loading: string; failure: string; onRetry(): void; children: ReactNode }) {
  return (
    <LoadBoundary message={failure} onRetry={onRetry}>
      <Suspense fallback={<QueryLoading label={loading} />}>{children}</Suspense>
    </LoadBoundary>
  );
}
