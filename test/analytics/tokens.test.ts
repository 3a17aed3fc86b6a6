/**
 * The API driven with a personal access token only (no cookie, no session): creating it, reading
 * with each scope, the refusals (out of scope, mutations, another learner's data), revoking,
 * expiry, the per-token rate limit, and what is stored.
 */
import { hashApiToken } from '../../graph/analytics/apiTokens.ts';
import { API_TOKEN_REQUESTS_PER_MINUTE } from '../../graph/analytics/rateLimit.ts';
import { recountTallies } from '../../graph/practice/progress.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { globalId, learner } from '../practice/support.ts';
import { createToken, withBearer } from './support.ts';

const PROGRESS =
  '{ viewer { name progress { totalAnswered correctAnswers percent } masteryByDifficulty { difficulty totalAnswered } progressOverTime(interval: DAY) { date totalAnswered } } }';
const ANSWERS = '{ viewer { answers(first: 10) { totalCount edges { node { id isCorrect domain question { questionId text } } } } } }';
const SUBMIT = `mutation Submit($input: SubmitAnswerInput!) { submitAnswer(input: $input) { __typename } }`;

describe.each([DEFAULT_ENGINE])('personal access tokens on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  async function learnerWithAnswers(n: number) {
    const who = await learner(t);
    const questions = await t.db.prisma.question.findMany({ take: n, orderBy: { id: 'asc' } });
    await t.db.prisma.answer.createMany({
      data: questions.map((q, i) => ({
        userId: who.user.id,
        questionId: q.id,
        chosenOption: q.correctAnswer,
        isCorrect: i % 2 === 0,
        topic: q.topic,
        difficulty: q.difficulty,
        idempotencyKey: `seed-${i}`,
        answeredAt: new Date(Date.now() - (n - i) * 60_000),
      })),
    });
    await recountTallies(t.db.prisma, who.user.id);
    return who;
  }

  it('reads with each scope, and only within it', async () => {
    const owner = await learnerWithAnswers(6);
    const progress = await createToken(t, owner.headers, ['READ_PROGRESS']);
    const answers = await createToken(t, owner.headers, ['READ_ANSWERS']);
    const stats = await createToken(t, owner.headers, ['READ_STATS']);
    expect(progress.secret).toMatch(/^cpat_[A-Za-z0-9_-]{43}$/);

    const read = await withBearer(t, progress.secret, PROGRESS);
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.viewer.progress).toEqual({ totalAnswered: 6, correctAnswers: 3, percent: 50 });

    const history = await withBearer(t, answers.secret, ANSWERS);
    expect(history.body.errors).toBeUndefined();
    expect(history.body.data.viewer.answers.totalCount).toBe(6);
    expect(history.body.data.viewer.answers.edges[0].node.question.text).toEqual(expect.any(String));

    // Every token can say whose data it reads; nothing more without the scope.
    const identity = await withBearer(t, stats.secret, '{ viewer { id userId name } }');
    expect(identity.body.data.viewer.userId).toBe(owner.user.id);

    const STATS =
      '{ viewer { stats { totalPoints level title currentStreak questionsAnswered accuracy badges { name rarity criteria { type value } } achievements { title points } domainStats { domain } } } }';
    const mine = await withBearer(t, stats.secret, STATS);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data.viewer.stats).toMatchObject({ level: expect.any(Number), title: expect.any(String), badges: expect.any(Array) });
    expect(mine.body.data.viewer.stats.domainStats).toHaveLength(8);

    for (const [secret, query, field, scope] of [
      [progress.secret, STATS, 'User.stats', 'read:stats'],
      [progress.secret, ANSWERS, 'User.answers', 'read:answers'],
      [answers.secret, PROGRESS, 'User.progress', 'read:progress'],
      [stats.secret, PROGRESS, 'User.progress', 'read:progress'],
      [stats.secret, ANSWERS, 'User.answers', 'read:answers'],
    ] as const) {
      const refused = await withBearer(t, secret, query);
      expect(refused.status).toBe(403);
      expect(refused.body.data).toBeUndefined();
      expect(refused.body.errors![0]).toMatchObject({
        message: `This API token cannot read ${field}: that needs the ${scope} scope.`,
        extensions: { code: 'FORBIDDEN', field, requiredScope: scope },
      });
    }
    // Fields no scope covers (account details, sessions, tokens) are closed to every token, even inside a fragment.
    for (const query of [
      '{ viewer { email } }',
      '{ viewer { sessions(first: 5) { edges { node { id } } } } }',
      '{ viewer { apiTokens { name } } }',
      'query { viewer { ...F } } fragment F on User { subscriptionStatus }',
      '{ practiceSet { id } }',
    ]) {
      const refused = await withBearer(t, progress.secret, query);
      expect(refused.status).toBe(403);
      expect(refused.body.errors![0].message).toMatch(/^API tokens cannot read \w+\.\w+\.$/);
    }
  });

  it('never writes: mutations are refused, and a token cannot make tokens', async () => {
    const owner = await learnerWithAnswers(1);
    const all = await createToken(t, owner.headers, ['READ_PROGRESS', 'READ_ANSWERS', 'READ_STATS']);
    const question = await t.db.prisma.question.findFirstOrThrow({ where: { retiredAt: null, type: 'SINGLE_CHOICE' }, orderBy: { id: 'asc' } });
    const submit = await withBearer(t, all.secret, SUBMIT, { input: { questionId: question.id, answer: question.correctAnswer, idempotencyKey: 'by-token' } });
    expect(submit.status).toBe(403);
    expect(submit.body.errors![0]).toMatchObject({
      message: 'API tokens can only read: this operation needs a signed-in session.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await t.db.prisma.answer.count({ where: { userId: owner.user.id } })).toBe(1);

    const make = await withBearer(t, all.secret, 'mutation { createApiToken(input: { name: "x", scopes: [READ_ANSWERS] }) { __typename } }');
    expect(make.status).toBe(403);
    expect(await t.db.prisma.apiToken.count({ where: { userId: owner.user.id } })).toBe(1);
  });

  it("reads only its owner's data", async () => {
    const owner = await learnerWithAnswers(2);
    const stranger = await learnerWithAnswers(5);
    const token = await createToken(t, owner.headers, ['READ_ANSWERS', 'READ_PROGRESS']);
    const mine = await withBearer(t, token.secret, '{ viewer { userId answers { totalCount } progress { totalAnswered } } }');
    expect(mine.body.data.viewer).toEqual({ userId: owner.user.id, answers: { totalCount: 2 }, progress: { totalAnswered: 2 } });
    // No way round: node(id:) of the stranger's answer is not open to tokens at all.
    const theirs = await t.db.prisma.answer.findFirstOrThrow({ where: { userId: stranger.user.id } });
    const peek = await withBearer(t, token.secret, `{ node(id: "${globalId('Answer', theirs.id)}") { id } }`);
    expect(peek.status).toBe(403);
    expect(peek.body.data).toBeUndefined();
  });

  it('is listed with its last use, stored only as a hash, and stops at once when revoked', async () => {
    const owner = await learnerWithAnswers(1);
    const token = await createToken(t, owner.headers, ['READ_PROGRESS'], { name: 'Jupyter' });
    const stored = await t.db.prisma.apiToken.findUniqueOrThrow({
      where: { id: (await t.db.prisma.apiToken.findFirstOrThrow({ where: { userId: owner.user.id } })).id },
    });
    expect(stored.tokenHash).toBe(hashApiToken(token.secret));
    expect(JSON.stringify(stored)).not.toContain(token.secret.slice(12));
    expect(stored.lastUsedAt).toBeNull();

    expect((await withBearer(t, token.secret, PROGRESS)).status).toBe(200);
    const listed = await t.graphql('{ viewer { apiTokens { id name scopes prefix lastUsedAt expiresAt } } }', {}, owner.headers);
    expect(listed.data.viewer.apiTokens).toEqual([
      { id: token.apiToken.id, name: 'Jupyter', scopes: ['READ_PROGRESS'], prefix: token.secret.slice(0, 11), lastUsedAt: expect.any(String), expiresAt: null },
    ]);

    // Another learner cannot revoke it.
    const stranger = await learner(t);
    const REVOKE =
      'mutation Revoke($id: ID!) { revokeApiToken(input: { id: $id }) { __typename ... on RevokeApiTokenPayload { revokedApiTokenId } ... on InputError { message } } }';
    expect((await t.graphql(REVOKE, { id: token.apiToken.id }, stranger.headers)).data.revokeApiToken).toEqual({
      __typename: 'InputError',
      message: 'No such token.',
    });
    expect((await withBearer(t, token.secret, PROGRESS)).status).toBe(200);

    const revoked = await t.graphql(REVOKE, { id: token.apiToken.id }, owner.headers);
    expect(revoked.data.revokeApiToken).toEqual({ __typename: 'RevokeApiTokenPayload', revokedApiTokenId: token.apiToken.id });
    const after = await withBearer(t, token.secret, PROGRESS);
    expect(after.status).toBe(401);
    expect(after.body.errors![0]).toMatchObject({ message: 'This API token is invalid, expired or revoked.', extensions: { code: 'UNAUTHENTICATED' } });
    const relisted = await t.graphql('{ viewer { apiTokens { id } } }', {}, owner.headers);
    expect(relisted.data.viewer.apiTokens).toEqual([]);
  });

  it('expires', async () => {
    const owner = await learnerWithAnswers(1);
    const past = await t.graphql(
      'mutation { createApiToken(input: { name: "old", scopes: [READ_PROGRESS], expiresAt: "2020-01-01T00:00:00Z" }) { __typename ... on InputError { message field } } }',
      {},
      owner.headers,
    );
    expect(past.data.createApiToken).toEqual({ __typename: 'InputError', message: 'The expiry must be in the future.', field: 'expiresAt' });

    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const token = await createToken(t, owner.headers, ['READ_PROGRESS'], { expiresAt });
    expect((await withBearer(t, token.secret, PROGRESS)).status).toBe(200);
    // An hour passes (moved in the database rather than by waiting).
    await t.db.prisma.apiToken.updateMany({ where: { userId: owner.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await withBearer(t, token.secret, PROGRESS);
    expect(expired.status).toBe(401);
    expect(expired.body.errors![0].message).toBe('This API token is invalid, expired or revoked.');
    // A made-up token of the right shape fares no better.
    expect((await withBearer(t, `cpat_${'A'.repeat(43)}`, PROGRESS)).status).toBe(401);
  });

  it(`is limited to ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute per token`, async () => {
    const owner = await learner(t);
    const busy = await createToken(t, owner.headers, ['READ_PROGRESS']);
    const other = await createToken(t, owner.headers, ['READ_PROGRESS']);
    for (let i = 0; i < API_TOKEN_REQUESTS_PER_MINUTE; i++) {
      const ok = await t.yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { authorization: `Bearer ${busy.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      });
      expect(ok.status).toBe(200);
    }
    const limited = await withBearer(t, busy.secret, '{ viewer { id } }');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.errors![0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // The budget is the token's own.
    expect((await withBearer(t, other.secret, '{ viewer { id } }')).status).toBe(200);
    if (engine === 'postgresql') {
      // Kept in PostgreSQL, so every process sharing the database shares the budget.
      const rows = await t.db.sql.query<{ points: number }>('SELECT points FROM "ApiTokenRateLimit" WHERE key LIKE $1', ['api_token:%']);
      expect(rows.map((r) => r.points).sort((a, b) => b - a)[0]).toBeGreaterThan(API_TOKEN_REQUESTS_PER_MINUTE);
    }
  });
});
