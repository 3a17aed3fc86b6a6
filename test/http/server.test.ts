import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app shell</title>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  // The build's precompressed copies (vite.config.ts): distinct content, to see which one is sent.
  writeFileSync(path.join(dir, 'assets', 'big.js'), 'console.log("plain");'.repeat(100));
  writeFileSync(path.join(dir, 'assets', 'big.js.br'), brotliCompressSync('console.log("brotli");'.repeat(100)));
  writeFileSync(path.join(dir, 'assets', 'big.js.gz'), gzipSync('console.log("gzip");'.repeat(100)));
  return dir;
}

describe('the HTTP server', () => {
  let t: TestApp;
  let base: string;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebBuild();
    t = await createTestApp({ webDist });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the API guide (docs/api.md) as a page at /docs/api, for the Settings > API tab to link to', async () => {
    const response = await fetch(`${base}/docs/api`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<h1 id="the-analytics-api">The analytics API</h1>');
    expect(page).toContain('<a href="/settings?tab=api">');
    // Its tables and code come through as HTML, not as Markdown source.
    expect(page).toMatch(/<table><thead><tr><th>scope<\/th>/);
    expect(page).toContain('<pre><code class="language-sh">');
    expect(page).not.toContain('|---|');
  });

  it('answers /healthz and /readyz', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('sends security headers on every response', async () => {
    const response = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unpkg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // HSTS only in production (see the production test below).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves the web app with history fallback, and JSON 404s under /api', async () => {
    const deep = await fetch(`${base}/practice?domain=ASSET_SECURITY`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('app shell');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${base}/assets/app.js`);
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The service worker is checked for a new build at every visit, as the shell is.
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const api = await fetch(`${base}/api/nothing-here`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, error: 'Not found' });
  });

  it("sends the build's Brotli or gzip copy of a file to a browser that accepts it", async () => {
    // fetch() would decode the body; a raw request shows what went over the wire.
    const raw = (file: string, acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        request(`${base}${file}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const br = await raw('/assets/big.js', 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.vary).toContain('accept-encoding');
    expect(br.body.equals(readFileSync(path.join(webDist, 'assets', 'big.js.br')))).toBe(true);
    const gz = await raw('/assets/big.js', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gz.body.equals(readFileSync(path.join(webDist, 'assets', 'big.js.gz')))).toBe(true);
    const plain = await raw('/assets/big.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("plain");'.repeat(100));
  });

  it("sends / from the build's landing.html (the first screen prerendered) and every other page from index.html", async () => {
    const dir = fakeWebBuild();
    writeFileSync(path.join(dir, 'landing.html'), '<!doctype html><title>landing first screen</title>');
    const withLanding = await createTestApp({ webDist: dir });
    try {
      await withLanding.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = withLanding.app.server.address() as { port: number };
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(await home.text()).toContain('landing first screen');
      // Checked for a new build at every visit, as the shell is: it names the build's hashed assets.
      expect(home.headers.get('cache-control')).toBe('no-cache');
      const deep = await fetch(`http://127.0.0.1:${port}/login`, { headers: { accept: 'text/html' } });
      expect(await deep.text()).toContain('app shell');
    } finally {
      await withLanding.close();
    }
  });

  it('answers / with the app shell whatever Accept says, for GET and HEAD', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/plain']) {
      const get = await fetch(`${base}/`, { headers: accept ? { accept } : {} });
      expect({ accept, status: get.status }).toEqual({ accept, status: 200 });
      expect(await get.text()).toContain('app shell');
      expect(get.headers.get('cache-control')).toBe('no-cache');
      const head = await fetch(`${base}/`, { method: 'HEAD', headers: accept ? { accept } : {} });
      expect({ accept, status: head.status, type: head.headers.get('content-type') }).toEqual({
        accept,
        status: 200,
        type: expect.stringContaining('text/html'),
      });
    }
  });

  it('compresses what it sends', async () => {
    const response = await fetch(`${base}/graphql`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('opens GraphiQL in a browser, from our own origin (test/http/graphiql.test.ts)', async () => {
    const response = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>CISSP Practice API</title>');
    expect(response.headers.get('content-security-policy')).not.toMatch(/https?:/);
  });

  it('answers GraphQL over GET and POST', async () => {
    const get = await fetch(`${base}/graphql?query=${encodeURIComponent('{ sampleQuestion { questionId } }')}`, { headers: { accept: 'application/json' } });
    expect((await get.json()).data.sampleQuestion.questionId).toBe('d1-001');
    const post = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(await post.json()).toEqual({ data: { viewer: null } });
    // Sent whole with its length, not as a chunked stream (graph/server.ts; a subscription still
    // streams: test/explanations).
    expect(post.headers.get('content-length')).toBe(String(JSON.stringify({ data: { viewer: null } }).length));
    expect(post.headers.get('transfer-encoding')).toBeNull();
  });

  it('refuses cross-site form posts to /graphql (no simple content types)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: 'query={viewer{id}}',
      });
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
    }
  });

  it('never answers a 500 to malformed input', async () => {
    const bad = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(bad.status).toBe(400);
    const wrongShape = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' });
    expect(wrongShape.status).toBeLessThan(500);
    const tooBig = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ viewer { id } } #${'x'.repeat(300_000)}` }),
    });
    expect(tooBig.status).toBe(413);
  });

  it("serves the plan catalogue through the REST adapter in the spec's shape", async () => {
    const response = await fetch(`${base}/api/stripe/products`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.products).toEqual([
      {
        id: 'prod_premium',
        name: 'Premium',
        description: 'Everything in Free.',
        // No language model in this app: no AI tutor to sell, and nothing else free learners lack (issue 22).
        features: [],
        prices: [
          {
            id: 'price_monthly',
            unitAmount: 2900,
            currency: 'usd',
            interval: 'month',
            recurring: { interval: 'month', interval_count: 1 },
            nickname: 'Monthly',
          },
          { id: 'price_yearly', unitAmount: 29000, currency: 'usd', interval: 'year', recurring: { interval: 'year', interval_count: 1 }, nickname: 'Yearly' },
        ],
      },
    ]);
  });

  it('logs each request as structured JSON with a request id', async () => {
    const lines: string[] = [];
    const pino = (await import('pino')).default;
    const logged = await createTestApp({ logger: pino({ level: 'info' }, { write: (l: string) => lines.push(l) }) });
    await logged.app.inject({ method: 'GET', url: '/healthz' });
    const completed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: expect.stringMatching(/^[0-9a-f-]{36}$/), res: { statusCode: 200 } });
    await logged.close();
  });
});

