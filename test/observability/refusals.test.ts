/**
 * Refusals (not signed in, not allowed) are answers, not faults: logged at info as one short line,
 * without a stack trace, and never reported as errors.
 */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createTestApp, type TestApp } from '../support/app.ts';
import { subscribe } from '../explanations/support.ts';
import { authHeaders, createUser } from '../support/factories.ts';

interface Line {
  level: number;
  msg: string;
  code?: string;
  err?: unknown;
}

describe('refusals in the log', () => {
  const lines: Line[] = [];
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
    t = await createTestApp({ logger });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('logs "Please sign in" and forbidden refusals at info, without a stack, over GraphQL, SSE and REST', async () => {
    const free = await createUser(t.db.prisma);
    const headers = await authHeaders(t, free.id);
    lines.length = 0;

    const anonymous = await t.graphql('{ practiceSet { id } }');
    expect(anonymous.errors![0]).toMatchObject({ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } });
    const events = await subscribe(baseUrl, headers, 'subscription { explanation(questionId: "d7-032") { __typename } }', {});
    expect(events[0].data.errors[0]).toMatchObject({ message: 'Premium subscription required for AI explanations', extensions: { code: 'FORBIDDEN' } });
    const rest = await t.app.inject({ method: 'POST', url: '/api/ai/explanation', headers, payload: { questionId: 'd7-032' } });
    expect(rest.statusCode).toBe(403);

    expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
    const refusals = lines.filter((line) => line.code === 'UNAUTHENTICATED' || line.code === 'FORBIDDEN');
    expect(refusals.map((line) => [line.level, line.code, line.msg])).toEqual([
      [30, 'UNAUTHENTICATED', 'Please sign in.'],
      [30, 'FORBIDDEN', 'Premium subscription required for AI explanations'],
      [30, 'FORBIDDEN', 'Premium subscription required for AI explanations'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('"stack"');
    for (const line of refusals) expect(JSON.stringify(line).length).toBeLessThan(400);
  });
});
