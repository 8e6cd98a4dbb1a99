import { UnauthenticatedError } from '../core/errors.js';
import type { RateLimitName, RateLimits } from '../rate-limits/rate-limits.js';

/**
 * Runs one password check under the failed-attempt limits (src/rate-limits/rate-limits.ts): refused unverified (429) once
 * the address or the login name has spent its failures; a failure is counted against both. The login name is
 * counted whether or not such an account exists, so the limit tells nothing about which ones do.
 */
export async function limitPasswordCheck<T>(
  rateLimits: RateLimits,
  address: string,
  login: string,
  check: () => Promise<T>,
): Promise<T> {
  const keys: Array<{ limit: RateLimitName; key: string }> = [
    { limit: 'password_failures_address', key: `ip:${address}` },
    { limit: 'password_failures_account', key: `login:${login.trim().toLowerCase()}` },
  ];
  for (const { limit, key } of keys) await rateLimits.ensureAvailable(limit, key);
  try {
    return await check();
  } catch (err) {
    if (err instanceof UnauthenticatedError) {
      for (const { limit, key } of keys) await rateLimits.consume(limit, key).catch(() => undefined); // this attempt still answers 401
    }
    throw err;
  }
}
