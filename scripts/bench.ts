/**
 * Load benchmark: signed-in learners answering questions and reading their dashboard, against the
 * app started as `npm start` would (its own port, a temporary DATA_DIR or a fresh PostgreSQL
 * database, NODE_ENV=production), and side by side in the same run a hand-written Fastify + driver
 * handler doing the same work (scripts/bench-baseline.ts). autocannon drives both from this process.
 *
 *   npm run bench                                   # 50 and 200 learners, 60 s per scenario, embedded PGlite
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench
 *                                                   # ... and on PostgreSQL (a fresh database, dropped after)
 *   npm run bench -- --quick                        # 10 learners, 1 s per scenario, a 1,000-answer history
 *                                                   # (CI: it runs, reports and fails on an error; its figures are not read)
 *
 * Options: --duration S, --connections 50,200, --engines pglite,postgresql, --history 100000,
 * --steady-rate 100,20 (the fixed-rate scenario's answers and dashboards a second),
 * --cpu-prof DIR (the app writes V8 CPU profiles to DIR/<engine>/ on exit, one per thread: the
 * largest is the main thread's), --scenarios healthz,dashboard (only the scenarios whose names
 * contain one of these; with a profile, to see one request's path alone). TEST_DATABASE_URL works like
 * BENCH_DATABASE_URL. Figures on a shared machine move with its load: the ratios within one run
 * are the meaningful part; the load average is printed with them.
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import dashboardQuery from '../web/__generated__/DashboardRouteQuery.graphql.ts';
import submitMutation from '../web/__generated__/useSubmitAnswerMutation.graphql.ts';
import { openSession } from '../graph/auth/sessions.ts';
import { type Database, openDatabase } from '../graph/db/database.ts';
import { migrate } from '../graph/db/migrate.ts';
import { seed } from '../graph/db/seed.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const QUICK = flag('quick');
const DURATION = Number(option('duration', QUICK ? '1' : '60'));
const CONNECTIONS = option('connections', QUICK ? '10' : '50,200')
  .split(',')
  .map(Number);
const HISTORY = Number(option('history', QUICK ? '1000' : '100000'));
const CPU_PROF = option('cpu-prof', '');
/** The app's WEB_CONCURRENCY: HTTP worker processes (PostgreSQL only; the baselines stay one process). */
const WORKERS = Number(option('workers', '1'));
if (!Number.isInteger(WORKERS) || WORKERS < 1 || WORKERS > 64) throw new Error('--workers must be a whole number from 1 to 64');
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ENGINES = option('engines', PG_URL ? 'pglite,postgresql' : 'pglite').split(',') as ('pglite' | 'postgresql')[];
if (ENGINES.includes('postgresql') && !PG_URL) throw new Error('--engines postgresql needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
const JWT_SECRET = randomBytes(32).toString('hex');
const ONLY = option('scenarios', '').split(',').filter(Boolean);
const wanted = (scenario: string) => !ONLY.length || ONLY.some((part) => scenario.toLowerCase().includes(part.toLowerCase()));
/** The fixed-rate scenario: answers and dashboard loads a second, from this many learners (issue 23). */
// --quick scales the rates to its 10 learners (the embedded database serves one statement at a
// time, and a loaded CI machine must not fail on an open-loop backlog); --steady-rate 30,6 offers
// other rates (to compare two trees below saturation on a loaded machine).
const [STEADY_ANSWERS, STEADY_DASHBOARDS] = option('steady-rate', QUICK ? '5,1' : '100,20')
  .split(',')
  .map(Number);
const STEADY = { answersPerSecond: STEADY_ANSWERS, dashboardsPerSecond: STEADY_DASHBOARDS, learners: QUICK ? 10 : 200 };
const LEARNERS = Math.max(...CONNECTIONS, wanted('steady') ? STEADY.learners : 0);

/**
 * The V8 flags `npm start` gives the app (package.json), so the bench measures what production runs:
 * young-generation halves of up to 64 MB instead of 16: a request's allocations are garbage by the time
 * it is answered, and at the steady scenario's 120 requests a second the default size collected
 * about six times a second (114 collections in a 20 s window; docs/performance.md).
 */
const APP_NODE_FLAGS = (
  /exec node (.*?)--import tsx graph\/main\.ts/.exec(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start)?.[1] ?? ''
)
  .split(' ')
  .filter(Boolean);

const idOf = (artifact: unknown) => (artifact as { params: { id: string } }).params.id;
const SUBMIT_ID = idOf(submitMutation);
const DASHBOARD_ID = idOf(dashboardQuery);
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

interface Fixture {
  tokens: string[];
  questions: { id: string; options: string[] }[];
  /** Learners whose history has that many answers, for the read that must not grow with it. */
  historyTokens: Record<number, string>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Migrates and seeds, then signs in the learners (one session each) and writes long histories. */
async function prepare(db: Database): Promise<Fixture> {
  const logger = pino({ level: 'silent' });
  await migrate(db.sql);
  await seed(db.prisma, logger);
  const secret = new TextEncoder().encode(JWT_SECRET);
  const signIn = async (label: string) => {
    const user = await db.prisma.user.create({ data: { email: `${label}-${randomUUID()}@bench.example`, name: label } });
    return { user, token: (await openSession(db.prisma, secret, user)).accessToken };
  };
  const tokens: string[] = [];
  for (let i = 0; i < LEARNERS; i++) tokens.push((await signIn(`learner-${i}`)).token);
  // Answered by option: single choice only (an ordering, matching or hotspot item has no options, and
  // the REST route and the baseline take single choice alone, decision 017).
  const questions = (await db.prisma.question.findMany({ where: { retiredAt: null, type: 'SINGLE_CHOICE' }, select: { id: true, options: true } })).map(
    (q) => ({
      id: globalId('Question', q.id),
      options: q.options,
    }),
  );
  const historyTokens: Record<number, string> = {};
  for (const size of [100, HISTORY]) {
    const { user, token } = await signIn(`history-${size}`);
    // Answers spread over the bank and a year, inserted in SQL (a long history is the point, not
    // how it was made), then counted into the per-domain totals the way the app keeps them.
    await db.sql.query(
      `INSERT INTO "Answer" (id, "userId", "questionId", "chosenOption", "isCorrect", topic, difficulty, "idempotencyKey", "answeredAt")
       SELECT gen_random_uuid(), $1::uuid, q.id, q."correctAnswer", n % 3 <> 0, q.topic, q.difficulty, 'history-' || n, now() - (n || ' minutes')::interval
       FROM generate_series(1, $2::int) AS n
       JOIN LATERAL (SELECT * FROM "Question" ORDER BY id OFFSET (n % (SELECT count(*) FROM "Question")) LIMIT 1) q ON true`,
      [user.id, size],
    );
    await db.sql.query(
      `INSERT INTO "DomainTally" ("userId", topic, answered, correct)
       SELECT "userId", topic, count(*), count(*) FILTER (WHERE "isCorrect") FROM "Answer" WHERE "userId" = $1::uuid GROUP BY "userId", topic`,
      [user.id],
    );
    historyTokens[size] = token;
  }
  return { tokens, questions, historyTokens };
}

function start(name: string, script: string, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

async function ready(port: number, pathname: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (response.status > 0) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on port ${port} did not start within 120 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

interface Row {
  engine: string;
  learners: number;
  scenario: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** What the errors were: timeouts, refused connections, and each HTTP status (or "body" for a 200 with the wrong answer). */
  errorKinds: string;
  requests: number;
  baseline?: string;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

/**
 * One scenario: `connections` learners for `DURATION` seconds. `body` builds each request; `ok`
 * checks each response (a GraphQL error arrives with status 200, so the body is read).
 */
const RUN = { duration: DURATION };

async function run(
  port: number,
  connections: number,
  scenario: { method: 'GET' | 'POST'; path: string; token?: () => string; body?: () => unknown; ok: (body: string) => boolean },
  { duration, rate }: { duration: number; rate?: number } = RUN,
) {
  await settle(port);
  const latencies: number[] = [];
  let bad = 0;
  const kinds = new Map<string, number>();
  let finish!: (result: autocannon.Result) => void;
  let failRun!: (error: Error) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    failRun = reject;
  });
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${port}`,
      connections,
      duration,
      // A fixed offered rate (requests a second from all connections together), below saturation.
      ...(rate ? { overallRate: rate } : {}),
      requests: [
        {
          method: scenario.method,
          path: scenario.path,
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', ...(scenario.token ? { authorization: `Bearer ${scenario.token()}` } : {}) },
            body: scenario.body ? JSON.stringify(scenario.body()) : undefined,
          }),
          onResponse: (status, body) => {
            if (status >= 400 || !scenario.ok(body)) {
              bad++;
              const kind = status >= 400 ? String(status) : 'body';
              kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
            }
          },
        },
      ],
    },
    (error, result) => (error ? failRun(error) : finish(result)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await done;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : NaN);
  const ms = (n: number) => Number(n.toFixed(1));
  return {
    rps: Math.round(latencies.length / duration),
    p50: ms(at(50)),
    p95: ms(at(95)),
    p99: ms(at(99)),
    // autocannon's `errors` already counts its timeouts.
    errors: bad + result.errors,
    errorKinds: [
      ...(result.timeouts ? [`timeouts ${result.timeouts}`] : []),
      ...(result.errors - result.timeouts > 0 ? [`connection ${result.errors - result.timeouts}`] : []),
      ...[...kinds].map(([kind, n]) => `${kind} ${n}`),
    ].join(', '),
    requests: latencies.length,
  };
}

/**
 * A fixed offered rate the way learners send it: each request at its own moment, arrivals at
 * random (a Poisson process: exponential gaps averaging 1/rate), whether or not the earlier ones
 * have been answered (an open loop). autocannon's `overallRate` does not do that: each connection
 * sends its share of the second back to back as soon as its one-second timer fires, and all the
 * timers start together, so the server gets the whole second's requests at once and then nothing
 * (a burst of 120 every second in the steady scenario): its p99 measures a burst draining.
 * Latency is counted from the moment the request was due, so time spent waiting for one of the
 * `connections` sockets, or for this process's own thread, counts too (no coordinated omission).
 */
async function paced(
  port: number,
  connections: number,
  scenario: { method: 'GET' | 'POST'; path: string; token?: () => string; body?: () => unknown; ok: (body: string) => boolean },
  { duration, rate }: { duration: number; rate: number },
) {
  await settle(port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const kinds = new Map<string, number>();
  let bad = 0;
  let lagMax = 0;
  /** When the requests over 50 ms were due: spread out, or together (a stall of the machine). */
  const slowDue: number[] = [];
  const fail = (kind: string) => {
    bad++;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  };
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      lagMax = Math.max(lagMax, performance.now() - due);
      const body = scenario.body ? JSON.stringify(scenario.body()) : undefined;
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: scenario.method,
          path: scenario.path,
          agent,
          timeout: 10_000,
          headers: { 'content-type': 'application/json', ...(scenario.token ? { authorization: `Bearer ${scenario.token()}` } : {}) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const latency = performance.now() - due;
            latencies.push(latency);
            if (latency > 50) slowDue.push(due);
            const status = response.statusCode ?? 0;
            if (status >= 400) fail(String(status));
            else if (!scenario.ok(Buffer.concat(chunks).toString())) fail('body');
            resolve();
          });
          response.on('error', () => {
            fail('connection');
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => {
        fail(error.message === 'timeout' ? 'timeouts' : 'connection');
        resolve();
      });
      request.end(body);
    });
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + duration * 1000;
  for (let due = started - (Math.log(1 - Math.random()) * 1000) / rate; due < end; due -= (Math.log(1 - Math.random()) * 1000) / rate) {
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = send(due);
    inFlight.add(sent);
    void sent.then(() => inFlight.delete(sent));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : NaN);
  const ms = (n: number) => Number(n.toFixed(1));
  return {
    rps: Math.round(latencies.length / duration),
    p50: ms(at(50)),
    p95: ms(at(95)),
    p99: ms(at(99)),
    errors: bad,
    errorKinds: [...kinds].map(([kind, n]) => `${kind} ${n}`).join(', '),
    requests: latencies.length,
    /** How late this process sent its latest request (its own thread busy): counted in the latencies. */
    lagMax: ms(lagMax),
    /** The requests over 50 ms, and in how many distinct quarter-seconds they were due. */
    over50ms: { n: slowDue.length, quarterSeconds: new Set(slowDue.map((due) => Math.floor(due / 250))).size },
  };
}

/**
 * Writes the dirty pages the saturating scenarios left (tens of thousands of answers in a minute)
 * before a steady window, so the window does not measure that backlog's checkpoint: in a full run
 * without it, the paced window's sessions waited on the WAL's fsync 0.25 of the time against 0.07 when
 * the scenario ran alone, and 0.07 with it (docs/performance.md, "Stop 34"). Needs a superuser or
 * pg_checkpoint; without one the window runs as it is, and says so.
 */
async function checkpoint(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('CHECKPOINT');
  } catch (error) {
    console.log(`${' '.repeat(16)}(no CHECKPOINT before the steady window: ${(error as Error).message})`);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * What the database's sessions were doing during a scenario, sampled every 10 ms from
 * pg_stat_activity: running (on CPU or reading), waiting for a lock (another answer of the same
 * learner holding its stats row), idle inside a transaction (the app working between two
 * statements of its transaction, or the network between them), or idle.
 */
function sampleSessions(url: string) {
  const client = new pg.Client({ connectionString: url });
  const counts = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const sampling = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ state: string | null; wait: string | null; app: string | null }>(
        `SELECT state, wait_event_type || ':' || wait_event AS wait, application_name AS app FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      samples++;
      for (const row of rows) {
        const key = row.state === 'active' ? (row.wait && !row.wait.startsWith('Client') ? `active, waiting ${row.wait}` : 'active') : (row.state ?? 'unknown');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await sampling;
    // Average number of sessions in each state over the window.
    return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).map(([key, n]) => [key, Number((n / Math.max(samples, 1)).toFixed(2))]));
  };
}

/**
 * Waits until the server answers /healthz at once: after a scenario, requests autocannon gave up
 * on may still be running (the embedded database runs on the app's own thread), and the next
 * scenario would measure them.
 */
const SERVERS: number[] = [];
async function settle(port: number): Promise<void> {
  for (const other of SERVERS) if (other !== port) await settle1(other);
  await settle1(port);
}
async function settle1(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
    } catch {}
    if (Date.now() - started < 50) return;
  }
}

