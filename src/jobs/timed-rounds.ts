import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../graphql/context.js';

/**
 * A job that keeps nothing in memory: each round does what is due and answers when the next thing falls due;
 * it sleeps until then (at most `maxWaitMs`, so work added meanwhile waits no longer), and work that fell due
 * while the server was down is done at the next start. A failed round is logged with `failure` and tried again.
 */
export function startTimedRounds(
  deps: AppDeps,
  failure: string,
  round: (em: EntityManager) => Promise<Date | null>,
  maxWaitMs: number,
): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async () => {
    let wait = maxWaitMs;
    try {
      const next = await round(deps.orm.em.fork());
      if (next) wait = Math.min(maxWaitMs, Math.max(0, next.getTime() - Date.now()) + 50);
    } catch (err) {
      deps.logger.error({ err }, failure);
    }
    if (!stopped) {
      timer = setTimeout(() => void run(), wait);
      timer.unref();
    }
  };
  void run();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
