import type { Config } from '../config.ts';
import { IGNORED_ERRORS, scrubEvent } from './scrub.ts';

type SentryModule = typeof import('@sentry/node');

// Loaded only when a DSN is set: the SDK and its instrumentation cost a second at start-up.
let sentry: SentryModule | null = null;

/** Sentry for the server when SENTRY_DSN is set (10% trace sampling). */
export async function initServerErrorReporting(config: Pick<Config, 'sentryDsn' | 'production'>): Promise<boolean> {
  if (!config.sentryDsn) return false;
  sentry = await import('@sentry/node');
  sentry.init({
    dsn: config.sentryDsn,
    environment: config.production ? 'production' : 'development',
    tracesSampleRate: 0.1,
    sendDefaultPii: false,
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event) => scrubEvent(event),
    // Errors are reported by our own handlers (with the id the user sees). Sentry's Fastify
    // instrumentation hooks every Fastify instance created after init, and rewrote our REST
    // error bodies to {} in the test suite, where each test file builds new servers.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
  });
  return true;
}

/** Reports an unexpected error with the id shown to the user; a no-op when Sentry is off. */
export function reportError(error: unknown, errorId: string): void {
  sentry?.captureException(error, { tags: { errorId } });
}
