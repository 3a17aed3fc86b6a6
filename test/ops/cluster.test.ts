/**
 * Two app nodes behind one PostgreSQL (as behind a load balancer): one set of rate limits and one
 * set of sessions across both. Runs when TEST_DATABASE_URL is set.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { seededPostgresUrl } from '../support/db.ts';
import { freePort, type Run, serverEnv, startServer } from '../support/processes.ts';

const describeWithPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeWithPostgres('two app processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof seededPostgresUrl>>;
  const nodes: { run: Run; base: string }[] = [];
  const started: ChildProcess[] = [];
  beforeAll(async () => {
    database = await seededPostgresUrl('cissp_cluster');
    // One after the other, as a rolling deploy starts them.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const server = await startServer(
        serverEnv({ DATABASE_URL: database.url, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cissp-node-')) }),
      );
      started.push(server.child);
      nodes.push({ run: server, base: `http://127.0.0.1:${port}` });
    }
  }, 600_000); // two starts, START_TIMEOUT_MS each at most
  afterAll(async () => {
    for (const child of started) child.kill('SIGTERM');
    await Promise.all(started.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on('exit', resolve)))));
    await database.drop();
  }, 60_000);

  const post = (base: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('shares one rate limit: requests spread over both nodes reach it together', async () => {
    // Reset requests per address: 10 an hour. Alternating nodes, each sees only 5 of the 10.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(nodes[i % 2].base, '/api/auth/password-reset-request', { email: `nobody${i}@example.com` })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('shares one set of sessions: a session opened on one node refreshes and ends on the other', async () => {
    const [a, b] = nodes;
    const signIn = await post(a.base, '/api/auth/demo', {});
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]);
    const cookie = cookies.join('; ');
    const csrf = cookies.find((c) => c.startsWith('csrf_token='))!.split('=')[1];

    // The token from node A works on node B, and B rotates A's refresh token.
    expect((await fetch(`${b.base}/api/auth/status`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const refreshed = await post(b.base, '/api/auth/refresh', {}, { cookie, 'x-csrf-token': csrf });
    expect(refreshed.status).toBe(200);
    const next = refreshed.headers
      .getSetCookie()
      .find((c) => c.startsWith('refresh_token='))!
      .split(';')[0];
    const { access_token: newToken } = (await refreshed.json()) as { access_token: string };

    // Signing out on A ends the session B refreshed: both tokens stop working on both nodes.
    const signOut = await post(
      a.base,
      '/api/auth/logout',
      {},
      { cookie: `${next}; csrf_token=${csrf}`, 'x-csrf-token': csrf, authorization: `Bearer ${newToken}` },
    );
    expect(signOut.status).toBe(200);
    for (const node of nodes) {
      for (const t of [token, newToken]) expect((await fetch(`${node.base}/api/auth/status`, { headers: { authorization: `Bearer ${t}` } })).status).toBe(401);
    }
  });
});
