/**
 * Demo billing (no STRIPE_SECRET_KEY): the seeded catalogue, demo checkout sessions completed by
 * sync, cancel at the period's end or at once, and the REST and GraphQL faces of each.
 */
import { INTERNAL_CALLER_HEADER, INTERNAL_CALLER_SECRET } from '../../graph/persistedOperations.ts';
import { billingRoutes } from '../../rest-adapter/billing.ts';
import createCheckoutMutation from '../../web/__generated__/useCreateCheckoutSessionMutation.graphql.ts';
import syncMutation from '../../web/__generated__/useSyncSubscriptionMutation.graphql.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { DEFAULT_ENGINE } from '../support/db.ts';
import { authHeaders, createUser } from '../support/factories.ts';
import { startSmtp } from '../support/smtp.ts';

describe.each([DEFAULT_ENGINE])('demo billing on %s', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ engine, env: { SMTP_URL: smtp.url, APP_URL: 'http://app.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function learner() {
    const user = await createUser(t.db.prisma);
    return { user, headers: await authHeaders(t, user.id) };
  }
  const post = (url: string, headers: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('lists the seeded plans: monthly at $29 and a yearly plan', async () => {
    const { headers } = await learner();
    const { products } = (await get('/api/stripe/products', headers)).json().data;
    expect(products).toHaveLength(1);
    expect(products[0].prices.map((p: { id: string; unitAmount: number; interval: string }) => [p.id, p.unitAmount, p.interval])).toEqual([
      ['price_monthly', 2900, 'month'],
      ['price_yearly', 29000, 'year'],
    ]);
  });

  it('goes free -> monthly: a demo session, then sync completes it; a receipt is e-mailed', async () => {
    const { user, headers } = await learner();
    expect((await get('/api/stripe/subscription', headers)).json()).toEqual({ success: true, data: null });
    const started = await post('/api/stripe/create-checkout-session', headers, {
      priceId: 'price_monthly',
      metadata: { source: 'subscription', timestamp: 1 },
    });
    expect(started.statusCode).toBe(200);
    const { sessionId, url } = started.json();
    expect(sessionId).toMatch(/^cs_demo_/);
    expect(url).toBe(`/billing/success?session_id=${sessionId}`);
    // Nothing is active until the session is completed.
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('free');

    const synced = await post('/api/stripe/sync-subscription', headers);
    expect(synced.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        planId: 'price_monthly',
        priceId: 'price_monthly',
        status: 'active',
        cancelAtPeriodEnd: false,
        subscriptionStatus: 'monthly',
      }),
    });
    const { data } = (await get('/api/stripe/subscription', headers)).json();
    const days = (Date.parse(data.currentPeriodEnd) - Date.parse(data.startDate)) / 86_400_000;
    expect(days).toBe(30);
    expect(data.endDate).toBe(data.currentPeriodEnd);

    const mail = await smtp.lastTo(user.email);
    expect(mail.subject).toBe('Your CISSP Practice Premium receipt');
    expect(mail.text).toContain('http://app.test/subscription');
    expect(mail.text).toContain('no payment was taken');

    // A second sync (a reload of the success page) changes nothing and sends nothing.
    await post('/api/stripe/sync-subscription', headers);
    expect(await t.db.prisma.subscription.count({ where: { userId: user.id } })).toBe(1);
    expect(smtp.messages.filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('makes the yearly plan annual, replacing a monthly one', async () => {
    const { user, headers } = await learner();
    await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_monthly' });
    await post('/api/stripe/sync-subscription', headers);
    await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_yearly' });
    const synced = (await post('/api/stripe/sync-subscription', headers)).json();
    expect(synced.data).toMatchObject({ planId: 'price_yearly', status: 'active', subscriptionStatus: 'annual' });
    expect((await t.db.prisma.subscription.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } })).map((s) => s.status)).toEqual([
      'canceled',
      'active',
    ]);
  });

  it('cancels at the period end (access kept until then), and ends it when that moment passes', async () => {
    const { user, headers } = await learner();
    await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_monthly' });
    await post('/api/stripe/sync-subscription', headers);
    const canceled = (await post('/api/stripe/cancel-subscription', headers, {})).json();
    expect(canceled.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, subscriptionStatus: 'monthly' });

    await t.db.prisma.subscription.updateMany({ where: { userId: user.id }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });
    const after = (await get('/api/stripe/subscription', headers)).json();
    expect(after.data).toMatchObject({ status: 'canceled', subscriptionStatus: 'free' });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('free');
  });

  it('resumes a demo subscription set to end, which then renews as before', async () => {
    const { user, headers } = await learner();
    const resume = `mutation { resumeSubscription { __typename ... on ResumeSubscriptionPayload { viewer { subscription { status cancelAtPeriodEnd } } } ... on Error { message } } }`;
    expect((await t.graphql(resume, {}, headers)).data.resumeSubscription).toEqual({
      __typename: 'NoSubscriptionError',
      message: 'There is no subscription set to end to resume.',
    });
    await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_monthly' });
    await post('/api/stripe/sync-subscription', headers);
    await post('/api/stripe/cancel-subscription', headers, {});
    expect((await t.graphql(resume, {}, headers)).data.resumeSubscription).toEqual({
      __typename: 'ResumeSubscriptionPayload',
      viewer: { subscription: { status: 'active', cancelAtPeriodEnd: false } },
    });
    expect((await t.db.prisma.subscription.findFirstOrThrow({ where: { userId: user.id } })).cancelAtPeriodEnd).toBe(false);
  });

  it('cancels at once, and without a subscription does nothing and says so', async () => {
    const { user, headers } = await learner();
    const nothing = await post('/api/stripe/cancel-subscription', headers, { immediately: true });
    expect({ status: nothing.statusCode, body: nothing.json() }).toEqual({
      status: 404,
      body: { success: false, error: 'There is no active subscription to cancel.' },
    });
    await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_yearly' });
    await post('/api/stripe/sync-subscription', headers);
    const now = (await post('/api/stripe/cancel-subscription', headers, { immediately: true })).json();
    expect(now.data).toMatchObject({ status: 'canceled', subscriptionStatus: 'free' });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('free');
    expect((await post('/api/stripe/cancel-subscription', headers, { immediately: 'yes' })).json()).toEqual({
      success: false,
      error: 'immediately must be true or false.',
    });
  });

  it('refuses plans outside the catalogue with the catalogue message', async () => {
    const { headers } = await learner();
    for (const payload of [{ priceId: 'price_platinum' }, {}, { priceId: 42 }, { priceId: 'x'.repeat(5000) }]) {
      const response = await post('/api/stripe/create-checkout-session', headers, payload);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { success: false, error: 'Invalid plan selected' } });
    }
    // A NUL character is refused before any route runs (issue 8), in the same REST shape.
    const nul = await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_\u0000monthly' });
    expect({ status: nul.statusCode, body: nul.json() }).toEqual({
      status: 400,
      body: { success: false, error: 'Text must not contain NUL (\\u0000) characters.' },
    });
  });

  it('treats a session id that cannot be one as none', async () => {
    const { headers } = await learner();
    await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_monthly' });
    const synced = await post('/api/stripe/sync-subscription', headers, { sessionId: 'cs_ not an id!' });
    expect(synced.json().data).toMatchObject({ status: 'active', subscriptionStatus: 'monthly' });
  });

  it('answers 401 to every billing route without a session', async () => {
    for (const route of billingRoutes) {
      const response = await t.app.inject({
        method: route.method,
        url: route.path,
        ...(route.method === 'POST' ? { payload: { priceId: 'price_monthly' } } : {}),
      });
      expect([route.path, response.statusCode, response.json()]).toEqual([route.path, 401, { success: false, error: 'Please sign in.' }]);
    }
  });

  it('answers the webhook with 400 when live billing is not configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('offers the same in GraphQL: billingMode DEMO, the viewer in every payload, typed errors', async () => {
    const { headers } = await learner();
    expect((await t.graphql('{ billingMode }')).data).toEqual({ billingMode: 'DEMO' });
    const started = await t.graphql(
      'mutation { createCheckoutSession(input: { priceId: "price_yearly" }) { __typename ... on CreateCheckoutSessionPayload { mode url viewer { subscriptionStatus } } } }',
      {},
      headers,
    );
    expect(started.data.createCheckoutSession).toMatchObject({
      __typename: 'CreateCheckoutSessionPayload',
      mode: 'DEMO',
      viewer: { subscriptionStatus: 'free' },
    });
    const synced = await t.graphql(
      'mutation { syncSubscription { __typename ... on SyncSubscriptionPayload { viewer { subscriptionStatus subscription { status planId price { amount interval } } } } } }',
      {},
      headers,
    );
    expect(synced.data.syncSubscription.viewer).toEqual({
      subscriptionStatus: 'annual',
      subscription: { status: 'active', planId: 'price_yearly', price: { amount: 290, interval: 'year' } },
    });
    const invalid = await t.graphql('mutation { createCheckoutSession(input: { priceId: "nope" }) { __typename ... on Error { message } } }', {}, headers);
    expect(invalid.data.createCheckoutSession).toEqual({ __typename: 'InvalidPlanError', message: 'Invalid plan selected' });
  });

  it("answers each route's catalogue message when something unexpected fails", async () => {
    const other = await createTestApp({ engine });
    const user = await createUser(other.db.prisma);
    const headers = await authHeaders(other, user.id);
    const productsRoute = { method: 'GET', path: '/api/stripe/products', failure: 'Failed to load products' };
    await other.db.close();
    const seen = [];
    for (const route of [...billingRoutes, productsRoute]) {
      const response = await other.app.inject({
        method: route.method as 'GET' | 'POST',
        url: route.path,
        headers,
        ...(route.method === 'POST' ? { payload: { priceId: 'price_monthly' } } : {}),
      });
      seen.push([route.path, response.statusCode, response.json()]);
    }
    expect(seen).toEqual([
      ['/api/stripe/create-checkout-session', 500, { success: false, error: 'Failed to create checkout session' }],
      ['/api/stripe/subscription', 500, { success: false, error: 'Failed to fetch subscription' }],
      ['/api/stripe/cancel-subscription', 500, { success: false, error: 'Failed to cancel subscription' }],
      ['/api/stripe/sync-subscription', 500, { success: false, error: 'Failed to sync subscription' }],
      ['/api/stripe/products', 500, { success: false, error: 'Failed to load products' }],
    ]);
    await other.app.close();
  });
});

