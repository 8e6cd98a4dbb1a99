import { liveUnderSql } from './kv-store.js';

/** The key under which the relay actor's followers are kept (`federation_kv`). */
export const RELAY_FOLLOWERS = ['fedigraph', 'relay', 'follower'] as const;

/** Whether the account `u` (a row of `users`) is another server's that activities can be delivered to. */
export const remoteAccountSql = (u: string) =>
  `not ${u}.local and ${u}.ap_id is not null and ${u}.inbox_url is not null`;

/**
 * Whether a new status (the row `statuses`) may go to another server, as SQL: a reblog (its Announce is decided
 * by `deliverReblog`), or a local status with a remote account among its possible audience (the addressees and,
 * unless direct, the accepted followers, as the outbox's `remoteAudience` picks them) or, public, with a follower
 * of the relay actor. Most statuses of most instances have neither, and then the outbox reads nothing else.
 */
export function mayFederateSql(statuses: string): { sql: string; params: unknown[] } {
  const relays = liveUnderSql(RELAY_FOLLOWERS);
  const s = statuses;
  // The addressees and the followers are asked apart, each stopping at its first remote account: their union
  // (one `in`) made PostgreSQL build and deduplicate the whole audience of every new status first.
  const remote = remoteAccountSql('u');
  return {
    sql: `(${s}.reblog_of_id is not null or (${s}.local and (
        exists (select 1 from users u where u.id = any(${s}.recipient_ids || ${s}.mention_ids) and ${remote})
        or (${s}.visibility <> 'direct' and exists (select 1 from follows f join users u on u.id = f.follower_id
          where f.following_id = ${s}.account_id and f.state = 'accepted' and ${remote}))
        or (${s}.visibility = 'public' and exists (select 1 from federation_kv where ${relays.sql})))))`,
    params: relays.params,
  };
}
