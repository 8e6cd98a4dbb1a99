import type { EntityManager } from '@mikro-orm/postgresql';
import { groupedBy, placeholders, type sharedTrip } from '../db/batch-loaders.js';
import { CustomFilter, FilterKeyword, FilterStatus } from '../entities/index.js';
import { keywordMatchSql } from './filter.service.js';

const LIVE = '(cf.expires_at is null or cf.expires_at > now())';

/** One entry of a status's `filtered`: a filter of the viewer that matches it, and by what. */
export interface FilterMatch {
  filter: CustomFilter;
  keywordMatches: string[];
  statusMatches: number[];
}

/**
 * The viewer's live v2 filters matching each status (Mastodon's `filtered`), whatever their action and
 * contexts: clients read both. The keyword and status matches ride the shared trip of the other
 * per-viewer fields; the filters themselves are read only when something matches.
 */
export function createCustomFilterLoaders(
  em: EntityManager,
  viewerId: number | null,
  trip: ReturnType<typeof sharedTrip>,
) {
  const keywordSql = (ids: number[]) => `select s.id as key, k.id as value from statuses s
      join custom_filters cf on cf.user_id = ? and ${LIVE}
      join filter_keywords k on k.filter_id = cf.id
      where s.id in (${placeholders(ids)}) and ${keywordMatchSql('k.keyword', 'k.whole_word')}`;
  const statusSql = (ids: number[]) => `select s.id as key, fs.id as value from statuses s
      join custom_filters cf on cf.user_id = ? and ${LIVE}
      join filter_statuses fs on fs.filter_id = cf.id and fs.status_id in (s.id, s.reblog_of_id)
      where s.id in (${placeholders(ids)})`;
  return {
    /** The viewer's filters matching the status, by filter id; empty without a viewer. */
    filterMatchesByStatusId: groupedBy(
      async (ids: number[]): Promise<Array<FilterMatch & { statusId: number }>> => {
        if (viewerId == null) return [];
        const [kRows, sRows] = await Promise.all([
          trip(keywordSql(ids), [viewerId, ...ids]),
          trip(statusSql(ids), [viewerId, ...ids]),
        ]);
        const keywordIds = kRows.map((r) => Number(r.value));
        const entryIds = sRows.map((r) => Number(r.value));
        if (!keywordIds.length && !entryIds.length) return [];
        const [keywords, entries] = await Promise.all([
          keywordIds.length ? em.find(FilterKeyword, { id: { $in: keywordIds } }) : [],
          entryIds.length ? em.find(FilterStatus, { id: { $in: entryIds } }) : [],
        ]);
        const filterIds = [...new Set([...keywords, ...entries].map((x) => x.filter.id))];
        const filters = new Map((await em.find(CustomFilter, { id: { $in: filterIds } })).map((f) => [f.id, f]));
        const keywordById = new Map(keywords.map((k) => [k.id, k]));
        const entryById = new Map(entries.map((e) => [e.id, e]));
        const found = new Map<string, FilterMatch & { statusId: number }>();
        const entry = (statusId: number, filterId: number) => {
          const key = `${statusId}:${filterId}`;
          let m = found.get(key);
          if (!m)
            found.set(key, (m = { statusId, filter: filters.get(filterId)!, keywordMatches: [], statusMatches: [] }));
          return m;
        };
        for (const r of kRows) {
          const k = keywordById.get(Number(r.value))!;
          entry(Number(r.key), k.filter.id).keywordMatches.push(k.keyword);
        }
        for (const r of sRows) {
          const e = entryById.get(Number(r.value))!;
          entry(Number(r.key), e.filter.id).statusMatches.push(e.status.id);
        }
        return [...found.values()].sort((a, b) => a.filter.id - b.filter.id);
      },
      (m) => m.statusId,
    ),
  };
}
