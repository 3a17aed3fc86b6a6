/**
 * Subscriptions: checkout, the learner's current subscription, sync and cancel, in live billing
 * (Stripe, when STRIPE_SECRET_KEY is set) and in demo billing (no provider, no card data).
 * User.subscriptionStatus is derived here from the learner's newest subscription and written
 * whenever a subscription changes, so the `premium` scope can read it without a query.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppServices } from '../services.ts';
import type { Prisma, PrismaClient, Subscription, User } from '../generated/prisma/client.ts';
import { BillingProviderError, NoSubscriptionError } from './errors.ts';
import { sendReceipt } from './mail.ts';
import { entitles, planStatus, resolvePrice } from './plans.ts';
import { type Stripe, stripeClient } from './stripe.ts';

export type BillingServices = Pick<AppServices, 'prisma' | 'config' | 'logger' | 'mailer'>;

const MONTH_MS = 30 * 24 * 3600 * 1000;

/** The learner's newest subscription, or null. */
function currentSubscription(prisma: PrismaClient, userId: string): Promise<Subscription | null> {
  return prisma.subscription.findFirst({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/** Writes User.subscriptionStatus from the newest subscription; returns the user. */
async function refreshPlanStatus(prisma: PrismaClient, userId: string): Promise<User> {
  const status = planStatus(await currentSubscription(prisma, userId));
  return prisma.user.update({ where: { id: userId }, data: { subscriptionStatus: status } });
}

/**
 * A paying user as of now: a plan set to end with its period ends on time even when no provider
 * event says so (demo billing has none; a late webhook). Free users cost no query.
 */
export async function withCurrentPlan(prisma: PrismaClient, user: User): Promise<User> {
  if (user.subscriptionStatus === 'free') return user;
  const status = planStatus(await currentSubscription(prisma, user.id));
  return status === user.subscriptionStatus ? user : refreshPlanStatus(prisma, user.id);
}

/**
 * The current subscription for display. A demo subscription set to end with its period has no
 * provider to end it, so it is closed here once that moment has passed.
 */
export async function viewerSubscription(services: Pick<AppServices, 'prisma'>, user: Pick<User, 'id' | 'subscriptionStatus'>): Promise<Subscription | null> {
  const subscription = await currentSubscription(services.prisma, user.id);
  if (!subscription) return null;
  if (subscription.status !== 'canceled' && subscription.cancelAtPeriodEnd && !entitles(subscription) && !subscription.stripeSubscriptionId) {
    const closed = await services.prisma.subscription.update({
      where: { id: subscription.id },
      data: { status: 'canceled', canceledAt: subscription.currentPeriodEnd },
    });
    await refreshPlanStatus(services.prisma, user.id);
    return closed;
  }
  if (planStatus(subscription) !== user.subscriptionStatus) await refreshPlanStatus(services.prisma, user.id);
  return subscription;
}

// ---------------------------------------------------------------------------------------------
// Checkout

export interface CheckoutStart {
  sessionId: string;
  url: string;
  mode: 'live' | 'demo';
}

export async function createCheckout(
  services: BillingServices,
  user: User,
  input: { priceId: string; idempotencyKey?: string | null; source?: string | null },
): Promise<CheckoutStart> {
  const price = await resolvePrice(services.prisma, input.priceId);
  const stripe = stripeClient(services.config);
  if (!stripe) {
    if (!services.config.demoBilling) throw new BillingProviderError('Failed to create checkout session');
    const sessionId = `cs_demo_${randomBytes(18).toString('base64url')}`;
    const url = `/billing/success?session_id=${sessionId}`;
    await services.prisma.checkoutSession.create({ data: { id: sessionId, userId: user.id, priceId: price.id, mode: 'demo', url } });
    return { sessionId, url, mode: 'demo' };
  }
  try {
    const customer = await ensureCustomer(services, stripe, user);
    const key = input.idempotencyKey?.slice(0, 100) || randomUUID();
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        customer,
        client_reference_id: user.id,
        success_url: `${services.config.appUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${services.config.appUrl}/billing/cancel`,
        subscription_data: { metadata: { userId: user.id } },
        metadata: { userId: user.id, source: input.source?.slice(0, 100) ?? 'web' },
      },
      // A retried request (double click, network retry) gets the same session back.
      { idempotencyKey: `checkout:${user.id}:${price.id}:${key}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    await services.prisma.checkoutSession.upsert({
      where: { id: session.id },
      create: { id: session.id, userId: user.id, priceId: price.id, mode: 'live', url: session.url },
      update: {},
    });
    return { sessionId: session.id, url: session.url, mode: 'live' };
  } catch (error) {
    throw providerError('Failed to create checkout session', error);
  }
}

/** The learner's Stripe customer, created once (idempotently) and remembered. */
async function ensureCustomer(services: BillingServices, stripe: Stripe, user: User): Promise<string> {
  const known = await services.prisma.customer.findUnique({ where: { userId: user.id } });
  if (known?.stripeCustomerId) return known.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    { idempotencyKey: `customer:${user.id}` },
  );
  await services.prisma.customer.upsert({
    where: { userId: user.id },
    create: { userId: user.id, stripeCustomerId: customer.id },
    update: { stripeCustomerId: customer.id },
  });
  return customer.id;
}

function providerError(message: string, error: unknown): Error {
  if (error instanceof BillingProviderError) return error;
  return new BillingProviderError(message, { cause: error });
}

// ---------------------------------------------------------------------------------------------
// Sync

/**
 * Brings the learner's subscription up to date. Demo billing completes the learner's newest open
 * demo checkout (making its subscription active); live billing re-reads from Stripe: the checkout
 * session named, else the customer's newest subscription. No subscription is not an error.
 * Without Stripe and with demo billing off, there is no provider to ask: refused.
 */
export async function syncSubscription(services: BillingServices, user: User, input: { sessionId?: string | null } = {}): Promise<void> {
  const stripe = stripeClient(services.config);
  // A session id that cannot be one (checkout ids are letters, digits and underscores) names nothing.
  if (input.sessionId && !/^[A-Za-z0-9_]{1,255}$/.test(input.sessionId)) input = {};
  if (!stripe) {
    if (!services.config.demoBilling) throw new BillingProviderError('Failed to sync subscription');
    await completeDemoCheckout(services, user, input.sessionId ?? null);
    return;
  }
  // A demo checkout left from before live billing was set up never grants a plan now.
  if (input.sessionId?.startsWith('cs_demo_')) input = {};
  try {
    if (input.sessionId) {
      const session = await services.prisma.checkoutSession.findFirst({ where: { id: input.sessionId, userId: user.id } });
      if (session) {
        const remote = await stripe.checkout.sessions.retrieve(session.id);
        const subscriptionId = idOf(remote.subscription);
        if (remote.client_reference_id === user.id && subscriptionId) {
          await applyStripeSubscription(services, await stripe.subscriptions.retrieve(subscriptionId), user.id);
          await services.prisma.checkoutSession.update({ where: { id: session.id }, data: { status: 'complete', completedAt: new Date() } });
          return;
        }
      }
    }
    const customer = await services.prisma.customer.findUnique({ where: { userId: user.id } });
    if (!customer?.stripeCustomerId) return;
    const list = await stripe.subscriptions.list({ customer: customer.stripeCustomerId, status: 'all', limit: 1 });
    if (list.data[0]) await applyStripeSubscription(services, list.data[0], user.id);
  } catch (error) {
    throw providerError('Failed to sync subscription', error);
  }
}

async function completeDemoCheckout(services: BillingServices, user: User, sessionId: string | null): Promise<void> {
  const session = await services.prisma.checkoutSession.findFirst({
    where: { userId: user.id, mode: 'demo', ...(sessionId ? { id: sessionId } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  if (!session || session.status !== 'open') return;
  // Only one caller completes a session: the conditional update is the claim.
  const claimed = await services.prisma.checkoutSession.updateMany({
    where: { id: session.id, status: 'open' },
    data: { status: 'complete', completedAt: new Date() },
  });
  if (claimed.count === 0) return;
  const price = await services.prisma.price.findUniqueOrThrow({ where: { id: session.priceId } });
  const now = new Date();
  const periodEnd = price.interval === 'year' ? new Date(now.getTime() + 12 * MONTH_MS + 5 * 24 * 3600 * 1000) : new Date(now.getTime() + MONTH_MS);
  // A new plan replaces whatever the learner had.
  await services.prisma.subscription.updateMany({
    where: { userId: user.id, status: { not: 'canceled' } },
    data: { status: 'canceled', canceledAt: now },
  });
  await services.prisma.subscription.create({
    data: {
      userId: user.id,
      priceId: price.id,
      interval: price.interval,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
    },
  });
  await services.prisma.customer.upsert({ where: { userId: user.id }, create: { userId: user.id }, update: {} });
  await refreshPlanStatus(services.prisma, user.id);
  await sendReceipt(services, user, { ...price, periodEnd, demo: true });
}

// ---------------------------------------------------------------------------------------------
// Cancel

/** Cancels at the period's end, or at once; without a subscription in force nothing changes. */
export async function cancelSubscription(services: BillingServices, user: User, immediately: boolean): Promise<void> {
  const subscription = await viewerSubscription(services, user);
  if (!subscription || !entitles(subscription)) throw new NoSubscriptionError();
  if (!subscription.stripeSubscriptionId) {
    await services.prisma.subscription.update({
      where: { id: subscription.id },
      data: immediately ? { status: 'canceled', canceledAt: new Date(), cancelAtPeriodEnd: false } : { cancelAtPeriodEnd: true },
    });
    await refreshPlanStatus(services.prisma, user.id);
    return;
  }
  const stripe = stripeClient(services.config);
  if (!stripe) throw new BillingProviderError('Failed to cancel subscription');
  try {
    const updated = immediately
      ? await stripe.subscriptions.cancel(subscription.stripeSubscriptionId)
      : await stripe.subscriptions.update(subscription.stripeSubscriptionId, { cancel_at_period_end: true });
    await applyStripeSubscription(services, updated, user.id);
  } catch (error) {
    throw providerError('Failed to cancel subscription', error);
  }
}

/**
 * Takes back a cancellation at the period's end: the plan renews as before. Only a subscription
 * still in force and set to end can be resumed (one that has ended needs a new checkout).
 */
export async function resumeSubscription(services: BillingServices, user: User): Promise<void> {
  const subscription = await viewerSubscription(services, user);
  if (!subscription || !entitles(subscription) || !subscription.cancelAtPeriodEnd)
    throw new NoSubscriptionError('There is no subscription set to end to resume.');
  if (!subscription.stripeSubscriptionId) {
    await services.prisma.subscription.update({ where: { id: subscription.id }, data: { cancelAtPeriodEnd: false, canceledAt: null } });
    await refreshPlanStatus(services.prisma, user.id);
    return;
  }
  const stripe = stripeClient(services.config);
  if (!stripe) throw new BillingProviderError('Failed to resume subscription');
  try {
    const updated = await stripe.subscriptions.update(subscription.stripeSubscriptionId, { cancel_at_period_end: false });
    await applyStripeSubscription(services, updated, user.id);
  } catch (error) {
    throw providerError('Failed to resume subscription', error);
  }
}

// ---------------------------------------------------------------------------------------------
// Stripe's subscription objects

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * Stores Stripe's view of a subscription and re-derives the learner's plan. Recent API versions
 * keep the period on the subscription item; older ones on the subscription itself.
 */
export async function applyStripeSubscription(services: BillingServices, remote: Stripe.Subscription, userId: string): Promise<Subscription> {
  const item = remote.items.data[0];
  const legacy = remote as unknown as { current_period_start?: number; current_period_end?: number };
  const start = item?.current_period_start ?? legacy.current_period_start ?? remote.start_date;
  const end = item?.current_period_end ?? legacy.current_period_end ?? remote.start_date;
  const data: Omit<Prisma.SubscriptionUncheckedCreateInput, 'userId' | 'stripeSubscriptionId'> = {
    priceId: item?.price.id ?? 'unknown',
    interval: item?.price.recurring?.interval ?? 'month',
    status: remote.status,
    currentPeriodStart: fromUnix(start),
    currentPeriodEnd: fromUnix(end),
    cancelAtPeriodEnd: remote.cancel_at_period_end,
    canceledAt: remote.canceled_at ? fromUnix(remote.canceled_at) : null,
  };
  const stored = await services.prisma.subscription.upsert({
    where: { stripeSubscriptionId: remote.id },
    create: { ...data, userId, stripeSubscriptionId: remote.id, createdAt: fromUnix(remote.created) },
    update: data,
  });
  await refreshPlanStatus(services.prisma, userId);
  return stored;
}

/** The learner a Stripe subscription belongs to: by our customer record, else its metadata. */
export async function userOfStripeSubscription(prisma: PrismaClient, remote: Stripe.Subscription): Promise<string | null> {
  const customerId = idOf(remote.customer);
  if (customerId) {
    const customer = await prisma.customer.findUnique({ where: { stripeCustomerId: customerId } });
    if (customer) return customer.userId;
  }
  const userId = remote.metadata?.userId;
  if (userId && (await prisma.user.findUnique({ where: { id: userId }, select: { id: true } }))) return userId;
  return null;
}
