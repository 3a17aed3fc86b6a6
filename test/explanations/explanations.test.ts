import type { AddressInfo } from 'node:net';
import { regenerateExplanations } from '../../graph/explanations/service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { type FakeLlm, startFakeLlm } from '../support/llm.ts';
import { answer, explain, premiumLearner, subscribe, wrongOption } from './support.ts';

// A question whose rationales cite a publication, so references have one to find.
const QUESTION = 'd7-032';

const EXPLANATION_SUBSCRIPTION = /* GraphQL */ `
  subscription Explain($questionId: ID!) {
    explanation(questionId: $questionId) {
      __typename
      ... on Error {
        message
      }
      ... on ExplanationLimitError {
        retryAfterSeconds
      }
      ... on Explanation {
        complete
        cached
        source
        whyCorrect
        otherOptions {
          option
          whyWrong
        }
        whyTempting
        principle
        references
        chosenOption
      }
    }
  }
`;

const FOLLOW_UP_SUBSCRIPTION = /* GraphQL */ `
  subscription FollowUp($questionId: ID!, $question: String!) {
    explanationFollowUp(questionId: $questionId, question: $question) {
      __typename
      ... on Error {
        message
      }
      ... on FollowUpAnswer {
        text
        complete
      }
    }
  }
`;

