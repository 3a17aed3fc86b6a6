import { ADDRESS_TAKEN, DEMO_KEPT_MESSAGE } from '../../graph/auth/accounts.ts';
import { DEMO_RESTRICTED, DEMO_SIGN_INS_PER_HOUR, deleteIdleDemoLearners } from '../../graph/auth/demo.ts';
import { levelFor, POINTS } from '../../graph/gamification/rules.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount } from '../support/accounts.ts';
import { RestClient } from '../support/client.ts';
import { linkToken, startSmtp } from '../support/smtp.ts';

describe('demo learners', () => {
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

  async function demoVisitor(ip: string) {
    const client = new RestClient(t.app, ip);
    const response = await client.post('/api/auth/demo');
    expect(response.status).toBe(200);
    return { client, user: response.body.user as { id: string; email: string; name: string } };
  }

  it('gives every demo sign-in a learner of its own, with a realistic history', async () => {
    const a = await demoVisitor('198.51.100.1');
    const b = await demoVisitor('198.51.100.2');
    expect(a.user.id).not.toBe(b.user.id);
    expect(a.user.name).toBe('Demo Learner');

    // Each sees only its own devices; renaming one does not rename the other.
    const sessionsOf = async (client: RestClient) =>
      (await t.graphql('{ viewer { sessions(first: 10) { edges { node { id } } } } }', {}, { authorization: `Bearer ${client.accessToken}` })).data.viewer
        .sessions.edges;
    expect(await sessionsOf(a.client)).toHaveLength(1);
    expect(await sessionsOf(b.client)).toHaveLength(1);
    await t.graphql('mutation { updateProfile(input: { name: "Renamed" }) { __typename } }', {}, { authorization: `Bearer ${a.client.accessToken}` });
    expect((await b.client.get('/api/auth/status')).body.data.name).toBe('Demo Learner');

    // A history to show: answers over about two weeks, in most domains, neither all right nor all wrong.
    const answers = await t.db.prisma.answer.findMany({ where: { userId: a.user.id } });
    expect(answers.length).toBeGreaterThanOrEqual(40);
    expect(new Set(answers.map((x) => x.topic)).size).toBeGreaterThanOrEqual(6);
    const right = answers.filter((x) => x.isCorrect).length / answers.length;
    expect(right).toBeGreaterThan(0.4);
    expect(right).toBeLessThan(0.95);
    const days = new Set(answers.map((x) => x.answeredAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(5);
    expect(Math.max(...answers.map((x) => x.answeredAt.getTime()))).toBeLessThan(Date.now());

    // Signing one out leaves the other signed in.
    expect((await a.client.post('/api/auth/logout')).status).toBe(200);
    expect((await a.client.get('/api/auth/status')).status).toBe(401);
    expect((await b.client.get('/api/auth/status')).status).toBe(200);
  });

  it('cannot set a password, an e-mail address or two-factor', async () => {
    const { client, user } = await demoVisitor('198.51.100.3');
    const auth = { authorization: `Bearer ${client.accessToken}` };
    const password = await t.graphql(
      'mutation { changePassword(input: { currentPassword: "", newPassword: "Brand-New-Pass-9" }) { __typename ... on Error { message } } }',
      {},
      auth,
    );
    expect(password.data.changePassword).toEqual({ __typename: 'NotAllowedError', message: DEMO_RESTRICTED });
    expect((await client.post('/api/mfa/setup', { algorithm: 'SHA256' })).body).toEqual({ success: false, error: DEMO_RESTRICTED });
    expect((await client.post('/api/mfa/enable', { code: '123456' })).body).toEqual({ success: false, error: DEMO_RESTRICTED });
    // A reset link for its made-up address is never sent: the answer is the usual one.
    const reset = await new RestClient(t.app, '198.51.100.3').post('/api/auth/password-reset-request', { email: user.email });
    expect(reset.status).toBe(200);
    expect(smtp.messages.some((m) => m.to === user.email)).toBe(false);
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ passwordHash: stored.passwordHash, mfaEnabled: stored.mfaEnabled, mfaPendingSecret: stored.mfaPendingSecret }).toEqual({
      passwordHash: null,
      mfaEnabled: false,
      mfaPendingSecret: null,
    });
  });

  it('limits demo sign-ins per address', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < DEMO_SIGN_INS_PER_HOUR; i++) expect((await new RestClient(t.app, ip).post('/api/auth/demo')).status).toBe(200);
    const refused = await new RestClient(t.app, ip).post('/api/auth/demo');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: 'Too many attempts. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    const viaGraphql = await t.graphql('mutation { signInAsDemo { __typename ... on RateLimitedError { retryAfterSeconds } } }');
    expect(viaGraphql.data.signInAsDemo.__typename).toBe('SignInPayload'); // yoga.fetch has another address
    expect((await new RestClient(t.app, '203.0.113.91').post('/api/auth/demo')).status).toBe(200);
  });

  it('deletes demo learners after a day without activity, and nobody else', async () => {
    const idle = await demoVisitor('198.51.100.10');
    const active = await demoVisitor('198.51.100.11');
    const answeredRecently = await demoVisitor('198.51.100.12');
    const real = await createAccount(t.db.prisma);
    const dayAndABitAgo = new Date(Date.now() - 25 * 3600_000);
    for (const id of [idle.user.id, active.user.id, answeredRecently.user.id, real.id]) {
      await t.db.prisma.user.update({ where: { id }, data: { createdAt: dayAndABitAgo } });
      await t.db.prisma.session.updateMany({ where: { userId: id }, data: { lastUsedAt: dayAndABitAgo } });
      await t.db.prisma.answer.updateMany({ where: { userId: id }, data: { answeredAt: dayAndABitAgo } });
    }
    // One came back an hour ago (its session refreshed); another answered a question just now.
    await t.db.prisma.session.updateMany({ where: { userId: active.user.id }, data: { lastUsedAt: new Date(Date.now() - 3600_000) } });
    const { id: questionId } = await t.db.prisma.question.findFirstOrThrow({ where: { retiredAt: null, type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' } });
    const recorded = await answeredRecently.client.post('/api/progress', { questionId, isCorrect: true, idempotencyKey: 'demo-recent' });
    expect(recorded.status).toBe(200);

    expect(await deleteIdleDemoLearners(t.db.prisma)).toBeGreaterThanOrEqual(1);
    const left = await t.db.prisma.user.findMany({
      where: { id: { in: [idle.user.id, active.user.id, answeredRecently.user.id, real.id] } },
      select: { id: true },
    });
    expect(left.map((u) => u.id).sort()).toEqual([active.user.id, answeredRecently.user.id, real.id].sort());
    expect(await t.db.prisma.answer.count({ where: { userId: idle.user.id } })).toBe(0);
    expect(await t.db.prisma.session.count({ where: { userId: idle.user.id } })).toBe(0);
    // Its token no longer opens anything.
    expect((await idle.client.get('/api/auth/status')).status).toBe(401);
  });

  it("seeds a history that agrees with the learner's points, level, streak and badges", async () => {
    const { client, user } = await demoVisitor('198.51.100.20');
    const answers = await t.db.prisma.answer.findMany({ where: { userId: user.id }, orderBy: { answeredAt: 'asc' } });
    const { data } = await t.graphql(
      '{ viewer { isDemo stats { totalPoints level currentStreak longestStreak questionsAnswered correctAnswers lastActivityDate badges { id } } } }',
      {},
      { authorization: `Bearer ${client.accessToken}` },
    );
    const stats = data.viewer.stats;
    expect(data.viewer.isDemo).toBe(true);
    expect(stats.questionsAnswered).toBe(answers.length);
    expect(stats.correctAnswers).toBe(answers.filter((a) => a.isCorrect).length);
    // Points are at least what the answers earned alone (plus streak bonuses and badges), and the level follows them.
    const correct = stats.correctAnswers;
    expect(stats.totalPoints).toBeGreaterThanOrEqual(correct * POINTS.correctAnswer + (answers.length - correct) * POINTS.wrongAnswer);
    expect(stats.level).toBe(levelFor(stats.totalPoints).level);
    expect(stats.level).toBeGreaterThan(1);
    // Yesterday and the two days before have answers: a streak of at least three, alive today.
    const yesterday = new Date(Date.now() - 86400_000).toISOString().slice(0, 10);
    expect(stats.lastActivityDate).toBe(yesterday);
    expect(stats.currentStreak).toBeGreaterThanOrEqual(3);
    // The badges earned are stamped when their answers were given, not at sign-in.
    const achievements = await t.db.prisma.achievement.findMany({ where: { userId: user.id } });
    expect(achievements.length).toBeGreaterThan(0);
    expect(
      achievements
        .filter((a) => a.kind === 'badge')
        .map((a) => a.badgeId)
        .sort(),
    ).toEqual([...(await t.db.prisma.userStats.findUniqueOrThrow({ where: { userId: user.id } })).badges].sort());
    expect(stats.badges.length).toBe(achievements.filter((a) => a.kind === 'badge').length);
    for (const a of achievements) expect(a.createdAt.getTime()).toBeLessThanOrEqual(answers.at(-1)!.answeredAt.getTime() + 10);
  });

  describe('keep my progress', () => {
    const keep = (client: RestClient, input: Record<string, string>) =>
      t.graphql(
        `mutation($input: RegisterInput!) { keepDemoProgress(input: $input) {
          __typename ... on KeepDemoProgressPayload { message viewer { isDemo email name emailVerified hasPassword } }
          ... on InputError { message field } ... on Error { message } } }`,
        { input },
        { authorization: `Bearer ${client.accessToken}` },
      );

    it('turns the demo learner into a registered account with its history', async () => {
      const { client, user } = await demoVisitor('198.51.100.30');
      const before = await t.db.prisma.answer.count({ where: { userId: user.id } });
      const pointsBefore = (await t.db.prisma.userStats.findUniqueOrThrow({ where: { userId: user.id } })).points;
      const result = (await keep(client, { email: ' Kept.Learner@Example.com ', password: 'Brand-New-Pass-9', name: 'Kept Learner' })).data.keepDemoProgress;
      expect(result).toEqual({
        __typename: 'KeepDemoProgressPayload',
        message: DEMO_KEPT_MESSAGE,
        viewer: { isDemo: false, email: 'kept.learner@example.com', name: 'Kept Learner', emailVerified: false, hasPassword: true },
      });
      // Same account: its answers and points stay, and the idle clean-up no longer deletes it.
      expect(await t.db.prisma.answer.count({ where: { userId: user.id } })).toBe(before);
      expect((await t.db.prisma.userStats.findUniqueOrThrow({ where: { userId: user.id } })).points).toBe(pointsBefore);
      const dayAndABitAgo = new Date(Date.now() - 25 * 3600_000);
      await t.db.prisma.user.update({ where: { id: user.id }, data: { createdAt: dayAndABitAgo } });
      await t.db.prisma.session.updateMany({ where: { userId: user.id }, data: { lastUsedAt: dayAndABitAgo } });
      await t.db.prisma.answer.updateMany({ where: { userId: user.id }, data: { answeredAt: dayAndABitAgo } });
      await deleteIdleDemoLearners(t.db.prisma);
      expect(await t.db.prisma.user.count({ where: { id: user.id } })).toBe(1);
      // The session goes on; after verifying the address the password signs in.
      expect((await client.get('/api/auth/status')).status).toBe(200);
      const token = linkToken(await smtp.lastTo('kept.learner@example.com'), '/verify-email');
      await t.graphql('mutation($token: String!) { verifyEmail(input: { token: $token }) { __typename } }', { token });
      const signIn = await new RestClient(t.app, '198.51.100.31').post('/api/auth/login', { email: 'kept.learner@example.com', password: 'Brand-New-Pass-9' });
      expect(signIn.status).toBe(200);
      expect(signIn.body.user.id).toBe(user.id);
      // Done once: a second call is refused.
      expect((await keep(client, { email: 'other@example.com', password: 'Brand-New-Pass-9', name: 'X' })).data.keepDemoProgress.__typename).toBe(
        'NotAllowedError',
      );
    });

    it('applies the rules of registration and refuses an address already registered', async () => {
      const { client, user } = await demoVisitor('198.51.100.32');
      const owner = await createAccount(t.db.prisma);
      expect((await keep(client, { email: owner.email, password: 'Brand-New-Pass-9', name: 'Someone' })).data.keepDemoProgress).toEqual({
        __typename: 'InputError',
        message: ADDRESS_TAKEN,
        field: 'email',
      });
      expect((await keep(client, { email: 'not-an-address', password: 'Brand-New-Pass-9', name: 'Someone' })).data.keepDemoProgress.field).toBe('email');
      expect((await keep(client, { email: 'fine@example.com', password: 'short', name: 'Someone' })).data.keepDemoProgress.field).toBe('password');
      expect((await keep(client, { email: 'fine@example.com', password: 'Brand-New-Pass-9', name: '  ' })).data.keepDemoProgress.field).toBe('name');
      const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect({ isDemo: stored.isDemo, passwordHash: stored.passwordHash }).toEqual({ isDemo: true, passwordHash: null });
      // A registered learner has nothing to keep.
      const real = new RestClient(t.app, '198.51.100.33');
      await real.post('/api/auth/login', { email: owner.email, password: 'Correct-Horse-42' });
      expect((await keep(real, { email: 'new@example.com', password: 'Brand-New-Pass-9', name: 'X' })).data.keepDemoProgress.__typename).toBe(
        'NotAllowedError',
      );
    });
  });
});
