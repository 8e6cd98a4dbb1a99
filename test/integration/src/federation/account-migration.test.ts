import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Follow, User } from '../../../../src/entities/index.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { follow } from '../../../support/factories/social.factory.js';
import { droppedEntry, eventually, useInstance } from '../../../support/federation.js';
import { startForeignPeer, type ForeignPeer } from '../../../support/foreign-peer.js';
import { api, type Client } from '../../../support/rest.js';
import { updateSettings } from '../../../support/settings.js';

/** Moves in and out against the hand-made peer (foreign-peer.ts), as Mastodon and Pleroma send and check them. */
const a = useInstance();
let peer: ForeignPeer;
let viewer: Client;
let inbox: string;

beforeAll(async () => {
  peer = await startForeignPeer();
  viewer = api(a, await tokenFor(a, await makeUser(a)));
  inbox = `${a.config.publicUrl}/inbox`;
}, 60_000);

afterAll(() => peer.close());

/** The peer's account `name`, recorded here (resolved by its actor URL). */
async function remote(name: string): Promise<User> {
  const q = encodeURIComponent(peer.actor(name));
  await viewer.get(`/api/v2/search?q=${q}&resolve=true&type=accounts`).expect(200);
  return a.orm.em.fork().findOneOrFail(User, { apId: peer.actor(name) });
}

const follows = (follower: User, following: User) =>
  a.orm.em.fork().count(Follow, { follower: follower.id, following: following.id });
const accountJson = async (user: User) => (await viewer.get(`/api/v1/accounts/${user.id}`).expect(200)).body;
const followsSent = (from: string, to: string) =>
  peer.received.filter((r) => r.body.type === 'Follow' && r.body.actor === from && r.body.object === to);

describe('an inbound Move', () => {
  it('moves local followers to a target listing the sender in alsoKnownAs, and marks the account moved', async () => {
    peer.describe('newhome', { alsoKnownAs: [peer.actor('oldhome')] });
    const old = await remote('oldhome');
    const fan = await makeUser(a);
    await follow(a, fan, old);
    const status = await peer.post(
      inbox,
      'oldhome',
      { type: 'Move', object: peer.actor('oldhome'), target: peer.actor('newhome') },
      'draft-cavage',
    );
    expect(status).toBe(202);
    const fanActor = `${a.config.publicUrl}/users/${fan.nickname}`;
    expect(await eventually(async () => followsSent(fanActor, peer.actor('newhome')).length)).toBe(1);
    const target = await a.orm.em.fork().findOneOrFail(User, { apId: peer.actor('newhome') });
    expect(await follows(fan, target)).toBe(1);
    expect(await follows(fan, old)).toBe(0);
    expect((await accountJson(old)).moved).toMatchObject({ id: String(target.id), acct: `newhome@${peer.host}` });
  });

  it('is ignored and logged when the target does not list the sender (RFC 9421 signed)', async () => {
    peer.actor('stranger');
    const old = await remote('claimer');
    const fan = await makeUser(a);
    await follow(a, fan, old);
    const id = `${peer.actor('claimer')}#move-unlisted`;
    const activity = { id, type: 'Move', object: peer.actor('claimer'), target: peer.actor('stranger') };
    expect(await peer.post(inbox, 'claimer', activity, 'rfc9421')).toBe(202);
    expect(await droppedEntry(a, id)).toEqual({
      time: expect.any(Number),
      pid: expect.any(Number),
      hostname: expect.any(String),
      level: 30,
      msg: 'inbound activity dropped',
      activity: id,
      sender: peer.actor('claimer'),
      reason: 'target does not list the sender in alsoKnownAs',
    });
    expect(await follows(fan, old)).toBe(1);
    expect((await accountJson(old)).moved).toBeUndefined();
  });

  it('is refused unsigned (401) and from a rejected instance (403)', async () => {
    const body = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${peer.actor('oldhome')}#unsigned`,
      type: 'Move',
      actor: peer.actor('oldhome'),
      object: peer.actor('oldhome'),
      target: peer.actor('newhome'),
    });
    const unsigned = await fetch(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body,
    });
    expect(unsigned.status).toBe(401);
    await updateSettings(a.orm.em.fork(), 'mrf_simple', { reject: [peer.host] });
    try {
      const move = { type: 'Move', object: peer.actor('oldhome'), target: peer.actor('newhome') };
      expect(await peer.post(inbox, 'oldhome', move, 'draft-cavage')).toBe(403);
    } finally {
      await updateSettings(a.orm.em.fork(), 'mrf_simple', { reject: [] });
    }
  });
});

describe('POST /api/pleroma/move_account', () => {
  let mover: User;
  let me: Client;
  let moverActor: string;

  beforeAll(async () => {
    mover = await makeUser(a);
    me = api(a, await tokenFor(a, mover));
    moverActor = `${a.config.publicUrl}/users/${mover.nickname}`;
  });

  const move = (password: string, target: string) =>
    me.post('/api/pleroma/move_account').send({ password, target_account: target });

  it('refuses anonymous callers, a wrong password, an unknown target and a target not listing the account', async () => {
    expect((await api(a).post('/api/pleroma/move_account').send({})).status).toBe(401);
    peer.describe('dest', { alsoKnownAs: [moverActor] });
    const wrong = await move('not the password', `dest@${peer.host}`).expect(403);
    expect(wrong.body).toEqual({ error: 'Invalid password.' });
    const unknown = await move(DEFAULT_PASSWORD, `nobody@${peer.host}`).expect(404);
    expect(unknown.body).toEqual({ error: 'Target account not found.' });
    peer.actor('plain');
    const unlisted = await move(DEFAULT_PASSWORD, `plain@${peer.host}`).expect(400);
    expect(unlisted.body).toEqual({ error: 'Target account must have the origin in `alsoKnownAs`' });
    expect((await accountJson(mover)).moved).toBeUndefined();
  });

  it('marks the account moved, sends a Move to remote followers and moves local followers', async () => {
    const remoteFan = await remote('fan');
    await follow(a, remoteFan, mover);
    const localFan = await makeUser(a);
    await follow(a, localFan, mover);
    peer.describe('dest', { alsoKnownAs: [moverActor] });

    expect((await move(DEFAULT_PASSWORD, `dest@${peer.host}`).expect(200)).body).toEqual({ status: 'success' });

    const sent = await eventually(async () => peer.received.find((r) => r.body.type === 'Move'));
    expect(sent?.body).toMatchObject({
      type: 'Move',
      actor: moverActor,
      object: moverActor,
      target: peer.actor('dest'),
      to: `${moverActor}/followers`,
    });
    const dest = await a.orm.em.fork().findOneOrFail(User, { apId: peer.actor('dest') });
    expect(await follows(localFan, dest)).toBe(1);
    expect(await follows(localFan, mover)).toBe(0);
    expect((await accountJson(mover)).moved).toMatchObject({ acct: `dest@${peer.host}` });
    const actor = await a.http().get(`/users/${mover.nickname}`).set('accept', 'application/activity+json').expect(200);
    expect(JSON.parse(actor.text).movedTo).toBe(peer.actor('dest'));
  });
});
