import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../graph/auth/tokens.ts';
import { SAMPLE_QUESTION_ID } from '../../graph/practice/sample.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { authHeaders, createUser } from '../support/factories.ts';

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

describe.each([DEFAULT_ENGINE])('GraphQL platform on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the plan catalogue as a connection with Relay node ids', async () => {
    const { data, errors } = await t.graphql(
      `{ products(first: 5) { edges { cursor node { id productId name prices { id priceId unitAmount amount interval } } } pageInfo { hasNextPage } } }`,
    );
    expect(errors).toBeUndefined();
    const [edge] = data.products.edges;
    expect(edge.node.productId).toBe('prod_premium');
    expect(edge.node.id).toBe(globalId('Product', 'prod_premium'));
    expect(edge.node.prices).toEqual([
      { id: globalId('Price', 'price_monthly'), priceId: 'price_monthly', unitAmount: 2900, amount: 29, interval: 'month' },
      { id: globalId('Price', 'price_yearly'), priceId: 'price_yearly', unitAmount: 29000, amount: 290, interval: 'year' },
    ]);
    expect(data.products.pageInfo.hasNextPage).toBe(false);
  });

  it('resolves node(id:) and nodes(ids:) for catalogue and question ids', async () => {
    const { data } = await t.graphql(
      `query($id: ID!, $ids: [ID!]!) { node(id: $id) { __typename ... on Price { priceId } } nodes(ids: $ids) { __typename ... on Question { questionId } ... on Product { name } } }`,
      { id: globalId('Price', 'price_yearly'), ids: [globalId('Question', SAMPLE_QUESTION_ID), globalId('Product', 'prod_premium')] },
    );
    expect(data.node).toEqual({ __typename: 'Price', priceId: 'price_yearly' });
    expect(data.nodes).toEqual([
      { __typename: 'Question', questionId: SAMPLE_QUESTION_ID },
      { __typename: 'Product', name: 'Premium' },
    ]);
  });

  it('never exposes the answer key on a question', async () => {
    const { data } = await t.graphql(`{ __type(name: "Question") { fields { name } } }`);
    const fields = data.__type.fields.map((f: { name: string }) => f.name);
    expect(fields).toEqual(expect.arrayContaining(['text', 'options', 'domain', 'difficulty']));
    expect(fields).not.toContain('correctAnswer');
    expect(fields).not.toContain('explanation');
    expect(fields).not.toContain('rationales');
  });

  it('grades the sample question on the server and rejects an answer that is not an option', async () => {
    const question = await t.db.prisma.question.findUniqueOrThrow({ where: { id: SAMPLE_QUESTION_ID } });
    const { data: sample } = await t.graphql(`{ sampleQuestion { questionId text options } }`);
    expect(sample.sampleQuestion).toEqual({ questionId: question.id, text: question.text, options: question.options });

    const mutation = `mutation($answer: String!) { answerSampleQuestion(input: { answer: $answer }) {
      __typename ... on AnswerSampleQuestionPayload { isCorrect correctAnswer } ... on Error { message } ... on InputError { field } } }`;
    const wrong = question.options.find((o) => o !== question.correctAnswer)!;
    expect((await t.graphql(mutation, { answer: question.correctAnswer })).data.answerSampleQuestion).toEqual({
      __typename: 'AnswerSampleQuestionPayload',
      isCorrect: true,
      correctAnswer: question.correctAnswer,
    });
    expect((await t.graphql(mutation, { answer: wrong })).data.answerSampleQuestion).toEqual({
      __typename: 'AnswerSampleQuestionPayload',
      isCorrect: false,
      correctAnswer: question.correctAnswer,
    });
    expect((await t.graphql(mutation, { answer: 'not an option' })).data.answerSampleQuestion).toEqual({
      __typename: 'InputError',
      message: 'Choose one of the options.',
      field: 'answer',
    });
  });

  it('knows the viewer from a valid access token only', async () => {
    const user = await createUser(t.db.prisma, { name: 'Ada' });
    const query = `{ viewer { id name email subscriptionStatus } }`;
    expect((await t.graphql(query)).data.viewer).toBeNull();
    expect((await t.graphql(query, {}, await authHeaders(t, user.id))).data.viewer).toMatchObject({
      id: globalId('User', user.id),
      name: 'Ada',
    });

    const otherKey = new TextEncoder().encode('a-different-secret-that-is-also-long-enough');
    const forged = await signAccessToken(otherKey, user.id, randomUUID());
    expect((await t.graphql(query, {}, { authorization: `Bearer ${forged}` })).data.viewer).toBeNull();

    const wrongAudience = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('cissp-practice')
      .setAudience('someone-else')
      .setExpirationTime('5m')
      .sign(t.config.jwtSecret);
    expect((await t.graphql(query, {}, { authorization: `Bearer ${wrongAudience}` })).data.viewer).toBeNull();

    const expired = await signAccessToken(t.config.jwtSecret, user.id, randomUUID(), '-1s');
    expect((await t.graphql(query, {}, { authorization: `Bearer ${expired}` })).data.viewer).toBeNull();

    // A well-signed token whose session does not exist (or was revoked) is refused too.
    const sessionless = await signAccessToken(t.config.jwtSecret, user.id, randomUUID());
    expect((await t.graphql(query, {}, { authorization: `Bearer ${sessionless}` })).data.viewer).toBeNull();
    expect((await t.graphql(query, {}, { authorization: `Bearer ${expired}` })).data.viewer).toBeNull();
  });

  it('hides a user from everyone but that user, even through node(id:)', async () => {
    const owner = await createUser(t.db.prisma);
    const stranger = await createUser(t.db.prisma);
    const query = `query($id: ID!) { node(id: $id) { ... on User { email } } }`;
    const asOwner = await t.graphql(query, { id: globalId('User', owner.id) }, await authHeaders(t, owner.id));
    expect(asOwner.data.node).toEqual({ email: owner.email });
    const asStranger = await t.graphql(query, { id: globalId('User', owner.id) }, await authHeaders(t, stranger.id));
    expect(asStranger.data?.node ?? null).toBeNull();
    expect(JSON.stringify(asStranger)).not.toContain(owner.email);
    const anonymous = await t.graphql(query, { id: globalId('User', owner.id) });
    expect(JSON.stringify(anonymous)).not.toContain(owner.email);
  });
});

describe('query limits and error masking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses queries that are too deep', async () => {
    const deep = `{ products(first: 1) { edges { node { prices { product { prices { product { prices { product { prices { product { prices { product { name } } } } } } } } } } } } } }`;
    const { errors } = await t.graphql(deep);
    expect(errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses queries with too many aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: sampleQuestion { text }`).join(' ');
    const { errors } = await t.graphql(`{ ${aliases} }`);
    expect(errors?.[0]?.message).toMatch(/alias/i);
  });

  it('masks unexpected errors and gives them an id that is logged', async () => {
    const lines: string[] = [];
    const pino = (await import('pino')).default;
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const broken = await createTestApp({ logger });
    await broken.db.close(); // every query now fails inside the resolver
    const { errors } = await broken.graphql(`{ sampleQuestion { text } }`);
    expect(errors).toHaveLength(1);
    expect(errors![0].message).toMatch(/^Unexpected error\. \(error id [0-9a-f-]{36}\)$/);
    const errorId = errors![0].extensions.errorId;
    expect(JSON.stringify(errors)).not.toMatch(/pglite|closed|prisma/i);
    expect(lines.some((line) => line.includes(errorId))).toBe(true);
    await broken.app.close();
  });
});
