import { generateSecret } from 'otplib';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount, PASSWORD, totp } from '../support/accounts.ts';
import { RestClient } from '../support/client.ts';
import { authHeaders } from '../support/factories.ts';

describe('two-factor authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Signs in, sets up two-factor with the given algorithm, and returns the secret and codes. */
  async function withTwoFactor(algorithm: 'SHA256' | 'SHA1' = 'SHA256') {
    const user = await createAccount(t.db.prisma);
    const client = new RestClient(t.app);
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const setup = await client.post('/api/mfa/setup', { algorithm });
    expect(setup.status).toBe(200);
    expect(setup.body.uri).toMatch(new RegExp(`^otpauth://totp/CISSP%20Practice:.*secret=${setup.body.secret}`));
    // SHA-1 is the otpauth default, so its URI may leave the parameter out.
    if (algorithm === 'SHA256') expect(setup.body.uri).toContain('algorithm=SHA256');
    else expect(setup.body.uri).not.toMatch(/algorithm=SHA(256|512)/);
    const enabledAt = new Date();
    const enablingCode = await totp(setup.body.secret, algorithm === 'SHA1' ? 'sha1' : 'sha256', 0, enabledAt);
    const enabled = await client.post('/api/mfa/enable', { code: enablingCode });
    expect(enabled.status).toBe(200);
    return {
      user,
      client,
      secret: setup.body.secret as string,
      backupCodes: enabled.body.data.backupCodes as string[],
      alg: (algorithm === 'SHA1' ? 'sha1' : 'sha256') as 'sha1' | 'sha256',
      enabledAt,
      enablingCode,
    };
  }

  it('sets up with SHA-256 or SHA-1 and gives 10 distinct backup codes, stored only as hashes', async () => {
    for (const algorithm of ['SHA256', 'SHA1'] as const) {
      const { user, client, backupCodes } = await withTwoFactor(algorithm);
      expect(backupCodes).toHaveLength(10);
      expect(new Set(backupCodes).size).toBe(10);
      for (const code of backupCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      const stored = await t.db.prisma.backupCode.findMany({ where: { userId: user.id } });
      expect(stored).toHaveLength(10);
      for (const row of stored) expect(backupCodes).not.toContain(row.codeHash);
      expect((await client.get('/api/mfa/status')).body).toEqual({ success: true, data: { enabled: true, remainingBackupCodes: 10 } });
      expect((await client.post('/api/mfa/setup', { algorithm })).body).toEqual({ success: false, error: 'MFA is already enabled' });
    }
  });

  it('sets up SHA-1 as the web app asks, which apps that ignore the algorithm complete; SHA-256 secrets keep working', async () => {
    const user = await createAccount(t.db.prisma);
    const headers = await authHeaders(t, user.id);
    const started = await t.graphql(
      `mutation($input: StartTwoFactorSetupInput) { startTwoFactorSetup(input: $input) { __typename ... on TwoFactorSetup { secret uri algorithm } } }`,
      { input: { algorithm: 'SHA1' } },
      headers,
    );
    const setup = started.data.startTwoFactorSetup;
    expect(setup).toMatchObject({ __typename: 'TwoFactorSetup', algorithm: 'SHA1' });
    // SHA-1 is the otpauth default: the parameter may be left out, and is SHA1 if present.
    expect(new URL(setup.uri).searchParams.get('algorithm') ?? 'SHA1').toBe('SHA1');
    // Microsoft Authenticator, Authy and older Google Authenticator compute SHA-1 whatever the URI says.
    const enabled = await t.graphql(
      `mutation($input: TwoFactorCodeInput!) { enableTwoFactor(input: $input) { __typename } }`,
      { input: { code: await totp(setup.secret, 'sha1') } },
      headers,
    );
    expect(enabled.data.enableTwoFactor.__typename).toBe('BackupCodesPayload');
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ mfaEnabled: true, mfaAlgorithm: 'SHA1' });

    // A learner who set up SHA-256 before keeps signing in with it: the secret keeps its algorithm.
    const earlier = await createAccount(t.db.prisma);
    const secret = generateSecret();
    await t.db.prisma.user.update({ where: { id: earlier.id }, data: { mfaEnabled: true, mfaSecret: secret, mfaAlgorithm: 'SHA256' } });
    const client = new RestClient(t.app);
    expect((await client.post('/api/auth/login', { email: earlier.email, password: PASSWORD })).body).toMatchObject({ mfaRequired: true });
    expect((await client.post('/api/mfa/verify', { userId: earlier.id, code: await totp(secret, 'sha1') })).status).toBe(401);
    expect((await client.post('/api/mfa/verify', { userId: earlier.id, code: await totp(secret, 'sha256') })).status).toBe(200);
  });

  it('asks for the second factor after the password, then accepts a current code once', async () => {
    const { user, secret, alg, enabledAt, enablingCode } = await withTwoFactor();
    const client = new RestClient(t.app);
    const first = await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(first.body).toEqual({ success: true, mfaRequired: true, userId: user.id });
    expect(first.body.access_token).toBeUndefined();
    expect(client.cookies.has('refresh_token')).toBe(false);

    // The enabling code's window is spent: its code is a replay.
    const spent = await client.post('/api/mfa/verify', { userId: user.id, code: enablingCode });
    expect(spent.status).toBe(401);

    // The server's clock moves to the next window rather than the test waiting for it.
    const next = new Date(enabledAt.getTime() + 30_000);
    t.services.now = () => next;
    try {
      const code = await totp(secret, alg, 0, next);
      const verified = await client.post('/api/mfa/verify', { userId: user.id, code });
      expect(verified.status).toBe(200);
      expect(verified.body.data.token).toEqual(expect.any(String));
      const session = await t.db.prisma.session.findFirstOrThrow({ where: { userId: user.id, viaMfa: true } });
      const hours = (session.expiresAt.getTime() - session.createdAt.getTime()) / 3600_000;
      expect(Math.round(hours)).toBe(24);

      // The same code again, even after a fresh password step, is a replay.
      const replayer = new RestClient(t.app);
      await replayer.post('/api/auth/login', { email: user.email, password: PASSWORD });
      const replay = await replayer.post('/api/mfa/verify', { userId: user.id, code });
      expect(replay.status).toBe(401);
      expect(replay.body.error).toBe('Invalid MFA code');

      // Codes are checked by the server's clock: five minutes on, only that time's code works.
      const later = new Date(enabledAt.getTime() + 300_000);
      t.services.now = () => later;
      const afterwards = new RestClient(t.app);
      await afterwards.post('/api/auth/login', { email: user.email, password: PASSWORD });
      expect((await afterwards.post('/api/mfa/verify', { userId: user.id, code: await totp(secret, alg, 1, next) })).status).toBe(401);
      expect((await afterwards.post('/api/mfa/verify', { userId: user.id, code: await totp(secret, alg, 0, later) })).status).toBe(200);
    } finally {
      delete t.services.now;
    }
  });

  it('signs in with an unused backup code, once', async () => {
    const { user, backupCodes } = await withTwoFactor();
    const client = new RestClient(t.app);
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect((await client.post('/api/mfa/verify', { userId: user.id, code: backupCodes[3].toLowerCase() })).status).toBe(200);
    const again = new RestClient(t.app);
    await again.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect((await again.post('/api/mfa/verify', { userId: user.id, code: backupCodes[3] })).status).toBe(401);
    expect((await client.get('/api/mfa/status')).body.data.remainingBackupCodes).toBe(9);
  });

  it('refuses a code without a password step in the last 5 minutes', async () => {
    const { user, backupCodes } = await withTwoFactor();
    const client = new RestClient(t.app);
    const noStep = await client.post('/api/mfa/verify', { userId: user.id, code: backupCodes[0] });
    expect(noStep.status).toBe(403);
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    await t.db.prisma.loginChallenge.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await client.post('/api/mfa/verify', { userId: user.id, code: backupCodes[0] })).status).toBe(403);
    expect((await client.post('/api/mfa/verify', { userId: 'not-a-uuid', code: '123456' })).status).toBe(403);
  });

  it('limits wrong codes: a challenge dies after 5, the account pauses after 10', async () => {
    const { user, backupCodes } = await withTwoFactor();
    const client = new RestClient(t.app);
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    for (let i = 0; i < 5; i++) expect((await client.post('/api/mfa/verify', { userId: user.id, code: '000000' })).status).toBe(401);
    expect((await client.post('/api/mfa/verify', { userId: user.id, code: backupCodes[0] })).status).toBe(403);
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    for (let i = 0; i < 5; i++) await client.post('/api/mfa/verify', { userId: user.id, code: '000000' });
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const limited = await client.post('/api/mfa/verify', { userId: user.id, code: backupCodes[0] });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs the current password and a code to regenerate codes or disable', async () => {
    const { client, backupCodes } = await withTwoFactor();
    expect((await client.post('/api/mfa/disable', { code: backupCodes[0] })).body).toEqual({ success: false, error: 'Please enter your current password' });
    expect((await client.post('/api/mfa/disable', { code: backupCodes[0], password: 'Wrong-Pass-99' })).body).toEqual({
      success: false,
      error: 'Incorrect password. Please try again.',
    });
    expect((await client.post('/api/mfa/disable', { code: '000000', password: PASSWORD })).body).toEqual({ success: false, error: 'Invalid MFA code' });

    const regenerated = await client.post('/api/mfa/regenerate-backup-codes', { code: backupCodes[1], password: PASSWORD });
    expect(regenerated.body).toMatchObject({ success: true, remainingCount: 10, backupCodes: expect.any(Array) });
    expect(regenerated.body.backupCodes).not.toContain(backupCodes[2]);
    // The old codes are gone.
    expect((await client.post('/api/mfa/disable', { code: backupCodes[2], password: PASSWORD })).status).toBe(401);

    const disabled = await client.post('/api/mfa/disable', { code: regenerated.body.backupCodes[0], password: PASSWORD });
    expect(disabled.body).toEqual({ success: true, data: { enabled: false } });
    expect((await client.get('/api/mfa/status')).body.data).toEqual({ enabled: false, remainingBackupCodes: 0 });
  });

  it('needs a signed-in user for every management route', async () => {
    const anonymous = new RestClient(t.app);
    for (const [method, url] of [
      ['POST', '/api/mfa/setup'],
      ['POST', '/api/mfa/enable'],
      ['GET', '/api/mfa/status'],
      ['GET', '/api/mfa/backup-codes'],
      ['POST', '/api/mfa/disable'],
      ['POST', '/api/mfa/regenerate-backup-codes'],
    ] as const) {
      const response = await anonymous.call(method, url, method === 'POST' ? { code: '123456', password: 'x' } : undefined);
      expect({ url, status: response.status }).toEqual({ url, status: 401 });
    }
  });
});