describe.each([DEFAULT_ENGINE])('explanations on %s', (engine) => {
  let llm: FakeLlm;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    llm = await startFakeLlm({ chunkDelayMs: 5 });
    t = await createTestApp({ engine, env: llm.env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  beforeEach(async () => {
    llm.requests.length = 0;
    // Each test starts with an empty cache: what it measures is its own.
    await t.db.prisma.explanation.deleteMany({});
  });

  it("grounds the prompt in the key, the bank explanation, every rationale, the objective and the learner's choice", async () => {
    const { user, headers } = await premiumLearner(t);
    const chosen = await wrongOption(t, QUESTION);
    const question = await answer(t, user.id, QUESTION, chosen);

    const response = await explain(t, headers, { questionId: QUESTION, includeReferences: true });
    expect(response.statusCode).toBe(200);

    expect(llm.requests).toHaveLength(1);
    const { prompt, body } = llm.requests[0];
    expect(body.model).toBe('stand-in-1');
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.stream).toBeFalsy(); // the REST route asks for the whole answer at once
    expect(prompt).toContain(
      `Answer key (authoritative): ${String.fromCharCode(65 + question.options.indexOf(question.correctAnswer))}. ${question.correctAnswer}`,
    );
    expect(prompt).toContain(question.explanation);
    for (const rationale of question.rationales) expect(prompt).toContain(rationale);
    for (const option of question.options) expect(prompt).toContain(option);
    expect(prompt).toContain(`CISSP exam outline ${question.outline}`);
    expect(prompt).toContain(`The learner chose ${String.fromCharCode(65 + question.options.indexOf(chosen))}. ${chosen} (wrong).`);

    const result = response.json();
    expect(result).toMatchObject({ success: true, source: 'model', cached: false });
    expect(result.explanation).toContain(`Why "${question.correctAnswer}" is the best answer`);
    expect(result.explanation).toContain(`Why "${chosen}" was tempting`);
    expect(result.sections.otherOptions.map((o: { option: string }) => o.option)).toEqual(question.options.filter((o) => o !== question.correctAnswer));
    expect(result.references[0]).toBe('CISSP exam outline 7.5: Apply resource protection');
    expect(result.references).toContain('NIST SP 800-88');
  });

  it('records each request with the tokens the model reported', async () => {
    const { user, headers } = await premiumLearner(t);
    await answer(t, user.id, QUESTION, await wrongOption(t, QUESTION));
    expect((await explain(t, headers, { questionId: QUESTION })).statusCode).toBe(200);
    const rows = await t.db.prisma.explanationRequest.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    const { prompt } = llm.requests[0];
    expect(rows[0]).toMatchObject({
      kind: 'explanation',
      outcome: 'answered',
      questionId: QUESTION,
      model: 'stand-in-1',
      promptTokens: Math.ceil(prompt.length / 4),
    });
    expect(rows[0].completionTokens).toBeGreaterThan(50);
  });

  it('serves the second learner with the same choice from the cache, without calling the model', async () => {
    const chosen = await wrongOption(t, QUESTION);
    const first = await premiumLearner(t);
    await answer(t, first.user.id, QUESTION, chosen);
    const miss = (await explain(t, first.headers, { questionId: QUESTION })).json();
    expect(llm.requests).toHaveLength(1);

    const second = await premiumLearner(t, 'annual');
    await answer(t, second.user.id, QUESTION, chosen);
    const hit = (await explain(t, second.headers, { questionId: QUESTION })).json();
    expect(llm.requests).toHaveLength(1);
    expect(hit).toMatchObject({ success: true, cached: true, explanation: miss.explanation });
    expect(await t.db.prisma.explanationRequest.findFirst({ where: { userId: second.user.id } })).toMatchObject({ outcome: 'cached', promptTokens: 0 });

    // Another wrong choice is another explanation.
    const third = await premiumLearner(t);
    await answer(t, third.user.id, QUESTION, await wrongOption(t, QUESTION, 1));
    expect((await explain(t, third.headers, { questionId: QUESTION })).json().cached).toBe(false);
    expect(llm.requests).toHaveLength(2);
  });

  it('writes a new explanation once the question is edited, and the regenerate script forgets and rewrites them', async () => {
    const { user, headers } = await premiumLearner(t);
    await answer(t, user.id, QUESTION, await wrongOption(t, QUESTION));
    await explain(t, headers, { questionId: QUESTION });
    const original = await t.db.prisma.question.findUniqueOrThrow({ where: { id: QUESTION } });
    try {
      await t.db.prisma.question.update({ where: { id: QUESTION }, data: { explanation: `${original.explanation} Edited.` } });
      expect((await explain(t, headers, { questionId: QUESTION })).json().cached).toBe(false);
      expect(llm.requests).toHaveLength(2);
    } finally {
      await t.db.prisma.question.update({ where: { id: QUESTION }, data: { explanation: original.explanation } });
    }
    llm.requests.length = 0;
    const result = await regenerateExplanations({ prisma: t.db.prisma, config: t.config, logger: t.app.log as never }, [QUESTION]);
    // One for a right answer and one per wrong option.
    expect(result).toEqual({ deleted: 1, written: original.options.length });
    expect(llm.requests).toHaveLength(original.options.length);
    expect(await t.db.prisma.explanation.count({ where: { questionId: QUESTION } })).toBe(original.options.length);
    expect((await explain(t, headers, { questionId: QUESTION })).json().cached).toBe(true);
  });

  it('asks again when the model names another option as best, and falls back to the bank when it does so twice', async () => {
    const question = await t.db.prisma.question.findUniqueOrThrow({ where: { id: QUESTION } });
    const wrong = await wrongOption(t, QUESTION);
    const { user, headers } = await premiumLearner(t);
    await answer(t, user.id, QUESTION, wrong);

    llm.queue({ contradict: wrong });
    const retried = (await explain(t, headers, { questionId: QUESTION })).json();
    expect(llm.requests).toHaveLength(2);
    expect(retried).toMatchObject({ success: true, source: 'model' });

    await t.db.prisma.explanation.deleteMany({});
    llm.requests.length = 0;
    llm.queue({ contradict: wrong }, { contradict: wrong });
    const fallback = (await explain(t, headers, { questionId: QUESTION })).json();
    expect(llm.requests).toHaveLength(2);
    expect(fallback).toMatchObject({ success: true, source: 'bank' });
    expect(fallback.explanation).toContain(question.explanation);
    expect(fallback.explanation).not.toContain(`Why "${wrong}" is the best answer`);
  });

  it("refuses free learners with 403 and the spec's message, without calling the model or counting a request", async () => {
    const { user, headers } = await premiumLearner(t, 'free');
    const response = await explain(t, headers, { questionId: QUESTION });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, error: 'Premium subscription required for AI explanations' });
    const events = await subscribe(baseUrl, headers, EXPLANATION_SUBSCRIPTION, { questionId: QUESTION });
    expect(events[0].data.errors[0]).toMatchObject({ message: 'Premium subscription required for AI explanations', extensions: { code: 'FORBIDDEN' } });
    expect(llm.requests).toHaveLength(0);
    expect(await t.db.prisma.explanationRequest.count({ where: { userId: user.id } })).toBe(0);

    const anonymous = await explain(t, {}, { questionId: QUESTION });
    expect(anonymous.statusCode).toBe(401);
  });

  it('offers and sells the AI tutor where a model is configured', async () => {
    const result = await t.graphql('{ aiTutor products(first: 5) { edges { node { description features } } } }');
    expect(result.data.aiTutor).toBe(true);
    const premium = result.data.products.edges[0].node;
    expect(premium.description).toMatch(/AI tutor/);
    expect(premium.features).toEqual(expect.arrayContaining([expect.stringMatching(/^AI tutor: follow-up questions/)]));
  });

  it('answers 400 to a missing or unknown question', async () => {
    const { headers } = await premiumLearner(t);
    expect((await explain(t, headers, {})).statusCode).toBe(400);
    const unknown = await explain(t, headers, { questionId: 'no-such-question' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, error: 'This question is not available.' });
  });

  it('limits each learner to 60 requests an hour, stored in the database: 429 with Retry-After', async () => {
    const { user, headers } = await premiumLearner(t);
    await answer(t, user.id, QUESTION, await wrongOption(t, QUESTION));
    const now = Date.now();
    // An hour and more ago: these no longer count.
    await t.db.prisma.explanationRequest.createMany({
      data: Array.from({ length: 30 }, () => ({
        userId: user.id,
        questionId: QUESTION,
        kind: 'explanation',
        outcome: 'answered',
        createdAt: new Date(now - 61 * 60_000),
      })),
    });
    await t.db.prisma.explanationRequest.createMany({
      data: Array.from({ length: 59 }, (_v, i) => ({
        userId: user.id,
        questionId: QUESTION,
        kind: 'explanation',
        outcome: 'cached',
        createdAt: new Date(now - 50 * 60_000 + i),
      })),
    });
    expect((await explain(t, headers, { questionId: QUESTION })).statusCode).toBe(200); // the 60th
    const refused = await explain(t, headers, { questionId: QUESTION });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: 'Rate limit exceeded. Please try again later.' });
    // The oldest counted request leaves the window in about ten minutes.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(llm.requests).toHaveLength(1);
    // Follow-ups share the quota.
    const events = await subscribe(baseUrl, headers, FOLLOW_UP_SUBSCRIPTION, { questionId: QUESTION, question: 'Why not B?' });
    expect(events.map((e) => e.data.data.explanationFollowUp)).toEqual([
      { __typename: 'ExplanationLimitError', message: 'Rate limit exceeded. Please try again later.' },
    ]);
    // Refusals are not counted: the wait does not grow.
    expect(await t.db.prisma.explanationRequest.count({ where: { userId: user.id, createdAt: { gt: new Date(now - 3600_000) } } })).toBe(60);
  });

  it("retries the model's 429 and 5xx with backoff, then answers a clean error (never a 5xx of ours)", async () => {
    const { user, headers } = await premiumLearner(t);
    await answer(t, user.id, QUESTION, await wrongOption(t, QUESTION));

    llm.queue({ status: 429 }, { status: 503 });
    const recovered = await explain(t, headers, { questionId: QUESTION });
    expect(recovered.statusCode).toBe(200);
    expect(llm.requests).toHaveLength(3);

    await t.db.prisma.explanation.deleteMany({});
    llm.requests.length = 0;
    llm.queue({ status: 429 }, { status: 429 }, { status: 429 });
    const failed = await explain(t, headers, { questionId: QUESTION });
    expect(llm.requests).toHaveLength(3); // the first call and two retries, no more
    expect(failed.statusCode).toBe(424);
    expect(failed.json()).toEqual({ success: false, error: 'Failed to generate explanation. Please try again.' });
    expect(await t.db.prisma.explanation.count()).toBe(0);
    const rows = await t.db.prisma.explanationRequest.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => r.outcome)).toEqual(['answered', 'failed']);
  });

  it('streams the explanation over server-sent events in pieces, the key checked first; a cached one arrives at once', async () => {
    const question = await t.db.prisma.question.findUniqueOrThrow({ where: { id: QUESTION } });
    const { user, headers } = await premiumLearner(t);
    const chosen = await wrongOption(t, QUESTION);
    await answer(t, user.id, QUESTION, chosen);

    const events = await subscribe(baseUrl, headers, EXPLANATION_SUBSCRIPTION, { questionId: QUESTION });
    expect(llm.requests[0].body.stream).toBe(true);
    const payloads = events.map((e) => e.data.data.explanation);
    expect(payloads.length).toBeGreaterThan(3);
    expect(payloads.slice(0, -1).every((p) => p.__typename === 'Explanation' && !p.complete)).toBe(true);
    const last = payloads.at(-1);
    expect(last).toMatchObject({ __typename: 'Explanation', complete: true, cached: false, source: 'MODEL', chosenOption: chosen });
    expect(last.whyTempting).toContain(chosen);
    // The text grows as it is written, over time rather than in one burst.
    const lengths = payloads.map((p) => JSON.stringify(p).length);
    expect(lengths[0]).toBeLessThan(lengths.at(-1)!);
    expect(events.at(-1)!.at - events[0].at).toBeGreaterThan(20);

    const cached = await subscribe(baseUrl, headers, EXPLANATION_SUBSCRIPTION, { questionId: Buffer.from(`Question:${question.id}`).toString('base64') });
    expect(cached.map((e) => e.data.data.explanation)).toEqual([{ ...last, cached: true }]);
    expect(llm.requests).toHaveLength(1);
  });

  it('answers a follow-up question grounded the same way, streamed, and counted', async () => {
    const question = await t.db.prisma.question.findUniqueOrThrow({ where: { id: QUESTION } });
    const { user, headers } = await premiumLearner(t);
    await answer(t, user.id, QUESTION, await wrongOption(t, QUESTION));
    const events = await subscribe(baseUrl, headers, FOLLOW_UP_SUBSCRIPTION, { questionId: QUESTION, question: 'Why not option B?' });
    const last = events.at(-1)!.data.data.explanationFollowUp;
    expect(last).toMatchObject({ __typename: 'FollowUpAnswer', complete: true });
    expect(last.text).toContain(question.correctAnswer);
    const { prompt, body } = llm.requests[0];
    expect(body.stream).toBe(true);
    expect(prompt).toContain(question.correctAnswer);
    for (const rationale of question.rationales) expect(prompt).toContain(rationale);
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Why not option B?' });
    expect(await t.db.prisma.explanationRequest.findFirst({ where: { userId: user.id } })).toMatchObject({ kind: 'followUp', outcome: 'answered' });

    const empty = await subscribe(baseUrl, headers, FOLLOW_UP_SUBSCRIPTION, { questionId: QUESTION, question: '   ' });
    expect(empty[0].data.data.explanationFollowUp).toEqual({ __typename: 'ExplanationInputError', message: 'Type a question first.' });
  });
});

