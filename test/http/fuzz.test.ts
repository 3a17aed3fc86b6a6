/**
 * Bad input is the caller's mistake, never a fault of ours: thousands of generated requests
 * (seeded, so a failure replays) over every REST route, the main GraphQL operations and the
 * subscriptions (server-sent events, GET and POST), from every kind of caller (anonymous, a
 * session, personal access tokens of each scope until their rate limit, malformed and mis-cased
 * tokens), with the development settings and with the production ones, on the embedded database.
 * Fails on any 5xx, and on any GraphQL error masked as unexpected, since that is a 500 in
 * GraphQL's clothes.
 */
import { accountRoutes } from '../../rest-adapter/accounts.ts';
import { billingRoutes } from '../../rest-adapter/billing.ts';
import { routes } from '../../rest-adapter/routes.ts';
import { createApiToken } from '../../graph/analytics/apiTokens.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { authHeaders, createUser } from '../support/factories.ts';

const SEED = 20261125;
/** Inputs per run; the production run takes half as many. */
const REST_INPUTS = 1600;
const GRAPHQL_INPUTS = 1200;
/** Routes that hash a password (scrypt at 128 MiB) for a well-formed request: few of those. */
const HASHING_ROUTES = new Set(['/api/auth/login', '/api/mfa/disable', '/api/mfa/regenerate-backup-codes']);
const HASHING_BUDGET = 3;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const chance = (p: number) => random() < p;

const STRINGS = [
  '',
  ' ',
  'a',
  'learner@example.com',
  // No strong password: registering one would hash it, which is slow by design.
  'correct horse',
  'd1-001',
  'price_monthly',
  'SHA256',
  '123456',
  'AAAAA-BBBBB',
  'RXhwbGFuYXRpb246MQ==', // a global id of no such type
  'UXVlc3Rpb246ZDEtMDAx', // Question:d1-001
  'U2Vzc2lvbjpub3QtYS11dWlk', // Session:not-a-uuid
  'VXNlcjo=',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  'a\u0000b',
  '\u0000',
  'émoji 🚀 ✓',
  '\ud800',
  '\'; DROP TABLE "User"; --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '%00',
  '../../etc/passwd',
  'x'.repeat(300),
  'y'.repeat(5000),
  '2026-11-25T00:00:00Z',
  'not a date',
  'true',
  '-1',
  '1e309',
  'SECURITY_OPERATIONS',
  'Security Operations',
  'hard',
  'HARD',
];
const NUMBERS = [0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 0.5, 1e308, -0];

function value(depth = 0): unknown {
  const kind = random();
  if (kind < 0.45) return pick(STRINGS);
  if (kind < 0.6) return pick(NUMBERS);
  if (kind < 0.7) return chance(0.5);
  if (kind < 0.78) return null;
  if (depth > 2) return pick(STRINGS);
  if (kind < 0.89) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
  return object(depth + 1);
}

const FIELDS = [
  'email',
  'password',
  'name',
  'token',
  'newPassword',
  'questionId',
  'isCorrect',
  'idempotencyKey',
  'includeReferences',
  'priceId',
  'successUrl',
  'cancelUrl',
  'metadata',
  'immediately',
  'sessionId',
  'algorithm',
  'code',
  'userId',
  'state',
  'idToken',
  'answer',
  '__proto__',
  'constructor',
];

function object(depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const count = Math.floor(random() * 6);
  for (let i = 0; i < count; i++) out[pick(FIELDS)] = value(depth);
  return out;
}

const QUERY_KEYS = ['topic', 'difficulty', 'limit', 'domain', 'token', 'since', 'until', 'isCorrect', 'session_id', 'query', 'first'];

