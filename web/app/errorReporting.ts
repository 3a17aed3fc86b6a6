type SentryModule = typeof import('@sentry/react');

// Sentry is loaded only when a DSN is configured, so it costs visitors nothing otherwise.
let sentry: SentryModule | null = null;

export async function initErrorReporting(dsn: string | undefined = import.meta.env?.VITE_SENTRY_DSN): Promise<boolean> {
  if (!dsn) return false;
  // The options (with the scrubbing rules) come with Sentry, in its chunk.
  const [Sentry, { errorReportingOptions }] = await Promise.all([import('@sentry/react'), import('./sentryOptions.ts')]);
  Sentry.init(errorReportingOptions(Sentry, dsn));
  sentry = Sentry;
  return true;
}

/** Reports an error and returns the id the error screen shows. */
export function reportRenderError(error: unknown): string {
  const id = sentry?.captureException(error);
  return id || crypto.randomUUID().replace(/-/g, '');
}

/** Only the user's id ever leaves with a report. */
export function setReportedUser(userId: string | null): void {
  sentry?.setUser(userId ? { id: userId } : null);
}
