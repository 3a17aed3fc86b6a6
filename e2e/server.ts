/**
 * Playwright's global setup (playwright.config.ts): builds the web app unless CI already did
 * (E2E_BUILT=1), then starts the real server once for the whole run, on a free port with a fresh
 * embedded database and a real SMTP server it sends through, and tells the workers where
 * (E2E_BASE_URL, E2E_DATA_DIR; e2e/fixtures.ts reads them). Returns the teardown.
 *
 * One server for the run rather than a worker fixture: Playwright starts a new worker after a
 * failed test, and a fresh database loads the whole bank on its first start.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import smtpServer from 'smtp-server';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
  console.log('Installing Chromium from Debian packages...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

// A fresh database loads the whole bank on first start: on a busy shared machine that can pass a minute.
async function waitUntilReady(url: string, child: ChildProcess, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready in time');
}

/** A real SMTP server the app sends through (SMTP_URL), as in production: each message lands in outbox/smtp-*.eml. */
async function startMailSink(outbox: string) {
  mkdirSync(outbox, { recursive: true });
  let received = 0;
  const sink = new smtpServer.SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(path.join(outbox, `smtp-${Date.now()}-${String(received).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => sink.close(() => resolve())) };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  // CI builds once in its own step and says so (E2E_BUILT=1); run alone, the journeys build what they test.
  if (process.env.E2E_BUILT !== '1') {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cissp-e2e-'));
  const mail = await startMailSink(path.join(dataDir, 'outbox'));
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'graph/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      EXAM_ITEMS: '12',
      // One item of each interactive kind in every exam, within its first 8 (the real exam's 150 give 5).
      EXAM_INTERACTIVE_ITEMS: '3',
      // Cheap password hashing (refused outside NODE_ENV=test), as in the unit suite.
      PASSWORD_HASH_COST: '10',
      SMTP_URL: mail.url,
      REMINDER_CHECK_SECONDS: '5',
      // Behind one trusted hop: each journey sends its own client address (e2e/fixtures.ts).
      TRUST_PROXY_HOPS: '1',
    },
  });
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const teardown = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      // Bounded: a server that does not stop in 20 s is killed.
      const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
      await stopped;
      clearTimeout(timer);
    }
    await mail.close();
  };
  try {
    await waitUntilReady(url, server);
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  mkdirSync(path.join(root, 'test-results/e2e'), { recursive: true });
  return teardown;
}