function queryString(): string {
  const params = new URLSearchParams();
  const count = Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const key = pick(QUERY_KEYS);
    const raw = value();
    params.append(key, typeof raw === 'string' ? raw : JSON.stringify(raw));
    if (chance(0.15)) params.append(key, pick(STRINGS)); // a repeated parameter
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A body as a client might send it: JSON of any shape, broken JSON, or another content type. */
function body(route: string, hashingLeft: () => boolean): { payload: string; contentType: string } {
  const form = random();
  if (form < 0.05) return { payload: '{"email": ', contentType: 'application/json' };
  if (form < 0.08) return { payload: 'email=a@b.c', contentType: 'application/x-www-form-urlencoded' };
  if (form < 0.1) return { payload: 'hello', contentType: 'text/plain' };
  if (form < 0.16) return { payload: JSON.stringify(value()), contentType: 'application/json' };
  const fields = object();
  // A password route gets a well-formed request only within its budget; otherwise its password is not text.
  if (HASHING_ROUTES.has(route) && typeof fields.password === 'string' && !hashingLeft()) fields.password = pick(NUMBERS);
  return { payload: JSON.stringify(fields), contentType: 'application/json' };
}

/** The main GraphQL operations, each with variables the generator fills with any JSON. */
const OPERATIONS: { document: string; variables: string[] }[] = [
  { document: 'query($id: ID!) { node(id: $id) { id } }', variables: ['id'] },
  { document: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: ['ids'] },
  {
    document:
      'query($first: Int, $after: String, $last: Int, $before: String) { questions(first: $first, after: $after, last: $last, before: $before) { edges { cursor } } }',
    variables: ['first', 'after', 'last', 'before'],
  },
  {
    document:
      'query($first: Int, $after: String, $filter: AnswerFilter) { viewer { answers(first: $first, after: $after, filter: $filter) { totalCount edges { cursor } } } }',
    variables: ['first', 'after', 'filter'],
  },
  {
    document:
      'query($domain: Domain, $difficulty: Difficulty, $first: Int!) { practiceSet(domain: $domain, difficulty: $difficulty, first: $first) { questionId } }',
    variables: ['domain', 'difficulty', 'first'],
  },
  { document: 'mutation($input: SubmitAnswerInput!) { submitAnswer(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: RecordProgressInput!) { recordProgress(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: ExplainAnswerInput!) { explainAnswer(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: RegisterInput!) { register(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: VerifyTwoFactorSignInInput!) { verifyTwoFactorSignIn(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: RevokeSessionInput!) { revokeSession(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: CreateCheckoutSessionInput!) { createCheckoutSession(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: CancelSubscriptionInput) { cancelSubscription(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: SyncSubscriptionInput) { syncSubscription(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: StartTwoFactorSetupInput) { startTwoFactorSetup(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: TwoFactorCodeInput!) { enableTwoFactor(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: AnswerSampleQuestionInput!) { answerSampleQuestion(input: $input) { __typename } }', variables: ['input'] },
  { document: 'mutation($input: SignInWithGoogleInput!) { signInWithGoogle(input: $input) { __typename } }', variables: ['input'] },
  {
    document: 'subscription($questionId: ID!) { explanation(questionId: $questionId) { __typename ... on Explanation { text complete } } }',
    variables: ['questionId'],
  },
  {
    document: 'subscription($questionId: ID!, $question: String!) { explanationFollowUp(questionId: $questionId, question: $question) { __typename } }',
    variables: ['questionId', 'question'],
  },
];

const INPUT_FIELDS = [
  'questionId',
  'answer',
  'idempotencyKey',
  'isCorrect',
  'email',
  'password',
  'name',
  'token',
  'newPassword',
  'userId',
  'code',
  'sessionId',
  'priceId',
  'source',
  'immediately',
  'algorithm',
  'scopes',
  'expiresAt',
  'notifyWeeklyProgress',
  'idToken',
  'state',
  'domain',
  'difficulty',
  'since',
  'until',
];

function inputObject(): unknown {
  if (chance(0.1)) return value();
  const out: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) out[pick(INPUT_FIELDS)] = value(1);
  return out;
}

type Caller = { name: string; headers: Record<string, string> };

/** Callers of every kind a learner's account can produce: a session, tokens of each scope, and spellings that are not a token. */
async function callers(t: TestApp): Promise<Caller[]> {
  const user = await createUser(t.db.prisma);
  const session = await authHeaders(t, user.id);
  // Made as the settings page makes them (in production a session may run only persisted operations).
  const tokens = [];
  for (const scopes of [['read:progress'], ['read:answers'], ['read:stats', 'read:progress', 'read:answers']]) {
    tokens.push(await createApiToken(t.db.prisma, user, { name: scopes.join('+'), scopes }));
  }
  return [
    { name: 'anonymous', headers: {} },
    { name: 'session', headers: session },
    ...tokens.map(({ secret, token }) => ({ name: `token ${token.scopes.join('+')}`, headers: { authorization: `Bearer ${secret}` } })),
    { name: 'token, upper-case scheme and prefix', headers: { authorization: `BEARER ${tokens[2].secret.toUpperCase()}` } },
    { name: 'made-up token', headers: { authorization: 'Bearer CPAT_x' } },
    { name: 'made-up token with a session', headers: { authorization: `Bearer cpat_${'0'.repeat(40)}`, cookie: 'refresh_token=not-a-token' } },
  ];
}

