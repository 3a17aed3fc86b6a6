// npm run lighthouse: Lighthouse (mobile, its defaults: a mid-range phone on a slow 4G link) on the
// landing page and on the screens a learner opens every day (/dashboard, /practice, /exam), served
// by the real server from the current build on 127.0.0.1 with a fresh embedded database, in
// Debian's Chromium. `/` is measured signed out; then the browser signs in through the login
// page's real demo sign-in (the button a visitor clicks: the server sets the session cookie) and
// the other screens are measured in that session, each from a cold cache. Prints, per screen, the
// four category scores, the main metrics and what holds the screen back: the LCP element, the
// longest main-thread tasks' scripts and the largest JavaScript chunk. Reports are written to
// test-results/lighthouse-<screen>.report.html. Not part of CI (a measurement that depends on the
// machine's load); docs/performance.md keeps the figures.
//
// On a shared machine the page's tasks are stretched by other processes, and Lighthouse's simulated
// 4x CPU slowdown multiplies the stretched durations. Each screen also prints the page's main
// thread CPU time (the trace's thread time, which other processes do not stretch) against its wall
// time, and the same run audited again with the CPU slowdown scaled by that ratio: an estimate of
// what a quiet machine would score, from the same trace.
//
//   npm run build && npm run lighthouse [-- /path ...]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
// Lighthouse's own browser driver (a dependency of lighthouse): its documented way to measure
// pages behind a sign-in is to hand it a puppeteer page that signed in first.
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const SCREENS = requested.length ? requested : ['/', '/dashboard', '/practice', '/exam'];
/** Screens measured signed out; every other one is measured signed in. */
const PUBLIC = new Set(['/', '/login', '/register', '/privacy', '/terms']);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

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
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_LOGIN: 'on' },
});
let browser;
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

/** Signs in as a visitor does: the login page's demo button, then the dashboard it lands on. */
async function signIn(page) {
  await page.goto(`${url}/login`, { waitUntil: 'networkidle0' });
  // The cookie dialog covers the foot of the window until it is answered.
  const reject = await page.waitForSelector('::-p-text(Reject non-essential)', { timeout: 15_000 }).catch(() => null);
  if (reject) await reject.click();
  const demo = await page.waitForSelector('::-p-text(Try the demo account)', { timeout: 30_000 });
  await demo.click();
  await page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 60_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
}

/**
 * The page's main thread in the trace: its top-level tasks' CPU time (`tdur`, thread time) and
 * wall time (`dur`). The renderer's main thread is the CrRendererMain with the most task time.
 */
function mainThread(trace) {
  const main = new Set();
  for (const event of trace.traceEvents)
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') main.add(`${event.pid}:${event.tid}`);
  const tasks = new Map();
  for (const event of trace.traceEvents) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || event.tdur === undefined || !main.has(key)) continue;
    const sum = tasks.get(key) ?? { cpu: 0, wall: 0 };
    sum.cpu += event.tdur / 1000;
    sum.wall += event.dur / 1000;
    tasks.set(key, sum);
  }
  return [...tasks.values()].sort((a, b) => b.wall - a.wall)[0] ?? { cpu: 0, wall: 0 };
}

/** What holds a screen back, read from the report. */
function diagnose(lhr) {
  const audit = (id) => lhr.audits[id];
  const lcpItem = audit('largest-contentful-paint-element')?.details?.items?.[0];
  const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
  const phases = audit('largest-contentful-paint-element')?.details?.items?.[1]?.items;
  const scripts = (audit('network-requests')?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const largest = scripts.sort((a, b) => b.transferSize - a.transferSize)[0];
  const bootup = (audit('bootup-time')?.details?.items ?? []).slice(0, 2);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const short = (u) => (u?.startsWith(url) ? u.slice(url.length) : u);
  return {
    lcp: lcpNode ? `${lcpNode.nodeLabel?.slice(0, 60)} (${lcpNode.selector ?? lcpNode.path})` : 'none reported',
    lcpPhases: phases ? phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ') : '',
    js: `${scripts.length} scripts, ${kib(scripts.reduce((sum, item) => sum + item.transferSize, 0))} transferred; largest ${short(largest?.url)} ${largest ? kib(largest.transferSize) : ''}`,
    bootup: bootup.map((item) => `${short(item.url)} ${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms)`).join('; '),
  };
}

const rows = [];
try {
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage();
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  let signedIn = false;
  console.log(`npm run lighthouse on ${SCREENS.join(', ')}; load average before ${load()}`);
  for (const screen of SCREENS) {
    if (!PUBLIC.has(screen) && !signedIn) {
      await signIn(page);
      signedIn = true;
    }
    // lighthouse(url, flags, undefined, page), in its two steps, so that one trace is audited twice.
    const { artifacts, runnerOptions } = await navigationGather(page, `${url}${screen}`, { flags: { output: ['json', 'html'], logLevel: 'error' } });
    const result = await Runner.audit(artifacts, { ...runnerOptions, computedCache: new Map() });
    if (!result) throw new Error(`lighthouse returned nothing for ${screen}`);
    const thread = mainThread(artifacts.Trace);
    const { settings } = runnerOptions.resolvedConfig;
    const slowdown = settings.throttling.cpuSlowdownMultiplier * Math.min(1, thread.cpu / thread.wall);
    settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: slowdown };
    const quiet = (await Runner.audit(artifacts, { ...runnerOptions, computedCache: new Map() }))?.lhr;
    const { lhr } = result;
    const name = screen === '/' ? 'landing' : screen.slice(1).replace(/\W+/g, '-');
    const out = path.join(root, `test-results/lighthouse-${name}`);
    writeFileSync(`${out}.report.json`, result.report[0]);
    writeFileSync(`${out}.report.html`, result.report[1]);
    if (new URL(lhr.finalDisplayedUrl).pathname !== screen) {
      throw new Error(`${screen} ended at ${lhr.finalDisplayedUrl}: the session did not hold`);
    }
    const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, Math.round(category.score * 100)]));
    const metric = (id) => lhr.audits[id].displayValue;
    const why = diagnose(lhr);
    rows.push({ screen, scores, metric, why });
    console.log(`\n${screen} (Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, load average ${load()})`);
    console.log(
      `  ${Object.values(lhr.categories)
        .map((category) => `${category.title} ${scores[category.id]}`)
        .join(', ')}`,
    );
    console.log(
      `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
    );
    console.log(
      `  main thread: ${Math.round(thread.cpu)} ms of CPU in ${Math.round(thread.wall)} ms of tasks; load-corrected (CPU slowdown ${slowdown.toFixed(2)}): Performance ${Math.round((quiet?.categories.performance.score ?? 0) * 100)}, LCP ${quiet?.audits['largest-contentful-paint'].displayValue}, TBT ${quiet?.audits['total-blocking-time'].displayValue}`,
    );
    console.log(`  LCP element: ${why.lcp}${why.lcpPhases ? `; ${why.lcpPhases}` : ''}`);
    console.log(`  JavaScript: ${why.js}`);
    console.log(`  most main-thread time: ${why.bootup}`);
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative');
    if (failing.length) console.log(`  to fix: ${[...new Set(failing.map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`))].join(', ')}`);
    console.log(`  report: ${path.relative(root, out)}.report.html`);
  }
} finally {
  await browser?.close();
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n| screen | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |`);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
for (const { screen, scores, metric } of rows) {
  console.log(
    `| ${screen} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
  );
}
console.log(`load average after ${load()}`);