describe('billing in production without Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', DEMO_LOGIN: 'off' } });
  });
  afterAll(() => t.close());

  const persisted = (id: string, variables: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables },
    });

  it('has demo billing off unless DEMO_BILLING says so: checkout and sync refuse, nobody becomes premium, the plans are still listed', async () => {
    expect(t.config.demoBilling).toBe(false);
    const user = await createUser(t.db.prisma);
    const headers = await authHeaders(t, user.id);

    const started = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers, payload: { priceId: 'price_monthly' } });
    expect([started.statusCode, started.json()]).toEqual([502, { success: false, error: 'Failed to create checkout session' }]);
    const synced = await t.app.inject({ method: 'POST', url: '/api/stripe/sync-subscription', headers, payload: {} });
    expect([synced.statusCode, synced.json()]).toEqual([502, { success: false, error: 'Failed to sync subscription' }]);

    // The web app's own operations (persisted ids) get the same typed refusal.
    const checkout = await persisted(createCheckoutMutation.params.id!, { input: { priceId: 'price_monthly' } }, headers);
    expect(checkout.json().data.createCheckoutSession).toEqual({
      __typename: 'BillingProviderError',
      __isError: 'BillingProviderError',
      message: 'Failed to create checkout session',
    });
    const sync = await persisted(syncMutation.params.id!, { input: null }, headers);
    expect(sync.json().data.syncSubscription).toMatchObject({ __typename: 'BillingProviderError', message: 'Failed to sync subscription' });

    expect(await t.db.prisma.checkoutSession.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.prisma.subscription.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('free');

    // The web app learns there is no checkout to show (asked here as the REST adapter asks, past the production gate).
    const mode = await t.yoga.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_CALLER_HEADER]: INTERNAL_CALLER_SECRET },
      body: JSON.stringify({ query: '{ billingMode }' }),
    });
    expect(await mode.json()).toEqual({ data: { billingMode: 'OFF' } });

    const products = await t.app.inject({ method: 'GET', url: '/api/stripe/products', headers });
    expect(products.statusCode).toBe(200);
    expect(products.json().data.products[0].prices.map((p: { id: string }) => p.id)).toEqual(['price_monthly', 'price_yearly']);
  });

  it('runs the demo checkout when DEMO_BILLING=on asks for it', async () => {
    const demo = await createTestApp({ env: { NODE_ENV: 'production', DEMO_LOGIN: 'off', DEMO_BILLING: 'on' } });
    try {
      const user = await createUser(demo.db.prisma);
      const headers = await authHeaders(demo, user.id);
      expect(
        (await demo.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers, payload: { priceId: 'price_monthly' } })).statusCode,
      ).toBe(200);
      const synced = await demo.app.inject({ method: 'POST', url: '/api/stripe/sync-subscription', headers, payload: {} });
      expect(synced.json().data).toMatchObject({ status: 'active', subscriptionStatus: 'monthly' });
    } finally {
      await demo.close();
    }
  });
});
