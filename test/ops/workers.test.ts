/**
 * WEB_CONCURRENCY: one primary (start-up, jobs) and HTTP workers sharing the port, on PostgreSQL.
 * Runs when TEST_DATABASE_URL is set.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededPostgresUrl } from '../support/db.ts';
import { freePort, type Run, serverEnv, startServer, waitFor } from '../support/processes.ts';

const describeWithPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** The process's children now (Linux), so the test sees the workers without the app telling it. */
function children(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, 'utf8').split(' ').filter(Boolean).map(Number) : [];
}

/** A GET on a connection of its own (no keep-alive), so the primary hands each to the next worker. */
function get(port: number, route: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: route, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** The pids that logged a completed request for `route`. */
function servedBy(output: string, route: string): Set<number> {
  const reqs = new Map<string, number>();
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { pid: number; reqId?: string; req?: { url: string }; msg: string };
    if (entry.msg === 'incoming request' && entry.req?.url === route && entry.reqId) reqs.set(entry.reqId, entry.pid);
    if (entry.msg === 'request completed' && entry.reqId && reqs.get(entry.reqId) === entry.pid) pids.add(entry.pid);
  }
  return pids;
}

describeWithPostgres('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof seededPostgresUrl>>;
  let server: Run;
  let port: number;
  beforeAll(async () => {
    database = await seededPostgresUrl('cissp_workers');
    port = await freePort();
    server = await startServer(
      serverEnv({
        DATABASE_URL: database.url,
        PORT: String(port),
        WEB_CONCURRENCY: '2',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cissp-workers-')),
      }),
    );
  }, 600_000); // the primary's start-up, then two workers', START_TIMEOUT_MS at most
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database.drop();
  }, 60_000);

  it('starts once, then serves from two workers', async () => {
    const ready = server
      .output()
      .split('\n')
      .find((line) => line.includes('"msg":"ready"'))!;
    expect(JSON.parse(ready)).toMatchObject({ workers: 2, steps: { workers: expect.any(Number) } });
    // The bank is loaded by the primary alone, not once per worker.
    expect(server.output().match(/"msg":"question bank loaded"/g)).toHaveLength(1);
    const workers = children(server.child.pid!);
    expect(workers).toHaveLength(2);
    for (let i = 0; i < 8; i++) expect(await get(port, `/healthz?n=${i}`)).toBe(200);
    await waitFor(
      'both workers to log a request',
      () => workers.every((pid) => [...Array(8).keys()].some((i) => servedBy(server.output(), `/healthz?n=${i}`).has(pid))),
      10_000,
      server.output,
    );
  });

  it('replaces a worker that dies, and keeps serving', async () => {
    const [victim, survivor] = children(server.child.pid!);
    process.kill(victim, 'SIGKILL');
    const listening = () => server.output().match(/"msg":"Server listening at /g)?.length ?? 0;
    expect(listening()).toBe(2);
    await waitFor('a replacement worker to listen', () => listening() === 3, 120_000, server.output);
    expect(children(server.child.pid!)).toHaveLength(2);
    expect(children(server.child.pid!)).not.toContain(victim);
    expect(children(server.child.pid!)).toContain(survivor);
    expect(server.output()).toContain('a worker stopped; starting another');
    expect(await Promise.all([1, 2, 3, 4].map(() => get(port, '/healthz')))).toEqual([200, 200, 200, 200]);
  }, 240_000);

  it('stops its workers and itself on SIGTERM', async () => {
    const workers = children(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of workers) expect(existsSync(`/proc/${pid}`)).toBe(false);
  }, 60_000);
});