describe('the HTTP server in production', () => {
  it('adds HSTS', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await t.close();
  });
});

describe('readiness and shutdown', () => {
  it('reports 503 when the database stops answering', async () => {
    const t = await createTestApp();
    await t.db.close();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    await t.app.close();
  });

  it('finishes requests in flight when it closes, and refuses new connections', async () => {
    const t = await createTestApp();
    // The request is held in its handler until shutdown has begun: no sleeps to get the order right.
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    t.app.get('/test/slow', async () => {
      entered();
      await released;
      return { finished: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`).then((r) => r.json());
    await inHandler;
    const closing = t.shutdown();
    release();
    expect(await inFlight).toEqual({ finished: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await t.db.close();
  });

  // After a benchmark the app printed "Cannot use a pool after calling end on the pool": clients
  // that gave up had closed their connections, so the server closed at once and the database was
  // closed under handlers still running (graph/main.ts closes it right after the server).
  it.each(ENGINES)('on %s, waits for a handler whose client has gone before the database is closed', async (engine) => {
    const t = await createTestApp({ engine });
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const outcome: { rows?: unknown[]; error?: string } = {};
    t.app.get('/test/abandoned', async () => {
      entered();
      await released;
      // What a resolver does next: another statement on the database.
      try {
        outcome.rows = await t.db.sql.query('SELECT 1 AS "one"');
      } catch (error) {
        outcome.error = (error as Error).message;
      }
      return { finished: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    // A client that gives up: its socket closes while the handler waits.
    const client = request({ host: '127.0.0.1', port, path: '/test/abandoned' });
    const gone = new Promise<void>((resolve) => client.on('close', () => resolve()));
    client.on('error', () => {});
    client.end();
    await inHandler;
    client.destroy();
    await gone;
    // As graph/main.ts stops: the server, then the database. The handler goes on once the server
    // has stopped listening (it cannot have finished before shutdown began).
    const stopped = t.shutdown().then(() => t.db.close());
    await until(() => !t.app.server.listening);
    release();
    await stopped;
    expect(outcome).toEqual({ rows: [{ one: 1 }] });
  });
});

/** Resolves once `condition` holds, checked once per turn of the event loop (at most 10,000 turns). */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !condition(); turn++) await new Promise((resolve) => setImmediate(resolve));
  if (!condition()) throw new Error('the condition never held');
}
