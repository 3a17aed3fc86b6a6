// npm run test:e2e: builds the web app, starts the real server on a free port with a fresh
// embedded database, and runs the browser journeys in e2e/ against it with Debian's Chromium.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import smtpServer from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// A fresh database loads the whole bank on first start: on a busy shared machine that can pass a minute.
async function waitUntilReady(url, child, ms = 180_000) {
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

ensureChromium();
// CI builds once in its own step and says so (E2E_BUILT=1); run alone, the journeys build what they test.
if (process.env.E2E_BUILT !== '1') {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

const port = await freePort();
// The server's DATA_DIR: the journeys read the mail it sends from outbox/*.eml.
const dataDir = mkdtempSync(path.join(tmpdir(), 'cissp-e2e-'));

// A real SMTP server the app sends through (SMTP_URL), as in production: each message it receives
// is written to DATA_DIR/outbox/smtp-*.eml, where the journeys read it.
const outbox = path.join(dataDir, 'outbox');
mkdirSync(outbox, { recursive: true });
let received = 0;
const sink = new smtpServer.SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(path.join(outbox, `smtp-${Date.now()}-${String(received).padStart(5, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${sink.server.address().port}`;
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'graph/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', EXAM_ITEMS: '12', PASSWORD_HASH_COST: '10', SMTP_URL: smtpUrl, REMINDER_CHECK_SECONDS: '5',
    // Behind one trusted hop: each journey file sends its own client address (e2e/browser.ts launch()).
    TRUST_PROXY_HOPS: '1' },
});
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stopServer);

let status = 1;
try {
  await waitUntilReady(url, server);
  mkdirSync(path.join(root, 'test-results/e2e'), { recursive: true });
  // Every journey in e2e/, or only the files named on the command line (npm run test:e2e -- e2e/x.test.ts).
  const named = process.argv.slice(2).filter((arg) => arg.endsWith('.test.ts'));
  const tests = named.length ? named : readdirSync(path.join(root, 'e2e')).filter((f) => f.endsWith('.test.ts')).sort().map((f) => `e2e/${f}`);
  const run = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...tests], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, E2E_BASE_URL: url, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: CHROMIUM },
  });
  let output = '';
  run.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  status = await new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
  // Counts for CI's closing summary.
  const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  writeFileSync(path.join(root, 'test-results/e2e.json'), JSON.stringify({ passed: count('pass'), failed: count('fail'), skipped: count('skipped') }));
} catch (error) {
  console.error(error);
} finally {
  stopServer();
  sink.close();
}
process.exit(status);
