import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** A limit was reached; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please try again later.');
    this.name = 'RateLimitedError';
  }
}

const limiter = (points: number, durationSeconds: number, blockSeconds = 0) =>
  new RateLimiterMemory({ points, duration: durationSeconds, blockDuration: blockSeconds });

/**
 * Brute-force limits, per app instance. Per-IP limits slow a single attacker; per-account limits
 * count failures only and are keyed by account AND address, so a stranger guessing from their own
 * address cannot lock the owner out, and the owner can always reset their password or use Google.
 */
export function createLimits() {
  return {
    signInPerIp: limiter(30, 15 * 60),
    signInFailuresPerAccountAndIp: limiter(5, 15 * 60, 15 * 60),
    signInFailuresPerAccount: limiter(50, 60 * 60),
    codeFailuresPerUser: limiter(10, 15 * 60, 15 * 60),
    codePerIp: limiter(30, 15 * 60),
    resetRequestsPerIp: limiter(10, 60 * 60),
    resetRequestsPerAccount: limiter(3, 60 * 60),
    registrationsPerIp: limiter(10, 60 * 60),
  };
}

export type Limits = ReturnType<typeof createLimits>;

/** Spends a point; throws RateLimitedError once the limit is reached. */
export async function consume(limit: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limit.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    throw error;
  }
}

/** Throws RateLimitedError if the key has no points left, without spending one. */
export async function check(limit: RateLimiterMemory, key: string): Promise<void> {
  const state = await limit.get(key);
  if (state && state.remainingPoints <= 0) throw new RateLimitedError(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
}
