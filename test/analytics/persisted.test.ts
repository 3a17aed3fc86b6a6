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
      expect({ operation: operations[id].split('(')[0].split(' {')[0], errors: errors.map((e) => e.message) }).toEqual({ operation: expect.any(String), errors: [] });
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

  it('runs the web app\'s ids for a browser session, and nothing else', async () => {
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

  it('still runs the REST adapter\'s own documents', async () => {
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
