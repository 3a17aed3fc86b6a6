import type { Logger } from 'pino';
import { seedDemoLearner } from '../auth/demo.ts';
import { seedCatalogue } from '../billing/catalogue.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { BANK_DIR, readBank, syncBank } from '../practice/bank.ts';

/** Loads the plan catalogue, the question bank and the demo learner; idempotent, run on every start. */
export async function seed(prisma: PrismaClient, logger: Logger, { bankDir = BANK_DIR, demo = true }: { bankDir?: string; demo?: boolean } = {}): Promise<void> {
  await seedCatalogue(prisma);
  const result = await syncBank(prisma, readBank(bankDir));
  logger.info(result, 'question bank loaded');
  if (demo) await seedDemoLearner(prisma);
}
