import type { BrowserOptions } from '@sentry/react';
import { IGNORED_ERRORS, scrubEvent } from '../../graph/observability/scrub.ts';

type SentryModule = typeof import('@sentry/react');

// Sentry is loaded only when a DSN is configured, so it costs visitors nothing otherwise.
let sentry: SentryModule | null = null;

/** Error reporting options (spec 9: 10% traces, 10% session replay, 100% replay on error). */
export function errorReportingOptions(Sentry: SentryModule, dsn: string): BrowserOptions {
  return {
    dsn,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
    tracesSampleRate: 0.1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    sendDefaultPii: false,
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event) => scrubEvent(event),
  };
}

export async function initErrorReporting(dsn: string | undefined = import.meta.env?.VITE_SENTRY_DSN): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
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
