import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from 'pino';
import type { Stripe } from './stripe.ts';

/** The demo plan catalogue: a monthly plan at $29 and a yearly one. */
const PREMIUM_PRODUCT = {
  id: 'prod_premium',
  name: 'Premium',
  description: 'Everything in Free, plus an AI tutor that explains the option you chose and answers your follow-up questions.',
  // Only what free learners do not already have (they practise every domain, see the bank's
  // explanation and every option's rationale after each answer, and track their progress).
  features: [
    'AI tutor: why the option you chose was tempting, and the principle behind the answer',
    'AI tutor: follow-up questions about any question you answered',
  ],
  sortOrder: 1,
};

const PRICES = [
  { id: 'price_monthly', unitAmount: 2900, currency: 'usd', interval: 'month', intervalCount: 1, nickname: 'Monthly' },
  { id: 'price_yearly', unitAmount: 29000, currency: 'usd', interval: 'year', intervalCount: 1, nickname: 'Yearly' },
];

/** Writes the catalogue; safe to run on every start. */
export async function seedCatalogue(prisma: PrismaClient): Promise<void> {
  const { id, ...product } = PREMIUM_PRODUCT;
  await prisma.product.upsert({ where: { id }, create: { id, ...product }, update: product });
  for (const { id: priceId, ...price } of PRICES) {
    await prisma.price.upsert({
      where: { id: priceId },
      create: { id: priceId, productId: id, ...price },
      update: { productId: id, ...price },
    });
  }
}

/**
 * Live billing: the catalogue becomes Stripe's active recurring products and prices. Features
 * come from the product's marketing features. What Stripe no longer offers is deactivated
 * (kept, since subscriptions name their prices).
 */
export async function syncCatalogueFromStripe(prisma: PrismaClient, stripe: Stripe): Promise<{ products: number; prices: number }> {
  const products: Stripe.Product[] = [];
  for await (const product of stripe.products.list({ active: true, limit: 100 })) products.push(product);
  const prices: Stripe.Price[] = [];
  for await (const price of stripe.prices.list({ active: true, type: 'recurring', limit: 100 })) prices.push(price);
  const productIds = new Set(products.map((product) => product.id));
  const offered = prices.filter((price) => productIds.has(typeof price.product === 'string' ? price.product : price.product.id));

  for (const [index, product] of products.entries()) {
    const data = {
      name: product.name,
      description: product.description ?? '',
      features: (product.marketing_features ?? []).flatMap((feature) => (feature.name ? [feature.name] : [])),
      active: true,
      sortOrder: index,
    };
    await prisma.product.upsert({ where: { id: product.id }, create: { id: product.id, ...data }, update: data });
  }
  for (const price of offered) {
    const data = {
      productId: typeof price.product === 'string' ? price.product : price.product.id,
      unitAmount: price.unit_amount ?? 0,
      currency: price.currency,
      interval: price.recurring?.interval ?? 'month',
      intervalCount: price.recurring?.interval_count ?? 1,
      nickname: price.nickname,
      active: true,
    };
    await prisma.price.upsert({ where: { id: price.id }, create: { id: price.id, ...data }, update: data });
  }
  await prisma.price.updateMany({ where: { id: { notIn: offered.map((price) => price.id) } }, data: { active: false } });
  await prisma.product.updateMany({ where: { id: { notIn: [...productIds] } }, data: { active: false } });
  return { products: products.length, prices: offered.length };
}

/** At start-up in live billing: follow Stripe's catalogue, keeping the stored one if Stripe is unreachable. */
export async function syncCatalogueAtStart(prisma: PrismaClient, stripe: Stripe | null, logger: Logger): Promise<void> {
  if (!stripe) return;
  try {
    logger.info(await syncCatalogueFromStripe(prisma, stripe), 'plan catalogue synced from Stripe');
  } catch (error) {
    logger.error({ err: error }, 'could not read the plan catalogue from Stripe; keeping the stored one');
  }
}
