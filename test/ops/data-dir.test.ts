/**
 * One embedded database, one process: real server processes on one DATA_DIR, started the way
 * `npm start` starts them (node --import tsx graph/main.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../graph/db/database.ts';
import { freePort, run, serverEnv as processEnv, START_TIMEOUT_MS, waitFor } from '../support/processes.ts';

const serverEnv = (dataDir: string, port: number) => processEnv({ DATA_DIR: dataDir, PORT: String(port) });

const isDead = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

async function portClosed(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch {
    return true;
  }
}

describe('one process per DATA_DIR', () => {
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.pid) child.kill('SIGKILL');
  });

  it("refuses a second server and db:migrate while one runs, keeps the first one's data, and stops the server with its parent", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cissp-datadir-'));
    const port = await freePort();
    // A stand-in for npm: starts the server as its child and can be killed with SIGKILL.
    const parent = run(
      [
        '-e',
        `const c = require('node:child_process').spawn(process.execPath, ['--import', 'tsx', 'graph/main.ts'], { stdio: 'inherit' }); console.log('server pid ' + c.pid); setInterval(() => {}, 60000);`,
      ],
      serverEnv(dataDir, port),
    );
    started.push(parent.child);
    await waitFor('the first server', () => /"msg":"ready"/.test(parent.output()), START_TIMEOUT_MS, parent.output);
    const serverPid = Number(/server pid (\d+)/.exec(parent.output())![1]);
    const base = `http://127.0.0.1:${port}`;

    // The first server takes answers.
    const signIn = await fetch(`${base}/api/auth/demo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const questions = (await (await fetch(`${base}/api/questions?limit=10`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { id: string }[];
    };
    const record = async (i: number) => {
      const response = await fetch(`${base}/api/progress`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ questionId: questions.data[i % questions.data.length].id, isCorrect: i % 2 === 0, idempotencyKey: `data-dir-${i}` }),
      });
      expect(response.status).toBe(200);
    };
    for (let i = 0; i < 5; i++) await record(i);

    // A second server on the same DATA_DIR is refused with one line naming the holder.
    const second = run(['--import', 'tsx', 'graph/main.ts'], serverEnv(dataDir, await freePort()));
    started.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Cannot start: DATA_DIR is in use by process ${serverPid}`);
    // One line, no stack trace (beside the start-up's structured log lines, such as the demo shortcuts it warns of).
    const notLogged = second
      .output()
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('{"level":'));
    expect(notLogged).toEqual([expect.stringMatching(/^Cannot start: DATA_DIR is in use/)]);
    // So is a migration.
    const migrate = run(['--import', 'tsx', 'scripts/migrate.ts'], serverEnv(dataDir, port));
    expect(await migrate.exited).toBe(1);
    expect(migrate.output()).toContain(`DATA_DIR is in use by process ${serverPid}`);

    // The first one still serves and keeps what it was sent.
    for (let i = 5; i < 10; i++) await record(i);

    // Killing its parent without a chance to forward a signal stops the server: port and lock freed.
    parent.child.kill('SIGKILL');
    await waitFor('the orphaned server to stop', () => isDead(serverPid), 20_000, parent.output);
    expect(await portClosed(port)).toBe(true);
    expect(existsSync(path.join(dataDir, 'cissp.lock'))).toBe(false);

    // Every answer is there.
    const db = await openDatabase({ dataDir });
    try {
      expect(await db.prisma.answer.count({ where: { idempotencyKey: { startsWith: 'data-dir-' } } })).toBe(10);
    } finally {
      await db.close();
    }
  }, 600_000); // two first starts of a server (START_TIMEOUT_MS each) and a migration, on a machine that may be loaded

  it('takes over the lock of a process that no longer runs', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cissp-datadir-'));
    const gone = run(['-e', ''], process.env);
    await gone.exited;
    writeFileSync(path.join(dataDir, 'cissp.lock'), `${gone.child.pid}\n`);
    const migrate = run(['--import', 'tsx', 'scripts/migrate.ts'], serverEnv(dataDir, 0));
    expect({ code: await migrate.exited, output: migrate.output() }).toEqual({ code: 0, output: expect.stringContaining('Applied:') });
    expect(existsSync(path.join(dataDir, 'cissp.lock'))).toBe(false);
  }, 300_000); // a first migration of a new embedded database, on a machine that may be loaded
});
