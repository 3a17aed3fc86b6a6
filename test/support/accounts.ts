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

/** The code for a secret at `now` (the real time unless a test moved the server's clock), or `offsetSteps` 30-second windows later. */
export async function totp(secret: string, algorithm: 'sha1' | 'sha256' = 'sha256', offsetSteps = 0, now = new Date()): Promise<string> {
  return generate({ secret, algorithm, digits: 6, period: 30, epoch: Math.floor(now.getTime() / 1000) + offsetSteps * 30 });
}
