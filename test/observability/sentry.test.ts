import * as Sentry from '@sentry/node';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { initServerErrorReporting } from '../../graph/observability/sentry.ts';
import { scrubText } from '../../graph/observability/scrub.ts';

describe('scrubbing personal data', () => {
  it.each([
    ['mail ada@example.com now', 'mail [email] now'],
    ['card 4242 4242 4242 4242 declined', 'card [card] declined'],
    ['card 4242-4242-4242-4242', 'card [card]'],
    ['call +44 20 7946 0958 today', 'call [phone] today'],
    ['call (555) 123-4567', 'call [phone]'],
    ['phone 020 7946 0958', 'phone [phone]'],
    ['question d1-001 at 12:30 on 2026-11-21', 'question d1-001 at 12:30 on 2026-11-21'],
    ['scored 70 of 100 in 15000 ms', 'scored 70 of 100 in 15000 ms'],
  ])('%s', (input, output) => {
    expect(scrubText(input)).toBe(output);
  });
});

describe('server error reporting', () => {
  let server: Server;
  const envelopes: string[] = [];
  let port = 0;

  beforeAll(async () => {
    // A local stand-in for Sentry's ingest endpoint: keeps every envelope it receives.
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await Sentry.close(2000);
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends events without e-mail addresses, card or phone numbers, keeping only the user id', async () => {
    expect(await initServerErrorReporting({ sentryDsn: `http://publickey@127.0.0.1:${port}/42`, production: false })).toBe(true);
    Sentry.setUser({ id: 'user-123', email: 'ada@example.com', username: 'ada' });
    Sentry.captureException(new Error('Payment for ada@example.com with 4111 1111 1111 1111 failed; call +1 415 555 2671'));
    await Sentry.flush(5000);

    const sent = envelopes.join('\n');
    expect(sent).toContain('"type":"event"');
    expect(sent).toContain('Payment for [email] with [card] failed; call [phone]');
    expect(sent).toContain('"user":{"id":"user-123"}');
    expect(sent).not.toContain('ada@example.com');
    // The number itself, not its first four digits alone: the envelope also carries figures and ids
    // of its own (the machine's free memory read 22411137024 in one run, and the test failed).
    expect(sent).not.toMatch(/4111[\s-]*1111/);
    expect(sent).not.toContain('555 2671');
  });

  it('drops network-failure noise', async () => {
    envelopes.length = 0;
    Sentry.captureException(new TypeError('Failed to fetch'));
    await Sentry.flush(2000);
    expect(envelopes.filter((e) => e.includes('"type":"event"'))).toEqual([]);
  });

  it('stays off without a DSN', async () => {
    expect(await initServerErrorReporting({ sentryDsn: undefined, production: false })).toBe(false);
  });
});
