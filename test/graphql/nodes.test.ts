import * as Sentry from '@sentry/node';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { createApiToken } from '../../graph/analytics/apiTokens.ts';
import { initServerErrorReporting } from '../../graph/observability/sentry.ts';
import { SAMPLE_QUESTION_ID } from '../../graph/practice/sample.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { globalId, learner } from '../practice/support.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

const NODE = `query($id: ID!) { node(id: $id) { __typename id } }`;
const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`;
const QUESTION = `query($id: ID!) { node(id: $id) { ... on Question { questionId text options } } }`;

describe('node(id:) and nodes(ids:)', () => {
  let t: TestApp;
  const logged: { level: number; msg: string }[] = [];
  // A local stand-in for Sentry's ingest endpoint: keeps every envelope it receives.
  let sentry: Server;
  const envelopes: string[] = [];
  const sentEvents = () => envelopes.filter((e) => e.includes('"type":"event"'));

  beforeAll(async () => {
    sentry = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const { port } = sentry.address() as { port: number };
    expect(await initServerErrorReporting({ sentryDsn: `http://publickey@127.0.0.1:${port}/42`, production: false })).toBe(true);
    t = await createTestApp({ logger: pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) }) });
  });
  afterAll(async () => {
    await t.close();
    await Sentry.close(2000);
    await new Promise((resolve) => sentry.close(resolve));
  });

  /** The owner's User, Session, ApiToken and a question they were served, as global ids. */
  async function ownersNodes() {
    const owner = await learner(t);
    const session = await t.db.prisma.session.findFirstOrThrow({ where: { userId: owner.user.id } });
    const { token } = await createApiToken(t.db.prisma, owner.user, { name: 'notebook', scopes: ['read:progress'] });
    const served = (await t.graphql(`{ practiceSet(first: 1) { id } }`, {}, owner.headers)).data.practiceSet[0];
    return { owner, ids: [globalId('User', owner.user.id), globalId('Session', session.id), globalId('ApiToken', token.id), served.id] };
  }

  const missingIds = () => [
    globalId('User', randomUUID()),
    globalId('Session', randomUUID()),
    globalId('ApiToken', randomUUID()),
    globalId('Question', 'd9-999'),
  ];

  /** Nothing was logged as an error or sent to Sentry, and the stand-in does hear what is sent. */
  async function expectNothingReported() {
    await Sentry.flush(2000);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(sentEvents()).toEqual([]);
    Sentry.captureException(new Error('canary'));
    await Sentry.flush(5000);
    expect(sentEvents().join('\n')).toContain('canary');
  }

  it('answers null for a missing or foreign User, Session, ApiToken or Question, in its place only, with no error logged or reported', async () => {
    const { owner, ids: mine } = await ownersNodes();
    const stranger = await learner(t);
    const missing = missingIds();
    logged.length = 0;
    envelopes.length = 0;

    for (const [who, headers] of [
      ['owner', owner.headers],
      ['stranger', stranger.headers],
      ['anonymous', {}],
    ] as const) {
      // Missing ids for everyone; the owner's ids for anyone else.
      for (const id of who === 'owner' ? missing : [...mine, ...missing]) {
        expect({ who, id, response: await t.graphql(NODE, { id }, headers) }).toEqual({ who, id, response: { data: { node: null } } });
      }
    }

    // One list: the owner's own nodes found, null in each other place.
    const asOwner = await t.graphql(NODES, { ids: [mine[0], missing[0], mine[1], missing[1], mine[2], missing[2], mine[3], missing[3]] }, owner.headers);
    expect(asOwner.errors).toBeUndefined();
    expect(asOwner.data.nodes.map((n: { __typename: string } | null) => n?.__typename ?? null)).toEqual([
      'User',
      null,
      'Session',
      null,
      'ApiToken',
      null,
      'Question',
      null,
    ]);
    // The stranger's own user is found among the owner's ids, which are as good as missing.
    const asStranger = await t.graphql(NODES, { ids: [...mine, globalId('User', stranger.user.id), ...missing] }, stranger.headers);
    expect(asStranger).toEqual({
      data: { nodes: [null, null, null, null, { __typename: 'User', id: globalId('User', stranger.user.id) }, null, null, null, null] },
    });

    await expectNothingReported();
  });

  it('answers null for ids that are no ids at all, without spoiling the good ones beside them', async () => {
    const { owner, ids: mine } = await ownersNodes();
    // Not base64 of a type and id, a type that is no node, a type that does not exist, ids of the wrong shape for their column.
    const malformed = ['garbage', b64('Query:x'), b64('Nothing:1'), globalId('Session', 'not-a-uuid'), globalId('User', 'not-a-uuid')];
    logged.length = 0;
    envelopes.length = 0;
    for (const id of malformed) {
      expect({ id, response: await t.graphql(NODE, { id }, owner.headers) }).toEqual({ id, response: { data: { node: null } } });
    }
    const mixed = await t.graphql(NODES, { ids: [...malformed, ...mine] }, owner.headers);
    expect(mixed.errors).toBeUndefined();
    expect(mixed.data.nodes.map((n: { __typename: string } | null) => n?.__typename ?? null)).toEqual([
      ...malformed.map(() => null),
      'User',
      'Session',
      'ApiToken',
      'Question',
    ]);
    await expectNothingReported();
  });

  it('takes at most 100 ids per field and per request, aliases included', async () => {
    const { headers } = await learner(t);
    const product = globalId('Product', 'prod_premium');
    const ids = (n: number) => Array.from({ length: n }, () => product);

    const hundred = await t.graphql(NODES, { ids: ids(100) }, headers);
    expect(hundred.errors).toBeUndefined();
    expect(hundred.data.nodes).toHaveLength(100);

    const tooMany = await t.graphql(NODES, { ids: ids(1000) }, headers);
    expect(tooMany.data).toBeNull();
    expect(tooMany.errors).toEqual([
      expect.objectContaining({ message: 'nodes takes at most 100 ids; it was given 1000.', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);

    // Three aliased lists cannot multiply the work: the request's ids are counted together.
    const aliased = await t.graphql(
      `query($ids: [ID!]!) { a: nodes(ids: $ids) { id } b: nodes(ids: $ids) { id } c: nodes(ids: $ids) { id } }`,
      { ids: ids(40) },
      headers,
    );
    expect(aliased.errors).toEqual([
      expect.objectContaining({
        message: 'A request may name at most 100 ids in node and nodes together, aliases included; this one names 120.',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    const nodeAliases = Array.from({ length: 15 }, (_, i) => `n${i}: node(id: $id) { id }`).join(' ');
    const withNode = await t.graphql(`query($id: ID!, $ids: [ID!]!) { nodes(ids: $ids) { id } ${nodeAliases} }`, { id: product, ids: ids(90) }, headers);
    expect(withNode.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows a question by id to a visitor only for the sample, and to a learner only once served', async () => {
    const sample = await t.db.prisma.question.findUniqueOrThrow({ where: { id: SAMPLE_QUESTION_ID } });
    const other = await t.db.prisma.question.findFirstOrThrow({ where: { id: { not: SAMPLE_QUESTION_ID }, retiredAt: null }, orderBy: { id: 'asc' } });

    const anonymous = await t.graphql(NODES.replace('__typename id', '... on Question { questionId text }'), {
      ids: [globalId('Question', sample.id), globalId('Question', other.id)],
    });
    expect(anonymous).toEqual({ data: { nodes: [{ questionId: sample.id, text: sample.text }, null] } });
    expect(await t.graphql(QUESTION, { id: globalId('Question', other.id) })).toEqual({ data: { node: null } });

    // A learner reads by id only what they were served: a read by id is no way round the day's draws.
    const { user, headers } = await learner(t);
    expect((await t.graphql(QUESTION, { id: globalId('Question', other.id) }, headers)).data.node).toBeNull();
    await t.db.prisma.seenQuestion.create({ data: { userId: user.id, questionId: other.id } });
    expect((await t.graphql(QUESTION, { id: globalId('Question', other.id) }, headers)).data.node).toEqual({
      questionId: other.id,
      text: other.text,
      options: other.options,
    });
  });
});