describe('explanations when the model is slow or absent', () => {
  let llm: FakeLlm;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    llm = await startFakeLlm({ chunkDelayMs: 1 });
    t = await createTestApp({ env: { ...llm.env, OPENAI_TIMEOUT_MS: '300', OPENAI_MAX_RETRIES: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('gives up on a model that does not answer in time, after one retry', async () => {
    const { user, headers } = await premiumLearner(t);
    await answer(t, user.id, QUESTION, await wrongOption(t, QUESTION));
    llm.queue({ delayMs: 5000 }, { delayMs: 5000 });
    const response = await explain(t, headers, { questionId: QUESTION });
    // Two 300 ms attempts, each given up: a server that waited out the model's five seconds would
    // have its explanation (no wall-clock check here, which a busy machine could fail).
    expect(response.statusCode).toBe(424);
    expect(response.json().error).toBe('Failed to generate explanation. Please try again.');
    expect(llm.requests).toHaveLength(2);
  });

  it('ends a stream that stalls halfway with the same clean error', async () => {
    const { user, headers } = await premiumLearner(t);
    await answer(t, user.id, QUESTION, await wrongOption(t, QUESTION));
    llm.requests.length = 0;
    llm.queue({ stallAfterChunks: 8 });
    const events = await subscribe(baseUrl, headers, EXPLANATION_SUBSCRIPTION, { questionId: QUESTION });
    expect(events.at(-1)!.data.data.explanation).toEqual({
      __typename: 'ExplanationFailedError',
      message: 'Failed to generate explanation. Please try again.',
    });
    expect(await t.db.prisma.explanation.count()).toBe(0);
  });

  it("without OPENAI_API_KEY, builds the same response from the bank's rationales and says so", async () => {
    const bankOnly = await createTestApp({});
    try {
      const question = await bankOnly.db.prisma.question.findUniqueOrThrow({ where: { id: QUESTION } });
      const { user, headers } = await premiumLearner(bankOnly);
      const chosen = await wrongOption(bankOnly, QUESTION);
      await answer(bankOnly, user.id, QUESTION, chosen);
      const response = await explain(bankOnly, headers, { questionId: QUESTION, includeReferences: true });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, source: 'bank', cached: false });
      expect(body.explanation).toContain(question.explanation);
      const chosenRationale = question.rationales[question.options.indexOf(chosen)].replace(/^Incorrect:\s*/, '');
      expect(body.sections.whyTempting).toBe(chosenRationale);
      expect(body.references[0]).toMatch(/^CISSP exam outline 7\.5/);
      expect(await bankOnly.db.prisma.explanationRequest.findFirst({ where: { userId: user.id } })).toMatchObject({ outcome: 'bank', model: null });
      // No model, no tutor: nothing offers it, and the plans do not sell it (issue 22, item 2).
      const offer = await bankOnly.graphql('{ aiTutor products(first: 5) { edges { node { description features } } } }');
      expect(offer.data.aiTutor).toBe(false);
      expect(offer.data.products.edges[0].node).toEqual({ description: 'Everything in Free.', features: [] });
    } finally {
      await bankOnly.close();
    }
  });
});
