/**
 * Persisted operations: the compiler's map covers every operation of the web app; in production
 * a browser may run only those ids, while personal access tokens may send documents (within the
 * armor limits), and the REST adapter's own documents still run.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import dashboardQuery from '../../web/__generated__/DashboardRouteQuery.graphql.ts';
import { createApiToken } from '../../graph/analytics/apiTokens.ts';
import { INTERNAL_CALLER_HEADER, loadPersistedOperations } from '../../graph/persistedOperations.ts';
import { ARMOR_LIMITS, GRAPHIQL_EXAMPLE } from '../../graph/yoga.ts';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { buildSchema, parse, validate } from 'graphql';
import { createTestApp, type TestApp } from '../support/app.ts';
import { learner } from '../practice/support.ts';
import { createAccount, PASSWORD } from '../support/accounts.ts';
import { RestClient } from '../support/client.ts';
import { createToken } from './support.ts';

const operations = loadPersistedOperations();

describe('the operation map', () => {
  it('holds every operation the web app compiles, under the SHA-256 of its text', () => {
    const dir = path.resolve('web/__generated__');
    const ids = readdirSync(dir)
      .map((file) => readFileSync(path.join(dir, file), 'utf8').match(/"id": "([0-9a-f]{64})"/)?.[1])
      .filter((id): id is string => Boolean(id));
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      expect(operations[id]).toEqual(expect.any(String));
      expect(createHash('sha256').update(operations[id]).digest('hex')).toBe(id);
    }
    // Each fits the query limits every request meets (a connection's cost grows with its page size).
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    for (const id of ids) {
      const errors = validate(schema, parse(operations[id]), [costLimitRule(ARMOR_LIMITS.costLimit), maxDepthRule(ARMOR_LIMITS.maxDepth)]);
      expect({ operation: operations[id].split('(')[0].split(' {')[0], errors: errors.map((e) => e.message) }).toEqual({
        operation: expect.any(String),
        errors: [],
      });
    }
    // No compiled operation ships its text to the browser.
    for (const file of readdirSync(dir)) expect(readFileSync(path.join(dir, file), 'utf8')).not.toMatch(/"text": "(query|mutation)/);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', DEMO_LOGIN: 'off' } });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: body as object });

  it("runs the web app's ids for a browser session, and nothing else", async () => {
    const { headers } = await learner(t);
    const id = (dashboardQuery as unknown as { params: { id: string } }).params.id;
    const known = await post(headers, { extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables: {} });
    expect(known.statusCode).toBe(200);
    expect(known.json().data.viewer.progress).toBeDefined();

    const unknown = await post(headers, { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ message: 'Unknown persisted operation id.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });

    const document = await post(headers, { query: '{ viewer { email } }' });
    expect(document.statusCode).toBe(403);
    expect(document.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
    // Guessing the REST adapter's mark does not help.
    const forged = await post({ ...headers, [INTERNAL_CALLER_HEADER]: 'guess' }, { query: '{ viewer { email } }' });
    expect(forged.statusCode).toBe(403);
  });

  it('lets a token send documents, within the armor limits', async () => {
    // Made in the domain directly: the settings page's mutation is itself a persisted operation.
    const { user } = await learner(t);
    const { secret } = await createApiToken(t.db.prisma, user, { name: 'notebook', scopes: ['read:progress'] });
    const bearer = { authorization: `Bearer ${secret}` };
    const read = await post(bearer, { query: '{ viewer { progress { percent } } }' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { viewer: { progress: { percent: 0 } } } });

    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const greedy = await post(bearer, { query: `{ ${aliases} }` });
    expect(greedy.json().errors[0].message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it("decides on the caller, not on the header's spelling: a mis-cased or bogus token never runs a document as the cookie's user", async () => {
    const user = await createAccount(t.db.prisma);
    const browser = new RestClient(t.app);
    await browser.get('/healthz'); // the anti-forgery cookie
    expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    browser.accessToken = null; // only the refresh cookie and whatever bearer each request names
    const refreshCookie = browser.cookies.get('refresh_token');
    expect(refreshCookie).toEqual(expect.any(String));
    const { secret } = await createApiToken(t.db.prisma, user, { name: 'notebook', scopes: ['read:progress'] });

    // One document that signs in from the cookie and then mints a token as that session.
    const MINT =
      'mutation { refreshSession { __typename ... on SignInPayload { accessToken } } createApiToken(input: { name: "minted", scopes: [READ_PROGRESS] }) { __typename ... on CreateApiTokenPayload { secret } } }';
    for (const [authorization, status, code] of [
      [`Bearer CPAT_${secret.slice(5)}`, 401, 'UNAUTHENTICATED'],
      ['Bearer CPAT_x', 401, 'UNAUTHENTICATED'],
      ['bearer cpat_bogus', 401, 'UNAUTHENTICATED'],
      ['Bearer Cpat_', 401, 'UNAUTHENTICATED'],
      [`Bearer  ${secret} trailing`, 403, 'PERSISTED_QUERY_ONLY'],
      ['Bearer not-a-token', 403, 'PERSISTED_QUERY_ONLY'],
    ] as const) {
      const refused = await browser.post('/graphql', { query: MINT }, { headers: { authorization } });
      expect({ authorization, status: refused.status, code: refused.body.errors?.[0]?.extensions?.code, data: refused.body.data }).toEqual({
        authorization,
        status,
        code,
        data: undefined,
      });
    }
    // Nor through the REST adapter: a token-like bearer that is not a valid token is refused, not read as the cookie.
    const rest = await browser.post('/api/auth/refresh', {}, { headers: { authorization: 'Bearer CPAT_x' } });
    expect(rest.status).toBe(401);
    expect(await t.db.prisma.apiToken.count({ where: { userId: user.id } })).toBe(1);
    expect(browser.cookies.get('refresh_token')).toBe(refreshCookie);

    // A valid token still may, whatever the case of the scheme.
    const read = await browser.post('/graphql', { query: '{ viewer { progress { percent } } }' }, { headers: { authorization: `bearer ${secret}` } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: { viewer: { progress: { percent: 0 } } } });
  });

  it("still runs the REST adapter's own documents", async () => {
    const { headers } = await learner(t);
    const progress = await t.app.inject({ method: 'GET', url: '/api/progress', headers });
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toMatchObject({ success: true, data: { totalAnswered: 0 } });
  });
});

describe('GraphiQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opens with an analytics example that a token with read:progress and read:answers can run', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.body).toContain('query MyProgress');
    const { headers } = await learner(t);
    const { secret } = await createToken(t, headers, ['READ_PROGRESS', 'READ_ANSWERS']);
    const run = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      payload: { query: GRAPHIQL_EXAMPLE },
    });
    expect(run.json().errors).toBeUndefined();
    expect(run.json().data.viewer.masteryByDifficulty).toHaveLength(3);
  });
});
