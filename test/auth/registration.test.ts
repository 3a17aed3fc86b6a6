import { PASSWORD_MAX, SCRYPT, scryptHasher } from '../../graph/auth/passwords.ts';
import { loadConfig } from '../../graph/config.ts';
import { createAccount } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { RestClient } from '../support/client.ts';
import { linkToken, startSmtp } from '../support/smtp.ts';

const PASSWORD = 'Correct-Horse-42';

describe('registration and e-mail verification', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://app.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('registers over REST, mails a link that verifies once, then signs in', async () => {
    const client = new RestClient(t.app);
    const registered = await client.post('/api/auth/register', { email: 'Ada@Example.com', password: PASSWORD, name: 'Ada' });
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ success: true, data: { message: expect.stringMatching(/Check your email/) } });

    // Not verified yet: sign-in refused, and a fresh link is sent.
    const early = await client.post('/api/auth/login', { email: 'ada@example.com', password: PASSWORD });
    expect(early.status).toBe(403);

    const mail = await smtp.lastTo('ada@example.com');
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain('http://app.test/verify-email?token=');
    const token = linkToken(mail, '/verify-email');
    const verified = await client.get(`/api/auth/verify-email?token=${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);

    const again = await client.get(`/api/auth/verify-email?token=${token}`);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/^Email verification failed/);
    expect((await client.get('/api/auth/verify-email')).body).toEqual({ success: false, error: 'Invalid verification link. No token provided.' });

    const login = await client.post('/api/auth/login', { email: 'ADA@example.com ', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      success: true,
      access_token: expect.any(String),
      token: expect.any(String),
      data: { access_token: expect.any(String) },
    });
    const status = await client.get('/api/auth/status');
    expect(status.body.data).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      name: 'Ada',
      picture: null,
      mfa_enabled: false,
      subscriptionStatus: 'free',
      createdAt: expect.any(String),
    });
  });

  it('stores passwords with scrypt at N=2^17, r=8, p=1 outside tests, and checks a hash at its own cost', async () => {
    expect(SCRYPT).toEqual({ N: 131072, r: 8, p: 1, keylen: 32 });
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).passwordHashN).toBe(131072);
    const production = await scryptHasher.hash(PASSWORD);
    expect(production).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    // The test app hashes cheaply (PASSWORD_HASH_COST); a hash made at another cost still verifies.
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'ada@example.com' } });
    expect(user.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(await t.services.passwords.verify(PASSWORD, production)).toBe(true);
    expect(await t.services.passwords.verify('Wrong-Horse-42', production)).toBe(false);
    expect(await scryptHasher.verify(PASSWORD, user.passwordHash)).toBe(true);
  });

  it('answers the same for an address that already has an account, and tells its owner', async () => {
    const client = new RestClient(t.app);
    const before = smtp.messages.length;
    const again = await client.post('/api/auth/register', { email: 'ada@example.com', password: 'Another-Pass-77', name: 'Mallory' });
    const fresh = await client.post('/api/auth/register', { email: 'new@example.com', password: 'Another-Pass-77', name: 'New' });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(smtp.messages.length).toBe(before + 2);
    expect((await smtp.lastTo('ada@example.com')).subject).toBe('Someone tried to register with your address');
    expect(await t.db.prisma.user.count({ where: { email: 'ada@example.com' } })).toBe(1);
    const ada = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'ada@example.com' } });
    expect(ada.name).toBe('Ada');
  });

  it('hashes the password whether or not the address is taken, so the clock cannot tell them apart', async () => {
    await createAccount(t.db.prisma, 'taken@example.com');
    const real = t.services.passwords;
    const hashed: string[] = [];
    t.services.passwords = { ...real, hash: async (password) => (hashed.push(password), real.hash(password)) };
    try {
      const client = new RestClient(t.app);
      const taken = await client.post('/api/auth/register', { email: 'Taken@Example.com', password: 'Taken-Pass-77', name: 'Mallory' });
      const fresh = await client.post('/api/auth/register', { email: 'fresh@example.com', password: 'Fresh-Pass-77', name: 'Fresh' });
      expect(taken.body).toEqual(fresh.body);
      // Hashing is nearly all of a registration's time: both paths pay it, once.
      expect(hashed).toEqual(['Taken-Pass-77', 'Fresh-Pass-77']);
    } finally {
      t.services.passwords = real;
    }
  });

  it.each([
    ['Short-1a', /at least 10 characters/],
    ['lowercase-only-1', /an uppercase letter/],
    ['UPPERCASE-ONLY-1', /a lowercase letter/],
    ['No-Digits-Here!', /a digit/],
    ['NoSpecial1234', /a special character/],
    ['Password123!', /too common/],
    ['P@ssw0rd2024!', /too common/],
    [`Aa1!${'x'.repeat(PASSWORD_MAX - 3)}`, /at most 128 characters/],
  ])('refuses the password %s', async (password, message) => {
    const { data } = await t.graphql(
      `mutation($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message } ... on InputError { field } } }`,
      { input: { email: `p${Math.random()}@example.com`, password, name: 'Pat' } },
    );
    expect(data.register).toEqual({ __typename: 'InputError', message: expect.stringMatching(message), field: 'password' });
  });

  it('uses all of a 128-character password, without truncation', async () => {
    const long = `Aa1!${'k'.repeat(PASSWORD_MAX - 4)}`;
    const client = new RestClient(t.app);
    expect((await client.post('/api/auth/register', { email: 'long@example.com', password: long, name: 'Long' })).status).toBe(200);
    await t.db.prisma.user.update({ where: { email: 'long@example.com' }, data: { emailVerifiedAt: new Date() } });
    expect((await client.post('/api/auth/login', { email: 'long@example.com', password: long.slice(0, -1) })).status).toBe(401);
    expect((await client.post('/api/auth/login', { email: 'long@example.com', password: long })).status).toBe(200);
  });

  it('gives clear errors for missing or malformed fields, never a 500', async () => {
    const client = new RestClient(t.app);
    expect((await client.post('/api/auth/register', { email: 'x@example.com' })).status).toBe(400);
    expect((await client.post('/api/auth/register', { email: 'not-an-email', password: PASSWORD, name: 'X' })).body).toEqual({
      success: false,
      error: 'Enter a valid email address.',
    });
    expect((await client.post('/api/auth/register', { email: 'x@example.com', password: PASSWORD, name: '   ' })).body).toEqual({
      success: false,
      error: 'Name is required',
    });
    expect((await client.post('/api/auth/login', {})).body).toEqual({ success: false, error: 'Email and password are required' });
    expect((await client.post('/api/auth/login', { email: 42, password: ['x'] })).status).toBe(400);
  });
});
