import type { EntityManager } from '@mikro-orm/postgresql';
import { byId, groupedBy, keyedBy, placeholders, plainRows, valueBy } from '../db/batch-loaders.js';
import { Poll } from '../entities/index.js';

/** The batch loaders behind the Poll fields: one statement per field for every poll of a page. */
export function createPollLoaders(em: EntityManager, viewerId: number | null) {
  const rows = <T>(sql: string, params: unknown[]): Promise<T[]> => em.getConnection().execute(sql, params);
  const polls = plainRows(em, Poll);
  return {
    pollById: byId((ids) => em.find(Poll, { id: { $in: ids } })),
    /** Each status's poll (a list of at most one), as plain rows (see `plainRows`): asked for by every page. */
    pollByStatusId: groupedBy(
      (ids) => polls(...keyedBy('status_id', ids)),
      (p) => p.status.id,
    ),
    /** Votes per option: rows { choice, count } by poll. */
    pollVoteCounts: groupedBy(
      async (ids) =>
        (
          await rows<{ poll_id: number; choice: number; count: string | number }>(
            `select poll_id, choice, count(*) as count from poll_votes where poll_id in (${placeholders(ids)}) group by poll_id, choice`,
            ids,
          )
        ).map((r) => ({ pollId: Number(r.poll_id), choice: Number(r.choice), count: Number(r.count) })),
      (r) => r.pollId,
    ),
    pollVotersCount: valueBy((ids) =>
      rows(
        `select poll_id as key, count(distinct user_id) as value from poll_votes where poll_id in (${placeholders(ids)}) group by poll_id`,
        ids,
      ),
    ),
    /** The options the viewer chose, by poll (none without a viewer). */
    pollOwnVotes: groupedBy(
      async (ids) =>
        viewerId == null
          ? []
          : (
              await rows<{ poll_id: number; choice: number }>(
                `select poll_id, choice from poll_votes where user_id = ? and poll_id in (${placeholders(ids)}) order by choice`,
                [viewerId, ...ids],
              )
            ).map((r) => ({ pollId: Number(r.poll_id), choice: Number(r.choice) })),
      (r) => r.pollId,
    ),
  };
}
