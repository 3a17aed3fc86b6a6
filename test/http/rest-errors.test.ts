/**
 * How the REST adapter answers what GraphQL refuses: a typed error answers its own status from the
 * one table (rest-adapter/errors.ts; every error type of the schema has one), one the table does
 * not hold answers 500 with the route's message (never a success), and a request past its budget
 * answers 429 with Retry-After, on every route, never the route's 500.
 */
import { type GraphQLObjectType, isObjectType } from 'graphql';
import { createApiTokenLimiter } from '../../graph/analytics/rateLimit.ts';
import { schema } from '../../graph/schema/index.ts';
import { ERROR_STATUS, errorStatus } from '../../rest-adapter/errors.ts';
import { restRoutes } from '../../rest-adapter/plugin.ts';
import { shapePayload, UnmappedErrorType } from '../../rest-adapter/routes.ts';
import { createToken } from '../analytics/support.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { learner } from '../practice/support.ts';

/** A body that passes each route's own input checks, so the request reaches GraphQL. */
const BODY: Record<string, object> = {
  '/api/progress': { questionId: 'd1-001', isCorrect: true },
  '/api/ai/explanation': { questionId: 'd1-001' },
  '/api/auth/login': { email: 'a@example.com', password: 'Correct-Horse-42' },
  '/api/auth/google': { token: 'header.payload.signature' },
  '/api/auth/register': { email: 'a@example.com', password: 'Correct-Horse-42', name: 'A' },
  '/api/auth/password-reset-request': { email: 'a@example.com' },
  '/api/auth/password-reset': { token: 'abc', newPassword: 'Brand-New-Pass-9' },
  '/api/mfa/setup': { algorithm: 'SHA256' },
  '/api/mfa/enable': { code: '123456' },
  '/api/mfa/verify': { userId: '00000000-0000-0000-0000-000000000000', code: '123456' },
  '/api/mfa/regenerate-backup-codes': { code: '123456', password: 'Correct-Horse-42' },
  '/api/mfa/disable': { code: '123456', password: 'Correct-Horse-42' },
  '/api/stripe/create-checkout-session': { priceId: 'price_monthly' },
};

/** The schema's object types that implement Error, found by walking every type. */
const implementors = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLObjectType => isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Error'))
  .map((type) => type.name);

// One app for the file: each test's own start would cost more than its requests.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('typed GraphQL errors in the REST adapter', () => {
  it('give every type that implements Error an HTTP status of a refusal (4xx or 502)', () => {
    expect(implementors.length).toBeGreaterThan(10);
    expect(implementors.filter((name) => !Object.hasOwn(ERROR_STATUS, name))).toEqual([]);
    for (const name of implementors) expect([name, errorStatus(name)]).toEqual([name, expect.any(Number)]);
    for (const name of implementors) expect([name, errorStatus(name)! >= 400 && errorStatus(name) !== 500]).toEqual([name, true]);
  });

  it('shape a success, a typed error with its status and Retry-After, and refuse an error the table forgot', () => {
    const success = (payload: { __typename: 'MessagePayload'; message: string }) => ({ status: 200, body: { success: true, message: payload.message } });
    type Payload =
      | { __typename: 'MessagePayload'; message: string }
      | { __typename: 'RateLimitedError'; message: string; retryAfterSeconds: number }
      | { __typename: 'InputError'; message: string };
    const shape = (payload: Payload) => shapePayload(payload, success);
    expect(shape({ __typename: 'MessagePayload', message: 'Done.' })).toEqual({ status: 200, body: { success: true, message: 'Done.' } });
    expect(shape({ __typename: 'RateLimitedError', message: 'Later.', retryAfterSeconds: 30 })).toEqual({
      status: 429,
      body: { success: false, error: 'Later.' },
      headers: { 'retry-after': '30' },
    });
    const table = ERROR_STATUS as Record<string, number>;
    const status = table.InputError;
    delete table.InputError;
    try {
      expect(() => shape({ __typename: 'InputError', message: 'No.' })).toThrow(UnmappedErrorType);
    } finally {
      table.InputError = status;
    }
  });

  it("answer a typed error the table does not hold with 500 and the route's message, never 200", async () => {
    const table = ERROR_STATUS as Record<string, number>;
    const status = table.InvalidLinkError;
    try {
      // A verification link that matches nothing: the mutation answers InvalidLinkError.
      const verify = () => t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=no-such-token' });
      const known = await verify();
      expect([known.statusCode, known.json().success]).toEqual([400, false]);
      delete table.InvalidLinkError;
      const forgotten = await verify();
      expect(forgotten.statusCode).toBe(500);
      expect(forgotten.json()).toEqual({ success: false, error: 'Failed to verify email' });
    } finally {
      table.InvalidLinkError = status;
    }
  });
});

describe('a rate-limited API token on the REST routes', () => {
  it('gets 429 with Retry-After and the error shape from every route, never a 500', async () => {
    const { headers } = await learner(t);
    const token = await createToken(t, headers, ['READ_PROGRESS', 'READ_ANSWERS', 'READ_STATS']);
    // A budget of one request, spent at once: every call below is past it.
    const limiter = t.services.apiTokenLimiter;
    t.services.apiTokenLimiter = createApiTokenLimiter({ points: 1 });
    await t.services.apiTokenLimiter.consume(token.apiToken.id);

    try {
      const seen: { route: string; status: number; retryAfter: number; body: unknown }[] = [];
      for (const route of restRoutes) {
        const url = route.path === '/api/auth/verify-email' ? `${route.path}?token=abc` : route.path;
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: { authorization: `Bearer ${token.secret}` },
          ...(route.method === 'POST' ? { payload: BODY[route.path] ?? {} } : {}),
        });
        seen.push({
          route: `${route.method} ${route.path}`,
          status: response.statusCode,
          retryAfter: Number(response.headers['retry-after']),
          body: response.json(),
        });
      }
      // What a token may never call is refused before its budget is counted (403); the rest wait.
      const refused = seen.filter((s) => s.status === 403).map((s) => s.route);
      expect(refused).toEqual(['GET /api/stripe/products']);
      const limited = seen.filter((s) => s.status !== 403);
      expect(limited).toEqual(
        limited.map(({ route }) => ({
          route,
          status: 429,
          retryAfter: expect.any(Number),
          body: { success: false, error: expect.stringMatching(/^Too many requests with this API token\. Try again in \d+ seconds\.$/) },
        })),
      );
      for (const { retryAfter } of limited) expect(retryAfter).toBeGreaterThan(0);
    } finally {
      t.services.apiTokenLimiter = limiter;
    }
  });
});
