import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError } from '../core/errors.js';
import { SETTING_DEFAULTS, type RateLimitValue } from '../settings/setting-defaults.js';

/** The named limits: the keys of the `:rate_limit` setting (src/settings/settings.service.ts). */
export type RateLimitName = keyof typeof SETTING_DEFAULTS.rate_limit;
export type RateLimitTable = Record<RateLimitName, RateLimitValue>;

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** `points` requests every `duration` seconds for this caller: users (`user:…` keys) take the second pair of a list. */
function budget(value: RateLimitValue, callerKey: string): { points: number; duration: number } {
  const [ms, points] = Array.isArray(value[0])
    ? (value as [[number, number], [number, number]])[callerKey.startsWith('user:') ? 1 : 0]
    : (value as [number, number]);
  return { points, duration: Math.max(1, Math.ceil(ms / 1000)) };
}

/**
 * One limiter per named limit and budget. In memory by default; with a Redis client the counters live in Redis, so
 * every instance of the server shares them. The budgets are read on each call from `current` (the configuration
 * store's `:rate_limit`), so an admin's change applies to the next request.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly redis: Redis | null,
    private readonly keyPrefix = 'fedigraph-rl',
    private readonly current: () => RateLimitTable = () => SETTING_DEFAULTS.rate_limit,
  ) {}

  private limiter(name: RateLimitName, points: number, duration: number): RateLimiterAbstract {
    const id = `${name}:${points}:${duration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const opts = { points, duration, keyPrefix: `${this.keyPrefix}:${id}` };
      limiter = this.redis ? new RateLimiterRedis({ ...opts, storeClient: this.redis }) : new RateLimiterMemory(opts);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** The limiter and budget of `name` for this caller, as the settings say now. */
  private budgetFor(name: RateLimitName, callerKey: string): { limiter: RateLimiterAbstract; limit: number } {
    const { points, duration } = budget(this.current()[name] ?? SETTING_DEFAULTS.rate_limit[name], callerKey);
    return { limiter: this.limiter(name, points, duration), limit: points };
  }

  /** Throws RateLimitedError when the caller's budget is already spent, without taking from it. */
  async ensureAvailable(name: RateLimitName, callerKey: string): Promise<void> {
    const { limiter, limit } = this.budgetFor(name, callerKey);
    const res = await limiter.get(callerKey);
    if (res && res.consumedPoints >= limit)
      throw new RateLimitedError(Math.max(1, Math.ceil(res.msBeforeNext / 1000)), limit);
  }

  /** Takes `points` from the caller's budget; throws RateLimitedError (with Retry-After) when it is spent. */
  async consume(name: RateLimitName, callerKey: string, points = 1): Promise<RateLimitState> {
    const { limiter, limit } = this.budgetFor(name, callerKey);
    try {
      const res = await limiter.consume(callerKey, points);
      return { limit, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
    } catch (err) {
      if (err instanceof RateLimiterRes)
        throw new RateLimitedError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)), limit);
      throw err;
    }
  }
}
