import './fedify-env.js';
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { webcrypto } from 'node:crypto';
import type { SecretBox } from '../auth/secrets.js';
import { ActorKey } from '../entities/index.js';

/** RSA first: Mastodon checks draft-cavage signatures with it; Ed25519 serves RFC 9421 and object proofs. */
export type KeyPair = { publicKey: webcrypto.CryptoKey; privateKey: webcrypto.CryptoKey };

const ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;

/** Imported key pairs, per database and actor: made once, read once per process. */
const cache = new WeakMap<object, Map<string, Promise<KeyPair[]>>>();

/**
 * The key pairs of an actor (`user:<id>`, `instance`, `relay`): generated on first use and kept, the private
 * halves sealed with the server's SecretBox. Two instances making them at once keep the first stored.
 */
export function keyPairsOf(em: EntityManager, box: SecretBox, actor: string): Promise<KeyPair[]> {
  let perDb = cache.get(em.config);
  if (!perDb) cache.set(em.config, (perDb = new Map()));
  let pairs = perDb.get(actor);
  if (!pairs) {
    pairs = loadOrCreate(em.fork(), box, actor);
    perDb.set(actor, pairs);
    pairs.catch(() => perDb.delete(actor));
  }
  return pairs;
}

async function loadOrCreate(em: EntityManager, box: SecretBox, actor: string): Promise<KeyPair[]> {
  let rows = await em.find(ActorKey, { actor });
  const missing = ALGORITHMS.filter((a) => !rows.some((r) => r.algorithm === a));
  for (const algorithm of missing) {
    const pair = await generateCryptoKeyPair(algorithm);
    await em
      .getConnection()
      .execute(
        `insert into "actor_keys" ("actor", "algorithm", "public_jwk", "private_jwk_sealed") values (?, ?, ?::jsonb, ?) on conflict do nothing`,
        [
          actor,
          algorithm,
          JSON.stringify(await exportJwk(pair.publicKey)),
          box.seal(JSON.stringify(await exportJwk(pair.privateKey))),
        ],
      );
  }
  if (missing.length) rows = await em.fork().find(ActorKey, { actor });
  return Promise.all(
    ALGORITHMS.map(async (algorithm) => {
      const row = rows.find((r) => r.algorithm === algorithm)!;
      return {
        publicKey: await importJwk(row.publicJwk as webcrypto.JsonWebKey, 'public'),
        privateKey: await importJwk(JSON.parse(box.open(row.privateJwkSealed)) as webcrypto.JsonWebKey, 'private'),
      };
    }),
  );
}
