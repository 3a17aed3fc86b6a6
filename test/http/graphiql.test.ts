/**
 * GraphiQL comes from our own origin (no CDN in its page or its policy), opens with the analytics
 * example, shows its docs in production too, and GRAPHQL_INTROSPECTION=off turns it and
 * introspection off.
 */
import { getIntrospectionQuery } from 'graphql';
import { createTestApp, type TestApp } from '../support/app.ts';

const html = { accept: 'text/html', 'accept-encoding': 'identity' };
const introspection = getIntrospectionQuery({ descriptions: true });

async function openGraphiQL(t: TestApp) {
  const page = await t.app.inject({ method: 'GET', url: '/graphql', headers: html });
  const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  return { page, assets };
}

describe('GraphiQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a page whose every file comes from our origin, under a policy that names no other', async () => {
    const { page, assets } = await openGraphiQL(t);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>CISSP Practice API</title>');
    expect(page.body).not.toMatch(/https?:\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toMatch(/https?:|unpkg|\*/);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("worker-src 'self'");
    // The bundle, its styles, the start-up script and the icon; no inline script.
    expect(assets).toHaveLength(4);
    expect(page.body.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g)).toBeNull();
    for (const asset of assets) {
      expect(asset).toMatch(/^\/graphiql\/[0-9a-f]{16}\//);
      const file = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
      expect({ asset, status: file.statusCode }).toEqual({ asset, status: 200 });
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves the editor and its three workers, compressed when the browser accepts it', async () => {
    const { page } = await openGraphiQL(t);
    const base = page.body.match(/data-assets="([^"]+)"/)?.[1];
    expect(base).toMatch(/^\/graphiql\/[0-9a-f]{16}\/$/);
    const boot = await t.app.inject({ method: 'GET', url: `${base}boot.js` });
    for (const worker of ['editor.worker.js', 'json.worker.js', 'graphql.worker.js']) {
      expect(boot.body).toContain(worker);
      const file = await t.app.inject({ method: 'GET', url: `${base}${worker}`, headers: { 'accept-encoding': 'gzip' } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(file.headers['content-encoding']).toBe('gzip');
    }
    const bundle = await t.app.inject({ method: 'GET', url: `${base}graphiql.js`, headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.rawPayload.length).toBeLessThan(Number(2 * 1024 * 1024));
    expect((await t.app.inject({ method: 'GET', url: `${base}nothing.js` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/graphiql/0123456789abcdef/graphiql.js' })).statusCode).toBe(404);
  });

  it('opens with the analytics example, sends no cookie, and introspects with descriptions', async () => {
    const { page } = await openGraphiQL(t);
    const options = JSON.parse(page.body.match(/<script type="application\/json" id="graphiql-options">(.*?)<\/script>/s)?.[1] ?? '{}');
    expect(options).toMatchObject({ endpoint: '/graphql', credentials: 'omit' });
    expect(options.defaultQuery).toContain('query MyProgress');
    const schema = await t.graphql(introspection);
    expect(schema.errors).toBeUndefined();
    const user = schema.data.__schema.types.find((type: { name: string }) => type.name === 'User');
    expect(user.fields.find((field: { name: string }) => field.name === 'answers').description).toEqual(expect.any(String));
  });
});

describe('GraphiQL in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', DEMO_LOGIN: 'off' } });
  });
  afterAll(() => t.close());

  const post = (query: string) => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });

  it('draws its docs without a token, while any other document still needs one', async () => {
    const { page } = await openGraphiQL(t);
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const schema = await post(introspection);
    expect(schema.statusCode).toBe(200);
    expect(schema.json().data.__schema.queryType.name).toBe('Query');
    for (const query of [
      '{ viewer { id } }',
      '{ __schema { queryType { name } } viewer { id } }',
      '{ ...F } fragment F on Query { viewer { id } }',
      'mutation { __typename }',
    ]) {
      const refused = await post(query);
      expect({ query, status: refused.statusCode, code: refused.json().errors?.[0].extensions.code }).toEqual({
        query,
        status: 403,
        code: 'PERSISTED_QUERY_ONLY',
      });
    }
  });
});

describe('GRAPHQL_INTROSPECTION=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { GRAPHQL_INTROSPECTION: 'off' } });
  });
  afterAll(() => t.close());

  it('turns GraphiQL and introspection off, and nothing else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/graphql', headers: html });
    expect(page.body).not.toContain('graphiql');
    expect((await t.app.inject({ method: 'GET', url: '/graphiql/0123456789abcdef/graphiql.js' })).statusCode).toBe(404);
    const schema = await t.graphql(introspection);
    expect(schema.errors?.[0].message).toMatch(/introspection has been disabled/);
    expect((await t.graphql('{ __type(name: "User") { name } }')).errors?.[0].message).toMatch(/introspection has been disabled/);
    expect(await t.graphql('{ sampleQuestion { __typename questionId } }')).toEqual({
      data: { sampleQuestion: { __typename: 'Question', questionId: expect.any(String) } },
    });
  });
});
