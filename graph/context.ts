import type { Logger } from 'pino';
import { verifyAccessToken } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { User } from './generated/prisma/client.ts';

/** What every resolver receives. */
export interface Context {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  /** The signed-in user, or null. */
  viewer: User | null;
}

export interface AppServices {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

export async function createContext(services: AppServices, request: Request): Promise<Context> {
  const token = bearerToken(request);
  const userId = token ? await verifyAccessToken(services.config.jwtSecret, token) : null;
  const viewer = userId ? await services.prisma.user.findUnique({ where: { id: userId } }) : null;
  return { ...services, viewer };
}
