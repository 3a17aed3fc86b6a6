import type pg from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DEMO_SIGN_INS_PER_HOUR } from './demo.ts';

/** A limit was reached; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please try again later.');
    this.name = 'RateLimitedError';
  }
}

export type Limit = RateLimiterAbstract;

/** Where the counts live on PostgreSQL: one table for every limit, created by the library. */
export const RATE_LIMIT_TABLE = 'RateLimit';

/** Each limit: points per window, the window and how long reaching it blocks (seconds). */
const LIMITS = {
  signInPerIp: { points: 30, duration: 15 * 60 },
  // Failed passwords from unknown devices: per account and address, and per account in all.
  signInFailuresPerAccountAndIp: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  signInFailuresPerAccount: { points: 50, duration: 60 * 60 },
  // Failed passwords from a device the owner signed in on, counted for that device alone.
  signInFailuresPerDevice: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  // Wrong two-factor codes: after a first step from unknown devices (per account), or from a known device.
  codeFailuresPerUser: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  codeFailuresPerDevice: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  codePerIp: { points: 30, duration: 15 * 60 },
  resetRequestsPerIp: { points: 10, duration: 60 * 60 },
  // Reset mails per account for requests from unknown devices, and per known device.
  resetMailsPerAccount: { points: 3, duration: 60 * 60 },
  resetMailsPerDevice: { points: 3, duration: 60 * 60 },
  registrationsPerIp: { points: 10, duration: 60 * 60 },
  demoSignInsPerIp: { points: DEMO_SIGN_INS_PER_HOUR, duration: 60 * 60 },
  // Full account exports (GET /api/account/export) per learner: each reads their whole history.
  accountExportsPerUser: { points: 5, duration: 60 * 60 },
} satisfies Record<string, { points: number; duration: number; blockDuration?: number }>;

export type Limits = Record<keyof typeof LIMITS, Limit>;

/**
 * Brute-force limits. Per-IP limits slow a single attacker; per-account limits count failures
 * of unknown devices only, so a stranger cannot lock the owner out of a device they signed in on
 * (graph/auth/devices.ts). With a PostgreSQL pool the counts are kept in the database, so every
 * app process behind a load balancer shares one budget; the embedded database serves a single
 * process, whose memory is enough. Resolves once the table exists.
 */
export async function createLimits({ pool }: { pool?: pg.Pool } = {}): Promise<Limits> {
  if (pool) await createRateLimitTable(pool);
  return Object.fromEntries(
    Object.entries(LIMITS).map(([name, options]) => {
      const base = { ...options, keyPrefix: name };
      if (!pool) return [name, new RateLimiterMemory(base)];
      return [name, new RateLimiterPostgres({ ...base, storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated: true })];
    }),
  ) as Limits;
}

/**
 * The library's own table, created here once rather than by each limiter: PostgreSQL's
 * CREATE TABLE IF NOT EXISTS is not safe against itself, and concurrent creators (these limiters,
 * or two processes starting together) fail with a duplicate type or key, which only means
 * another creator won.
 */
async function createRateLimitTable(pool: pg.Pool): Promise<void> {
  try {
    await pool.query(`CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
  } catch (error) {
    if (!['23505', '42710', '42P07'].includes((error as { code?: string }).code ?? '')) throw error;
  }
}

/** Spends a point; throws RateLimitedError once the limit is reached. */
export async function consume(limit: Limit, key: string): Promise<void> {
  try {
    await limit.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    throw error;
  }
}

/** Throws RateLimitedError if the key has no points left, without spending one. */
export async function check(limit: Limit, key: string): Promise<void> {
  const state = await limit.get(key);
  if (state && state.remainingPoints <= 0) throw new RateLimitedError(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
}
