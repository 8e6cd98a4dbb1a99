import type { EntityManager } from '@mikro-orm/postgresql';
import { Status, type User, type Visibility } from '../entities/index.js';
import { blockedEitherWay, isFollowing } from '../relations/relationship.service.js';
import { blockedEitherWaySql } from '../relations/relation-rules.js';

/** Who, besides the author, may see a status: anyone, the accounts it is addressed to, the author's followers. */
type Audience = 'anyone' | 'addressed' | 'followers';

/**
 * Who may see a status, the one rule every path applies (REST, GraphQL, timelines, notifications, streaming,
 * search), here in memory (`canSee`) and as SQL (`visibleSql`), both read from this table:
 * - the author always;
 * - anyone else only when neither blocks the other, and when among the audience of the visibility:
 *   public and unlisted: anyone; private: the addressed accounts and the author's (accepted) followers;
 *   direct: the addressed accounts (an anonymous caller is "anyone" and nothing else);
 * - a reblog, when the reblog itself and the reblogged status both are visible.
 * test/integration/src/statuses/visibility-rule.test.ts proves that the two forms agree on every case.
 */
const AUDIENCE: Readonly<Record<Visibility, readonly Audience[]>> = {
  public: ['anyone'],
  unlisted: ['anyone'],
  private: ['addressed', 'followers'],
  direct: ['addressed'],
};

/** The visibilities whose audience includes `who`. */
const visibilitiesFor = (who: Audience) =>
  (Object.keys(AUDIENCE) as Visibility[]).filter((v) => AUDIENCE[v].includes(who));

export async function canSee(em: EntityManager, viewer: User | null, status: Status): Promise<boolean> {
  if (!(await canSeeItself(em, viewer, status))) return false;
  if (!status.reblogOf) return true;
  const original = await em.findOne(Status, status.reblogOf.id);
  return original != null && canSeeItself(em, viewer, original);
}

async function canSeeItself(em: EntityManager, viewer: User | null, status: Status): Promise<boolean> {
  const authorId = status.account.id;
  if (viewer && viewer.id === authorId) return true;
  if (viewer && (await blockedEitherWay(em, viewer.id, authorId))) return false;
  for (const who of AUDIENCE[status.visibility as Visibility]) {
    if (who === 'anyone') return true;
    if (viewer == null) continue;
    if (who === 'addressed' && status.recipientIds.includes(viewer.id)) return true;
    if (who === 'followers' && (await isFollowing(em, viewer.id, authorId))) return true;
  }
  return false;
}

/** Who is asking, in SQL: a bound id (`?`) or a column of the query (`v.id`, to ask for many viewers at once). */
interface ViewerSql {
  expr: string;
  params: unknown[];
}

const sqlList = (values: readonly string[]) => (values.length ? values.map((v) => `'${v}'`).join(', ') : 'null');

function visibleItselfSql(s: string, viewer: ViewerSql | null): { sql: string; params: unknown[] } {
  const toAnyone = `${s}.visibility in (${sqlList(visibilitiesFor('anyone'))})`;
  if (viewer == null) return { sql: toAnyone, params: [] };
  const v = viewer.expr;
  return {
    sql: `(${s}.account_id = ${v} or ((${toAnyone}
      or (${s}.visibility in (${sqlList(visibilitiesFor('addressed'))}) and ${v} = any(${s}.recipient_ids))
      or (${s}.visibility in (${sqlList(visibilitiesFor('followers'))}) and exists (select 1 from follows f where f.follower_id = ${v} and f.following_id = ${s}.account_id and f.state = 'accepted')))
      and not ${blockedEitherWaySql(v, `${s}.account_id`)}))`,
    params: Array.from({ length: 5 }, () => viewer.params).flat(),
  };
}

function visibleForSql(alias: string, viewer: ViewerSql | null): { sql: string; params: unknown[] } {
  const own = visibleItselfSql(alias, viewer);
  const original = visibleItselfSql(`${alias}_rb`, viewer);
  return {
    sql: `(${own.sql} and (${alias}.reblog_of_id is null or exists (select 1 from statuses ${alias}_rb where ${alias}_rb.id = ${alias}.reblog_of_id and ${original.sql})))`,
    params: [...own.params, ...original.params],
  };
}

/** `visibleSql`'s text for a viewer, by alias, with how many times it binds the viewer's id. */
const viewerRules = new Map<string, { sql: string; binds: number }>();

/**
 * The same rule as SQL over an alias of the statuses table, for queries that list statuses
 * (blocks and reblogged statuses included). Bind the returned params in order.
 */
export function visibleSql(alias: string, viewerId: number | null): { sql: string; params: unknown[] } {
  if (viewerId == null) return visibleForSql(alias, null);
  // The text is the same for every viewer (the id is bound): written once per alias, as every request asks.
  let rule = viewerRules.get(alias);
  if (!rule) {
    const { sql, params } = visibleForSql(alias, { expr: '?', params: [null] });
    viewerRules.set(alias, (rule = { sql, binds: params.length }));
  }
  return { sql: rule.sql, params: Array<number>(rule.binds).fill(viewerId) };
}

/** The same rule for a viewer id held in a column of the query (`v.id`): one statement for many viewers. */
export function visibleToColumnSql(alias: string, viewerColumn: string): { sql: string; params: unknown[] } {
  return visibleForSql(alias, { expr: viewerColumn, params: [] });
}
