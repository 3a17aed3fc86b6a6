import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../graph/auth/tokens.ts';
import type { Config } from '../../graph/config.ts';
import type { PrismaClient } from '../../graph/generated/prisma/client.ts';

export async function createUser(prisma: PrismaClient, overrides: { email?: string; name?: string; subscriptionStatus?: string; mfaEnabled?: boolean } = {}) {
  return prisma.user.create({
    data: {
      email: overrides.email ?? `learner-${randomUUID()}@example.com`,
      name: overrides.name ?? 'Test Learner',
      subscriptionStatus: overrides.subscriptionStatus ?? 'free',
      mfaEnabled: overrides.mfaEnabled ?? false,
    },
  });
}

export async function authHeaders(config: Config, userId: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signAccessToken(config.jwtSecret, userId)}` };
}
