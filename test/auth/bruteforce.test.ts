import { generateSecret } from 'otplib';
import { hashBackupCode } from '../../graph/auth/mfa.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount, PASSWORD } from '../support/accounts.ts';
import { RestClient } from '../support/client.ts';
import { linkToken, startSmtp } from '../support/smtp.ts';

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
  }, 120_000); // many sign-ins, on a machine that may be busy

  it('does not lock the owner out: they still sign in from their own address', async () => {
    const user = await createAccount(t.db.prisma);
    const attacker = new RestClient(t.app, '203.0.113.7');
    for (let i = 0; i < 8; i++) await attacker.post('/api/auth/login', { email: user.email, password: `Guess-${i}-aaaaaa` });
    const owner = new RestClient(t.app, '198.51.100.20');
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  }, 120_000); // many sign-ins, on a machine that may be busy

  it('limits sign-in attempts per address across accounts', async () => {
    const attacker = new RestClient(t.app, '203.0.113.8');
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await attacker.post('/api/auth/login', { email: `victim${i}@example.com`, password: 'Guess-aaaaaa-1' })).status;
    expect(last).toBe(429);
  }, 180_000); // 31 sign-ins, on a machine that may be busy

  it('ignores X-Forwarded-For unless a proxy is configured, so rotating it does not dodge a limit', async () => {
    const user = await createAccount(t.db.prisma);
    const attacker = new RestClient(t.app, '203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await attacker.post('/api/auth/login', { email: user.email, password: `Guess-${i}-aaaaaa` }, { headers: { 'x-forwarded-for': `10.0.0.${i}` } }))
          .status,
      );
    }
    expect(statuses.at(-1)).toBe(429);

    // Behind one trusted proxy, the client address comes from the header.
    const proxied = await createTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    const victim = await createAccount(proxied.db.prisma);
    const viaProxy = new RestClient(proxied.app, '10.1.1.1');
    for (let i = 0; i < 5; i++)
      await viaProxy.post('/api/auth/login', { email: victim.email, password: `Guess-${i}-aaaaaa` }, { headers: { 'x-forwarded-for': '203.0.113.50' } });
    const owner = await viaProxy.post('/api/auth/login', { email: victim.email, password: PASSWORD }, { headers: { 'x-forwarded-for': '198.51.100.77' } });
    expect(owner.status).toBe(200);
    await proxied.close();
  }, 120_000); // many sign-ins, on a machine that may be busy

  it('never locks the owner out of a browser they signed in on, however many strangers fail', async () => {
    const user = await createAccount(t.db.prisma);
    const owner = new RestClient(t.app, '198.51.100.30');
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    expect(owner.cookies.get('device')).toEqual(expect.any(String));

    // Strangers fail from address after address. A few real attempts; the rest of the 50 that
    // hold off unknown devices are spent directly, as each real one costs a 128 MiB password hash.
    for (let i = 0; i < 3; i++) {
      expect((await new RestClient(t.app, `203.0.113.${100 + i}`).post('/api/auth/login', { email: user.email, password: `Guess-${i}-aaaaaa` })).status).toBe(
        401,
      );
    }
    for (let i = 3; i < 50; i++) await t.services.limits.signInFailuresPerAccount.consume(user.email);

    // Unknown devices are held off now, even with the right password or a forged device cookie...
    expect((await new RestClient(t.app, '203.0.113.120').post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(429);
    const forger = new RestClient(t.app, '203.0.113.121');
    forger.cookies.set('device', forgeSignature(owner.cookies.get('device')!));
    expect((await forger.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(429);
    // ...while the owner's browser signs in as before, from its own address or another.
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    owner.ip = '192.0.2.44';
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  }, 120_000); // many sign-ins, on a machine that may be busy

  it('counts wrong passwords from a known browser against that browser alone', async () => {
    const user = await createAccount(t.db.prisma);
    const owner = new RestClient(t.app, '198.51.100.31');
    await owner.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const device = owner.cookies.get('device')!;
    for (let i = 0; i < 4; i++) await t.services.limits.signInFailuresPerDevice.consume((await deviceIdOf(device))!);
    expect((await owner.post('/api/auth/login', { email: user.email, password: 'Guess-x-aaaaaa' })).status).toBe(401);
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(429);
    // Another browser of the owner's is not held off by it.
    expect((await new RestClient(t.app, '198.51.100.31').post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  }, 120_000); // many sign-ins, on a machine that may be busy

  /**
   * The same cookie with its signature's first character changed. Not the last one: the last
   * character of a base64url HMAC-SHA-256 carries two padding bits, and A -> B changes only those,
   * so that "forgery" decoded to the same signature (the test failed when a signature ended in A).
   */
  function forgeSignature(cookie: string) {
    const parts = cookie.split('.');
    const signature = parts.at(-1)!;
    parts[parts.length - 1] = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    return parts.join('.');
  }

  async function deviceIdOf(cookie: string) {
    const [, payload] = cookie.split('.');
    return JSON.parse(Buffer.from(payload, 'base64url').toString()).jti as string | undefined;
  }
});

describe('password reset requests a stranger makes', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("never block the owner's reset: past three mails an hour they are answered alike but not mailed", async () => {
    const user = await createAccount(t.db.prisma);
    const owner = new RestClient(t.app, '198.51.100.40');
    await owner.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const mailsToOwner = () => smtp.messages.filter((m) => m.to === user.email).length;

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await new RestClient(t.app, `203.0.113.${140 + i}`).post('/api/auth/password-reset-request', { email: user.email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // The same for an address with no account: nothing tells them apart.
    for (let i = 0; i < 6; i++)
      expect((await new RestClient(t.app, `203.0.113.${150 + i}`).post('/api/auth/password-reset-request', { email: 'ghost@example.com' })).status).toBe(200);
    await waitFor(() => mailsToOwner() === 3);

    // From a new browser the owner is answered as usual, and the last link in their inbox works.
    const elsewhere = await new RestClient(t.app, '198.51.100.41').post('/api/auth/password-reset-request', { email: user.email });
    expect(elsewhere.status).toBe(200);
    const token = linkToken(await smtp.lastTo(user.email), '/reset-password');
    // From a browser they signed in on, a new link is sent.
    expect((await owner.post('/api/auth/password-reset-request', { email: user.email })).status).toBe(200);
    await waitFor(() => mailsToOwner() === 4);
    const fresh = linkToken(await smtp.lastTo(user.email), '/reset-password');
    expect(fresh).not.toBe(token);
    expect((await owner.post('/api/auth/password-reset', { token: fresh, newPassword: 'Brand-New-Pass-9' })).status).toBe(200);

    // Per address the requests are still limited.
    const flood = new RestClient(t.app, '203.0.113.160');
    const flooded: number[] = [];
    for (let i = 0; i < 11; i++) flooded.push((await flood.post('/api/auth/password-reset-request', { email: `someone${i}@example.com` })).status);
    expect(flooded.at(-1)).toBe(429);
  }, 120_000); // many sign-ins, on a machine that may be busy
});

describe('two-factor codes a stranger sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const BACKUP = ['AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF'];
  async function accountWithTwoFactor() {
    const user = await createAccount(t.db.prisma);
    await t.db.prisma.user.update({ where: { id: user.id }, data: { mfaEnabled: true, mfaSecret: generateSecret(), mfaAlgorithm: 'SHA256' } });
    await t.db.prisma.backupCode.createMany({ data: BACKUP.map((code) => ({ userId: user.id, codeHash: hashBackupCode(t.config.jwtSecret, code) })) });
    return user;
  }
  const wrongCode = (i: number) => String(100000 + i);

  it("never block the owner's second step: a known browser has its own count, and a challenge answers only its own address", async () => {
    const user = await accountWithTwoFactor();
    const owner = new RestClient(t.app, '198.51.100.50');
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD })).body).toMatchObject({ mfaRequired: true });
    expect((await owner.post('/api/mfa/verify', { userId: user.id, code: BACKUP[0] })).status).toBe(200);
    expect(owner.cookies.get('device')).toEqual(expect.any(String));

    // A stranger who has the password fails codes until unknown devices are held off.
    const stranger = new RestClient(t.app, '203.0.113.170');
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      await stranger.post('/api/auth/login', { email: user.email, password: PASSWORD });
      for (let i = 0; i < 5; i++) statuses.push((await stranger.post('/api/mfa/verify', { userId: user.id, code: wrongCode(round * 5 + i) })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toContain(429);

    // The owner's next sign-in starts; a stranger elsewhere cannot touch its challenge.
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD })).body).toMatchObject({ mfaRequired: true });
    const meddler = new RestClient(t.app, '203.0.113.171');
    for (let i = 0; i < 6; i++) {
      const response = await meddler.post('/api/mfa/verify', { userId: user.id, code: wrongCode(i) });
      expect(response.body).toEqual({ success: false, error: 'Your sign-in has expired. Enter your email and password again.' });
    }
    const challenge = await t.db.prisma.loginChallenge.findFirstOrThrow({ where: { userId: user.id, usedAt: null, ip: '198.51.100.50' } });
    expect(challenge.attempts).toBe(0);
    // The owner's browser completes it.
    const verified = await owner.post('/api/mfa/verify', { userId: user.id, code: BACKUP[1] });
    expect(verified.status).toBe(200);
  }, 120_000); // many sign-ins, on a machine that may be busy
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
