/**
 * Live billing end to end: the real `stripe` SDK against a local server standing in for Stripe,
 * webhooks signed as Stripe signs them, receipts and dunning mail through a real SMTP server.
 */
import Stripe from 'stripe';
import pino from 'pino';
import { syncCatalogueAtStart, syncCatalogueFromStripe } from '../../graph/billing/catalogue.ts';
import { stripeClient } from '../../graph/billing/stripe.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ENGINES } from '../support/db.ts';
import { authHeaders, createUser } from '../support/factories.ts';
import { startSmtp } from '../support/smtp.ts';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const signer = new Stripe('sk_test_signer');

describe.each(ENGINES)('live billing with Stripe on %s', (engine) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    smtp = await startSmtp();
    t = await createTestApp({
      engine,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        SMTP_URL: smtp.url,
        APP_URL: 'http://app.test',
      },
    });
    await syncCatalogueFromStripe(t.db.prisma, stripeClient(t.config)!);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await smtp.close();
  });

  async function learner() {
    const user = await createUser(t.db.prisma, { email: `live-${Math.random().toString(36).slice(2)}@example.com` });
    return { user, headers: await authHeaders(t, user.id) };
  }

  const post = (url: string, headers: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  /** Delivers an event as Stripe does: JSON body, Stripe-Signature over it. */
  function deliver(event: object, options: { secret?: string; signature?: string | null; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const signature =
      options.signature === null
        ? undefined
        : (options.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp }));
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  }

  /** A learner who paid for the monthly plan: checkout, payment at Stripe, the webhook. */
  async function subscribed() {
    const { user, headers } = await learner();
    const started = await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_monthly' });
    const session = stripe.completeCheckout(started.json().sessionId);
    expect((await deliver(stripe.event('checkout.session.completed', session))).statusCode).toBe(200);
    return { user, headers, subscriptionId: session.subscription as string };
  }

  it('takes the catalogue from Stripe: its products and prices, the demo plans withdrawn', async () => {
    const { headers } = await learner();
    const body = (await get('/api/stripe/products', headers)).json();
    expect(body.data.products).toEqual([
      {
        id: 'prod_live_premium',
        name: 'Premium (live)',
        description: 'Stripe-side premium',
        // No language model in this app: the AI tutor is not sold (issue 22, item 2).
        features: ['Every domain'],
        prices: [
          {
            id: 'price_live_month',
            unitAmount: 2900,
            currency: 'usd',
            interval: 'month',
            recurring: { interval: 'month', interval_count: 1 },
            nickname: 'Monthly',
          },
          {
            id: 'price_live_year',
            unitAmount: 29000,
            currency: 'usd',
            interval: 'year',
            recurring: { interval: 'year', interval_count: 1 },
            nickname: 'Yearly',
          },
        ],
      },
    ]);
    expect(await t.db.prisma.price.findUnique({ where: { id: 'price_monthly' } })).toMatchObject({ active: false });
  });

  it('keeps the stored catalogue and says so when Stripe cannot be read at start-up', async () => {
    const errors: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line).msg) });
    stripe.failNext('/v1/products');
    stripe.failNext('/v1/products');
    await syncCatalogueAtStart(t.db.prisma, stripeClient(t.config), logger);
    expect(errors).toEqual(['could not read the plan catalogue from Stripe; keeping the stored one']);
    expect(await t.db.prisma.price.count({ where: { active: true } })).toBe(2);
  });

  it('creates a Stripe Checkout session in subscription mode for our customer, with return addresses under APP_URL', async () => {
    const { user, headers } = await learner();
    const response = await post('/api/stripe/create-checkout-session', headers, {
      priceId: 'price_monthly',
      successUrl: 'https://evil.example/steal',
      cancelUrl: 'https://evil.example/steal',
      metadata: { source: 'landing', timestamp: '1700000000000' },
    });
    expect(response.statusCode).toBe(200);
    const { sessionId, url, data } = response.json();
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    expect(data).toEqual({ sessionId, url });

    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST').at(-1)!;
    const customer = await t.db.prisma.customer.findUniqueOrThrow({ where: { userId: user.id } });
    expect(created.body).toMatchObject({
      mode: 'subscription',
      customer: customer.stripeCustomerId,
      client_reference_id: user.id,
      success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/billing/cancel',
      line_items: [{ price: 'price_live_month', quantity: '1' }],
      metadata: { userId: user.id, source: 'landing' },
    });
    expect(created.idempotencyKey).toBe(`checkout:${user.id}:price_live_month:1700000000000`);
    expect(created.authorization).toBe('Bearer sk_test_stand_in');

    // A retried click (same key) gets the same session; the customer is created once.
    const again = await post('/api/stripe/create-checkout-session', headers, {
      priceId: 'price_live_month',
      metadata: { source: 'landing', timestamp: '1700000000000' },
    });
    expect(again.json().sessionId).toBe(sessionId);
    expect([...stripe.customers.values()].filter((c) => c.metadata.userId === user.id)).toHaveLength(1);
    expect(await t.db.prisma.checkoutSession.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ id: sessionId, mode: 'live', status: 'open' }),
    ]);
  });

  it('refuses a plan outside the catalogue, and says so when Stripe fails', async () => {
    const { headers } = await learner();
    for (const priceId of ['price_unknown', 'price_monthly_x', 'prod_live_premium']) {
      const response = await post('/api/stripe/create-checkout-session', headers, { priceId });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { success: false, error: 'Invalid plan selected' } });
    }
    expect((await post('/api/stripe/create-checkout-session', headers, {})).json()).toEqual({ success: false, error: 'Invalid plan selected' });
    stripe.failNext('/v1/checkout/sessions');
    stripe.failNext('/v1/checkout/sessions');
    const failed = await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_yearly' });
    expect({ status: failed.statusCode, body: failed.json() }).toEqual({ status: 502, body: { success: false, error: 'Failed to create checkout session' } });
  });

  it('activates the plan from a signed checkout.session.completed, re-read from Stripe', async () => {
    const { user, headers, subscriptionId } = await subscribed();
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ subscriptionStatus: 'monthly' });
    const body = (await get('/api/stripe/subscription', headers)).json();
    const remote = stripe.subscriptions.get(subscriptionId)!;
    expect(body).toEqual({
      success: true,
      data: expect.objectContaining({
        priceId: 'price_live_month',
        planId: 'price_live_month',
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: new Date(remote.items.data[0].current_period_end * 1000).toISOString(),
        subscriptionStatus: 'monthly',
      }),
    });
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
    expect((await t.db.prisma.checkoutSession.findFirstOrThrow({ where: { userId: user.id } })).status).toBe('complete');
  });

  it('refuses a bad, missing, foreign or stale signature with 400 and changes nothing', async () => {
    const { user } = await learner();
    const started = await post('/api/stripe/create-checkout-session', await authHeaders(t, user.id), { priceId: 'price_monthly' });
    const event = stripe.event('checkout.session.completed', stripe.completeCheckout(started.json().sessionId));
    const attempts = [
      await deliver(event, { signature: 't=1,v1=deadbeef' }),
      await deliver(event, { signature: null }),
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await t.db.prisma.webhookEvent.count({ where: { id: event.id } })).toBe(0);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('free');
    // Within the 300 s tolerance the same event is accepted.
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 290 })).json()).toEqual({ received: true, outcome: 'processed' });
  });

  it('processes each event id once: a replayed invoice.paid sends one receipt', async () => {
    const { user, subscriptionId } = await subscribed();
    const paid = stripe.event('invoice.paid', stripe.invoice(subscriptionId, 'subscription_create', true));
    expect((await deliver(paid)).json()).toEqual({ received: true, outcome: 'processed' });
    expect((await deliver(paid)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const receipt = await smtp.lastTo(user.email);
    expect(receipt.subject).toBe('Your CISSP Practice Premium receipt');
    expect(receipt.text).toContain('We received your payment of $29.00.');
    expect(receipt.text).toContain('http://app.test/subscription');
    // A receipt is sent before the webhook answers, so a second one would be here already.
    expect(smtp.messages.filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('cannot be rolled back by events arriving out of order', async () => {
    const { user, subscriptionId } = await subscribed();
    const activeSnapshot = structuredClone(stripe.subscriptions.get(subscriptionId)!);
    stripe.updateSubscription(subscriptionId, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
    const deleted = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId)!);
    // The older "updated" (still active) arrives after the deletion.
    const stale = stripe.event('customer.subscription.updated', activeSnapshot, { created: Math.floor(Date.now() / 1000) - 60 });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(stale)).statusCode).toBe(200);
    const stored = await t.db.prisma.subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: subscriptionId } });
    expect(stored.status).toBe('canceled');
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('free');
  });

  it('answers 500 when processing fails, so that Stripe retries, and the retry is processed', async () => {
    const { user } = await learner();
    const started = await post('/api/stripe/create-checkout-session', await authHeaders(t, user.id), { priceId: 'price_monthly' });
    const event = stripe.event('checkout.session.completed', stripe.completeCheckout(started.json().sessionId));
    stripe.failNext('/v1/subscriptions');
    stripe.failNext('/v1/subscriptions');
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ success: false, error: 'An unexpected error occurred' });
    expect(await t.db.prisma.webhookEvent.count({ where: { id: event.id } })).toBe(0);
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'processed' });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('monthly');
  });

  it('acknowledges event types it does not handle with 2xx', async () => {
    const response = await deliver(stripe.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it("follows Stripe's catalogue when a product or price event arrives", async () => {
    stripe.prices[0].unit_amount = 3100;
    expect((await deliver(stripe.event('price.updated', stripe.prices[0]))).json()).toEqual({ received: true, outcome: 'processed' });
    expect(await t.db.prisma.price.findUniqueOrThrow({ where: { id: 'price_live_month' } })).toMatchObject({ unitAmount: 3100, active: true });
    stripe.prices[0].unit_amount = 2900;
    await deliver(stripe.event('price.updated', stripe.prices[0]));
  });

  it('e-mails a failed renewal with a link to the subscription page, and keeps access while Stripe retries', async () => {
    const { user, subscriptionId } = await subscribed();
    stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    expect((await deliver(stripe.event('invoice.payment_failed', stripe.invoice(subscriptionId, 'subscription_cycle', false)))).statusCode).toBe(200);
    const mail = await smtp.lastTo(user.email);
    expect(mail.subject).toBe('Your CISSP Practice payment did not go through');
    expect(mail.text).toContain('renewal payment of $29.00');
    expect(mail.text).toContain('http://app.test/subscription');
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('monthly');
  });

  it('syncs from Stripe for the signed-in learner, by checkout session or by customer', async () => {
    const { user, headers } = await learner();
    const started = (await post('/api/stripe/create-checkout-session', headers, { priceId: 'price_yearly' })).json();
    const session = stripe.completeCheckout(started.sessionId);
    // No webhook yet: the success page's sync finds the payment.
    const synced = await post('/api/stripe/sync-subscription', headers, { sessionId: started.sessionId });
    expect(synced.json().data).toMatchObject({ planId: 'price_live_year', status: 'active', subscriptionStatus: 'annual' });
    stripe.updateSubscription(session.subscription, { cancel_at_period_end: true });
    const again = await post('/api/stripe/sync-subscription', headers);
    expect(again.json().data).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('annual');

    const stranger = await learner();
    expect((await post('/api/stripe/sync-subscription', stranger.headers, { sessionId: started.sessionId })).json()).toEqual({ success: true, data: null });
    stripe.failNext('/v1/subscriptions');
    stripe.failNext('/v1/subscriptions');
    const failed = await post('/api/stripe/sync-subscription', headers);
    expect({ status: failed.statusCode, body: failed.json() }).toEqual({ status: 502, body: { success: false, error: 'Failed to sync subscription' } });
  });

  it('cancels at the period end, then at once, through Stripe', async () => {
    const { user, headers, subscriptionId } = await subscribed();
    const atEnd = await post('/api/stripe/cancel-subscription', headers, { immediately: false });
    expect(atEnd.json().data).toMatchObject({ cancelAtPeriodEnd: true, status: 'active', subscriptionStatus: 'monthly' });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${subscriptionId}`, body: { cancel_at_period_end: 'true' } });

    const now = await post('/api/stripe/cancel-subscription', headers, { immediately: true });
    expect(now.json().data).toMatchObject({ status: 'canceled', subscriptionStatus: 'free' });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${subscriptionId}` });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('free');

    const nothing = await post('/api/stripe/cancel-subscription', headers, {});
    expect({ status: nothing.statusCode, body: nothing.json() }).toEqual({
      status: 404,
      body: { success: false, error: 'There is no active subscription to cancel.' },
    });
  });

  it('resumes a subscription set to end: cancel_at_period_end back to false at Stripe', async () => {
    const { headers, subscriptionId } = await subscribed();
    const resume = `mutation { resumeSubscription { __typename ... on ResumeSubscriptionPayload { viewer { subscriptionStatus subscription { status cancelAtPeriodEnd } } } ... on Error { message } } }`;
    // Nothing set to end: nothing to resume, and nothing asked of Stripe.
    const before = stripe.requests.length;
    expect((await t.graphql(resume, {}, headers)).data.resumeSubscription).toEqual({
      __typename: 'NoSubscriptionError',
      message: 'There is no subscription set to end to resume.',
    });
    expect(stripe.requests.length).toBe(before);

    await post('/api/stripe/cancel-subscription', headers, { immediately: false });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    const resumed = await t.graphql(resume, {}, headers);
    expect(resumed.data.resumeSubscription).toEqual({
      __typename: 'ResumeSubscriptionPayload',
      viewer: { subscriptionStatus: 'monthly', subscription: { status: 'active', cancelAtPeriodEnd: false } },
    });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${subscriptionId}`, body: { cancel_at_period_end: 'false' } });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
  });

  it('says so when Stripe fails to cancel, and changes nothing', async () => {
    const { user, headers } = await subscribed();
    stripe.failNext('/v1/subscriptions');
    stripe.failNext('/v1/subscriptions');
    const failed = await post('/api/stripe/cancel-subscription', headers, { immediately: true });
    expect({ status: failed.statusCode, body: failed.json() }).toEqual({ status: 502, body: { success: false, error: 'Failed to cancel subscription' } });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionStatus).toBe('monthly');
  });

  it('offers the same in GraphQL: billingMode LIVE, mutations returning the changed viewer', async () => {
    const { headers } = await subscribed();
    const result = await t.graphql(
      `mutation { cancelSubscription(input: { immediately: false }) { __typename ... on CancelSubscriptionPayload { viewer { subscriptionStatus subscription { status cancelAtPeriodEnd planId } } } } }`,
      {},
      headers,
    );
    expect(result.data.cancelSubscription).toEqual({
      __typename: 'CancelSubscriptionPayload',
      viewer: { subscriptionStatus: 'monthly', subscription: { status: 'active', cancelAtPeriodEnd: true, planId: 'price_live_month' } },
    });
    expect((await t.graphql('{ billingMode }')).data).toEqual({ billingMode: 'LIVE' });
  });
});
