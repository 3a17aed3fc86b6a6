import pino from 'pino';
import { ConfigError } from '../../graph/config.ts';
import { createTestApp, type TestApp, testConfig } from '../support/app.ts';
import { RestClient } from '../support/client.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('bad input is a 4xx that says what was wrong', () => {
  let t: TestApp;
  const logged: { level: number; msg: string }[] = [];
  let demo: RestClient;
  beforeAll(async () => {
    t = await createTestApp({ logger: pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) }) });
    demo = new RestClient(t.app, '198.51.100.60');
    expect((await demo.post('/api/auth/demo')).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses NUL characters anywhere in the input', async () => {
    const anonymous = new RestClient(t.app);
    const cases = [
      await anonymous.post('/api/auth/login', { email: 'a\u0000@example.com', password: 'x' }),
      await anonymous.post('/api/auth/register', { email: 'nul@example.com', password: 'Correct-Horse-42', name: 'Na\u0000me' }),
      await demo.post('/api/progress', { questionId: 'd1-001', isCorrect: true, idempotencyKey: 'key\u0000' }),
      await demo.call('GET', '/api/questions?topic=Asset%00Security'),
    ];
    for (const response of cases) {
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: { success: false, error: 'Text must not contain NUL (\\u0000) characters.' },
      });
    }
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }',
        variables: { input: { email: 'x\u0000@example.com' } },
      },
    });
    expect(graphql.statusCode).toBe(400);
    expect(graphql.json().errors[0]).toMatchObject({ message: expect.stringContaining('NUL'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a query parameter given twice, and an object where text belongs', async () => {
    const repeated = await demo.get('/api/questions?topic=Asset%20Security&topic=Security%20Operations');
    expect(repeated.status).toBe(400);
    expect(repeated.body).toEqual({ success: false, error: 'The query parameter "topic" was given more than once; send it once.' });
    const object = await demo.post('/api/mfa/setup', { algorithm: { name: 'SHA256' } });
    expect(object.body).toEqual({ success: false, error: 'algorithm must be SHA256 or SHA1' });
    expect(object.status).toBe(400);
  });

  it('answers transport errors in the REST shape', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, error: expect.any(String) });
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ success: false, error: expect.any(String) });
  });

  it('tells GraphQL clients what was wrong with their variables, cursors and ids, without reporting a fault', async () => {
    logged.length = 0;
    const ask = (query: string, variables: Record<string, unknown>) => t.graphql(query, variables, { authorization: `Bearer ${demo.accessToken}` });
    const questions = 'query($first: Int, $after: String) { questions(first: $first, after: $after) { edges { cursor } } }';
    const cases = [
      { result: await ask(questions, { first: 'ten' }), message: /Variable "\$first" got invalid value "ten"; Int cannot represent/ },
      { result: await ask(questions, { first: -1 }), message: /Argument "first" must be a non-negative integer/ },
      { result: await ask(questions, { first: 2, after: 'not-a-cursor' }), message: /cursor/i },
      { result: await ask('query($id: ID!) { node(id: $id) { id } }', { id: 'garbage' }), message: /Invalid global ID|Malformed id/ },
      { result: await ask('query($id: ID!) { node(id: $id) { id } }', { id: b64('Session:not-a-uuid') }), message: /Malformed id|Invalid/ },
      {
        result: await ask('query($f: AnswerFilter) { viewer { answers(first: 1, filter: $f) { totalCount } } }', { f: { since: 'yesterday' } }),
        message: /since|DateTime|date/i,
      },
    ];
    for (const { result, message } of cases) {
      const error = result.errors?.[0];
      if (error) {
        expect({ message: error.message, code: error.extensions?.code }).toEqual({ message: expect.stringMatching(message), code: 'BAD_USER_INPUT' });
      } else {
        // A malformed id may also simply find nothing.
        expect(result.data).toEqual({ node: null });
      }
    }
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://practice.example', CORS_ORIGINS: 'https://admin.example, https://staging.example:8443' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const preflight = (url: string, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-csrf-token' },
    });

  it("lets APP_URL's origin and the configured ones call the API with credentials", async () => {
    for (const origin of ['https://practice.example', 'https://admin.example', 'https://staging.example:8443']) {
      for (const url of ['/graphql', '/api/auth/refresh']) {
        const response = await preflight(url, origin);
        expect({ origin, url, status: response.statusCode }).toEqual({ origin, url, status: 204 });
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(response.headers['access-control-allow-credentials']).toBe('true');
        expect(String(response.headers['access-control-allow-headers'])).toContain('x-csrf-token');
      }
      const post = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { origin, 'content-type': 'application/json' },
        payload: { query: '{ viewer { id } }' },
      });
      expect(post.headers['access-control-allow-origin']).toBe(origin);
      expect(String(post.headers.vary)).toMatch(/origin/i);
    }
  });

  it('gives any other origin, "null" included, nothing to read, and never a wildcard', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://practice.example.evil.example', 'http://practice.example']) {
      const response = await preflight('/graphql', origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const post = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { origin, 'content-type': 'application/json' },
        payload: { query: '{ viewer { id } }' },
      });
      expect(post.headers['access-control-allow-origin']).toBeUndefined();
      const rest = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { origin } });
      expect(rest.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses a wildcard or "null" in CORS_ORIGINS at start-up', () => {
    for (const value of ['*', 'null', 'https://ok.example,*', 'ftp://files.example', 'not a url']) {
      expect(() => testConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
    }
    expect(testConfig({ CORS_ORIGINS: 'https://a.example/path/' }).corsOrigins).toEqual(['http://localhost:3000', 'https://a.example']);
  });
});

describe('caching of personal answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks every answer carrying a token or personal data no-store, REST and GraphQL', async () => {
    const client = new RestClient(t.app, '198.51.100.61');
    const signIn = await client.post('/api/auth/demo');
    expect(signIn.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/auth/status', '/api/progress', '/api/mfa/status', '/api/stripe/subscription', '/api/questions?limit=2']) {
      const response = await client.get(url);
      expect({ url, status: response.status, cacheControl: response.headers['cache-control'] }).toEqual({ url, status: 200, cacheControl: 'no-store' });
    }
    expect((await client.post('/api/auth/refresh')).headers['cache-control']).toBe('no-store');
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${client.accessToken}` },
      payload: { query: '{ viewer { email } }' },
    });
    expect(graphql.json().data.viewer.email).toMatch(/@/);
    expect(graphql.headers['cache-control']).toBe('no-store');
    const get = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ viewer { email } }')}`,
      headers: { accept: 'application/json', authorization: `Bearer ${client.accessToken}` },
    });
    expect(get.headers['cache-control']).toBe('no-store');
    // Errors too.
    expect((await new RestClient(t.app).get('/api/auth/status')).headers['cache-control']).toBe('no-store');
  });
});
