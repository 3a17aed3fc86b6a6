import { randomUUID } from 'node:crypto';
import { openSession } from '../../graph/auth/sessions.ts';
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

/** A bearer header for a real session of the user, as a sign-in would give. */
export async function authHeaders(t: { config: Config; db: { prisma: PrismaClient } }, userId: string): Promise<Record<string, string>> {
  const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const { accessToken } = await openSession(t.db.prisma, t.config.jwtSecret, user);
  return { authorization: `Bearer ${accessToken}` };
}