async function benchEngine(engine: 'pglite' | 'postgresql'): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cissp-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgresql') {
    const name = `cissp_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: PG_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  }
  const children: ChildProcess[] = [];
  try {
    const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    const fixture = await prepare(db);
    await db.close();
    // The embedded database belongs to one process: the baseline gets its own copy.
    const baselineDir = path.join(dataDir, 'baseline');
    if (!databaseUrl) cpSync(path.join(dataDir, 'pglite'), baselineDir, { recursive: true });

    // The app's own view of a window (scripts/bench-probe.mjs): event-loop delay, GC, pool waits.
    const probeFile = path.join(dataDir, 'probe.jsonl');
    const probeLines = () => (existsSync(probeFile) ? readFileSync(probeFile, 'utf8').split('\n').filter(Boolean) : []);
    // With workers, the primary passes the signal on and each worker writes its own line: their CPU
    // is summed, the rest shown per worker.
    const appWorkers = databaseUrl ? WORKERS : 1;
    const probe = async (): Promise<unknown> => {
      const before = probeLines().length;
      app.kill('SIGUSR2');
      for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
        const lines = probeLines();
        if (lines.length >= before + appWorkers) {
          const windows = lines.slice(before).map((line) => JSON.parse(line) as { cpuMs: number });
          return windows.length === 1 ? windows[0] : { cpuMs: windows.reduce((sum, w) => sum + w.cpuMs, 0), workers: windows };
        }
      }
      return null;
    };
    const appPort = await freePort();
    const app = start(
      'app',
      'graph/main.ts',
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(appPort),
        DATA_DIR: dataDir,
        JWT_SECRET,
        LOG_LEVEL: 'warn',
        DEMO_LOGIN: 'off',
        BENCH_PROBE_FILE: probeFile,
        WEB_CONCURRENCY: String(appWorkers),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      },
      // No fixed --cpu-prof-name: the main thread and tsx's loader thread would write the same file and
      // the loader's (idle) profile would win. Node names each CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile.
      [...APP_NODE_FLAGS, ...(CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROF, engine)] : []), '--import', './scripts/bench-probe.mjs'],
    );
    children.push(app);
    const basePort = await freePort();
    const base = start('baseline', 'scripts/bench-baseline.ts', {
      PORT: String(basePort),
      JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: baselineDir, DATABASE_URL: '' }),
    });
    children.push(base);
    await ready(appPort, '/graphql', app);
    await ready(basePort, '/answer', base);
    SERVERS.splice(0, SERVERS.length, appPort, basePort);

    // The throughput scenarios' learners: as many as connections (set per round below).
    let active = CONNECTIONS[0];
    const learner = () => fixture.tokens[Math.floor(Math.random() * Math.min(active, fixture.tokens.length))];
    const answer = () => {
      const question = pick(fixture.questions);
      return { questionId: question.id, answer: pick(question.options), idempotencyKey: randomUUID() };
    };
    const submitted = (body: string) => body.includes('"SubmitAnswerPayload"');
    const dashboardBody = () => ({
      operationName: 'DashboardRouteQuery',
      extensions: { persistedQuery: { version: 1, sha256Hash: DASHBOARD_ID } },
      variables: {},
    });
    const dashboardOk = (body: string) => body.includes('"totalAnswered"') && !body.includes('"errors"');
    const recorded = (body: string) => body.includes('"recorded":true');
    type Spec = Parameters<typeof run>[2] & { port: number; /** The scenario it is measured against: its ratio is rps / that one's rps. */ against?: string };
    // In the order they run; each app scenario beside the bare handler doing the same work.
    const scenarios: Record<string, Spec> = {
      'GET /healthz': { port: appPort, method: 'GET', path: '/healthz', ok: (body) => body.includes('"ok"'), against: 'baseline: GET /healthz' },
      'baseline: GET /healthz': { port: basePort, method: 'GET', path: '/healthz', ok: (body) => body.includes('"ok"') },
      'submitAnswer (GraphQL, persisted id)': {
        port: appPort,
        method: 'POST',
        path: '/graphql',
        token: learner,
        body: () => ({
          operationName: 'useSubmitAnswerMutation',
          extensions: { persistedQuery: { version: 1, sha256Hash: SUBMIT_ID } },
          variables: { input: answer(), connections: [] },
        }),
        ok: submitted,
        against: 'baseline: answer, full work',
      },
      'baseline: answer, full work': { port: basePort, method: 'POST', path: '/answer', token: learner, body: answer, ok: recorded },
      // In production (LEGACY_CLIENT off) progress carries the chosen option, graded on the server.
      'POST /api/progress (REST)': {
        port: appPort,
        method: 'POST',
        path: '/api/progress',
        token: learner,
        body: answer,
        ok: recorded,
        against: 'baseline: answer, full work',
      },
      'dashboard query (GraphQL, persisted id)': {
        port: appPort,
        method: 'POST',
        path: '/graphql',
        token: learner,
        body: dashboardBody,
        ok: dashboardOk,
        against: 'baseline: dashboard reads',
      },
      'baseline: dashboard reads': {
        port: basePort,
        method: 'POST',
        path: '/dashboard',
        token: learner,
        body: dashboardBody,
        ok: (body) => body.includes('"totalAnswered"'),
      },
    };
    const rows: Row[] = [];
    const report = (row: Row) => {
      rows.push(row);
      console.log(
        `${row.engine.padEnd(10)} ${String(row.learners).padStart(4)}  ${row.scenario.padEnd(46)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms  errors ${row.errors}${row.errorKinds ? ` (${row.errorKinds})` : ''}${row.baseline ? `  ${row.baseline} of baseline` : ''}`,
      );
    };
    const ratio = (result: { rps: number }, against: { rps: number } | undefined) =>
      against?.rps ? `${Math.round((result.rps / against.rps) * 100)}%` : undefined;
    // Warm up both servers (JIT, connection pools, caches) before anything is measured.
    const warm = { ...RUN, duration: QUICK ? 1 : 5 };
    for (const name of [
      'submitAnswer (GraphQL, persisted id)',
      'baseline: answer, full work',
      'dashboard query (GraphQL, persisted id)',
      'baseline: dashboard reads',
    ]) {
      const { port, against: _against, ...spec } = scenarios[name];
      if (needed(name) || wanted('steady')) await run(port, CONNECTIONS[0], spec, warm);
    }
    function needed(name: string) {
      return wanted(name) || Object.entries(scenarios).some(([other, spec]) => spec.against === name && wanted(other));
    }
    for (const connections of CONNECTIONS) {
      active = connections;
      const results: Record<string, Awaited<ReturnType<typeof run>>> = {};
      for (const [scenario, { port, against: _against, ...spec }] of Object.entries(scenarios)) {
        if (needed(scenario)) results[scenario] = await run(port, connections, spec);
      }
      for (const [scenario, result] of Object.entries(results)) {
        report({ engine, learners: connections, scenario, ...result, baseline: ratio(result, results[scenarios[scenario].against ?? '']) });
      }
    }
    // The progress read against history length: the same learners count, one learner each, beside
    // the bare handler reading the same learner's totals.
    const connections = CONNECTIONS[0];
    const progress = (size: number, path: string) => ({
      method: 'GET' as const,
      path,
      token: () => fixture.historyTokens[size],
      ok: (body: string) => body.includes(`"totalAnswered":${size}`),
    });
    const progressWanted = (size: number) => wanted(`GET /api/progress, ${size.toLocaleString('en')} answers`) || wanted('baseline: GET /progress');
    // Both servers warmed on this route too: without it the first size measured the app's JIT and
    // first statements (a third of its warm rate at load 20-30), the bare handler measured warm.
    if (progressWanted(100) || progressWanted(HISTORY)) {
      await run(appPort, connections, progress(100, '/api/progress'), warm);
      await run(basePort, connections, progress(100, '/progress'), warm);
    }
    for (const size of [100, HISTORY]) {
      const name = `GET /api/progress, ${size.toLocaleString('en')} answers`;
      if (!progressWanted(size)) continue;
      const app = await run(appPort, connections, progress(size, '/api/progress'));
      const bare = await run(basePort, connections, progress(size, '/progress'));
      report({ engine, learners: connections, scenario: name, ...app, baseline: ratio(app, bare) });
      report({ engine, learners: connections, scenario: `baseline: GET /progress, ${size.toLocaleString('en')} answers`, ...bare });
    }
    // Latency at a realistic load (issue 23): a fixed offered rate well below saturation, answers
    // and dashboard loads at once from STEADY.learners learners, about what 6,000 learners active
    // at once would send. Latencies are each request's own (the server kept up: no backlog to correct for).
    if (wanted('steady')) {
      const steadyLearner = () => fixture.tokens[Math.floor(Math.random() * STEADY.learners)];
      const steady = { duration: DURATION };
      const answerSpec = { ...scenarios['submitAnswer (GraphQL, persisted id)'], token: steadyLearner };
      const dashboardSpec = { ...scenarios['dashboard query (GraphQL, persisted id)'], token: steadyLearner };
      // What the app and the database did during each variant (printed below its rows).
      const observe = async <T extends { requests: number }[]>(label: string, body: () => Promise<T>): Promise<T> => {
        if (databaseUrl) await checkpoint(databaseUrl);
        await settle(appPort);
        await probe();
        const sessions = databaseUrl ? sampleSessions(databaseUrl) : null;
        const result = await body();
        const app = (await probe()) as { cpuMs?: number } | null;
        const served = result.reduce((n, r) => n + r.requests, 0);
        const perRequest = app?.cpuMs !== undefined && served ? `, CPU ${(app.cpuMs / served).toFixed(2)} ms a request` : '';
        console.log(`${' '.repeat(16)}${label}: app ${JSON.stringify(app)}${perRequest}`);
        if (sessions) console.log(`${' '.repeat(16)}${label}: database sessions (average number in each state) ${JSON.stringify(await sessions())}`);
        return result;
      };
      // 1. Random arrivals (Poisson), the realistic load: the goals are read here.
      const [answers, dashboards] = await observe('paced', () =>
        Promise.all([
          paced(appPort, Math.min(STEADY.learners, 50), answerSpec, { ...steady, rate: STEADY.answersPerSecond }),
          paced(appPort, Math.min(STEADY.learners, 20), dashboardSpec, { ...steady, rate: STEADY.dashboardsPerSecond }),
        ]),
      );
      report({ engine, learners: STEADY.learners, scenario: `steady: submitAnswer at ${STEADY.answersPerSecond}/s`, ...answers });
      report({ engine, learners: STEADY.learners, scenario: `steady: dashboard at ${STEADY.dashboardsPerSecond}/s (same time)`, ...dashboards });
      console.log(`${' '.repeat(16)}paced: this process sent its requests at most ${Math.max(answers.lagMax, dashboards.lagMax)} ms late`);
      console.log(
        `${' '.repeat(16)}paced: over 50 ms: ${answers.over50ms.n} answers in ${answers.over50ms.quarterSeconds} quarter-seconds, ${dashboards.over50ms.n} dashboards in ${dashboards.over50ms.quarterSeconds}`,
      );
      // 2. autocannon's overallRate, as the issue first measured it: every connection's share of a
      // second sent at once when its timer fires, so a burst of the second's requests each second.
      const [burstAnswers, burstDashboards] = await observe('bursts', () =>
        Promise.all([
          run(appPort, Math.min(STEADY.learners, 50), answerSpec, { ...steady, rate: STEADY.answersPerSecond }),
          run(appPort, Math.min(STEADY.learners, 20), dashboardSpec, { ...steady, rate: STEADY.dashboardsPerSecond }),
        ]),
      );
      report({ engine, learners: STEADY.learners, scenario: `steady, per-second bursts: submitAnswer`, ...burstAnswers });
      report({ engine, learners: STEADY.learners, scenario: `steady, per-second bursts: dashboard`, ...burstDashboards });
    }
    return rows;
  } finally {
    await Promise.all(children.map(stop));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `npm run bench ${args.join(' ')}: ${DURATION} s per scenario, learners ${CONNECTIONS.join(' and ')}, engines ${ENGINES.join(', ')}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const rows: Row[] = [];
for (const engine of ENGINES) rows.push(...(await benchEngine(engine)));
console.log(
  `load average at the end ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const failed = rows.filter((row) => row.errors > 0);
if (failed.length) {
  console.error(`errors in: ${failed.map((row) => `${row.engine} ${row.learners} ${row.scenario}`).join('; ')}`);
  process.exitCode = 1;
}
