import type { BrowserOptions } from '@sentry/react';
import { IGNORED_ERRORS, scrubEvent } from '../../graph/observability/scrub.ts';

type SentryModule = typeof import('@sentry/react');

/** Error reporting options (10% traces, 10% session replay, 100% replay on error). */
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
