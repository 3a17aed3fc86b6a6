import type { Price, PrismaClient, Subscription } from '../generated/prisma/client.ts';
import { InvalidPlanError } from './errors.ts';

/** The learner-facing plan of a user: what User.subscriptionStatus holds. */
export type PlanStatus = 'free' | 'monthly' | 'annual';

/** The subscription as the client sees it: active, canceled, or anything else expired. */
export type SubscriptionState = 'active' | 'canceled' | 'expired';

// Stripe keeps retrying a failed renewal while past_due; the learner keeps access meanwhile.
const ENTITLED_STATUSES = new Set(['active', 'trialing', 'past_due']);

type Entitling = Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>;

/** Whether a subscription gives premium access now. */
export function entitles(subscription: Entitling, now = new Date()): boolean {
  if (!ENTITLED_STATUSES.has(subscription.status)) return false;
  // A subscription set to end with its period stops there, even before any provider event says so.
  return !(subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd <= now);
}

export function planStatus(subscription: (Entitling & Pick<Subscription, 'interval'>) | null, now = new Date()): PlanStatus {
  if (!subscription || !entitles(subscription, now)) return 'free';
  return subscription.interval === 'year' ? 'annual' : 'monthly';
}

export function subscriptionState(subscription: Entitling, now = new Date()): SubscriptionState {
  if (entitles(subscription, now)) return 'active';
  return subscription.status === 'canceled' ? 'canceled' : 'expired';
}

/**
 * The generic plan ids older clients send ('price_monthly' from the landing page) stand for the
 * catalogue's cheapest active price of that interval; any other id must be an active price.
 */
const PLAN_ALIASES: Record<string, string> = { price_monthly: 'month', price_yearly: 'year', price_annual: 'year' };

// Price ids are short words of letters, digits and underscores (Stripe's and ours alike).
const PLAN_ID = /^[A-Za-z0-9_]{1,200}$/;

export async function resolvePrice(prisma: PrismaClient, planId: string): Promise<Price> {
  if (!PLAN_ID.test(planId)) throw new InvalidPlanError();
  const exact = await prisma.price.findFirst({ where: { id: planId, active: true, product: { active: true } } });
  if (exact) return exact;
  const interval = PLAN_ALIASES[planId];
  const alias = interval
    ? await prisma.price.findFirst({ where: { interval, active: true, product: { active: true } }, orderBy: [{ unitAmount: 'asc' }, { id: 'asc' }] })
    : null;
  if (!alias) throw new InvalidPlanError();
  return alias;
}
