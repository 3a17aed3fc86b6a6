import * as Sentry from '@sentry/react';
import { errorReportingOptions } from '../sentryOptions.ts';

describe('web error reporting', () => {
  it('samples as the spec says: 10% traces, 10% replays, every replay on error', () => {
    const options = errorReportingOptions(Sentry, 'https://key@sentry.example/1');
    expect(options).toMatchObject({ tracesSampleRate: 0.1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1.0, sendDefaultPii: false });
  });

  it('sends events scrubbed of e-mail, card and phone numbers, with only the user id', async () => {
    const sent: string[] = [];
    // A transport that keeps the serialised envelope instead of sending it.
    const transport = () => ({
      send: async (envelope: unknown) => {
        sent.push(JSON.stringify(envelope));
        return { statusCode: 200 };
      },
      flush: async () => true,
    });
    const options = errorReportingOptions(Sentry, 'https://key@sentry.example/1');
    Sentry.init({ ...options, integrations: [], transport });
    Sentry.setUser({ id: 'user-7', email: 'grace@example.com', ip_address: '10.0.0.1' });
    Sentry.captureException(new Error('Checkout failed for grace@example.com card 5555 5555 5555 4444 phone +1 (415) 555-2671'));
    Sentry.captureException(new TypeError('Failed to fetch'));
    await Sentry.flush(2000);

    const events = sent.filter((e) => e.includes('"exception"'));
    expect(events).toHaveLength(1); // the network failure was ignored
    expect(events[0]).toContain('Checkout failed for [email] card [card] phone [phone]');
    expect(events[0]).toContain('"user":{"id":"user-7"}');
    expect(events[0]).not.toMatch(/grace@example\.com|5555 5555|555-2671|10\.0\.0\.1/);
    await Sentry.close();
  });
});
