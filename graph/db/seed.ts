import type { Logger } from 'pino';
import { seedCatalogue } from '../billing/catalogue.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { BANK_DIR, readBank, syncBank } from '../practice/bank.ts';

/**
 * Loads the plan catalogue and the question bank; idempotent, run on every start. (Demo learners
 * are made one per demo sign-in, not seeded.)
 */
export async function seed(prisma: PrismaClient, logger: Logger, { bankDir = BANK_DIR }: { bankDir?: string } = {}): Promise<void> {
  await seedCatalogue(prisma);
  const result = await syncBank(prisma, readBank(bankDir));
  logger.info(result, 'question bank loaded');
}
