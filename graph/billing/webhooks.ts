/**
 * Stripe's webhook events. Each event id is processed once (a second delivery changes nothing),
 * and events that arrive out of order cannot roll state back: subscription state is always
 * re-read from Stripe rather than taken from the event, so the newest state wins.
 */
import type { AppServices } from '../services.ts';
import { sendPaymentFailed, sendReceipt } from './mail.ts';
import { syncCatalogueFromStripe } from './catalogue.ts';
import { applyStripeSubscription, type BillingServices, idOf, userOfStripeSubscription } from './subscriptions.ts';
import { type Stripe, stripeClient } from './stripe.ts';

/** Stripe signs each delivery; older than this and the signature is refused (replay protection). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Checks the Stripe-Signature header over the raw body and parses the event. */
export function verifyWebhook(services: Pick<AppServices, 'config'>, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  const stripe = stripeClient(services.config);
  const secret = services.config.stripe?.webhookSecret;
  if (!stripe || !secret) throw new WebhookSignatureError('Webhooks are not configured: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are needed.');
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(`Invalid signature: ${(error as Error).message}`);
  }
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'product.created',
  'product.updated',
  'product.deleted',
  'price.created',
  'price.updated',
  'price.deleted',
] as const;

/**
 * Processes one verified event once. The event id is claimed first; if processing fails the
 * claim is released so Stripe's retry can process it.
 */
export async function handleWebhookEvent(services: BillingServices, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
  // ON CONFLICT DO NOTHING: of two concurrent deliveries exactly one claims the id.
  const claimed = await services.prisma.webhookEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
  if (claimed.count === 0) return 'duplicate';
  try {
    await processEvent(services, event);
    return 'processed';
  } catch (error) {
    await services.prisma.webhookEvent.delete({ where: { id: event.id } }).catch(() => {});
    throw error;
  }
}

async function processEvent(services: BillingServices, event: Stripe.Event): Promise<void> {
  const stripe = stripeClient(services.config)!;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const userId = session.client_reference_id;
      if (!subscriptionId || !userId || !(await services.prisma.user.findUnique({ where: { id: userId }, select: { id: true } }))) {
        services.logger.warn({ event: event.id }, 'checkout.session.completed for an unknown learner or without a subscription');
        return;
      }
      const customerId = idOf(session.customer);
      if (customerId) {
        await services.prisma.customer.upsert({
          where: { userId },
          create: { userId, stripeCustomerId: customerId },
          update: { stripeCustomerId: customerId },
        });
      }
      await applyStripeSubscription(services, await stripe.subscriptions.retrieve(subscriptionId), userId);
      await services.prisma.checkoutSession.updateMany({ where: { id: session.id, userId }, data: { status: 'complete', completedAt: new Date() } });
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      await refreshFromStripe(services, stripe, event.data.object.id, event.id);
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return;
      const userId = await refreshFromStripe(services, stripe, subscriptionId, event.id);
      if (!userId) return;
      const user = await services.prisma.user.findUniqueOrThrow({ where: { id: userId } });
      const stored = await services.prisma.subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: subscriptionId } });
      if (event.type === 'invoice.paid' && invoice.billing_reason === 'subscription_create') {
        await sendReceipt(services, user, {
          unitAmount: invoice.amount_paid,
          currency: invoice.currency,
          interval: stored.interval,
          periodEnd: stored.currentPeriodEnd,
          demo: false,
        });
      } else if (event.type === 'invoice.payment_failed' && invoice.billing_reason !== 'subscription_create') {
        await sendPaymentFailed(services, user, { unitAmount: invoice.amount_due, currency: invoice.currency });
      }
      return;
    }
    default:
      // Products and prices: the catalogue follows Stripe's.
      await syncCatalogueFromStripe(services.prisma, stripe);
  }
}

/** Re-reads a subscription from Stripe and stores it; returns its learner, if known. */
async function refreshFromStripe(services: BillingServices, stripe: Stripe, subscriptionId: string, eventId: string): Promise<string | null> {
  const remote = await stripe.subscriptions.retrieve(subscriptionId);
  const userId = await userOfStripeSubscription(services.prisma, remote);
  if (!userId) {
    services.logger.warn({ event: eventId, subscription: subscriptionId }, 'Stripe subscription of an unknown learner');
    return null;
  }
  await applyStripeSubscription(services, remote, userId);
  return userId;
}

/** Where an invoice names its subscription moved between API versions. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const modern = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(modern ?? legacy ?? null);
}
