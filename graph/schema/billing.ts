/**
 * Everything the API says about billing: the viewer's subscription, the billing mode, and the
 * checkout, sync and cancel mutations. Each mutation returns the viewer it changed, so clients
 * see the new plan (subscriptionStatus, subscription) from the payload.
 */
import { builder, ErrorInterface } from '../builder.ts';
import { BillingProviderError, InvalidPlanError, NoSubscriptionError } from '../billing/errors.ts';
import { subscriptionState } from '../billing/plans.ts';
import { stripeClient } from '../billing/stripe.ts';
import { cancelSubscription, createCheckout, resumeSubscription, syncSubscription, viewerSubscription } from '../billing/subscriptions.ts';
import { type BillingInterval, BillingIntervalEnum } from './catalogue.ts';
import { NOBODY, type ViewerChange, viewerPayload } from './users.ts';

for (const [type, name] of [
  [InvalidPlanError, 'InvalidPlanError'],
  [NoSubscriptionError, 'NoSubscriptionError'],
  [BillingProviderError, 'BillingProviderError'],
] as const) {
  builder.objectType(type as typeof Error, { name, interfaces: [ErrorInterface], isTypeOf: (value) => value instanceof type });
}

const SubscriptionStateEnum = builder.enumType('SubscriptionState', {
  description: 'active while it gives premium access; canceled once ended; anything else (unpaid, incomplete) expired.',
  values: ['active', 'canceled', 'expired'] as const,
});

const BillingModeEnum = builder.enumType('BillingMode', {
  description:
    'LIVE: checkout redirects to Stripe. DEMO: no payment provider; the client shows its own demo checkout. OFF: neither (production without Stripe): checkout and sync answer BillingProviderError.',
  values: ['LIVE', 'DEMO', 'OFF'] as const,
});

builder.prismaNode('Subscription', {
  id: { field: 'id' },
  description: 'A paid plan of the viewer.',
  findUnique: (id, context) => ({ id, userId: context.viewer?.id ?? NOBODY }),
  nullable: true,
  authScopes: (subscription, context) => subscription.userId === context.viewer?.id,
  fields: (t) => ({
    planId: t.exposeString('priceId', { description: 'The price id of the plan ("unknown" when the provider named none).' }),
    interval: t.field({ type: BillingIntervalEnum, description: 'month or year', resolve: (subscription) => subscription.interval as BillingInterval }),
    status: t.field({ type: SubscriptionStateEnum, resolve: (subscription) => subscriptionState(subscription) }),
    providerStatus: t.exposeString('status', { description: "The payment provider's own status, such as past_due." }),
    startDate: t.expose('currentPeriodStart', { type: 'DateTime', description: 'Start of the current period.' }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', description: "End of the current period (the spec's endDate)." }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
    canceledAt: t.expose('canceledAt', { type: 'DateTime', nullable: true }),
    price: t.prismaField({
      type: 'Price',
      nullable: true,
      description: 'The catalogue price of the plan, when the catalogue holds it.',
      resolve: (query, subscription, _args, context) => context.prisma.price.findUnique({ ...query, where: { id: subscription.priceId } }),
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  subscription: t.prismaField({
    type: 'Subscription',
    nullable: true,
    description: 'The newest subscription, whatever its state; null when the user never subscribed.',
    resolve: async (_query, user, _args, context) => viewerSubscription(context, user),
  }),
}));

builder.queryField('billingMode', (t) =>
  t.field({
    type: BillingModeEnum,
    description: 'Whether checkout goes to Stripe, to the demo checkout, or nowhere.',
    resolve: (_root, _args, context) => (stripeClient(context.config) ? 'LIVE' : context.config.demoBilling ? 'DEMO' : 'OFF'),
  }),
);

const CreateCheckoutSessionPayload = viewerPayload<ViewerChange & { sessionId: string; url: string; mode: 'live' | 'demo' }>(
  'CreateCheckoutSessionPayload',
  'A checkout to send the learner to: Stripe Checkout in live billing, /billing/success?session_id=... in demo billing.',
  (t) => ({
    sessionId: t.exposeString('sessionId'),
    url: t.exposeString('url'),
    mode: t.field({ type: BillingModeEnum, resolve: (payload: { mode: string }) => (payload.mode === 'live' ? 'LIVE' : 'DEMO') }),
  }),
);
const SyncSubscriptionPayload = viewerPayload<ViewerChange>('SyncSubscriptionPayload', 'The viewer with the subscription as the payment provider has it.');
const CancelSubscriptionPayload = viewerPayload<ViewerChange>('CancelSubscriptionPayload', 'The viewer with the subscription cancelled.');
const ResumeSubscriptionPayload = viewerPayload<ViewerChange>('ResumeSubscriptionPayload', 'The viewer with the subscription renewing again.');

builder.mutationFields((t) => ({
  createCheckoutSession: t.withAuth({ loggedIn: true }).field({
    type: CreateCheckoutSessionPayload,
    description: 'Starts a checkout for a plan of the catalogue (price id; "price_monthly" stands for the monthly plan).',
    errors: { types: [InvalidPlanError, BillingProviderError], directResult: true, union: { name: 'CreateCheckoutSessionResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CreateCheckoutSessionInput', {
          fields: (f) => ({
            priceId: f.string({ required: true }),
            idempotencyKey: f.string({ description: 'The same key returns the same checkout (a retried click).' }),
            source: f.string({ description: 'Where checkout was started, for the records (landing, subscription).' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) => ({ userId: context.viewer.id, ...(await createCheckout(context, context.viewer, input)) }),
  }),
  syncSubscription: t.withAuth({ loggedIn: true }).field({
    type: SyncSubscriptionPayload,
    description: 'Demo: completes the newest demo checkout. Live: re-reads the subscription from Stripe.',
    errors: { types: [BillingProviderError], directResult: true, union: { name: 'SyncSubscriptionResult' } },
    args: {
      input: t.arg({
        required: false,
        type: builder.inputType('SyncSubscriptionInput', {
          fields: (f) => ({ sessionId: f.string({ description: 'The checkout session returned to /billing/success.' }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, context) => {
      await syncSubscription(context, context.viewer, { sessionId: input?.sessionId });
      return { userId: context.viewer.id };
    },
  }),
  cancelSubscription: t.withAuth({ loggedIn: true }).field({
    type: CancelSubscriptionPayload,
    description: 'Cancels at the end of the current period, or at once with immediately: true. Without a subscription nothing changes.',
    errors: { types: [NoSubscriptionError, BillingProviderError], directResult: true, union: { name: 'CancelSubscriptionResult' } },
    args: {
      input: t.arg({
        required: false,
        type: builder.inputType('CancelSubscriptionInput', { fields: (f) => ({ immediately: f.boolean({ defaultValue: false }) }) }),
      }),
    },
    resolve: async (_root, { input }, context) => {
      await cancelSubscription(context, context.viewer, input?.immediately ?? false);
      return { userId: context.viewer.id };
    },
  }),
  resumeSubscription: t.withAuth({ loggedIn: true }).field({
    type: ResumeSubscriptionPayload,
    description:
      'Takes back a cancellation at the end of the period (Stripe: cancel_at_period_end back to false): the plan renews as before. ' +
      'NoSubscriptionError when no subscription in force is set to end.',
    errors: { types: [NoSubscriptionError, BillingProviderError], directResult: true, union: { name: 'ResumeSubscriptionResult' } },
    resolve: async (_root, _args, context) => {
      await resumeSubscription(context, context.viewer);
      return { userId: context.viewer.id };
    },
  }),
}));
