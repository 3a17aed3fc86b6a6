import type pg from 'pg';
import type { Logger } from 'pino';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** Requests a personal access token may make per minute, across every process sharing the database. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 120;

/**
 * The per-token request limit. With PostgreSQL the counts live in the database (table
 * "ApiTokenRateLimit", created by the library on first use), so several processes share one
 * budget per token; the embedded database serves one process, whose memory is enough.
 */
export function createApiTokenLimiter(options: { pool?: pg.Pool; logger?: Logger; points?: number } = {}): RateLimiterAbstract {
  const base = { points: options.points ?? API_TOKEN_REQUESTS_PER_MINUTE, duration: 60, keyPrefix: 'api_token' };
  if (!options.pool) return new RateLimiterMemory(base);
  return new RateLimiterPostgres({ ...base, storeClient: options.pool, storeType: 'pool', tableName: 'ApiTokenRateLimit' }, (error?: Error) => {
    if (error) options.logger?.error({ err: error }, 'could not create the API token rate-limit table');
  });
}

/** Spends one request of a token's budget: null when allowed, else the seconds to wait. */
export async function spendApiTokenRequest(limiter: RateLimiterAbstract, tokenId: string): Promise<number | null> {
  try {
    await limiter.consume(tokenId);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}
