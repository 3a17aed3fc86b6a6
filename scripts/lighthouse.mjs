// npm run lighthouse: Lighthouse (mobile, its defaults: a mid-range phone on a slow 4G link) on the
// landing page, served by the real server from the current build on 127.0.0.1 with a fresh
// embedded database, in Debian's Chromium. Prints the four category scores and the main metrics;
// the full report is written to test-results/lighthouse.html. Not part of CI (a measurement that
// depends on the machine's load); docs/performance.md keeps the figures.
//
//   npm run build && npm run lighthouse [-- /path]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const page = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/';

if (!existsSync(path.join(root, 'dist/web/index.html'))) {
  console.error('No build in dist/web: run `npm run build` first.');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cissp-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'graph/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);

// A fresh database loads the whole question bank on first start: that can take a minute.
const deadline = Date.now() + 180_000;
for (;;) {
  if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
  if (Date.now() > deadline) throw new Error('the server did not become ready in 3 minutes');
  try {
    if ((await fetch(`${url}/readyz`)).ok) break;
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 250));
}

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const out = path.join(root, 'test-results/lighthouse');
const run = spawnSync(
  path.join(root, 'node_modules/.bin/lighthouse'),
  [
    `${url}${page}`,
    '--quiet',
    '--output=json',
    '--output=html',
    `--output-path=${out}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 300_000 },
);
stop();
rmSync(dataDir, { recursive: true, force: true });
if (run.status !== 0) {
  console.error(`lighthouse exited with ${run.status ?? run.signal}`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(`${out}.report.json`, 'utf8'));
console.log(`Lighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor}, ${report.finalDisplayedUrl}`);
for (const category of Object.values(report.categories)) console.log(`  ${category.title.padEnd(16)} ${Math.round(category.score * 100)}`);
for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
  console.log(`  ${report.audits[id].title.padEnd(26)} ${report.audits[id].displayValue}`);
}
const failing = Object.values(report.categories)
  .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => report.audits[ref.id]))
  .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative');
if (failing.length) console.log(`  to fix: ${[...new Set(failing.map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`))].join(', ')}`);
console.log(`  report: ${path.relative(root, out)}.report.html`);
