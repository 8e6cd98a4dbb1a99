import type { AppDeps } from '../graphql/context.js';
import { startTimedRounds } from '../jobs/timed-rounds.js';
import { nextScheduledAt, publishDueScheduledStatuses } from './scheduled-status.service.js';

/** Scheduled statuses are looked for at least this often, so one scheduled after the last look waits no longer. */
export const SCHEDULED_CHECK_MAX_MS = 15_000;

/** The job that posts scheduled statuses at their time (each once, however many instances run it). */
export function startScheduledPublishing(deps: AppDeps, maxWaitMs = SCHEDULED_CHECK_MAX_MS): { stop(): void } {
  return startTimedRounds(
    deps,
    'scheduled statuses not posted',
    async (em) => {
      const { dropped } = await publishDueScheduledStatuses(em, deps.config);
      for (const { id, reason } of dropped)
        deps.logger.warn({ scheduledStatusId: id, reason }, 'scheduled status could not be posted; dropped');
      return nextScheduledAt(em);
    },
    maxWaitMs,
  );
}
