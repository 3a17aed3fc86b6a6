// How long the server takes to be ready: the first start on an empty database (migrations and the
// whole bank), then restarts on the unchanged database, each timed from spawning the process to
// the first 200 from GET /readyz. PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server, in a fresh database dropped at the end. Prints the load
// average before and after: the figures depend on what else the machine is doing.
//
//   node scripts/bench-startup.mjs [--restarts N] [--engines pglite,postgres]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const RESTARTS = Number(option('--restarts', '3'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ENGINES = option('--engines', adminUrl ? 'pglite,postgres' : 'pglite').split(',');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the server, waits for /readyz, stops it; returns the ms to ready and the start-up log lines. */
async function startOnce(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'graph/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, LOG_LEVEL: 'info', NODE_ENV: 'development' },
  });
  const lines = [];
  let buffered = '';
  server.stdout.on('data', (chunk) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop();
    lines.push(...parts);
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 300_000;
  let ms;
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error('the server did not become ready in 5 minutes');
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    ms = performance.now() - started;
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  }
  const logged = (msg) => {
    for (const line of lines) {
      try {
        const entry = JSON.parse(line);
        if (entry.msg === msg) return entry;
      } catch {}
    }
    return undefined;
  };
  return { ms, ready: logged('ready'), bank: logged('question bank loaded') };
}

async function run(engine) {
  let env;
  let cleanup;
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cissp-startup-'));
    env = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    if (!adminUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL');
    const name = `startup_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cissp-startup-'));
    env = { DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir };
    cleanup = async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  }
  try {
    const describe = (label, { ms, ready, bank }) =>
      console.log(
        `  ${engine.padEnd(8)} ${label.padEnd(10)} ready in ${(ms / 1000).toFixed(2)} s` +
          ` (server's own count from its first line: ${ready ? (ready.ms / 1000).toFixed(2) : '?'} s;` +
          ` steps ${
            ready?.steps
              ? Object.entries(ready.steps)
                  .map(([k, v]) => `${k} ${v}`)
                  .join(', ')
              : '?'
          };` +
          ` bank: ${bank ? (bank.skipped ? 'unchanged, skipped' : `${bank.written} written, ${bank.retired} retired`) : '?'})`,
      );
    describe('first', await startOnce(env));
    const restarts = [];
    for (let i = 1; i <= RESTARTS; i++) {
      const result = await startOnce(env);
      restarts.push(result.ms);
      describe(`restart ${i}`, result);
    }
    const sorted = [...restarts].sort((a, b) => a - b);
    console.log(`  ${engine.padEnd(8)} restarts: median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s, load average ${load()}`);
  } finally {
    await cleanup();
  }
}

console.log(`node scripts/bench-startup.mjs ${args.join(' ')}: load average before ${load()}`);
for (const engine of ENGINES) await run(engine);
console.log(`load average after ${load()}`);
