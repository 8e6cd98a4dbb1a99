/** How many server processes to run, and why: what `WEB_CONCURRENCY` asks, within what the databases allow. */
export type ProcessPlan = { processes: number; note?: string } | { refusal: string };

/**
 * `WEB_CONCURRENCY=N` runs N server processes on one port (default: the machine's cores). They share
 * PostgreSQL and, through Redis, the event bus (streaming, settings, caches) and the rate limits: without
 * Redis each process would keep its own, so N > 1 asked for without REDIS_URL is refused, and the default
 * falls back to one process. The embedded PGlite database belongs to the one process that opened its files:
 * always one process.
 */
export function processPlan(
  env: { WEB_CONCURRENCY?: string },
  config: { databaseUrl: string | undefined; redisUrl: string | undefined },
  cores: number,
): ProcessPlan {
  const asked = env.WEB_CONCURRENCY?.trim() || undefined;
  if (asked !== undefined && !/^[1-9]\d{0,2}$/.test(asked))
    return { refusal: `WEB_CONCURRENCY must be a whole number of processes from 1 to 999, got "${asked}"` };
  const wanted = asked === undefined ? cores : Number(asked);
  if (!config.databaseUrl)
    return {
      processes: 1,
      note: 'one server process: the embedded PGlite database belongs to the process that opened its files (DATABASE_URL and REDIS_URL run one per core)',
    };
  if (wanted > 1 && !config.redisUrl) {
    if (asked !== undefined)
      return {
        refusal: `WEB_CONCURRENCY=${asked} needs REDIS_URL: the processes share streaming events, settings and rate limits through Redis (set REDIS_URL, or WEB_CONCURRENCY=1)`,
      };
    return { processes: 1, note: 'one server process: several need REDIS_URL to share events and rate limits' };
  }
  return { processes: wanted };
}
