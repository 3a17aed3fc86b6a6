import { generate } from 'otplib';
import { createScryptHasher } from '../../graph/auth/passwords.ts';
import type { PrismaClient } from '../../graph/generated/prisma/client.ts';

export const PASSWORD = 'Correct-Horse-42';

/** log2 of scrypt's N in tests (PASSWORD_HASH_COST): a hash costs about a millisecond, not a second. */
export const TEST_HASH_COST = 10;
const testHasher = createScryptHasher(2 ** TEST_HASH_COST);

/** A verified account with a password, ready to sign in. */
export async function createAccount(prisma: PrismaClient, email = `learner-${Math.random().toString(36).slice(2)}@example.com`, password = PASSWORD) {
  return prisma.user.create({ data: { email, name: 'Learner', passwordHash: await testHasher.hash(password), emailVerifiedAt: new Date() } });
}

/** The current code for a secret, or the one of the next 30-second window. */
export async function totp(secret: string, algorithm: 'sha1' | 'sha256' = 'sha256', offsetSteps = 0): Promise<string> {
  return generate({ secret, algorithm, digits: 6, period: 30, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/** Waits until a new 30-second TOTP window starts, so a fresh code is not a replay. */
export async function nextWindow(): Promise<void> {
  const msLeft = 30_000 - (Date.now() % 30_000);
  await new Promise((r) => setTimeout(r, msLeft + 50));
}
