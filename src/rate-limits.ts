import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError } from './errors.js';

/** The named limits: `points` requests every `duration` seconds, per caller (user when known, else IP). */
export const RATE_LIMITS = {
  login: { points: 5, duration: 5 },
  upload: { points: 10, duration: 10 },
  authentication: { points: 30, duration: 10 },
  /** Pleroma's app_account_creation: 25 registrations every 30 minutes per address. */
  registration: { points: 25, duration: 1800 },
  /** Pleroma's password_reset: 5 mailings (reset links, confirmation links) every 30 minutes. */
  account_email: { points: 5, duration: 1800 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * One limiter per named limit. In memory by default; with a Redis client the counters live in Redis, so
 * every instance of the server shares them.
 */
export class RateLimits {
  private readonly limiters = new Map<RateLimitName, RateLimiterAbstract>();

  constructor(redis: Redis | null, keyPrefix = 'fedigraph-rl') {
    for (const [name, { points, duration }] of Object.entries(RATE_LIMITS) as [RateLimitName, { points: number; duration: number }][]) {
      const opts = { points, duration, keyPrefix: `${keyPrefix}:${name}` };
      this.limiters.set(name, redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts));
    }
  }

  /** Takes `points` from the caller's budget; throws RateLimitedError (with Retry-After) when it is spent. */
  async consume(name: RateLimitName, callerKey: string, points = 1): Promise<RateLimitState> {
    const limit = RATE_LIMITS[name].points;
    try {
      const res = await this.limiters.get(name)!.consume(callerKey, points);
      return { limit, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new RateLimitedError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)), limit);
      throw err;
    }
  }
}
