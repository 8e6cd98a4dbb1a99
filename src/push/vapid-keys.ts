import type { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import type { SecretBox } from '../auth/secrets.js';
import { WebPushKey } from '../entities/index.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Per database (tests run several apps in one process), read once. */
const cached = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The instance's VAPID keys (RFC 8292), made the first time they are asked for (at start: src/app.ts) and kept in
 * the database, the private key sealed; instances sharing the database share them (the first insert wins, the
 * others read it).
 */
export function vapidKeys(em: EntityManager, box: SecretBox): Promise<VapidKeys> {
  let keys = cached.get(em.config);
  if (!keys) {
    keys = loadOrCreate(em.fork(), box);
    keys.catch(() => cached.delete(em.config));
    cached.set(em.config, keys);
  }
  return keys;
}

async function loadOrCreate(em: EntityManager, box: SecretBox): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await em
    .getConnection()
    .execute(
      `insert into "web_push_keys" ("id", "public_key", "private_key_sealed") values (1, ?, ?) on conflict ("id") do nothing`,
      [made.publicKey, box.seal(made.privateKey)],
    );
  const row = await em.findOneOrFail(WebPushKey, 1);
  return { publicKey: row.publicKey, privateKey: box.open(row.privateKeySealed) };
}
