import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Job } from '../../../../src/entities/index.js';
import { FEDERATION_JOB, openMessage } from '../../../../src/federation/message-queue.js';
import { authorFollowedBy, eventually, useInstance } from '../../../support/federation.js';
import { startForeignPeer, type ForeignPeer } from '../../../support/foreign-peer.js';
import type { Client } from '../../../support/rest.js';

/**
 * A peer failing for real until it is unreachable, its deliveries held, then reachable again: by a probe, or
 * (Pleroma's rule) by sending us a signed activity. The thresholds are made small through the environment.
 */
const PROBE_SECONDS = 8;
const a = useInstance({ DELIVERY_FAILURE_THRESHOLD: '2', DELIVERY_PROBE_INTERVAL_SECONDS: String(PROBE_SECONDS) });
let peer: ForeignPeer;
let admin: Client;
let poster: Client;

beforeAll(async () => {
  peer = await startForeignPeer();
  ({ poster, admin } = await authorFollowedBy(a, peer.actor('watcher')));
}, 60_000);

afterAll(() => peer.close());

const post = async (text: string) => (await poster.post('/api/v1/statuses').send({ status: text }).expect(200)).body;
/** The Creates of `uri` the peer got, and how many of them it answered with success. */
const creates = (uri: string) =>
  peer.received.filter((r) => r.body.type === 'Create' && (r.body.object as { id?: string })?.id === uri);
const health = async () => (await admin.get('/api/pleroma/admin/federation/health').expect(200)).body;
const unreachable = async () =>
  (await health()).unreachable_hosts.map((h: { host: string; state: string }) => ({ host: h.host, state: h.state }));

/** True once a delivery of `uri` waits in the queue held by the circuit (Fedify marks it `circuitHeld`). */
async function held(uri: string): Promise<boolean> {
  const jobs = await a.orm.em.fork().find(Job, { kind: FEDERATION_JOB, state: 'queued' });
  return jobs.some((job) => {
    const m = openMessage(a.deps.box, job.payload) as { type?: string; circuitHeld?: boolean; activity?: unknown };
    return m?.type === 'outbox' && m.circuitHeld === true && JSON.stringify(m.activity).includes(uri);
  });
}

const circuitLog = () =>
  a.logLines
    .filter((l) => l.includes('"delivery circuit changed"') && l.includes(peer.host))
    .map((l) => JSON.parse(l) as { from: string; to: string; reason?: string });

/** The peer answers 500 until the circuit opens after two real failed deliveries; answers a held status. */
async function breakPeer(label: string): Promise<{ uri: string; before: { uri: string } }> {
  peer.inboxStatus = 500;
  const before = await post(`${label}: failing`);
  // The first attempt fails, the job worker's retry 2 s later fails too: 2 failures, the circuit opens.
  const listed = await eventually(async () => ((await unreachable()).length ? unreachable() : null), 30_000);
  expect(listed).toEqual([{ host: peer.host, state: 'unreachable' }]);
  const { uri } = await post(`${label}: held`);
  expect(await eventually(() => held(uri), 15_000)).toBe(true);
  return { uri, before };
}

describe('a host failing for real', () => {
  it('is listed unreachable, its deliveries are held, and a probe after it recovers releases them', async () => {
    const { uri, before } = await breakPeer('probe');
    // Held: the peer never saw it, though it was posted while the circuit was open.
    expect(creates(uri)).toHaveLength(0);
    const failedBefore = creates(before.uri).length;
    peer.inboxStatus = 202;
    // The probe goes after DELIVERY_PROBE_INTERVAL_SECONDS; its success closes the circuit and the rest follows.
    const reached = await eventually(async () => creates(uri).length > 0 && (await unreachable()).length === 0, 60_000);
    expect(reached).toBe(true);
    expect(await eventually(async () => creates(before.uri).length > failedBefore)).toBe(true);
    expect(await eventually(async () => (await health()).queue_size === 0, 30_000)).toBe(true);
    expect(circuitLog().map(({ from, to }) => `${from}->${to}`)).toEqual([
      'closed->open',
      'open->half-open',
      'half-open->closed',
    ]);
  }, 120_000);

  it('is reachable again at once when it sends us a signed activity, and its held deliveries arrive', async () => {
    const logged = circuitLog().length;
    const { uri } = await breakPeer('inbound');
    peer.inboxStatus = 202;
    const target = await post('something to like');
    const inbox = `${a.config.publicUrl}/inbox`;
    // An unsigned post is refused and changes nothing.
    const unsigned = await fetch(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${peer.actor('watcher')}#unsigned`,
        type: 'Like',
        actor: peer.actor('watcher'),
        object: target.uri,
      }),
    });
    expect(unsigned.status).toBe(401);
    expect(await unreachable()).toEqual([{ host: peer.host, state: 'unreachable' }]);

    expect(await peer.post(inbox, 'watcher', { type: 'Like', object: target.uri }, 'draft-cavage')).toBe(202);
    expect(await unreachable()).toEqual([]);
    // Released at once, well before the probe would have gone.
    expect(await eventually(async () => creates(uri).length > 0, (PROBE_SECONDS - 2) * 1000)).toBe(true);
    expect(circuitLog().slice(logged)).toEqual([
      expect.objectContaining({ from: 'closed', to: 'open' }),
      expect.objectContaining({ from: 'open', to: 'closed', reason: 'activity received' }),
    ]);
  }, 120_000);
});
