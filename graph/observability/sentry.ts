import * as Sentry from '@sentry/node';
import type { Config } from '../config.ts';
import { IGNORED_ERRORS, scrubEvent } from './scrub.ts';

/** Sentry for the server when SENTRY_DSN is set (spec 9: 10% trace sampling). */
export function initServerErrorReporting(config: Pick<Config, 'sentryDsn' | 'production'>): boolean {
  if (!config.sentryDsn) return false;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.production ? 'production' : 'development',
    tracesSampleRate: 0.1,
    sendDefaultPii: false,
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event) => scrubEvent(event),
  });
  return true;
}

/** Reports an unexpected error with the id shown to the user; a no-op when Sentry is off. */
export function reportError(error: unknown, errorId: string): void {
  Sentry.captureException(error, { tags: { errorId } });
}
