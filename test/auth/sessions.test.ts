import { hashToken, REFRESH_GRACE_MS } from '../../graph/auth/sessions.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount, PASSWORD } from '../support/accounts.ts';
import { RestClient } from '../support/client.ts';

describe('sessions, refresh tokens and CSRF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn() {
    const user = await createAccount(t.db.prisma);
    const client = new RestClient(t.app);
    await client.get('/healthz'); // the first response hands out the CSRF cookie
    const login = await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(200);
    return { user, client };
  }

  it('sets the refresh token as an HttpOnly, SameSite cookie and never in the body', async () => {
    const user = await createAccount(t.db.prisma);
    const client = new RestClient(t.app);
    const response = await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] as string[]);
    const refresh = cookies.find((c) => c.startsWith('refresh_token='))!;
    expect(refresh).toMatch(/HttpOnly/i);
    expect(refresh).toMatch(/SameSite=Strict/i);
    expect(refresh).not.toMatch(/Secure/); // only in production
    expect(JSON.stringify(response.body)).not.toContain(client.cookies.get('refresh_token'));
  });

  it('marks the refresh cookie Secure in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    const user = await createAccount(prod.db.prisma);
    const response = await new RestClient(prod.app).post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(([] as string[]).concat(response.headers['set-cookie'] as string[]).find((c) => c.startsWith('refresh_token='))).toMatch(/Secure/);
    await prod.close();
  });

  it('rotates the refresh token on every refresh', async () => {
    const { client } = await signedIn();
    const first = client.cookies.get('refresh_token');
    const refreshed = await client.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).toEqual(expect.any(String));
    expect(client.cookies.get('refresh_token')).not.toBe(first);
  });

  it('revokes the whole session when a used refresh token is replayed', async () => {
    const { client } = await signedIn();
    const stolen = client.cookies.get('refresh_token')!;
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    const legitimate = client.cookies.get('refresh_token')!;
    const accessToken = client.accessToken;
    // Replayed after the grace window that covers two tabs refreshing at once.
    await t.db.prisma.refreshToken.update({ where: { tokenHash: hashToken(stolen) }, data: { usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) } });

    const attacker = new RestClient(t.app, '203.0.113.9');
    attacker.cookies.set('refresh_token', stolen);
    attacker.cookies.set('csrf_token', 'attacker-token');
    const replay = await attacker.post('/api/auth/refresh');
    expect(replay.status).toBe(401);

    // The family is gone: the owner's newer token and current access token stop working too.
    client.cookies.set('refresh_token', legitimate);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
    client.accessToken = accessToken;
    expect((await client.get('/api/auth/status')).status).toBe(401);
  });

  it('keeps the session when two tabs refresh at once with the same token', async () => {
    const { client } = await signedIn();
    const tab1 = new RestClient(t.app);
    const tab2 = new RestClient(t.app);
    for (const tab of [tab1, tab2]) for (const [name, value] of client.cookies) tab.cookies.set(name, value);
    const [one, two] = await Promise.all([tab1.post('/api/auth/refresh'), tab2.post('/api/auth/refresh')]);
    expect([one.status, two.status]).toEqual([200, 200]);
    // Both tabs go on: their access tokens and their new refresh tokens work.
    expect((await tab1.get('/api/auth/status')).status).toBe(200);
    expect((await tab2.get('/api/auth/status')).status).toBe(200);
    expect((await tab2.post('/api/auth/refresh')).status).toBe(200);
    expect((await tab1.post('/api/auth/refresh')).status).toBe(200);
    expect((await client.get('/api/auth/status')).status).toBe(200);
  });

  it('logs out by revoking the session', async () => {
    const { client } = await signedIn();
    const token = client.cookies.get('refresh_token')!;
    const accessToken = client.accessToken;
    expect((await client.post('/api/auth/logout')).body).toEqual({ success: true, data: { message: 'Signed out.' } });
    expect(client.cookies.has('refresh_token')).toBe(false);
    client.cookies.set('refresh_token', token);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
    client.accessToken = accessToken;
    expect((await client.get('/api/auth/status')).status).toBe(401);
  });

  it('refuses a cookie-authenticated write without the CSRF header', async () => {
    const { client } = await signedIn();
    const missing = await client.post('/api/auth/refresh', {}, { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body.error).toMatch(/CSRF/);
    expect(missing.body.code).toBe('CSRF_INVALID');
    const wrong = await client.post('/api/auth/refresh', {}, { csrf: false, headers: { 'x-csrf-token': 'guess' } });
    expect(wrong.status).toBe(403);
    const graphql = await client.post('/graphql', { query: 'mutation { refreshSession { __typename } }' }, { csrf: false });
    expect(graphql.status).toBe(403);
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
  });

  it('refuses cross-site form posts to /api', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': type }, payload: 'email=a&password=b' });
      expect({ type, status: response.statusCode }).toEqual({ type, status: 415 });
    }
  });

  it("lists the viewer's sessions and signs out everywhere else", async () => {
    const user = await createAccount(t.db.prisma);
    const laptop = new RestClient(t.app, '198.51.100.1');
    const phone = new RestClient(t.app, '198.51.100.2');
    await laptop.post('/api/auth/login', { email: user.email, password: PASSWORD });
    await phone.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const list = await t.graphql(`{ viewer { sessions(first: 10) { edges { node { ip current } } } } }`, {}, { authorization: `Bearer ${laptop.accessToken}` });
    const sessions = list.data.viewer.sessions.edges.map((edge: { node: { ip: string; current: boolean } }) => edge.node);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toEqual([{ ip: '198.51.100.1', current: true }]);

    const out = await t.graphql(`mutation { signOutEverywhereElse { revokedCount } }`, {}, { authorization: `Bearer ${laptop.accessToken}` });
    expect(out.data.signOutEverywhereElse).toEqual({ revokedCount: 1 });
    expect((await phone.get('/api/auth/status')).status).toBe(401);
    expect((await laptop.get('/api/auth/status')).status).toBe(200);
  });

  it("keeps other people's sessions out of reach", async () => {
    const { client: owner } = await signedIn();
    const { client: stranger } = await signedIn();
    const mine = await t.graphql(`{ viewer { sessions(first: 10) { edges { node { id } } } } }`, {}, { authorization: `Bearer ${owner.accessToken}` });
    const sessionId = mine.data.viewer.sessions.edges[0].node.id;
    const peek = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on Session { ip } } }`,
      { id: sessionId },
      { authorization: `Bearer ${stranger.accessToken}` },
    );
    expect(peek.data?.node ?? null).toBeNull();
    const revoke = await t.graphql(
      `mutation($id: ID!) { revokeSession(input: { sessionId: $id }) { __typename ... on Error { message } } }`,
      { id: sessionId },
      { authorization: `Bearer ${stranger.accessToken}` },
    );
    expect(revoke.data.revokeSession).toEqual({ __typename: 'InputError', message: 'No such session.' });
    expect((await owner.get('/api/auth/status')).status).toBe(200);

    // The owner can sign that device out, and its token stops working at once.
    const own = await t.graphql(
      `mutation($id: ID!) { revokeSession(input: { sessionId: $id }) { __typename ... on RevokeSessionPayload { message } } }`,
      { id: sessionId },
      { authorization: `Bearer ${owner.accessToken}` },
    );
    expect(own.data.revokeSession).toEqual({ __typename: 'RevokeSessionPayload', message: 'Signed out of that device.' });
    expect((await owner.get('/api/auth/status')).status).toBe(401);
  });

  it('signs in the demo learner when DEMO_LOGIN is on, and not when it is off', async () => {
    const demo = await new RestClient(t.app).post('/api/auth/demo');
    expect(demo.status).toBe(200);
    expect(demo.body.user.email).toMatch(/^demo-[0-9a-f-]{36}@demo\.cissp-practice\.local$/);
    const off = await createTestApp({ env: { DEMO_LOGIN: 'off' } });
    const refused = await new RestClient(off.app).post('/api/auth/demo');
    expect(refused.body).toEqual({ success: false, error: 'Demo authentication failed. Please try again.' });
    await off.close();
  });
});
