/**
 * Account data export and deletion (issue 13; privacy policy "Your rights", terms "Ending"), on the
 * embedded database with live billing against the Stripe stand-in. The checks are generic where
 * forgetting is likely: the export's coverage is compared with Prisma's DMMF, and after a deletion
 * every table of the database is searched for the learner's id and address, and every table that
 * references User (found through information_schema) must have held some of the learner's rows.
 */
import { getDMMF } from '@prisma/internals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_DELETED_MESSAGE } from '../../graph/account/deletion.ts';
import { EXPORT_COVERAGE, EXPORT_SECTIONS } from '../../graph/account/export.ts';
import { syncCatalogueFromStripe } from '../../graph/billing/catalogue.ts';
import { stripeClient } from '../../graph/billing/stripe.ts';
import { createDemoLearner } from '../../graph/auth/demo.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount, PASSWORD, totp } from '../support/accounts.ts';
import { RestClient } from '../support/client.ts';
import { authHeaders, createUser } from '../support/factories.ts';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe.ts';

const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const DELETE = `mutation Delete($input: DeleteAccountInput!) {
  deleteAccount(input: $input) {
    __typename
    ... on DeleteAccountPayload { message }
    ... on Error { message }
  }
}`;

describe('account export and deletion', () => {
  let t: TestApp;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET: 'whsec_stand_in', STRIPE_API_BASE: stripe.url } });
    await syncCatalogueFromStripe(t.db.prisma, stripeClient(t.config)!);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
    const result = await t.graphql(query, variables, headers);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };

  /**
   * A learner with rows in every table of learner data, made through the real API where it has a
   * way in (sign-in, answers, an API token, a paid Stripe checkout) and written directly for the
   * rest (an exam, the daily challenge, e-mail links, two-factor).
   */
  async function richLearner() {
    const user = await createAccount(t.db.prisma);
    const client = new RestClient(t.app);
    await client.get('/healthz');
    expect((await client.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    const headers = { authorization: `Bearer ${client.accessToken}` };

    const questions = await t.db.prisma.question.findMany({ take: 3, orderBy: { id: 'asc' } });
    const submit = `mutation Submit($input: SubmitAnswerInput!) { submitAnswer(input: $input) { __typename ... on SubmitAnswerPayload { isCorrect } } }`;
    const wrong = questions[0].options.find((o) => o !== questions[0].correctAnswer)!;
    await gql(submit, { input: { questionId: questions[0].id, answer: wrong, idempotencyKey: `k-${user.id}-1`, timeSpentMs: 9000 } }, headers);
    await gql(submit, { input: { questionId: questions[1].id, answer: questions[1].correctAnswer, idempotencyKey: `k-${user.id}-2` } }, headers);
    const flagged = await gql(
      `mutation($input: FlagQuestionInput!) { flagQuestion(input: $input) { __typename } }`,
      { input: { questionId: questions[0].id, reason: 'WRONG_KEY', comment: 'The key looks wrong.' } },
      headers,
    );
    expect(flagged.flagQuestion.__typename).toBe('FlagQuestionPayload');
    // A practice set served: the questions it showed are remembered as seen.
    await gql(`{ practiceSet(first: 2) { id } }`, {}, headers);
    // A practice set kept on the server, with the order its question's options were shown in.
    await t.db.prisma.practiceSet.create({
      data: { userId: user.id, key: 'new:*:*', items: { create: [{ position: 0, questionId: questions[0].id, optionOrder: [1, 0, 3, 2] }] } },
    });

    const token = await gql(
      `mutation { createApiToken(input: { name: "my notebook", scopes: [READ_PROGRESS] }) { __typename ... on CreateApiTokenPayload { secret } } }`,
      {},
      headers,
    );
    const apiSecret: string = token.createApiToken.secret;

    const started = await client.post('/api/stripe/create-checkout-session', { priceId: 'price_monthly' });
    expect(started.status).toBe(200);
    const session = stripe.completeCheckout(started.body.sessionId);
    expect((await client.post('/api/stripe/sync-subscription', { sessionId: session.id })).status).toBe(200);
    const subscriptionId = session.subscription as string;

    const prisma = t.db.prisma;
    const soon = new Date(Date.now() + 3600_000);
    await prisma.emailToken.create({ data: { userId: user.id, purpose: 'verify', tokenHash: `hash-${user.id}`, expiresAt: soon, usedAt: new Date() } });
    await prisma.loginChallenge.create({ data: { userId: user.id, expiresAt: soon, ip: '127.0.0.1' } });
    await prisma.explanationRequest.create({ data: { userId: user.id, questionId: questions[0].id, kind: 'explanation', outcome: 'bank' } });
    await prisma.exam.create({
      data: {
        userId: user.id,
        inProgressFor: user.id,
        minItems: 5,
        maxItems: 10,
        pretestItems: 1,
        timeLimitSeconds: 600,
        pretestPositions: [3],
        seed: 7,
        deadlineAt: soon,
        items: {
          create: [
            {
              position: 0,
              questionId: questions[2].id,
              domain: questions[2].topic,
              pretest: false,
              discrimination: 1,
              difficulty: 0,
              answeredAt: new Date(),
              chosenOption: questions[2].correctAnswer,
              isCorrect: true,
              thetaAfter: 0.4,
            },
          ],
        },
      },
    });
    await prisma.dailyChallenge.create({
      data: { userId: user.id, date: '2026-11-25', questionIds: [questions[0].id], answeredQuestionIds: [], targetScore: 70 },
    });
    await prisma.examOutcomeReport.create({
      data: { userId: user.id, passed: true, examDate: new Date('2026-11-20'), reportedScore: null, readinessAnswers: 0 },
    });
    await prisma.reminderSent.create({ data: { userId: user.id, kind: 'daily', period: '2026-11-25' } });
    if (!(await prisma.achievement.count({ where: { userId: user.id } })))
      await prisma.achievement.create({ data: { userId: user.id, kind: 'level', level: 1 } });
    // Two-factor on last, so the sign-in above needed no code.
    await prisma.user.update({ where: { id: user.id }, data: { mfaEnabled: true, mfaSecret: TOTP_SECRET, mfaAlgorithm: 'SHA256' } });
    await prisma.backupCode.create({ data: { userId: user.id, codeHash: `backup-${user.id}` } });
    return { user, client, headers, apiSecret, subscriptionId };
  }

  // ---------------------------------------------------------------------------------------------

  async function tableCounts(): Promise<Record<string, number>> {
    const tables = await t.db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables)
      counts[table_name] = Number((await t.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`))[0].n);
    return counts;
  }

  /** Tables that reference User, directly or through a table that does (from the database's own foreign keys). */
  async function tablesOwnedByUsers(): Promise<string[]> {
    const edges = await t.db.sql.query<{ child: string; parent: string }>(
      `SELECT tc.table_name AS child, ccu.table_name AS parent
         FROM information_schema.table_constraints tc
         JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
        WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
    );
    const owned = new Set(['User']);
    for (let grew = true; grew;) {
      grew = false;
      for (const { child, parent } of edges) if (owned.has(parent) && !owned.has(child)) grew = owned.add(child) && true;
    }
    return [...owned].sort();
  }

  /** Rows of any table, in any column (text, uuid, arrays, JSON), that mention the value. */
  async function rowsMentioning(value: string): Promise<Record<string, number>> {
    const found: Record<string, number> = {};
    for (const table of Object.keys(await tableCounts())) {
      const [{ n }] = await t.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" AS r WHERE strpos(lower(r::text), lower($1)) > 0`, [
        value,
      ]);
      if (n) found[table] = n;
    }
    return found;
  }

  // ---------------------------------------------------------------------------------------------

  it('covers in the export every model that belongs to a learner (DMMF)', async () => {
    const dmmf = await getDMMF({ datamodel: readFileSync(path.resolve('prisma/schema.prisma'), 'utf8') });
    const owned = new Set(['User']);
    for (let grew = true; grew;) {
      grew = false;
      for (const model of dmmf.datamodel.models) {
        const pointsAtOwned = model.fields.some((f) => f.kind === 'object' && f.relationFromFields?.length && owned.has(f.type));
        if (pointsAtOwned && !owned.has(model.name)) grew = owned.add(model.name) && true;
      }
    }
    expect(Object.keys(EXPORT_COVERAGE).sort()).toEqual([...owned].sort());
    expect(owned.size).toBeGreaterThan(15);
  });

  it('downloads everything held about the learner as JSON, with no secret in it', async () => {
    const { user, headers, client, apiSecret, subscriptionId } = await richLearner();
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cissp-practice-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const data = JSON.parse(response.body);
    expect(Object.keys(data)).toEqual([...EXPORT_SECTIONS]);
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, name: 'Learner', hasPassword: true, subscriptionStatus: 'monthly' });
    expect(data.consent).toMatchObject({
      notifyWeeklyProgress: true,
      notifyProductUpdates: false,
      notifyDailyReminder: true,
      notifyReviewDue: true,
      reminderHour: 18,
    });
    expect(data.twoFactor).toMatchObject({ enabled: true, algorithm: 'SHA256', backupCodes: [{ usedAt: null }] });
    expect(data.sessions).toEqual([expect.objectContaining({ viaTwoFactor: false, refreshTokensIssued: 1, ip: '127.0.0.1' })]);
    expect(data.emailLinks).toEqual([expect.objectContaining({ purpose: 'verify' })]);
    expect(data.signInChallenges).toHaveLength(1);
    expect(data.apiTokens).toEqual([expect.objectContaining({ name: 'my notebook', scopes: ['read:progress'] })]);
    expect(data.answers).toHaveLength(2);
    expect(data.answers.map((a: { isCorrect: boolean }) => a.isCorrect).sort()).toEqual([false, true]);
    expect(data.progress.domainTotals.length).toBeGreaterThan(0);
    expect(data.progress.seenQuestions).toHaveLength(2);
    expect(data.progress.practiceSets).toEqual([
      expect.objectContaining({ closedAt: null, items: expect.arrayContaining([expect.objectContaining({ position: 0, optionOrder: expect.any(Array) })]) }),
    ]);
    expect(data.reviewCards).toHaveLength(1);
    expect(data.questionFlags).toEqual([expect.objectContaining({ questionId: expect.any(String), reason: 'WRONG_KEY', comment: 'The key looks wrong.' })]);
    expect(data.examOutcomeReports).toEqual([expect.objectContaining({ passed: true, examDate: '2026-11-20', readinessChance: null })]);
    expect(data.remindersSent).toEqual([expect.objectContaining({ kind: 'daily', period: '2026-11-25' })]);
    expect(data.exams).toEqual([
      expect.objectContaining({ status: 'IN_PROGRESS', items: [expect.objectContaining({ position: 0, isCorrect: true, thetaAfter: 0.4 })] }),
    ]);
    expect(data.gamification.stats).toMatchObject({ questionsAnswered: 2, correctAnswers: 1 });
    expect(data.gamification.achievements.length).toBeGreaterThan(0);
    expect(data.gamification.dailyChallenges).toHaveLength(1);
    expect(data.explanationRequests).toEqual([expect.objectContaining({ kind: 'explanation', outcome: 'bank' })]);
    expect(data.billing.customer.stripeCustomerId).toMatch(/^cus_/);
    expect(data.billing.subscriptions).toEqual([expect.objectContaining({ stripeSubscriptionId: subscriptionId, status: 'active' })]);
    expect(data.billing.checkouts).toHaveLength(1);

    // Secrets stay out: hashes, the two-factor secret, the API token and the refresh token.
    const stored = await t.db.prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      include: { apiTokens: true, sessions: { include: { refreshTokens: true } } },
    });
    for (const secret of [
      stored.passwordHash!,
      TOTP_SECRET,
      apiSecret,
      stored.apiTokens[0].tokenHash,
      stored.sessions[0].refreshTokens[0].tokenHash,
      client.cookies.get('refresh_token')!,
      `backup-${user.id}`,
      `hash-${user.id}`,
    ]) {
      expect(response.body).not.toContain(secret);
    }
    // The exam's draw is not about the learner and stays out.
    expect(data.exams[0]).not.toHaveProperty('pretestPositions');
    expect(data.exams[0].items[0]).not.toHaveProperty('pretest');
  });

  it('refuses strangers, API tokens, and more than a few exports an hour', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
    const user = await createUser(t.db.prisma);
    const headers = await authHeaders(t, user.id);
    const token = await gql(
      `mutation { createApiToken(input: { name: "x", scopes: [READ_ANSWERS, READ_PROGRESS, READ_STATS] }) { ... on CreateApiTokenPayload { secret } } }`,
      {},
      headers,
    );
    const withToken = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { authorization: `Bearer ${token.createApiToken.secret}` } });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json().error).toMatch(/API token cannot export/);

    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/api/account/export', headers })).statusCode).toBe(200);
    const limited = await t.app.inject({ method: 'GET', url: '/api/account/export', headers });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password or a missing two-factor code with typed errors, and deletes nothing', async () => {
    const { user, headers } = await richLearner();
    const rule = await gql('{ viewer { accountDeletion { confirmWith twoFactorCode } } }', {}, headers);
    expect(rule.viewer.accountDeletion).toEqual({ confirmWith: 'PASSWORD', twoFactorCode: true });

    const wrong = await gql(DELETE, { input: { password: 'Not-My-Password-1', twoFactorCode: await totp(TOTP_SECRET) } }, headers);
    expect(wrong.deleteAccount).toEqual({ __typename: 'InvalidCredentialsError', message: 'Incorrect password. Please try again.' });
    const noCode = await gql(DELETE, { input: { password: PASSWORD } }, headers);
    expect(noCode.deleteAccount).toEqual({ __typename: 'InputError', message: 'Please enter a valid 6-digit code' });
    const badCode = await gql(DELETE, { input: { password: PASSWORD, twoFactorCode: '000000' } }, headers);
    expect(badCode.deleteAccount.__typename).toBe('InvalidCodeError');
    expect(await t.db.prisma.user.count({ where: { id: user.id } })).toBe(1);
    expect(await t.db.prisma.answer.count({ where: { userId: user.id } })).toBe(2);
  });

  it('keeps everything when Stripe cannot cancel the subscription', async () => {
    const { user, headers, subscriptionId } = await richLearner();
    // Twice: the SDK retries once.
    stripe.failNext(`/v1/subscriptions/${subscriptionId}`);
    stripe.failNext(`/v1/subscriptions/${subscriptionId}`);
    const result = await gql(DELETE, { input: { password: PASSWORD, twoFactorCode: await totp(TOTP_SECRET) } }, headers);
    expect(result.deleteAccount).toEqual({ __typename: 'BillingProviderError', message: 'Failed to cancel subscription' });
    expect(await t.db.prisma.user.count({ where: { id: user.id } })).toBe(1);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('active');
  });

  it('deletes the account: cancels the subscription at Stripe, ends the session, and leaves no row of the learner anywhere', async () => {
    const before = await tableCounts();
    const { user, client, headers, subscriptionId } = await richLearner();
    const during = await tableCounts();
    // The fixture holds rows in every table that belongs to a learner: a new table fails here until it is filled.
    const owned = await tablesOwnedByUsers();
    expect(owned.length).toBeGreaterThan(15);
    for (const table of owned) expect({ table, grew: during[table] > before[table] }).toEqual({ table, grew: true });
    expect(Object.keys(await rowsMentioning(user.id)).length).toBeGreaterThan(10);

    const refreshToken = client.cookies.get('refresh_token')!;
    // Through the browser's path: the refresh cookie and CSRF header come along, as from the web app.
    const response = await client.post('/graphql', { query: DELETE, variables: { input: { password: PASSWORD, twoFactorCode: await totp(TOTP_SECRET) } } });
    expect(response.body.data.deleteAccount).toEqual({ __typename: 'DeleteAccountPayload', message: ACCOUNT_DELETED_MESSAGE });
    const cleared = ([] as string[]).concat(response.headers['set-cookie'] as string[]).find((c) => c.startsWith('refresh_token='));
    expect(cleared).toMatch(/Max-Age=0/i);

    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');

    // Nothing mentions the learner in any table, in any column, and every table is back to its count.
    expect(await rowsMentioning(user.id)).toEqual({});
    expect(await rowsMentioning(user.email)).toEqual({});
    expect(await tableCounts()).toEqual(before);

    // The session is gone: the access token, the refresh cookie and the password are all refused.
    expect((await t.graphql('{ viewer { id } }', {}, headers)).data).toEqual({ viewer: null });
    const stale = new RestClient(t.app);
    stale.cookies.set('csrf_token', 'stale-csrf-token');
    stale.cookies.set('refresh_token', refreshToken);
    expect((await stale.post('/api/auth/refresh')).status).toBe(401);
    expect((await new RestClient(t.app).post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
  });

  it('confirms an account without a password with a code e-mailed to it', async () => {
    const user = await t.db.prisma.user.create({
      data: { email: `google-${Date.now()}@example.com`, name: 'G Learner', googleSubject: `g-${Date.now()}`, emailVerifiedAt: new Date() },
    });
    const headers = await authHeaders(t, user.id);
    const rule = await gql('{ viewer { accountDeletion { confirmWith twoFactorCode } } }', {}, headers);
    expect(rule.viewer.accountDeletion).toEqual({ confirmWith: 'EMAIL_CODE', twoFactorCode: false });

    const missing = await gql(DELETE, { input: {} }, headers);
    expect(missing.deleteAccount).toEqual({ __typename: 'InputError', message: 'Enter the 6-digit code we e-mailed you.' });
    const asked = await gql('mutation { requestAccountDeletionCode { __typename ... on AccountDeletionCodePayload { message } } }', {}, headers);
    expect(asked.requestAccountDeletionCode.message).toMatch(/e-mailed you a code/);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const { readdirSync } = await import('node:fs');
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .find((text) => text.includes(user.email) && /delete your account/i.test(text))!;
    const code = mail.match(/^\s*(\d{6})\s*$/m)![1];

    const wrong = await gql(DELETE, { input: { emailCode: code === '123456' ? '654321' : '123456' } }, headers);
    expect(wrong.deleteAccount.__typename).toBe('InvalidCodeError');
    const done = await gql(DELETE, { input: { emailCode: code } }, headers);
    expect(done.deleteAccount.__typename).toBe('DeleteAccountPayload');
    expect(await rowsMentioning(user.id)).toEqual({});
    // A password account is told to use its password instead.
    const other = await createAccount(t.db.prisma);
    const refused = await gql('mutation { requestAccountDeletionCode { __typename ... on Error { message } } }', {}, await authHeaders(t, other.id));
    expect(refused.requestAccountDeletionCode.__typename).toBe('NotAllowedError');
  });

  it('lets a demo learner delete itself without a password', async () => {
    const demo = await createDemoLearner(t.db.prisma);
    const headers = await authHeaders(t, demo.id);
    expect((await gql('{ viewer { accountDeletion { confirmWith } } }', {}, headers)).viewer.accountDeletion.confirmWith).toBe('NOTHING');
    expect((await gql(DELETE, { input: {} }, headers)).deleteAccount.__typename).toBe('DeleteAccountPayload');
    expect(await rowsMentioning(demo.id)).toEqual({});
  });

  it('refuses a caller who is not signed in', async () => {
    const result = await t.graphql(DELETE, { input: { password: PASSWORD } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