interface Tally {
  statuses: Map<string, number>;
  failures: string[];
}

/** Sends REST_INPUTS * share requests to the REST routes and GRAPHQL_INPUTS * share to /graphql, each from a random caller. */
async function fuzz(t: TestApp, who: Caller[], share: number, tally: Tally, label: string) {
  let hashing = 0;
  const hashingLeft = () => hashing++ < HASHING_BUDGET;
  const seen = (part: string, status: number, what: string, text: string) => {
    const key = `${label} ${part} ${status}`;
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
    if (status >= 500 || text.includes('INTERNAL_SERVER_ERROR')) tally.failures.push(`${label}: ${status} ${what} -> ${text.slice(0, 300)}`);
  };

  const restRoutes = [
    ...[...routes, ...accountRoutes, ...billingRoutes].map((r) => ({ method: r.method, path: r.path })),
    { method: 'GET' as const, path: '/api/export/answers.csv' },
    { method: 'POST' as const, path: '/api/stripe/webhook' },
  ];
  for (let i = 0; i < REST_INPUTS * share; i++) {
    const route = restRoutes[i % restRoutes.length];
    const url = route.path + queryString();
    const caller = pick(who);
    const request = route.method === 'GET' ? { payload: undefined, contentType: undefined } : body(route.path, hashingLeft);
    const response = await t.app.inject({
      method: route.method,
      url,
      headers: { ...caller.headers, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
      payload: request.payload,
    });
    seen('REST', response.statusCode, `${caller.name}: ${route.method} ${url} ${request.payload ?? ''}`, response.body);
    // REST errors are always in the spec's shape.
    if (response.statusCode >= 400 && route.path !== '/api/stripe/webhook') {
      const parsed = (() => {
        try {
          return response.json();
        } catch {
          return null;
        }
      })();
      if (!parsed || parsed.success !== false || typeof parsed.error !== 'string') {
        tally.failures.push(
          `${label}: not { success: false, error }: ${caller.name}: ${route.method} ${url} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
  }

  for (let i = 0; i < GRAPHQL_INPUTS * share; i++) {
    const operation = OPERATIONS[i % OPERATIONS.length];
    const variables: Record<string, unknown> = {};
    for (const name of operation.variables) if (chance(0.9)) variables[name] = name === 'input' || name === 'filter' ? inputObject() : value();
    const caller = pick(who);
    const subscription = operation.document.startsWith('subscription');
    // Subscriptions stream over server-sent events, as GET (parameters in the URL) or POST.
    const get = subscription && chance(0.5);
    const url = get ? `/graphql?${new URLSearchParams({ query: operation.document, variables: JSON.stringify(variables) })}` : '/graphql';
    const response = await t.app.inject({
      method: get ? 'GET' : 'POST',
      url,
      headers: {
        ...caller.headers,
        accept: subscription ? 'text/event-stream' : 'application/graphql-response+json, application/json',
        ...(get ? {} : { 'content-type': 'application/json' }),
      },
      payload: get ? undefined : JSON.stringify({ query: operation.document, variables }),
    });
    seen(subscription ? 'subscription' : 'GraphQL', response.statusCode, `${caller.name}: ${operation.document} ${JSON.stringify(variables)}`, response.body);
  }
}

const summary = (tally: Tally) =>
  [...tally.statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ');

describe('generated bad input', () => {
  it('never answers 5xx, nor masks a client mistake as an unexpected error, with the development settings', async () => {
    const t = await createTestApp();
    try {
      const started = Date.now();
      const tally: Tally = { statuses: new Map(), failures: [] };
      await fuzz(t, await callers(t), 1, tally, 'development');
      console.log(`fuzz: ${REST_INPUTS + GRAPHQL_INPUTS} inputs (seed ${SEED}) in ${Math.round((Date.now() - started) / 1000)} s; statuses ${summary(tally)}`);
      expect(tally.failures).toEqual([]);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('never answers 5xx with the production settings (persisted operations only for sessions, no demo shortcuts)', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', DEMO_LOGIN: 'off' } });
    try {
      const started = Date.now();
      const tally: Tally = { statuses: new Map(), failures: [] };
      await fuzz(t, await callers(t), 0.5, tally, 'production');
      console.log(
        `fuzz: ${(REST_INPUTS + GRAPHQL_INPUTS) / 2} inputs in production (seed ${SEED}) in ${Math.round((Date.now() - started) / 1000)} s; statuses ${summary(tally)}`,
      );
      expect(tally.failures).toEqual([]);
    } finally {
      await t.close();
    }
  }, 180_000);
});
