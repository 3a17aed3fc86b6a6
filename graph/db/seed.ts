import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { seedCatalogue } from '../billing/catalogue.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { BANK_DIR, bankFiles, INTERACTIVE_DIR, readBank, syncBank } from '../practice/bank.ts';

/**
 * The code that decides what the load writes: an edit to any of these loads again once, as a
 * changed bank file does (the plan catalogue is a constant in catalogue.ts).
 */
const LOADER_SOURCES = [
  '../db/seed.ts',
  '../billing/catalogue.ts',
  '../practice/bank.ts',
  '../practice/domains.ts',
  '../practice/interactive.ts',
  '../practice/svg.ts',
].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

const STATE = 'bank-and-catalogue';

/** SHA-256 over the bank's files, single-choice and interactive (names and bytes), and the loader's sources: what the load depends on. */
function seedHash(bankDir: string, interactiveDir: string | null): string {
  const hash = createHash('sha256');
  const add = (label: string, bytes: Buffer) => hash.update(`${label}\0${bytes.length}\0`).update(bytes);
  for (const file of bankFiles(bankDir, interactiveDir)) add(`bank/${file.name}`, readFileSync(file.path));
  for (const file of LOADER_SOURCES) add(`code/${path.basename(file)}`, readFileSync(file));
  return hash.digest('hex');
}

export type SeedResult = { skipped: true } | { skipped: false; written: number; retired: number; total: number };

/**
 * Loads the plan catalogue and the question bank, run on every start. A no-op when the bank's files
 * and the loader are what the last load recorded (SeedState): a restart then costs one read of a
 * small table instead of parsing, validating and comparing the whole bank. The database is assumed
 * to be changed only by this load (nothing else writes questions or the demo catalogue); `force`
 * loads regardless. (Demo learners are made one per demo sign-in, not seeded.)
 */
export async function seed(
  prisma: PrismaClient,
  logger: Logger,
  {
    bankDir = BANK_DIR,
    interactiveDir = bankDir === BANK_DIR ? INTERACTIVE_DIR : null,
    force = false,
  }: { bankDir?: string; interactiveDir?: string | null; force?: boolean } = {},
): Promise<SeedResult> {
  const hash = seedHash(bankDir, interactiveDir);
  const stored = await prisma.seedState.findUnique({ where: { name: STATE } });
  if (!force && stored?.hash === hash) {
    logger.info({ skipped: true, loadedAt: stored.loadedAt }, 'question bank loaded');
    return { skipped: true };
  }
  await seedCatalogue(prisma);
  const result = await syncBank(prisma, readBank(bankDir, interactiveDir));
  // Recorded only after the load succeeded: a load that fails half-way runs again next start.
  await prisma.seedState.upsert({
    where: { name: STATE },
    create: { name: STATE, hash },
    update: { hash, loadedAt: new Date() },
  });
  logger.info({ skipped: false, ...result }, 'question bank loaded');
  return { skipped: false, ...result };
}
