/**
 * How the REST adapter answers what GraphQL refuses: a typed error answers its own status (every
 * error type of the schema has one), and a request past its budget answers 429 with Retry-After,
 * on every route, never the route's 500.
 */
import type { GraphQLInterfaceType } from 'graphql';
import { createApiTokenLimiter } from '../../graph/analytics/rateLimit.ts';
import { schema } from '../../graph/schema/index.ts';
import { accountRoutes } from '../../rest-adapter/accounts.ts';
import { billingRoutes } from '../../rest-adapter/billing.ts';
import { ERROR_STATUS, routes, shapePayload } from '../../rest-adapter/routes.ts';
import { createToken } from '../analytics/support.ts';
import { createTestApp } from '../support/app.ts';
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

describe('typed GraphQL errors in the REST adapter', () => {
  const implementors = schema.getPossibleTypes(schema.getType('Error') as GraphQLInterfaceType).map((type) => type.name);

  it('give every type that implements Error an HTTP status', () => {
    expect(implementors.length).toBeGreaterThan(10);
    expect(implementors.filter((name) => ERROR_STATUS[name] === undefined)).toEqual([]);
    for (const name of implementors) expect(ERROR_STATUS[name]).toBeGreaterThanOrEqual(400);
  });

  it('never answer an error type as a success, even one the table forgot', () => {
    const success = () => ({ status: 200, body: { success: true } });
    const forgotten = implementors[0];
    const status = ERROR_STATUS[forgotten];
    delete ERROR_STATUS[forgotten];
    try {
      expect(shapePayload({ __typename: forgotten, message: 'No.' }, success)).toEqual({ status: 400, body: { success: false, error: 'No.' } });
    } finally {
      ERROR_STATUS[forgotten] = status;
    }
    expect(shapePayload({ __typename: 'MessagePayload', message: 'Done.' }, success).status).toBe(200);
  });
});

describe('a rate-limited API token on the REST routes', () => {
  it('gets 429 with Retry-After and the error shape from every route, never a 500', async () => {
    const t = await createTestApp();
    const { headers } = await learner(t);
    const token = await createToken(t, headers, ['READ_PROGRESS', 'READ_ANSWERS', 'READ_STATS']);
    // A budget of one request, spent at once: every call below is past it.
    t.services.apiTokenLimiter = createApiTokenLimiter({ points: 1 });
    await t.services.apiTokenLimiter.consume(token.apiToken.id);

    try {
      const all = [...routes, ...accountRoutes, ...billingRoutes];
      const seen: { route: string; status: number; retryAfter: number; body: unknown }[] = [];
      for (const route of all) {
        const url = route.path === '/api/auth/verify-email' ? `${route.path}?token=abc` : route.path;
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: { authorization: `Bearer ${token.secret}` },
          ...(route.method === 'POST' ? { payload: BODY[route.path] ?? {} } : {}),
        });
        seen.push({ route: `${route.method} ${route.path}`, status: response.statusCode, retryAfter: Number(response.headers['retry-after']), body: response.json() });
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
      await t.close();
    }
  });
});
