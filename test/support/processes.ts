/** Real app processes for tests, started as `npm start` starts them: node --import tsx graph/main.ts. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * A first start migrates and loads the whole bank into a new embedded database: about 15 s on a quiet
 * machine, but beside a second full suite and a simulation (load average 9-10) one took 34 s to
 * migrate and 99 s more to load the bank, past the 150 s this was: a hang detector, not a budget.
 */
export const START_TIMEOUT_MS = 300_000;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The environment of an app process: the test's own (PATH), without Jest's flags or database. */
export function serverEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _jestFlags, DATABASE_URL: _database, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DEMO_LOGIN: 'on',
    JWT_SECRET: 'process-test-secret-long-enough-for-hs256',
    ...overrides,
  };
}

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function run(args: string[], env: NodeJS.ProcessEnv): Run {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, describe: () => string = () => '') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}\n${describe()}`);
}

/** Starts the server and resolves once it logged that it is ready. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<Run> {
  const server = run(['--import', 'tsx', 'graph/main.ts'], env);
  await waitFor('the server to be ready', () => /"msg":"ready"/.test(server.output()) || server.child.exitCode !== null, START_TIMEOUT_MS, server.output);
  if (server.child.exitCode !== null) throw new Error(`the server stopped: ${server.output()}`);
  return server;
}
