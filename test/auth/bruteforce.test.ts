import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount, PASSWORD } from '../support/accounts.ts';
import { RestClient } from '../support/client.ts';

describe('brute-force limits', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('stops password guessing against an account from one address, with Retry-After', async () => {
    const user = await createAccount(t.db.prisma);
    const attacker = new RestClient(t.app, '203.0.113.7');
    for (let i = 0; i < 5; i++) expect((await attacker.post('/api/auth/login', { email: user.email, password: `Guess-${i}-aaaaaa` })).status).toBe(401);
    const blocked = await attacker.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: 'Too many attempts. Please try again later.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('does not lock the owner out: they still sign in from their own address', async () => {
    const user = await createAccount(t.db.prisma);
    const attacker = new RestClient(t.app, '203.0.113.7');
    for (let i = 0; i < 8; i++) await attacker.post('/api/auth/login', { email: user.email, password: `Guess-${i}-aaaaaa` });
    const owner = new RestClient(t.app, '198.51.100.20');
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const attacker = new RestClient(t.app, '203.0.113.8');
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await attacker.post('/api/auth/login', { email: `victim${i}@example.com`, password: 'Guess-aaaaaa-1' })).status;
    expect(last).toBe(429);
  }, 60_000);

  it('ignores X-Forwarded-For unless a proxy is configured, so rotating it does not dodge a limit', async () => {
    const user = await createAccount(t.db.prisma);
    const attacker = new RestClient(t.app, '203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await attacker.post('/api/auth/login', { email: user.email, password: `Guess-${i}-aaaaaa` }, { headers: { 'x-forwarded-for': `10.0.0.${i}` } })).status);
    }
    expect(statuses.at(-1)).toBe(429);

    // Behind one trusted proxy, the client address comes from the header.
    const proxied = await createTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    const victim = await createAccount(proxied.db.prisma);
    const viaProxy = new RestClient(proxied.app, '10.1.1.1');
    for (let i = 0; i < 5; i++) await viaProxy.post('/api/auth/login', { email: victim.email, password: `Guess-${i}-aaaaaa` }, { headers: { 'x-forwarded-for': '203.0.113.50' } });
    const owner = await viaProxy.post('/api/auth/login', { email: victim.email, password: PASSWORD }, { headers: { 'x-forwarded-for': '198.51.100.77' } });
    expect(owner.status).toBe(200);
    await proxied.close();
  });

  it('limits reset requests per account, the same way for unknown addresses', async () => {
    const user = await createAccount(t.db.prisma);
    for (const email of [user.email, 'ghost@example.com']) {
      const client = new RestClient(t.app, `198.51.100.${email.length}`);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/auth/password-reset-request', { email })).status);
      expect({ email, statuses }).toEqual({ email, statuses: [200, 200, 200, 429] });
    }
  });
});
