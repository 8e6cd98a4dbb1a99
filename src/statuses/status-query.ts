import type { EntityManager } from '@mikro-orm/postgresql';
import { plainRows } from '../db/batch-loaders.js';
import { Status } from '../entities/index.js';
import { keysetSql, mapPage, toPage, type Page, type PageWindow } from '../core/pagination.js';
import { domainBlockedSql, liveMuteSql } from '../relations/relation-rules.js';
import { visibleSql } from './visibility.js';
import { statusParts } from './status-parts.js';
import { cond, type Condition } from '../db/sql-condition.js';

export { cond, type Condition } from '../db/sql-condition.js';

/**
 * Statuses whose author, or the author of the status they reblog, the viewer hides: by a domain block always,
 * by a live mute unless `withMuted` (Pleroma's with_muted shows muted accounts, never blocked domains).
 */
export function hiddenAuthorSql(viewerId: number, withMuted = false): Condition {
  const hides = (account: string) =>
    withMuted
      ? domainBlockedSql('?', account)
      : `(${domainBlockedSql('?', account)} or exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = ${account} and ${liveMuteSql('m')}))`;
  const params = withMuted ? [viewerId] : [viewerId, viewerId];
  return cond(
    `not ${hides('s.account_id')} and not ${hides('(select o.account_id from statuses o where o.id = s.reblog_of_id)')}`,
    ...params,
    ...params,
  );
}

/** With media of their own or, for a reblog, of the status reblogged. */
export const WITH_MEDIA: Condition = cond(
  'exists (select 1 from media_attachments ma where ma.status_id = coalesce(s.reblog_of_id, s.id))',
);

/**
 * One page of statuses the viewer may see (visibility and blocks always applied) matching the conditions,
 * newest first, cursor = status id. The statuses are plain rows (see `plainRows`): a page is only rendered, and
 * hydrating its statuses and the entities they point to was the largest part of a home timeline request's CPU.
 * Each row carries its media, reactions, counts and the viewer's flags (`statusParts`), read in the same statement.
 */
export async function statusPage(
  em: EntityManager,
  viewerId: number | null,
  w: PageWindow,
  conditions: Condition[],
): Promise<Page<Status>> {
  const keyset = keysetSql('s.id', w);
  const all = [visibleSql('s', viewerId), ...conditions, cond(keyset.sql, ...keyset.params)];
  const rows = await plainRows(
    em,
    Status,
    's',
    statusParts(em, viewerId),
  )(`${all.map((c) => `(${c.sql})`).join(' and ')} order by s.id ${keyset.order} limit ?`, [
    ...all.flatMap((c) => c.params),
    w.limit,
  ]);
  return toPage(rows, w, (s) => s.id);
}

/**
 * One page of statuses the viewer may see through rows of another table that point at them (bookmarks,
 * say), ordered and cursored by that table's id: `rows` is `<table> <alias>` and must have a `status_id`.
 */
export async function statusPageThrough(
  em: EntityManager,
  viewerId: number | null,
  w: PageWindow,
  rows: { table: string; alias: string },
  conditions: Condition[],
): Promise<Page<Status>> {
  const { alias } = rows;
  const keyset = keysetSql(`${alias}.id`, w);
  const all = [visibleSql('s', viewerId), ...conditions, cond(keyset.sql, ...keyset.params)];
  const found: Array<{ cursor: number; status_id: number }> = await em.getConnection().execute(
    `select ${alias}.id as cursor, ${alias}.status_id from ${rows.table} ${alias} join statuses s on s.id = ${alias}.status_id
     where ${all.map((c) => `(${c.sql})`).join(' and ')} order by ${alias}.id ${keyset.order} limit ?`,
    [...all.flatMap((c) => c.params), w.limit],
  );
  const statuses = new Map(
    (await em.find(Status, { id: { $in: found.map((r) => r.status_id) } })).map((s) => [s.id, s]),
  );
  const page = toPage(found, w, (r) => Number(r.cursor));
  return mapPage(page, (r) => statuses.get(r.status_id));
}
