/**
 * The long-lived services every part of the server shares. The domain (graph/auth, graph/account,
 * graph/billing, graph/exam, ...) takes a narrow Pick of these and never the GraphQL context: it
 * knows nothing of the request, its cookies or who is signed in (docs/decisions/010-domain-services.md).
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import type { Limits } from './auth/limits.ts';
import type { PasswordHasher } from './auth/passwords.ts';
import type { Config } from './config.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** Long-lived services shared by every request. */
export interface AppServices {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  passwords: PasswordHasher;
  limits: Limits;
  /** Requests per personal access token. */
  apiTokenLimiter: RateLimiterAbstract;
  /** The server's clock where a rule runs on time (an exam's deadline, a TOTP window); tests move it. */
  now?: () => Date;
}

/** The time by the services' clock (AppServices.now), else the real one. */
export const serverNow = (services: Pick<AppServices, 'now'>): Date => (services.now ? services.now() : new Date());
