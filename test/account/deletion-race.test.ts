/**
 * Deleting an account while the learner's requests are still on their way: the deletion goes
 * through (a deadlock with an answer is retried), the answers in flight are refused cleanly
 * (signed out, as the learner now is) and never with a 500, and nothing of the learner stays in
 * the rate-limit counters. The race is real on PostgreSQL; PGlite runs one query at a time.
 */
import { createDemoLearner } from '../../graph/auth/demo.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount, PASSWORD } from '../support/accounts.ts';
import { ENGINES } from '../support/db.ts';
import { authHeaders } from '../support/factories.ts';
import { createToken } from '../analytics/support.ts';

const DELETE = `mutation Delete($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename ... on DeleteAccountPayload { message } ... on Error { message } } }`;
const SUBMIT = `mutation Submit($input: SubmitAnswerInput!) { submitAnswer(input: $input) {
  __typename ... on Error { message } ... on SubmitAnswerPayload { isCorrect progress { totalAnswered } } } }`;
const PROGRESS = `{ viewer { progress { totalAnswered } } }`;

const ROUNDS = 4;
const ANSWERS_PER_ROUND = 24;

describe.each(ENGINES)('deleting an account on %s', (engine) => {
  let t: TestApp;
  let questions: { id: string; options: string[] }[];

  beforeAll(async () => {
    t = await createTestApp({ engine });
    questions = await t.db.prisma.question.findMany({ take: ANSWERS_PER_ROUND, orderBy: { id: 'asc' }, select: { id: true, options: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json() as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
  };

  it('goes through while answers are in flight, which are refused cleanly and never with a 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const learner = await createDemoLearner(t.db.prisma);
      const headers = await authHeaders(t, learner.id);
      const requests = questions.map((question, i) =>
        i % 4 === 3
          ? post(headers, PROGRESS)
          : post(headers, SUBMIT, {
              input: { questionId: question.id, answer: question.options[i % question.options.length], idempotencyKey: `race-${round}-${i}` },
            }),
      );
      // The deletion leaves with the first third of the answers already sent.
      requests.splice(ANSWERS_PER_ROUND / 3, 0, post(headers, DELETE, { input: {} }));
      const responses = await Promise.all(requests);
      const deletion = responses[ANSWERS_PER_ROUND / 3];
      expect(deletion.body).toEqual({ data: { deleteAccount: { __typename: 'DeleteAccountPayload', message: expect.any(String) } } });

      for (const { status, body } of responses) {
        expect(status).toBeLessThan(500);
        // Answered, or refused because the learner is gone: signed out (401), or no viewer to read.
        for (const error of body.errors ?? []) expect(error.extensions?.code).toBe('UNAUTHENTICATED');
        if (!body.errors && body.data?.submitAnswer) expect(body.data.submitAnswer.__typename).toBe('SubmitAnswerPayload');
      }
      expect(await t.db.prisma.user.count({ where: { id: learner.id } })).toBe(0);
      expect(await t.db.prisma.answer.count({ where: { userId: learner.id } })).toBe(0);
      expect(await t.db.prisma.userStats.count({ where: { userId: learner.id } })).toBe(0);
    }
    // About 100 requests: a loaded machine must not fail it on time alone.
  }, 180_000);

  it("forgets the counters kept under the learner's id, address and tokens", async () => {
    const user = await createAccount(t.db.prisma);
    const headers = await authHeaders(t, user.id);
    const token = await createToken(t, headers, ['READ_PROGRESS']);
    const tokenId = (await t.db.prisma.apiToken.findFirstOrThrow({ where: { userId: user.id } })).id;
    // A count under each: a token request, an export (per learner), a wrong password (per address, and per address and IP).
    expect((await post({ authorization: `Bearer ${token.secret}` }, PROGRESS)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'Wrong-Horse-42' } })).statusCode).toBe(401);
    const counted = async () => ({
      export: (await t.services.limits.accountExportsPerUser.get(user.id))?.consumedPoints ?? 0,
      signIn: (await t.services.limits.signInFailuresPerAccount.get(user.email))?.consumedPoints ?? 0,
      token: (await t.services.apiTokenLimiter.get(tokenId))?.consumedPoints ?? 0,
    });
    expect(await counted()).toEqual({ export: 1, signIn: 1, token: 1 });

    expect((await post(headers, DELETE, { input: { password: PASSWORD } })).body.data.deleteAccount.__typename).toBe('DeleteAccountPayload');
    expect(await counted()).toEqual({ export: 0, signIn: 0, token: 0 });
    if (engine === 'postgresql') {
      // Where the database keeps the counts, no row names the learner (the per-address-and-IP one included).
      const rows = await t.db.sql.query<{ key: string }>(
        `SELECT key FROM "RateLimit" WHERE strpos(key, $1) > 0 OR strpos(key, $2) > 0 UNION ALL SELECT key FROM "ApiTokenRateLimit" WHERE strpos(key, $3) > 0`,
        [user.id, user.email, tokenId],
      );
      expect(rows).toEqual([]);
    }
  });
});
