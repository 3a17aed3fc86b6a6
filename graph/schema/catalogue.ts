import { builder } from '../builder.ts';

const BILLING_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
/**
 * The unit of a plan's billing period. Its values are the words the field always answered
 * ("month", "year": the spec's and the payment provider's), so a client that compared strings still matches.
 */
export const BillingIntervalEnum = builder.enumType('BillingInterval', {
  description: "The unit of a plan's billing period: month or year (day and week are the payment provider's other units).",
  values: BILLING_INTERVALS,
});

/** Whether catalogue text sells the AI tutor, which exists only where a language model is configured. */
const sellsTutor = (text: string) => /\bAI\b/.test(text);

builder.prismaNode('Product', {
  id: { field: 'id' },
  nullable: true,
  description: 'A subscription product of the plan catalogue.',
  fields: (t) => ({
    productId: t.exposeString('id', { description: 'The plain catalogue id, such as "prod_premium".' }),
    name: t.exposeString('name'),
    description: t.string({
      description: 'What the plan adds to the free plan. Without a language model configured, a description selling the AI tutor reads "Everything in Free."',
      resolve: (product, _args, context) => (context.config.openai || !sellsTutor(product.description) ? product.description : 'Everything in Free.'),
    }),
    features: t.stringList({
      description:
        "What the plan adds to the free plan (free learners already have practice, the bank's explanations and progress). The AI tutor's features are left out when no language model is configured.",
      resolve: (product, _args, context) => (context.config.openai ? product.features : product.features.filter((feature) => !sellsTutor(feature))),
    }),
    prices: t.relation('prices', {
      query: { where: { active: true }, orderBy: { unitAmount: 'asc' } },
    }),
  }),
});

builder.prismaNode('Price', {
  id: { field: 'id' },
  nullable: true,
  description: 'A price of a product; its plain id (such as "price_monthly") is the plan id checkout takes.',
  fields: (t) => ({
    priceId: t.exposeString('id', { description: 'The plan id to pass to checkout.' }),
    unitAmount: t.exposeInt('unitAmount', { description: 'Minor units (cents).' }),
    amount: t.float({ description: 'Major units (dollars).', resolve: (price) => price.unitAmount / 100 }),
    currency: t.exposeString('currency'),
    interval: t.field({ type: BillingIntervalEnum, description: 'month or year', resolve: (price) => price.interval as BillingInterval }),
    intervalCount: t.exposeInt('intervalCount'),
    nickname: t.exposeString('nickname', { nullable: true }),
    product: t.relation('product'),
  }),
});

builder.queryField('products', (t) =>
  t.prismaConnection(
    {
      type: 'Product',
      cursor: 'id',
      description: 'The plan catalogue: active products with their active prices.',
      resolve: (query, _parent, _args, context) =>
        context.prisma.product.findMany({ ...query, where: { active: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    },
    { name: 'ProductConnection' },
    { name: 'ProductEdge' },
  ),
);
