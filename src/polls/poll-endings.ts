import type { AppDeps } from '../graphql/context.js';
import { startTimedRounds } from '../jobs/timed-rounds.js';
import { announceEndedPolls, nextPollEnd } from './poll.service.js';

/** Polls are checked at least this often, so one created after the last check waits no longer. */
export const POLL_CHECK_MAX_MS = 15_000;

/**
 * The job that announces ended polls: it reads the next unannounced end from the database after each round,
 * so polls that ended while the server was down are announced at the next start.
 */
export function startPollEndings(deps: AppDeps, maxWaitMs = POLL_CHECK_MAX_MS): { stop(): void } {
  return startTimedRounds(
    deps,
    'ended polls not announced',
    async (em) => {
      await announceEndedPolls(em);
      return nextPollEnd(em);
    },
    maxWaitMs,
  );
}
