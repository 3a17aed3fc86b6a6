import type { PrismaClient } from '../generated/prisma/client.ts';

/** The demo plan catalogue (CONVENTIONS: monthly at $29 and a yearly plan). */
export const PREMIUM_PRODUCT = {
  id: 'prod_premium',
  name: 'Premium',
  description: 'Every question, every domain, with explanations written for you by an AI tutor.',
  features: [
    'Unlimited practice across all 8 domains',
    'AI explanations for every answer',
    'Progress and mastery tracking by domain',
    'Points, levels, streaks and badges',
  ],
  sortOrder: 1,
};

export const PRICES = [
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
