import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { isDeepStrictEqual } from 'node:util';
import type { Orm } from '../db/database.js';

/** Fedify's key array as the row key: its JSON text, so a prefix of keys is a prefix of text. */
const keyText = (key: KvKey): string => JSON.stringify(key);

/** Fedify's key for the HTTP signature scheme that worked with an origin (RFC 9421 or draft-cavage). */
const SIGNATURE_SCHEME_KEY = keyText(['_fedify', 'httpMessageSignaturesSpec']).slice(0, -1);

/**
 * How long the scheme that worked with an origin is remembered. Fedify keeps it for ever, so a peer that once
 * refused RFC 9421 (or failed for another reason while we tried it) would be signed draft-cavage for good; after
 * this, the next delivery tries RFC 9421 again first (and falls back again if it must).
 */
export const SIGNATURE_SCHEME_MEMORY_HOURS = 24;

const expiry = (key: KvKey, options?: KvStoreSetOptions): Date | null => {
  if (options?.ttl) return new Date(Date.now() + options.ttl.total({ unit: 'millisecond' }));
  return keyText(key).startsWith(SIGNATURE_SCHEME_KEY)
    ? new Date(Date.now() + SIGNATURE_SCHEME_MEMORY_HOURS * 3_600_000)
    : null;
};

const LIVE = `("expires_at" is null or "expires_at" > now())`;

/** The live entries whose key is `prefix` or starts with it, as a condition on `federation_kv`. */
export function liveUnderSql(prefix: KvKey): { sql: string; params: unknown[] } {
  const text = keyText(prefix);
  return {
    sql: `("key" = ? or left("key", ?) = ?) and ${LIVE}`,
    params: [text, text.length, `${text.slice(0, -1)},`],
  };
}

/**
 * Fedify's KvStore on our database (table `federation_kv`), so every instance sharing the database shares
 * its caches and its record of activities already handled. Works on PGlite and PostgreSQL alike.
 */
export class DatabaseKvStore implements KvStore {
  constructor(private readonly orm: Orm) {}

  private run<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.fork().getConnection().execute<T[]>(sql, params);
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const rows = await this.run<{ value: string }>(
      `select "value"::text as "value" from "federation_kv" where "key" = ? and ${LIVE}`,
      [keyText(key)],
    );
    return rows[0] ? (JSON.parse(rows[0].value) as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.run(
      `insert into "federation_kv" ("key", "value", "expires_at") values (?, ?::jsonb, ?)
       on conflict ("key") do update set "value" = excluded."value", "expires_at" = excluded."expires_at"`,
      [keyText(key), JSON.stringify(value), expiry(key, options)],
    );
  }

  async delete(key: KvKey): Promise<void> {
    await this.run(`delete from "federation_kv" where "key" = ?`, [keyText(key)]);
  }

  /**
   * Sets `newValue` (undefined: removes the entry) only if the live value equals `expectedValue` (undefined:
   * absent), in one transaction.
   */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    return this.orm.em.fork().transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const rows = await conn.execute<Array<{ value: string; live: boolean }>>(
        `select "value"::text as "value", ${LIVE} as "live" from "federation_kv" where "key" = ? for update`,
        [keyText(key)],
        'all',
        ctx,
      );
      const current = rows[0]?.live ? JSON.parse(rows[0].value) : undefined;
      if (!isDeepStrictEqual(current, expectedValue)) return false;
      // Undefined: the entry goes (Fedify's circuit breaker closes a circuit so, after a successful probe).
      if (newValue === undefined) {
        await conn.execute(`delete from "federation_kv" where "key" = ?`, [keyText(key)], 'run', ctx);
        return true;
      }
      await conn.execute(
        `insert into "federation_kv" ("key", "value", "expires_at") values (?, ?::jsonb, ?)
         on conflict ("key") do update set "value" = excluded."value", "expires_at" = excluded."expires_at"`,
        [keyText(key), JSON.stringify(newValue), expiry(key, options)],
        'run',
        ctx,
      );
      return true;
    });
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const under = prefix ? liveUnderSql(prefix) : null;
    const rows = under
      ? await this.run<{ key: string; value: string }>(
          `select "key", "value"::text as "value" from "federation_kv" where ${under.sql} order by "key"`,
          under.params,
        )
      : await this.run<{ key: string; value: string }>(
          `select "key", "value"::text as "value" from "federation_kv" where ${LIVE} order by "key"`,
          [],
        );
    for (const row of rows) yield { key: JSON.parse(row.key) as KvKey, value: JSON.parse(row.value) };
  }

  /** Drops expired entries (called now and then by the queue's worker). */
  async sweep(): Promise<void> {
    await this.run(`delete from "federation_kv" where "expires_at" <= now()`, []);
  }
}
