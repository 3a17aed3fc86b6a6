import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount, PASSWORD, totp } from '../support/accounts.ts';
import { RestClient } from '../support/client.ts';
import { linkToken, startSmtp } from '../support/smtp.ts';

describe('password reset', () => {
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

  it('answers the same for known and unknown addresses, mailing only the real one', async () => {
    const user = await createAccount(t.db.prisma);
    const client = new RestClient(t.app);
    const known = await client.post('/api/auth/password-reset-request', { email: user.email });
    const unknown = await client.post('/api/auth/password-reset-request', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect((await smtp.lastTo(user.email)).subject).toBe('Reset your password');
    expect(smtp.messages.some((m) => m.to === 'nobody@example.com')).toBe(false);
    expect((await client.post('/api/auth/password-reset-request', {})).body).toEqual({ success: false, error: 'Email is required' });
  });

  it('resets once with a link valid for 30 minutes, and ends every session', async () => {
    const user = await createAccount(t.db.prisma);
    const client = new RestClient(t.app);
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    await new RestClient(t.app).post('/api/auth/password-reset-request', { email: user.email });
    const token = linkToken(await smtp.lastTo(user.email), '/reset-password');
    const row = await t.db.prisma.emailToken.findFirstOrThrow({ where: { userId: user.id, purpose: 'reset', usedAt: null } });
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000)).toBe(30);

    const reset = await new RestClient(t.app).post('/api/auth/password-reset', { token, newPassword: 'Brand-New-Pass-9' });
    expect(reset.body).toEqual({ success: true, data: { message: expect.stringMatching(/reset/) } });
    expect((await new RestClient(t.app).post('/api/auth/password-reset', { token, newPassword: 'Another-Pass-99' })).status).toBe(400);
    expect((await client.get('/api/auth/status')).status).toBe(401);
    expect((await new RestClient(t.app).post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
    expect((await new RestClient(t.app).post('/api/auth/login', { email: user.email, password: 'Brand-New-Pass-9' })).status).toBe(200);
  });

  it('refuses an expired link, a missing token, and a weak new password', async () => {
    const user = await createAccount(t.db.prisma);
    const client = new RestClient(t.app);
    await client.post('/api/auth/password-reset-request', { email: user.email });
    const token = linkToken(await smtp.lastTo(user.email), '/reset-password');
    expect((await client.post('/api/auth/password-reset', { token, newPassword: 'weak' })).status).toBe(400);
    await t.db.prisma.emailToken.updateMany({ where: { userId: user.id, purpose: 'reset' }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await client.post('/api/auth/password-reset', { token, newPassword: 'Brand-New-Pass-9' })).body.error).toMatch(/^Failed to reset password/);
    expect((await client.post('/api/auth/password-reset', { newPassword: 'Brand-New-Pass-9' })).body).toEqual({
      success: false,
      error: 'Invalid password reset link. No token provided.',
    });
  });

  it('does not bypass two-factor', async () => {
    const user = await createAccount(t.db.prisma);
    const client = new RestClient(t.app);
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const setup = await client.post('/api/mfa/setup', { algorithm: 'SHA256' });
    await client.post('/api/mfa/enable', { code: await totp(setup.body.secret) });

    await client.post('/api/auth/password-reset-request', { email: user.email });
    const token = linkToken(await smtp.lastTo(user.email), '/reset-password');
    const reset = await new RestClient(t.app).post('/api/auth/password-reset', { token, newPassword: 'Brand-New-Pass-9' });
    expect(reset.body.access_token).toBeUndefined();
    const login = await new RestClient(t.app).post('/api/auth/login', { email: user.email, password: 'Brand-New-Pass-9' });
    expect(login.body).toEqual({ success: true, mfaRequired: true, userId: user.id });
  });
});
