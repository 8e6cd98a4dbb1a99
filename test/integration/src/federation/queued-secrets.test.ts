import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openMessage } from '../../../../src/federation/message-queue.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { eventually, resolveRemote, useInstance } from '../../../support/federation.js';
import { startForeignPeer, type ForeignPeer } from '../../../support/foreign-peer.js';
import { api, type Client } from '../../../support/rest.js';

/** Deliveries waiting in the jobs table hold no private key in clear, and still go out. */
const a = useInstance();
let peer: ForeignPeer;
let follower: Client;

type Row = { id: number; payload: string };
const sql = <T extends object[]>(query: string, params: unknown[] = []) =>
  a.orm.em.fork().getConnection().execute<T>(query, params);
/** The federation jobs as stored: the payload column as its raw JSON text. */
const federationRows = () =>
  sql<Row[]>(`select "id", "payload"::text as "payload" from "jobs" where "kind" = 'federation' order by "id"`);
/** The federation job delivering a Follow of `actor`. */
async function followJobOf(actor: string): Promise<Row | undefined> {
  const rows = await federationRows();
  return rows.find((r) => {
    const message = JSON.stringify(openMessage(a.deps.box, JSON.parse(r.payload)));
    return message.includes('Follow') && message.includes(actor);
  });
}
const followsReceived = (actor: string) =>
  peer.received.filter((r) => r.body.type === 'Follow' && r.body.object === actor).length;

beforeAll(async () => {
  peer = await startForeignPeer();
  follower = api(a, await tokenFor(a, await makeUser(a)));
}, 60_000);

afterAll(() => peer.close());

describe('a delivery queued while its peer is down', () => {
  it('is stored sealed, a row queued in clear is still delivered, and both go out once the peer is up', async () => {
    peer.inboxStatus = 500;
    const sealedTo = peer.actor('sealed');
    const clearTo = peer.actor('clear');
    for (const actor of [sealedTo, clearTo]) {
      const id = await resolveRemote(follower, actor, 'accounts');
      await follower.post(`/api/v1/accounts/${id}/follow`).expect(200);
    }
    const sealedJob = await eventually(() => followJobOf(sealedTo));
    const clearJob = await eventually(() => followJobOf(clearTo));
    expect(sealedJob).toBeDefined();
    expect(clearJob).toBeDefined();

    // No row holds the message in clear: no JWK private part, no key material, only the sealed text.
    for (const row of await federationRows()) {
      expect(Object.keys(JSON.parse(row.payload))).toEqual(['sealed']);
      expect(row.payload).not.toMatch(/"d"\s*:/);
      expect(row.payload).not.toMatch(/privateKey|"kty"|Follow|https?:/);
    }
    // What was sealed is the Fedify delivery with its keys (so sealing is what keeps them out of the table).
    const opened = JSON.stringify(openMessage(a.deps.box, JSON.parse(sealedJob!.payload)));
    expect(opened).toContain('"privateKey"');
    expect(opened).toMatch(/"d"\s*:/);

    // A row queued in clear by an earlier version (payload `{ message }`) passes through unchanged.
    const message = openMessage(a.deps.box, JSON.parse(clearJob!.payload));
    await sql(`update "jobs" set "payload" = ?::jsonb where "id" = ?`, [JSON.stringify({ message }), clearJob!.id]);

    peer.inboxStatus = 202;
    const statesOf = async () =>
      (
        await sql<Array<{ state: string }>>(`select "state" from "jobs" where "id" in (?, ?)`, [
          sealedJob!.id,
          clearJob!.id,
        ])
      ).map((r) => r.state);
    expect(await eventually(async () => (await statesOf()).every((s) => s === 'done'), 60_000)).toBe(true);
    expect(followsReceived(sealedTo)).toBeGreaterThan(0);
    expect(followsReceived(clearTo)).toBeGreaterThan(0);
  }, 120_000);
});

describe('a row whose seal does not open', () => {
  it('fails as a job (kept with its error), without crashing the worker', async () => {
    const [{ id }] = await sql<Array<{ id: number }>>(
      `insert into "jobs" ("kind", "payload", "state", "run_at", "attempts") values ('federation', ?::jsonb, 'queued', now(), 0) returning "id"`,
      [JSON.stringify({ sealed: 'AAAA.BBBB.CCCC' })],
    );
    const error = await eventually(async () => {
      const [row] = await sql<Array<{ last_error: string | null }>>(`select "last_error" from "jobs" where "id" = ?`, [
        id,
      ]);
      return row.last_error;
    });
    expect(error).toBe('the queued federation message does not open with this server secret');
  }, 60_000);
});
