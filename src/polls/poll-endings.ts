import type { AppDeps } from '../graphql/context.js';
import { announceEndedPolls, nextPollEnd } from './poll.service.js';

/** Polls are checked at least this often, so one created after the last check waits no longer. */
export const POLL_CHECK_MAX_MS = 15_000;

/**
 * The job that announces ended polls. It keeps nothing in memory: at start and after each round it reads the
 * next unannounced end from the database and sleeps until then (at most POLL_CHECK_MAX_MS), so polls that ended
 * while the server was down are announced at the next start.
 */
export function startPollEndings(deps: AppDeps, maxWaitMs = POLL_CHECK_MAX_MS): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const round = async () => {
    let wait = maxWaitMs;
    try {
      const em = deps.orm.em.fork();
      await announceEndedPolls(em);
      const next = await nextPollEnd(em);
      if (next) wait = Math.min(maxWaitMs, Math.max(0, next.getTime() - Date.now()) + 50);
    } catch (err) {
      deps.logger.error({ err }, 'ended polls not announced');
    }
    if (!stopped) {
      timer = setTimeout(() => void round(), wait);
      timer.unref();
    }
  };
  void round();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
