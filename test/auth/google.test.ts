import { createHash } from 'node:crypto';
import { generateKeyPair } from 'jose';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount } from '../support/accounts.ts';
import { RestClient } from '../support/client.ts';
import { startFakeGoogle } from '../support/google.ts';

describe('Google sign-in', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({ env: { ...google.env, APP_URL: 'http://app.test' } });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  /** Starts a flow in a fresh browser-like client; returns the client and the flow's values. */
  async function start() {
    const client = new RestClient(t.app);
    const started = await client.get('/api/auth/google/start');
    expect(started.status).toBe(200);
    const url = new URL(started.body.data.authorizationUrl);
    return { client, state: started.body.data.state as string, nonce: started.body.data.nonce as string, url };
  }

  it("signs in with a one-tap ID token and creates the account, keyed by Google's subject", async () => {
    const { client, nonce } = await start();
    const token = await google.idToken({ sub: 'sub-ada', email: 'ada.google@example.com', nonce });
    const response = await client.post('/api/auth/google', { token });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: 'ada.google@example.com', name: 'Grace Hopper' });
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'ada.google@example.com' } });
    expect(user.googleSubject).toBe('sub-ada');
    expect(user.passwordHash).toBeNull();
  });

  it.each([
    ['a token for another audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['a token from another issuer', { iss: 'https://evil.example' }, {}],
    ['an expired token', {}, { expiresIn: '-1m' }],
    ['a token with the wrong nonce', { nonce: 'replayed-nonce' }, {}],
  ])('refuses %s', async (_name, claims, options) => {
    const { client, nonce } = await start();
    const token = await google.idToken({ sub: 'sub-x', email: 'x@example.com', nonce, ...claims }, options);
    const response = await client.post('/api/auth/google', { token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, error: 'Authentication failed' });
  });

  it("refuses a token signed by a key that is not Google's", async () => {
    const { client, nonce } = await start();
    const { privateKey } = await generateKeyPair('RS256');
    const token = await google.idToken({ sub: 'sub-x', email: 'x@example.com', nonce }, { key: privateKey });
    expect((await client.post('/api/auth/google', { token })).status).toBe(403);
  });

  it('refuses a token when no flow was started in this browser', async () => {
    const token = await google.idToken({ sub: 'sub-x', email: 'x@example.com', nonce: 'n' });
    expect((await new RestClient(t.app).post('/api/auth/google', { token })).status).toBe(403);
  });

  it('links an existing e-mail account only when Google says the address is verified', async () => {
    const existing = await createAccount(t.db.prisma, 'grace@example.com');
    const unverified = await start();
    const refused = await unverified.client.post('/api/auth/google', {
      token: await google.idToken({ sub: 'sub-grace', email: 'grace@example.com', email_verified: false, nonce: unverified.nonce }),
    });
    expect(refused.status).toBe(403);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: existing.id } })).googleSubject).toBeNull();

    const verified = await start();
    const linked = await verified.client.post('/api/auth/google', {
      token: await google.idToken({ sub: 'sub-grace', email: 'grace@example.com', nonce: verified.nonce }),
    });
    expect(linked.status).toBe(200);
    expect(linked.body.user.id).toBe(existing.id);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: existing.id } })).googleSubject).toBe('sub-grace');
  });

  it('completes the redirect flow with state and PKCE', async () => {
    const { client, state, nonce, url } = await start();
    expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/auth/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = url.searchParams.get('code_challenge')!;
    google.issueCode('code-1', challenge, await google.idToken({ sub: 'sub-pkce', email: 'pkce@example.com', nonce }));

    const wrongState = await client.post('/api/auth/google', { code: 'code-1', state: 'forged' });
    expect(wrongState.body).toEqual({ success: false, error: 'Invalid state parameter - possible CSRF attack' });

    const done = await client.post('/api/auth/google', { code: 'code-1', state });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe('pkce@example.com');
    const request = google.tokenRequests.at(-1)!;
    expect(createHash('sha256').update(request.get('code_verifier')!).digest('base64url')).toBe(challenge);
    expect(request.get('redirect_uri')).toBe('http://app.test/auth/callback');
  });

  it('still asks for the second factor of an account that has one', async () => {
    const user = await createAccount(t.db.prisma, 'two@example.com');
    await t.db.prisma.user.update({ where: { id: user.id }, data: { mfaEnabled: true, mfaSecret: 'JBSWY3DPEHPK3PXP', mfaAlgorithm: 'SHA256' } });
    const { client, nonce } = await start();
    const response = await client.post('/api/auth/google', { token: await google.idToken({ sub: 'sub-two', email: 'two@example.com', nonce }) });
    expect(response.body).toEqual({ success: true, mfaRequired: true, userId: user.id });
  });

  it('says Google is being set up when no client id is configured', async () => {
    const plain = await createTestApp();
    const response = await new RestClient(plain.app).post('/api/auth/google', { token: 'x' });
    expect(response.body).toEqual({ success: false, error: 'Google authentication is being set up. Please use the demo login for now.' });
    expect(response.status).toBe(404);
    await plain.close();
  });
});
