import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DatabaseKvStore, SIGNATURE_SCHEME_MEMORY_HOURS } from '../../../../src/federation/kv-store.js';
import { authorFollowedBy, eventually, useInstance } from '../../../support/federation.js';
import { startForeignPeer, type ForeignPeer } from '../../../support/foreign-peer.js';
import type { Client } from '../../../support/rest.js';

/** Deliveries to the hand-made peer: failing and recovering, and the signature scheme it accepts. */
const a = useInstance();
let peer: ForeignPeer;
let admin: Client;
let poster: Client;
let kv: DatabaseKvStore;

beforeAll(async () => {
  peer = await startForeignPeer();
  kv = new DatabaseKvStore(a.orm);
  ({ poster, admin } = await authorFollowedBy(a, peer.actor('watcher')));
}, 60_000);

afterAll(() => peer.close());

const post = async (text: string): Promise<string> =>
  (await poster.post('/api/v1/statuses').send({ status: text }).expect(200)).body.uri;
/** How many times a Create of `uri` reached the peer's inboxes (answered or not). */
const creates = (uri: string) =>
  peer.received.filter((r) => r.body.type === 'Create' && (r.body.object as { id?: string })?.id === uri).length;
const health = async () => (await admin.get('/api/pleroma/admin/federation/health').expect(200)).body;

describe('a peer answering 500 for a while', () => {
  it('gets the delivery by a retry once it answers again, and is healthy', async () => {
    peer.inboxStatus = 500;
    const uri = await post('while down');
    // The first attempt fails (RFC 9421, then draft-cavage, both answered 500).
    expect(await eventually(async () => creates(uri) >= 2)).toBe(true);
    peer.inboxStatus = 202;
    const failedAttempts = creates(uri);
    // The job worker retries after 2 s, then 4 s...: the next attempt is answered.
    const recovered = await eventually(async () => {
      const h = await health();
      return creates(uri) > failedAttempts && h.queue_size === 0 ? h : null;
    }, 60_000);
    expect(recovered).toEqual({ queue_size: 0, unreachable_hosts: [] });
    const after = await post('back up');
    expect(await eventually(async () => creates(after))).toBe(1);
  }, 120_000);
});

describe('the signature scheme remembered per origin', () => {
  const schemeKey = () => ['_fedify', 'httpMessageSignaturesSpec', peer.origin] as const;
  const signedWith = (uri: string) =>
    peer.received
      .filter((r) => r.body.type === 'Create' && (r.body.object as { id?: string })?.id === uri)
      .map((r) => (r.headers['signature-input'] ? 'rfc9421' : 'draft-cavage'));

  it('falls back to draft-cavage for a peer refusing RFC 9421, for 24 hours, then tries RFC 9421 first again', async () => {
    peer.refuseRfc9421 = true;
    await kv.delete(schemeKey());
    const first = await post('first knock');
    // The refused RFC 9421 attempt is not recorded by the peer; the draft-cavage one is.
    expect(await eventually(async () => signedWith(first).length)).toBe(1);
    expect(signedWith(first)).toEqual(['draft-cavage']);
    // Fedify records the scheme once the delivery has succeeded: after the peer has the request.
    expect(await eventually(async () => kv.get(schemeKey()))).toBe('draft-cavage-http-signatures-12');
    const [row] = await a.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ expires_at: string }>>(`select "expires_at" from "federation_kv" where "key" = ?`, [
        JSON.stringify(schemeKey()),
      ]);
    const hours = (new Date(row.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(SIGNATURE_SCHEME_MEMORY_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(SIGNATURE_SCHEME_MEMORY_HOURS);

    // Once it has expired, and the peer accepts RFC 9421 now, RFC 9421 is used first again.
    await a.orm.em
      .fork()
      .getConnection()
      .execute(`update "federation_kv" set "expires_at" = now() - interval '1 second' where "key" = ?`, [
        JSON.stringify(schemeKey()),
      ]);
    peer.refuseRfc9421 = false;
    const later = await post('a day later');
    expect(await eventually(async () => signedWith(later).length)).toBe(1);
    expect(signedWith(later)).toEqual(['rfc9421']);
  });
});
