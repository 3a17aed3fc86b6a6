/**
 * The weight budget of the first pages: `/` and `/login` may each make the browser transfer at
 * most 180 KiB of JavaScript and CSS (compressed, as sent). Serves the build (dist/web) on
 * 127.0.0.1 the way the app's server does (its precompressed Brotli copies, which Chromium asks for), opens each page in Chromium (playwright-core), waits
 * until the network is quiet, and adds up what came over the wire; exits 1 above the budget.
 * Requests to the API are answered 204 (the budget is about code, not data).
 *
 *   npm run build && npm run check:weight
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

export const BUDGET_KIB = 180;
// `--budget N` checks against N KiB instead: CI holds the line at today's weight (see .ci/run and
// docs/performance.md) until the pages are under the 180 KiB goal.
const budgetArg = process.argv.indexOf('--budget');
const budget = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : BUDGET_KIB;
if (!(budget > 0)) {
  console.error('--budget takes a number of KiB');
  process.exit(2);
}
const PAGES = ['/', '/login'];
const DIST = fileURLToPath(new URL('../dist/web', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
};

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('No build in dist/web: run `npm run build` first.');
  process.exit(1);
}

// Sent as the app's server sends the build (graph/server.ts): the Brotli or gzip copy the build
// wrote beside each file (vite.config.ts, precompress), whichever the browser accepts, Brotli
// first; a file whose compressed copies would not be smaller has none and goes as it is.
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://local');
  if (url.pathname.startsWith('/graphql') || url.pathname.startsWith('/api/')) {
    response.writeHead(204).end();
    return;
  }
  // The server sends / from landing.html, the landing page's first screen prerendered.
  let file =
    url.pathname === '/' && existsSync(path.join(DIST, 'landing.html')) ? path.join(DIST, 'landing.html') : path.join(DIST, path.normalize(url.pathname));
  if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(DIST, 'index.html');
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([name, suffix]) => accepted.includes(name) && existsSync(file + suffix));
  if (encoding) {
    const body = readFileSync(file + encoding[1]);
    response.writeHead(200, { 'content-type': type, 'content-encoding': encoding[0], 'content-length': body.length, vary: 'accept-encoding' });
    response.end(body);
    return;
  }
  response.writeHead(200, { 'content-type': type });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let over = false;
try {
  for (const page of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const kinds = new Map<string, { url: string; type: string }>();
    const bytes = { script: 0, style: 0 };
    const files: string[] = [];
    cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, { url: event.response.url, type: event.type }));
    cdp.on('Network.loadingFinished', (event) => {
      const kind = kinds.get(event.requestId);
      if (!kind) return;
      const key = kind.type === 'Script' ? 'script' : kind.type === 'Stylesheet' ? 'style' : null;
      if (!key) return;
      bytes[key] += event.encodedDataLength;
      files.push(`${new URL(kind.url).pathname} ${(event.encodedDataLength / 1024).toFixed(1)} KiB`);
    });
    await tab.goto(`http://127.0.0.1:${port}${page}`, { waitUntil: 'networkidle', timeout: 60_000 });
    // Until the page shows something and its network is quiet again: on a busy machine a pause
    // between two chunks can pass for quiet before the screen's own chunks are asked for.
    await tab.locator('#main *').first().waitFor({ timeout: 60_000 });
    await tab.waitForLoadState('networkidle', { timeout: 60_000 });
    const total = (bytes.script + bytes.style) / 1024;
    const verdict = total <= budget ? 'within' : 'OVER';
    if (total > budget) over = true;
    console.log(
      `${page.padEnd(7)} ${total.toFixed(1)} KiB of JS and CSS transferred (JS ${(bytes.script / 1024).toFixed(1)}, CSS ${(bytes.style / 1024).toFixed(1)}): ${verdict} the ${budget} KiB budget${budget === BUDGET_KIB ? '' : ` (the goal is ${BUDGET_KIB})`}`,
    );
    for (const file of files.sort()) console.log(`          ${file}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(over ? 1 : 0);
