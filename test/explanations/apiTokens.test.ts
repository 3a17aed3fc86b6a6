/**
 * A personal access token reads only: it never starts a subscription, over any transport, so it
 * cannot spend its owner's explanation quota or receive what the model writes.
 */
import type { AddressInfo } from 'node:net';
import { createApiToken } from '../../graph/analytics/apiTokens.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type FakeLlm, startFakeLlm } from '../support/llm.ts';
import { answer, explain, premiumLearner, subscribe, wrongOption } from './support.ts';

const QUESTION = 'd7-032';

const EXPLAIN = 'subscription Explain($questionId: ID!) { explanation(questionId: $questionId) { __typename ... on Explanation { complete whyCorrect } } }';
const FOLLOW_UP =
  'subscription FollowUp($questionId: ID!, $question: String!) { explanationFollowUp(questionId: $questionId, question: $question) { __typename ... on FollowUpAnswer { text } } }';

describe('API tokens and subscriptions', () => {
  let llm: FakeLlm;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    llm = await startFakeLlm({ chunkDelayMs: 1 });
    t = await createTestApp({ env: llm.env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('refuses the explanation subscriptions to a token over SSE (POST and GET), and the REST route: no model call, no quota spent', async () => {
    const { user, headers } = await premiumLearner(t);
    await answer(t, user.id, QUESTION, await wrongOption(t, QUESTION));
    const { secret } = await createApiToken(t.db.prisma, user, { name: 'notebook', scopes: ['read:stats'] });
    const bearer = { authorization: `Bearer ${secret}` };

    for (const [query, variables, method] of [
      [EXPLAIN, { questionId: QUESTION }, 'POST'],
      [EXPLAIN, { questionId: QUESTION }, 'GET'],
      [FOLLOW_UP, { questionId: QUESTION, question: 'Why not B?' }, 'POST'],
      [FOLLOW_UP, { questionId: QUESTION, question: 'Why not B?' }, 'GET'],
    ] as const) {
      const events = await subscribe(baseUrl, bearer, query, variables, { method });
      expect(events.map((e) => e.data)).toEqual([
        {
          errors: [{ message: 'API tokens can only read: this operation needs a signed-in session.', extensions: { code: 'FORBIDDEN' } }],
        },
      ]);
    }
    // Nor through the REST route that answers it whole.
    const rest = await explain(t, bearer, { questionId: QUESTION });
    expect(rest.statusCode).toBe(403);
    expect(llm.requests).toHaveLength(0);
    expect(await t.db.prisma.explanationRequest.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.prisma.explanation.count({ where: { questionId: QUESTION } })).toBe(0);

    // The owner's own session still streams it: the refusal was the token's, not the setup's.
    const own = await subscribe(baseUrl, headers, EXPLAIN, { questionId: QUESTION }, { method: 'GET' });
    expect(own.at(-1)!.data.data.explanation).toMatchObject({ __typename: 'Explanation', complete: true });
    expect(llm.requests.length).toBeGreaterThan(0);
  });
});
